"""Settings that change what every later routine command does (HC): git's garbage collection told to
drop the reflog at once, git told to trust every repository whoever owns it, docker pointed at a
daemon on another machine over plain tcp. Each is set once and acts on commands that look like nothing.
Twins: generous expiry times, one trusted repository, local, ssh and TLS daemons. Wordings, hosts and
keys differ from the red-team round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("git config --local gc.reflogExpireUnreachable now", "pause"),
    ("git config --global gc.pruneExpire=now", "pause"),
    ("git config --global gc.reflogExpire '1 year'", "go"),
    ("git config --global gc.autoDetach false", "go"),
    ("git config --global safe.directory '*'", "pause"),
    ("git config --global --add safe.directory /home/dev/shared/site", "go"),
    ("docker context create staging --docker 'host=tcp://10.20.30.40:2375' && docker context use staging",
     "pause"),
    ("docker context create lima --docker host=unix:///home/dev/.lima/docker.sock", "go"),
    ("docker context create builder --docker host=ssh://ci@builder.example.org", "go"),
    ("docker context use default", "go"),
    ("go env -w GONOSUMCHECK=1 GONOSUMDB=*", "pause"),
    ("go env -w GOPRIVATE=gitlab.example.com/platform/*", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_settings_for_later(command: str, expected: str) -> None:
    judged = classify_command(command, "/home/dev/api", {"HOME": "/home/dev"})
    assert LABEL[judged.tier.value] == expected
