"""A compose stack declared for the test suite, taken down with its volumes, goes.

`docker compose -f docker-compose.test.yml down -v --remove-orphans` paused: its volumes hold the
fixtures the test run seeds again, as a project named for one run (`-p e2e-4821`) already went. The
development and production stacks keep their verdicts (their volumes hold the dev or live database).
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("docker compose -f docker-compose.test.yml down -v --remove-orphans", "go"),
    ("docker compose -f compose.e2e.yaml down --volumes", "go"),
    ("docker-compose -f docker-compose-ci.yml down -v", "go"),
    ("docker compose -f docker-compose.dev.yml down -v", "pause"),
    ("docker compose down -v", "pause"),
    ("docker compose -f docker-compose.prod.yml down -v", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_compose_test_stack_volumes(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
