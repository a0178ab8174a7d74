"""Every CI secret or variable of a repository deleted pauses; every secret of a secret store stops.

`gh secret list | cut -f1 | xargs -I{} gh secret delete {}` stopped as a whole collection deleted. A
CI platform's secrets and variables are copies set from where they were issued: deleted, the pipelines
fail until they are set again, a pause. The stores secrets live in (Vault, a cloud secret manager) and
a listing of repositories keep their stop. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("gh secret list --repo acme/api | cut -f1 | xargs -I{} gh secret delete {} --repo acme/api", "pause"),
    ("gh variable list | cut -f1 | xargs -n1 gh variable delete", "pause"),
    ("for s in $(gcloud secrets list --format='value(name)'); do gcloud secrets delete $s --quiet; done",
     "stop"),
    ("gh repo list acme | cut -f1 | xargs -n1 gh repo delete --yes", "stop"),
    ("gh secret list --repo acme/ledger-api", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_ci_settings_every_deleted(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
