"""Confirmation requests: a human approval bound to one exact action, one agent, one execution.

What the agent gets back is a request id (`conf_` + 128 random bits). The id is public: knowing it
confers nothing (digest X-6). A request is approved only on the operator channel (`dongle approve
ID` after the passphrase) or by a passed verification challenge. Once approved, the approval is
redeemed when the *same* action (same `Action.canonical_hash()`) is reported again by the same
agent in the same execution, and it is marked consumed in that same transaction, before the
directive that lets the action proceed is returned. It can never be redeemed twice, for another
action, another agent, or after it expires.

With the policy's `approvalPolicy.defaultScope = "tool_session"`, an approval reaches further: the
request remembers the tool it paused (`Bash`, `mcp__github__create_issue`) and, once a human
approves it, further calls of that tool by the same agent in the same session and execution pass
the confirmation requirement without a new approval until the policy TTL (from the moment of
approval) runs out. Such a grant is never consumed, lifts only a confirmation (never a
verification, a hard stop or a block), and needs a session id: without one the request is single.

TTLs follow the confirmation-token spec (CT §5.1): destructive/dangerous default 5 min (max 15),
forbidden default 2 min (max 5). Lower levels (a step-limit pause on a safe action) use the
destructive values.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from dongle.levels import DangerLevel
from dongle.store.base import StoreTx
from dongle.store.records import ConfirmationRecord

DEFAULT_TTL: dict[DangerLevel, int] = {
    DangerLevel.DESTRUCTIVE: 300,
    DangerLevel.DANGEROUS: 300,
    DangerLevel.FORBIDDEN: 120,
}
MAX_TTL: dict[DangerLevel, int] = {
    DangerLevel.DESTRUCTIVE: 900,
    DangerLevel.DANGEROUS: 900,
    DangerLevel.FORBIDDEN: 300,
}


SINGLE = "single"
TOOL_SESSION = "tool_session"


@dataclass(frozen=True)
class ApprovalReach:
    """How far a human approval of the call being judged may reach, from the agent's policy:
    `single` binds it to the exact call; `tool_session` to calls of `tool` in the session for `ttl` s."""

    scope: str = SINGLE
    tool: str | None = None
    ttl: int | None = None

    @property
    def tool_session(self) -> bool:
        return self.scope == TOOL_SESSION and bool(self.tool) and bool(self.ttl)


def new_request_id() -> str:
    return "conf_" + os.urandom(16).hex()  # secrets.token_hex(16), without importing random


@dataclass(frozen=True)
class ConfirmationConfig:
    """Per-level TTL overrides (seconds), validated against the spec maxima."""

    ttl: Mapping[DangerLevel, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for level, seconds in self.ttl.items():
            level = DangerLevel.parse(level)
            ceiling = MAX_TTL.get(level, MAX_TTL[DangerLevel.DESTRUCTIVE])
            if not 1 <= int(seconds) <= ceiling:
                raise ValueError(
                    f"confirmation TTL for {level.label} must be between 1 and {ceiling} seconds, "
                    f"got {seconds}"
                )

    def ttl_for(self, level: DangerLevel | int) -> int:
        level = DangerLevel(max(int(level), DangerLevel.DESTRUCTIVE))
        return int(self.ttl.get(level, DEFAULT_TTL[level]))


class Confirmations:
    """Request bookkeeping over a store transaction."""

    def __init__(self, config: ConfirmationConfig | None = None):
        self.config = config or ConfirmationConfig()

    def request(
        self,
        tx: StoreTx,
        *,
        agent: str,
        action_hash: str,
        action_text: str,
        danger_level: int,
        tier: str,
        reason: str,
        now: float,
        execution_id: str | None,
        session_id: str | None,
        reach: ApprovalReach | None = None,
    ) -> ConfirmationRecord:
        """Open a request, or return the still-pending one for the same agent, action and execution.

        The request carries the tool-session reach only when there is a session to bind it to."""
        for rec in tx.list_confirmations("pending", agent=agent, action_hash=action_hash):
            if rec.execution_id == execution_id and now <= rec.expires_at and rec.kind == "confirm":
                return rec
        rec = self._record(agent, action_hash, action_text, danger_level, tier, reason, now,
                           execution_id, session_id)
        if reach is not None and reach.tool_session and session_id:
            rec.scope, rec.tool, rec.scope_ttl = TOOL_SESSION, reach.tool, int(reach.ttl or 0)
        tx.insert_confirmation(rec)
        return rec

    def grant(
        self,
        tx: StoreTx,
        *,
        agent: str,
        action_hash: str,
        action_text: str,
        danger_level: int,
        tier: str,
        reason: str,
        now: float,
        execution_id: str | None,
        session_id: str | None,
        granted_by: str,
    ) -> ConfirmationRecord:
        """An already-approved pass (after a passed verification challenge) for one action."""
        rec = self._record(agent, action_hash, action_text, danger_level, tier, reason, now,
                           execution_id, session_id)
        rec.state, rec.kind, rec.decided_by, rec.decided_at = "approved", "verified", granted_by, now
        tx.insert_confirmation(rec)
        return rec

    def _record(
        self, agent: str, action_hash: str, action_text: str, danger_level: int, tier: str, reason: str,
        now: float, execution_id: str | None, session_id: str | None,
    ) -> ConfirmationRecord:
        """A new record bound to one action, agent and execution, expiring by its danger level."""
        return ConfirmationRecord(
            request_id=new_request_id(),
            agent=agent,
            action_hash=action_hash,
            action_text=action_text,
            danger_level=int(danger_level),
            tier=tier,
            reason=reason,
            created_at=now,
            expires_at=now + self.config.ttl_for(danger_level),
            execution_id=execution_id,
            session_id=session_id,
        )

    def decide(
        self, tx: StoreTx, rec: ConfirmationRecord, *, approve: bool, operator: str, now: float
    ) -> None:
        rec.state = "approved" if approve else "denied"
        rec.decided_by = operator
        rec.decided_at = now
        if approve and rec.scope == TOOL_SESSION and rec.scope_ttl:
            # A tool-session grant lasts exactly the policy TTL from the moment a human says yes.
            rec.expires_at = now + rec.scope_ttl
        elif approve:
            # The agent gets a full TTL from the moment a human says yes.
            rec.expires_at = max(rec.expires_at, now + self.config.ttl_for(rec.danger_level))
        tx.update_confirmation(rec)

    def redeemable(
        self, tx: StoreTx, *, agent: str, action_hash: str, execution_id: str | None, now: float
    ) -> ConfirmationRecord | None:
        """An approved, unexpired, unconsumed approval for exactly this agent, action and execution."""
        for rec in tx.list_confirmations("approved", agent=agent, action_hash=action_hash):
            if rec.execution_id == execution_id and now <= rec.expires_at:
                return rec
        return None

    def refused(
        self, tx: StoreTx, *, agent: str, action_hash: str, now: float, within: float = 24 * 3600
    ) -> ConfirmationRecord | None:
        """The latest human refusal of exactly this agent's action, if one was made within `within`
        seconds: the agent is told a human said no, rather than meeting what looks like a new pause."""
        refusals = [rec for rec in tx.list_confirmations("denied", agent=agent, action_hash=action_hash)
                    if rec.decided_at is not None and now - rec.decided_at <= within]
        return max(refusals, key=lambda rec: rec.decided_at or 0.0, default=None)

    def tool_grant(
        self,
        tx: StoreTx,
        *,
        agent: str,
        tool: str,
        session_id: str | None,
        execution_id: str | None,
        now: float,
    ) -> ConfirmationRecord | None:
        """An approved, unexpired tool-session grant for this agent, tool, session and execution."""
        if not session_id or not tool:
            return None
        for rec in tx.list_confirmations("approved", agent=agent):
            if (rec.scope == TOOL_SESSION and rec.kind == "confirm" and rec.tool == tool
                    and rec.session_id == session_id and rec.execution_id == execution_id
                    and now <= rec.expires_at):
                return rec
        return None

    def consume(self, tx: StoreTx, rec: ConfirmationRecord, now: float) -> None:
        rec.state = "consumed"
        rec.consumed_at = now
        tx.update_confirmation(rec)

    def expire(self, tx: StoreTx, now: float) -> list[ConfirmationRecord]:
        """Mark overdue pending/approved requests expired; returns them (for audit)."""
        expired = []
        for state in ("pending", "approved"):
            for rec in tx.list_confirmations(state):
                if now > rec.expires_at:
                    rec.state = "expired"
                    tx.update_confirmation(rec)
                    expired.append(rec)
        return expired
