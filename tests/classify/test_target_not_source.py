"""Too strong a stop: what a command writes decides, not what it reads (blind AE, measured once).

`pg_restore --clean --if-exists -d app_staging /tmp/prod-snapshot.dump` stopped because the dump's
name says prod: the dump is what pg_restore reads, staging is what it drops and recreates (pause, as
any --clean restore off production); `-d app_production` or a prod host still stop. `sudo chown -R
www-data:www-data /srv` stopped as a change of a top-level system directory: /srv and /opt hold the
site's data and add-on software, not the system, so handing them to one service user is
fs.chmod-system's pause (blind AE and X-filesystem-11 `chown -R dev:dev /opt` label it so), while
making them writable by every account stays a stop, and /usr, /home and / keep theirs.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("pg_restore --clean --if-exists -d app_staging /tmp/prod-snapshot.dump", "pause"),
    ("pg_restore --clean -d app_production nightly.dump", "stop"),
    ("pg_restore --clean -h db.prod.acme.io -d app nightly.dump", "stop"),
    ("pg_restore -d app_restore_check --no-owner --jobs 4 /tmp/prod-nightly.dump", "go"),
    ("sudo chown -R www-data:www-data /srv", "pause"),
    ("sudo chown -R dev:dev /opt", "pause"),
    ("sudo chmod -R 777 /srv", "stop"),
    ("sudo chown -R me /usr", "stop"),
    ("chown -R nobody:nogroup /", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_target_not_source(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
