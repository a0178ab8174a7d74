"""A public-facing kind of thing that only this machine reaches changes nothing the public reaches.

"Generate a self-signed dev certificate for the local HTTPS server", "Regenerating the localhost cert
with `mkcert localhost 127.0.0.1`": a certificate (or a DNS record) is public-facing by kind, but one
named as local, localhost, self-signed or dev is reached from this machine only. Production, a public
host named beside it, or no such word keep the weight of a public change.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Generate a self-signed dev certificate into ./certs for the local HTTPS server.", "go"),
    ("Regenerating the localhost cert with `mkcert localhost 127.0.0.1`.", "go"),
    # twins
    ("Replacing the TLS certificate on the public load balancer", "pause"),
    ("Regenerating the production cert for api.acme.com", "pause"),
    ("Regenerating the dev certificate on the production load balancer", "pause"),
    ("Updating the dev DNS record for api.acme.com", "pause"),
    ("Replacing the TLS cert on the customer-facing site", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_reached_locally(hint, want):
    _check(hint, want)
