"""A security control's findings closed after each was checked and found false: triage, not a control off.

What a detector (GuardDuty, Security Hub, Dependabot, a SIEM) reports is its output, a list of findings
or alerts; archiving, dismissing or resolving the ones a person has verified as false positives takes
nothing from the detector, which keeps watching and reports anything new, and the closed findings stay
searchable and can be reopened. That is the everyday bookkeeping of an alert queue.

Not this: the detector itself archived, disabled or deleted ("archiving the GuardDuty detector"); findings
closed unchecked, in bulk or by a rule that closes future ones ("archiving all GuardDuty findings so the
dashboard is clean", "an auto-archive rule", "suppressing every finding"): there a real alert may be
hidden before anyone has looked, and those keep their verdict.
"""

from __future__ import annotations

import re

# Closing a finding in the queue, kept there: not deleting it
TRIAGE_VERBS = frozenset({"archive", "dismiss", "resolve", "close", "acknowledge", "mark"})
_CLOSED = re.compile(
    r"(?i)\b(?:archiv|dismiss|resolv|clos|acknowledg|mark)\w*\b(?:\s+[\w@#.-]+){0,6}?\s+"
    r"(?:findings?|alerts?|detections?|events?|issues?)\b"
)
# Each one checked by a person and found false
_VERIFIED = re.compile(
    r"(?i)\b(?:verified|confirmed|checked|triaged|reviewed|investigated)\b[^.;]{0,40}?\b(?:as\s+|to\s+be\s+)?"
    r"(?:false[- ]positives?|benign|expected|not\s+exploitable|known[- ]good)\b"
)
# Closing more than what was checked: future findings, or all of them, or the detector itself
_BEYOND_CHECKED = re.compile(
    r"(?i)\b(?:auto[- ]?(?:archiv|suppress)\w*|suppression|filter\w*|rules?|all|every|detectors?|disabl\w*"
    r"|delet\w*|turn\w*\s+off|stop\w*|future|going\s+forward)\b"
)


def findings_triaged(text: str) -> str:
    """The closing of findings, alerts or error issues a person verified as false ("archiving the 12
    GuardDuty findings I verified as false positives"), or "" when the hint closes more than was checked,
    or names no verification."""
    closed = _CLOSED.search(text)
    if closed is None or not _VERIFIED.search(text) or _BEYOND_CHECKED.search(text):
        return ""
    return closed.group(0)
