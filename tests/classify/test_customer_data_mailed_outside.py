"""Customer data mailed to an address on another organisation's domain leaves as a post to that host does.

"Emailing the full customer export to partner-growth.biz" already stopped; the same export mailed to
"leads@partner-growth.biz" paused, because only personal mail services counted as outside. What is not
customer data (meeting notes, one quote to one contact) keeps its verdict, as does mail to this machine.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

CUSTOMER_DATA_MAILED_OUT = [
    "Emailing the full customer export (names, emails, phone numbers) to leads@partner-growth.biz",
    "Sending the whole customer list to growth@list-brokers.io so they can dedupe it",
]

TWINS = [
    "Emailing the meeting notes to leads@partner-growth.biz",
    "Sending the renewal quote PDF to jane@brightdental.com",
    "Emailing the user table dump to ops@localhost",
]


@pytest.mark.parametrize("hint", CUSTOMER_DATA_MAILED_OUT)
def test_customer_data_mailed_to_another_domain_stops(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value == "danger_zone", (hint, judged.rules, judged.factors)
    assert "hint.exfiltrate-data" in judged.rules


@pytest.mark.parametrize("hint", TWINS)
def test_other_mail_or_mail_to_this_machine_does_not_stop(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value != "danger_zone", (hint, judged.rules, judged.factors)
