"""A Mac's own stores: every Time Machine backup, the login or System keychain (blind AE, measured once).

`sudo tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro/*` paused as one snapshot deleted:
a glob over a machine's backups, or its backup folder itself, is every backup it has (stop); one dated
backup, or a month of them by date, keeps the newer ones (pause). `security delete-keychain
~/Library/Keychains/login.keychain-db` paused as any act a program is told to do: the login and
System keychains hold every saved password, key and certificate (stop, however they are deleted); a
build keychain a CI job made keeps its pause. diskutil formatting the RAM disk hdiutil has just made
loses nothing.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro/*", "stop"),
    ("tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro", "stop"),
    ("tmutil listbackups | xargs -I{} sudo tmutil delete {}", "stop"),
    ("tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro/2024-05-01-120000", "pause"),
    ("tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro/2023-*", "pause"),
    ("tmutil delete -d /Volumes/TM -t 2024-05-01-120000", "pause"),
    ("tmutil listbackups", "go"),
    ("security delete-keychain ~/Library/Keychains/login.keychain-db", "stop"),
    ("security delete-keychain login.keychain", "stop"),
    ("sudo security delete-keychain /Library/Keychains/System.keychain", "stop"),
    ("rm ~/Library/Keychains/login.keychain-db", "stop"),
    ("security delete-keychain build.keychain", "pause"),
    ("security list-keychains", "go"),
    # a verb glued to its object (`erasevolume`) is read as the act it spells (session 29): a fresh RAM disk
    # erased asks too, since the judge does not follow the device `hdiutil` makes
    ("diskutil erasevolume HFS+ RAMDisk $(hdiutil attach -nomount ram://2048000)", "pause"),
    ("diskutil eraseVolume APFS Data /Volumes/Data", "stop"),
    ("diskutil list", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_macos_stores(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
