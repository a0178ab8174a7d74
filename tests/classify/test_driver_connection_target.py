"""A statement run through a database driver lands where the driver connects.

`psql "$PROD_DSN" -c 'TRUNCATE orders'` stops: the variable names production. The same
statement through Python (`psycopg2.connect(os.environ['PROD_DSN'])`, a production URL or
`host=`) is judged with that target; an unnamed or staging connection keeps the pause, and a
read stays go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

_PY = "python -c \"import os, psycopg2; c=psycopg2.connect({}); c.cursor().execute('{}')\""
CASES = [
    (_PY.format("os.environ['PROD_DSN']", "TRUNCATE orders"), "stop"),
    (_PY.format("os.getenv('PROD_DATABASE_URL')", "DROP TABLE orders"), "stop"),
    (_PY.format("host='db.prod.internal', dbname='shop'", "DROP TABLE orders"), "stop"),
    (_PY.format("'postgresql://app@orders-db.prod.acme.io/shop'", "TRUNCATE orders"), "stop"),
    (_PY.format("os.environ['STAGING_DSN']", "TRUNCATE orders"), "pause"),
    (_PY.format("os.environ['DATABASE_URL']", "TRUNCATE orders"), "pause"),
    (_PY.format("os.environ['PROD_DSN']", "SELECT count(*) FROM orders"), "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_driver_connection_target(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
