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


# Programs whose "snapshot" builds something rather than copying it: dbt's snapshots are tables it writes
# (slowly changing dimensions), rebuilt from the models' current state.
_OTHER_MEANINGS = frozenset({"dbt"})


def takes_copy(positionals: Sequence[str], args: Sequence[str], program: str = "") -> bool:
    """The program is told only to take a snapshot or a backup of a store."""
    if not positionals or program in _OTHER_MEANINGS:
        return False
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
