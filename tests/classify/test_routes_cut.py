"""Deleting the default route or flushing the routing table cuts the machine off.

`ip route del default` went: only interfaces and network services were known to take the network
down. Without the default route nothing beyond the local network is reached (a remote session through
it included), like an interface taken down; a flushed table loses every route. Adding a route, deleting
one specific route and flushing the route cache change nothing else. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("ip route del default", "pause"),
    ("sudo ip route delete default via 10.0.0.1 dev eth0", "pause"),
    ("sudo route del default gw 192.168.1.1", "pause"),
    ("sudo ip route flush table main", "pause"),
    ("sudo systemctl stop sshd && sudo ip route del default", "stop"),
    ("ip route show default", "go"),
    ("sudo ip route add 10.8.0.0/24 via 10.0.0.1", "go"),
    # `del` is read as the removal it abbreviates (session 29): a named route removed asks, as a human can
    # tell whether the tunnel it serves is in use
    ("sudo ip route del 10.8.0.0/24 dev tun0", "pause"),
    ("ip route get 1.1.1.1", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_routes_cut(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
