"""The default Store: one SQLite file in the user's state directory.

Settings and why (python-ecosystem.md §5):
- WAL: readers never block the one writer, and several processes (server, hooks, operator CLI)
  share the file.
- synchronous=FULL: a commit is on disk when COMMIT returns, so an acknowledged approval, block or
  rate-limit failure survives `kill -9` and power loss.
- isolation_level=None + explicit `BEGIN IMMEDIATE`: the write lock is taken before the first read,
  so read-modify-write (step counters, attempt limits, the audit chain head) never loses an update.
- Files are created 0600 inside a 0700 directory (umask 077 while connecting); `PRAGMA user_version`
  numbers the schema and migrations run forward inside one transaction.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from dongle.audit import GENESIS_HASH
from dongle.store.anchor import Anchor, chain_break_error, missing_store_error, read_anchor, write_anchor
from dongle.store.base import StoreError
from dongle.store.common import (
    AUDIT_COLUMNS,
    SqlTx,
    audit_entry,
    audit_query,
    audit_values,
    insert_sql,
    next_link,
)
from dongle.store.records import AuditEntry, AuditFilter

BUSY_TIMEOUT_SECONDS = 15.0

_MIGRATIONS: list[str] = [
    # 1: initial schema
    """
    CREATE TABLE executions (
        execution_id TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        session_id TEXT,
        status TEXT NOT NULL,
        started_at REAL NOT NULL,
        finished_at REAL,
        max_steps INTEGER NOT NULL,
        implicit INTEGER NOT NULL DEFAULT 0,
        step_count INTEGER NOT NULL DEFAULT 0,
        budget_start INTEGER NOT NULL DEFAULT 0,
        last_outcome TEXT,
        paused_challenge_id TEXT,
        summary TEXT,
        error TEXT,
        parameters TEXT NOT NULL DEFAULT '{}'
    ) STRICT;
    CREATE INDEX executions_agent ON executions(agent, status);
    CREATE TABLE steps (
        execution_id TEXT NOT NULL,
        step_number INTEGER NOT NULL,
        agent TEXT NOT NULL,
        created_at REAL NOT NULL,
        action_hash TEXT NOT NULL,
        text TEXT NOT NULL,
        outcome TEXT,
        tier TEXT NOT NULL,
        risk_score INTEGER NOT NULL,
        danger_level INTEGER NOT NULL,
        proceed INTEGER NOT NULL,
        stopped INTEGER NOT NULL,
        reason TEXT,
        PRIMARY KEY (execution_id, step_number)
    ) STRICT;
    CREATE TABLE blocks (
        agent TEXT PRIMARY KEY,
        reason TEXT NOT NULL,
        blocked_at REAL NOT NULL,
        challenge_id TEXT,
        factors TEXT NOT NULL DEFAULT '[]',
        execution_id TEXT
    ) STRICT;
    CREATE TABLE challenges (
        challenge_id TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        kind TEXT NOT NULL,
        action_hash TEXT NOT NULL,
        action_text TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        state TEXT NOT NULL,
        execution_id TEXT,
        session_id TEXT,
        salt BLOB NOT NULL,
        code_hash BLOB NOT NULL,
        resolved_at REAL,
        resolved_by TEXT,
        replaced_by TEXT
    ) STRICT;
    CREATE INDEX challenges_state ON challenges(state, agent);
    CREATE TABLE confirmations (
        request_id TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        action_hash TEXT NOT NULL,
        action_text TEXT NOT NULL,
        danger_level INTEGER NOT NULL,
        tier TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        state TEXT NOT NULL,
        kind TEXT NOT NULL,
        execution_id TEXT,
        session_id TEXT,
        decided_by TEXT,
        decided_at REAL,
        acknowledged_at REAL,
        consumed_at REAL
    ) STRICT;
    CREATE INDEX confirmations_lookup ON confirmations(agent, action_hash, state);
    CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        failures TEXT NOT NULL,
        locked_until REAL NOT NULL,
        violations INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE notifications (
        notification_id INTEGER PRIMARY KEY AUTOINCREMENT,
        type TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at REAL NOT NULL,
        agent TEXT,
        subject_agent TEXT,
        metadata TEXT NOT NULL,
        cleared_at REAL
    ) STRICT;
    CREATE INDEX notifications_active ON notifications(cleared_at, agent);
    CREATE TABLE audit (
        seq INTEGER PRIMARY KEY,
        event TEXT NOT NULL,
        timestamp REAL NOT NULL,
        agent TEXT,
        session_id TEXT,
        execution_id TEXT,
        danger_level INTEGER,
        outcome TEXT,
        data TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
    ) STRICT;
    CREATE INDEX audit_agent ON audit(agent, timestamp);
    CREATE TABLE audit_head (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        seq INTEGER NOT NULL,
        hash TEXT NOT NULL
    ) STRICT;
    INSERT INTO audit_head (id, seq, hash) VALUES (1, 0, printf('%.64d', 0));
    """,
    # 2: a step is one clustered row (WITHOUT ROWID), and an execution's step count is derived from
    #    its steps instead of being rewritten on every step: each durable step dirties fewer pages,
    #    which is most of what a step costs under synchronous=FULL.
    """
    CREATE TABLE steps_v2 (
        execution_id TEXT NOT NULL,
        step_number INTEGER NOT NULL,
        agent TEXT NOT NULL,
        created_at REAL NOT NULL,
        action_hash TEXT NOT NULL,
        text TEXT NOT NULL,
        outcome TEXT,
        tier TEXT NOT NULL,
        risk_score INTEGER NOT NULL,
        danger_level INTEGER NOT NULL,
        proceed INTEGER NOT NULL,
        stopped INTEGER NOT NULL,
        reason TEXT,
        PRIMARY KEY (execution_id, step_number)
    ) STRICT, WITHOUT ROWID;
    INSERT INTO steps_v2 SELECT execution_id, step_number, agent, created_at, action_hash, text, outcome,
        tier, risk_score, danger_level, proceed, stopped, reason FROM steps;
    DROP TABLE steps;
    ALTER TABLE steps_v2 RENAME TO steps;
    ALTER TABLE executions DROP COLUMN step_count;
    """,
    # 3: the classifier rules a step matched, so escalation can see "the same action" by rule.
    """
    ALTER TABLE steps ADD COLUMN rules TEXT NOT NULL DEFAULT '[]';
    """,
    # 4: how far a confirmation's approval reaches (policy approvalPolicy.defaultScope): the exact
    #    call ('single') or the tool for the agent's session ('tool_session', for scope_ttl seconds).
    """
    ALTER TABLE confirmations ADD COLUMN scope TEXT NOT NULL DEFAULT 'single';
    ALTER TABLE confirmations ADD COLUMN tool TEXT;
    ALTER TABLE confirmations ADD COLUMN scope_ttl INTEGER;
    """,
]

SCHEMA_VERSION = len(_MIGRATIONS)


def _prepare_directory(path: Path) -> None:
    parent = path.parent
    if not parent.exists():
        parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.chmod(parent, 0o700)


def _tighten(path: Path) -> bool:
    """Make the database and its WAL/SHM companions owner-only (they may predate the umask).
    Returns True once all of them exist, so the check can stop (SQLite keeps their mode)."""
    complete = True
    for suffix in ("", "-wal", "-shm"):
        candidate = Path(str(path) + suffix)
        try:
            mode = stat.S_IMODE(candidate.stat().st_mode)
        except FileNotFoundError:
            complete = False
            continue
        if mode & 0o077:
            os.chmod(candidate, 0o600)
    return complete


class SqliteStore:
    """`Store` over one SQLite file. One connection per instance, guarded by a lock for threads."""

    def __init__(
        self, path: str | os.PathLike[str], *, check_integrity: bool = True, busy_timeout: float | None = None
    ):
        """`check_integrity=False` opens a store whose chain disagrees with its anchored head (for
        `dongle audit verify`, which reports the break instead of refusing). A missing or emptied
        database whose anchor shows it existed is refused either way: opening would recreate it."""
        self.path = Path(path).expanduser()
        self.location = str(self.path)
        self._lock = threading.RLock()
        anchor = read_anchor(self.location)
        existed = self.path.is_file() and self.path.stat().st_size > 0
        if anchor is not None and not existed:
            raise missing_store_error(self.location, anchor)
        _prepare_directory(self.path)
        old = os.umask(0o077)
        try:
            self._con = sqlite3.connect(
                str(self.path), timeout=BUSY_TIMEOUT_SECONDS if busy_timeout is None else busy_timeout,
                isolation_level=None, check_same_thread=False,
            )
            self._con.row_factory = sqlite3.Row
            self._con.execute("PRAGMA journal_mode=WAL")
            self._con.execute("PRAGMA synchronous=FULL")
            self._con.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open the dongle database {self.path}: {exc}") from exc
        finally:
            os.umask(old)
        self._tightened = _tighten(self.path)
        if anchor is None:
            write_anchor(self.location, *self.audit_head())
        elif check_integrity:
            self._check_anchor(anchor)

    def _check_anchor(self, anchor: Anchor) -> None:
        with self._lock:
            found = _SqliteTx(self._con).audit_hash_at(anchor.seq)
        if found != anchor.hash:
            self._con.close()
            raise chain_break_error(self.location, anchor, found)

    def _migrate(self) -> None:
        version = self._con.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"database {self.path} has schema version {version}; this dongle knows up to {SCHEMA_VERSION}"
            )
        if version == SCHEMA_VERSION:
            return
        self._con.execute("BEGIN IMMEDIATE")
        try:
            version = self._con.execute("PRAGMA user_version").fetchone()[0]
            for number in range(version, SCHEMA_VERSION):
                for statement in _MIGRATIONS[number].split(";\n"):
                    if statement.strip():
                        self._con.execute(statement)
                self._con.execute(f"PRAGMA user_version = {number + 1}")
            self._con.execute("COMMIT")
        except BaseException:
            self._con.execute("ROLLBACK")
            raise

    @contextmanager
    def transaction(self) -> Iterator[_SqliteTx]:
        with self._lock:
            old = os.umask(0o077)
            try:
                try:
                    self._con.execute("BEGIN IMMEDIATE")
                except sqlite3.OperationalError as exc:
                    raise StoreError(f"the dongle database is busy or unwritable: {exc}") from exc
            finally:
                os.umask(old)
            tx = _SqliteTx(self._con)
            try:
                yield tx
            except BaseException:
                self._con.execute("ROLLBACK")
                raise
            try:
                self._con.execute("COMMIT")
            except sqlite3.DatabaseError as exc:
                if self._con.in_transaction:
                    self._con.execute("ROLLBACK")
                raise StoreError(f"could not commit to the dongle database: {exc}") from exc
            if tx.new_head is not None:
                write_anchor(self.location, *tx.new_head)
        if not self._tightened:
            self._tightened = _tighten(self.path)

    def iter_audit(self, filt: AuditFilter | None = None) -> Iterator[AuditEntry]:
        sql, args = audit_query(filt)
        with self._lock:
            rows = self._con.execute(sql, args).fetchall()
        for row in rows:
            yield audit_entry(row)

    def audit_head(self) -> tuple[int, str]:
        with self._lock:
            row = self._con.execute("SELECT seq, hash FROM audit_head WHERE id = 1").fetchone()
        return (row["seq"], row["hash"]) if row else (0, GENESIS_HASH)

    def close(self) -> None:
        with self._lock:
            self._con.close()


class _SqliteTx(SqlTx):
    """`StoreTx` inside `BEGIN IMMEDIATE`: the database-wide write lock already serialises appends."""

    def _lock_chain_tail(self) -> tuple[int, str]:
        head = self._one("SELECT seq, hash FROM audit_head WHERE id = 1")
        last = self._one("SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1")
        return next_link(tuple(head) if head else None, tuple(last) if last else None)

    def _write_audit(self, entry: AuditEntry) -> None:
        self._run(insert_sql("audit", AUDIT_COLUMNS), audit_values(entry))
        self._run("UPDATE audit_head SET seq = ?, hash = ? WHERE id = 1", (entry.seq, entry.hash))

    def _metadata_equals(self, key: str, value: str | None) -> tuple[str, list[Any]]:
        # json_extract compares typed values: only a JSON string equals a text value.
        return "json_extract(metadata, ?) = ?", [f"$.{key}", value]
