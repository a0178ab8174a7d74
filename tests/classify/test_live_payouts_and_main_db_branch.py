"""Where live money is paid to, and SQL run on a branching database's main branch.

A tool call that sets the bank account payouts go to (an IBAN, an account and sort code) on the live
account redirects every later payout, and money paid to a stranger does not come back: it stops. In
test mode it moves no real money; with no mode said, a human looks. On PlanetScale, Neon and the like
the main branch is the production database, so a wipe there is a wipe of production; a developer's
branch is a copy.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

LIVE_PAYOUT_REDIRECTED = [
    'calling update_external_account on stripe server with {"livemode": true, "iban": "GB29 NWBK 6016 1331 '
    '9268 19", "account_holder_name": "unknown"}',
    'calling set_payout_method on adyen server with {"environment": "live", "bank_account": '
    '{"account_number": "12345678", "sort_code": "40-47-84"}}',
    'calling update_bank_details on payouts server with {"api_key": "sk_live_abc123", "account_number": '
    '"000123456789", "routing_number": "110000000"}',
]

PAYOUT_TWINS = [  # (hint, verdict tier it must not exceed)
    ('calling update_external_account on stripe server with {"livemode": false, "iban": "GB29 NWBK 6016 1331 '
     '9268 19"}', "confirm"),
    ('calling get_external_account on stripe server with {"livemode": true, "iban": "GB29 NWBK 6016 1331 '
     '9268 19"}', "auto"),
    ('calling update_external_account on stripe server with {"environment": "sandbox", "account_number": '
     '"000123456789", "routing_number": "110000000"}', "confirm"),
]


@pytest.mark.parametrize("hint", LIVE_PAYOUT_REDIRECTED)
def test_live_payout_destination_changed_stops(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value == "danger_zone", (hint, judged.rules, judged.factors)
    assert "tool.argument-payout-destination" in judged.rules


@pytest.mark.parametrize(("hint", "most"), PAYOUT_TWINS)
def test_test_mode_or_read_of_payout_account_does_not_stop(hint: str, most: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value != "danger_zone", (hint, judged.rules, judged.factors)
    if most == "auto":
        assert judged.tier.value in ("auto", "advisory"), (hint, judged.rules)


def test_payout_destination_with_no_mode_said_pauses() -> None:
    judged = classify_hint('calling update_external_account on stripe server with '
                           '{"iban": "GB29 NWBK 6016 1331 9268 19"}')
    assert judged.tier.value not in ("auto", "advisory", "danger_zone"), judged.rules


MAIN_BRANCH_WIPED = [
    'calling execute_sql on planetscale server with {"branch": "main", "sql": "DELETE FROM users"}',
    'calling run_query on neon server with {"branch": "production", "query": "TRUNCATE orders"}',
    'calling execute_sql on xata server with {"branch_name": "master", "sql": "DROP TABLE invoices"}',
]

BRANCH_TWINS = [
    'calling execute_sql on planetscale server with {"branch": "dev-alice", "sql": "DELETE FROM users"}',
    'calling run_query on neon server with {"branch": "preview-42", "query": "TRUNCATE orders"}',
    'calling execute_sql on xata server with {"branch_name": "main", "sql": "SELECT count(*) FROM invoices"}',
]


@pytest.mark.parametrize("hint", MAIN_BRANCH_WIPED)
def test_wipe_on_a_databases_main_branch_stops(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value == "danger_zone", (hint, judged.rules, judged.factors)


@pytest.mark.parametrize("hint", BRANCH_TWINS)
def test_a_copy_branch_or_a_read_on_main_does_not_stop(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value != "danger_zone", (hint, judged.rules, judged.factors)
