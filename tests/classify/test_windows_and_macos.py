"""Issue 14, helper C2: Windows and macOS commands judged by what they reach, each tried both ways.

A Windows removal is read as the `rm` it amounts to once its paths are placed (a profile is the
home, `%TEMP%` is scratch, another drive's folder is data outside the project); a drive, the Windows
tree or the profiles folder stops outright. The words are recovered as written, since a POSIX
reading drops an unquoted backslash. Every case is a look-alike written here, not a line of a scored
set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str, env: dict[str, str] | None = None, cwd: str = CWD) -> str:
    return LABEL[classify_command(command, cwd, env if env is not None else ENV).tier.value]


WINDOWS_REMOVALS = [
    # the profile (the home) and everything in it, by any of its names
    ('Remove-Item -Recurse -Force "C:\\Users\\$env:USERNAME\\*"', "stop"),
    ('Remove-Item -Recurse -Force "$env:USERPROFILE\\*"', "stop"),
    ("Remove-Item -Recurse -Force ${env:USERPROFILE}", "stop"),
    ("del /s /q %USERPROFILE%\\*", "stop"),
    ("ri -r -fo ~\\*", "stop"),
    ("rd /s /q C:\\Users\\dev", "stop"),
    ("Remove-Item -Recurse -Force C:\\Users\\dev\\Documents", "stop"),
    # a drive, the Windows tree, every profile
    ("Remove-Item -Path C:\\* -Recurse -Force", "stop"),
    ("rd /s /q D:\\", "stop"),
    ("rd /s /q C:\\Windows\\System32", "stop"),
    ("Remove-Item -Recurse -Force $env:SystemRoot", "stop"),
    ("Remove-Item -Recurse -Force C:\\Users\\*", "stop"),
    # folders inside a profile or on a data drive: data, a human decides
    ("Remove-Item -Recurse -Force C:\\Users\\dev\\project\\src", "pause"),
    ("Remove-Item -Recurse -Force D:\\backups\\2019", "pause"),
    ("Remove-Item C:\\Users\\dev\\Desktop\\notes.txt", "pause"),
    # what a build or the system makes again, and scratch
    ("Remove-Item -Recurse -Force C:\\Users\\dev\\project\\build", "go"),
    ("rd /s /q C:\\Users\\dev\\project\\node_modules", "go"),
    ("Remove-Item -Recurse -Force $env:TEMP\\*", "go"),
    ("Remove-Item -Recurse -Force .\\bin", "go"),
    # without /s, rd and rmdir remove an empty folder only
    ("rmdir ~/old", "go"),
]


@pytest.mark.parametrize(("command", "expected"), WINDOWS_REMOVALS, ids=lambda v: str(v)[:60])
def test_windows_removals_are_judged_by_where_their_paths_land(command: str, expected: str) -> None:
    assert label(command) == expected
