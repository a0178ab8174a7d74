"""A find that deletes part of a tree outside the project pauses; one that wipes the tree stops.

find-delete-tree stops a find that takes everything under a system or home directory. Three
narrowings make it a scoped delete instead (pause, as `rm -rf /srv/uploads/2023` is):
- a root that is itself a name pattern (`/var/www/*.php`) picks by name, as `-name` does;
- an older-than test on log directories (`-mtime +14` under /var/log) is a retention sweep, the way
  logs are kept in bounds (logrotate's maxage), while a recent-only or untested sweep wipes them;
- a root deeper than a whole area (`/media/disk/videos`, below `/media/disk`) is one area's data,
  graded as rm grades it.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("find /var/log/remote/ -daystart -mtime +14 -type f -exec rm {} \\;", "pause"),
    ("find /var/log/nginx -type f -mtime +30 -delete", "pause"),
    ("find /var/www/*.php -type f -exec rm {} \\;", "pause"),
    ("find /media/1Tb/videos -maxdepth 1 -type d -mtime +7 -exec rm -rf {} \\;", "pause"),
    ("find /var/log -type f -delete", "stop"),
    ("find /var/log -mtime -1 -delete", "stop"),
    ("sudo find /etc -mtime +30 -delete", "stop"),
    ("find /var/www/* -type f -delete", "stop"),
    ("find /media/1Tb -type f -delete", "stop"),
    ("find ~ -atime +100 -delete", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_a_scoped_find_delete_pauses_and_a_wipe_stops(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
