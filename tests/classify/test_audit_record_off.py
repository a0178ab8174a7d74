"""Turning off an audit record leaves what happens next untraced, whichever system keeps it.

`auditctl -e 0` and `aws cloudtrail stop-logging` already stop. The same act on a secrets server
(`vault audit disable`), a database (pgaudit set to none, an audit plugin uninstalled, a server
audit stopped: stop on production, pause elsewhere) and Windows (`auditpol /clear`) is judged the
same way; reading the settings, narrowing what is logged and turning it on are not. Look-alikes
written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("vault audit disable file/", "stop"),
    ("vault audit list -detailed", "go"),
    ("psql -h pg-main.prod.acme.internal -U postgres -c \"ALTER SYSTEM SET pgaudit.log = 'none'; "
     "SELECT pg_reload_conf();\"", "stop"),
    ("mysql -h orders-db.prod.internal -e \"SET GLOBAL server_audit_logging = OFF\"", "stop"),
    ("mysql -h orders-db.prod.internal -e 'UNINSTALL PLUGIN audit_log'", "stop"),
    ("psql -h localhost -c 'DROP EXTENSION pgaudit'", "pause"),
    ("psql -h pg-main.prod.acme.internal -c 'SHOW pgaudit.log'", "go"),
    ("psql -h pg-main.prod.acme.internal -c \"SELECT 'alter system set pgaudit.log = none' AS note\"", "go"),
    ("mysql -h orders-db.prod.internal -e \"SET GLOBAL server_audit_logging = ON\"", "pause"),
    ("auditpol /set /category:* /success:disable /failure:disable", "stop"),
    ("auditpol /get /category:*", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_audit_record_off(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
