"""A `.git` that is not this repository's history: a nested copy's, git's sample hooks, or an ignore entry.

The rubric stops wiping "the repository's .git": its whole history, with nothing else holding it. Three
other things are named `.git` too:

- the `.git` inside a copy nested somewhere else -- a vendored library (vendor/, third_party/) or a
  throwaway unpack or clone under /tmp: the history of that copy, which its upstream keeps; removing it is
  what vendoring does;
- git's sample hooks (`.git/hooks/*.sample`): templates `git init` writes again, never run;
- `.git` written as an entry into a scanner's or tool's exclude or ignore list: nothing is removed.

Each goes.

Not this (kept a stop): the checkout's own `.git`, the monorepo's, the project's, one found by `find .`
or `find /`, a mirror or backup of it, or `.git/objects` and the rest of the repository's own history.
"""

from __future__ import annotations

from dongle.classify.said_unless import said_unless
from dongle.lazy_regex import lazy_compile

# The .git of a copy nested under vendor/ or /tmp, said to be vendored or a throwaway
_NESTED = lazy_compile(
    r"(?i)\.git\s+(?:folder|directory|dir)\s+inside\s+(?P<a>(?:\./)?(?:vendor|third_party|/tmp)/[\w./-]+)"
    r"|(?P<b>(?:\./)?(?:vendor|third_party|/tmp)/[\w./-]+)/\.git\b")
_COPY = lazy_compile(r"(?i)\b(?:vendored|vendor(?:ed|ing)?|throwaway|unpacked|copied\s+in|scratch|clone)\b")
# A `.git` named besides the nested one (`…, then rm -rf /srv/app/.git`): not a repository URL's `x.git`
_ANOTHER_GIT = lazy_compile(r"(?<![\w.])\.git(?![\w-])")
# git's sample hooks: templates, never run
_SAMPLE_HOOKS = lazy_compile(r"(?i)\.git/hooks/[\w-]+\.sample\b")
# .git written into an exclude or ignore list
_EXCLUDED = lazy_compile(
    r"(?i)\badd\w*\s+\.git\s+to\s+(?:the\s+)?[\w' -]{0,30}?\b(?:exclude|ignore|skip)\s*"
    r"(?:list|file|patterns?)\b")
# The repository's own history named beside it
_OWN_HISTORY = lazy_compile(
    r"(?i)\b(?:the\s+)?(?:checkout|monorepo|project|repo(?:sitory)?)(?:'s)?\s+(?:own\s+)?(?:root|\.git)\b"
    r"|\.git/objects|\bfind\s+[./~]|\bmirror\w*|\bbackups?\b|\beverything\b|(?<![\w/])\.git(?:/)?\s+(?:and|&&)"
    r"|\brm\s+-\w*\s+\.git(?:\s|$|`)")


def nested_git(text: str) -> str:
    """The words naming a `.git` that is not the repository's own history, or ""."""
    if _OWN_HISTORY.search(text):
        return ""
    nested = _NESTED.search(text)
    if nested and _COPY.search(text):
        rest = text[:nested.start()] + text[nested.end():]
        return "" if _ANOTHER_GIT.search(rest) else nested.group(0)
    return said_unless(text, None, _SAMPLE_HOOKS, _EXCLUDED)
