"""macOS: the machine's own stores under other names.

A Mac keeps its backups in Time Machine (`tmutil`, a `Backups.backupdb` folder or dated `.backup`
bundles on the backup disk), its passwords, keys and certificates in keychains (`security`, the
login keychain in `~/Library/Keychains`), and its disks under `diskutil` (judged by `filesystem`'s
`fs.diskutil-erase`). One dated backup or one build keychain deleted is a choice a human makes
(pause); every backup of the machine, or the login or System keychain, is the whole store (stop).
"""

from __future__ import annotations

# A Time Machine backup named by its date (`…/MacBook-Pro/2024-05-01-120000`, `2024-05-01-120000.backup`,
# a month's `2023-*`): some recovery points, the newer ones kept.
_DATED_BACKUP = ("*/[12][0-9][0-9][0-9]-*", "[12][0-9][0-9][0-9]-*")
# The keychains a Mac cannot do without: the user's login keychain and the System keychain.
_MACHINE_KEYCHAINS = ("login.keychain", "login.keychain-db", "*/login.keychain", "*/login.keychain-db",
                      "system.keychain", "*/system.keychain", "*/system.keychain-db")

RULES = [
    {
        # `tmutil delete /Volumes/TM/Backups.backupdb/MacBook-Pro/*`: a glob over the machine's backups, or
        # the machine's folder itself, is every backup Time Machine holds for it
        "id": "mac.time-machine-delete-all",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every Time Machine backup of a machine (a glob over its backups, or its whole "
        "backup folder): no recovery point is left",
        "safer": "Delete the dated backups you mean (`tmutil delete -d /Volumes/TM -t 2023-01-01-120000`) "
        "after `tmutil listbackups`, or let Time Machine thin them itself.",
        "recovery": "None from this disk: restore from another backup disk or an off-site copy.",
        "match": {"cmd": ("tmutil",), "sub": ("delete",),
                  "args_any": ("*[*]*", "*.backupdb", "*.backupdb/", "*.backupdb/*"),
                  "args_none": _DATED_BACKUP},
        "examples": {
            "match": ["sudo tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro/*",
                      "tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro",
                      "tmutil delete /Volumes/TM/*.backup"],
            "no_match": ["tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro/2024-05-01-120000",
                         "tmutil delete -d /Volumes/TM -t 2024-05-01-120000", "tmutil listbackups",
                         "tmutil delete /Volumes/TMBackup/Backups.backupdb/MacBook-Pro/2023-*"],
        },
    },
    {
        # the login keychain holds the user's saved passwords, Wi-Fi keys, certificates and app tokens;
        # the System keychain the machine's: deleted, they are gone (a CI job's own `build.keychain`
        # is made and deleted by the job, judged as any delete a program is told to do)
        "id": "mac.machine-keychain-delete",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the login or System keychain: every saved password, key and certificate in it",
        "safer": "Delete the one item you mean (`security delete-generic-password -s NAME`), or the build "
        "keychain your job created, by its own name.",
        "recovery": "Restore the keychain file from a Time Machine backup; otherwise every secret in it "
        "must be entered or issued again.",
        "match": {"cmd": ("security", "rm", "unlink", "shred", "srm", "trash"),
                  "args_any": _MACHINE_KEYCHAINS,
                  "args_none": ("list-keychains", "show-keychain-info", "dump-keychain", "find-*",
                                "unlock-keychain", "lock-keychain", "default-keychain", "login-keychain",
                                "add-*", "import", "export", "verify-cert", "set-*")},
        "examples": {
            "match": ["security delete-keychain ~/Library/Keychains/login.keychain-db",
                      "security delete-keychain login.keychain",
                      "sudo security delete-keychain /Library/Keychains/System.keychain",
                      "rm ~/Library/Keychains/login.keychain-db"],
            "no_match": ["security delete-keychain build.keychain",
                         "security list-keychains", "security unlock-keychain login.keychain",
                         "security find-generic-password -s github login.keychain"],
        },
    },
]
