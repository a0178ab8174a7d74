"""Recovery points and safeguards removed: each gone thing is one no tool brings back.

A retention policy applied with `--prune` deletes the backups it drops (pause; a dry run is go); a
GnuPG private key deleted leaves what was encrypted to it unreadable (pause; a public key is
re-importable, go); a disabled CI workflow stops its scans or backups silently (pause); a logical
volume named for a database's storage is the database (stop; a scratch volume pauses); a forced
reboot of every production host kills services without a clean shutdown (stop; a plain reboot comes
back by itself and keeps its pause); a Time Machine store deleted is every backup of the Mac (stop; one
dated backup inside it pauses). Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # a retention that keeps several still deletes what it drops (was go before; commands-dev-I and -U
    # label it pause, commands-dev-O accepts either)
    ("restic forget --keep-daily 7 --keep-weekly 4 --prune", "pause"),
    ("borg prune --keep-daily 7 /mnt/backup/repo", "pause"),
    ("restic -r sftp:backup@nas:/srv/restic forget --keep-within 30d --prune", "pause"),
    ("borg prune --keep-daily=7 --keep-monthly=6 ssh://backup@nas/./repo", "pause"),
    ("restic -r sftp:backup@nas:/srv/restic forget --keep-within 30d --prune --dry-run", "go"),
    ("borg prune --dry-run --list --keep-daily=7 ssh://backup@nas/./repo", "go"),
    ("gpg --yes --delete-secret-and-public-keys release-signing@acme.io", "pause"),
    ("gpg --delete-keys old-colleague@acme.io", "go"),
    ("gh workflow disable codeql.yml --repo acme/api", "pause"),
    ("gh workflow view codeql.yml --repo acme/api", "go"),
    ("sudo lvremove -y /dev/vg_data/mysql_data", "stop"),
    ("sudo lvremove -y /dev/vg_data/build_cache", "pause"),
    ("ansible all -i inventories/production -b -m command -a 'reboot --force'", "stop"),
    ("ansible all -i inventories/production -b -m command -a 'reboot'", "pause"),
    # Time Machine's whole store, against one dated backup inside it
    ("sudo rm -rf /Volumes/Backup-Disk/Backups.backupdb/", "stop"),
    ("rm -rf /Volumes/nas/Studio-iMac.backupbundle", "stop"),
    ("sudo rm -rf /Volumes/Backup-Disk/Backups.backupdb/iMac/2024-01-07-093012", "pause"),
    ("rm -rf ~/Desktop/installer.sparsebundle", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_recovery_points_and_safeguards_removed(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
