"""Whether a message the hint sends is the answer to a colleague who asked for it.

"Replying on the internal Jira ticket with the load-test results Tom requested", "DMing my manager the
holiday calendar she asked for", "Sending the comparison summary to the requester, as she asked": the
message goes back to the person who asked, on the thread they asked in, and carries what they asked for.
It reaches nobody new and hands over nothing its reader was not meant to have: a routine reply the user
wants sent, where the rules read only a bare message out. The asker must be the organisation's own (the
user, a colleague, an employee, an internal ticket): a reply to a customer, a counterparty or any outsider
who asked is a message out, a human's to check ("replying to the customer on ticket 4410").

The reading lowers only what the reply's own verb was read as (a bare message out): anything else the hint
does keeps its verdict. It is not such an answer when the message carries a secret (a password reset link
or portal is a way to one, not one), people's records in bulk or money details, codes that open an
account or hold value (one-time codes, gift cards) or tax forms (what impersonators ask for), moves money,
goes to the public or an audience ("everyone", "all customers", "reply all"), or names an address besides the
requester's own: whoever asks, those are what a human checks before they leave.
"""

from __future__ import annotations

from dongle.classify.own_acts import SECRET_WORDS
from dongle.lazy_regex import lazy_compile

# The reply verbs, as the clause reader's lemma (its findings carry that verb)
REPLY_VERBS = frozenset({"reply", "respond", "answer", "send", "email", "dm", "message", "post"})

_REPLY = lazy_compile(
    r"(?i)\b(?:repl(?:y|ies|ied|ying)|respond\w*|answer\w*|send(?:s|ing)?|sent|e-?mail(?:s|ed|ing)?"
    r"|dm(?:s|ed|ing|'?ing)?|messag(?:e|es|ed|ing)|post(?:s|ed|ing)?)\b")
# That the message answers a request: who asked, or the thread it was asked in. Examples:
#   "… with the load-test results Tom requested", "… the holiday calendar she asked for"
#   "… as the employee asked", "Replying on the internal IT ticket with the link …"
_ASKED = lazy_compile(
    r"(?i)\b(?:as|which|that|what)\s+(?:s?he|they|the\s+\w+|[A-Z][a-z]+)\s+(?:had\s+|has\s+|just\s+)?"
    r"(?:asked|requested)\b"
    r"|\b(?:s?he|they|[A-Z][a-z]+)\s+(?:had\s+|has\s+|just\s+)?(?:asked\s+for|requested)\b"
    r"|\bto\s+the\s+(?:requester|requestor|person\s+who\s+asked)\b"
    r"|\brepl(?:y|ies|ied|ying)\s+(?:on|to|in)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:ticket|thread|request)\b")
# The one who asked is the organisation's own: the user the agent works for, a colleague, an employee, a
# request filed on an internal ticket. A reply to a customer, a counterparty or any outsider who asked is
# still a message out, a human's to check ("replying to the customer on ticket 4410 with the workaround").
_INSIDE = lazy_compile(
    r"(?i)\binternal\b|\b(?:the|an?|our)\s+(?:employee|colleague|teammate|co-?worker|staff\s+member|user)\b"
    r"|\bmy\s+(?:manager|lead|boss|teammate|colleague|director|team)\b"
    r"|\b(?:it|hr|helpdesk|help\s+desk|facilities|payroll|finance)\s+(?:ticket|request|queue)\b")
_OUTSIDER = lazy_compile(
    r"(?i)\b(?:customers?|clients?|counterpart\w*|counsel|opposing|vendors?|suppliers?|partners?|candidates?"
    r"|applicants?|patients?|tenants?|callers?|donors?|members?\s+of\s+the\s+public|external|outside"
    r"|third[- ]party|zendesk|intercom|freshdesk|press|journalists?|regulators?|auditors?)\b")
# A way to a secret, not one: a reset link or portal hands over nothing by itself
_SECRET_WAY = lazy_compile(r"(?i)\bpassword[- ]reset\b|\breset\s+(?:link|portal|page|form)\b")
# What a human checks before it leaves, whoever asked: people's records in bulk, money details, a public
# or wide audience, money moving
_NOT_TO_SEND = lazy_compile(
    r"(?i)\b(?:exports?|dumps?|database|csv|spreadsheet|full\s+list|customer\s+list|records|pii|phi|ssns?"
    r"|social\s+security|passports?|salar(?:y|ies)|payroll|bank|iban|routing|card\s+numbers?|medical"
    r"|diagnos\w*|home\s+address(?:es)?|public(?:ly)?|everyone|all\s+(?:customers|users|staff|employees"
    r"|subscribers)|repl\w*[- ]all|newsletter|campaign|pay|wire|refund\w*|transfer\w*|invoice\s+for"
    # codes that open an account or hold value, and tax forms: what impersonators ask for
    r"|(?:mfa|otp|2fa|one-time|verification|recovery|backup|login|gift\s+card|voucher)\s+codes?|gift\s+cards?"
    r"|w-?2s?|tax\s+forms?)\b")
_ADDRESS = lazy_compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+")
# The requester's own address, named as theirs: "to the requester, maria@ourco.com,"
_REQUESTER_ADDRESS = lazy_compile(
    r"(?i)\b(?:requester|requestor)\W{1,3}(?P<address>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)")


def answers_requester(text: str) -> str:
    """The words saying the hint's message answers the one who asked ("" when they say none, or the
    message is one a human checks whoever asked, see the module docstring)."""
    if not _REPLY.search(text):
        return ""
    m = _ASKED.search(text)
    if m is None or not _INSIDE.search(text) or _OUTSIDER.search(text):
        return ""
    if SECRET_WORDS.search(_SECRET_WAY.sub(" ", text)) or _NOT_TO_SEND.search(text):
        return ""
    theirs = {a.group("address") for a in _REQUESTER_ADDRESS.finditer(text)}
    if any(a not in theirs for a in _ADDRESS.findall(text)):
        return ""
    return m.group(0).strip()
