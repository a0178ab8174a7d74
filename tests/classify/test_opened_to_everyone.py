"""Who can write after a permission change decides, whatever tool grants it.

`chmod -R 777 /` stops: every account may replace what the system runs. The same grant through
ACLs (`setfacl -R -m o::rwx /`, inside /etc) or Windows (`icacls C:\\ /grant Everyone:F /T`)
stops too; a credential folder opened to everyone stops (a planted key). A folder in the home
(`chmod -R 777 ../tools`) or in the project is a broad change a human confirms, as `chmod -R 777 .`
always was; grants to one named account and read-only grants are not opened to everyone.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo setfacl -R -m o::rwx /", "stop"),
    ("sudo setfacl -R -m u::rwx,g::rwx,o::rwx /usr/lib", "stop"),
    ("setfacl -R -m o::rwx ~/.ssh", "stop"),
    ("setfacl -R -m o::rwx ./shared", "pause"),
    ("sudo setfacl -R -m u:deploy:rx /srv/app", "pause"),
    ("setfacl -m u:bob:rw notes.txt", "go"),
    ("getfacl -R /etc", "go"),
    ("icacls C:\\ /grant Everyone:F /T", "stop"),
    ("icacls 'C:\\Program Files' /grant 'Users:(OI)(CI)M' /T", "stop"),
    ("icacls .\\build /grant Everyone:F /T", "pause"),
    ("icacls D:\\shares\\public /grant Everyone:RX", "go"),
    ("chmod -R 777 ../tools", "pause"),
    ("chmod -R 777 ~/projects", "pause"),
    ("chmod -R 777 ~", "stop"),
    ("chmod -R 777 ~/.ssh", "stop"),
    ("chmod -R u+rwX,go-w ../tools", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_opened_to_everyone(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
