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


# Kept a draft in other words than a status, or run in a test place (session 31): the effect is absent
OTHER_DRAFT_GO = [
    'calling create_release on github server with {"repo": "acme/app", "tag_name": "v4.0.0", "draft": true, '
    '"generate_release_notes": true}',
    'calling adp_create_payroll with {"company": "acme", "period_end": "2025-03-31", "submit": false}',
    'calling create_payment_batch with {"status": "draft", "payments": [{"vendor": "V-7", "amount": 990}]}',
    'calling netsuite_create_journal_entry with {"subsidiary": "EU", "status": "draft", '
    '"memo": "Accrue audit fees", "lines": [{"account": "6420", "debit": 800}]}',
    'calling adobesign_create_envelope with {"template": "nda-v3", "recipients": [{"email": "a@b.co"}], '
    '"status": "created"}',
    'calling okta_create_policy with {"name": "Block legacy auth", "state": "report-only"}',
    'calling stripe_create_refund with {"charge": "ch_9", "amount": 700, "livemode": false}',
    'calling post_journal_entry with {"tenant": "globex-sandbox", "entry_id": "JE-1"}',
]
OTHER_DRAFT_KEPT = [
    # the act a draft waits for is done after all
    ('calling create_release on github server with {"repo": "acme/app", "tag_name": "v4.0.0", '
     '"draft": false}', "pause"),
    ('calling adp_create_payroll with {"company": "acme", "period_end": "2025-03-31", "submit": true}',
     "pause"),
    ('calling create_payment_batch with {"status": "draft", "options": {"release_payments": true}, '
     '"payments": [{"vendor": "V-7", "amount": 990}]}', "pause"),
    # making a payout or a transfer is paying it, whatever its status says
    ('calling stripe.transfers.create with {"amount": 700, "destination": "acct_1", "status": "draft"}',
     "pause"),
    # a message from a sandbox account still reaches its recipient
    ('calling twilio_send_sms with {"to": "+14155550100", "body": "hi", "account": "acme-sandbox"}', "pause"),
    # production and live mode
    ('calling post_journal_entry with {"tenant": "globex-prod", "entry_id": "JE-1"}', "pause"),
    ('calling stripe_create_refund with {"charge": "ch_9", "amount": 700, "livemode": true}', "pause"),
]


@pytest.mark.parametrize("hint", OTHER_DRAFT_GO)
def test_draft_in_other_words_or_test_place_goes(hint):
    assert_rules_go(hint)


@pytest.mark.parametrize(("hint", "want"), OTHER_DRAFT_KEPT)
def test_live_twin_keeps_its_pause(hint, want):
    assert_kept(hint, want)


def test_a_noun_in_the_name_is_no_act_but_a_money_head_is():
    assert left_waiting("github.create_release", {"draft": True}) == "draft=true"
    assert left_waiting("create_payment_batch", {"status": "draft"}) == "status=draft"
    assert left_waiting("stripe.payouts.create", {"status": "draft"}) == ""
    assert left_waiting("create_and_send_invoice", {"status": "draft"}) == ""
    assert left_waiting("gusto_create_payroll",
                        {"pay_period_end": "2024-07-15", "submit": False}) == "submit=false"
