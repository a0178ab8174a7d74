"""One lost, stolen or returned device wiped through device management: its loss is that one machine.

Remote-wiping a laptop reported lost or stolen is what device management is for: the data on it is
protected by erasing it, and the user's work lives in the organisation's systems, not only on the laptop.
Reimaging a loaner checked back into the pool readies it for the next person. One device, named by its
serial, asset tag, its user or as "the one lost laptop", and a reason (lost, stolen, returned) bound the
harm to that machine; a human confirms it is the right one, so it pauses.

Examples read as one device wiped:
  "Remote-wiping asset 00412, the laptop reported stolen this morning"
  "jamf: sending Erase All Content to the one lost laptop, serial C02XK1ABJGH5"
  "Reimaging loaner laptop LPT-0091 after confirming it is checked in to the returned pool"

Not this (kept a stop): several devices or a group of them ("every laptop in the sales team", "all
enrolled Macs", "the fleet"), a server or a host others use, or no reason given for wiping it ("wiping
Dana's laptop to free a licence").
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# A device erased through its management, or reimaged
_WIPED = lazy_compile(
    r"(?i)\b(?:remote[- ]?wip\w*|wip\w*|eras\w*|reimag\w*|re-imag\w*|factory[- ]reset\w*)\b")
# One end-user device, named: its serial, asset tag, a person's, "the one", a named loaner
_ONE_DEVICE = lazy_compile(
    r"(?i)\b(?:(?:the\s+)?one\s+(?:lost\s+|stolen\s+|staff\s+)*(?:laptop|phone|device|mac(?:book)?|ipad|computer)"
    r"|(?:serial|asset)\s*#?\s*[\w-]*\d[\w-]*"
    r"|(?:laptop|phone|device|mac(?:book)?|ipad|computer)\s+#?[A-Z]{1,5}-?\d{3,}"
    r"|[a-z]+(?:\.[a-z]+)?'s\s+(?:work\s+)?(?:laptop|phone|mac(?:book)?|ipad|computer))\b")
# Why: it was lost or stolen, or came back to the pool
_REASON = lazy_compile(r"(?i)\b(?:lost|stolen|missing|returned|checked\s+in|handed\s+back)\b")
# More than the one device, or a machine others use
_MORE = lazy_compile(
    r"(?i)\b(?:devices|laptops|phones|macs|computers|fleet|enrolled|group|team|department|servers?|hosts?"
    r"|every|each|all(?!\s+content))\b")


def one_device_wiped(text: str) -> str:
    """The words naming one lost, stolen or returned device that is wiped, or ""."""
    wiped, one = _WIPED.search(text), _ONE_DEVICE.search(text)
    if wiped is None or one is None or not _REASON.search(text) or _MORE.search(text):
        return ""
    return one.group(0)
