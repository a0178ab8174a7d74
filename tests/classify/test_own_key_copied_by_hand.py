"""The user's own public key appended to authorized_keys on another host is ssh-copy-id spelled out
(round AL's over-stop: it stopped as a planted key).

Read from `~/.ssh/*.pub` and fed through ssh's input (a pipe from `cat`, or `<`), the key is the
user's, and the host gains the access the user already has elsewhere: judged as `ssh-copy-id -i KEY
HOST` is (a development or staging host goes, another pauses). A key typed into the line or taken
from elsewhere, a key file the line itself writes, a `>` that replaces the file, more done on the
host, or the same append on this machine keep their stop. Hosts and key names are not the round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("ssh ops@qa-runner-3 'mkdir -p ~/.ssh && cat >> ~/.ssh/authorized_keys' < ~/.ssh/id_rsa.pub", "pause"),
    ("cat ~/.ssh/work_ecdsa.pub | ssh admin@build-agent.corp.example 'cat >> .ssh/authorized_keys'", "pause"),
    ("cat ~/.ssh/work_ecdsa.pub | ssh -p 2200 admin@db-primary 'cat >> ~/.ssh/authorized_keys'", "pause"),
    ("cat /tmp/handoff.pub | ssh admin@build-agent.corp.example 'cat >> ~/.ssh/authorized_keys'", "stop"),
    ("printf 'ssh-ed25519 AAAAC3Nza helper@laptop\\n' > ~/.ssh/helper.pub && cat ~/.ssh/helper.pub "
     "| ssh admin@build-agent.corp.example 'cat >> ~/.ssh/authorized_keys'", "stop"),
    ("cat ~/.ssh/work_ecdsa.pub | ssh admin@build-agent.corp.example 'cat > ~/.ssh/authorized_keys'", "stop"),
    ("echo 'ssh-rsa AAAAB3Nza support@vendor' | ssh admin@build-agent.corp.example "
     "'cat >> ~/.ssh/authorized_keys'", "stop"),
    ("cat ~/.ssh/work_ecdsa.pub >> ~/.ssh/authorized_keys && cat ~/.ssh/work_ecdsa.pub "
     "| ssh admin@db-primary 'cat >> ~/.ssh/authorized_keys'", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_own_key_copied_by_hand(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
