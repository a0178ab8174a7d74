"""The team Store: one PostgreSQL database shared by several dongle instances (psycopg 3).

Chosen with `--db postgresql://…` (or `DONGLE_DB`). It keeps the `Store` contract of the SQLite
backend, row for row, so that a block, a confirmation or a rate-limit failure recorded through one
instance is what every other instance reads on its next decision.

How the contract "no other writer interleaves" is kept:
- Every write transaction first takes one transaction-scoped advisory lock
  (`pg_advisory_xact_lock(WRITE_LOCK)`), the exact counterpart of SQLite's `BEGIN IMMEDIATE`.
  Row locks alone would not do: the service checks for rows that do not exist yet (a pending
  confirmation for the same action, an active execution) and then inserts them; only SERIALIZABLE
  with a retry loop would cover those phantoms, and a `with store.transaction()` body cannot be
  replayed. The lock is released by COMMIT or ROLLBACK, so a crashed instance never holds it.
- `append_audit` additionally locks the chain-head row (`SELECT … FOR UPDATE`), so even a writer that
  skipped the advisory lock could not fork the chain: appends are strictly serialised on that row.
- Commits are synchronous (`synchronous_commit=on` for the session): acknowledged means on disk,
  as with SQLite's synchronous=FULL.

How an instance learns of a block made elsewhere: blocks live only in the shared `blocks` table and
the service reads it inside every decision's transaction; there is no per-instance cache to go
stale. The transaction that writes a block or a danger_zone broadcast also sends
`NOTIFY dongle_events` (delivered on commit only), which `dongle.store.broadcast` turns into a
push for listeners such as the console; correctness never depends on that push.

psycopg is imported here, and this module is imported only when a postgresql:// URL is used.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import sql
from psycopg.rows import dict_row, tuple_row

from dongle.audit import GENESIS_HASH
from dongle.store.base import StoreError
from dongle.store.common import (
    AUDIT_COLUMNS,
    SqlTx,
    audit_entry,
    audit_query,
    audit_values,
    in_dialect,
    insert_sql,
    next_link,
    to_json,
)
from dongle.store.records import AuditEntry, AuditFilter, BlockRecord, NotificationRecord

# Arbitrary but fixed 64-bit keys: every dongle instance of one database agrees on them.
WRITE_LOCK = 0x646F6E676C65_01  # "dongle" + 1: the writer lock (BEGIN IMMEDIATE counterpart)
MIGRATION_LOCK = 0x646F6E676C65_02
CHANNEL = "dongle_events"
NOTIFY_LIMIT = 7900  # bytes; PostgreSQL's limit is 8000
CONNECT_TIMEOUT_SECONDS = 10
LOCK_TIMEOUT = "15s"  # same patience as SQLite's busy timeout; then StoreError, fail closed
_BEGIN_LOCKED = f"BEGIN; SELECT pg_advisory_xact_lock({WRITE_LOCK})"

_MIGRATIONS: list[str] = [
    # 1: initial schema (same tables and columns as the SQLite schema 1; `rid` keeps insertion order)
    """
    CREATE TABLE executions (
        rid BIGINT GENERATED ALWAYS AS IDENTITY,
        execution_id TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        session_id TEXT,
        status TEXT NOT NULL,
        started_at DOUBLE PRECISION NOT NULL,
        finished_at DOUBLE PRECISION,
        max_steps BIGINT NOT NULL,
        implicit BOOLEAN NOT NULL DEFAULT FALSE,
        budget_start BIGINT NOT NULL DEFAULT 0,
        last_outcome TEXT,
        paused_challenge_id TEXT,
        summary TEXT,
        error TEXT,
        parameters TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX executions_agent ON executions(agent, status);
    CREATE TABLE steps (
        execution_id TEXT NOT NULL,
        step_number BIGINT NOT NULL,
        agent TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        action_hash TEXT NOT NULL,
        text TEXT NOT NULL,
        outcome TEXT,
        tier TEXT NOT NULL,
        risk_score BIGINT NOT NULL,
        danger_level BIGINT NOT NULL,
        proceed BOOLEAN NOT NULL,
        stopped BOOLEAN NOT NULL,
        reason TEXT,
        PRIMARY KEY (execution_id, step_number)
    );
    CREATE TABLE blocks (
        agent TEXT PRIMARY KEY,
        reason TEXT NOT NULL,
        blocked_at DOUBLE PRECISION NOT NULL,
        challenge_id TEXT,
        factors TEXT NOT NULL DEFAULT '[]',
        execution_id TEXT
    );
    CREATE TABLE challenges (
        rid BIGINT GENERATED ALWAYS AS IDENTITY,
        challenge_id TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        kind TEXT NOT NULL,
        action_hash TEXT NOT NULL,
        action_text TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        expires_at DOUBLE PRECISION NOT NULL,
        state TEXT NOT NULL,
        execution_id TEXT,
        session_id TEXT,
        salt BYTEA NOT NULL,
        code_hash BYTEA NOT NULL,
        resolved_at DOUBLE PRECISION,
        resolved_by TEXT,
        replaced_by TEXT
    );
    CREATE INDEX challenges_state ON challenges(state, agent);
    CREATE TABLE confirmations (
        rid BIGINT GENERATED ALWAYS AS IDENTITY,
        request_id TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        action_hash TEXT NOT NULL,
        action_text TEXT NOT NULL,
        danger_level BIGINT NOT NULL,
        tier TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        expires_at DOUBLE PRECISION NOT NULL,
        state TEXT NOT NULL,
        kind TEXT NOT NULL,
        execution_id TEXT,
        session_id TEXT,
        decided_by TEXT,
        decided_at DOUBLE PRECISION,
        acknowledged_at DOUBLE PRECISION,
        consumed_at DOUBLE PRECISION
    );
    CREATE INDEX confirmations_lookup ON confirmations(agent, action_hash, state);
    CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        failures TEXT NOT NULL,
        locked_until DOUBLE PRECISION NOT NULL,
        violations BIGINT NOT NULL
    );
    CREATE TABLE notifications (
        notification_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        type TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        agent TEXT,
        subject_agent TEXT,
        metadata TEXT NOT NULL,
        cleared_at DOUBLE PRECISION
    );
    CREATE INDEX notifications_active ON notifications(cleared_at, agent);
    CREATE TABLE audit (
        seq BIGINT PRIMARY KEY,
        event TEXT NOT NULL,
        timestamp DOUBLE PRECISION NOT NULL,
        agent TEXT,
        session_id TEXT,
        execution_id TEXT,
        danger_level BIGINT,
        outcome TEXT,
        data TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
    );
    CREATE INDEX audit_agent ON audit(agent, timestamp);
    CREATE TABLE audit_head (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        seq BIGINT NOT NULL,
        hash TEXT NOT NULL
    );
    INSERT INTO audit_head (id, seq, hash) VALUES (1, 0, repeat('0', 64))
    """,
    # 2: the classifier rules a step matched (escalation counts repeats by rule), as SQLite schema 3.
    """
    ALTER TABLE steps ADD COLUMN rules TEXT NOT NULL DEFAULT '[]'
    """,
    # 3: how far a confirmation's approval reaches, as SQLite schema 4.
    """
    ALTER TABLE confirmations ADD COLUMN scope TEXT NOT NULL DEFAULT 'single';
    ALTER TABLE confirmations ADD COLUMN tool TEXT;
    ALTER TABLE confirmations ADD COLUMN scope_ttl BIGINT
    """,
]

SCHEMA_VERSION = len(_MIGRATIONS)


def is_postgres_url(location: object) -> bool:
    return isinstance(location, str) and location.startswith(("postgresql://", "postgres://"))


def redact_url(url: str) -> str:
    """The URL without its password, for messages and `location`."""
    try:
        info = psycopg.conninfo.conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "postgresql://(unreadable URL)"
    host = info.get("host", "localhost")
    port = f":{info['port']}" if info.get("port") else ""
    user = f"{info['user']}@" if info.get("user") else ""
    return f"postgresql://{user}{host}{port}/{info.get('dbname', '')}"


def _payload(events: list[dict[str, Any]]) -> str:
    """The NOTIFY payload; PostgreSQL refuses payloads of 8000 bytes or more, and a refused NOTIFY
    would abort the decision's commit, so a large batch is summarised (listeners then re-read)."""
    payload = to_json(events)
    if len(payload.encode()) < NOTIFY_LIMIT:
        return payload
    return to_json([{"event": "many", "count": len(events)}])


def _schema_version(con: psycopg.Connection) -> int:
    exists = con.execute("SELECT to_regclass('dongle_schema') IS NOT NULL AS present").fetchone()
    if not exists["present"]:
        return 0
    row = con.execute("SELECT version FROM dongle_schema WHERE id = 1").fetchone()
    return int(row["version"]) if row else 0


def connect(url: str) -> psycopg.Connection:
    """An autocommit connection with dict rows (transactions are opened explicitly)."""
    try:
        con = psycopg.connect(
            url, autocommit=True, row_factory=dict_row, connect_timeout=CONNECT_TIMEOUT_SECONDS
        )
    except psycopg.Error as exc:
        raise StoreError(f"cannot connect to the dongle database {redact_url(url)}: {exc}") from exc
    con.execute("SET synchronous_commit = on")
    con.execute(f"SET lock_timeout = '{LOCK_TIMEOUT}'")
    return con


def schema_status(url: str) -> tuple[int, int]:
    """(current, target) schema version without changing anything."""
    con = connect(url)
    try:
        return _schema_version(con), SCHEMA_VERSION
    finally:
        con.close()


def migrate(con: psycopg.Connection, location: str) -> tuple[int, int]:
    """Bring the schema to SCHEMA_VERSION in one transaction; returns (before, after).

    Two instances starting at once serialise on MIGRATION_LOCK, and the second sees the work done.
    PostgreSQL DDL is transactional, so a failed upgrade leaves the previous version intact.
    """
    before = _schema_version(con)
    if before > SCHEMA_VERSION:
        raise StoreError(
            f"database {location} has schema version {before}; this dongle knows up to {SCHEMA_VERSION}"
        )
    if before == SCHEMA_VERSION:
        return before, before
    with con.transaction():
        con.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        con.execute(
            "CREATE TABLE IF NOT EXISTS dongle_schema (id INTEGER PRIMARY KEY CHECK (id = 1),"
            " version INTEGER NOT NULL)"
        )
        con.execute("INSERT INTO dongle_schema (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING")
        current = _schema_version(con)
        for number in range(current, SCHEMA_VERSION):
            for statement in _MIGRATIONS[number].split(";\n"):
                if statement.strip():
                    con.execute(statement)
            con.execute("UPDATE dongle_schema SET version = %s WHERE id = 1", (number + 1,))
    return before, SCHEMA_VERSION


class PostgresStore:
    """`Store` over one PostgreSQL database. One connection per instance, guarded by a lock for threads.

    A connection that broke (server restart, network) is replaced on the next transaction; the
    transaction that saw the break fails with StoreError, so its caller fails closed.
    """

    def __init__(self, url: str):
        self.url = url
        self.location = redact_url(url)
        self._lock = threading.RLock()
        self._closed = False
        self._con = connect(url)
        try:
            migrate(self._con, self.location)
        except psycopg.Error as exc:
            self._con.close()
            raise StoreError(f"cannot prepare the dongle database {self.location}: {exc}") from exc
        except StoreError:
            self._con.close()
            raise

    def _connection(self) -> psycopg.Connection:
        if self._closed:
            raise StoreError(f"the dongle database {self.location} was closed")
        if self._con.closed or self._con.broken:
            self._con = connect(self.url)
        return self._con

    @contextmanager
    def transaction(self) -> Iterator[_PostgresTx]:
        with self._lock:
            con = self._connection()
            try:
                # one round trip: every statement of a decision costs a network wait under load
                con.execute(_BEGIN_LOCKED)
            except psycopg.Error as exc:
                self._rollback(con)
                raise StoreError(f"the dongle database is busy or unreachable: {exc}") from exc
            tx = _PostgresTx(con)
            try:
                yield tx
            except psycopg.Error as exc:
                self._rollback(con)
                raise StoreError(f"the dongle database refused an operation: {exc}") from exc
            except BaseException:
                self._rollback(con)
                raise
            try:
                if tx.events:  # queued by NOTIFY, delivered by PostgreSQL only when COMMIT succeeds
                    notify = sql.SQL("SELECT pg_notify({}, {}); COMMIT").format(CHANNEL, _payload(tx.events))
                    con.execute(notify)
                else:
                    con.execute("COMMIT")
            except psycopg.Error as exc:
                self._rollback(con)
                raise StoreError(f"could not commit to the dongle database: {exc}") from exc

    @staticmethod
    def _rollback(con: psycopg.Connection) -> None:
        if con.closed or con.broken:
            return
        try:
            con.execute("ROLLBACK")
        except psycopg.Error:
            con.close()  # replaced by the next transaction

    def _read(self, sql: str, args: list[Any] | tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        with self._lock:
            try:
                return self._connection().execute(sql, args).fetchall()
            except psycopg.Error as exc:
                raise StoreError(f"cannot read the dongle database: {exc}") from exc

    def iter_audit(self, filt: AuditFilter | None = None) -> Iterator[AuditEntry]:
        query, args = audit_query(filt)
        for row in self._read(in_dialect(query, "%s"), args):
            yield audit_entry(row)

    def audit_head(self) -> tuple[int, str]:
        rows = self._read("SELECT seq, hash FROM audit_head WHERE id = 1")
        return (rows[0]["seq"], rows[0]["hash"]) if rows else (0, GENESIS_HASH)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._con.close()


class _PostgresTx(SqlTx):
    """`StoreTx` inside a transaction that holds WRITE_LOCK. `events` are NOTIFYed at commit."""

    PLACEHOLDER = "%s"
    ORDER = "rid"

    def __init__(self, con: psycopg.Connection):
        super().__init__(con)
        self.events: list[dict[str, Any]] = []

    def _tuples(self, sql: str, args: Sequence[Any] = ()) -> list[Sequence[Any]]:
        return self._con.cursor(row_factory=tuple_row).execute(self._q(sql), args).fetchall()

    def _for_update(self) -> str:
        # the caller adds a failure and writes the row back in this transaction
        return " FOR UPDATE"

    def put_block(self, rec: BlockRecord) -> None:
        super().put_block(rec)
        self.events.append({"event": "block", "agent": rec.agent})

    def delete_block(self, agent: str) -> bool:
        removed = super().delete_block(agent)
        if removed:
            self.events.append({"event": "unblock", "agent": agent})
        return removed

    def insert_notification(self, rec: NotificationRecord) -> int:
        notification_id = super().insert_notification(rec)
        self.events.append(
            {"event": "notification", "id": notification_id, "type": rec.type, "agent": rec.agent}
        )
        return notification_id

    def _metadata_equals(self, key: str, value: str | None) -> tuple[str, list[Any]]:
        # SQLite's json_extract compares typed values: only a JSON string equals a text value.
        clause = "jsonb_typeof(metadata::jsonb -> ?) = 'string' AND metadata::jsonb ->> ? = ?"
        return clause, [key, key, value]

    def _lock_chain_tail(self) -> tuple[int, str]:
        # FOR UPDATE of the head row: appends serialise on it even without the advisory lock.
        row = self._one(
            "SELECT h.seq, h.hash, a.seq AS last_seq, a.hash AS last_hash FROM audit_head h"
            " LEFT JOIN LATERAL (SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1) a ON TRUE"
            " WHERE h.id = 1 FOR UPDATE OF h"
        )
        if not row:
            return next_link(None, None)
        last = (row["last_seq"], row["last_hash"]) if row["last_seq"] is not None else None
        return next_link((row["seq"], row["hash"]), last)

    def _write_audit(self, entry: AuditEntry) -> None:
        # one statement, one round trip
        self._run(
            f"WITH appended AS ({insert_sql('audit', AUDIT_COLUMNS)})"
            " UPDATE audit_head SET seq = ?, hash = ? WHERE id = 1",
            (*audit_values(entry), entry.seq, entry.hash),
        )
