"""What a message out carries, declared to hold nobody's secret or record: synthetic, or names without values.

Sending something out is weighed by what it carries: a secret or a person's record cannot be called back.
"The runner's variable names (values redacted) in the issue", "a 10-row synthetic users fixture (faker
data) to webhook.site", "50 randomly generated invoices" carry nothing real: the values were taken out
whole, or never existed. The send itself is then the everyday act of asking for help or testing an
integration, and goes. Content only "redacted" or "anonymised" is not this: it was real, and whether the
redaction caught everything is what a human checks before it leaves the organisation.

Not this: anything said to be raw, unredacted or real beside it ("the unredacted config", "the raw export
as well"), a secret's value or a private key named in the same hint (the secret rules judge those, and
they stop), or an audience at large (all customers, a mailing list): a message to everyone speaks for the
organisation whatever it carries.
"""

from __future__ import annotations

import re

# Content never real (generated, fake), or only the names with every value taken out. Not "redacted" or
# "anonymised" alone: what was redacted was real, and whether the redaction caught everything is what a
# human checks before it leaves ("the redacted contract draft to the counterparty's lawyer")
_CLEANED = re.compile(
    r"(?i)\b(?:synthetic|fake|faker|dummy|mock(?:ed)?|randomly[- ]generated|made[- ]up|no\s+real\s+\w+)\b"
    r"|\b(?:only\s+)?(?:the\s+)?(?:variable|key|field|column|env(?:ironment)?\s+variable|secret)\s+names\b"
    r"[^;]{0,40}?\bvalues?\s+(?:redacted|removed|stripped|masked|omitted)\b"
)
# Anything real, raw or secret beside it, or an audience at large
_STILL_CARRIED = re.compile(
    r"(?i)\b(?:un-?redacted|un-?masked|non-?anonymi[sz]ed|raw|full|complete|original|real"
    r"|as\s+well|along\s+with|together\s+with|plus|private\s+keys?|passwords?|tokens?|credentials?"
    r"|all\s+(?:our\s+)?(?:customers|users|subscribers|contacts)|every\s+(?:customer|user|subscriber|contact)"
    r"|mailing\s+list|newsletter|everyone"
    r"|e-?mail\s+addresses|phone\s+numbers|home\s+addresses|ssns?|social\s+security|dates?\s+of\s+birth"
    r"|card\s+numbers)\b"
)
_NO_REAL = re.compile(r"(?i)\bno\s+real\s+\w+")


def payload_declared_harmless(text: str) -> str:
    """The words that declare what is sent synthetic, or names with their values taken out, or "" when
    none do, or when something real, raw or secret, or an audience at large, is named beside them."""
    found = _CLEANED.search(text)
    if found is None or _STILL_CARRIED.search(_NO_REAL.sub(" ", text)):
        return ""
    return found.group(0)
