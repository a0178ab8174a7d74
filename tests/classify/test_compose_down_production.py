"""`docker compose down` takes the project's services down: tidying on a laptop, an outage on production.

Without volumes nothing is deleted, so locally it goes; with a production context, host or compose
file every service of the project is down until `up` again (pause), as other reversible acts on
production are. `down -v` keeps its pause for the volumes. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("docker --context prod-swarm compose -f docker-compose.prod.yml down", "pause"),
    ("docker -H ssh://deploy@prod-web-1 compose down", "pause"),
    ("docker stack rm shop-prod", "pause"),
    ("docker compose down", "go"),
    ("docker compose -f compose.dev.yml down --remove-orphans", "go"),
    ("docker --context prod-swarm compose ps", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_compose_down_production(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
