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

import json
import os
import sqlite3
import stat
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

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


@lru_cache(maxsize=512)
def _rule_ids(text: str) -> tuple[str, ...]:
    """A step's stored rule ids. Every step re-reads the last 50 of its execution, and their few
    distinct rule lists would otherwise be JSON-decoded 50 times per step (tuples are immutable)."""
    return tuple(json.loads(text))


def _j(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


class SqliteStore:
    """`Store` over one SQLite file. One connection per instance, guarded by a lock for threads."""

    def __init__(self, path: str | os.PathLike[str]):
        self.path = Path(path).expanduser()
        self.location = str(self.path)
        self._lock = threading.RLock()
        _prepare_directory(self.path)
        old = os.umask(0o077)
        try:
            self._con = sqlite3.connect(
                str(self.path), timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None, check_same_thread=False
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
        if not self._tightened:
            self._tightened = _tighten(self.path)

    def iter_audit(self, filt: AuditFilter | None = None) -> Iterator[AuditEntry]:
        filt = filt or AuditFilter()
        clauses, args = [], []
        if filt.agent is not None:
            clauses.append("agent = ?")
            args.append(filt.agent)
        if filt.min_level is not None:
            clauses.append("danger_level >= ?")
            args.append(filt.min_level)
        if filt.outcome is not None:
            clauses.append("outcome = ?")
            args.append(filt.outcome)
        if filt.event is not None:
            clauses.append("event = ?")
            args.append(filt.event)
        if filt.since is not None:
            clauses.append("timestamp >= ?")
            args.append(filt.since)
        if filt.until is not None:
            clauses.append("timestamp <= ?")
            args.append(filt.until)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        sql = f"SELECT * FROM audit{where} ORDER BY rowid"
        if filt.limit is not None:
            sql = f"SELECT * FROM (SELECT * FROM audit{where} ORDER BY seq DESC LIMIT ?) ORDER BY seq"
            args.append(int(filt.limit))
        with self._lock:
            rows = self._con.execute(sql, args).fetchall()
        for row in rows:
            yield _audit_entry(row)

    def audit_head(self) -> tuple[int, str]:
        with self._lock:
            row = self._con.execute("SELECT seq, hash FROM audit_head WHERE id = 1").fetchone()
        return (row["seq"], row["hash"]) if row else (0, GENESIS_HASH)

    def close(self) -> None:
        with self._lock:
            self._con.close()


def _audit_entry(row: sqlite3.Row) -> AuditEntry:
    return AuditEntry(
        seq=row["seq"],
        event=row["event"],
        timestamp=row["timestamp"],
        agent=row["agent"],
        session_id=row["session_id"],
        execution_id=row["execution_id"],
        danger_level=row["danger_level"],
        outcome=row["outcome"],
        data=json.loads(row["data"]),
        prev_hash=row["prev_hash"],
        hash=row["hash"],
    )


# An execution's step count is its highest step number (an index seek on the steps primary key).
_EXECUTION_COLUMNS = (
    "e.*, (SELECT COALESCE(MAX(step_number), 0) FROM steps s WHERE s.execution_id = e.execution_id)"
    " AS live_step_count"
)


def _execution(row: sqlite3.Row) -> ExecutionRecord:
    return ExecutionRecord(
        execution_id=row["execution_id"],
        agent=row["agent"],
        session_id=row["session_id"],
        status=row["status"],
        started_at=row["started_at"],
        max_steps=row["max_steps"],
        implicit=bool(row["implicit"]),
        finished_at=row["finished_at"],
        step_count=row["live_step_count"],
        budget_start=row["budget_start"],
        last_outcome=row["last_outcome"],
        paused_challenge_id=row["paused_challenge_id"],
        summary=row["summary"],
        error=row["error"],
        parameters=json.loads(row["parameters"]),
    )


def _challenge(row: sqlite3.Row) -> ChallengeRecord:
    return ChallengeRecord(**{k: row[k] for k in row.keys()})  # noqa: SIM118 (sqlite3.Row)


def _confirmation(row: sqlite3.Row) -> ConfirmationRecord:
    return ConfirmationRecord(**{k: row[k] for k in row.keys()})  # noqa: SIM118 (sqlite3.Row)


def _notification(row: sqlite3.Row) -> NotificationRecord:
    return NotificationRecord(
        notification_id=row["notification_id"],
        type=row["type"],
        message=row["message"],
        created_at=row["created_at"],
        agent=row["agent"],
        subject_agent=row["subject_agent"],
        metadata=json.loads(row["metadata"]),
        cleared_at=row["cleared_at"],
    )


class _SqliteTx:
    """`StoreTx` over an open `BEGIN IMMEDIATE` transaction."""

    def __init__(self, con: sqlite3.Connection):
        self._con = con

    def _one(self, sql: str, *args: Any) -> sqlite3.Row | None:
        return self._con.execute(sql, args).fetchone()

    # executions ---------------------------------------------------------------------------
    def insert_execution(self, rec: ExecutionRecord) -> None:
        self._con.execute(
            "INSERT INTO executions (execution_id, agent, session_id, status, started_at, finished_at,"
            " max_steps, implicit, budget_start, last_outcome, paused_challenge_id, summary,"
            " error, parameters) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                rec.execution_id,
                rec.agent,
                rec.session_id,
                rec.status,
                rec.started_at,
                rec.finished_at,
                rec.max_steps,
                int(rec.implicit),
                rec.budget_start,
                rec.last_outcome,
                rec.paused_challenge_id,
                rec.summary,
                rec.error,
                _j(rec.parameters),
            ),
        )

    def get_execution(self, execution_id: str) -> ExecutionRecord | None:
        row = self._one(f"SELECT {_EXECUTION_COLUMNS} FROM executions e WHERE execution_id = ?", execution_id)
        return _execution(row) if row else None

    def active_execution(
        self, agent: str, session_id: str | None = None, implicit: bool = False
    ) -> ExecutionRecord | None:
        sql = (
            f"SELECT {_EXECUTION_COLUMNS} FROM executions e"
            " WHERE agent = ? AND implicit = ? AND status IN ('pending','running')"
        )
        args: list[Any] = [agent, int(implicit)]
        if session_id is not None:
            sql += " AND session_id = ?"
            args.append(session_id)
        row = self._one(sql + " ORDER BY started_at DESC, rowid DESC LIMIT 1", *args)
        return _execution(row) if row else None

    def active_executions(self, session_id: str | None = None) -> list[ExecutionRecord]:
        sql = f"SELECT {_EXECUTION_COLUMNS} FROM executions e WHERE status IN ('pending','running')"
        args: list[Any] = []
        if session_id is not None:
            sql += " AND session_id = ?"
            args.append(session_id)
        return [_execution(r) for r in self._con.execute(sql + " ORDER BY rowid", args)]

    def update_execution(self, rec: ExecutionRecord) -> None:
        self._con.execute(
            "UPDATE executions SET status=?, finished_at=?, max_steps=?, budget_start=?,"
            " last_outcome=?, paused_challenge_id=?, summary=?, error=?, parameters=? WHERE execution_id=?",
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
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
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
                int(rec.proceed),
                int(rec.stopped),
                rec.reason,
                _j(list(rec.rules)),
            ),
        )

    def recent_steps(self, execution_id: str, limit: int = 50) -> list[StepRecord]:
        # The reported text is left out: callers need the facts (hash, risk, tier), and a hint may be
        # kilobytes long; this runs on every step.
        rows = self._con.execute(
            "SELECT step_number, agent, created_at, action_hash, outcome, tier, risk_score, danger_level,"
            " proceed, stopped, reason, rules FROM steps WHERE execution_id = ?"
            " ORDER BY step_number DESC LIMIT ?",
            (execution_id, limit),
        ).fetchall()
        return [
            StepRecord(
                execution_id,
                r[0],
                r[1],
                r[2],
                r[3],
                "",
                r[4],
                r[5],
                r[6],
                r[7],
                bool(r[8]),
                bool(r[9]),
                r[10],
                _rule_ids(r[11]) if r[11] != "[]" else (),
            )
            for r in rows
        ]

    # blocks -------------------------------------------------------------------------------
    def get_block(self, agent: str) -> BlockRecord | None:
        row = self._one("SELECT * FROM blocks WHERE agent = ?", agent)
        if not row:
            return None
        return BlockRecord(
            agent=row["agent"],
            reason=row["reason"],
            blocked_at=row["blocked_at"],
            challenge_id=row["challenge_id"],
            factors=json.loads(row["factors"]),
            execution_id=row["execution_id"],
        )

    def put_block(self, rec: BlockRecord) -> None:
        self._con.execute(
            "INSERT INTO blocks (agent, reason, blocked_at, challenge_id, factors, execution_id)"
            " VALUES (?,?,?,?,?,?) ON CONFLICT(agent) DO UPDATE SET reason=excluded.reason,"
            " blocked_at=excluded.blocked_at, challenge_id=excluded.challenge_id, factors=excluded.factors,"
            " execution_id=excluded.execution_id",
            (rec.agent, rec.reason, rec.blocked_at, rec.challenge_id, _j(rec.factors), rec.execution_id),
        )

    def delete_block(self, agent: str) -> bool:
        return self._con.execute("DELETE FROM blocks WHERE agent = ?", (agent,)).rowcount > 0

    def list_blocks(self) -> list[BlockRecord]:
        agents = [r["agent"] for r in self._con.execute("SELECT agent FROM blocks ORDER BY blocked_at")]
        return [b for b in (self.get_block(a) for a in agents) if b]

    # challenges ---------------------------------------------------------------------------
    def insert_challenge(self, rec: ChallengeRecord) -> None:
        self._con.execute(
            "INSERT INTO challenges (challenge_id, agent, kind, action_hash, action_text, reason, created_at,"
            " expires_at, state, execution_id, session_id, salt, code_hash, resolved_at, resolved_by,"
            " replaced_by) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
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
                rec.salt,
                rec.code_hash,
                rec.resolved_at,
                rec.resolved_by,
                rec.replaced_by,
            ),
        )

    def get_challenge(self, challenge_id: str) -> ChallengeRecord | None:
        row = self._one("SELECT * FROM challenges WHERE challenge_id = ?", challenge_id)
        return _challenge(row) if row else None

    def update_challenge(self, rec: ChallengeRecord) -> None:
        self._con.execute(
            "UPDATE challenges SET state=?, expires_at=?, salt=?, code_hash=?, resolved_at=?, resolved_by=?,"
            " replaced_by=? WHERE challenge_id=?",
            (
                rec.state,
                rec.expires_at,
                rec.salt,
                rec.code_hash,
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
        if state is not None:
            clauses.append("state = ?")
            args.append(state)
        if agent is not None:
            clauses.append("agent = ?")
            args.append(agent)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self._con.execute(f"SELECT * FROM challenges{where} ORDER BY created_at, rowid", args)
        return [_challenge(r) for r in rows]

    # confirmations ------------------------------------------------------------------------
    def insert_confirmation(self, rec: ConfirmationRecord) -> None:
        self._con.execute(
            "INSERT INTO confirmations (request_id, agent, action_hash, action_text, danger_level, tier,"
            " reason,"
            " created_at, expires_at, state, kind, execution_id, session_id, decided_by, decided_at,"
            " acknowledged_at, consumed_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
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
        row = self._one("SELECT * FROM confirmations WHERE request_id = ?", request_id)
        return _confirmation(row) if row else None

    def update_confirmation(self, rec: ConfirmationRecord) -> None:
        self._con.execute(
            "UPDATE confirmations SET state=?, expires_at=?, decided_by=?, decided_at=?, acknowledged_at=?,"
            " consumed_at=? WHERE request_id=?",
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
                clauses.append(f"{column} = ?")
                args.append(value)
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        rows = self._con.execute(f"SELECT * FROM confirmations{where} ORDER BY created_at, rowid", args)
        return [_confirmation(r) for r in rows]

    # rate limits --------------------------------------------------------------------------
    def get_rate_limit(self, key: str) -> RateLimitRecord | None:
        row = self._one("SELECT * FROM rate_limits WHERE key = ?", key)
        if not row:
            return None
        return RateLimitRecord(
            key=row["key"],
            failures=json.loads(row["failures"]),
            locked_until=row["locked_until"],
            violations=row["violations"],
        )

    def put_rate_limit(self, rec: RateLimitRecord) -> None:
        self._con.execute(
            "INSERT INTO rate_limits (key, failures, locked_until, violations) VALUES (?,?,?,?)"
            " ON CONFLICT(key) DO UPDATE SET failures=excluded.failures, locked_until=excluded.locked_until,"
            " violations=excluded.violations",
            (rec.key, _j(rec.failures), rec.locked_until, rec.violations),
        )

    # notifications ------------------------------------------------------------------------
    def insert_notification(self, rec: NotificationRecord) -> int:
        cur = self._con.execute(
            "INSERT INTO notifications (type, message, created_at, agent, subject_agent, metadata,"
            " cleared_at)"
            " VALUES (?,?,?,?,?,?,?)",
            (
                rec.type,
                rec.message,
                rec.created_at,
                rec.agent,
                rec.subject_agent,
                _j(rec.metadata),
                rec.cleared_at,
            ),
        )
        return int(cur.lastrowid or 0)

    def active_notifications(self, agent: str) -> list[NotificationRecord]:
        rows = self._con.execute(
            "SELECT * FROM notifications WHERE cleared_at IS NULL AND (agent = ? OR agent IS NULL)"
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
        sql = "UPDATE notifications SET cleared_at = ? WHERE cleared_at IS NULL AND type = ?"
        args: list[Any] = [now, type]
        if agent is not None:
            sql += " AND agent = ?"
            args.append(agent)
        if subject_agent is not None:
            sql += " AND subject_agent = ?"
            args.append(subject_agent)
        if key is not None:
            sql += " AND json_extract(metadata, ?) = ?"
            args.extend([f"$.{key}", value])
        return self._con.execute(sql, args).rowcount

    # audit --------------------------------------------------------------------------------
    def append_audit(self, draft: AuditDraft) -> AuditEntry:
        head = self._one("SELECT seq, hash FROM audit_head WHERE id = 1")
        last = self._one("SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1")
        # Continue from whichever is further along, so a deleted tail never lets seq numbers repeat.
        prev_seq, prev_hash = (head["seq"], head["hash"]) if head else (0, GENESIS_HASH)
        if last and last["seq"] > prev_seq:
            prev_seq, prev_hash = last["seq"], last["hash"]
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
            "INSERT INTO audit (seq, event, timestamp, agent, session_id, execution_id, danger_level,"
            " outcome,"
            " data, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
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
            ),
        )
        self._con.execute("UPDATE audit_head SET seq = ?, hash = ? WHERE id = 1", (seq, digest))
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
