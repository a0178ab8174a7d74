"""What every SQL Store backend does the same way, so SQLite and PostgreSQL cannot drift apart.

The backends share one table layout (same tables, columns and meaning; see each `_MIGRATIONS`),
so encoding a record into a row, decoding a row into a record, sealing an audit entry into the
hash chain and most statements are written once here. `SqlTx` is the body of a transaction; a
backend subclasses it and supplies only what its database does differently: the placeholder style
(`?` or `%s`), the column that keeps insertion order, how the chain head is read and locked, how
the new audit row and head are written, how a JSON metadata key is matched, and anything sent at
commit (PostgreSQL's NOTIFY).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from dongle.audit import GENESIS_HASH, chain_hash, entry_fields, redact
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

Row = Mapping[str, Any]  # sqlite3.Row and psycopg's dict rows both read by column name

EXECUTION_COLUMNS = (
    "execution_id", "agent", "session_id", "status", "started_at", "finished_at", "max_steps", "implicit",
    "budget_start", "last_outcome", "paused_challenge_id", "summary", "error", "parameters",
)  # fmt: skip
STEP_COLUMNS = (
    "execution_id", "step_number", "agent", "created_at", "action_hash", "text", "outcome", "tier",
    "risk_score", "danger_level", "proceed", "stopped", "reason", "rules",
)  # fmt: skip
BLOCK_COLUMNS = ("agent", "reason", "blocked_at", "challenge_id", "factors", "execution_id")
CHALLENGE_COLUMNS = (
    "challenge_id", "agent", "kind", "action_hash", "action_text", "reason", "created_at", "expires_at",
    "state", "execution_id", "session_id", "salt", "code_hash", "resolved_at", "resolved_by", "replaced_by",
)  # fmt: skip
CONFIRMATION_COLUMNS = (
    "request_id", "agent", "action_hash", "action_text", "danger_level", "tier", "reason", "created_at",
    "expires_at", "state", "kind", "execution_id", "session_id", "decided_by", "decided_at",
    "acknowledged_at", "consumed_at", "scope", "tool", "scope_ttl",
)  # fmt: skip
RATE_LIMIT_COLUMNS = ("key", "failures", "locked_until", "violations")
NOTIFICATION_COLUMNS = ("type", "message", "created_at", "agent", "subject_agent", "metadata", "cleared_at")
AUDIT_COLUMNS = (
    "seq", "event", "timestamp", "agent", "session_id", "execution_id", "danger_level", "outcome", "data",
    "prev_hash", "hash",
)  # fmt: skip

# The columns an update may change (the rest of a row is fixed at insert); the key goes last.
EXECUTION_UPDATE = (
    "status", "finished_at", "max_steps", "budget_start", "last_outcome", "paused_challenge_id", "summary",
    "error", "parameters",
)  # fmt: skip
CHALLENGE_UPDATE = ("state", "expires_at", "salt", "code_hash", "resolved_at", "resolved_by", "replaced_by")
CONFIRMATION_UPDATE = ("state", "expires_at", "decided_by", "decided_at", "acknowledged_at", "consumed_at")


def to_json(value: Any) -> str:
    """The one JSON form every backend stores (sorted keys, compact), so hashes and rows agree."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


# How a record field becomes a column value: JSON for structures, plain bool/bytes for the driver.
_ENCODERS: dict[str, Callable[[Any], Any]] = {
    "parameters": to_json,
    "factors": to_json,
    "failures": to_json,
    "metadata": to_json,
    "rules": lambda rules: to_json(list(rules)),
    "implicit": bool,
    "proceed": bool,
    "stopped": bool,
    "salt": bytes,
    "code_hash": bytes,
}


def values(rec: object, columns: tuple[str, ...]) -> tuple[Any, ...]:
    """The bind values of `rec` for `columns`, in order, encoded for storage."""
    return tuple([encode(getattr(rec, c)) if encode else getattr(rec, c) for c, encode in _plan(columns)])


@lru_cache(maxsize=64)
def _plan(columns: tuple[str, ...]) -> tuple[tuple[str, Callable[[Any], Any] | None], ...]:
    return tuple((column, _ENCODERS.get(column)) for column in columns)


@lru_cache(maxsize=64)
def insert_sql(table: str, columns: tuple[str, ...]) -> str:
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({','.join('?' * len(columns))})"


@lru_cache(maxsize=64)
def update_sql(table: str, columns: tuple[str, ...], key: str) -> str:
    return f"UPDATE {table} SET {', '.join(f'{c}=?' for c in columns)} WHERE {key}=?"


@lru_cache(maxsize=64)
def upsert_sql(table: str, columns: tuple[str, ...]) -> str:
    """Insert or replace by the first column (the key); both dialects spell it `ON CONFLICT`."""
    rest = ", ".join(f"{c}=excluded.{c}" for c in columns[1:])
    return f"{insert_sql(table, columns)} ON CONFLICT ({columns[0]}) DO UPDATE SET {rest}"


def conditions(filters: Iterable[tuple[str, Any]]) -> tuple[list[str], list[Any]]:
    """The clauses and bind values of the (clause, value) pairs whose value is given (None: "any")."""
    clauses, args = [], []
    for clause, value in filters:
        if value is not None:
            clauses.append(clause)
            args.append(value)
    return clauses, args


def where(filters: Iterable[tuple[str, Any]]) -> tuple[str, list[Any]]:
    """` WHERE a AND b` for the given filters, or nothing when none is given."""
    clauses, args = conditions(filters)
    return (f" WHERE {' AND '.join(clauses)}" if clauses else ""), args


def audit_query(filt: AuditFilter | None) -> tuple[str, list[Any]]:
    """The audit rows `filt` selects, oldest first (the newest `limit` of them when it is set)."""
    filt = filt or AuditFilter()
    cond, args = where(
        (
            ("agent = ?", filt.agent),
            ("danger_level >= ?", filt.min_level),
            ("outcome = ?", filt.outcome),
            ("event = ?", filt.event),
            ("timestamp >= ?", filt.since),
            ("timestamp <= ?", filt.until),
        )
    )
    select = f"SELECT {', '.join(AUDIT_COLUMNS)} FROM audit{cond}"
    if filt.limit is None:
        return f"{select} ORDER BY seq", args
    return f"SELECT * FROM ({select} ORDER BY seq DESC LIMIT ?) newest ORDER BY seq", [*args, int(filt.limit)]


# Decoding: a row read by column name back into its record.
def audit_entry(row: Row) -> AuditEntry:
    return AuditEntry(**{**row, "data": json.loads(row["data"])})


def execution(row: Row) -> ExecutionRecord:
    # spelled out: read on every step, and unpacking a sqlite3.Row costs twice as much
    return ExecutionRecord(
        execution_id=row["execution_id"],
        agent=row["agent"],
        session_id=row["session_id"],
        status=row["status"],
        started_at=row["started_at"],
        max_steps=row["max_steps"],
        implicit=bool(row["implicit"]),
        finished_at=row["finished_at"],
        step_count=row["step_count"],
        budget_start=row["budget_start"],
        last_outcome=row["last_outcome"],
        paused_challenge_id=row["paused_challenge_id"],
        summary=row["summary"],
        error=row["error"],
        parameters=json.loads(row["parameters"]),
    )


def block(row: Row) -> BlockRecord:
    return BlockRecord(**{**row, "factors": json.loads(row["factors"])})


def challenge(row: Row) -> ChallengeRecord:
    return ChallengeRecord(**{**row, "salt": bytes(row["salt"]), "code_hash": bytes(row["code_hash"])})


def confirmation(row: Row) -> ConfirmationRecord:
    return ConfirmationRecord(**row)


def rate_limit(row: Row) -> RateLimitRecord:
    return RateLimitRecord(**{**row, "failures": json.loads(row["failures"])})


def notification(row: Row) -> NotificationRecord:
    return NotificationRecord(**{**row, "metadata": json.loads(row["metadata"])})


@lru_cache(maxsize=512)
def rule_ids(text: str) -> tuple[str, ...]:
    """A step's stored rule ids. Every step re-reads the last 50 of its execution, and their few
    distinct rule lists would otherwise be JSON-decoded 50 times per step (tuples are immutable)."""
    return tuple(json.loads(text))


def next_link(head: tuple[int, str] | None, last: tuple[int, str] | None) -> tuple[int, str]:
    """The (seq, hash) a new audit entry chains to: the recorded head or the newest row, whichever
    is further along, so a deleted tail never lets seq numbers repeat."""
    prev = head if head else (0, GENESIS_HASH)
    if last and last[0] > prev[0]:
        prev = last
    return prev


def seal(draft: AuditDraft, prev_seq: int, prev_hash: str) -> AuditEntry:
    """The audit entry that follows (prev_seq, prev_hash): redacted, numbered and hashed."""
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
    fields["data"] = data = json.loads(to_json(data))
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
        hash=chain_hash(prev_hash, fields),
    )


def audit_values(entry: AuditEntry) -> tuple[Any, ...]:
    return (*(getattr(entry, c) for c in AUDIT_COLUMNS[:8]), to_json(entry.data), entry.prev_hash, entry.hash)


_EXECUTION_SELECT = (
    f"SELECT {', '.join(EXECUTION_COLUMNS)}, (SELECT COALESCE(MAX(s.step_number), 0) FROM steps s"
    " WHERE s.execution_id = e.execution_id) AS step_count FROM executions e"
)
_ACTIVE = "status IN ('pending','running')"


class SqlTx:
    """`StoreTx` over an open write transaction on a DB-API connection; SQL is written with `?`.

    An execution's step count is derived from its step rows (the highest step number, an index seek
    on the steps key), never a separately rewritten counter that could drift from them.
    """

    PLACEHOLDER = "?"
    ORDER = "rowid"  # the column that keeps insertion order (ties in timestamps)

    def __init__(self, con: Any):
        self._con = con
        self.new_head: tuple[int, str] | None = None  # the last entry this transaction appended

    def _q(self, sql: str) -> str:
        return sql if self.PLACEHOLDER == "?" else in_dialect(sql, self.PLACEHOLDER)

    def _run(self, sql: str, args: Sequence[Any] = ()) -> Any:
        return self._con.execute(self._q(sql), args)

    def _one(self, sql: str, *args: Any) -> Any:
        return self._con.execute(self._q(sql), args).fetchone()

    def _all(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        return self._con.execute(self._q(sql), args).fetchall()

    def _tuples(self, sql: str, args: Sequence[Any] = ()) -> list[Sequence[Any]]:
        """Rows indexable by position (sqlite3.Row is both; a driver with mapping rows overrides)."""
        return self._all(sql, args)

    # executions ---------------------------------------------------------------------------
    def insert_execution(self, rec: ExecutionRecord) -> None:
        self._run(insert_sql("executions", EXECUTION_COLUMNS), values(rec, EXECUTION_COLUMNS))

    def get_execution(self, execution_id: str) -> ExecutionRecord | None:
        row = self._one(f"{_EXECUTION_SELECT} WHERE execution_id = ?", execution_id)
        return execution(row) if row else None

    def active_execution(
        self, agent: str, session_id: str | None = None, implicit: bool = False
    ) -> ExecutionRecord | None:
        sql = f"{_EXECUTION_SELECT} WHERE agent = ? AND implicit = ? AND {_ACTIVE}"
        args: list[Any] = [agent, bool(implicit)]
        if session_id is not None:
            sql += " AND session_id = ?"
            args.append(session_id)
        row = self._one(sql + f" ORDER BY e.started_at DESC, e.{self.ORDER} DESC LIMIT 1", *args)
        return execution(row) if row else None

    def active_executions(self, session_id: str | None = None) -> list[ExecutionRecord]:
        clauses, args = conditions((("session_id = ?", session_id),))
        cond = " AND ".join([_ACTIVE, *clauses])
        sql = f"{_EXECUTION_SELECT} WHERE {cond} ORDER BY e.{self.ORDER}"
        return [execution(r) for r in self._all(sql, args)]

    def update_execution(self, rec: ExecutionRecord) -> None:
        sql = update_sql("executions", EXECUTION_UPDATE, "execution_id")
        self._run(sql, (*values(rec, EXECUTION_UPDATE), rec.execution_id))

    # steps --------------------------------------------------------------------------------
    def insert_step(self, rec: StepRecord) -> None:
        self._run(insert_sql("steps", STEP_COLUMNS), values(rec, STEP_COLUMNS))

    def recent_steps(self, execution_id: str, limit: int = 50) -> list[StepRecord]:
        # The reported text is left out: callers need the facts (hash, risk, tier), and a hint may be
        # kilobytes long; this runs on every step.
        rows = self._tuples(
            "SELECT step_number, agent, created_at, action_hash, outcome, tier, risk_score, danger_level,"
            " proceed, stopped, reason, rules FROM steps WHERE execution_id = ?"
            " ORDER BY step_number DESC LIMIT ?",
            (execution_id, limit),
        )
        # positional: read by name, these 50 rows a step would cost more than the rest of the store
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
                rule_ids(r[11]) if r[11] != "[]" else (),
            )
            for r in rows
        ]

    # blocks -------------------------------------------------------------------------------
    def get_block(self, agent: str) -> BlockRecord | None:
        row = self._one("SELECT * FROM blocks WHERE agent = ?", agent)
        return block(row) if row else None

    def put_block(self, rec: BlockRecord) -> None:
        self._run(upsert_sql("blocks", BLOCK_COLUMNS), values(rec, BLOCK_COLUMNS))

    def delete_block(self, agent: str) -> bool:
        return self._run("DELETE FROM blocks WHERE agent = ?", (agent,)).rowcount > 0

    def list_blocks(self) -> list[BlockRecord]:
        return [block(r) for r in self._all("SELECT * FROM blocks ORDER BY blocked_at")]

    # challenges ---------------------------------------------------------------------------
    def insert_challenge(self, rec: ChallengeRecord) -> None:
        self._run(insert_sql("challenges", CHALLENGE_COLUMNS), values(rec, CHALLENGE_COLUMNS))

    def get_challenge(self, challenge_id: str) -> ChallengeRecord | None:
        sql = f"SELECT {', '.join(CHALLENGE_COLUMNS)} FROM challenges WHERE challenge_id = ?"
        row = self._one(sql, challenge_id)
        return challenge(row) if row else None

    def update_challenge(self, rec: ChallengeRecord) -> None:
        sql = update_sql("challenges", CHALLENGE_UPDATE, "challenge_id")
        self._run(sql, (*values(rec, CHALLENGE_UPDATE), rec.challenge_id))

    def list_challenges(
        self, state: str | None = "pending", agent: str | None = None
    ) -> list[ChallengeRecord]:
        cond, args = where((("state = ?", state), ("agent = ?", agent)))
        sql = f"SELECT {', '.join(CHALLENGE_COLUMNS)} FROM challenges{cond} ORDER BY created_at, {self.ORDER}"
        return [challenge(r) for r in self._all(sql, args)]

    # confirmations ------------------------------------------------------------------------
    def insert_confirmation(self, rec: ConfirmationRecord) -> None:
        self._run(insert_sql("confirmations", CONFIRMATION_COLUMNS), values(rec, CONFIRMATION_COLUMNS))

    def get_confirmation(self, request_id: str) -> ConfirmationRecord | None:
        sql = f"SELECT {', '.join(CONFIRMATION_COLUMNS)} FROM confirmations WHERE request_id = ?"
        row = self._one(sql, request_id)
        return confirmation(row) if row else None

    def update_confirmation(self, rec: ConfirmationRecord) -> None:
        sql = update_sql("confirmations", CONFIRMATION_UPDATE, "request_id")
        self._run(sql, (*values(rec, CONFIRMATION_UPDATE), rec.request_id))

    def list_confirmations(
        self, state: str | None = "pending", agent: str | None = None, action_hash: str | None = None
    ) -> list[ConfirmationRecord]:
        cond, args = where((("state = ?", state), ("agent = ?", agent), ("action_hash = ?", action_hash)))
        sql = (
            f"SELECT {', '.join(CONFIRMATION_COLUMNS)} FROM confirmations{cond}"
            f" ORDER BY created_at, {self.ORDER}"
        )
        return [confirmation(r) for r in self._all(sql, args)]

    # rate limits --------------------------------------------------------------------------
    def get_rate_limit(self, key: str) -> RateLimitRecord | None:
        row = self._one("SELECT * FROM rate_limits WHERE key = ?" + self._for_update(), key)
        return rate_limit(row) if row else None

    def _for_update(self) -> str:
        """Row locking for a read the caller writes back (SQLite's write lock already covers it)."""
        return ""

    def put_rate_limit(self, rec: RateLimitRecord) -> None:
        self._run(upsert_sql("rate_limits", RATE_LIMIT_COLUMNS), values(rec, RATE_LIMIT_COLUMNS))

    # notifications ------------------------------------------------------------------------
    def insert_notification(self, rec: NotificationRecord) -> int:
        sql = f"{insert_sql('notifications', NOTIFICATION_COLUMNS)} RETURNING notification_id"
        rows = self._all(sql, values(rec, NOTIFICATION_COLUMNS))  # fetch all: the statement completes
        return int(rows[0]["notification_id"]) if rows else 0

    def active_notifications(self, agent: str) -> list[NotificationRecord]:
        rows = self._all(
            "SELECT * FROM notifications WHERE cleared_at IS NULL AND (agent = ? OR agent IS NULL)"
            " ORDER BY notification_id",
            (agent,),
        )
        return [notification(r) for r in rows]

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
        clauses, args = conditions((("agent = ?", agent), ("subject_agent = ?", subject_agent)))
        clauses.insert(0, "cleared_at IS NULL AND type = ?")
        args.insert(0, type)
        if key is not None:
            clause, extra = self._metadata_equals(key, value)
            clauses.append(clause)
            args.extend(extra)
        sql = f"UPDATE notifications SET cleared_at = ? WHERE {' AND '.join(clauses)}"
        return self._run(sql, [now, *args]).rowcount

    def _metadata_equals(self, key: str, value: str | None) -> tuple[str, list[Any]]:
        """A clause true when the JSON metadata holds the string `value` at `key` (typed: a number
        never equals a text value)."""
        raise NotImplementedError

    # audit --------------------------------------------------------------------------------
    def append_audit(self, draft: AuditDraft) -> AuditEntry:
        entry = seal(draft, *self._lock_chain_tail())
        self._write_audit(entry)
        self.new_head = (entry.seq, entry.hash)  # anchored outside the database after the commit
        return entry

    def _lock_chain_tail(self) -> tuple[int, str]:
        """The (seq, hash) to chain to (see `next_link`), with the head held against other appends."""
        raise NotImplementedError

    def _write_audit(self, entry: AuditEntry) -> None:
        """Insert the entry's row and move the recorded head to it."""
        raise NotImplementedError

    def audit_head(self) -> tuple[int, str]:
        row = self._one("SELECT seq, hash FROM audit_head WHERE id = 1")
        return (row["seq"], row["hash"]) if row else (0, GENESIS_HASH)

    def audit_hash_at(self, seq: int) -> str | None:
        """The hash of entry `seq` (the genesis hash for 0), or None when there is no such entry."""
        if seq == 0:
            return GENESIS_HASH
        row = self._one("SELECT hash FROM audit WHERE seq = ?", seq)
        return row["hash"] if row else None


@lru_cache(maxsize=256)
def in_dialect(sql: str, placeholder: str) -> str:
    """`sql` with its `?` placeholders spelled `placeholder` (the shared statements hold no literal
    question marks or percent signs)."""
    return sql if placeholder == "?" else sql.replace("?", placeholder)
