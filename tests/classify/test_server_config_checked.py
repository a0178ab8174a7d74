"""A server run in its configuration-test mode only reads and reports (round AL's FP: `sudo sshd -t`
paused as an unknown program run as root).

`sshd -t`, `haproxy -c -f F`, `visudo -c`, `named-checkconf`, `php-fpm -t` parse the configuration
(root-only files, hence sudo), say whether the server would start, and exit: nothing is started,
signalled or changed. The same programs told to start, to run in the foreground, to signal a running
server, or to edit (visudo without -c) keep their verdicts. Programs and flags are not the round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo haproxy -c -f /etc/haproxy/haproxy.cfg", "go"),
    ("sudo keepalived --config-test", "go"),
    ("sudo visudo -cf /etc/sudoers.d/90-ci", "go"),
    ("sudo named-checkconf /etc/bind/named.conf", "go"),
    ("sudo php-fpm8.3 -tt", "go"),
    ("sudo sshd -T | grep -i passwordauthentication", "go"),
    ("sudo haproxy -D -f /etc/haproxy/haproxy.cfg", "pause"),
    ("sudo keepalived --dont-fork", "pause"),
    ("sudo visudo -f /etc/sudoers.d/90-ci", "pause"),
    ("sudo sshd -D -p 2222 -o PermitRootLogin=yes", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_server_config_checked(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
