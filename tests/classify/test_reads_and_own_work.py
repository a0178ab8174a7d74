"""Reads and one's own work are judged by what changes and for whom.

A daemon's client run as root only to show (`sudo vtysh -c 'show …'`, `sudo asterisk -rx 'core show
…'`) reads: root is needed to reach the daemon, not to change it; the same client handed a
configuration command, or an unknown program as root with no show, keeps its pause. A sketch uploaded
to the board on the desk is the dev board flashed (go). The CI agent's uploads into its own running build
reach no one (go).
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo vtysh -c 'show bgp ipv6 unicast summary' -c 'show interface brief'", "go"),
    ("sudo birdc show protocols all", "go"),
    ("sudo asterisk -rx 'sip show peers'", "go"),
    ("sudo vtysh -c 'conf t' -c 'interface eth2' -c 'shutdown'", "pause"),
    ("sudo vtysh -c 'show running-config' -c 'clear ip bgp *'", "pause"),
    ("sudo linkmon --reset-counters eth0", "pause"),
    ("arduino-cli upload -p /dev/cu.usbmodem14101 --fqbn arduino:samd:mkrwifi1010 firmware/", "go"),
    ("buildkite-agent artifact upload 'reports/**/*.xml'", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_reads_and_own_work(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/noc", {"HOME": "/home/dev"}).tier.value] == expected
