"""The Store protocol: everything the safety loop persists, behind one transactional interface.

Why a unit of work rather than one method per use case: each safety decision reads and writes
several things at once (an execution's step counter, a block, a challenge, a rate-limit counter,
the audit chain), and several processes share one store (the MCP server, a hook process per tool
call, the operator CLI). `Store.transaction()` therefore hands out a `StoreTx` that holds the
backend's write lock for its whole body — SQLite's `BEGIN IMMEDIATE`, PostgreSQL's
`SERIALIZABLE` or row locks — and commits durably when the body returns, or rolls back on any
exception. Nothing is acknowledged to a caller before that commit returns.

A backend implements `Store` and `StoreTx`. The contract every backend must keep:

- All reads inside a transaction see one consistent state, and no other writer interleaves
  (read-modify-write of counters loses nothing across processes).
- `append_audit` chains the new entry to the previous one by hash (see `dongle.audit`) in the same
  transaction as the state change it records, and moves the chain head.
- Records never contain secrets (challenge codes are stored only as salted scrypt hashes).
- Errors surface as `StoreError` (or a subclass); callers in decision paths fail closed on them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from typing import Protocol

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


class StoreError(RuntimeError):
    """The store could not complete an operation (locked too long, corrupt, unwritable)."""


class StoreTx(Protocol):
    """Operations available inside one transaction."""

    # executions
    def insert_execution(self, rec: ExecutionRecord) -> None: ...
    def get_execution(self, execution_id: str) -> ExecutionRecord | None: ...
    def active_execution(
        self, agent: str, session_id: str | None = None, implicit: bool = False
    ) -> ExecutionRecord | None:
        """The newest pending/running execution of `agent`: explicit ones (execute_agent) by default,
        or the implicit one a hook/proxy session uses; restricted to `session_id` if given."""
        ...

    def update_execution(self, rec: ExecutionRecord) -> None: ...
    def active_executions(self, session_id: str | None = None) -> list[ExecutionRecord]: ...

    # steps
    def insert_step(self, rec: StepRecord) -> None: ...
    def recent_steps(self, execution_id: str, limit: int = 50) -> list[StepRecord]:
        """Newest first."""
        ...

    # hard blocks
    def get_block(self, agent: str) -> BlockRecord | None: ...
    def put_block(self, rec: BlockRecord) -> None: ...
    def delete_block(self, agent: str) -> bool: ...
    def list_blocks(self) -> list[BlockRecord]: ...

    # verification challenges
    def insert_challenge(self, rec: ChallengeRecord) -> None: ...
    def get_challenge(self, challenge_id: str) -> ChallengeRecord | None: ...
    def update_challenge(self, rec: ChallengeRecord) -> None: ...
    def list_challenges(
        self, state: str | None = "pending", agent: str | None = None
    ) -> list[ChallengeRecord]: ...

    # confirmation requests
    def insert_confirmation(self, rec: ConfirmationRecord) -> None: ...
    def get_confirmation(self, request_id: str) -> ConfirmationRecord | None: ...
    def update_confirmation(self, rec: ConfirmationRecord) -> None: ...
    def list_confirmations(
        self, state: str | None = "pending", agent: str | None = None, action_hash: str | None = None
    ) -> list[ConfirmationRecord]: ...

    # verification rate limits
    def get_rate_limit(self, key: str) -> RateLimitRecord | None: ...
    def put_rate_limit(self, rec: RateLimitRecord) -> None: ...

    # notifications
    def insert_notification(self, rec: NotificationRecord) -> int: ...
    def active_notifications(self, agent: str) -> list[NotificationRecord]:
        """Uncleared notifications addressed to `agent` plus every uncleared broadcast."""
        ...

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
        """Clear uncleared notifications of `type` matching the given filters (metadata[key] == value)."""
        ...

    # audit
    def append_audit(self, draft: AuditDraft) -> AuditEntry: ...
    def audit_head(self) -> tuple[int, str]:
        """(seq, hash) of the newest entry as recorded by the last append; (0, genesis) when empty."""
        ...


class Store(Protocol):
    """A persistent store shared by every door and process of one dongle deployment."""

    location: str

    def transaction(self) -> AbstractContextManager[StoreTx]:
        """A write transaction: exclusive against other writers, durable on exit, rolled back on error."""
        ...

    def iter_audit(self, filt: AuditFilter | None = None) -> Iterator[AuditEntry]:
        """Audit entries in chain order (oldest first). Called inside `transaction()` it reads the
        same snapshot as that transaction (how `dongle.audit.verify_store` pairs rows and head)."""
        ...

    def audit_head(self) -> tuple[int, str]:
        """The chain head as last recorded (a read outside any transaction)."""
        ...

    def close(self) -> None: ...
