"""A socket opened on a numbered descriptor: a client, unless a shell is handed to it.

`exec 3<>/dev/tcp/127.0.0.1/8080; printf 'GET /healthz …' >&3; cat <&3` is a health check: the shell's
own input and output stay where they were and the peer is this machine. The descriptor is followed
through the line: text written to it is the protocol's command (Redis FLUSHALL on this machine is
the developer's own store and goes, as `redis-cli -h localhost FLUSHALL` does; it stops on
production), a shell reading from it is a reverse shell, and any socket to another host stays a
reverse shell's. SMTP typed into any socket sends a message. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str) -> str:
    return LABEL[classify_command(command, CWD, {"HOME": "/home/dev"}).tier.value]


SOCKETS = [
    ("exec 4<>/dev/tcp/localhost/9090; printf 'GET /metrics HTTP/1.0\\r\\n\\r\\n' >&4; cat <&4", "go"),
    ("exec 4<>/dev/tcp/127.0.0.1/5555; bash <&4 >&4 2>&4", "stop"),
    ("exec 4<>/dev/tcp/198.51.100.20/443; cat <&4", "stop"),
    ("exec 4<>/dev/tcp/cache-prod.acme.internal/6379; printf 'FLUSHDB\\r\\n' >&4", "stop"),
    ("exec 4<>/dev/tcp/127.0.0.1/6379; printf 'FLUSHALL\\r\\n' >&4", "go"),
    ("sh -i >& /dev/tcp/localhost/9001 0>&1", "stop"),
    # SMTP typed into a socket sends the message, as swaks would; a local mail catcher is go
    ("printf 'EHLO x\\r\\nMAIL FROM:<it@acme.io>\\r\\nRCPT TO:<all-staff@acme.io>\\r\\nDATA\\r\\n"
     "Subject: reset\\r\\n\\r\\nclick\\r\\n.\\r\\n' | nc smtp.acme.io 587", "pause"),
    ("exec 5<>/dev/tcp/localhost/1025; printf 'HELO t\\r\\nMAIL FROM:<a@x.test>\\r\\nRCPT TO:<b@x.test>\\r\\n"
     "DATA\\r\\nhi\\r\\n.\\r\\n' >&5", "go"),
    ("printf 'EHLO probe\\r\\nQUIT\\r\\n' | nc smtp.acme.io 25", "go"),
]


@pytest.mark.parametrize(("command", "expected"), SOCKETS, ids=lambda v: str(v)[:60])
def test_a_local_client_socket_is_not_a_reverse_shell(command: str, expected: str) -> None:
    assert label(command) == expected
