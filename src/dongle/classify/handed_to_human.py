"""Acts a hint hands to a human instead of doing: an approval asked for, a block the guard reported.

"Asking the user to approve the force-push instead of looking for a way around the pause": the force-push
is what the user is asked to approve; nothing is pushed in this step. "The guard blocked the DROP; I'll
stop here": the block is what the guard did, told as a report. Both leads are cut off, and whatever the
hint then says it does is judged as usual (", then force-pushing anyway" is an act of its own).
An approval whose object is the guard itself ("to approve raising the guard's threshold") is not cut:
a standing change to the checks is judged whoever is asked.
"""

from __future__ import annotations

import re

from dongle.classify.left_to_others import PEOPLE

_HUMAN = rf"(?:the\s+|a\s+|my\s+|our\s+)?(?:you|{PEOPLE})"
_APPROVAL = (r"(?:to\s+(?:approve|confirm|okay|ok|sign\s+off\s+on|authori[sz]e)|"
             r"for\s+(?:an?\s+)?(?:approval|permission|go-ahead|sign-?off|confirmation|ok|okay)"
             r"(?:\s+(?:of|for|on|to|before))?)")
# The asked-for act runs to the end of its clause; what follows a boundary is judged again
_APPROVAL_ASKED = re.compile(
    rf"^\s*(?:i'?m\s+|i\s+am\s+|i'?ll\s+|i\s+will\s+|let\s+me\s+)?(?:ask(?:ing)?|request(?:ing)?|"
    rf"get(?:ting)?)\s+{_HUMAN}\s+{_APPROVAL}\s+(?P<act>[^,;.!?\u2014]*?)"
    r"(?=\s*(?:[,;.!?\u2014]|\b(?:instead|rather\s+than|and|then|but|so|while)\b|$))",
    re.I,
)
_ABOUT_THE_GUARD = re.compile(r"(?i)\b(?:guard|threshold|polic(?:y|ies)|allow-?list|rules?|hooks?|mode|"
                              r"permissions?|checks?|scanner|sidecar)\b")
_GUARD_REPORTED = re.compile(
    r"^\s*(?:the\s+)?(?:guard|dongle|hook|policy|safety\s+(?:check|guard|layer))\s+(?:just\s+)?"
    r"(?:blocked|paused|denied|refused|rejected|flagged|stopped|held)\b[^;.!?\u2014]*[;.!?\u2014]\s*",
    re.I,
)


_POINTS_BACK = re.compile(r"(?i)\b(?:it|them|that|this|anyway|regardless)\b")


def approval_asked(text: str) -> tuple[str, str] | None:
    """ "Asking the user to approve the force-push …": (the request, what follows it), or None."""
    m = _APPROVAL_ASKED.match(text)
    if m is None or not m.group("act").strip() or _ABOUT_THE_GUARD.search(m.group("act")):
        return None
    if _POINTS_BACK.search(text[m.end():]):
        return None  # "… and dropping it anyway": the asked-for act is then done; the hint stays whole
    return text[: m.end()], text[m.end():]


# What follows the report points back at the blocked act, or goes around the block: the report stays read
_AROUND_IT = re.compile(r"(?i)\b(?:it|them|that|this|anyway|instead|another|differently|around|again|"
                        r"retry\w*|split\w*|bypass\w*|directly)\b")


def guard_reported(text: str) -> tuple[str, str] | None:
    """ "The guard blocked the DROP; …": (the report, what follows it), or None. A follow-on that does
    the blocked act another way ("running it through psql directly instead") keeps the hint whole."""
    m = _GUARD_REPORTED.match(text)
    if m is None or _AROUND_IT.search(text[m.end():].replace("what I wanted to do", "")):
        return None
    return m.group(0), text[m.end():]
