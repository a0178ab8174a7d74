"""Changes to the machine itself that a human confirms (blind Z, Z-packages-11, Z-system-10).

- A package installed from a file runs its install scripts as root, and no repository vouches for it:
  `sudo dpkg -i /tmp/x.deb`, `rpm -ivh` pause, as `sudo apt install` does; listing, querying and
  inspecting a package file read.
- A machine's name is how everything else knows it (monitoring, certificates, cluster membership,
  logs): `hostnamectl set-hostname`, `hostname NAME`, `scutil --set HostName` pause; printing it goes.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo dpkg -i /tmp/google-chrome-stable_current_amd64.deb", "pause"),
    ("sudo rpm -ivh /tmp/x.rpm", "pause"),
    ("sudo rpm -Uvh ./build/agent-1.2.rpm", "pause"),
    ("dpkg -l | grep nginx", "go"),
    ("rpm -qi openssl", "go"),
    ("dpkg -I build/app_1.0_amd64.deb", "go"),
    ("dpkg -c build/app_1.0_amd64.deb", "go"),
    ("sudo hostnamectl set-hostname build-07", "pause"),
    ("sudo hostname build-07", "pause"),
    ("sudo scutil --set HostName build-07.local", "pause"),
    ("hostnamectl status", "go"),
    ("hostname -I", "go"),
    ("scutil --get HostName", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_host_change_by_hand(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
