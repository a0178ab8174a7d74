"""A filesystem mounted on a mount point of its own goes; over what the system or the guard reads, not.

Every `mount` paused: `sudo mount -o loop,ro tests/fixtures/disk.img /mnt/fixture` (a fixture
image, read-only) as much as `mount --bind /tmp/fakerandom /dev/random`. A mount on a new mount
point adds a tree and changes nothing on either side (`umount` undoes it). Over a directory or device
the system runs from, it hides what is there from every program (pause); over the agent's settings,
the guard's files, a key or a start-up file, programs read the stand-in and the hooks are gone (stop).
Unmounts, remounts and swap keep their pause. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo mount -o loop,ro tests/fixtures/disk.img /mnt/fixture", "go"),
    ("sudo mount /dev/xvdf /vol -t ext4", "go"),
    ("mount -t tmpfs none /tmp/work", "go"),
    ("sudo mount -a", "go"),
    ("mount --bind /tmp/fakerandom /dev/random", "pause"),
    ("sudo mount --bind /tmp/etc /etc", "pause"),
    ("mount -o remount,rw /", "pause"),
    ("sudo umount /data", "pause"),
    ("sudo swapoff -a", "pause"),
    ("mount --bind /dev/null ~/.claude/settings.json", "stop"),
    ("unshare -Urm sh -c 'mount --bind /dev/null $HOME/.claude/settings.json && exec claude -p go'", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_mount_points(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
