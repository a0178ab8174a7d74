"""A change the hint says is undone in place: restorable from the archive, reopened by a reply, brought back
by one command.

A pause on a kind of act (archive, close, scale down, move to the bin) asks whether it can be taken back.
When the hint says how, in the same tool and with the thing kept where it was ("it stays restorable from
the archive", "they can be restored from the archive tab", "a reply reopens it", "one command brings it
back to 2", "to the recycle bin"), the change is easily undone: the rubric's go, as long as it stays
inside the user's own work.

Examples read as undone in place:
  "Archiving the 2021 engagement survey folder in the HR drive; it stays restorable from the archive."
  "Closing ticket #58213 as solved; the customer confirmed the fix and a reply reopens it."
  "Scaling the checkout-dev deployment to 0 replicas for the night; one command brings it back to 2."

Not an undo in place: a restore from a backup, a snapshot or a dump (it replaces what is there since, and
someone has to run it), an undo that is denied ("can't be undone"), or one that only a later sync or
deploy does ("terraform will bring it back"), nor a switch thrown back later ("re-enabled tomorrow": the
thing is off until then, for everyone who relies on it). And not when the hint names anything past the
user's own work (boundary_vetoes.py): production, everything of a kind, an outside receiver, money,
secrets or access, a loss with no copy, a whole store, the records oversight relies on.
"""

from __future__ import annotations

import re

from dongle.classify.boundary_vetoes import outside_boundary

# The hint's own statement that the thing stays and can be taken back where it is
_UNDONE = re.compile(
    r"(?i)\b(?:it|they|this|these|that|those|each|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:stays?|remains?|is|are"
    r"|will\s+be|can\s+(?:still\s+)?be|can\s+always\s+be)\s+(?:still\s+)?(?P<how>restorable|recoverable"
    r"|restored|reopened|unarchived|un-archived|undeleted)\b"
    r"|\b(?:a|one|any)\s+(?:reply|click|command|toggle|comment)\s+(?P<how2>reopens|restores|undoes|reverts"
    r"|brings\s+(?:it|them)\s+back)\b"
    r"|\bto\s+the\s+(?:[\w-]+\s+)?(?P<how3>recycle\s+bin|trash)\b")
# A restore that is not in place: from a copy kept elsewhere
_FROM_A_COPY = re.compile(
    r"(?i)\b(?:restor\w*|recover\w*)\s+(?:\w+\s+){0,3}?from\s+(?:the\s+|a\s+|an\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:backups?|snapshots?|dumps?|exports?|copy|copies|replicas?)\b")


def undone_in_place(text: str) -> str:
    """The words saying the act is undone in place ("" when the hint says none, or a restore from a copy,
    or names anything past the user's own work)."""
    m = _UNDONE.search(text)
    if m is None or _FROM_A_COPY.search(text) or outside_boundary(text):
        return ""
    return m.group(0).strip()
