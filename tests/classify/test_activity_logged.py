"""A call or meeting logged as an activity or note on the organisation's record of a customer, deal or ticket
is an entry in its own records (records_filed.py): a go with that reason, which the wording model does not
raise ("Logging this call as an activity on the Contoso account" had stopped at p(stop) = 0.81). Logging in,
or another act beside the note, keeps its own verdict."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint
from dongle.classify.records_filed import filed_in_own_records

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


@pytest.mark.parametrize("hint", [
    "Logging this call as an activity on the Contoso account.",
    "Logging the 20-minute call with Dana as an activity on the Acme opportunity in HubSpot.",
    "Logging today's meeting as a note on the Initech deal.",
    "Recording the customer's callback as an interaction on ticket #4471.",
    "Logging the demo call as a task on the Globex lead.",
])
def test_a_logged_call_is_an_own_record(hint: str) -> None:
    assert filed_in_own_records(hint), hint
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == "go", (hint, got.rules, got.factors)


@pytest.mark.parametrize(("hint", "want"), [
    ("Logging in as the admin on the Contoso account and exporting every contact to my personal Gmail.",
     "stop"),
    ("Logging this call as an activity on the Contoso account and deleting the account's other activities.",
     "pause,stop"),
    ("Logging the call as an activity on the Contoso account and posting the notes on our public forum.",
     "pause,stop"),
])
def test_other_acts_keep_their_verdict(hint: str, want: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] in want.split(","), (hint, got.rules, got.factors)
