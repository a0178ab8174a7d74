"""Language packages removed as root from the system interpreter.

`sudo pip uninstall PyYAML` takes a module out of the system Python that the operating system's own
tools import (package managers, cloud-init): a pause, as `sudo pip install` is. Without sudo the
removal is from the user's or the project's environment: go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo pip3 uninstall -y requests", "pause"),
    ("sudo gem uninstall -a json", "pause"),
    ("sudo -H pip uninstall --yes urllib3", "pause"),
    ("pip3 uninstall -y requests", "go"),
    (".venv/bin/pip uninstall -y urllib3", "go"),
    ("sudo pip3 show requests", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_removing_a_system_interpreters_package_pauses(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/project", {"HOME": "/home/dev"}).tier.value] == expected
