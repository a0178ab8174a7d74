"""The safety loop as a transport-agnostic service: the seven operations over store + evaluator.

`SafetyService` is what every door calls. The MCP server maps its seven operations onto it; hooks
and the proxy call `evaluate_action`; the operator CLI and the console call `pending`, `approve`,
`deny`, `unblock` and `reveal_code`. Each call is one store transaction, so several processes
sharing one database (server, a hook process per tool call, the operator's terminal) never lose or
interleave an update, and nothing is acknowledged before it is durable.

Decisions come from `dongle.evaluator.evaluate` (pure). This module only gathers the context it
needs from the store and carries out what the directive asks: confirmation requests, verification
challenges, hard blocks, notifications, and the audit entries for all of them.

Responses are the spec's discriminated dicts: `{"success": True, "data": ...}` or
`{"success": False, "error": {"code", "message", "details"}}` (digest §1.3, N, X-10). No response,
error, log line or audit entry ever contains a verification code: this process never holds one
(codes are minted only by `reveal_code`, on the operator channel).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from dongle.action import Action
from dongle.audit import ADAPTER_NAME, iso
from dongle.confirmations import TOOL_SESSION, ApprovalReach, ConfirmationConfig, Confirmations
from dongle.evaluator import Approval, Directive, Mode, Notification, PriorStep, StepContext, StepRequest
from dongle.identity import agent_identity
from dongle.levels import DangerLevel, SafetyTier
from dongle.store.base import Store, StoreError, StoreTx
from dongle.store.records import (
    AuditDraft,
    BlockRecord,
    ChallengeRecord,
    ConfirmationRecord,
    ExecutionRecord,
    NotificationRecord,
    StepRecord,
)
from dongle.verification import VerificationConfig, Verifier


def _log_error(message: str, *args: object) -> None:
    """Report to the `dongle.service` logger; `logging` loads only when there is something to say
    (a hook is a new process per tool call, and importing it is a measurable share of one)."""
    import logging

    logging.getLogger("dongle.service").error(message, *args)


def _uuid4() -> str:
    """A random (version 4) UUID, as `str(uuid.uuid4())` writes it, without importing `uuid`,
    which loads `platform` and runs it at import time (again a share of every hook process)."""
    raw = bytearray(os.urandom(16))
    raw[6] = (raw[6] & 0x0F) | 0x40
    raw[8] = (raw[8] & 0x3F) | 0x80
    h = raw.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


OUTCOMES = ("success", "failure", "skipped")
MAX_TEXT = 10_000  # what is kept of a hint in steps, challenges and requests (the audit keeps less)
AUDIT_TEXT = 500
PRIOR_STEPS = 50
PERSISTED_NOTIFICATIONS = ("permission_pending", "autonomy_pause", "danger_zone")
# Plain lookups: the Enum constructors cost more than the rest of rebuilding 50 prior steps per call.
_LEVELS = tuple(DangerLevel)
_TIERS = {tier.value: tier for tier in SafetyTier}


# ---- response helpers ---------------------------------------------------------------------------


def ok(data: Any) -> dict[str, Any]:
    return {"success": True, "data": data}


def fail(code: str, message: str, details: dict[str, Any] | None = None) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": message}
    if details is not None:
        error["details"] = details
    return {"success": False, "error": error}


def _denied(reason: str, message: str, **details: Any) -> dict[str, Any]:
    return fail(
        "PERMISSION_DENIED", f"Permission denied: '{reason}'. {message}", {"reason": reason, **details}
    )


def _missing(param: str, operation: str) -> dict[str, Any]:
    return fail(
        "VALIDATION_MISSING_PARAM",
        f"Missing required parameter '{param}'",
        {"param_name": param, "operation": operation},
    )


def _structured_action(value: Any) -> Action | dict[str, Any]:
    """The Action for a structured `action` parameter, or the validation error response."""
    from dongle.classify.structured import ActionValidationError
    from dongle.step_action import action_from_structured

    try:
        return action_from_structured(value)
    except ActionValidationError as exc:
        name = exc.field or "action"
        message = (
            f"Missing required parameter '{name}'"
            if exc.problem == "missing"
            else f"Parameter '{name}' is invalid: {exc.message}"
        )
        return fail(exc.validation_code, message, {"param_name": name, "operation": "record_execution_step"})


def _no_execution(agent: str) -> dict[str, Any]:
    return fail(
        "NOT_FOUND_RESOURCE",
        f"Resource 'execution' not found: '{agent}'",
        {
            "resource_type": "execution",
            "resource_id": agent,
            "hint": "start one with execute_agent before reporting steps",
        },
    )


class OperatorActionError(ValueError):
    """An operator command named something that does not exist or cannot be acted on."""


@dataclass(frozen=True)
class ServiceConfig:
    verification: VerificationConfig = field(default_factory=VerificationConfig)
    confirmations: ConfirmationConfig = field(default_factory=ConfirmationConfig)
    adapter_trust: str = "untested"


@dataclass(frozen=True)
class PendingItem:
    """One thing waiting for a human, as `dongle pending` and the console list it."""

    kind: str  # "confirmation" | "verification" | "block"
    id: str
    agent: str
    action: str
    reason: str
    created_at: float
    expires_at: float | None
    danger_level: int | None = None
    tier: str | None = None
    code_shown: bool = False
    scope: str | None = None  # a confirmation's reach: "single" or "tool_session:<tool>"

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "id": self.id,
            "agent": self.agent,
            "action": self.action,
            "reason": self.reason,
            "created_at": iso(self.created_at),
            "expires_at": iso(self.expires_at),
            "danger_level": self.danger_level,
            "tier": self.tier,
            "code_shown": self.code_shown,
            "scope": self.scope,
        }


EvaluateFn = Callable[..., Directive]


class SafetyService:
    """The seven safety-loop operations plus the small API hooks, console and operator CLI use."""

    def __init__(
        self,
        store: Store,
        policy: Any = None,
        mode: Mode = Mode.ENFORCING,
        *,
        config: ServiceConfig | None = None,
        clock: Callable[[], float] = time.time,
        evaluate: EvaluateFn | None = None,
        classify: Callable[[StepRequest], Any] | None = None,
    ):
        if policy is None:
            from dongle.policy import default_policy

            policy = default_policy()
        if evaluate is None:
            from dongle.evaluator import evaluate as evaluate_fn

            evaluate = evaluate_fn
        self.store = store
        self.policy = policy
        self.mode = Mode(mode)
        self.config = config or ServiceConfig()
        self.clock = clock
        self._evaluate = evaluate
        self._classify = classify
        self.verifier = Verifier(self.config.verification)
        self.confirmations = Confirmations(self.config.confirmations)

    # ==== the seven operations ===================================================================

    def execute_agent(
        self,
        element_name: str,
        parameters: dict[str, Any] | None = None,
        *,
        max_autonomous_steps: int | None = None,
        session_id: str | None = None,
    ) -> dict[str, Any]:
        """Start a monitored execution. A blocked agent is refused (I-7: blocks are per agent, so a
        new execution never escapes one). The agent may lower its step limit, never raise it (X-7)."""
        element_name = agent_identity(element_name or "")
        if not element_name:
            return _missing("element_name", "execute_agent")
        if parameters is not None and not isinstance(parameters, dict):
            return fail(
                "VALIDATION_INVALID_TYPE",
                "Parameter 'parameters' expected 'object'",
                {"param_name": "parameters", "expected_type": "object"},
            )
        limit = self._max_steps(element_name)
        if max_autonomous_steps is not None:
            if (
                isinstance(max_autonomous_steps, bool)
                or not isinstance(max_autonomous_steps, int)
                or max_autonomous_steps < 1
            ):
                return fail(
                    "VALIDATION_INVALID_VALUE",
                    "Parameter 'max_autonomous_steps' must be a positive integer",
                    {"param_name": "max_autonomous_steps"},
                )
            limit = min(limit, max_autonomous_steps) if limit > 0 else max_autonomous_steps
        return self._guard(
            "execute_agent",
            lambda tx, now: self._execute_agent(tx, now, element_name, parameters or {}, limit, session_id),
        )

    def record_execution_step(
        self,
        element_name: str,
        next_action_hint: str,
        *,
        outcome: str | None = None,
        step_description: str | None = None,
        findings: str | None = None,
        risk_score: int | None = None,
        session_id: str | None = None,
        action: Action | dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Report the next action; returns `data.autonomy` (the AutonomyDirective), `execution_id`
        and `step_number`, plus `confirmation` when a human approval was requested.

        `action` may be the structured object of the wire (`dongle.classify.structured`): it is
        validated (a VALIDATION_* error names the bad field) and judged in preference to the hint."""
        element_name = agent_identity(element_name or "")
        if not element_name:
            return _missing("element_name", "record_execution_step")
        if not isinstance(next_action_hint, str) or not next_action_hint.strip():
            return _missing("next_action_hint", "record_execution_step")
        if outcome is not None and outcome not in OUTCOMES:
            return fail(
                "VALIDATION_INVALID_TYPE",
                f"Parameter 'outcome' expected one of {', '.join(OUTCOMES)}, got '{outcome}'",
                {"param_name": "outcome", "expected_type": "enum", "allowed_values": list(OUTCOMES)},
            )
        if risk_score is not None and (isinstance(risk_score, bool) or not isinstance(risk_score, int)):
            return fail(
                "VALIDATION_INVALID_TYPE",
                "Parameter 'risk_score' expected 'integer'",
                {"param_name": "risk_score", "expected_type": "integer"},
            )
        if action is not None and not isinstance(action, Action):
            converted = _structured_action(action)
            if isinstance(converted, dict):
                return converted
            action = converted
        request = StepRequest(
            next_action_hint=next_action_hint,
            outcome=outcome,  # type: ignore[arg-type]
            step_description=step_description,
            findings=findings,
            risk_score=risk_score,
            action=action or Action(kind="hint", text=next_action_hint),
        )
        return self._guard(
            "record_execution_step",
            lambda tx, now: self._record_step(tx, now, element_name, request, session_id),
        )

    def complete_execution(
        self,
        element_name: str,
        *,
        summary: str | None = None,
        outcome: str | None = None,
        session_id: str | None = None,
    ) -> dict[str, Any]:
        """running -> completed (or failed when the last outcome is 'failure')."""
        element_name = agent_identity(element_name or "")
        if not element_name:
            return _missing("element_name", "complete_execution")
        if outcome is not None and outcome not in OUTCOMES:
            return fail(
                "VALIDATION_INVALID_TYPE",
                f"Parameter 'outcome' expected one of {', '.join(OUTCOMES)}, got '{outcome}'",
                {"param_name": "outcome", "expected_type": "enum"},
            )
        status = "failed" if outcome == "failure" else "completed"
        return self._guard(
            "complete_execution",
            lambda tx, now: self._finish(
                tx, now, element_name, status, summary=summary, error=None, session_id=session_id
            ),
        )

    def abort_execution(
        self, element_name: str, *, reason: str | None = None, session_id: str | None = None
    ) -> dict[str, Any]:
        """pending/running -> cancelled."""
        element_name = agent_identity(element_name or "")
        if not element_name:
            return _missing("element_name", "abort_execution")
        return self._guard(
            "abort_execution",
            lambda tx, now: self._finish(
                tx, now, element_name, "cancelled", summary=None, error=reason, session_id=session_id
            ),
        )

    def confirm_operation(
        self, confirmation_token: str, *, element_name: str | None = None, session_id: str | None = None
    ) -> dict[str, Any]:
        """Redeem a confirmation request. Only a request a human already approved on the operator
        channel is accepted; with nothing but the id the agent was given, this changes nothing (X-6)."""
        if not confirmation_token:
            return _missing("confirmation_token", "confirm_operation")
        return self._guard(
            "confirm_operation",
            lambda tx, now: self._confirm(
                tx, now, confirmation_token, agent_identity(element_name) if element_name else None,
                session_id,
            ),
        )

    def verify_challenge(
        self, challenge_id: str, code: str, *, session_id: str | None = None
    ) -> dict[str, Any]:
        """Submit an out-of-band code. The code is compared against a salted hash and then dropped;
        it is never echoed, logged or stored."""
        if not challenge_id:
            return _missing("challenge_id", "verify_challenge")
        if not isinstance(code, str) or not code.strip():
            return _missing("code", "verify_challenge")
        return self._guard(
            "verify_challenge", lambda tx, now: self._verify(tx, now, str(challenge_id), code, session_id)
        )

    def introspect(self) -> dict[str, Any]:
        """The safety loop's capability and configuration data (the server builds the
        schema-shaped operation and type listings around it)."""
        return ok(self.safety_loop_info())

    # ==== API for the doors, console and operator ================================================

    def safety_loop_info(self) -> dict[str, Any]:
        settings = self.policy.settings_for(None)
        v = self.config.verification
        return {
            "execution_safety_loop": self.mode.value,
            "default_max_autonomous_steps": settings.max_autonomous_steps,
            "risk_tolerance": settings.risk_tolerance.value,
            "stage_order": [
                "deny/danger_zone",
                "step_limit",
                "outcome",
                "patterns",
                "safety_tier",
                "risk_tolerance",
            ],
            "confirmation": {
                "design": "the token an agent receives is a request id; it is redeemed only after a "
                "human approves it on the operator channel (dongle approve)",
                "ttl_seconds": {
                    lvl.label: self.config.confirmations.ttl_for(lvl)
                    for lvl in (DangerLevel.DESTRUCTIVE, DangerLevel.DANGEROUS, DangerLevel.FORBIDDEN)
                },
                "single_use": True,
            },
            "verification": {
                "code_bits": 130,
                "channel": "operator terminal (dongle pending --show-code ID)",
                "ttl_seconds": v.ttl_seconds,
                "max_failures": v.max_failures,
                "window_seconds": v.window_seconds,
                "progressive_lockout": True,
            },
            "hard_blocks": "per agent, persisted; lifted by verify_challenge or operator unblock",
            "store": self.store.location,
        }

    def agent_blocked(self, element_name: str) -> bool:
        with self.store.transaction() as tx:
            return tx.get_block(agent_identity(element_name)) is not None

    def evaluate_action(
        self, action: Action, agent_id: str, session_id: str | None, reach: ApprovalReach | None = None
    ) -> Directive:
        """Judge one concrete action for a hook or the proxy, recording it like a step.

        Each (agent, session) gets an implicit execution, so approvals bind to it and escalation sees
        earlier actions. The step limit is a property of the MCP loop and is not applied here. Any
        failure yields a pause (fail closed), never a go. `reach` is how far a human approval of
        this call may reach (the policy's approval scope for the agent and the call's tool name)."""
        request = StepRequest(next_action_hint=action.text, action=action)
        try:
            with self.store.transaction() as tx:
                now = self.clock()
                agent = agent_identity(agent_id) or agent_id
                directive, _ = self._judge(tx, now, agent, request, session_id, reach=reach)
                return directive
        except StoreError as exc:   # our own message (busy, locked, missing): say it, it is actionable
            _log_error("evaluate_action failed: %s", exc)
            return self._failed_directive(request, f"store unavailable: {exc}")
        except Exception as exc:
            _log_error("evaluate_action failed: %s", type(exc).__name__)
            return self._failed_directive(request, f"internal error ({type(exc).__name__})")

    def end_session(self, session_id: str) -> int:
        """A session ended (digest D-1): its running executions are cancelled and its pending or
        approved confirmation requests are revoked. Hard blocks stay. Returns executions ended."""
        with self.store.transaction() as tx:
            now = self.clock()
            ended = 0
            for execution in tx.active_executions(session_id):
                self._close_execution(tx, now, execution, "cancelled", error="session ended")
                ended += 1
            return ended

    def pending(self) -> list[PendingItem]:
        """Confirmation requests, verification challenges and hard blocks waiting for a human."""
        items: list[PendingItem] = []
        with self.store.transaction() as tx:
            now = self.clock()
            for rec in self.confirmations.expire(tx, now):
                self._audit(
                    tx,
                    now,
                    "TOKEN_REVOKED",
                    agent=rec.agent,
                    execution_id=rec.execution_id,
                    outcome="failure",
                    data={"token_id": rec.request_id, "failure_reason": "expired"},
                )
            for c in tx.list_confirmations("pending"):
                items.append(
                    PendingItem(
                        "confirmation",
                        c.request_id,
                        c.agent,
                        c.action_text,
                        c.reason,
                        c.created_at,
                        c.expires_at,
                        c.danger_level,
                        c.tier,
                        scope=_reach_label(c),
                    )
                )
            for ch in tx.list_challenges("pending"):
                if now > ch.expires_at:
                    continue
                items.append(
                    PendingItem(
                        "verification",
                        ch.challenge_id,
                        ch.agent,
                        ch.action_text,
                        ch.reason,
                        ch.created_at,
                        ch.expires_at,
                        None,
                        ch.kind,
                        bool(ch.code_hash),
                    )
                )
            for b in tx.list_blocks():
                items.append(
                    PendingItem(
                        "block",
                        b.agent,
                        b.agent,
                        "",
                        b.reason,
                        b.blocked_at,
                        None,
                        int(DangerLevel.FORBIDDEN),
                        SafetyTier.DANGER_ZONE.value,
                    )
                )
        return items

    def approve(self, request_id: str, operator: str) -> dict[str, Any]:
        """Operator approval of a confirmation request (the agent may then redeem it once), or of a
        verification challenge (resolved as if the code had been entered)."""
        with self.store.transaction() as tx:
            now = self.clock()
            conf = tx.get_confirmation(request_id)
            if conf is not None:
                if conf.state != "pending" or now > conf.expires_at:
                    raise OperatorActionError(f"request {request_id} is {self._conf_state(conf, now)}")
                self.confirmations.decide(tx, conf, approve=True, operator=operator, now=now)
                self._audit(
                    tx,
                    now,
                    "OPERATOR_APPROVE",
                    agent=conf.agent,
                    execution_id=conf.execution_id,
                    danger_level=conf.danger_level,
                    outcome="confirmed",
                    data={
                        "operator": operator,
                        "token_id": request_id,
                        "operation": _short(conf.action_text),
                        "scope": conf.scope,
                        "tool": conf.tool,
                    },
                )
                return {
                    "kind": "confirmation",
                    "id": request_id,
                    "agent": conf.agent,
                    "expires_at": iso(conf.expires_at),
                    "scope": conf.scope,
                    "tool": conf.tool,
                }
            challenge = tx.get_challenge(request_id)
            if challenge is None:
                raise OperatorActionError(f"no pending request or challenge {request_id}")
            if challenge.state != "pending" or now > challenge.expires_at:
                raise OperatorActionError(f"challenge {request_id} is no longer pending")
            challenge.state = "verified"
            challenge.resolved_at = now
            challenge.resolved_by = f"operator:{operator}"
            tx.update_challenge(challenge)
            unblocked = self._on_verified(tx, now, challenge, by=f"operator:{operator}")
            self._audit(
                tx,
                now,
                "OPERATOR_APPROVE",
                agent=challenge.agent,
                execution_id=challenge.execution_id,
                outcome="confirmed",
                data={
                    "operator": operator,
                    "challenge_id": request_id,
                    "kind": challenge.kind,
                    "unblocked": unblocked,
                },
            )
            return {
                "kind": "verification",
                "id": request_id,
                "agent": challenge.agent,
                "unblocked": unblocked,
            }

    def deny(self, request_id: str, operator: str, reason: str | None = None) -> dict[str, Any]:
        """Operator refusal: a confirmation request is closed for good; a challenge is withdrawn
        (a hard block stays until verified or unblocked)."""
        with self.store.transaction() as tx:
            now = self.clock()
            conf = tx.get_confirmation(request_id)
            if conf is not None:
                if conf.state not in ("pending", "approved"):
                    raise OperatorActionError(f"request {request_id} is {self._conf_state(conf, now)}")
                self.confirmations.decide(tx, conf, approve=False, operator=operator, now=now)
                self._audit(
                    tx,
                    now,
                    "OPERATOR_DENY",
                    agent=conf.agent,
                    execution_id=conf.execution_id,
                    danger_level=conf.danger_level,
                    outcome="denied",
                    data={"operator": operator, "token_id": request_id, "reason": reason or ""},
                )
                self._audit(
                    tx,
                    now,
                    "TOKEN_REVOKED",
                    agent=conf.agent,
                    execution_id=conf.execution_id,
                    outcome="success",
                    data={"token_id": request_id, "failure_reason": "denied"},
                )
                return {"kind": "confirmation", "id": request_id, "agent": conf.agent}
            challenge = tx.get_challenge(request_id)
            if challenge is None or challenge.state != "pending":
                raise OperatorActionError(f"no pending request or challenge {request_id}")
            challenge.state = "denied"
            challenge.resolved_at = now
            challenge.resolved_by = f"operator:{operator}"
            tx.update_challenge(challenge)
            self._audit(
                tx,
                now,
                "OPERATOR_DENY",
                agent=challenge.agent,
                execution_id=challenge.execution_id,
                outcome="denied",
                data={"operator": operator, "challenge_id": request_id, "reason": reason or ""},
            )
            return {"kind": "verification", "id": request_id, "agent": challenge.agent}

    def unblock(self, agent: str, operator: str, reason: str | None = None) -> bool:
        """Admin override (I-7, X-12): lift an agent's hard block. Audited. False if not blocked."""
        agent = agent_identity(agent)
        with self.store.transaction() as tx:
            now = self.clock()
            block = tx.get_block(agent)
            if block is None:
                return False
            self._lift_block(tx, now, block)
            for challenge in tx.list_challenges("pending", agent=agent):
                if challenge.kind in ("danger_zone", "deny"):
                    challenge.state = "superseded"
                    challenge.resolved_at = now
                    challenge.resolved_by = f"operator:{operator}"
                    tx.update_challenge(challenge)
            self._audit(
                tx,
                now,
                "OPERATOR_UNBLOCK",
                agent=agent,
                outcome="allowed",
                data={"operator": operator, "reason": reason or "", "block_reason": block.reason},
            )
            return True

    def reveal_code(self, challenge_id: str, operator: str) -> tuple[str, str]:
        """Operator channel only: mint a code for a pending challenge and return (challenge_id, code).

        The caller shows it on the operator's terminal and nowhere else. An expired challenge of a
        still-blocked agent is replaced first (X-12); the returned id is the one the code belongs to."""
        with self.store.transaction() as tx:
            now = self.clock()
            challenge = tx.get_challenge(challenge_id)
            if challenge is None:
                raise OperatorActionError(f"no challenge {challenge_id}")
            live = self.verifier.live(tx, challenge_id, now)
            if live is None:
                block = tx.get_block(challenge.agent)
                if block is None or challenge.kind == "verify":
                    raise OperatorActionError(f"challenge {challenge_id} is no longer pending")
                live = self._ensure_block_challenge(tx, now, block)
            code = self.verifier.mint_code(tx, live, now)
            self._audit(
                tx,
                now,
                "OPERATOR_REVEAL_CODE",
                agent=live.agent,
                execution_id=live.execution_id,
                outcome="success",
                data={"operator": operator, "challenge_id": live.challenge_id},
            )
            return live.challenge_id, code

    def record_operator_failure(self, what: str, channel: str = "terminal") -> None:
        """An operator login failed: count it against its channel and audit it (security event).

        Each channel (the terminal, the web console) has its own counter: guessing on one cannot
        lock the human out of the other, so an agent hammering the loopback console never locks
        the `/dev/tty` prompt (issue 12, item 9)."""
        with self.store.transaction() as tx:
            now = self.clock()
            self.verifier.record_failure(tx, f"operator:{channel}", now)
            self._audit(tx, now, "OPERATOR_AUTH_FAILED", outcome="failure",
                        data={"command": what, "channel": channel})

    def operator_locked(self, channel: str = "terminal") -> int:
        """Seconds until operator authentication on `channel` is allowed again (0 = allowed)."""
        with self.store.transaction() as tx:
            decision = self.verifier.rate(tx, f"operator:{channel}", self.clock())
            return 0 if decision.allowed else decision.retry_after

    def record_operator_event(self, event: str, operator: str, **data: Any) -> None:
        with self.store.transaction() as tx:
            self._audit(tx, self.clock(), event, outcome="success", data={"operator": operator, **data})

    # ==== internals: operations ==================================================================

    def _guard(self, operation: str, body: Callable[[StoreTx, float], dict[str, Any]]) -> dict[str, Any]:
        """Run one operation in one transaction; a store or internal failure is an error response
        (never a go), and says nothing about internals (A-13)."""
        try:
            with self.store.transaction() as tx:
                return body(tx, self.clock())
        except StoreError:
            _log_error("%s: store unavailable", operation)
            return fail(
                "INTERNAL_ERROR",
                "Internal error: 'state store unavailable'",
                {"operation": operation, "retryable": True},
            )
        except Exception as exc:
            _log_error("%s failed: %s", operation, type(exc).__name__)
            return fail(
                "INTERNAL_ERROR",
                "Internal error: 'the safety loop could not complete this call'",
                {"operation": operation},
            )

    def _max_steps(self, agent: str) -> int:
        return int(self.policy.settings_for(agent).max_autonomous_steps)

    def _execute_agent(
        self,
        tx: StoreTx,
        now: float,
        agent: str,
        parameters: dict[str, Any],
        limit: int,
        session_id: str | None,
    ) -> dict[str, Any]:
        block = tx.get_block(agent)
        if block is not None:
            return self._blocked_response(tx, now, block, "execute_agent")
        for previous in tx.active_executions():
            if previous.agent == agent and not previous.implicit:
                self._close_execution(
                    tx, now, previous, "cancelled", error="superseded by a new execute_agent"
                )
        execution = ExecutionRecord(
            execution_id=_uuid4(),
            agent=agent,
            session_id=session_id,
            status="running",
            started_at=now,
            max_steps=limit,
            parameters=parameters,
        )
        tx.insert_execution(execution)
        self._audit(
            tx,
            now,
            "EXECUTION_STARTED",
            agent=agent,
            session_id=session_id,
            execution_id=execution.execution_id,
            outcome="allowed",
            data={"max_autonomous_steps": limit, "parameters": parameters},
        )
        return ok(
            {
                "execution_id": execution.execution_id,
                "element_name": agent,
                "status": "running",
                "started_at": iso(now),
                "max_autonomous_steps": limit,
                "safety_loop": self.mode.value,
                "autonomy": {
                    "continue": True,
                    "factors": ["execution started; report every action first"],
                    "stepsRemaining": limit,
                },
            }
        )

    def _record_step(
        self, tx: StoreTx, now: float, agent: str, request: StepRequest, session_id: str | None
    ) -> dict[str, Any]:
        block = tx.get_block(agent)
        if block is not None:
            return self._blocked_response(tx, now, block, "record_execution_step")
        execution = tx.active_execution(agent)
        if execution is None:
            return _no_execution(agent)
        directive, extra = self._judge(tx, now, agent, request, session_id, execution=execution)
        data: dict[str, Any] = {
            "execution_id": extra["execution_id"],
            "step_number": extra["step_number"],
            "autonomy": directive.to_dict(),
        }
        if "confirmation" in extra:
            data["confirmation"] = extra["confirmation"]
        return ok(data)

    def _finish(
        self,
        tx: StoreTx,
        now: float,
        agent: str,
        status: str,
        *,
        summary: str | None,
        error: str | None,
        session_id: str | None,
    ) -> dict[str, Any]:
        operation = "abort_execution" if status == "cancelled" else "complete_execution"
        block = tx.get_block(agent)
        if block is not None:
            return self._blocked_response(tx, now, block, operation)
        execution = tx.active_execution(agent)
        if execution is None:
            return _no_execution(agent)
        self._close_execution(tx, now, execution, status, summary=summary, error=error)
        return ok(
            {
                "execution_id": execution.execution_id,
                "element_name": agent,
                "status": status,
                "started_at": iso(execution.started_at),
                "finished_at": iso(now),
                "steps": execution.step_count,
            }
        )

    def _close_execution(
        self,
        tx: StoreTx,
        now: float,
        execution: ExecutionRecord,
        status: str,
        *,
        summary: str | None = None,
        error: str | None = None,
    ) -> None:
        execution.status = status
        execution.finished_at = now
        execution.summary = summary
        execution.error = error
        execution.paused_challenge_id = None
        tx.update_execution(execution)
        for conf in tx.list_confirmations(None, agent=execution.agent):
            if conf.execution_id == execution.execution_id and conf.state in ("pending", "approved"):
                conf.state = "revoked"
                tx.update_confirmation(conf)
                self._audit(
                    tx,
                    now,
                    "TOKEN_REVOKED",
                    agent=conf.agent,
                    execution_id=conf.execution_id,
                    outcome="success",
                    data={"token_id": conf.request_id, "failure_reason": f"execution {status}"},
                )
        for kind in ("permission_pending", "autonomy_pause"):
            tx.clear_notifications(now, type=kind, agent=execution.agent)
        event = {"completed": "EXECUTION_COMPLETED", "failed": "EXECUTION_FAILED"}.get(
            status, "EXECUTION_CANCELLED"
        )
        self._audit(
            tx,
            now,
            event,
            agent=execution.agent,
            session_id=execution.session_id,
            execution_id=execution.execution_id,
            outcome=status,
            data={"steps": execution.step_count, "summary": summary or "", "reason": error or ""},
        )

    def _confirm(
        self, tx: StoreTx, now: float, token: str, agent: str | None, session_id: str | None
    ) -> dict[str, Any]:
        conf = tx.get_confirmation(token)

        def reject(reason: str, response: dict[str, Any]) -> dict[str, Any]:
            self._audit(
                tx,
                now,
                "TOKEN_REJECTED",
                agent=conf.agent if conf else agent,
                session_id=session_id,
                execution_id=conf.execution_id if conf else None,
                outcome="failure",
                data={
                    "token_id": token,
                    "operation": "confirm_operation",
                    "adapter_name": ADAPTER_NAME,
                    "failure_reason": reason,
                },
            )
            return response

        if conf is None:
            return reject("not_found", fail("TOKEN_INVALID", "Invalid confirmation token", {"token": token}))
        if agent and agent != conf.agent:
            return reject(
                "scope_mismatch",
                fail(
                    "TOKEN_SCOPE_MISMATCH",
                    "Confirmation token scope mismatch",
                    {
                        "token": token,
                        "token_operation": "record_execution_step",
                        "requested_operation": "confirm_operation",
                        "element_name": agent,
                    },
                ),
            )
        if conf.state == "consumed":
            return reject(
                "already_used",
                fail(
                    "TOKEN_ALREADY_USED",
                    "Confirmation token has already been used",
                    {"token": token, "consumed_at": iso(conf.consumed_at)},
                ),
            )
        if conf.state in ("expired", "revoked") or (
            conf.state in ("pending", "approved") and now > conf.expires_at
        ):
            return reject(
                "expired",
                fail(
                    "TOKEN_EXPIRED",
                    "Confirmation token has expired",
                    {"token": token, "expired_at": iso(conf.expires_at), "current_time": iso(now)},
                ),
            )
        if conf.state == "denied":
            return reject(
                "denied",
                _denied(
                    "denied_by_operator",
                    "A human refused this request.",
                    token=token,
                    element_name=conf.agent,
                ),
            )
        if conf.state == "pending":
            return reject(
                "not_approved",
                _denied(
                    "self_approval_forbidden",
                    "A confirmation request is approved only by a human on the operator channel "
                    f"(`dongle approve {token}`); calling confirm_operation with the request id "
                    "does not approve it.",
                    token=token,
                    element_name=conf.agent,
                    expires_at=iso(conf.expires_at),
                ),
            )
        # approved by a human: acknowledge, clear the pause notifications; consumed when the action proceeds
        if conf.acknowledged_at is None:
            conf.acknowledged_at = now
            tx.update_confirmation(conf)
        self._clear_token_notifications(tx, now, conf)
        self._audit(
            tx,
            now,
            "TOKEN_VALIDATED",
            agent=conf.agent,
            session_id=session_id,
            execution_id=conf.execution_id,
            danger_level=conf.danger_level,
            outcome="success",
            data={
                "token_id": token,
                "operation": _short(conf.action_text),
                "adapter_name": ADAPTER_NAME,
                "approved_by": conf.decided_by,
            },
        )
        return ok(
            {
                "confirmed": True,
                "confirmation_token": token,
                "element_name": conf.agent,
                "approved_by": "operator",
                "expires_at": iso(conf.expires_at),
                "message": "A human approved this action. Report the same action again with "
                "record_execution_step; the approval is used once, for that exact action.",
            }
        )

    def _verify(
        self, tx: StoreTx, now: float, challenge_id: str, code: str, session_id: str | None
    ) -> dict[str, Any]:
        result = self.verifier.attempt(
            tx, challenge_id, code, now, fallback_key=f"session:{session_id or '-'}"
        )
        challenge = result.challenge
        agent = challenge.agent if challenge else None
        execution_id = challenge.execution_id if challenge else None
        if result.status == "verified" and challenge is not None:
            unblocked = self._on_verified(tx, now, challenge, by="verify_challenge")
            self._audit(
                tx,
                now,
                "VERIFICATION_SUCCEEDED",
                agent=agent,
                session_id=session_id,
                execution_id=execution_id,
                outcome="success",
                data={"challenge_id": challenge_id, "kind": challenge.kind, "unblocked": unblocked},
            )
            return ok(
                {
                    "verified": True,
                    "challenge_id": challenge_id,
                    "element_name": agent,
                    "unblocked": unblocked,
                    "message": "Verified. Report your next action with record_execution_step.",
                }
            )
        rate = result.rate
        self._audit(
            tx,
            now,
            "VERIFICATION_FAILED",
            agent=agent,
            session_id=session_id,
            execution_id=execution_id,
            outcome="failure",
            data={
                "challenge_id": challenge_id,
                "failure_reason": result.status,
                "locked_until": iso(rate.locked_until) if rate and rate.locked_until else None,
            },
        )
        if result.status == "rate_limited" and rate is not None:
            return fail(
                "RATE_LIMIT_EXCEEDED",
                "API rate limit exceeded",
                {
                    "limit": self.config.verification.max_failures,
                    "remaining": 0,
                    "window": "minute",
                    "resets_at": iso(rate.locked_until),
                    "retry_after_seconds": rate.retry_after,
                    "reason": "verification_attempts",
                },
            )
        details: dict[str, Any] = {"challenge_id": challenge_id}
        replacement = result.replacement
        if result.status == "expired" and challenge is not None and challenge.kind != "verify":
            block = tx.get_block(challenge.agent)
            if block is not None:
                replacement = self._ensure_block_challenge(tx, now, block)
        if replacement is not None:
            self._on_replaced(tx, now, challenge, replacement)
            details["verification_id"] = replacement.challenge_id
            details["hint"] = "the old challenge is void; a human must read the code of the new one"
        if rate is not None and not rate.allowed:
            details["retry_after_seconds"] = rate.retry_after
        if result.status == "expired":
            return fail(
                "TOKEN_EXPIRED",
                "Confirmation token has expired",
                {
                    **details,
                    "expired_at": iso(challenge.expires_at) if challenge else None,
                    "current_time": iso(now),
                },
            )
        return fail("TOKEN_INVALID", "Invalid confirmation token", details)

    # ==== internals: judging one step =============================================================

    def _judge(
        self,
        tx: StoreTx,
        now: float,
        agent: str,
        request: StepRequest,
        session_id: str | None,
        *,
        execution: ExecutionRecord | None = None,
        reach: ApprovalReach | None = None,
    ) -> tuple[Directive, dict[str, Any]]:
        """Gather context, evaluate, carry out the directive, record the step. One transaction.

        `execution` is the explicit execution of an MCP step; without it the step belongs to the
        implicit execution of (agent, session) that hooks and the proxy use."""
        implicit = execution is None
        if execution is None:
            execution = tx.active_execution(agent, session_id, implicit=True)
            if execution is None:
                execution = ExecutionRecord(
                    execution_id=_uuid4(),
                    agent=agent,
                    session_id=session_id,
                    status="running",
                    started_at=now,
                    max_steps=0,
                    implicit=True,
                )
                tx.insert_execution(execution)
        action_hash = request.action_hash()
        block = tx.get_block(agent)
        block_id = None
        if block is not None:
            block_id = self._ensure_block_challenge(tx, now, block).challenge_id

        pending_id = self._pending_verification(tx, now, execution)
        approval_rec = self.confirmations.redeemable(
            tx, agent=agent, action_hash=action_hash, execution_id=execution.execution_id, now=now
        )
        approval = Approval.NONE
        if approval_rec is not None:
            approval = Approval.VERIFIED if approval_rec.kind == "verified" else Approval.CONFIRMED
        prior = _prior_steps(tx.recent_steps(execution.execution_id, PRIOR_STEPS), request.outcome)
        step_number = 1 if implicit else execution.step_count - execution.budget_start + 1
        ctx = StepContext(
            agent_id=agent,
            execution_id=execution.execution_id,
            step_number=step_number,
            prior_steps=prior,
            agent_blocked=block is not None,
            block_verification_id=block_id,
            pending_verification_id=pending_id,
            approval=approval,
        )
        directive = self._run_evaluator(request, ctx, agent, now, execution.max_steps)
        if approval_rec is None and reach is not None and reach.tool_session and reach.tool and (
            not directive.continue_ and not directive.stopped and directive.requires == "confirmation"
        ):
            # Only a call that needs nothing but a confirmation may use a tool-session grant.
            grant = self.confirmations.tool_grant(
                tx, agent=agent, tool=reach.tool, session_id=session_id,
                execution_id=execution.execution_id, now=now,
            )
            if grant is not None:
                ctx = replace(ctx, approval=Approval.CONFIRMED)
                directive = self._run_evaluator(request, ctx, agent, now, execution.max_steps)
                approval_rec = grant
        if not directive.continue_ and approval_rec is None:
            directive = self._after_refusal(tx, now, agent, action_hash, directive)
        extra: dict[str, Any] = {
            "execution_id": execution.execution_id,
            "step_number": execution.step_count + 1,
        }
        directive = self._carry_out(
            tx, now, agent, session_id, execution, request, directive, approval_rec, extra, reach
        )
        self._record(tx, now, agent, session_id, execution, request, directive, approval_rec)
        return directive, extra

    def _after_refusal(
        self, tx: StoreTx, now: float, agent: str, action_hash: str, directive: Directive
    ) -> Directive:
        """A pause for an action a human already refused says so first (issue 13): retrying the
        same thing is not a new question."""
        refusal = self.confirmations.refused(tx, agent=agent, action_hash=action_hash, now=now)
        if refusal is None:
            return directive
        minutes = int((now - (refusal.decided_at or now)) // 60)
        when = f"{minutes} min ago" if minutes else "just now"
        said = (f"a human ({refusal.decided_by or 'the operator'}) refused this exact action {when}: "
                "do not retry it; ask them, or take another way")
        return replace(directive, factors=(said, *directive.factors),
                       reason=f"{said}; {directive.reason}" if directive.reason else said)

    def _run_evaluator(
        self, request: StepRequest, ctx: StepContext, agent: str, now: float, limit: int = 0
    ) -> Directive:
        try:
            kwargs: dict[str, Any] = {"now": datetime.fromtimestamp(now, UTC)}
            if self._classify is not None:
                kwargs["classify"] = self._classify
            settings = self.policy.settings_for(agent)
            if 0 < limit < settings.max_autonomous_steps:  # a lower limit asked for at execute_agent
                settings = replace(settings, max_autonomous_steps=limit)
            return self._evaluate(request, ctx, settings, self.mode, **kwargs)
        except Exception as exc:
            _log_error("evaluator raised %s", type(exc).__name__)
            return self._failed_directive(request, f"evaluation failed ({type(exc).__name__})")

    def _failed_directive(self, request: StepRequest, why: str) -> Directive:
        if self.mode in (Mode.MONITORING, Mode.LOGGING, Mode.DISABLED):
            return Directive(
                continue_=True,
                factors=(f"{why}; safety loop {self.mode.value}",),
                stage="error",
                mode=self.mode,
                would="pause",
                action_hash=request.action_hash(),
            )
        return Directive(
            continue_=False,
            factors=(why, "failing closed: a human must look at this action"),
            reason="The action could not be evaluated",
            next_step_risk=SafetyTier.CONFIRM,
            requires="confirmation",
            stage="error",
            mode=self.mode,
            action_hash=request.action_hash(),
        )

    def _pending_verification(self, tx: StoreTx, now: float, execution: ExecutionRecord) -> str | None:
        """The live verify-tier challenge pausing this execution; an expired one lifts the pause (I-8)."""
        if not execution.paused_challenge_id:
            return None
        live = self.verifier.live(tx, execution.paused_challenge_id, now)
        if live is not None:
            return live.challenge_id
        old = tx.get_challenge(execution.paused_challenge_id)
        if old is not None and old.state == "pending":
            old.state = "expired"
            old.resolved_at = now
            tx.update_challenge(old)
        refused = old is not None and old.state == "denied"
        execution.paused_challenge_id = None
        tx.update_execution(execution)
        tx.clear_notifications(now, type="autonomy_pause", agent=execution.agent)
        message = (
            "A human refused the paused action; report a different one."
            if refused
            else "The verification pause expired; actions are evaluated again."
        )
        tx.insert_notification(
            NotificationRecord(
                None,
                "status",
                message,
                now,
                agent=execution.agent,
                metadata={"reason": "verification_denied" if refused else "verification_expired"},
            )
        )
        return None

    def _carry_out(
        self,
        tx: StoreTx,
        now: float,
        agent: str,
        session_id: str | None,
        execution: ExecutionRecord,
        request: StepRequest,
        directive: Directive,
        approval_rec: ConfirmationRecord | None,
        extra: dict[str, Any],
        reach: ApprovalReach | None = None,
    ) -> Directive:
        """Issue what the directive asks for and attach the agent's pending notifications."""
        enforcing = self.mode == Mode.ENFORCING
        text = _clip(request.action.text if request.action else request.next_action_hint)
        action_hash = request.action_hash()
        level = _level(directive)
        tier = (directive.next_step_risk or SafetyTier.ADVISORY).value
        new_notes: list[Notification] = []
        if enforcing and directive.stopped and directive.stage != "blocked":
            kind = "deny" if directive.stage == "deny" else "danger_zone"
            challenge = self.verifier.issue(
                tx,
                agent=agent,
                kind=kind,
                action_hash=action_hash,
                action_text=text,
                reason=directive.reason or "hard stop",
                now=now,
                execution_id=execution.execution_id,
                session_id=session_id,
            )
            tx.put_block(
                BlockRecord(
                    agent=agent,
                    reason=directive.reason or "hard stop",
                    blocked_at=now,
                    challenge_id=challenge.challenge_id,
                    factors=list(directive.factors),
                    execution_id=execution.execution_id,
                )
            )
            self._broadcast_danger_zone(tx, now, agent, challenge, directive.reason or "hard stop")
            self._audit(
                tx,
                now,
                "AGENT_BLOCKED",
                agent=agent,
                session_id=session_id,
                execution_id=execution.execution_id,
                danger_level=level,
                outcome="denied",
                data={
                    "reason": directive.reason or "",
                    "challenge_id": challenge.challenge_id,
                    "stage": directive.stage,
                    "factors": list(directive.factors),
                    "operation": _short(text),
                },
            )
        elif (
            enforcing
            and not directive.continue_
            and directive.requires == "verification"
            and directive.stage not in ("pending_verification", "blocked")
        ):
            challenge = self.verifier.issue(
                tx,
                agent=agent,
                kind="verify",
                action_hash=action_hash,
                action_text=text,
                reason=directive.reason or "verification required",
                now=now,
                execution_id=execution.execution_id,
                session_id=session_id,
            )
            execution.paused_challenge_id = challenge.challenge_id
            tx.update_execution(execution)
            note = NotificationRecord(
                None,
                "autonomy_pause",
                f"Paused for out-of-band verification: {directive.reason or 'high-risk action'}",
                now,
                agent=agent,
                subject_agent=agent,
                metadata={
                    "operation": _short(text, 200),
                    "reason": directive.reason or "",
                    "level": tier,
                    "verificationId": challenge.challenge_id,
                },
            )
            tx.insert_notification(note)
            self._audit(
                tx,
                now,
                "CHALLENGE_ISSUED",
                agent=agent,
                session_id=session_id,
                execution_id=execution.execution_id,
                danger_level=level,
                outcome="pending",
                data={"challenge_id": challenge.challenge_id, "kind": "verify", "operation": _short(text)},
            )
        elif enforcing and not directive.continue_ and directive.requires == "confirmation":
            conf = self.confirmations.request(
                tx,
                agent=agent,
                action_hash=action_hash,
                action_text=text,
                danger_level=level,
                tier=tier,
                reason=directive.reason or "human approval required",
                now=now,
                execution_id=execution.execution_id,
                session_id=session_id,
                reach=reach,
            )
            note_type = "permission_pending" if directive.stage == "requires_approval" else "autonomy_pause"
            existing = [
                n
                for n in tx.active_notifications(agent)
                if n.metadata.get("confirmationToken") == conf.request_id
            ]
            if not existing:
                tx.insert_notification(
                    NotificationRecord(
                        None,
                        note_type,
                        f"Waiting for a human to approve request {conf.request_id}: "
                        f"{directive.reason or 'approval required'}",
                        now,
                        agent=agent,
                        subject_agent=agent,
                        metadata={
                            "operation": _short(text, 200),
                            "reason": directive.reason or "",
                            "level": "CONFIRM_SINGLE_USE",
                            "confirmationToken": conf.request_id,
                        },
                    )
                )
                self._audit(
                    tx,
                    now,
                    "TOKEN_ISSUED",
                    agent=agent,
                    session_id=session_id,
                    execution_id=execution.execution_id,
                    danger_level=level,
                    outcome="success",
                    data={
                        "token_id": conf.request_id,
                        "operation": _short(text),
                        "adapter_name": ADAPTER_NAME,
                        "expires_at": iso(conf.expires_at),
                    },
                )
            extra["confirmation"] = {
                "token": conf.request_id,
                "expires_at": iso(conf.expires_at),
                "message": "A human must approve this on the operator channel: "
                f"dongle approve {conf.request_id}",
            }
            directive = replace(
                directive,
                reason=(directive.reason or "Approval required")
                + f" (request {conf.request_id}; a human approves it with "
                f"`dongle approve {conf.request_id}`)",
            )
        if approval_rec is not None and directive.continue_ and enforcing:
            # A tool-session grant stands until its TTL, while the policy still grants that reach.
            standing = approval_rec.scope == TOOL_SESSION and reach is not None and reach.tool_session
            if not standing:
                self.confirmations.consume(tx, approval_rec, now)
            self._clear_token_notifications(tx, now, approval_rec)
            execution.budget_start = execution.step_count  # a human looked: a fresh step budget
            tx.update_execution(execution)
            self._audit(
                tx,
                now,
                "TOKEN_VALIDATED",
                agent=agent,
                session_id=session_id,
                execution_id=execution.execution_id,
                danger_level=approval_rec.danger_level,
                outcome="success",
                data={
                    "token_id": approval_rec.request_id,
                    "operation": _short(text),
                    "adapter_name": ADAPTER_NAME,
                    "consumed": not standing,
                    "kind": approval_rec.kind,
                    "scope": approval_rec.scope if standing else "single",
                    "tool": approval_rec.tool if standing else None,
                },
            )
        # deliver: evaluator notifications that are not persisted, plus every active one for this agent
        for n in directive.notifications:
            if n.type not in PERSISTED_NOTIFICATIONS:
                new_notes.append(n)
        delivered_status = False
        for rec in tx.active_notifications(agent):  # the agent is in an active execution right now
            delivered_status |= rec.type == "status"
            new_notes.append(
                Notification(rec.type, rec.message, dict(rec.metadata), iso(rec.created_at) or "")
            )
        if delivered_status:  # status notes are news: delivered once, then cleared
            tx.clear_notifications(now, type="status", agent=agent)
        if not enforcing:
            # monitoring / logging / disabled: no challenges, blocks or tokens were issued
            return replace(directive, notifications=tuple(new_notes) or directive.notifications)
        return replace(directive, notifications=tuple(new_notes))

    def _record(
        self,
        tx: StoreTx,
        now: float,
        agent: str,
        session_id: str | None,
        execution: ExecutionRecord,
        request: StepRequest,
        directive: Directive,
        approval_rec: ConfirmationRecord | None,
    ) -> None:
        execution.step_count += 1  # the stored count is derived from the step rows
        if request.outcome is not None and request.outcome != execution.last_outcome:
            execution.last_outcome = request.outcome
            tx.update_execution(execution)
        text = request.action.text if request.action else request.next_action_hint
        level = _level(directive)
        score = (
            directive.risk_score
            if directive.risk_score is not None
            else (directive.assessment.risk_score if directive.assessment else 0)
        )
        tier = directive.next_step_risk or SafetyTier.for_score(score)
        tx.insert_step(
            StepRecord(
                execution_id=execution.execution_id,
                step_number=execution.step_count,
                agent=agent,
                created_at=now,
                action_hash=request.action_hash(),
                text=_clip(text),
                outcome=request.outcome,
                tier=tier.value,
                risk_score=int(score),
                danger_level=level,
                proceed=directive.continue_,
                stopped=directive.stopped,
                reason=directive.reason,
                rules=tuple(directive.assessment.rules) if directive.assessment else (),
            )
        )
        if level >= DangerLevel.DESTRUCTIVE or not directive.continue_ or directive.would:
            confirmed = approval_rec is not None and directive.continue_ and self.mode == Mode.ENFORCING
            outcome = "confirmed" if confirmed else ("allowed" if directive.continue_ else "denied")
            self._audit(
                tx,
                now,
                "DANGER_DECISION",
                agent=agent,
                session_id=session_id,
                execution_id=execution.execution_id,
                danger_level=level,
                outcome=outcome,
                data={
                    "adapter_name": ADAPTER_NAME,
                    "operation": _short(text),
                    "adapter_trust": self.config.adapter_trust,
                    "user_id": agent,
                    "confirmation_token": approval_rec.request_id if confirmed and approval_rec else None,
                    "parameters": {
                        "outcome": request.outcome,
                        "tool": request.action.tool if request.action else None,
                    },
                    "tier": tier.value,
                    "risk_score": int(score),
                    "stage": directive.stage,
                    "stopped": directive.stopped,
                    "mode": self.mode.value,
                    "would": directive.would,
                    "rules": list(directive.assessment.rules) if directive.assessment else [],
                    "step_number": execution.step_count,
                },
            )

    # ==== internals: blocks, challenges, notifications ===========================================

    def _blocked_response(
        self, tx: StoreTx, now: float, block: BlockRecord, operation: str
    ) -> dict[str, Any]:
        """X-8: every later execution operation of a hard-blocked agent is rejected, with the stop
        directive and a live challenge id (a fresh one if the old expired, X-12)."""
        challenge = self._ensure_block_challenge(tx, now, block)
        notes = [
            {"type": n.type, "message": n.message, "metadata": n.metadata, "timestamp": iso(n.created_at)}
            for n in tx.active_notifications(block.agent)
            if n.type == "danger_zone"
        ]
        autonomy = {
            "continue": False,
            "stopped": True,
            "reason": f"Agent is hard-blocked: {block.reason}",
            "factors": list(block.factors) or [block.reason],
            "nextStepRisk": "danger_zone",
            "notifications": notes,
        }
        self._audit(
            tx,
            now,
            "BLOCKED_CALL_REJECTED",
            agent=block.agent,
            outcome="denied",
            data={"operation": operation, "challenge_id": challenge.challenge_id},
        )
        return _denied(
            "agent_blocked",
            "This agent is hard-blocked until a human verifies out of band (verify_challenge with the code "
            "they read on the operator channel) or an operator runs `dongle unblock`.",
            element_name=block.agent,
            verification_id=challenge.challenge_id,
            autonomy=autonomy,
        )

    def _ensure_block_challenge(self, tx: StoreTx, now: float, block: BlockRecord) -> ChallengeRecord:
        live = self.verifier.live(tx, block.challenge_id, now)
        if live is not None:
            if live.challenge_id != block.challenge_id:
                block.challenge_id = live.challenge_id
                tx.put_block(block)
            return live
        old = tx.get_challenge(block.challenge_id) if block.challenge_id else None
        if old is not None and old.state == "pending":
            old.state = "expired"
            old.resolved_at = now
            tx.update_challenge(old)
        new = self.verifier.issue(
            tx,
            agent=block.agent,
            kind=old.kind if old else "danger_zone",
            action_hash=old.action_hash if old else "",
            action_text=old.action_text if old else "",
            reason=block.reason,
            now=now,
            execution_id=block.execution_id,
            session_id=old.session_id if old else None,
        )
        if old is not None:
            old.replaced_by = new.challenge_id
            tx.update_challenge(old)
        self._on_replaced(tx, now, old, new)
        self._audit(
            tx,
            now,
            "CHALLENGE_ISSUED",
            agent=block.agent,
            execution_id=block.execution_id,
            outcome="pending",
            data={
                "challenge_id": new.challenge_id,
                "kind": new.kind,
                "replaces": old.challenge_id if old else None,
            },
        )
        return new

    def _on_replaced(
        self, tx: StoreTx, now: float, old: ChallengeRecord | None, new: ChallengeRecord
    ) -> None:
        """Point the block or pause at the replacement and re-issue its notification."""
        if new.kind == "verify":
            if new.execution_id:
                execution = tx.get_execution(new.execution_id)
                if execution is not None and execution.paused_challenge_id == (
                    old.challenge_id if old else None
                ):
                    execution.paused_challenge_id = new.challenge_id
                    tx.update_execution(execution)
            tx.clear_notifications(now, type="autonomy_pause", agent=new.agent)
            tx.insert_notification(
                NotificationRecord(
                    None,
                    "autonomy_pause",
                    f"Paused for out-of-band verification: {new.reason}",
                    now,
                    agent=new.agent,
                    subject_agent=new.agent,
                    metadata={"reason": new.reason, "verificationId": new.challenge_id},
                )
            )
            return
        block = tx.get_block(new.agent)
        if block is not None and block.challenge_id != new.challenge_id:
            block.challenge_id = new.challenge_id
            tx.put_block(block)
        self._broadcast_danger_zone(tx, now, new.agent, new, new.reason)

    def _broadcast_danger_zone(
        self, tx: StoreTx, now: float, agent: str, challenge: ChallengeRecord, reason: str
    ) -> None:
        """One broadcast notification (agent=None): delivered to every agent with an active execution."""
        tx.clear_notifications(now, type="danger_zone", subject_agent=agent)
        tx.insert_notification(
            NotificationRecord(
                None,
                "danger_zone",
                f"Agent '{agent}' was hard-stopped: {reason}",
                now,
                agent=None,
                subject_agent=agent,
                metadata={
                    "operation": _short(challenge.action_text, 200),
                    "reason": reason,
                    "level": "danger_zone",
                    "agent": agent,
                    "verificationId": challenge.challenge_id,
                },
            )
        )

    def _on_verified(self, tx: StoreTx, now: float, challenge: ChallengeRecord, by: str) -> bool:
        """A challenge passed: lift the block or pause; a tier challenge grants a one-time pass for
        that exact action (a deny-pattern challenge does not: the pattern still denies it)."""
        unblocked = False
        if challenge.kind in ("danger_zone", "deny"):
            block = tx.get_block(challenge.agent)
            if block is not None:
                self._lift_block(tx, now, block)
                unblocked = True
        else:
            if challenge.execution_id:
                execution = tx.get_execution(challenge.execution_id)
                if execution is not None and execution.paused_challenge_id == challenge.challenge_id:
                    execution.paused_challenge_id = None
                    tx.update_execution(execution)
            tx.clear_notifications(
                now,
                type="autonomy_pause",
                agent=challenge.agent,
                key="verificationId",
                value=challenge.challenge_id,
            )
        if challenge.kind in ("verify", "danger_zone") and challenge.action_hash:
            self.confirmations.grant(
                tx,
                agent=challenge.agent,
                action_hash=challenge.action_hash,
                action_text=challenge.action_text,
                danger_level=DangerLevel.DANGEROUS if challenge.kind == "verify" else DangerLevel.FORBIDDEN,
                tier=SafetyTier.VERIFY.value if challenge.kind == "verify" else SafetyTier.DANGER_ZONE.value,
                reason=f"verified by {by}",
                now=now,
                execution_id=challenge.execution_id,
                session_id=challenge.session_id,
                granted_by=by,
            )
        return unblocked

    def _lift_block(self, tx: StoreTx, now: float, block: BlockRecord) -> None:
        tx.delete_block(block.agent)
        tx.clear_notifications(now, type="danger_zone", subject_agent=block.agent)
        tx.insert_notification(
            NotificationRecord(
                None,
                "status",
                f"Agent '{block.agent}' was unblocked.",
                now,
                agent=block.agent,
                subject_agent=block.agent,
                metadata={"reason": "unblocked"},
            )
        )
        self._audit(
            tx,
            now,
            "AGENT_UNBLOCKED",
            agent=block.agent,
            execution_id=block.execution_id,
            outcome="allowed",
            data={"block_reason": block.reason},
        )

    def _clear_token_notifications(self, tx: StoreTx, now: float, conf: ConfirmationRecord) -> None:
        for kind in ("permission_pending", "autonomy_pause"):
            tx.clear_notifications(
                now, type=kind, agent=conf.agent, key="confirmationToken", value=conf.request_id
            )

    @staticmethod
    def _conf_state(conf: ConfirmationRecord, now: float) -> str:
        if conf.state in ("pending", "approved") and now > conf.expires_at:
            return "expired"
        return conf.state

    def _audit(
        self,
        tx: StoreTx,
        now: float,
        event: str,
        *,
        agent: str | None = None,
        session_id: str | None = None,
        execution_id: str | None = None,
        danger_level: int | None = None,
        outcome: str | None = None,
        data: dict[str, Any] | None = None,
    ) -> None:
        tx.append_audit(
            AuditDraft(
                event=event,
                timestamp=now,
                agent=agent,
                session_id=session_id,
                execution_id=execution_id,
                danger_level=danger_level,
                outcome=outcome,
                data=data or {},
            )
        )


def _prior_steps(newest_first: list[StepRecord], reported_now: str | None) -> tuple[PriorStep, ...]:
    """Earlier steps, oldest first, each with *its own* outcome: an agent reports a step's outcome
    with the next step (core §8.6.3), so step k's outcome is the one stored on step k+1, and the
    newest step's is the one reported with the step being judged now."""
    steps = list(reversed(newest_first))
    if not steps:
        return ()
    outcomes = [s.outcome for s in steps[1:]] + [reported_now]
    return tuple(
        PriorStep(
            action_hash=s.action_hash,
            risk_score=s.risk_score,
            danger_level=_LEVELS[s.danger_level],
            tier=_TIERS[s.tier],
            outcome=outcome,
            rules=s.rules,
            continued=s.proceed,
        )
        for s, outcome in zip(steps, outcomes, strict=True)
    )


def _reach_label(conf: ConfirmationRecord) -> str:
    return f"{TOOL_SESSION}:{conf.tool}" if conf.scope == TOOL_SESSION else "single"


def _level(directive: Directive) -> int:
    if directive.assessment is not None:
        return int(directive.assessment.danger_level)
    tier = directive.next_step_risk
    return {
        None: 0,
        SafetyTier.ADVISORY: 0,
        SafetyTier.CONFIRM: 2,
        SafetyTier.VERIFY: 3,
        SafetyTier.DANGER_ZONE: 4,
    }[tier]


def _clip(text: str) -> str:
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT] + "…"


def _short(text: str, limit: int = AUDIT_TEXT) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
