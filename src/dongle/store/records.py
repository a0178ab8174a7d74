"""The rows the safety loop keeps, as plain dataclasses shared by every Store backend.

Times are POSIX seconds (float, UTC); backends store them as numbers and the service formats them
as ISO 8601 only at the edge. Nothing here holds a secret: challenges carry a salted scrypt hash of
their code, never the code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Execution lifecycle (digest E-1): pending -> running -> completed | failed | cancelled.
EXECUTION_STATES = ("pending", "running", "completed", "failed", "cancelled")
TERMINAL_EXECUTION_STATES = frozenset({"completed", "failed", "cancelled"})

# Confirmation requests: pending -> approved -> consumed; pending -> denied | expired | revoked.
CONFIRMATION_STATES = ("pending", "approved", "consumed", "denied", "expired", "revoked")

# Verification challenges: pending -> verified | burned (wrong code) | expired | superseded | denied.
CHALLENGE_STATES = ("pending", "verified", "burned", "expired", "superseded", "denied")


@dataclass
class ExecutionRecord:
    """One run of the safety loop for one agent (execute_agent ... complete/abort)."""

    execution_id: str
    agent: str
    session_id: str | None
    status: str
    started_at: float
    max_steps: int
    implicit: bool = False
    finished_at: float | None = None
    step_count: int = 0
    budget_start: int = 0
    last_outcome: str | None = None
    paused_challenge_id: str | None = None
    summary: str | None = None
    error: str | None = None
    parameters: dict[str, Any] = field(default_factory=dict)


@dataclass
class StepRecord:
    """One reported step and the directive it received. `outcome` is what the agent reported *with*
    this step, i.e. the outcome of the step before it (core §8.6.3)."""

    execution_id: str
    step_number: int
    agent: str
    created_at: float
    action_hash: str
    text: str
    outcome: str | None
    tier: str
    risk_score: int
    danger_level: int
    proceed: bool
    stopped: bool
    reason: str | None = None
    rules: tuple[str, ...] = ()  # classifier rules that matched (escalation counts repeats by rule)


@dataclass
class BlockRecord:
    """A hard block on an agent (danger_zone tier or a deny pattern). Survives restarts."""

    agent: str
    reason: str
    blocked_at: float
    challenge_id: str | None
    factors: list[str] = field(default_factory=list)
    execution_id: str | None = None


@dataclass
class ChallengeRecord:
    """An out-of-band verification challenge. `code_hash` is empty until an operator mints a code."""

    challenge_id: str
    agent: str
    kind: str  # "verify" | "danger_zone" | "deny"
    action_hash: str
    action_text: str
    reason: str
    created_at: float
    expires_at: float
    state: str = "pending"
    execution_id: str | None = None
    session_id: str | None = None
    salt: bytes = b""
    code_hash: bytes = b""
    resolved_at: float | None = None
    resolved_by: str | None = None
    replaced_by: str | None = None


@dataclass
class ConfirmationRecord:
    """A human-approval request bound to one action hash, one agent and one execution (X-6)."""

    request_id: str
    agent: str
    action_hash: str
    action_text: str
    danger_level: int
    tier: str
    reason: str
    created_at: float
    expires_at: float
    state: str = "pending"
    kind: str = "confirm"  # "confirm" (human approval) | "verified" (granted by a passed challenge)
    execution_id: str | None = None
    session_id: str | None = None
    decided_by: str | None = None
    decided_at: float | None = None
    acknowledged_at: float | None = None
    consumed_at: float | None = None
    # How far the approval reaches: "single" (the exact action, redeemed once) or "tool_session"
    # (every call of `tool` in this session, until `scope_ttl` seconds after the human approved it).
    scope: str = "single"
    tool: str | None = None
    scope_ttl: int | None = None


@dataclass
class RateLimitRecord:
    """Failed verification attempts of one key (an agent, or a session for unknown challenges)."""

    key: str
    failures: list[float] = field(default_factory=list)
    locked_until: float = 0.0
    violations: int = 0


@dataclass
class NotificationRecord:
    """A pull-based notification. `agent` None means broadcast to every agent with an active execution."""

    notification_id: int | None
    type: str
    message: str
    created_at: float
    agent: str | None = None
    subject_agent: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    cleared_at: float | None = None


@dataclass
class AuditDraft:
    """What a caller hands to `append_audit`; the store adds seq, prev_hash and hash."""

    event: str
    timestamp: float
    agent: str | None = None
    session_id: str | None = None
    execution_id: str | None = None
    danger_level: int | None = None
    outcome: str | None = None
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class AuditEntry:
    """A stored audit row with its place in the hash chain."""

    seq: int
    event: str
    timestamp: float
    agent: str | None
    session_id: str | None
    execution_id: str | None
    danger_level: int | None
    outcome: str | None
    data: dict[str, Any]
    prev_hash: str
    hash: str


@dataclass(frozen=True)
class AuditFilter:
    """Selection for `iter_audit` (all fields optional; combined with AND)."""

    agent: str | None = None
    min_level: int | None = None
    outcome: str | None = None
    event: str | None = None
    since: float | None = None
    until: float | None = None
    limit: int | None = None
