"""Issue 14, blind AF (opened): a network device reached over ssh is judged by what its statement does.

Network operating systems share one grammar (a verb and a path of keywords), so the vendors and
phrasings here are others than the scored set's: Aruba AOS-CX, Extreme EXOS, Cumulus NCLU, Huawei VRP,
VyOS, Junos, IOS XE. The device made blank or a whole function turned off stops; a reboot, a session
reset or a configuration change pauses; reads go; a loop over an inventory has the fleet's reach.
The same words on a Linux build host (`./configure`, `clear`) keep their verdicts.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # the device made blank
    ("ssh admin@aruba-cx-2 'erase startup-config'", "stop"),
    ("ssh admin@exos-edge-1 'unconfigure switch all'", "stop"),
    ("ssh cumulus@leaf07 'net del all && net commit'", "stop"),
    ("for sw in $(cat inventory/branch-srx.txt); do ssh root@$sw 'request system zeroize'; done", "stop"),
    ("ssh netadmin@vrp-core-1 <<'EOF'\nreset saved-configuration\nreboot\nEOF", "stop"),
    # a whole function off, a whole section deleted
    ("ssh admin@ios-xe-wan 'configure terminal ; no router ospf 10 ; end ; write memory'", "stop"),
    ("ssh vyos@edge-gw-2 'configure ; delete nat ; commit ; save'", "stop"),
    ("ssh admin@srx-dc 'configure ; delete security policies from-zone trust to-zone untrust "
     "policy old-ftp ; commit'", "pause"),
    # reboots, resets, changes
    ("ssh admin@junos-pe1 'request system halt'", "pause"),
    ("ssh netops@dist-7 'reload at 02:00'", "pause"),
    ("for h in acc-sw-1 acc-sw-2 acc-sw-3; do ssh netops@$h 'reload in 30'; done", "pause"),
    ("ssh admin@border-2 'clear bgp ipv4 unicast 203.0.113.9'", "pause"),
    ("ssh admin@aruba-cx-2 'configure terminal ; vlan 300 ; name guests ; end'", "pause"),
    ("ssh admin@asa-dmz 'clear logging buffer'", "pause"),
    # reads and cancellations
    ("ssh admin@aruba-cx-2 'show interface brief'", "go"),
    ("ssh admin@exos-edge-1 'show switch'", "go"),
    ("ssh cumulus@leaf07 'net show interface'", "go"),
    ("ssh netadmin@vrp-core-1 'display current-configuration | include bgp'", "go"),
    ("ssh netops@dist-7 'reload cancel'", "go"),
    ("ssh admin@border-2 'clear counters'", "go"),
    ("ssh admin@srx-dc 'configure ; show | compare ; commit check'", "go"),
    # the same words on a build host or this machine
    ("ssh build@ci-runner-3 'cd libfoo && ./configure CC=clang && make -j8'", "go"),
    ("./configure --prefix=/usr/local && make", "go"),
    ("clear", "go"),
    # RANCID's login scripts run `-c` on each router named
    ("clogin -c 'show version;write erase' wan-rtr-4", "stop"),
    ("jlogin -u netops -c 'request system reboot' mx-1 mx-2 mx-3", "pause"),
    ("hlogin -c 'show vlans;show interfaces brief' procurve-1 procurve-2", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_network_device_statements(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected

