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

__all__ = ["Store", "StoreError", "StoreTx", "default_db_path", "open_store", "state_dir"]


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


def open_store(path: str | os.PathLike[str] | None = None) -> Store:
    """Open (creating and migrating if needed) the SQLite store at the resolved path."""
    from dongle.store.sqlite import SqliteStore

    return SqliteStore(default_db_path(path))
