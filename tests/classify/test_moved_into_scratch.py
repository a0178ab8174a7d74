"""What is moved into scratch is deleted later: the system empties /tmp at boot and by age.

`mv ~ /tmp/oldhome` takes the whole home away now and leaves it where it will be wiped (stop).
`mv data/raw /tmp/` takes a folder of the project's data there (pause, as `rm -r data/raw`); one
file goes as `rm FILE` does, build output is made again, and a move aside the same line moves back
is a restore. Moving the home elsewhere keeps its pause. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("mv ~ /tmp/oldhome", "stop"),
    ("sudo mv /home/dev /var/tmp/", "stop"),
    ("mv ~ /srv/oldhome", "pause"),
    ("mv data/raw /tmp/", "pause"),
    ("mv -t /tmp/ data/exports", "pause"),
    ("mv ~/projects/old-site /tmp/", "pause"),
    ("mv notes.txt /tmp/old-notes.txt", "go"),
    ("mv build /tmp/old-build", "go"),
    ("mv data /tmp/data-old && ./regen.sh && mv /tmp/data-old data", "go"),
    ("mv /tmp/report.csv data/", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_moved_into_scratch(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
