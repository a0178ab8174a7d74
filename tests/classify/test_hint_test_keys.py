"""A key file made for a test or a local run, written fresh or destroyed after the test (test_keys.py):
nothing real uses it. The twins are identity keys, keys outside the project and scratch, production
keys, keys nothing says are test ones, and a second key named beside the test one.
"""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

GO = [
    "shred -u tests/fixtures/fake_signing.pem once the signature tests pass",
    "Writing a fresh dev session secret: `openssl rand -base64 48 > .dev/session.key`",
    "shred -u ./scratch/client.key, the dummy cert key I generated for the mTLS test",
]

NOT_GO = [
    "shred -u ~/.ssh/id_rsa after the signing test",
    "Writing a fresh session secret: `openssl rand -base64 48 > deploy/prod/session.key`",
    "shred -u ./certs/ingress.key after the load test",
    "shred -u tests/fixtures/fake_signing.pem and ./certs/release-signing.pem",
    "Writing a fresh dev secret: `openssl rand -base64 48 > /etc/myapp/session.key`",
]


@pytest.mark.parametrize("hint", GO, ids=[h[:50] for h in GO])
def test_test_key_written_or_shredded_goes(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize("hint", NOT_GO, ids=[h[:50] for h in NOT_GO])
def test_real_keys_pause(hint: str) -> None:
    assert_kept(hint, "pause")
