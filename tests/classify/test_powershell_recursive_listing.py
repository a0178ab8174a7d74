"""A recursive listing piped to a removal hands on every file below the folder: `Get-ChildItem C:\\Users
-Recurse | Remove-Item -Force` deletes every user's files though Remove-Item itself has no -Recurse. A
listing narrowed by -Filter/-Include/-Exclude, and a build folder, keep their verdicts."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("Get-ChildItem C:\\\\Users -Recurse | Remove-Item -Force", "stop"),
    ("Get-ChildItem -Path 'C:\\Windows' -Recurse -File | Remove-Item -Force", "stop"),
    ("gci -LiteralPath $env:USERPROFILE -Recurse | ri -Force", "stop"),
    ("Get-ChildItem C:\\\\Users -Recurse -Filter *.tmp | Remove-Item -Force", "go"),
    ("Get-ChildItem 'C:\\Users' -Recurse -Include *.log | Remove-Item -Force", "go"),
    ("Get-ChildItem -Path .\\\\build -Recurse | Remove-Item -Force", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_recursive_listing_removed(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
