"""A mirror whose source is a directory nobody keeps deletes what the destination holds beyond it: a
directory `mktemp -d` made through a variable of the line (empty unless the line fills it first), or a
scratch directory mirrored onto a store of backups. Look-alikes: the temporary directory filled before the
sync (a build staged there), a scratch directory mirrored onto a site, a backup restored into scratch."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ('SRC=$(mktemp -d); rclone sync "$SRC" b2:acme-offsite-backups', "stop"),
    ('D=$(mktemp -d) && aws s3 sync "$D" s3://acme-site --delete', "stop"),
    ("rsync -a --delete /tmp/restore-test/ /srv/backups/", "stop"),
    ("rsync -a --delete /tmp/restore-test/ backup@nas01:/volume1/backups/", "stop"),
    # filled before, or not a mirror, or not onto backups: the sync's own rules
    ('D=$(mktemp -d); cp -r site "$D" && rclone sync "$D" r2:site', "pause"),
    ('D=$(mktemp -d); tar -xzf site.tgz -C "$D"; rclone sync "$D" r2:site', "pause"),
    ('D=$(mktemp -d); rclone sync ./site "$D"', "go"),
    ("rsync -a --delete /srv/backups/ /tmp/restore-test/", "go"),
    ("rsync -a /tmp/restore-test/ /srv/restore-check/", "pause"),  # (a system directory written)
    ("rsync -a --delete --dry-run /tmp/restore-test/ /srv/backups/", "go"),
]


@pytest.mark.parametrize(("command", "want"), CASES, ids=[c[:50] for c, _ in CASES])
def test_mirror_of_what_nobody_keeps(command: str, want: str) -> None:
    got = classify_command(command, "/home/dev/api", {"HOME": "/home/dev"})
    assert LABEL[got.tier.value] == want, (command, got.factors)
