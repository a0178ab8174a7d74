"""Records that are already finished, archived: put away, kept, and taken back out with one click.

Archiving deletes nothing: a CRM, an ATS, a help desk or a chat tool moves the record out of the working
views and keeps it, with its history, searchable and restorable. What it can take from people is work
still going on: an open deal, a live job post, an active channel vanishes from the views they work in.
When the hint names the archived records as finished (closed, resolved, completed, expired, filled),
nobody's current work is hidden, and the act is bookkeeping, whatever the tool or the records.

Not this: records named as still live (open, active, current, pending, in progress) or not named as
finished at all (old or last year's says how long ago, not whether the work is done); an archive that
also deletes, purges or empties; a whole container others work in (a repository, an organisation, a
workspace, an account), which archived turns read-only for everyone -- unless the hint names that
repository as retired (deprecated, unmaintained, superseded): then nobody's work is in it, and read-only is
what a retired repository is for (see retired_repository_archived).
"""

from __future__ import annotations

import re

# The act: archiving (its noun too: "an archive of"), with the records it names after it in the clause
_ARCHIVED = re.compile(r"(?i)\barchiv(?:e|es|ed|ing)\b(?P<what>[^.;:!?]{0,80})")
# A record's finished state, said of the records archived (not its age: an old ticket may still be open)
_FINISHED = re.compile(
    r"(?i)\b(?:closed|resolved|completed|finished|done|ended|expired|filled|cancel+ed|merged|rejected|lost"
    r"|won|inactive|former|retired|superseded|discontinued|withdrawn|obsolete)\b")
# Live work, a delete alongside, or a container others work in: the archive is more than bookkeeping
_NOT_BOOKKEEPING = re.compile(
    r"(?i)\b(?:open|active|live|current|pending|ongoing|in[- ]progress|upcoming|unresolved|delet\w*|purg\w*"
    r"|eras\w*|wip\w*|empt\w*|destroy\w*|drop\w*|remov\w*|repo|repos|repository|repositories|org"
    r"|organi[sz]ations?|workspaces?|accounts?|tenants?|projects?|buckets?|databases?|tables?|backups?"
    r"|logs?|audit|evidence|hold)\b")


def finished_archived(text: str) -> str:
    """The words naming finished records the hint archives ("" when it archives none, archives live
    work or a container, or also deletes)."""
    m = _ARCHIVED.search(text)
    if m is None or _NOT_BOOKKEEPING.search(text):
        return ""
    finished = _FINISHED.search(m.group("what"))
    return finished.group(0) if finished else ""


# A repository named as retired: no one works in it any more ("the deprecated repo acme/legacy-widgets")
_RETIRED_REPOSITORY = re.compile(
    r"(?i)\b(?:deprecated|unmaintained|abandoned|superseded|retired|obsolete|sunset|end-of-life|eol)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:repo|repos|repository|repositories)\b")
# ... and what would make archiving it more than that
_MORE_THAN_ARCHIVED = re.compile(
    r"(?i)\b(?:delet\w*|purg\w*|eras\w*|wip\w*|destroy\w*|drop\w*|transfer\w*|every|all|org-?wide)\b")


def retired_repository_archived(text: str) -> str:
    """The words naming a retired repository the hint archives ("" when none, or when it does more)."""
    m = _ARCHIVED.search(text)
    if m is None or _MORE_THAN_ARCHIVED.search(text):
        return ""
    retired = _RETIRED_REPOSITORY.search(m.group("what"))
    return retired.group(0) if retired else ""
