"""A snapshot or a backup taken: a copy of a store made before a risky change, not a change to the store.

Why: on production the generic readings ask about any act that is not a read (a program nothing here knows
acting on `orders_prod`; a deploy or migration word among the words), and a snapshot's own name often
carries such a word (`nodetool snapshot -t pre_migration_0612 orders_prod`, `volume snapshot create …
-snapshot pre_patch` on a NetApp over ssh). Taking the copy is what a careful engineer does first; it
loses nothing and is the way back if the change goes wrong.

It is read from the program's first subcommand words (split at `-`, `_`, `:`): a copy noun alone
(`snapshot`, `backup`, `checkpoint`) or with a making verb (`snapshot create`, `create-db-snapshot`,
`backup take`). Any word or option among them that restores, rolls back, deletes, prunes or forces
(`snapshot restore`, `backup --prune`, `--force` over a same-named copy) makes it something else, and the
other readings judge it as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.lazy_regex import lazy_compile

_COPY_NOUNS = frozenset({"snapshot", "snapshots", "snap", "backup", "backups", "checkpoint", "savepoint"})
_MAKING = frozenset({"create", "take", "new", "make", "add", "start"})
# the store a compound subcommand names beside its copy noun (`create-db-snapshot`, `volume-snapshot-create`)
_STORE_NOUNS = frozenset({"db", "database", "volume", "vol", "disk", "vm", "instance", "cluster", "table",
                          "keyspace", "dataset", "fs", "filesystem", "bucket", "index", "pool"})
# a word or an option part that undoes, removes or overwrites: the line is not only a copy taken
_NOT_ONLY_COPY = frozenset({
    "restore", "rollback", "revert", "delete", "remove", "rm", "drop", "destroy", "purge", "prune", "expire",
    "forget", "clear", "apply", "promote", "import", "replace", "overwrite", "force", "sync", "mount", "send",
    "export", "share", "copy", "cp", "transfer", "retention", "keep", "rotate", "wipe", "truncate", "reset"})
_PARTS = lazy_compile(r"[-_:.]+|(?<=[a-z])(?=[A-Z])")


def _parts(word: str) -> set[str]:
    return {p.lower() for p in _PARTS.split(word) if p}


# A build tool's "snapshot" (dbt's and its kin's slowly changing dimensions) selects models (`--select`) and
# the environment it writes them into (`--target`), options no copy-taker is named by: it builds tables.
_OTHER_MEANINGS = frozenset({"dbt"})
# Options that only name the copy, its store or where the command connects: any other option may make the
# command do more than take a copy, so the reading stays silent.
_NAMING_OPTION = lazy_compile(
    r"^--?(?:t|tag|n|name|snapshot|snapshot-name|id|identifier|description|desc|comment|label|m|message"
    r"|vserver|volume|vol|db|database|db-instance-identifier|db-snapshot-identifier|keyspace|k|cluster|instance"
    r"|region|zone|profile|project|pool|dataset|host|h|port|p|user|u|password-file|wait|w|quiet|q|verbose|v"
    r"|json|output|o|format)$")
# Words in a program's own name that say it does more than copy.
_ACTING_NAMES = frozenset({"deploy", "migrate", "migration", "release", "prod", "production", "upgrade",
                           "install", "reset", "wipe", "drop", "restore", "rollback", "clean", "cleanup"})


def takes_copy(positionals: Sequence[str], args: Sequence[str], program: str = "") -> bool:
    """The program is told only to take a snapshot or a backup of a store."""
    if not positionals or program in _OTHER_MEANINGS or "/" in program or _parts(program) & _ACTING_NAMES:
        return False  # a script, or a program named for another act (`deploy_production.sh backup create`)
    if any(not _NAMING_OPTION.match(a.split("=", 1)[0]) for a in args if a.startswith("-")):
        return False  # an option that is not one naming the copy or its store (`--clean`, `--then-migrate`)
    first = _parts(positionals[0])
    if first & _COPY_NOUNS and first <= _COPY_NOUNS | _MAKING | _STORE_NOUNS:
        told = first | (_parts(positionals[1]) & _MAKING if len(positionals) > 1 else set())
    elif first <= _MAKING and len(positionals) > 1 and _parts(positionals[1]) & _COPY_NOUNS:
        told = first | _parts(positionals[1])
    else:
        return False
    if told & _NOT_ONLY_COPY:
        return False
    # nothing else among its first words or its options undoes, removes or overwrites
    options = (a for a in args if a.startswith("-"))
    return not any(_parts(w) & _NOT_ONLY_COPY for w in (*positionals[:3], *options))
