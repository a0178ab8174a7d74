"""A tool call whose own arguments leave its record for a person to submit (left_as_draft.py): a draft offer,
purchase order or invoice, a payroll preview. The money figure is what a person will approve; the twins
send, submit, pay out or run live, and keep their pause. Wordings are our own."""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.left_as_draft import left_waiting

DRAFT_GO = [
    'calling quickbooks.invoices.create with {"customer": "C-118", "amount": 4800, "status": "draft"}',
    "workday.compensation.update worker=W-3310 new_salary=96000 status=pending_approval",
    'calling gusto.payrolls.run with {"period": "2025-01", "mode": "preview"}',
]
DRAFT_NOT_GO = [
    ('calling quickbooks.invoices.create with {"customer": "C-118", "amount": 4800, "status": "draft", '
     '"send": true}', "pause"),
    ('calling quickbooks.invoices.send with {"invoice": "INV-77", "amount": 4800, "status": "draft"}',
     "pause"),
    ('calling gusto.payrolls.run with {"period": "2025-01", "mode": "live"}', "pause"),
    ("stripe.payouts.create amount=25000 currency=usd status=draft", "pause"),
    ('calling expensify.reports.submit with {"report": "R-19", "total": 912, "status": "draft"}', "pause"),
]


@pytest.mark.parametrize("hint", DRAFT_GO)
def test_draft_goes(hint):
    assert_rules_go(hint)


@pytest.mark.parametrize(("hint", "want"), DRAFT_NOT_GO)
def test_sent_or_live_twin_keeps_its_pause(hint, want):
    assert_kept(hint, want)


def test_waiting_state_read_from_the_arguments():
    assert left_waiting("offers.create", {"salary": 1, "status": "draft"}) == "status=draft"
    assert left_waiting("offers.create", {"salary": 1, "status": "sent"}) == ""
    assert left_waiting("offers.create", {"salary": 1, "status": "draft", "notify": True}) == ""
    assert left_waiting("offers.approve", {"status": "draft"}) == ""
