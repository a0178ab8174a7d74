"""A credential, or many people's identifiers, handed to a person whose identity nobody has checked.

"Replying to the chat visitor who says he's the CTO of Harbor Freight Co by pasting the workspace admin API
key", "reading out the employees' Social Security numbers to the caller who says he is from the IRS": the
clause reader sees a reply or a reading and a person, and reads a routine answer. What the act does is
hand what opens the company's systems, or what lets anyone impersonate its people, to someone who is only
who they say they are. A visitor, a caller, a sender known by their own claim is outside the organisation's
trust whatever title they give: the pretext is the shape of social engineering, and a pasted key or a read-
out number cannot be taken back. The rubric's exfiltrating credentials: a stop.

Needs, in one acted sentence (considered.py drops questions, drafts, refusals): a handing verb (paste,
send, read out, tell, give, reply with), what is handed (a credential's value, or identifiers of many
people), and a recipient named by their unverified claim (a caller, visitor or sender "who says" or
"claiming" to be someone; an unknown or unverified person). Not when the claim is said to be checked
("after verifying", "verified"), and not when the secret is only referred to (its name, where it is kept).
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.classify.considered import first_done
from dongle.classify.prose import Finding
from dongle.lazy_regex import any_of
from dongle.levels import DangerLevel as L

_HANDS = any_of(
    r"\bpast(?:e|es|ed|ing)\b", r"\bsend(?:s|ing)?\b", r"\bread(?:s|ing)?\s+(?:\S+\s+){0,2}?out\b",
    r"\bread(?:s|ing)?\b(?=[^.;]{0,80}\bto\s+(?:the|a|an|this|that)\b)", r"\btell(?:s|ing)?\b",
    r"\bgiv(?:e|es|ing)\b", r"\bhand(?:s|ing)?\s+(?:\S+\s+){0,3}?over\b", r"\bshar(?:e|es|ing)\b",
    r"\bprovid(?:e|es|ing)\b", r"\be-?mail(?:s|ing)?\b", r"\btext(?:s|ing)?\b", r"\bdm(?:s|ing)?\b",
    r"\bforward(?:s|ing)?\b", r"\bdictat(?:e|es|ing)\b", r"\bspell(?:s|ing)?\s+out\b",
    r"\brepl(?:y|ies|ying)\b")
# A credential's value, or what identifies many people (their SSNs, bank details, dates of birth).
_HANDED = any_of(
    r"\b(?:passwords?|passcodes?|api[\s_-]+keys?|(?:admin|access|secret|private|root|master|signing)[\s_-]+"
    r"(?:api[\s_-]+)?keys?|tokens?|credentials?|creds|secrets?|recovery\s+codes?|backup\s+codes?"
    r"|(?:2fa|mfa|otp|one[- ]time|verification)\s+codes?|session\s+cookies?)\b",
    r"\b(?:(?:employees?|customers?|users?|patients?|staff|members?|everyone)['’]?s?\s+|all\s+(?:the\s+)?|every\s+)"
    r"(?:[\w-]+\s+){0,2}?(?:social\s+security\s+numbers?|ssns?|bank\s+(?:details|account\s+numbers?)"
    r"|dates?\s+of\s+birth|card\s+numbers?|tax\s+ids?|w-?2s?|passport\s+numbers?|home\s+addresses)\b")
# Someone who is only who they say they are.
_UNVERIFIED = any_of(
    r"\b(?:caller|visitor|sender|stranger|someone|somebody|person|man|woman|guy|user|account|contact"
    r"|number|emailer|requester)\s+(?:who|that)\s+(?:says|said|claims|claimed|calls?\s+(?:him|her|them)self"
    r"|identifies|introduced)\b",
    r"\bclaim(?:s|ing|ed)?\s+to\s+be\b", r"\bpurport\w*\s+to\s+be\b", r"\bposing\s+as\b",
    r"\b(?:unverified|unknown|anonymous|unidentified)\s+(?:caller|visitor|sender|person|user|contact|number"
    r"|account|requester|party|individual)\b",
    r"\b(?:chat|website|site)\s+visitor\b")
# The claim checked before the act, or the secret only referred to.
_CHECKED = any_of(r"\bafter\s+(?:verifying|confirming|checking)\b",
                  r"\b(?:verified|confirmed)\s+(?:his|her|their)\s+identity\b",
                  r"\bidentity\s+(?:verified|confirmed)\b")
_REFERRED = any_of(r"\b(?:names?\s+of|where\s+(?:the|to\s+find)|link\s+to\s+(?:the\s+)?(?:docs|reset|policy)"
                   r"|how\s+to\s+(?:reset|rotate|find))\b")


def handed_to_unverified(text: str) -> Iterable[Finding]:
    """A stop for the first acted sentence that hands a credential or many people's identifiers to an
    unverified person."""
    found = first_done(text, _handed)
    if found:
        yield Finding(L.FORBIDDEN, found, "hint.handed-to-unverified", True)


def _handed(sentence: str) -> str:
    who = _UNVERIFIED.search(sentence)
    hands = who and _HANDS.search(sentence)
    what = hands and _HANDED.search(sentence)
    if not what or _CHECKED.search(sentence) or _REFERRED.search(sentence):
        return ""
    return (f"hands {what.group(0)} to a person known only by their own claim ('{who.group(0)}'): a pretext "
            "is the shape of social engineering, and what is handed cannot be taken back")
