"""What a program puts out, read from the words of its act whatever the program is called.

A database dump, an application's environment, a private or repository key, an infrastructure
deployment's outputs or state: each is made by many programs nobody can list (`wp db export`, `supabase db
dump`, `vercel env pull`, `keyvault-cli export`, `git-crypt export-key`, `terraform output`, `tofu state
pull`), but the act is named in the same few words. Sent to a public drop or a request catcher (a
webhook that shows every request to whoever owns it), such content is published and cannot be called
back, however it got there: piped straight into the sender, or written to a file an earlier part of the
line then uploads.

Each kind is data with the acts it names and harmless look-alikes it must not name. What is sent still
decides: a build artifact, a coverage report or a test ping to the same hosts keeps the pause any upload
has.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dongle.lazy_regex import LazyRegex, lazy_compile
from dongle.rules.facts import Facts, public_drop


@dataclass(frozen=True)
class ContentAct:
    """One kind of content, the act words that make a program print or write it, and examples.

    `acts` is searched in the program's act phrase: its name and its first positionals joined by spaces
    (`wp db export -`, `git-crypt export-key /tmp/k`), then the long options it is given."""

    what: str
    acts: LazyRegex
    examples: tuple[str, ...]
    look_alikes: tuple[str, ...]


# A separator inside an act word (`pg:backups:download`, `export-key`, `env_pull`) or between words.
_S = r"[\s:_-]+"

CONTENT_ACTS: tuple[ContentAct, ...] = (
    ContentAct(
        "a database's contents",
        lazy_compile(
            rf"\b(?:db|database|databases|sql|pg|mysql|mongo|table|tables|collection|collections){_S}"
            rf"(?:export|dump|backups?{_S}download|download|pull)\b"
            rf"|\b(?:dump|export){_S}(?:db|database|databases|sql)\b|(?:^|\s)\.dump\b"),
        ("wp db export -", "supabase db dump", "sqlite3 shop.db .dump", "heroku pg:backups:download",
         "pscale database dump acme main"),
        ("db migrate", "wp plugin list", "supabase db push")),
    ContentAct(
        "an application's environment or secrets",
        lazy_compile(
            rf"\benv(?:ironment)?s?{_S}(?:pull|export|download|dump|get)\b"
            rf"|\bsecrets?{_S}(?:export|download|dump|pull|reveal|get)\b"
            rf"|\b(?:export|dump|download){_S}(?:secrets?|env)\b"
            rf"|\b[\w-]*(?:vault|secrets?|keychain|keyring|passwords?)[\w-]*\s+(?:\S+\s+)?"
            rf"(?:export|dump|reveal)\b"),
        ("vercel env pull --environment=production /dev/stdout", "keyvault-cli export --all",
         "doppler secrets download --no-file", "netlify env:export"),
        ("vercel env ls", "dotenv-linter check", "gh secret list")),
    ContentAct(
        "a private or repository key",
        lazy_compile(rf"\bexport{_S}(?:secret{_S})?(?:sub)?keys?\b|\bkeys?{_S}export\b"
                     r"|--export-secret-(?:sub)?keys\b"),
        ("git-crypt export-key /tmp/k", "gpg --armor --export-secret-keys sam@acme.io",
         "age-keygen key export"),
        ("gpg --armor --export sam@acme.io", "ssh-keygen -y -f key")),
    ContentAct(
        "an infrastructure deployment's outputs or state",
        lazy_compile(r"^(?:terraform|tofu|terragrunt|pulumi|cdktf)\b.*?\s(?:output|outputs)\b"
                     rf"|\bstate{_S}pull\b|\bstack{_S}(?:export|output)\b"),
        ("terraform -chdir=envs/prod output -json", "tofu state pull", "pulumi stack output --show-secrets",
         "pulumi stack export"),
        ("terraform plan -out tfplan", "terraform fmt")),
)


def _phrase(name: str, positionals: Sequence[str]) -> str:
    return " ".join((name, *positionals[:4])).lower()


def content_of(name: str, positionals: Sequence[str], options: Iterable[str] = ()) -> str | None:
    """What a program named `name`, given these positionals and options, puts out, when it is one of
    the kinds above; None for anything else."""
    phrase = _phrase(name, positionals)
    flags = " ".join(o.lower() for o in options if o.startswith("--"))
    for kind in CONTENT_ACTS:
        if kind.acts.search(phrase) or (flags and kind.acts.search(flags)):
            return f"{kind.what} (`{phrase[:60]}`)"
    return None


def printed_content(facts: Facts) -> str | None:
    """What this part puts out, read from its act words (`dongle.classify.leaving_content`)."""
    return content_of(facts.name, facts.parsed.positionals, facts.inv.args)


def _written_files(facts: Facts) -> set[str]:
    """The files a part writes what it puts out to: its output option, a `>` redirect, or a path among
    its operands (`git-crypt export-key /tmp/k`)."""
    files = {info.path for info in facts.output_paths}
    files |= {info.path for op, info in facts.redirect_paths if op in (">", ">>", ">|")}
    files |= {info.path for info in facts.operand_paths}
    return files


def content_uploaded(facts: Facts, earlier: Sequence[Facts]) -> str | None:
    """What a file this sender uploads holds, when an earlier part of the line wrote it with content of
    one of the kinds above (`git-crypt export-key /tmp/k && curl -F f=@/tmp/k URL`)."""
    sent = {info.path for info in facts.upload_paths}
    if not sent:
        return None
    for part in earlier:
        what = printed_content(part)
        if what and sent & _written_files(part):
            return what
    return None


# A request catcher: a host some automation service gives its incoming webhooks (`hook.eu1.make.com`,
# `hooks.zapier.com`): whatever is posted there is shown to whoever owns the hook.
_CATCHER_LABEL = lazy_compile(r"^(?:web)?hooks?$")


# Names only an organisation's own network resolves: a hook there is its own service, not a catcher.
_INTERNAL_SUFFIXES = (".internal", ".local", ".lan", ".corp", ".intranet", ".home.arpa", ".localhost")


def catcher_host(facts: Facts) -> str | None:
    """The public drop or request catcher this part sends to, or None."""
    for host in facts.hosts:
        if public_drop(host):
            return host
        lowered = host.lower().rstrip(".")
        hook = any(map(_CATCHER_LABEL.match, lowered.split(".")[:-2]))
        if hook and not lowered.endswith(_INTERNAL_SUFFIXES):
            return host
    return None
