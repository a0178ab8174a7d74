"""A message that asks for an act, held back or handed to someone who checks it: its request is content.

"Flagging the email asking to change Northwind's bank details so finance can verify by phone" changes no
bank details: the change is what the email asks, and the agent's act is to flag the email, to report it
as phishing, or to forward it to the security team, acts that stop the request rather than grant it.
What the message asks is read like a quoted document: not the agent's act, so its words (bank details,
reset the CEO's MFA, wire $40k) are set aside, and the agent's own act on the message is what is judged.

Not this: doing what the message asks ("changing the bank details as the email asks"), or replying to
or forwarding it with the request granted ("forwarding the email asking for the payroll export, with the
export attached"): the act on the message must be one that holds it or hands it to someone who checks,
and anything after the request is judged as written (where it is forwarded, what is attached).
"""

from __future__ import annotations

import re

# What the agent does to the message: hold it, or pass it to whoever checks it
_HOLDING = r"(?P<verb>flag|report|mark|quarantin|escalat|forward|send|pass|hand|hold|block)\w*"
_MESSAGE = r"(?:e-?mails?|messages?|texts?|sms|dms?|requests?|invoices?|letters?|voicemails?|calls?)"
# The message asks for an act ("asking to", "asking finance to", "requesting that"), not for a thing
_ASKING = (r"(?:asking|requesting|demanding|instructing|urging|telling|claiming"
           r"|(?:that|which)\s+(?:asks|requests))"
           r"(?:\s+(?:us|me|you|them|him|her|finance|payroll|it|ap|[A-Z][\w-]*))?\s+(?:to|that)")
# Those who check a suspicious message: forwarding to them holds it too
_CHECKERS = r"to\s+(?:the\s+|our\s+)?(?:security|finance|it|soc|fraud|compliance|abuse|phishing|ap)\b"
# Where the request's words end: the purpose, the verdict on the message, its checkers, or the clause
_REQUEST_END = rf"(?=\s+(?:so|as|for|because|since|until|before|and|then|{_CHECKERS})\b|\s*[,;.]|$)"
_HELD_MESSAGE = re.compile(
    rf"(?i)^(?P<head>\s*(?:(?:i'?ll|i\s+will|let\s+me|now|next:?)\s+)?{_HOLDING}\b[^.;,]{{0,60}}?\b{_MESSAGE})"
    rf"\s+(?P<ask>{_ASKING})\b(?P<request>.+?){_REQUEST_END}")
_TO_CHECKERS = re.compile(rf"(?i)^\s+{_CHECKERS}")
# Verbs that pass the message on: it is held only when it goes to its checkers
_PASSED_ON = frozenset({"forward", "send", "pass", "hand"})
# A second act after the message is held, or a word pointing back at what it asked ("then changing them")
_MORE_DONE = re.compile(r"(?i)\b(?:then|and|also|after(?:wards)?|them|it|those|these)\b")


def request_set_aside(text: str) -> tuple[str, str]:
    """The hint with what a held or reported message asks replaced by "a request", and those words; the
    hint unchanged and "" when it holds no such message."""
    m = _HELD_MESSAGE.search(text)
    rest = text[m.end():] if m else ""
    if m is None or _MORE_DONE.search(rest) or (
            m.group("verb").lower() in _PASSED_ON and not _TO_CHECKERS.match(rest)):
        return text, ""
    request = f"{m.group('ask')}{m.group('request')}"
    return f"{m.group('head')} with a request{text[m.end():]}", request.strip()
