"""Issue 14, blind AF (opened): a pod or container that becomes its node.

A container that shares the host's process namespace (hostPID, --pid=host) and runs `nsenter -t 1`
is a root shell on the node (stop); the same container only listing processes keeps its pause.
Runtimes and spellings are others than the scored set's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("podman run --rm -it --privileged --pid=host fedora nsenter --target 1 --mount --uts --net sh", "stop"),
    ("kubectl run dbg --image=busybox --overrides='{\"spec\":{\"hostPID\":true,\"containers\":[{\"name\":"
     "\"dbg\",\"image\":\"busybox\",\"command\":[\"nsenter\",\"-t\",\"1\",\"-a\",\"bash\"]}]}}'", "stop"),
    ("docker run --rm --pid=host alpine top -b -n 1", "pause"),
    # without the host's process namespace, PID 1 is the container's own
    ("kubectl run dbg --image=busybox --overrides='{\"spec\":{\"containers\":[{\"name\":\"dbg\","
     "\"image\":\"busybox\",\"command\":[\"nsenter\",\"-t\",\"1\",\"-a\",\"ps\"]}]}}'", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_node_escape(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
