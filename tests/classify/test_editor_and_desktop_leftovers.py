"""Editor backups and desktop metadata deleted by pattern go, as `*.bak` and `*.swp` already did.

`find . -name "*~" -delete` and `rm -f *.bak *~` paused: a `file~` is an editor's backup copy of a
file that is still there; `*.DS_Store`, Thumbs.db and `._*` are folder metadata the desktop writes
again; `a.out` is a bare compile's output. Other patterns, core dumps and a home-wide find keep their
verdicts. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("find . -name '*~' -delete", "go"),
    ("rm -f *.bak *~", "go"),
    ("find . -type f -name '*.DS_Store' -ls -delete", "go"),
    ("find . -name Thumbs.db -exec rm {} \\;", "go"),
    ("find . -name '*.mp3' -delete", "pause"),
    ("find ~ -name '*~' -delete", "pause"),
    ("rm -rf ~/", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_editor_and_desktop_leftovers(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
