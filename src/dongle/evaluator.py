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
from typing import TYPE_CHECKING, Any, Literal

from dongle.action import Action
from dongle.assessment import Assessment
from dongle.levels import DangerLevel, SafetyTier

if TYPE_CHECKING:
    from dongle.policy.glob import PatternList
    from dongle.policy.model import Policy, Settings

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
    continued: bool = True  # the directive let it proceed (only performed steps count for escalation)


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
        "error", "not_evaluated", "blocked").
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
    approval_used: bool = False  # a human approval lifted a check; the service consumes it

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

MAX_HINT_CHARS = 65_536  # longer hints are still pattern-matched in full, but not classified: a pause
EXCERPT_CHARS = 200

# The tier a danger level implies at least (seed 000 §8.1), whatever the score says.
_LEVEL_FLOOR = {
    DangerLevel.SAFE: SafetyTier.ADVISORY,
    DangerLevel.REVERSIBLE: SafetyTier.ADVISORY,
    DangerLevel.DESTRUCTIVE: SafetyTier.CONFIRM,
    DangerLevel.DANGEROUS: SafetyTier.VERIFY,
    DangerLevel.FORBIDDEN: SafetyTier.DANGER_ZONE,
}
# Baseline scores for a level named by a policy danger pattern (digest X-1's fixed points).
_LEVEL_BASELINE = {
    DangerLevel.REVERSIBLE: 25,
    DangerLevel.DESTRUCTIVE: 50,
    DangerLevel.DANGEROUS: 75,
    DangerLevel.FORBIDDEN: 95,
}
_TIER_FLOOR_SCORE = {SafetyTier.ADVISORY: 0, SafetyTier.CONFIRM: 31, SafetyTier.VERIFY: 61,
                     SafetyTier.DANGER_ZONE: 86}
_LIFTS = {
    Approval.NONE: frozenset(),
    Approval.CONFIRMED: frozenset({"confirmation"}),
    Approval.VERIFIED: frozenset({"confirmation", "verification"}),
}


def classify_step(request: StepRequest) -> Assessment:
    """Default classifier: the structured action when the step has one, else the hint's prose.

    A structured action (shell command, tool call, file write or read) is judged in preference to
    the hint; a hint that makes it sound harmless escalates the verdict
    (`dongle.classify.structured.judge_hint_and_action`). A hint that is the action's own text
    (a hook or the proxy) is not compared with itself. A missing classifier module or an action the
    classifier cannot read makes the step unevaluable (fail closed: a pause).
    """
    hint = request.next_action_hint
    try:
        import dongle.classify.hint  # noqa: F401  (what judges the prose; its absence must pause)
        from dongle.classify.structured import ActionValidationError, judge_hint_and_action
        from dongle.step_action import structured_from_action
    except ImportError:
        return Assessment.failed(hint, "the hint classifier is not available", kind="hint")
    action = request.action
    structured = structured_from_action(action) if action is not None else None
    if structured is None or action is None:
        return judge_hint_and_action(hint, None)
    told = None if hint.strip() == action.text.strip() else hint
    try:
        return judge_hint_and_action(told, structured)
    except ActionValidationError as exc:
        return Assessment.failed(action.text[:EXCERPT_CHARS], f"the action is malformed: {exc.message}",
                                 kind="hint")


def evaluate(
    request: StepRequest,
    ctx: StepContext,
    policy: Policy | Settings | None,
    mode: Mode = Mode.ENFORCING,
    *,
    classify: Classifier | None = None,
    now: datetime | None = None,
) -> Directive:
    """Judge one reported step. Never raises: an internal error yields a pause saying so.

    policy: a `dongle.policy.Policy` (resolved for `ctx.agent_id`), an already resolved `Settings`,
        or None for the defaults.
    classify: injectable for tests; defaults to `classify_step`.
    In monitoring mode the full evaluation runs, then the directive is turned into a non-blocking one
    whose factors say what enforcing mode would have done (digest F-8, X-17).
    """
    stamp = _timestamp(now)
    try:
        action_hash = request.action_hash()
    except Exception:  # an unhashable action must not escape as a traceback
        action_hash = ""
    if mode in (Mode.LOGGING, Mode.DISABLED):
        return Directive(
            continue_=True,
            factors=(f"safety loop {mode.value}: not evaluated",),
            stage="not_evaluated",
            mode=mode,
            action_hash=action_hash,
        )
    try:
        directive = _Evaluation(request, ctx, _settings(policy, ctx.agent_id), classify, stamp,
                                action_hash).run()
    except Exception as exc:
        directive = _failure(exc, ctx, stamp, action_hash)
    if mode is Mode.MONITORING:
        directive = _as_monitoring(directive)
    return replace(directive, mode=mode)


def _settings(policy: Policy | Settings | None, agent_id: str) -> Settings:
    from dongle.policy.model import Policy, Settings

    if policy is None:
        return Settings()
    if isinstance(policy, Settings):
        return policy
    if isinstance(policy, Policy):
        return policy.settings_for(agent_id)
    raise TypeError(f"expected a Policy or Settings, got {type(policy).__name__}")


def _excerpt(text: str) -> str:
    clean = "".join(ch if ch.isprintable() else " " for ch in text)
    return clean if len(clean) <= EXCERPT_CHARS else clean[: EXCERPT_CHARS - 1] + "…"


class _Evaluation:
    """One run of the pipeline; each check either passes, is lifted by an approval, or decides."""

    def __init__(self, request: StepRequest, ctx: StepContext, settings: Settings,
                 classify: Classifier | None, stamp: str, action_hash: str) -> None:
        self.request = request
        self.ctx = ctx
        self.settings = settings
        self.classify = classify or classify_step
        self.stamp = stamp
        self.action_hash = action_hash
        self.factors: list[str] = []
        self.lifted = False
        self.steps_remaining = max(0, settings.max_autonomous_steps - ctx.step_number)

    # -- building directives ------------------------------------------------------------------
    def _note(self, kind: NotificationType, message: str, **metadata: Any) -> Notification:
        meta = {"operation": _excerpt(self.request.next_action_hint), "agent": self.ctx.agent_id,
                "executionId": self.ctx.execution_id, **metadata}
        return Notification(kind, message, meta, self.stamp)

    def _directive(self, *, continue_: bool, stage: str, reason: str | None = None,
                   stopped: bool = False, requires: Requires = "none", matched: str | None = None,
                   notes: tuple[Notification, ...] = ()) -> Directive:
        return Directive(
            continue_=continue_,
            factors=tuple(dict.fromkeys(self.factors)),
            stopped=stopped,
            reason=reason,
            steps_remaining=self.steps_remaining,
            next_step_risk=self.tier,
            notifications=notes,
            assessment=self.assessment,
            risk_score=self.score,
            matched_rule=matched,
            requires=requires,
            stage=stage,
            escalated=self.escalated,
            action_hash=self.action_hash,
            approval_used=self.lifted,
        )

    def _stop(self, stage: str, reason: str, matched: str | None = None) -> Directive:
        self.tier = SafetyTier.DANGER_ZONE
        self.factors.append(reason)
        note = self._note("danger_zone", f"Agent '{self.ctx.agent_id}' was hard-stopped: {reason}",
                          reason=reason, level="danger_zone")
        return self._directive(continue_=False, stage=stage, reason=reason, stopped=True,
                               requires="verification", matched=matched, notes=(note,))

    def _pause(self, stage: str, reason: str, requires: Requires, *, pending: bool = False,
               matched: str | None = None) -> Directive:
        self.factors.append(reason)
        if requires == "confirmation" and self.tier is SafetyTier.VERIFY:
            # An earlier stage paused an action whose tier needs verification anyway: ask for the
            # stronger proof at once, so one human step is enough and none is skipped.
            requires = "verification"
            self.factors.append(f"the action itself is {self.tier.value} tier: out-of-band verification")
        if stage == "requires_approval" and requires == "confirmation":
            operation = _excerpt(self.request.next_action_hint)
            note = self._note("permission_pending", f"Operation '{operation}' requires confirmation",
                              reason=reason, level="CONFIRM_SINGLE_USE")
        else:
            level = "verify" if requires == "verification" else "confirm"
            note = self._note("autonomy_pause", reason, reason=reason, level=level)
        return self._directive(continue_=False, stage=stage, reason=reason, requires=requires,
                               matched=matched, notes=() if pending else (note,))

    def _applies(self, requires: Requires, what: str) -> bool:
        """False when a human already granted this exact action what this check would ask for."""
        if requires in _LIFTS[self.ctx.approval]:
            self.lifted = True
            grant = self.ctx.approval.value
            self.factors.append(f"{what}: lifted by a human {grant} approval of this action")
            return False
        return True

    # -- the pipeline -------------------------------------------------------------------------
    def run(self) -> Directive:
        from dongle.policy.glob import normalise

        request, ctx, settings = self.request, self.ctx, self.settings
        hint = normalise(request.next_action_hint)
        # Policy patterns see the action itself too: a structured action under a harmless hint must
        # not slip past a deny pattern, nor be auto-approved by a hint that names something else.
        said = normalise(request.action.text) if request.action and request.action.kind != "hint" else ""
        texts = (hint, said) if said and said != hint else (hint,)
        self.assessment = self._assess(hint)
        self.score = self.assessment.risk_score
        self.escalated = False
        self._apply_danger_patterns(texts)
        if request.risk_score is not None:
            supplied = self._supplied_score(request.risk_score)
            if supplied > self.score:
                self.factors.append(f"agent-reported risk {supplied} is above the computed {self.score}")
                self.score = supplied
        self.tier = max(SafetyTier.for_score(self.score), _LEVEL_FLOOR[self.assessment.danger_level],
                        key=lambda t: t.rank)
        self._escalate()
        self.factors.extend(self.assessment.factors[:5])

        # Hard stops first: nothing below may turn them into a mere pause.
        if ctx.agent_blocked:
            challenge = f" (challenge {ctx.block_verification_id})" if ctx.block_verification_id else ""
            reason = f"agent '{ctx.agent_id}' is hard-blocked until a human verifies out of band{challenge}"
            self.factors.append(reason)
            self.tier = SafetyTier.DANGER_ZONE
            return self._directive(continue_=False, stage="blocked", reason=reason, stopped=True,
                                   requires="verification")
        denied = _first_match(settings.deny, texts)
        if denied and self._applies("verification", f"deny pattern '{denied}'"):
            return self._stop("deny", f"Denied by policy pattern '{denied}'", matched=denied)
        if self.tier is SafetyTier.DANGER_ZONE and self._applies("verification", "danger zone"):
            return self._stop("danger_zone", f"Danger zone: {self._why()}", matched=self._rule())
        if ctx.pending_verification_id:
            return self._pause(
                "pending_verification",
                f"Waiting for out-of-band verification of challenge {ctx.pending_verification_id}",
                "verification", pending=True,
            )

        # Stage 1: step limit.
        if ctx.step_number > settings.max_autonomous_steps and self._applies("confirmation", "step limit"):
            self.steps_remaining = 0
            self.factors.append(f"step {ctx.step_number} of at most {settings.max_autonomous_steps}")
            return self._pause("step_limit", "Step limit exceeded", "confirmation")
        # Stage 2: previous outcome.
        if request.outcome == "failure" and self._applies("confirmation", "previous step failed"):
            return self._pause("outcome", "Previous step failed: human review required", "confirmation")
        # Stage 3: patterns (deny was checked first).
        needs = _first_match(settings.requires_approval, texts)
        if needs and self._applies("confirmation", f"requiresApproval pattern '{needs}'"):
            self.tier = max(self.tier, SafetyTier.CONFIRM, key=lambda t: t.rank)
            return self._pause("requires_approval", f"Action requires approval: pattern '{needs}'",
                               "confirmation", matched=needs)
        wholes = [settings.auto_approve.first_whole(text) for text in texts]
        auto = wholes[0] if all(wholes) else None
        # Stage 4: safety tier. verify is a MUST (core §8.8) and never lifted by autoApprove; neither
        # is an irreversible, unresolved or escalated verdict (autoApprove trusts a name, not a fact).
        if self.tier is SafetyTier.VERIFY and self._applies("verification", "verify tier"):
            return self._pause("tier", f"Verify tier: {self._why()}", "verification", matched=self._rule())
        sticky = self.assessment.irreversible or self.assessment.unresolved or self.escalated
        if auto and not sticky:
            self.factors.append(f"autoApprove pattern '{auto}' matches the whole action")
            self.factors.append("All autonomy checks passed")
            return self._directive(continue_=True, stage="auto_approve", matched=auto)
        if auto:
            self.factors.append(f"autoApprove pattern '{auto}' ignored: the action is "
                                + ("irreversible" if self.assessment.irreversible
                                   else "unresolved" if self.assessment.unresolved else "escalated"))
        if self.tier is SafetyTier.CONFIRM and self._applies("confirmation", "confirm tier"):
            return self._pause("tier", f"Confirm tier: {self._why()}", "confirmation", matched=self._rule())
        if self.assessment.irreversible and self.tier is SafetyTier.ADVISORY and \
                self._applies("confirmation", "irreversible action"):
            self.tier = SafetyTier.CONFIRM
            return self._pause("tier", f"Irreversible action: {self._why()}", "confirmation",
                               matched=self._rule())
        # Stage 5: risk tolerance; may only add pauses.
        threshold = settings.risk_tolerance.threshold
        if self.score > threshold and self._applies("confirmation", "risk tolerance"):
            return self._pause(
                "tolerance",
                f"Risk {self.score} is above the {settings.risk_tolerance.value} tolerance of {threshold}",
                "confirmation",
            )
        self.factors.append("All autonomy checks passed")
        return self._directive(continue_=True, stage="passed")

    def _supplied_score(self, value: Any) -> int:
        """The agent's own estimate, clamped to 0-100. +inf is 100 and -inf 0; NaN or a non-number
        cannot be read, so it counts as the confirm floor (a pause), never as 'no risk' (REF #388)."""
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.factors.append(f"agent-reported risk {value!r} is not a number")
            return _TIER_FLOOR_SCORE[SafetyTier.CONFIRM]
        if value != value:  # NaN
            self.factors.append("agent-reported risk is NaN")
            return _TIER_FLOOR_SCORE[SafetyTier.CONFIRM]
        return int(max(0.0, min(100.0, float(value))))

    def _assess(self, hint: str) -> Assessment:
        raw = self.request.next_action_hint
        if not hint:
            return Assessment.failed(raw, "the next_action_hint is empty", kind="hint")
        if len(raw) > MAX_HINT_CHARS:
            return Assessment.failed(raw[:EXCERPT_CHARS], f"the hint is longer than {MAX_HINT_CHARS} "
                                     "characters", kind="hint")
        try:
            verdict = self.classify(self.request)
        except Exception as exc:
            return Assessment.failed(raw[:EXCERPT_CHARS], f"classifier error ({type(exc).__name__})",
                                     kind="hint")
        if not isinstance(verdict, Assessment):
            return Assessment.failed(raw[:EXCERPT_CHARS], "classifier returned no assessment", kind="hint")
        return verdict

    def _apply_danger_patterns(self, texts: tuple[str, ...]) -> None:
        """Policy danger patterns may only raise the level (DL §5.1: the highest match wins)."""
        for level in sorted(self.settings.danger_patterns, reverse=True):
            matched = _first_match(self.settings.danger_patterns[level], texts)
            if matched is None:
                continue
            if level > self.assessment.danger_level or _LEVEL_BASELINE[level] > self.score:
                self.assessment = replace(
                    self.assessment,
                    danger_level=max(level, self.assessment.danger_level),
                    risk_score=max(self.score, _LEVEL_BASELINE[level]),
                    rules=(*self.assessment.rules, f"policy.danger.{level.label}"),
                    factors=(f"policy danger pattern '{matched}': {level.label}", *self.assessment.factors),
                )
                self.score = self.assessment.risk_score
            return

    def _escalate(self) -> None:
        from dongle.escalation import escalate

        result = escalate(self.tier, self.assessment, self.score, self.action_hash, self.ctx.prior_steps,
                          self.settings.escalation)
        self.factors.extend(result.factors)
        if result.raised:
            self.escalated = True
            self.tier = result.tier
            self.score = max(self.score, _TIER_FLOOR_SCORE[result.tier])

    def _why(self) -> str:
        a = self.assessment
        first = a.factors[0] if a.factors else f"{a.danger_level.label} action"
        return f"{first} (risk {self.score})"

    def _rule(self) -> str | None:
        return self.assessment.rules[0] if self.assessment.rules else None


def _first_match(patterns: PatternList, texts: tuple[str, ...]) -> str | None:
    """The first pattern matching any of the texts at a word boundary (hint first, then action)."""
    for text in texts:
        matched = patterns.first_at_boundary(text)
        if matched:
            return matched
    return None


def _failure(exc: Exception, ctx: StepContext, stamp: str, action_hash: str) -> Directive:
    """Fail closed: an evaluator fault pauses for a human (X-14), never continues."""
    reason = f"the safety evaluation failed ({type(exc).__name__}); a human must review this step"
    meta = {"agent": ctx.agent_id, "executionId": ctx.execution_id, "reason": reason}
    return Directive(
        continue_=False,
        factors=(f"SAFETY_EVALUATION_FAILURE: {type(exc).__name__}", reason),
        reason=reason,
        next_step_risk=SafetyTier.CONFIRM,
        notifications=(
            Notification("error", f"Safety evaluation failed: {type(exc).__name__}", meta, stamp),
            Notification("autonomy_pause", f"Paused: {reason}", {**meta, "level": "confirm"}, stamp),
        ),
        requires="confirmation",
        stage="error",
        action_hash=action_hash,
    )


def _as_monitoring(directive: Directive) -> Directive:
    """Monitoring never blocks and is never `stopped`; factors say what would have happened."""
    if directive.continue_ and not directive.stopped:
        return directive
    would: Literal["pause", "stop"] = "stop" if directive.stopped else "pause"
    reason = directive.reason or "paused"
    return replace(
        directive,
        continue_=True,
        stopped=False,
        reason=None,
        notifications=(),
        requires="none",
        would=would,
        approval_used=False,
        factors=(f"monitoring: would {would}: {reason}", *directive.factors),
    )


def _timestamp(now: datetime | None) -> str:
    return (now or datetime.now(UTC)).isoformat().replace("+00:00", "Z")
