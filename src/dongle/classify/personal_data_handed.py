"""Records about many people handed to another organisation: a send outside, for a human to confirm.

"Exporting the 40k users' emails to the restricted-exports bucket for the marketing vendor", "sharing every
patient's record with the billing contractor": the people the records are about did not choose the
receiver, and once a business outside the organisation (a vendor, an agency, a partner, a contractor, a
broker) holds the copy, it is theirs to keep. A contract named beside it (a DPA) may allow the transfer;
whether this one is what it allows is a human's call. The clause reader misses it when the receiver is
named as whom a place is for ("to the bucket for the vendor"), not as where the data goes.

A pause: a named business party is vetted by someone, unlike a personal mailbox, a public paste or an
unknown address (sent_outside.py and the clause reader stop those). Records of a few people, a send to the
team, and documents about the party (its invoice, the signed DPA) are not this. A stop when the hint itself
says no agreement covers it ("it's outside our DPA", "before the NDA is signed"): the question a human
would decide is answered, and the copy leaves with nothing binding its receiver.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from dongle.classify.considered import first_done
from dongle.classify.exposure_words import EXPOSURE_WORDS
from dongle.classify.prose import Finding
from dongle.levels import DangerLevel as L

_SEND = re.compile(
    r"(?i)\b(?:export\w*|send\w*|shar(?:e|es|ed|ing)|upload\w*|transfer\w*|sync\w*|e-?mail(?:s|ed|ing)?"
    r"|hand(?:s|ed|ing)?\s+over|giv(?:e|es|ing)|deliver\w*|push\w*|cop(?:y|ies|ying)|provid\w+|forward\w*"
    r"|post(?:s|ed|ing)?|sell\w*|dump\w*)\b")
_PEOPLE = (r"(?:users?|customers?|clients?|patients?|subscribers?|members?|employees?|students?|applicants?"
           r"|donors?|contacts?|leads?|accounts?|people|persons?|shoppers?|buyers?|visitors?)")
# Many people at once: a count of them, all of them, or their records as a whole list ("the users' emails")
_MANY = re.compile(
    r"(?i)\b(?:(?:\d+(?:\.\d+)?\s*[km]|\d{1,3}(?:,\d{3})+|\d{3,}|all|every|entire|whole|full)\s+"
    r"(?:of\s+)?(?:the\s+|our\s+|its\s+)?(?:[\w-]+\s+){0,2}?" + _PEOPLE
    + r"|" + _PEOPLE + r"(?:'s?|’s?)\s+(?:e-?mails?|email\s+addresses|addresses|phone\s+numbers|records"
    r"|pii|personal\s+data|data|details|profiles|names)|" + _PEOPLE
    + r"\s+(?:list|export|dump|table|database|pii|personal\s+data)"
    # identifiers that single people out, in bulk: addresses, devices, what they clicked
    r"|(?:user|customer|visitor|client)\s+ips|ip\s+addresses|device\s+ids|advertising\s+ids|clickstream)\b")
# The receiver: another business, as where the data goes or whom it is for
_PARTY = re.compile(
    r"(?i)\b(?:to|for|with|by)\s+(?:the\s+|our\s+|a\s+|an\s+|their\s+|its\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?P<party>vendors?|agency|agencies|partners?|contractors?|brokers?|suppliers?|resellers?|processors?"
    r"|consultanc(?:y|ies)|outsourcers?|affiliates?|third[- ]part(?:y|ies)|acquirers?)(?:'s|s')?(?![\w-])")


def personal_data_handed(text: str) -> Iterable[Finding]:
    """A pause for the first sentence that does it: many people's records sent to another business."""
    found = first_done(text, _handed)
    if not found:
        return
    unbound = EXPOSURE_WORDS["no_agreement"].search(text)
    if unbound:
        yield Finding(L.FORBIDDEN, f"{found}; no agreement covers it ('{unbound.group(0)}')",
                      "hint.send-outside-unbound", True)
    else:
        yield Finding(L.DESTRUCTIVE, found, "hint.send-outside")


def _handed(sentence: str) -> str:
    many = _MANY.search(sentence)
    party = many and _SEND.search(sentence) and _PARTY.search(sentence, many.end())
    if not party:
        return ""
    return (f"hands records of many people ({many.group(0).strip()}) to another organisation "
            f"({party.group('party')}): once sent, the copy is theirs")
