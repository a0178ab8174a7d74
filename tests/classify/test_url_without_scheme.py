"""curl reads `HOST:PORT/PATH` without a scheme as http: a DELETE of a wildcard there deletes every match.

`curl -X DELETE 'http://localhost:9200/logs-2024.01.*'` pauses (every index the pattern names
goes, even on a local service). Written without `http://` it is the same request. One index by
name on this machine, test indices, and reads keep their verdicts. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("curl -X DELETE 'localhost:9200/logs-2024.05.*'", "pause"),
    ("curl -XDELETE 127.0.0.1:9200/_all", "pause"),
    ("curl -X DELETE 'localhost:9200/test-orders-*'", "go"),
    ("curl -X DELETE localhost:9200/logs-2024.05.01", "go"),
    ("curl 'localhost:9200/logs-*/_count'", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_url_without_scheme(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
