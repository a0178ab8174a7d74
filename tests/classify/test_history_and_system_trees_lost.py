"""Losing the repository's object store, or moving a core system tree away, stops.

`rm -rf .git/objects` already stops; deleting or shredding the pack files (by name, by a glob over the
pack directory, or the directory itself) loses the same commits and files. Moving a whole core tree
(/etc, /usr, /lib, /bin, /boot) away breaks every program on the host at once, as deleting it does;
moving one service's directory inside it (/etc/nginx) keeps its pause. Index files beside the packs
are rebuilt by git, and a build output named `pack` is build output. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("srm -r .git/objects/pack", "stop"),
    ("rm .git/objects/pack/pack-1a2b3c.pack", "stop"),
    ("wipe -f .git/objects/pack/*", "stop"),
    ("sudo mv /lib /lib.orig", "stop"),
    ("sudo mv /boot /mnt/old-boot", "stop"),
    ("rm -f .git/objects/pack/pack-1a2b3c.idx", "pause"),
    ("sudo mv /etc/ssl/certs/old.pem /etc/ssl/certs/old.pem.bak", "pause"),
    ("rm -rf dist/pack", "go"),
    ("sudo cp -a /etc/nginx /tmp/nginx-backup", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_history_and_system_trees_lost(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
