"""Telecom and network daemons on this machine: routing suites, PBXs and SIP load generators.

A routing process or the default route removed stops; another configuration change or every
session reset pauses; show commands go. A PBX restarted or stopped now, or every call hung up,
pauses; a graceful restart when idle and status commands go. A SIP load test at a host that is not
this machine or a lab pauses.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("vtysh -c 'conf t' -c 'no router isis CORE' -c 'do write'", "stop"),
    ("vtysh -c 'configure' -c 'no ipv6 route ::/0 2001:db8::1'", "stop"),
    ("vtysh -c 'conf t' -c 'router ospf' -c 'passive-interface eth2'", "pause"),
    ("vtysh -c 'clear bgp ipv4 unicast *'", "pause"),
    ("vtysh -c 'show bgp ipv4 unicast neighbors'", "go"),
    ("birdc disable transit_a", "pause"),
    ("birdc show route count", "go"),
    ("fs_cli -x 'fsctl shutdown restart'", "pause"),
    ("asterisk -rx 'core stop now'", "pause"),
    ("asterisk -rx 'core restart gracefully'", "go"),
    ("asterisk -rx 'sip show peers'", "go"),
    ("sipp -sf reg.xml -r 300 -l 20000 pbx.customer-voip.example:5060", "pause"),
    ("sipp -sf reg.xml -r 300 192.168.50.10:5060", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_network_daemons_local(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/voip", {"HOME": "/home/dev"}).tier.value] == expected
