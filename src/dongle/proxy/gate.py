"""The gate in front of every proxied call: trust × danger (seed 000 §4.1) and human confirmations.

For each call the gate re-reads the adapter when its file changed (so a demotion takes effect on
the next call), takes the adapter's *effective* trust (`dongle.adapters.trust`), resolves the
call's danger (`dongle.adapters.danger`) and looks up the matrix:

- `allow`: the call is forwarded;
- `confirm`: a confirmation request is opened in the shared store and the agent gets
  `CONFIRMATION_REQUIRED` with its id as `confirmation_token`. Only a human redeems it, with
  `dongle approve ID` (or the console); the agent then retries with `params._confirmation`. The
  request is bound to the canonical hash of (adapter, operation, parameters), is consumed before
  the call is forwarded, and expires (`dongle.confirmations`);
- `deny`: `PERMISSION_DANGER_LEVEL_DENIED` (seed 000 §4.4);
- `introspect_only` (untested adapters): `PERMISSION_TRUST_LEVEL_INSUFFICIENT` (seed 004 §5.4).

The operator's trust policy (`dongle.adapters.policy`) and an operation's `requires_reauth` can only
tighten a cell: `requires_reauth` turns `allow` into `confirm`, whose approval needs the operator's
passphrase. `cooldown_seconds` is the least time between that approval and the call.

Every attempt at danger level 2 or more is audited with the fields of seed 000 §7.4, and every
token operation with those of the confirmation-token spec. Any error inside the gate denies.
"""

from __future__ import annotations

import time
from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

from dongle.action import Action
from dongle.adapters.danger import ResolvedDanger, ToolHints, base_danger, interpolate, resolve_danger
from dongle.adapters.model import Adapter, AdapterError, Operation, load_adapter
from dongle.adapters.policy import TrustPolicy
from dongle.adapters.trust import certificate_expiry, effective_trust
from dongle.audit import iso
from dongle.classify.operation import infer_category
from dongle.confirmations import Confirmations
from dongle.levels import DangerLevel, Gate, TrustLevel, gate, minimum_trust_for
from dongle.proxy.backends import BackendFailure, DownstreamTool, Restarted
from dongle.server.errors import failure, success
from dongle.store.base import Store, StoreTx
from dongle.store.records import AuditDraft, ConfirmationRecord

CONFIRMATION_PARAM = "_confirmation"
AUDIT_EVENT = "ADAPTER_OPERATION"
_SECRET_WORDS = ("password", "secret", "token", "key", "credential", "auth")
_AUDIT_VALUE = 200


class Backend(Protocol):
    async def prepare(self) -> Restarted | None:
        """Ready the target before the gate decides; what changed when it was restarted."""

    async def call(self, adapter: Adapter, op: Operation, params: dict[str, Any]) -> dict[str, Any]: ...


@dataclass(frozen=True)
class ProxiedOperation:
    op: Operation
    hints: ToolHints | None
    declared: bool  # in the adapter file (False: a downstream tool the file does not list)


class ProxyGate:
    def __init__(
        self,
        adapter_path: str | Path,
        store: Store,
        backend: Backend,
        *,
        tools: list[DownstreamTool] | None = None,
        clock: Callable[[], float] = time.time,
        policy: TrustPolicy | None = None,
    ):
        self.path = Path(adapter_path)
        self.store = store
        self.backend = backend
        self.tools = tools or []
        self.clock = clock
        self.policy = policy or TrustPolicy()
        self.confirmations = Confirmations()
        self._stamp: tuple[int, int] | None = None
        self._adapter: Adapter | None = None
        self._problem: str | None = None
        self._trust = TrustLevel.UNTESTED
        self._recheck_at = float("inf")
        self._calls: dict[str, deque[float]] = defaultdict(deque)
        self._operations: dict[str, ProxiedOperation] | None = None
        self.refresh()

    # ---- the adapter in force -------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload the adapter and its effective trust when the file changed (or cannot be read)."""
        try:
            st = self.path.stat()
            stamp = (st.st_mtime_ns, st.st_size)
        except OSError:
            stamp = None
        if stamp is not None and stamp == self._stamp and self.clock() < self._recheck_at:
            return
        self._stamp = stamp
        self._operations = None  # rebuilt from the adapter and trust now in force
        try:
            self._adapter = load_adapter(self.path)
            self._trust = effective_trust(self.store, self._adapter, self.clock())
            expiry = certificate_expiry(self._adapter, self.store)
            self._recheck_at = (
                expiry if expiry is not None and self._trust == TrustLevel.CERTIFIED else float("inf")
            )
            self._problem = None
        except AdapterError as exc:
            self._adapter, self._problem = None, str(exc)
        except Exception as exc:  # the store or the file failed: no adapter, every call denied
            self._adapter, self._problem = None, f"cannot load the adapter ({type(exc).__name__})"

    @property
    def adapter(self) -> Adapter | None:
        return self._adapter

    @property
    def trust(self) -> TrustLevel:
        return self._trust if self._adapter is not None else TrustLevel.UNTESTED

    def operations(self) -> dict[str, ProxiedOperation]:
        """The callable operations; built once per adapter load (they depend on nothing else)."""
        if self._operations is None:
            self._operations = self._build_operations()
        return self._operations

    def _build_operations(self) -> dict[str, ProxiedOperation]:
        adapter = self._adapter
        if adapter is None:
            return {}
        ops = {
            name: ProxiedOperation(op, self._hints_for(op.maps_to), True)
            for name, op in adapter.operations.items()
        }
        if adapter.target.type == "mcp" and adapter.target.expose_unlisted_tools:
            mapped = {op.maps_to for op in adapter.operations.values()}
            for tool in self.tools:
                if tool.name in mapped or tool.name in ops:
                    continue
                category = self._category(tool)
                op = Operation(tool.name, category, tool.name, tool.description, None, None)
                ops[tool.name] = ProxiedOperation(op, tool.hints, False)
        return ops

    def set_tools(self, tools: list[DownstreamTool]) -> None:
        """The downstream's tools changed (it was restarted): rebuild the operations from them."""
        self.tools = tools
        self._operations = None

    def tool(self, name: str) -> DownstreamTool | None:
        """The downstream tool of that name, as the running server lists it."""
        return next((tool for tool in self.tools if tool.name == name), None)

    def _hints_for(self, tool_name: str) -> ToolHints | None:
        tool = self.tool(tool_name)
        return tool.hints if tool is not None else None

    def _category(self, tool: DownstreamTool) -> str:
        """An unlisted tool's CRUDE family; annotations count only from a trusted adapter."""
        if self.trust >= TrustLevel.VALIDATED:
            if tool.hints.destructive:
                return "delete"
            if tool.hints.read_only:
                return "read"
        return infer_category(tool.name) or "execute"

    def describe(self) -> dict[str, Any]:
        """`adapter_info` (seed 004 §6.4) plus each operation's danger (seed 000 §3.4)."""
        adapter = self._adapter
        if adapter is None:
            return {"error": self._problem, "trust": {"level": TrustLevel.UNTESTED.label}}
        trust = {k: v for k, v in adapter.trust.raw.items() if k != "promotion_history"}
        trust["level"] = self.trust.label
        trust["file_level"] = adapter.trust.level.label
        operations = []
        for name, proxied in sorted(self.operations().items()):
            danger = base_danger(proxied.op, self.trust, proxied.hints, proxied.declared)
            entry: dict[str, Any] = {
                "name": name,
                "category": proxied.op.category,
                "description": proxied.op.description,
                "danger": {
                    "level": danger.level.label,
                    "source": danger.source,
                    "reasons": list(danger.reasons),
                },
                "gate": self.cell(proxied.op, self.trust, danger.level).value,
            }
            spec = proxied.op.danger
            if spec is not None:
                if spec.confirmation_message:
                    entry["danger"]["confirmation_message"] = spec.confirmation_message
                if spec.conditions:
                    entry["danger"]["conditions"] = [
                        {"when": c.when.text, "level": c.level.label, "reason": c.reason}
                        for c in spec.conditions
                    ]
            if proxied.op.parameters is not None:
                entry["parameters"] = [
                    {"name": p.name, "type": p.type, "required": p.required} for p in proxied.op.parameters
                ]
            else:
                # an operation the file does not describe: the downstream tool's own input schema
                tool = self.tool(proxied.op.maps_to)
                if tool is not None:
                    entry["input_schema"] = tool.input_schema
            operations.append(entry)
        return {
            "name": adapter.name,
            "version": adapter.version,
            "description": adapter.description,
            "target": adapter.target.type,
            "trust": trust,
            "operations": operations,
        }

    # ---- one call ------------------------------------------------------------------------------------

    async def call(
        self, name: str, params: dict[str, Any] | None, session_id: str | None = None
    ) -> dict[str, Any]:
        """Gate and (when allowed) forward one call; returns an MCP-AQL response dict.

        The target is readied first, so a restarted downstream's tools (and annotations) are the
        ones the decision is made on; a target that cannot be readied refuses the call."""
        try:
            fresh = await self.backend.prepare()
        except BackendFailure as exc:
            return failure("INTERNAL_ERROR", f"Internal error: '{exc}'", {"operation": name, **exc.details})
        except Exception as exc:  # fail closed: a target that cannot be readied gets no call
            return failure("INTERNAL_ERROR",
                           f"Internal error: 'downstream not ready ({type(exc).__name__})'; "
                           "call denied", {"operation": name})
        if fresh is not None:
            self.set_tools(fresh.tools)
        try:
            self.refresh()
            decided = self._decide(name, dict(params or {}), session_id)
        except Exception as exc:
            return failure(
                "INTERNAL_ERROR", f"Internal error: 'gate failed ({type(exc).__name__})'; call denied"
            )
        if isinstance(decided, dict):
            return decided
        adapter, proxied, args = decided
        self._calls[proxied.op.name].append(self.clock())
        try:
            data = await self.backend.call(adapter, proxied.op, args)
        except BackendFailure as exc:
            return failure("INTERNAL_ERROR", f"Internal error: '{exc}'", {"operation": name, **exc.details})
        answer = success({"operation": name, "result": data})
        if fresh is not None:
            answer["warnings"] = [fresh.warning]
        return answer

    def _decide(
        self, name: str, params: dict[str, Any], session_id: str | None
    ) -> dict[str, Any] | tuple[Adapter, ProxiedOperation, dict[str, Any]]:
        adapter = self._adapter
        if adapter is None:
            return failure(
                "PERMISSION_DENIED",
                "Permission denied: 'adapter_invalid'. The adapter file does not load; "
                "every call is refused.",
                {"reason": "adapter_invalid", "problem": self._problem},
            )
        proxied = self.operations().get(name)
        if proxied is None:
            return failure(
                "NOT_FOUND_OPERATION",
                f"Unknown operation: '{name}'",
                {"operation_name": name, "available": sorted(self.operations())},
            )
        token = params.pop(CONFIRMATION_PARAM, None)
        problem = _check_params(proxied.op, params)
        if problem is not None:
            return problem
        trust = self.trust
        now = self.clock()
        danger = resolve_danger(proxied.op, params, trust, proxied.hints, self._recent(proxied.op, now),
                                proxied.declared)
        danger = _raised_by_arguments(danger, adapter, proxied.op, params)
        op_name = proxied.op.name
        required = self.policy.required_trust(proxied.op.category)
        if required is not None and trust < required:
            if danger.level >= DangerLevel.DESTRUCTIVE:
                self._audit_attempt(adapter, op_name, danger, trust, "denied", params, session_id, now)
            return failure(
                "PERMISSION_TRUST_LEVEL_INSUFFICIENT",
                f"Operation '{op_name}' requires trust level '{required.label}', adapter has '{trust.label}'",
                {
                    "operation": op_name,
                    "required_trust": required.label,
                    "actual_trust": trust.label,
                    "danger_level": int(danger.level),
                    "reason": f"trust policy: minimum trust for {proxied.op.category} operations",
                },
            )
        cell = self.cell(proxied.op, trust, danger.level)
        if cell is Gate.ALLOW:
            if danger.level >= DangerLevel.DESTRUCTIVE:
                self._audit_attempt(adapter, op_name, danger, trust, "allowed", params, session_id, now)
            return adapter, proxied, params
        if cell is Gate.INTROSPECT_ONLY:
            return failure(
                "PERMISSION_TRUST_LEVEL_INSUFFICIENT",
                f"Operation '{op_name}' requires trust level '{TrustLevel.GENERATED.label}', "
                f"adapter has '{trust.label}'",
                {
                    "operation": op_name,
                    "required_trust": TrustLevel.GENERATED.label,
                    "actual_trust": trust.label,
                    "danger_level": int(danger.level),
                    "reason": "untested adapters allow introspection only",
                },
            )
        if cell is Gate.DENY:
            if danger.level >= DangerLevel.DESTRUCTIVE:
                self._audit_attempt(adapter, op_name, danger, trust, "denied", params, session_id, now)
            return failure(
                "PERMISSION_DANGER_LEVEL_DENIED",
                f"Operation '{op_name}' (danger: {danger.level.label}) denied for adapter trust level "
                f"'{trust.label}'",
                {
                    "operation": op_name,
                    "danger_level": danger.level.label,
                    "adapter_trust": trust.label,
                    "minimum_trust_required": minimum_trust_for(danger.level).label,
                    "reasons": list(danger.reasons),
                },
            )
        return self._confirm(adapter, proxied, params, token, danger, trust, session_id, now)

    def cell(self, op: Operation, trust: TrustLevel, level: DangerLevel) -> Gate:
        """The matrix cell, tightened by the trust policy and by `requires_reauth` (never loosened)."""
        cell = self.policy.tighten(gate(trust, level), trust)
        if cell is Gate.ALLOW and op.danger is not None and op.danger.requires_reauth:
            return Gate.CONFIRM  # re-authentication = the operator's passphrase on `dongle approve`
        return cell

    def _recent(self, op: Operation, now: float) -> int:
        window = op.danger.escalation_window_seconds if op.danger else 3600.0
        calls = self._calls[op.name]
        while calls and calls[0] < now - window:
            calls.popleft()
        return len(calls)

    # ---- confirmations -----------------------------------------------------------------------------

    def _confirm(
        self,
        adapter: Adapter,
        proxied: ProxiedOperation,
        params: dict[str, Any],
        token: Any,
        danger: ResolvedDanger,
        trust: TrustLevel,
        session_id: str | None,
        now: float,
    ) -> dict[str, Any] | tuple[Adapter, ProxiedOperation, dict[str, Any]]:
        op = proxied.op
        agent = f"proxy:{adapter.name}"
        action = bound_action(adapter, op, params)
        action_hash = action.canonical_hash()
        with self.store.transaction() as tx:
            if token is not None:
                verdict = self._redeem(tx, adapter, op, token, action_hash, danger, now, session_id)
                if verdict is None:
                    self._audit_attempt(
                        adapter,
                        op.name,
                        danger,
                        trust,
                        "confirmed",
                        params,
                        session_id,
                        now,
                        tx=tx,
                        token=str(token),
                    )
                    return adapter, proxied, params
                if verdict["error"]["code"] != "CONFIRMATION_REQUIRED":
                    self._audit_attempt(
                        adapter, op.name, danger, trust, "denied", params, session_id, now, tx=tx
                    )
                    return verdict
            message = (
                interpolate(op.danger.confirmation_message, params)
                if op.danger and op.danger.confirmation_message
                else None
            )
            rec = self.confirmations.request(
                tx,
                agent=agent,
                action_hash=action_hash,
                action_text=action.text,
                danger_level=int(danger.level),
                tier="confirm",
                reason="; ".join(danger.reasons)[:500] or f"{danger.level.label} operation",
                now=now,
                execution_id=None,
                session_id=session_id,
            )
            self._token_event(
                tx, "TOKEN_ISSUED", rec.request_id, adapter, op.name, "success", now, session_id
            )
            self._audit_attempt(
                adapter,
                op.name,
                danger,
                trust,
                "denied",
                params,
                session_id,
                now,
                tx=tx,
                token=rec.request_id,
                pending=True,
            )
        details: dict[str, Any] = {
            "operation": op.name,
            "danger_level": danger.level.label,
            "reasons": list(danger.reasons),
            "confirmation_token": rec.request_id,
            "expires_at": iso(rec.expires_at),
            "approval": f"a human approves with `dongle approve {rec.request_id}` (or the console); "
            f"then retry with params.{CONFIRMATION_PARAM}",
        }
        if message:
            details["confirmation_message"] = message
        if op.danger and op.danger.cooldown_seconds:
            details["cooldown_seconds"] = op.danger.cooldown_seconds
        return failure("CONFIRMATION_REQUIRED", "This operation requires confirmation", details)

    def _redeem(
        self,
        tx: StoreTx,
        adapter: Adapter,
        op: Operation,
        token: Any,
        action_hash: str,
        danger: ResolvedDanger,
        now: float,
        session_id: str | None,
    ) -> dict[str, Any] | None:
        """None when the token is approved for exactly this call (and is now consumed)."""
        token_text = str(token) if isinstance(token, str) else repr(token)

        def reject(reason: str, response: dict[str, Any]) -> dict[str, Any]:
            self._token_event(
                tx, "TOKEN_REJECTED", token_text, adapter, op.name, "failure", now, session_id, reason
            )
            return response

        rec: ConfirmationRecord | None = tx.get_confirmation(token) if isinstance(token, str) else None
        if rec is None or rec.agent != f"proxy:{adapter.name}":
            return reject(
                "not_found", failure("TOKEN_INVALID", "Invalid confirmation token", {"token": token_text})
            )
        if rec.action_hash != action_hash:
            return reject(
                "scope_mismatch",
                failure(
                    "TOKEN_SCOPE_MISMATCH",
                    "Confirmation token scope mismatch",
                    {
                        "token": token_text,
                        "token_operation": rec.action_text,
                        "requested_operation": f"{adapter.name}.{op.name}",
                        "hint": "the token covers another operation or other parameters; "
                        "a new approval is needed",
                    },
                ),
            )
        if rec.state == "consumed":
            return reject(
                "already_used",
                failure(
                    "TOKEN_ALREADY_USED",
                    "Confirmation token has already been used",
                    {"token": token_text, "consumed_at": iso(rec.consumed_at)},
                ),
            )
        if rec.state in ("expired",) or now > rec.expires_at:
            return reject(
                "expired",
                failure(
                    "TOKEN_EXPIRED",
                    "Confirmation token has expired",
                    {"token": token_text, "expired_at": iso(rec.expires_at), "current_time": iso(now)},
                ),
            )
        if rec.state == "denied":
            return reject(
                "denied_by_operator",
                failure(
                    "PERMISSION_DENIED",
                    "Permission denied: 'confirmation_denied'. A human refused this operation.",
                    {"reason": "confirmation_denied", "token": token_text},
                ),
            )
        if rec.state != "approved":
            # Pending: the human has not answered. The same request stays open (no new token).
            return failure(
                "CONFIRMATION_REQUIRED",
                "This operation requires confirmation",
                {"operation": op.name, "confirmation_token": token_text, "state": rec.state},
            )
        cooldown = op.danger.cooldown_seconds if op.danger else 0.0
        if cooldown and rec.decided_at is not None and now < rec.decided_at + cooldown:
            wait = round(rec.decided_at + cooldown - now, 1)
            return failure(
                "RATE_LIMIT_EXCEEDED",
                "API rate limit exceeded",
                {
                    "reason": "cooldown",
                    "retry_after_seconds": wait,
                    "token": token_text,
                    "hint": f"declared cooldown of {cooldown:g} s between approval and execution",
                },
            )
        self.confirmations.consume(tx, rec, now)
        self._token_event(tx, "TOKEN_VALIDATED", token_text, adapter, op.name, "success", now, session_id)
        return None

    # ---- audit ----------------------------------------------------------------------------------------

    def _token_event(
        self,
        tx: StoreTx,
        event: str,
        token: str,
        adapter: Adapter,
        operation: str,
        outcome: str,
        now: float,
        session_id: str | None,
        reason: str | None = None,
    ) -> None:
        data: dict[str, Any] = {"token_id": token[:80], "operation": operation, "adapter_name": adapter.name}
        if reason:
            data["failure_reason"] = reason
        if session_id:
            data["client_context"] = {"session_id": session_id}
        tx.append_audit(
            AuditDraft(
                event, now, agent=f"proxy:{adapter.name}", session_id=session_id, outcome=outcome, data=data
            )
        )

    def _audit_attempt(
        self,
        adapter: Adapter,
        operation: str,
        danger: ResolvedDanger,
        trust: TrustLevel,
        outcome: str,
        params: dict[str, Any],
        session_id: str | None,
        now: float,
        *,
        tx: StoreTx | None = None,
        token: str | None = None,
        pending: bool = False,
    ) -> None:
        """Seed 000 §7.4: every attempt at level ≥2, whatever its outcome."""
        data: dict[str, Any] = {
            "adapter_name": adapter.name,
            "operation": operation,
            "danger_level": int(danger.level),
            "adapter_trust": trust.label,
            "outcome": outcome,
            "parameters": redact(params),
            "reasons": list(danger.reasons)[:10],
        }
        if token:
            data["confirmation_token"] = token
        if pending:
            data["awaiting_confirmation"] = True
        spec = next((o.danger for o in adapter.operations.values() if o.name == operation), None)
        if spec is not None and spec.audit_context:
            data["audit_context"] = list(spec.audit_context)
        draft = AuditDraft(
            AUDIT_EVENT,
            now,
            agent=f"proxy:{adapter.name}",
            session_id=session_id,
            danger_level=int(danger.level),
            outcome=outcome,
            data=data,
        )
        if tx is not None:
            tx.append_audit(draft)
            return
        with self.store.transaction() as own:
            own.append_audit(draft)


def _raised_by_arguments(
    danger: ResolvedDanger, adapter: Adapter, op: Operation, params: dict[str, Any]
) -> ResolvedDanger:
    """The level raised (never lowered) by what the arguments do, judged as the hint judge judges a tool
    call (dongle.classify.arguments.argument_effects): `delete_file {"path": "/etc"}` is `rm -f /etc`
    whatever the adapter file says a delete costs, a visibility set to public exposes, a secret file
    attached is sent. The tool runs on this machine when the target is an MCP server over stdio."""
    from dongle.classify.arguments import argument_effects

    tool = op.maps_to if op.maps_to and adapter.target.type == "mcp" else op.name
    effects = argument_effects(tool, None if adapter.target.type == "mcp" else adapter.name, params,
                               local=adapter.target.type == "mcp")
    if adapter.target.type == "mcp":  # a local server: handed the guard's files, it switches it off
        effects.append(_guard_raised(tool, params))
    top = max(effects, key=lambda a: a.danger_level, default=None)
    if top is None or top.danger_level <= danger.level:
        return danger
    return replace(danger, level=top.danger_level,
                   reasons=(*danger.reasons, *(f"arguments: {f}" for f in top.factors[:3])),
                   rules=(*danger.rules, "adapter.arguments", *top.rules))


def _guard_raised(tool: str, params: dict[str, Any]):  # -> Assessment
    """What the hooks' self-protection says of this call's arguments (dongle.hooks.guard_tools): the
    guard's own files handed to a server that changes them, or text written that disarms it later."""
    import os

    from dongle.assessment import Assessment
    from dongle.hooks.call import ToolCall
    from dongle.hooks.guard_tools import guard_tool_arguments

    call = ToolCall(agent="proxy", tool=tool, kind="mcp", cwd=os.getcwd(), arguments=params, mcp_tool=tool)
    return guard_tool_arguments(Assessment.safe(tool, kind="tool_call"), call)


def bound_action(adapter: Adapter, op: Operation, params: dict[str, Any]) -> Action:
    """What a confirmation is bound to: this adapter, this operation, these exact parameters."""
    return Action(
        kind="tool_call",
        text=f"{adapter.name}.{op.name} {_short(params)}",
        tool=f"{adapter.name}.{op.name}",
        arguments={"adapter": adapter.name, "fingerprint": adapter.fingerprint(), "params": params},
    )


def redact(params: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in params.items():
        if any(word in key.lower() for word in _SECRET_WORDS):
            out[key] = "[redacted]"
        else:
            text = value if isinstance(value, int | float | bool) or value is None else str(value)
            out[key] = text[:_AUDIT_VALUE] if isinstance(text, str) else text
    return out


def _short(params: dict[str, Any]) -> str:
    import json

    text = json.dumps(redact(params), sort_keys=True, default=str)
    return text if len(text) <= 300 else text[:299] + "…"


def _check_params(op: Operation, params: dict[str, Any]) -> dict[str, Any] | None:
    if op.parameters is None:
        return None
    known = {p.name for p in op.parameters}
    unknown = sorted(k for k in params if k not in known)
    if unknown:
        return failure(
            "VALIDATION_UNKNOWN_PARAM",
            f"Unknown parameter(s) for operation '{op.name}': {', '.join(unknown)}",
            {"operation": op.name, "unknown_params": unknown, "valid_params": sorted(known)},
        )
    for p in op.parameters:
        if p.required and p.name not in params:
            return failure(
                "VALIDATION_MISSING_PARAM",
                f"Missing required parameter '{p.name}'",
                {"param_name": p.name, "operation": op.name},
            )
        if p.name in params and p.type and not _type_ok(p.type, params[p.name]):
            return failure(
                "VALIDATION_INVALID_TYPE",
                f"Parameter '{p.name}' expected '{p.type}', got '{type(params[p.name]).__name__}'",
                {"param_name": p.name, "operation": op.name, "expected_type": p.type},
            )
    return None


def _type_ok(kind: str, value: Any) -> bool:
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, {"string": str, "boolean": bool, "object": dict, "array": list}[kind])
