"""A container engine's own listing handed to it through xargs or a loop is the substituted form.

`docker rm -fv $(docker ps -aq)` stops (every container and its volumes' data goes), but
`docker ps -aq | xargs docker rm -fv` went: the rules read the listing only when it was substituted
in. Piped, `xargs -I{}` or a `for` loop over it, the engine is handed the same entries, so the same
rules judge it, filters included (`--filter name=ci-` names the containers meant). A listing handed to
a reader (`docker inspect`) stays go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("docker ps -aq | xargs docker rm -fv", "stop"),
    ("docker ps -aq | xargs -I{} docker rm -fv {}", "stop"),
    ("for c in $(docker ps -aq); do docker rm -fv $c; done", "stop"),
    ("podman ps -aq | xargs podman rm -f -v", "stop"),
    ("docker ps -aq | xargs -r docker rm -f", "pause"),
    ("docker images -q | xargs docker rmi -f", "pause"),
    ("docker ps -aq --filter name=ci- | xargs docker rm -fv", "go"),
    ("docker ps -q | xargs docker inspect", "go"),
    ("docker ps -a | grep Exited | awk '{print $1}' | xargs docker rm", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_engine_listing_handed(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
