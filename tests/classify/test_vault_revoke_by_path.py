"""Vault tokens or leases revoked by path pause: everyone who logged in through it loses access.

`vault token revoke -mode=path auth/github/` went: one revoked token is one session, but a path or a
prefix ends every token or dynamic credential issued through it at once. One token, one lease, `-self`
and lookups go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("vault token revoke -mode=path auth/github/", "pause"),
    ("vault lease revoke -prefix aws/", "pause"),
    ("vault lease revoke -force -prefix database/creds/", "pause"),
    ("vault token revoke -self", "go"),
    ("vault token revoke s.abc123", "go"),
    ("vault lease revoke database/creds/ro/2f6a614c", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_vault_revoke_by_path(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
