"""Files copied into the scratch directory of the team's own non-production host (round AL's FP).

`scp`/`rsync` into `/tmp` on a host named for development, testing or staging puts a copy where
nothing serves or runs it, on a machine the team already shares: the copy pauses no more than one
into this machine's /tmp. A production host, a served or installed place (`/opt/releases`, `/var/www`),
a path that climbs out of /tmp, and a secret copied anywhere keep their verdicts. Hosts are not the
round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("rsync -az ./coverage/ ci@qa-runner-07:/tmp/coverage-pr-88/", "go"),
    ("scp dist/ledger-2.1.0.tar.gz ops@ledger-stg-1.corp.example:/var/tmp/", "go"),
    ("scp dist/ledger-2.1.0.tar.gz ops@ledger-prod-1.corp.example:/var/tmp/", "pause"),
    ("scp dist/ledger-2.1.0.tar.gz ops@ledger-stg-1.corp.example:/srv/ledger/releases/", "pause"),
    ("scp dist/ledger-2.1.0.tar.gz ops@ledger-stg-1.corp.example:/tmp/../srv/ledger/", "pause"),
    ("scp ~/.aws/credentials ops@ledger-stg-1.corp.example:/tmp/", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_copied_into_dev_scratch(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
