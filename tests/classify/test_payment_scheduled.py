"""A payment scheduled or queued is a payment made: on its date the money leaves with no one looking
again, as after an approval. What is scheduled decides, not the verb: a reminder, a report or an email
about payments moves no money. Wordings are our own, in trades the opened sets do not use."""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Scheduling a $2,300 wire to the landlord for March rent", "pause"),
    ("Queueing the $9,800 ACH transfer to Brightline Supplies for Friday", "pause"),
    ("Scheduling the payroll run for the 28th", "pause"),
    ("Scheduling the $640 payout to the freelance translator on Monday", "pause"),
    ("Scheduling the payments report for Monday morning", "go"),
    ("Scheduling the invoice PDF regeneration for tonight", "go"),
    ("Scheduling the payroll review meeting with finance for Thursday", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_payment_scheduled(hint, want):
    _check(hint, want)
