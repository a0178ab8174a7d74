"""The autonomy evaluator: one reported step in, one AutonomyDirective out (core §8.7, digest F/G/H/X).

Pure: no store, no clock beyond an injectable `now`, no I/O. `dongle.service` gathers the context
(prior steps, blocks, pending challenges, human approvals) from the store, calls `evaluate`, then
issues challenges/tokens, persists blocks and broadcasts notifications as the directive asks.

Order (digest X-3): hard blocks and deny/danger_zone first, so no step limit or failure outcome can
turn a stop into a plain pause; then the five stages — step limit, previous outcome, patterns, safety
tier, risk tolerance (which may only add pauses, X-2). The first stage that pauses decides.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal

from dongle.action import Action
from dongle.assessment import Assessment
from dongle.levels import DangerLevel, SafetyTier

Requires = Literal["none", "confirmation", "verification"]
Outcome = Literal["success", "failure", "skipped"]
NotificationType = Literal["permission_pending", "autonomy_pause", "danger_zone", "status", "error"]


class Mode(StrEnum):
    """How the safety loop runs (core §8.6.7; ESL §8.3)."""

    ENFORCING = "enforcing"
    MONITORING = "monitoring"  # evaluated, never blocks, never `stopped`; factors say what would happen
    LOGGING = "logging"  # recorded only, not evaluated
    DISABLED = "disabled"

    @classmethod
    def parse(cls, value: str) -> Mode:
        """Accept a mode name in any case; raise ValueError naming the allowed values."""
        key = value.strip().lower()
        for mode in cls:
            if mode.value == key:
                return mode
        allowed = ", ".join(m.value for m in cls)
        raise ValueError(f"invalid safety loop mode {value!r}; expected one of: {allowed}")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Mode:
        """`MCPAQL_SAFETY_LOOP` (default enforcing); an invalid value raises (the caller refuses to start)."""
        raw = (os.environ if environ is None else environ).get("MCPAQL_SAFETY_LOOP", "")
        return cls.ENFORCING if not raw.strip() else cls.parse(raw)


@dataclass(frozen=True)
class PriorStep:
    """A step already recorded in this execution, as escalation needs it."""

    action_hash: str
    risk_score: int
    danger_level: DangerLevel
    tier: SafetyTier
    outcome: str | None = None
    rules: tuple[str, ...] = ()


class Approval(StrEnum):
    """What a human has already granted for *this exact action* (looked up by the service by hash)."""

    NONE = "none"
    CONFIRMED = "confirmed"  # lifts confirmation-level pauses for this one step
    VERIFIED = "verified"  # lifts confirmation- and verification-level pauses for this one step


@dataclass(frozen=True)
class StepContext:
    """What the service knows about the agent and execution when a step is reported.

    step_number: this step's 1-based number within the current step budget (the service resets the
        budget when a human confirms a step-limit pause, digest X-15).
    prior_steps: earlier steps of this execution, oldest first (for escalation).
    agent_blocked / block_verification_id: a persisted hard block (I-7) and its live challenge id.
    pending_verification_id: a verify-tier challenge still open for this agent (I-8).
    approval: a human approval bound to this step's action hash (single use; the service consumes it).
    """

    agent_id: str
    execution_id: str
    step_number: int
    prior_steps: tuple[PriorStep, ...] = ()
    agent_blocked: bool = False
    block_verification_id: str | None = None
    pending_verification_id: str | None = None
    approval: Approval = Approval.NONE


@dataclass(frozen=True)
class StepRequest:
    """The parameters of `record_execution_step` (core §8.6.3), already validated by the service.

    risk_score: the agent's own estimate (REF extension); it can only raise the computed score (X-1).
    action: the structured action when a door has one (hook, proxy); its hash binds approvals.
    """

    next_action_hint: str
    outcome: Outcome | None = None
    step_description: str | None = None
    findings: str | None = None
    risk_score: int | None = None
    action: Action | None = None

    def action_hash(self) -> str:
        """The hash approvals and escalation bind to: the structured action's, or the hint's."""
        action = self.action or Action(kind="hint", text=self.next_action_hint)
        return action.canonical_hash()


@dataclass(frozen=True)
class Notification:
    """An AgentNotification (core §8.7.3). The service adds `verificationId` to metadata."""

    type: NotificationType
    message: str
    metadata: Mapping[str, Any] = field(default_factory=dict)
    timestamp: str = ""

    def with_metadata(self, **extra: Any) -> Notification:
        return replace(self, metadata={**self.metadata, **extra})

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "message": self.message, "timestamp": self.timestamp}
        if self.metadata:
            out["metadata"] = dict(self.metadata)
        return out


@dataclass(frozen=True)
class Directive:
    """The evaluator's answer. `to_dict()` is the spec's camelCase AutonomyDirective.

    stopped: a hard block (deny pattern, danger_zone tier, or an already blocked agent); the service
        persists the block and broadcasts the `danger_zone` notification to every active execution.
    requires: what a human must do before this action may proceed: nothing, a confirmation
        (`confirm_operation` redeemed with an out-of-band approval) or an out-of-band verification.
    stage: which check decided ("blocked", "deny", "danger_zone", "step_limit", "outcome",
        "requires_approval", "auto_approve", "tier", "tolerance", "pending_verification", "passed",
        "error", "not_evaluated").
    would: in monitoring mode, what enforcing mode would have done ("pause" / "stop"), else None.
    """

    continue_: bool
    factors: tuple[str, ...]
    stopped: bool = False
    reason: str | None = None
    steps_remaining: int | None = None
    next_step_risk: SafetyTier | None = None
    notifications: tuple[Notification, ...] = ()
    assessment: Assessment | None = None
    risk_score: int | None = None
    matched_rule: str | None = None
    requires: Requires = "none"
    stage: str = "passed"
    mode: Mode = Mode.ENFORCING
    would: Literal["pause", "stop"] | None = None
    escalated: bool = False
    action_hash: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The AutonomyDirective as the wire carries it (`continue` and `factors` always present)."""
        out: dict[str, Any] = {"continue": self.continue_, "factors": list(self.factors)}
        if self.stopped:
            out["stopped"] = True
        if self.reason is not None:
            out["reason"] = self.reason
        if self.steps_remaining is not None:
            out["stepsRemaining"] = self.steps_remaining
        if self.next_step_risk is not None:
            out["nextStepRisk"] = self.next_step_risk.value
        if self.notifications:
            out["notifications"] = [n.to_dict() for n in self.notifications]
        return out


Classifier = Callable[[StepRequest], Assessment]


def classify_step(request: StepRequest) -> Assessment:
    """Default classifier: every shell command embedded in the hint, via `dongle.classify.hint`.

    If that module is missing or fails, the step is judged unevaluable (fail closed: a pause).
    """
    raise NotImplementedError


def evaluate(
    request: StepRequest,
    ctx: StepContext,
    policy: Any,
    mode: Mode = Mode.ENFORCING,
    *,
    classify: Classifier | None = None,
    now: datetime | None = None,
) -> Directive:
    """Judge one reported step. Never raises: an internal error yields a pause saying so.

    policy: a `dongle.policy.Policy` (resolved for `ctx.agent_id`) or an already resolved `Settings`.
    classify: injectable for tests; defaults to `classify_step`.
    """
    raise NotImplementedError


def _timestamp(now: datetime | None) -> str:
    return (now or datetime.now(UTC)).isoformat().replace("+00:00", "Z")
