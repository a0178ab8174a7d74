"""Whether a business act happens in the agent's own scratch: nothing reaches the books, people or money.

Office systems keep a place for trying things: a sandbox company file or org, a draft left pending
approval, a preview run "without submitting", a sequence "with sending disabled", test terminals in a lab,
the agent's own dev schema, files staged under /tmp for a load. An act there changes nothing anyone else
relies on; what is real happens later, by a human's approval or a second act the hint would name.
Examples read as scratch:
  "Booking the rent accrual into the sandbox ledger to try the new allocation rule"
  "Raising purchase order PO-3318 for $92,000 to Hollis Steel as a draft pending approval"
  "Running the commission payout preview in the comp tool without submitting it"
  "Loading the new menu prices onto the two test tills in the training lab"
  "Rebuilding the claims fact table from scratch in my dev schema"
  "Deleting the staged csv files in /tmp/claims_load after the import finished"
  "Setting every product price in the Shopify development store to $0 to test the checkout"
  "Resetting the password on my own QA account qa+agent@acme.test in staging"

It is not scratch when the same hint names the real place or audience (production, live, every customer,
all employees), another object joined to the agent's own scratch ("my dev schema as well as the
orders schema"), a second act that makes it real ("then submitting it", "and sending it"), the only copy of
something, or a backup. This reading lowers a confirm-level finding only; a stop stays (but see
own_test_store).
"""

from __future__ import annotations

import re

from dongle.classify.conjoined import joined_objects

# The agent's own test login: "my own QA account qa+agent@acme.test", "my test user's role"
_OWN_TEST_LOGIN = r"|\bmy\s+(?:own\s+)?(?:qa|test|testing|demo)\s+(?:account|user|login|persona)s?\b"
# Where or how the act stays in scratch, each with a harmless example above
_SCRATCH = re.compile(
    r"(?i)(?<!outside\s)\b(?:in|to|into|on)\s+(?:the\s+|a\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}?sandbox"
    r"(?:\s+(?:company|org|account|instance|tenant|file|portal|environment|audience|site))?\b(?!\s+lacks)"
    r"|\bas\s+(?:an?\s+)?(?:unsent\s+|unpublished\s+)?draft\b|\bdraft\s+pending\s+(?:\w+\s+)?approval\b"
    r"|\bwithout\s+(?:actually\s+)?(?:submitting|sending|publishing|posting|filing|paying|releasing"
    r"|committing|approving|issuing)\b"
    r"|\bwith\s+(?:sending|sends|delivery|publishing|payouts?)\s+(?:disabled|turned\s+off|switched\s+off|off)\b"
    r"|\b(?:preview|dry[- ]run|simulation|what-if)\s+(?:mode|run)\b"
    r"|\btest\s+(?:[\w-]+\s+){0,2}?(?:terminals?|devices?|registers?|kiosks?|printers?|phones?|tills?)"
    r"\s+in\s+(?:the|our)\s+(?:[\w-]+\s+)?lab\b"
    r"|\bmy\s+(?:own\s+)?(?:dev|development|sandbox|scratch|test|personal)\s+"
    r"(?:schema|database|db|dataset|environment|env|workspace|project|copy)\b"
    r"|\bstaged\s+(?:[\w-]+\s+){0,2}?files?\s+(?:in|under|from)\s+/(?:var/)?tmp/"
    # a store or shop kept for building against, which no shopper or customer visits
    r"|\b(?:in|to|on)\s+(?:the\s+|a\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?:development|dev|test)\s+"
    r"(?:store|shop|storefront|site|tenant|org)\b"
    # the agent's own test login, or the seed data a development setup is loaded from
    + _OWN_TEST_LOGIN + r"|\b(?:in|to|into)\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?seed\s+(?:data|file|fixtures?)\b")
# What makes the act real, or reaches beyond scratch, named anywhere in the hint
# ("every product price in the development store" is every one of the store's; "every customer" is people)
_REAL = re.compile(
    r"(?i)\b(?:production|prod|live|real|actual|whole|entire|every(?:one|body)"
    r"|(?:all|every)\s+(?:customers?|employees?|staff|users?|subscribers?|contacts?|vendors?|suppliers?|members?"
    r"|clients?|shoppers?|buyers?)|only\s+copy|no\s+other\s+cop(?:y|ies)|backups?)\b"
    r"|\b(?:and|then)\s+(?:then\s+)?(?:submit|send|publish|post|file|pay|releas|issu|approv|push|go\s+live)\w*")


# Scratch the agent owns outright, where even a deletion or a rebuild loses nothing anyone has: its own dev
# schema, files it staged under /tmp. A sandbox or a draft is shared with others' tests: a deletion there
# pauses.
_OWNED = re.compile(r"(?i)\bmy\s+(?:own\s+)?(?:dev|development|scratch|test|qa|demo)\b"
                    r"|\bstaged\b.*\s/(?:var/)?tmp/")


def owned_scratch(text: str) -> bool:
    """Whether the scratch the hint names is the agent's own outright (see _OWNED)."""
    return bool(business_scratch(text)) and bool(_OWNED.search(text))


def business_scratch(text: str) -> str:
    """The words placing the act in the agent's scratch ("" when none, or when the hint also names the
    real place, audience or a second act that makes it real)."""
    m = _SCRATCH.search(text)
    if m is None or _REAL.search(text):
        return ""
    if m.group(0).lower().startswith("my") and any(
            not _SCRATCH.search(o) for o in joined_objects(text[m.start():])):
        return ""  # "my dev copy as well as the team's copy": the scratch is one of the objects acted on
    return m.group(0)


# A store the agent made in this session and filled only with test data: "the trial-list-nov mailing list I
# created this morning with 3 dummy contacts". Deleting it loses nothing anyone has, even
# where the same noun (a Mailchimp audience, a workspace) is a whole tenant's contact store.
_MADE_NOW = re.compile(
    r"(?i)\b(?:i|we)\s+(?:just\s+)?(?:created|made|set\s+up|spun\s+up|seeded)\b"
    r"(?:\s+(?:this\s+morning|today|earlier|yesterday|an?\s+hour\s+ago|for\s+(?:the|this)\s+test))?")
_TEST_ONLY = re.compile(
    r"(?i)\b(?:\d{1,3}|a\s+few|two|three|four|five)\s+(?:seeded\s+|synthetic\s+|dummy\s+|fake\s+|test\s+)+"
    r"(?:test\s+)?(?:contacts|records|rows|users|entries|leads|subscribers|workbooks)\b")


def own_test_store(text: str) -> str:
    """The words saying the store acted on was made by the agent and holds only a few test records
    ("" when not, or when the hint names anything real beside it)."""
    made, test = _MADE_NOW.search(text), _TEST_ONLY.search(text)
    if made is None or test is None or _REAL.search(text):
        return ""
    return f"{made.group(0)} … {test.group(0)}"
