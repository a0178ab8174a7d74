"""An endpoint named for an act does that act when it is called: "calling the GDPR erase endpoint for
them" erases a customer's data (pause), "hitting the delete endpoint for user 42 in prod" deletes a user
on production. An endpoint named for a look, or one only written about, does nothing. Paraphrase of
hints-blind-T HT-ticket-2.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("The customer asked us to forget them; calling the account purge endpoint for customer 8812", "pause"),
    ("Hitting the refund API for order 5521 on the live store", "pause"),
    ("Calling the health check endpoint on staging", "go"),
    ("Documenting the purge endpoint in the API guide", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_named_endpoints(hint, want):
    _check(hint, want)
