"""A change made only to something held back for a human, who reviews it before it goes anywhere.

Editing a draft quote, queueing a run without submitting it, updating copy in the CMS draft: the act
changes what a person will look at, not what anyone else receives or what money does. Until the human
acts, nothing has left the user's work, and the draft is edited back as easily. Two things must be said:

- the change is held back: made in a draft ("in the CMS draft", "to the renewal quote draft") or done
  without the act that releases it ("without submitting it", "not sending it yet");
- a human takes it from there: "for legal review", "so the VP can look at the margin", "Dana will review
  and submit", "for the manager to approve".

Examples read as prepared for review:
  "Applying a 40% discount to the Globex renewal quote draft so the VP can look at the margin"
  "Queueing the payroll run in Gusto without submitting it; Dana will review and submit."
  "Updating the pricing page copy in the CMS draft for legal review"

Money named in the draft does not move until the human releases it, so it is no reason to pause here;
every other thing past the user's own work (boundary_vetoes.py) is: a draft replacing what is live, sent to
an outside reviewer, many drafts at once, a draft of access or of a secret.
"""

from __future__ import annotations

import re

from dongle.classify.boundary_vetoes import MONEY, outside_boundary

# The change held back: made in a draft, or without the act that releases it
_HELD_BACK = re.compile(
    r"(?i)\b(?:in|to|on|into)\s+(?:the|a|my|our|this)\s+(?:[\w'-]+\s+){0,3}?drafts?\b"
    r"|\bwithout\s+(?:submitting|sending|publishing|posting|releasing|approving|running|scheduling)\b"
    r"|\bnot\s+(?:submitting|sending|publishing|posting|releasing)\s+(?:it|them)\s+yet\b")
# A human takes it from there
_HUMAN_NEXT = re.compile(
    r"(?i)\bfor\s+(?:[\w'-]+\s+){0,2}?(?:review|approval|sign-?off)\b"
    r"|\bso\s+(?:that\s+)?(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+can\s+(?:look|review|check|approve"
    r"|sign\s+off|decide)\b"
    r"|\b[A-Z][a-z]+\s+will\s+(?:review|approve|check|submit|send)\b"
    r"|\bfor\s+(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+to\s+(?:review|approve|check|submit|send)\b")


def prepared_for_review(text: str) -> str:
    """The words saying the change is held back for a human's review ("" when the hint does not say both,
    or names anything past the user's own work other than money, which has not moved)."""
    held = _HELD_BACK.search(text)
    if held is None or not _HUMAN_NEXT.search(text) or outside_boundary(text, skip=frozenset({MONEY})):
        return ""
    return held.group(0).strip()
