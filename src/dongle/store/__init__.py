"""Persistent state of the safety loop: the `Store` protocol and how to find the default database.

Where the database lives, first match wins: an explicit path (`--db PATH`), the `DONGLE_DB`
environment variable, then `$XDG_STATE_HOME/mcpaql-safety-dongle/dongle.db` (XDG_STATE_HOME defaults
to `~/.local/state`). The state directory also holds the operator's passphrase verifier.
"""

from __future__ import annotations

import os
from pathlib import Path

from dongle.store.base import Store, StoreError, StoreTx

APP_DIR = "mcpaql-safety-dongle"
DB_NAME = "dongle.db"

__all__ = ["Store", "StoreError", "StoreTx", "db_url", "default_db_path", "open_store", "state_dir"]


def state_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base).expanduser() / APP_DIR


def default_db_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    if explicit:
        return Path(explicit).expanduser()
    env = os.environ.get("DONGLE_DB")
    if env:
        return Path(env).expanduser()
    return state_dir() / DB_NAME


def db_url(explicit: str | os.PathLike[str] | None = None) -> str | None:
    """The postgresql:// URL that `explicit` or DONGLE_DB names, or None when the store is a file."""
    location = str(explicit) if explicit else os.environ.get("DONGLE_DB", "")
    return location if location.startswith(("postgresql://", "postgres://")) else None


def open_store(
    path: str | os.PathLike[str] | None = None,
    *,
    check_integrity: bool = True,
    busy_timeout: float | None = None,
) -> Store:
    """Open (creating and migrating if needed) the store at the resolved location: a postgresql:// URL
    selects the PostgreSQL backend (imported only then), anything else is a SQLite file path. A file
    store that existed and is now missing, emptied or rewound is refused (see `dongle.store.anchor`);
    `check_integrity=False` lets `dongle audit verify` open a rewound one to report it. `busy_timeout`
    bounds each wait for a locked SQLite file (a hook passes what is left of its time budget)."""
    url = db_url(path)
    if url:
        from dongle.store.postgres import PostgresStore

        return PostgresStore(url)
    from dongle.store.sqlite import SqliteStore

    return SqliteStore(default_db_path(path), check_integrity=check_integrity, busy_timeout=busy_timeout)
