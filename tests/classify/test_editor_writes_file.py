"""An "editor" handed to a program that edits a file of its own writes that file.

`EDITOR='tee -a' visudo` runs `tee -a /etc/sudoers` (or the `-f FILE` given) with the line's stdin:
`echo 'dev ALL=(ALL) NOPASSWD:ALL' | sudo EDITOR='tee -a' visudo` grants passwordless root as
`… | sudo tee -a /etc/sudoers` does (stop); vipw and vigr hand over /etc/passwd and /etc/group. An
interactive editor keeps visudo's own pause. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("printf 'ci ALL=(ALL:ALL) NOPASSWD: ALL\\n' | sudo VISUAL='tee -a' visudo", "stop"),
    ("echo 'ci ALL=(ALL) NOPASSWD:ALL' | sudo SUDO_EDITOR='tee' visudo -f /etc/sudoers.d/ci", "stop"),
    ("echo 'toor:x:0:0::/root:/bin/sh' | sudo EDITOR='tee -a' vipw", "stop"),
    ("sudo EDITOR=nano visudo", "pause"),
    ("EDITOR='code --wait' git commit", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_an_editor_given_to_visudo_writes_sudoers(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
