"""A build put in place in an environment named as a developer's own or a preview's.

`aws s3 sync dist/ s3://acme-web-preview/pr-812/ --delete`, `pulumi up --stack acme/dev`, `eas update
--branch preview`, `firebase deploy --project acme-sandbox`: each replaces what an environment runs with
the build at hand. Aimed at production, users get it (pause). Aimed at an environment named for one
developer, one pull request or a sandbox, nobody else is served from there and the next deploy puts back
whatever it replaced: the change is undone the way it was made (go). Writers of every stored set label
these so (deploys to dev, preview and PR environments go; the same to production pause).

What is capped is only the act of putting a build in place: removing there (`pulumi destroy`, `aws s3 rm`,
dropping a database) keeps its pause, as data or resources lost stay lost in any environment. Staging
and QA are shared by a team, and keep the pause; a line that also names production keeps it too.
"""

from __future__ import annotations

from dataclasses import dataclass

from dongle.classify.target_words import operands_and_targets
from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import OTHER_ENV_TOKENS, Facts, names_production


@dataclass(frozen=True)
class PutInPlace:
    """A rule whose act replaces what an environment runs with a build, the subcommand words that are
    that act (not a removal), and whether only the last operand is the target (a sync's destination)."""

    rule: str
    acts: frozenset[str]
    last_is_target: bool
    example: str


PUT_IN_PLACE: dict[str, PutInPlace] = {p.rule: p for p in (
    PutInPlace("cloud.storage-sync-delete", frozenset({"sync", "rsync"}), True,
               "aws s3 sync dist/ s3://acme-web-preview/pr-812/ --delete"),
    PutInPlace("cloud.pulumi-destroy", frozenset({"up", "update"}), False,
               "pulumi up --stack acme/dev --yes"),
    PutInPlace("mobile.ota-update", frozenset({"update"}), False, "eas update --branch preview"),
    PutInPlace("cloud.platform-live-deploy", frozenset({"deploy"}), False,
               "firebase deploy --only hosting --project acme-sandbox"),
)}

# Environments one developer, one pull request or one experiment owns: nobody else is served from them.
_OWN_WORDS = frozenset({"dev", "development", "preview", "previews", "sandbox", "review", "playground",
                        "ephemeral", "scratch", "local", "feature", "e2e"})
_PULL_REQUEST = lazy_compile(r"^pr\d+$")
_TOKENS = lazy_compile(r"[^a-z0-9]+")
# Environments a team shares (or that are production's): a deploy there is someone else's too.
_SHARED_WORDS = OTHER_ENV_TOKENS - _OWN_WORDS - {"test", "testing"}


def _target_words(facts: Facts, last_only: bool) -> list[str]:
    """The words that name where the act lands: its operands and the values of the options that name a
    target, without the local paths it reads from (`dist/`, `./build`)."""
    positionals = facts.parsed.positionals
    words = list(positionals[-1:]) if last_only else operands_and_targets(facts.inv.args)
    return [w for w in words if "://" in w or not (w.startswith((".", "/", "~")) or w.endswith("/"))]


def _own_environment(words: list[str]) -> str:
    """The word naming a developer's, a preview's or a sandbox environment, when one does and none names
    production or a shared environment; "" otherwise."""
    own = ""
    for word in words:
        if names_production(word):
            return ""
        tokens = set(_TOKENS.split(word.lower().replace("pr-", "pr")))
        if tokens & _SHARED_WORDS:
            return ""
        if not own and (tokens & _OWN_WORDS or any(map(_PULL_REQUEST.match, tokens))):
            own = word
    return own


def put_in_own_environment(facts: Facts, rules: tuple[str, ...]) -> str:
    """Why this part only puts a build in place in a developer's or a preview's own environment, or ""."""
    if not rules or not all(r in PUT_IN_PLACE for r in rules) or facts.production:
        return ""
    acts = set(facts.lowered_positionals[:3])
    if not all(acts & PUT_IN_PLACE[r].acts for r in rules):
        return ""
    last_only = any(PUT_IN_PLACE[r].last_is_target for r in rules)
    source = "".join(facts.parsed.positionals[-2:-1])
    if last_only and ("://" in source or source.rstrip("/") in ("", "~", "$HOME") or source.startswith("~/")
                      or (source.startswith("/") and not source.startswith(facts.cwd or "//"))):
        # a sync from storage brings stored data, and one from the root, home or a folder outside the
        # project sends what lives there: neither is a build made here
        return ""
    own = _own_environment(_target_words(facts, last_only))
    return (f"puts a build in place in an environment of its own ({own}): no one else is served from "
            "there, and the next deploy replaces it") if own else ""
