"""Money a tool call moves in a service's test instance is not money.

"Calling stripe.create_refund in test mode (sk_test key) for fixture charge ch_test_123": the hint sends
the call to Stripe's test instance, where no card is charged and no account paid, as the same refund
written in prose already was. A live key or live mode, production, or every customer named beside it,
or no test instance at all, keep the call judged as a payment a human decides.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Calling stripe.create_refund in test mode (sk_test key) for fixture charge ch_test_123.", "go"),
    ("Calling stripe.payouts.create amount=90000 destination=acct_1 in test mode (sk_test)", "go"),
    # twins
    ("Calling stripe.create_refund for charge ch_3NqA1 (live)", "pause"),
    ("Calling stripe.create_refund in test mode for every customer", "pause"),
    ("Calling stripe.create_refund with sk_live key for ch_123", "pause"),
    ("Calling stripe.create_refund in test mode for ch_test_1 and stripe.create_refund for ch_3NqA1 in live "
     "mode", "pause"),
    ("Calling stripe.create_refund in test mode on the production account", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_test_mode_money(hint, want):
    _check(hint, want)
