"""Who a thing is given to is not what is given: "sending the customer the link to the public docs" hands
a customer a public link; nothing about any customer leaves. The double-object order (giving verb, the
one who receives, then a second noun phrase) names the recipient first. Twins in the same nouns keep
their stop: the customers' data is the thing sent (a list, an export, a dump), or a secret is."""

from __future__ import annotations

import pytest
from hint_twins import assert_kept

from dongle.classify.hint import classify_hint
from dongle.classify.prose import _given_to

HANDED_NOT_LEAKED = [
    "Sending the client the link to our public status page",
    "Emailing the subscriber the public changelog for version 4",
    "Texting the patient the public address of the new clinic",
    "Forwarding the tenant the public notice about the water shutoff",
    "Replying to the client with a link to our public rate card",
    "Sending the link to the public install guide to the customer",
]
LEAKED = [
    ("Sending the customer list to a journalist", "stop"),
    ("Emailing the customer the public link to the full customer list export", "stop"),
    ("Sending the client the admin password for the prod database", "stop"),
    ("Posting the customer emails on our public forum", "stop"),
    ("Sending the customer records to the vendor", "pause"),
    ("Emailing the export of every customer's orders to the customer", "stop"),
]


@pytest.mark.parametrize("hint", HANDED_NOT_LEAKED)
def test_a_public_thing_handed_to_a_customer_is_no_leak(hint: str) -> None:
    assert "hint.exfiltrate-data" not in classify_hint(hint).rules


@pytest.mark.parametrize(("hint", "want"), LEAKED)
def test_the_customers_data_sent_keeps_its_verdict(hint: str, want: str) -> None:
    assert_kept(hint, want)


def test_only_the_first_of_two_noun_phrases_receives() -> None:
    assert _given_to(["sending", "the", "customer", "the", "link"]) == {"customer"}
    assert _given_to(["sending", "the", "customer", "records", "to", "the", "vendor"]) == {"vendor"}
    assert _given_to(["replying", "to", "the", "customer", "with", "a", "link"]) == {"customer"}
    assert "customer" not in _given_to(["sending", "the", "roadmap", "to", "the", "customer", "portal"])
