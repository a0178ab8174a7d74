"""One list of personal mail services (personal_mail.py), read by the argument reader and the hint words.

An address at a personal mail service belongs to one person; a company's own mail host that happens to
start with a service's name ("mail.acme.io", "me.acme.io") is the organisation's, and a service's bare name
counts in prose only where it is not an everyday word ("a gmail account", not "a live account").
"""

from __future__ import annotations

import re

import pytest

from dongle.classify.loss_words import LOSS_WORDS
from dongle.classify.outside_party import outside_address
from dongle.classify.personal_mail import PERSONAL_MAIL_DOMAIN, PERSONAL_MAIL_NAME

_DOMAIN = re.compile(rf"(?i){PERSONAL_MAIL_DOMAIN}")


@pytest.mark.parametrize("address", ["kim.r@gmail.com", "ops@yahoo.co.uk", "x@proton.me", "a.b@outlook.com",
                                     "j@hey.com", "z@fastmail.com", "q@icloud.com"])
def test_personal_addresses_are_outside(address: str) -> None:
    assert outside_address(address) == address
    assert _DOMAIN.search(f"forwarding the CFO's inbox to {address}.")


@pytest.mark.parametrize("address", ["billing@mail.acme.io", "ceo@me.acme.io", "ops@acme.com",
                                     "x@gmail.company.io"])
def test_company_hosts_are_not_personal(address: str) -> None:
    assert outside_address(address) is None
    assert not _DOMAIN.search(address)


@pytest.mark.parametrize(("text", "named"), [
    ("the contractor's gmail account", True),
    ("her protonmail inbox", True),
    ("an outlook.com mailbox", True),
    ("the live account", False),
    ("the outlook calendar", False),
])
def test_service_named_in_prose(text: str, named: bool) -> None:
    assert bool(re.search(rf"(?i)\b{PERSONAL_MAIL_NAME}\b", text)) is named


def test_hint_words_read_the_same_list() -> None:
    assert LOSS_WORDS["outside_dest"].search("sending the export to ana@gmx.de")
    assert LOSS_WORDS["to_personal"].search("moving the files to ana@tutanota.com")
