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

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import sql
from psycopg.rows import dict_row

from dongle.audit import GENESIS_HASH, chain_hash, entry_fields, redact
from dongle.store.base import StoreError
from dongle.store.records import (
    AuditDraft,
    AuditEntry,
    AuditFilter,
    BlockRecord,
    ChallengeRecord,
    ConfirmationRecord,
    ExecutionRecord,
    NotificationRecord,
    RateLimitRecord,
    StepRecord,
)

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
]

SCHEMA_VERSION = len(_MIGRATIONS)

_EXECUTION_COLS = (
    "execution_id, agent, session_id, status, started_at, finished_at, max_steps, implicit,"
    " budget_start, last_outcome, paused_challenge_id, summary, error, parameters"
)
# As in the SQLite store, an execution's step count is derived from its step rows (the highest step
# number, an index seek), never a separately rewritten counter that could drift from them.
_EXECUTION_SELECT = (
    f"SELECT {_EXECUTION_COLS}, (SELECT COALESCE(MAX(s.step_number), 0) FROM steps s"
    " WHERE s.execution_id = e.execution_id) AS step_count FROM executions e"
)
_CHALLENGE_COLS = (
    "challenge_id, agent, kind, action_hash, action_text, reason, created_at, expires_at, state,"
    " execution_id, session_id, salt, code_hash, resolved_at, resolved_by, replaced_by"
)
_CONFIRMATION_COLS = (
    "request_id, agent, action_hash, action_text, danger_level, tier, reason, created_at, expires_at,"
    " state, kind, execution_id, session_id, decided_by, decided_at, acknowledged_at, consumed_at"
)
_AUDIT_COLS = (
    "seq, event, timestamp, agent, session_id, execution_id, danger_level, outcome, data, prev_hash, hash"
)


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


def _j(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


def _payload(events: list[dict[str, Any]]) -> str:
    """The NOTIFY payload; PostgreSQL refuses payloads of 8000 bytes or more, and a refused NOTIFY
    would abort the decision's commit, so a large batch is summarised (listeners then re-read)."""
    payload = _j(events)
    if len(payload.encode()) < NOTIFY_LIMIT:
        return payload
    return _j([{"event": "many", "count": len(events)}])


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
        filt = filt or AuditFilter()
        clauses, args = [], []
        for clause, value in (
            ("agent = %s", filt.agent),
            ("danger_level >= %s", filt.min_level),
            ("outcome = %s", filt.outcome),
            ("event = %s", filt.event),
            ("timestamp >= %s", filt.since),
            ("timestamp <= %s", filt.until),
        ):
            if value is not None:
                clauses.append(clause)
                args.append(value)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        sql = f"SELECT {_AUDIT_COLS} FROM audit{where} ORDER BY seq"
        if filt.limit is not None:
            newest = f"SELECT {_AUDIT_COLS} FROM audit{where} ORDER BY seq DESC LIMIT %s"
            sql = f"SELECT * FROM ({newest}) t ORDER BY seq"
            args.append(int(filt.limit))
        for row in self._read(sql, args):
            yield _audit_entry(row)

    def audit_head(self) -> tuple[int, str]:
        rows = self._read("SELECT seq, hash FROM audit_head WHERE id = 1")
        return (rows[0]["seq"], rows[0]["hash"]) if rows else (0, GENESIS_HASH)

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._con.close()


def _audit_entry(row: dict[str, Any]) -> AuditEntry:
    return AuditEntry(**{**row, "data": json.loads(row["data"])})


def _execution(row: dict[str, Any]) -> ExecutionRecord:
    return ExecutionRecord(**{**row, "parameters": json.loads(row["parameters"])})


def _notification(row: dict[str, Any]) -> NotificationRecord:
    return NotificationRecord(**{**row, "metadata": json.loads(row["metadata"])})


class _PostgresTx:
    """`StoreTx` inside a transaction that holds WRITE_LOCK. `events` are NOTIFYed at commit."""

    def __init__(self, con: psycopg.Connection):
        self._con = con
        self.events: list[dict[str, Any]] = []

    def _one(self, sql: str, *args: Any) -> dict[str, Any] | None:
        return self._con.execute(sql, args).fetchone()

    def _all(self, sql: str, args: list[Any] | tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        return self._con.execute(sql, args).fetchall()

    # executions ---------------------------------------------------------------------------
    def insert_execution(self, rec: ExecutionRecord) -> None:
        self._con.execute(
            f"INSERT INTO executions ({_EXECUTION_COLS}) VALUES ({', '.join(['%s'] * 14)})",
            (
                rec.execution_id,
                rec.agent,
                rec.session_id,
                rec.status,
                rec.started_at,
                rec.finished_at,
                rec.max_steps,
                bool(rec.implicit),
                rec.budget_start,
                rec.last_outcome,
                rec.paused_challenge_id,
                rec.summary,
                rec.error,
                _j(rec.parameters),
            ),
        )

    def get_execution(self, execution_id: str) -> ExecutionRecord | None:
        row = self._one(f"{_EXECUTION_SELECT} WHERE execution_id = %s", execution_id)
        return _execution(row) if row else None

    def active_execution(
        self, agent: str, session_id: str | None = None, implicit: bool = False
    ) -> ExecutionRecord | None:
        sql = f"{_EXECUTION_SELECT} WHERE agent = %s AND implicit = %s AND status IN ('pending','running')"
        args: list[Any] = [agent, bool(implicit)]
        if session_id is not None:
            sql += " AND session_id = %s"
            args.append(session_id)
        row = self._one(sql + " ORDER BY e.started_at DESC, e.rid DESC LIMIT 1", *args)
        return _execution(row) if row else None

    def active_executions(self, session_id: str | None = None) -> list[ExecutionRecord]:
        sql = f"{_EXECUTION_SELECT} WHERE status IN ('pending','running')"
        args: list[Any] = []
        if session_id is not None:
            sql += " AND session_id = %s"
            args.append(session_id)
        return [_execution(r) for r in self._all(sql + " ORDER BY e.rid", args)]

    def update_execution(self, rec: ExecutionRecord) -> None:
        self._con.execute(
            "UPDATE executions SET status=%s, finished_at=%s, max_steps=%s, budget_start=%s,"
            " last_outcome=%s, paused_challenge_id=%s, summary=%s, error=%s, parameters=%s"
            " WHERE execution_id=%s",
            (
                rec.status,
                rec.finished_at,
                rec.max_steps,
                rec.budget_start,
                rec.last_outcome,
                rec.paused_challenge_id,
                rec.summary,
                rec.error,
                _j(rec.parameters),
                rec.execution_id,
            ),
        )

    # steps --------------------------------------------------------------------------------
    def insert_step(self, rec: StepRecord) -> None:
        self._con.execute(
            "INSERT INTO steps (execution_id, step_number, agent, created_at, action_hash, text, outcome,"
            " tier, risk_score, danger_level, proceed, stopped, reason, rules)"
            f" VALUES ({', '.join(['%s'] * 14)})",
            (
                rec.execution_id,
                rec.step_number,
                rec.agent,
                rec.created_at,
                rec.action_hash,
                rec.text,
                rec.outcome,
                rec.tier,
                rec.risk_score,
                rec.danger_level,
                bool(rec.proceed),
                bool(rec.stopped),
                rec.reason,
                _j(list(rec.rules)),
            ),
        )

    def recent_steps(self, execution_id: str, limit: int = 50) -> list[StepRecord]:
        # Like the SQLite store, leave the reported text out: callers need the facts, and a hint may
        # be kilobytes long; this runs on every step.
        rows = self._all(
            "SELECT execution_id, step_number, agent, created_at, action_hash, '' AS text, outcome, tier,"
            " risk_score, danger_level, proceed, stopped, reason, rules FROM steps WHERE execution_id = %s"
            " ORDER BY step_number DESC LIMIT %s",
            (execution_id, limit),
        )
        return [StepRecord(**{**r, "rules": tuple(json.loads(r["rules"]))}) for r in rows]

    # blocks -------------------------------------------------------------------------------
    def get_block(self, agent: str) -> BlockRecord | None:
        row = self._one("SELECT * FROM blocks WHERE agent = %s", agent)
        return BlockRecord(**{**row, "factors": json.loads(row["factors"])}) if row else None

    def put_block(self, rec: BlockRecord) -> None:
        self._con.execute(
            "INSERT INTO blocks (agent, reason, blocked_at, challenge_id, factors, execution_id)"
            " VALUES (%s,%s,%s,%s,%s,%s) ON CONFLICT (agent) DO UPDATE SET reason=excluded.reason,"
            " blocked_at=excluded.blocked_at, challenge_id=excluded.challenge_id, factors=excluded.factors,"
            " execution_id=excluded.execution_id",
            (rec.agent, rec.reason, rec.blocked_at, rec.challenge_id, _j(rec.factors), rec.execution_id),
        )
        self.events.append({"event": "block", "agent": rec.agent})

    def delete_block(self, agent: str) -> bool:
        removed = self._con.execute("DELETE FROM blocks WHERE agent = %s", (agent,)).rowcount > 0
        if removed:
            self.events.append({"event": "unblock", "agent": agent})
        return removed

    def list_blocks(self) -> list[BlockRecord]:
        rows = self._all("SELECT * FROM blocks ORDER BY blocked_at")
        return [BlockRecord(**{**r, "factors": json.loads(r["factors"])}) for r in rows]

    # challenges ---------------------------------------------------------------------------
    def insert_challenge(self, rec: ChallengeRecord) -> None:
        self._con.execute(
            f"INSERT INTO challenges ({_CHALLENGE_COLS}) VALUES ({', '.join(['%s'] * 16)})",
            (
                rec.challenge_id,
                rec.agent,
                rec.kind,
                rec.action_hash,
                rec.action_text,
                rec.reason,
                rec.created_at,
                rec.expires_at,
                rec.state,
                rec.execution_id,
                rec.session_id,
                bytes(rec.salt),
                bytes(rec.code_hash),
                rec.resolved_at,
                rec.resolved_by,
                rec.replaced_by,
            ),
        )

    def get_challenge(self, challenge_id: str) -> ChallengeRecord | None:
        row = self._one(f"SELECT {_CHALLENGE_COLS} FROM challenges WHERE challenge_id = %s", challenge_id)
        return _challenge(row) if row else None

    def update_challenge(self, rec: ChallengeRecord) -> None:
        self._con.execute(
            "UPDATE challenges SET state=%s, expires_at=%s, salt=%s, code_hash=%s, resolved_at=%s,"
            " resolved_by=%s, replaced_by=%s WHERE challenge_id=%s",
            (
                rec.state,
                rec.expires_at,
                bytes(rec.salt),
                bytes(rec.code_hash),
                rec.resolved_at,
                rec.resolved_by,
                rec.replaced_by,
                rec.challenge_id,
            ),
        )

    def list_challenges(
        self, state: str | None = "pending", agent: str | None = None
    ) -> list[ChallengeRecord]:
        clauses, args = [], []
        for column, value in (("state", state), ("agent", agent)):
            if value is not None:
                clauses.append(f"{column} = %s")
                args.append(value)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self._all(f"SELECT {_CHALLENGE_COLS} FROM challenges{where} ORDER BY created_at, rid", args)
        return [_challenge(r) for r in rows]

    # confirmations ------------------------------------------------------------------------
    def insert_confirmation(self, rec: ConfirmationRecord) -> None:
        self._con.execute(
            f"INSERT INTO confirmations ({_CONFIRMATION_COLS}) VALUES ({', '.join(['%s'] * 17)})",
            (
                rec.request_id,
                rec.agent,
                rec.action_hash,
                rec.action_text,
                rec.danger_level,
                rec.tier,
                rec.reason,
                rec.created_at,
                rec.expires_at,
                rec.state,
                rec.kind,
                rec.execution_id,
                rec.session_id,
                rec.decided_by,
                rec.decided_at,
                rec.acknowledged_at,
                rec.consumed_at,
            ),
        )

    def get_confirmation(self, request_id: str) -> ConfirmationRecord | None:
        row = self._one(f"SELECT {_CONFIRMATION_COLS} FROM confirmations WHERE request_id = %s", request_id)
        return ConfirmationRecord(**row) if row else None

    def update_confirmation(self, rec: ConfirmationRecord) -> None:
        self._con.execute(
            "UPDATE confirmations SET state=%s, expires_at=%s, decided_by=%s, decided_at=%s,"
            " acknowledged_at=%s, consumed_at=%s WHERE request_id=%s",
            (
                rec.state,
                rec.expires_at,
                rec.decided_by,
                rec.decided_at,
                rec.acknowledged_at,
                rec.consumed_at,
                rec.request_id,
            ),
        )

    def list_confirmations(
        self, state: str | None = "pending", agent: str | None = None, action_hash: str | None = None
    ) -> list[ConfirmationRecord]:
        clauses, args = [], []
        for column, value in (("state", state), ("agent", agent), ("action_hash", action_hash)):
            if value is not None:
                clauses.append(f"{column} = %s")
                args.append(value)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self._all(
            f"SELECT {_CONFIRMATION_COLS} FROM confirmations{where} ORDER BY created_at, rid", args
        )
        return [ConfirmationRecord(**r) for r in rows]

    # rate limits --------------------------------------------------------------------------
    def get_rate_limit(self, key: str) -> RateLimitRecord | None:
        # FOR UPDATE: the caller adds a failure and writes the row back in this transaction.
        row = self._one("SELECT * FROM rate_limits WHERE key = %s FOR UPDATE", key)
        return RateLimitRecord(**{**row, "failures": json.loads(row["failures"])}) if row else None

    def put_rate_limit(self, rec: RateLimitRecord) -> None:
        self._con.execute(
            "INSERT INTO rate_limits (key, failures, locked_until, violations) VALUES (%s,%s,%s,%s)"
            " ON CONFLICT (key) DO UPDATE SET failures=excluded.failures,"
            " locked_until=excluded.locked_until, violations=excluded.violations",
            (rec.key, _j(rec.failures), rec.locked_until, rec.violations),
        )

    # notifications ------------------------------------------------------------------------
    def insert_notification(self, rec: NotificationRecord) -> int:
        row = self._one(
            "INSERT INTO notifications (type, message, created_at, agent, subject_agent, metadata,"
            " cleared_at) VALUES (%s,%s,%s,%s,%s,%s,%s) RETURNING notification_id",
            rec.type,
            rec.message,
            rec.created_at,
            rec.agent,
            rec.subject_agent,
            _j(rec.metadata),
            rec.cleared_at,
        )
        notification_id = int(row["notification_id"]) if row else 0
        self.events.append(
            {"event": "notification", "id": notification_id, "type": rec.type, "agent": rec.agent}
        )
        return notification_id

    def active_notifications(self, agent: str) -> list[NotificationRecord]:
        rows = self._all(
            "SELECT * FROM notifications WHERE cleared_at IS NULL AND (agent = %s OR agent IS NULL)"
            " ORDER BY notification_id",
            (agent,),
        )
        return [_notification(r) for r in rows]

    def clear_notifications(
        self,
        now: float,
        *,
        type: str,
        agent: str | None = None,
        subject_agent: str | None = None,
        key: str | None = None,
        value: str | None = None,
    ) -> int:
        sql = "UPDATE notifications SET cleared_at = %s WHERE cleared_at IS NULL AND type = %s"
        args: list[Any] = [now, type]
        if agent is not None:
            sql += " AND agent = %s"
            args.append(agent)
        if subject_agent is not None:
            sql += " AND subject_agent = %s"
            args.append(subject_agent)
        if key is not None:
            # SQLite's json_extract compares typed values: only a JSON string equals a text value.
            sql += " AND jsonb_typeof(metadata::jsonb -> %s) = 'string' AND metadata::jsonb ->> %s = %s"
            args.extend([key, key, value])
        return self._con.execute(sql, args).rowcount

    # audit --------------------------------------------------------------------------------
    def append_audit(self, draft: AuditDraft) -> AuditEntry:
        row = self._one(
            "SELECT h.seq, h.hash, a.seq AS last_seq, a.hash AS last_hash FROM audit_head h"
            " LEFT JOIN LATERAL (SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1) a ON TRUE"
            " WHERE h.id = 1 FOR UPDATE OF h"
        )
        # Continue from whichever is further along, so a deleted tail never lets seq numbers repeat.
        prev_seq, prev_hash = (row["seq"], row["hash"]) if row else (0, GENESIS_HASH)
        if row and row["last_seq"] is not None and row["last_seq"] > prev_seq:
            prev_seq, prev_hash = row["last_seq"], row["last_hash"]
        seq = prev_seq + 1
        data = redact(draft.data)
        fields = entry_fields(
            seq,
            draft.event,
            draft.timestamp,
            draft.agent,
            draft.session_id,
            draft.execution_id,
            draft.danger_level,
            draft.outcome,
            data,
        )
        # Round-trip the data through JSON so the hashed form is exactly what verification reads back.
        fields["data"] = data = json.loads(_j(data))
        digest = chain_hash(prev_hash, fields)
        self._con.execute(
            f"WITH appended AS (INSERT INTO audit ({_AUDIT_COLS}) VALUES ({', '.join(['%s'] * 11)}))"
            " UPDATE audit_head SET seq = %s, hash = %s WHERE id = 1",
            (
                seq,
                draft.event,
                draft.timestamp,
                draft.agent,
                draft.session_id,
                draft.execution_id,
                draft.danger_level,
                draft.outcome,
                _j(data),
                prev_hash,
                digest,
                seq,
                digest,
            ),
        )
        return AuditEntry(
            seq=seq,
            event=draft.event,
            timestamp=draft.timestamp,
            agent=draft.agent,
            session_id=draft.session_id,
            execution_id=draft.execution_id,
            danger_level=draft.danger_level,
            outcome=draft.outcome,
            data=data,
            prev_hash=prev_hash,
            hash=digest,
        )

    def audit_head(self) -> tuple[int, str]:
        row = self._one("SELECT seq, hash FROM audit_head WHERE id = 1")
        return (row["seq"], row["hash"]) if row else (0, GENESIS_HASH)


def _challenge(row: dict[str, Any]) -> ChallengeRecord:
    return ChallengeRecord(**{**row, "salt": bytes(row["salt"]), "code_hash": bytes(row["code_hash"])})
