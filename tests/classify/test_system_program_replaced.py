"""A program everyone runs replaced by another file is a trojan: whoever types its name runs that file.

`sudo cp ./ls /bin/ls`, a build synced over `/usr/bin/su` stop. A new tool installed under its
own name (`install dist/tool /usr/bin/tool`), a build copied to /usr/local/bin and a link between
system programs keep their pause; copying a system program out goes. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo cp ./ls /bin/ls", "stop"),
    ("sudo mv /tmp/ps /usr/bin/ps", "stop"),
    ("sudo rsync -a build/su /usr/bin/su", "stop"),
    ("sudo install -m 755 dist/tool /usr/bin/tool", "pause"),
    ("sudo cp build/mytool /usr/local/bin/", "pause"),
    ("sudo ln -sf /usr/bin/python3 /usr/bin/python", "pause"),
    ("cp /bin/ls /tmp/ls-copy", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_system_program_replaced(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
