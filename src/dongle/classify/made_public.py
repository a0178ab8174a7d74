"""A repository named as private made public: its code and whole history go to everyone, for good.

Every clone, fork and crawler copy made while a repository is public keeps its code and every secret
ever committed to its history; switching it back to private recalls none of them. Making a repository
public is a pause in general (an open-sourcing is a decision a human takes, pkg.repo-visibility); it
stops when the repository's own name says it is not meant for the public (`internal-…`, `…-private`,
`secret`, `confidential`, `proprietary`), as the hint reader does for the same act in words
(whole_scope.py).

The act is read from how hosting services are told to do it, whatever the client: a forge CLI's
`repo edit|update --visibility public` (gh, glab, tea, Bitbucket's bb), and an API call to a repository
or project resource carrying `visibility=public`, `"private": false` or `is_private=false` (`gh api -X
PATCH repos/O/R -f private=false`, `curl -X PUT …/projects/ID -d visibility=public`).
"""

from __future__ import annotations

from urllib.parse import unquote

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts

# Forge CLIs and the subcommands that change a repository's settings.
_FORGE_EDITS = {"gh": ("repo", "edit"), "glab": ("repo", "update"), "tea": ("repo", "edit"),
                "bb": ("repo", "edit")}
_API_CLIENTS = frozenset({"gh", "glab", "curl", "http", "https", "xh", "wget"})
# Every program this check reads (the caller asks only for these).
OPENERS = frozenset(_FORGE_EDITS) | _API_CLIENTS
# A body or field that opens a repository to everyone.
_OPENED = lazy_compile(r"""(?ix)
    \bvisibility["']?\s*[:=]\s*["']?public\b
  | \b(?:is_)?private["']?\s*[:=]\s*["']?false\b""")
# A path naming one repository or project resource on a forge's API.
_REPO_RESOURCE = lazy_compile(r"(?i)(?:^|/)(?:repos|projects|repositories)/([\w.%-]+(?:/[\w.-]+)?)")
# Words in a repository's name that say it is not for the public.
_PRIVATE_NAME = lazy_compile(r"(?i)(?:^|[/_.-])(?:internal|private|priv|secrets?|confidential|proprietary|"
                           r"restricted)(?:$|[/_.-])")


def repository_made_public(facts: Facts, subject: str) -> Assessment | None:
    """Stop for a repository whose name says it is private being made public; None otherwise (the
    visibility rule's pause stands for any other repository)."""
    name = _opened_repository(facts)
    if name is None or not _PRIVATE_NAME.search(name):
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"makes `{name}` public, a repository its own name marks as private: its code and every "
                 "secret in its history reach anyone who clones it meanwhile [pkg.private-repo-public]",),
        rules=("pkg.private-repo-public",),
        safer_alternative="Publish a cleaned copy (a new repository with a fresh history and no "
        "secrets) after the owner agrees, instead of opening the private one.",
        recovery="Make it private again at once, rotate every secret in its history and treat the "
        "code as disclosed.")


def _opened_repository(facts: Facts) -> str | None:
    """The repository this command makes public, or None."""
    words = facts.lowered_positionals
    verb = _FORGE_EDITS.get(facts.name)
    if verb and words[:2] == verb and _visibility_public(facts.inv.args):
        return next((w for w in facts.parsed.positionals[2:] if not w.startswith("-")), ".")
    if facts.name not in _API_CLIENTS or not any(_OPENED.search(a) for a in facts.inv.args):
        return None
    for arg in facts.inv.args:
        found = _REPO_RESOURCE.search(arg.split("?", 1)[0])
        if found:
            return unquote(found.group(1))  # GitLab names a project `group%2Fname`
    return None


def _visibility_public(args: tuple[str, ...]) -> bool:
    """`--visibility public`, `--visibility=public`, `--public`."""
    for i, arg in enumerate(args):
        if arg == "--public" or arg.lower() == "--visibility=public":
            return True
        if arg == "--visibility" and i + 1 < len(args) and args[i + 1].lower() == "public":
            return True
    return False
