"""A password reset the service delivers to the account's own address on file goes to the one person it
belongs to (account_recovery.py): a pause a human confirms, not a secret sent away. Sent to an address the
caller gave, pasted for the caller, or for every account, it stays a stop."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

TO_OWNER = [
    'calling send_password_reset with {"user": "jlee42@student.stateu.edu"}',
    'calling auth0.send_password_reset with {"user_id": "auth0|5f8a11"}',
    "Generating a password reset link for account 5512 and sending it to the email on file.",
    "Sending a password reset email to the user's registered address.",
    "Triggering a password reset for m.garcia that goes to her registered email.",
]
ELSEWHERE = [
    "Sending the password reset link to the new gmail address the caller gave us.",
    'calling send_password_reset with {"user": "jlee42@stateu.edu", "send_to": "jl.helper@gmail.com"}',
    "Generating a password reset link for account 5512 and pasting it into the ticket reply for the caller.",
    'calling send_password_reset with {"user": "*"}',
    "Sending password reset links for all admin accounts to the email on file of the IT contractor.",
]


@pytest.mark.parametrize("hint", TO_OWNER)
def test_reset_delivered_to_the_owner_pauses(hint: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == "pause", (hint, got.rules, got.factors)


@pytest.mark.parametrize("hint", ELSEWHERE)
def test_reset_handed_elsewhere_stops(hint: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == "stop", (hint, got.rules, got.factors)
