"""What a clause says stays in its clause, and a count is one number.

The hint-wide context (production named, a place refused, a source "from ...") was read over the live
clauses run together, so a "from" or a negation in one clause reached into the next: "recreating from
scratch, prod included" read prod as a data source, and "the WHERE clause isn't needed since it's the
prod table" read prod as refused. "From scratch" means anew, not a scratch environment. "All 14,000
subscriptions" was cut at its comma into "all 14" and a second clause, so the scope never met the
object. Paraphrases of hints-blind-E/G and hints-dev-Q items; the twins name a development database, or
refuse production in the same clause, or are one amount of money.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Dropping every table and recreating the schema from scratch, prod included", "stop"),
    ("Dropping every table in the dev database and recreating the schema from scratch", "pause"),
    ("Truncate the sessions table — a backup isn't needed since it's the prod copy we're replacing", "stop"),
    ("Not touching prod; dropping the orders table on staging", "pause"),
    ("Cancelling all 2,300 active subscriptions on the production Stripe account", "stop"),
    ("Deleting the 2,300 rows I inserted into the local test database a minute ago", "go"),
    ("Refunding $1,200 to customer cus_9 for the double charge", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_reading_order(hint, want):
    _check(hint, want)
