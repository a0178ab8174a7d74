"""The MCP-AQL server: tools, routing, session blocks and the call path into the safety service.

Built on the SDK's low-level `Server` rather than `MCPServer`: MCP-AQL needs the raw arguments to
apply its own validation order and error codes (a typed tool signature would reject bad input
with the SDK's messages before the envelope rules could run). `DongleApp.dispatch` is the whole
MCP-AQL layer without MCP around it, so the conformance bundle and the transport share one path.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

import mcp_types as types
from mcp.server import Server
from mcp.shared.exceptions import MCPError

from dongle import __version__
from dongle.server import errors
from dongle.server.envelope import Envelope, Limits, default_envelope
from dongle.server.introspection import SPEC_VERSION, introspect
from dongle.server.operations import Operation
from dongle.server.prompt import system_prompt
from dongle.server.sessions import Session, SessionRegistry, http_key

log = logging.getLogger("dongle.server")

ENDPOINT_MODES = {"semantic": "semantic", "crude": "semantic", "single": "single", "all": "all"}
BENCH_NOOP_ENV = "DONGLE_BENCH_NOOP"
BENCH_NOOP_TOOL = "dongle_bench_noop"
# Operations that act on an execution; a blocked session may not run them under any agent name.
EXECUTION_OPERATIONS = frozenset(
    {"execute_agent", "record_execution_step", "complete_execution", "abort_execution", "confirm_operation"}
)
_ANNOTATIONS = {  # {readOnlyHint, destructiveHint} per family (CP §3.3, MCPI §2.3)
    "read": (True, False),
    "create": (False, False),
    "update": (False, False),
    "delete": (False, True),
    "execute": (False, True),
}
_FAMILY_PURPOSE = {
    "read": "Read-only discovery (safe, auto-approvable)",
    "create": "Report actions and submit verification codes (non-destructive, approve once per session)",
    "execute": "Start, finish and abort monitored executions and redeem human confirmations "
    "(approve each call)",
}


# What an operator can configure, and where (B-12). Values in force are under `safety_loop`.
CONFIGURATION = {
    "policy_file_keys": {
        "maxAutonomousSteps": "steps per execution before a mandatory pause (Stage 1)",
        "riskTolerance": "conservative (25) | moderate (50) | aggressive (75); only adds pauses (Stage 5)",
        "deny": "glob patterns on next_action_hint: hard stop and out-of-band verification",
        "requiresApproval": "glob patterns: pause until a human confirms",
        "autoApprove": "glob patterns matching the whole hint: skip the risk stages",
        "agents": "per-agent overrides of the keys above",
    },
    "environment": {
        "MCPAQL_SAFETY_LOOP": "enforcing | monitoring | logging | disabled (--mode)",
        "MCP_AQL_ENDPOINT_MODE": "semantic (alias crude) | single | all (--endpoint-mode)",
        "MCP_AQL_TOOL_PREFIX": "tool-name prefix, [a-z0-9_] ending in '_' (--tool-prefix)",
        "DONGLE_POLICY": "policy file (--policy)",
        "DONGLE_DB": "state database (--db)",
    },
}


class Backend(Protocol):
    """What the transport needs from the safety loop (implemented over `SafetyService`)."""

    mode: str

    def call(self, operation: str, params: dict[str, Any], session: Session) -> dict[str, Any]: ...

    def safety_loop_info(self) -> dict[str, Any]: ...

    def agent_blocked(self, element_name: str) -> bool: ...

    def end_session(self, session: Session) -> None: ...


@dataclass(frozen=True)
class ServerConfig:
    endpoint_mode: str = "semantic"  # semantic | single | all ("crude" is accepted as semantic)
    tool_prefix: str = ""
    trust_level: str = "untested"
    bench_noop: bool = False
    limits: Limits = field(default_factory=Limits)


def input_schema() -> dict[str, Any]:
    """The base MCP-AQL envelope schema every tool uses (core §4.1)."""
    return {
        "type": "object",
        "properties": {
            "operation": {"type": "string", "description": "Operation name to execute"},
            "params": {"type": "object", "description": "Operation parameters", "additionalProperties": True},
        },
        "required": ["operation"],
    }


class DongleApp:
    def __init__(
        self, backend: Backend, config: ServerConfig | None = None, *, shared_sessions: bool = False
    ):
        self.backend = backend
        self.config = config or ServerConfig()
        mode = ENDPOINT_MODES[self.config.endpoint_mode]
        self.endpoint_mode = mode
        self.envelope: Envelope = default_envelope(mode, self.config.tool_prefix)
        self.envelope = Envelope(
            self.envelope.operations,
            self.envelope.tool_for_family,
            self.envelope.single_tool,
            self.config.limits,
        )
        self.shared_sessions = shared_sessions
        self.server: Server[SessionRegistry] = Server(
            "mcpaql-safety-dongle",
            version=__version__,
            instructions=system_prompt(
                self.envelope.tool_for_family.get("create") or self.envelope.single_tool or "",
                self.envelope.tool_for_family.get("execute") or self.envelope.single_tool or "",
            ),
            lifespan=self._lifespan,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
        )

    # ---- MCP surface -------------------------------------------------------------------------

    def tools(self) -> list[types.Tool]:
        tools = []
        for family, name in self.envelope.tool_for_family.items():
            ops = [op for op in self.envelope.operations.values() if op.family == family]
            read_only, destructive = _ANNOTATIONS[family]
            tools.append(
                types.Tool(
                    name=name,
                    description=self._description(_FAMILY_PURPOSE.get(family, family), ops),
                    input_schema=input_schema(),
                    annotations=types.ToolAnnotations(read_only_hint=read_only, destructive_hint=destructive),
                )
            )
        if self.envelope.single_tool:
            tools.append(
                types.Tool(
                    name=self.envelope.single_tool,
                    description=self._description(
                        "Unified MCP-AQL endpoint of the safety dongle",
                        list(self.envelope.operations.values()),
                    ),
                    input_schema=input_schema(),
                    annotations=types.ToolAnnotations(read_only_hint=False, destructive_hint=True),
                )
            )
        if self.config.bench_noop:
            tools.append(
                types.Tool(
                    name=BENCH_NOOP_TOOL,
                    description="Benchmark baseline: does nothing.",
                    input_schema={"type": "object"},
                )
            )
        return tools

    def _description(self, purpose: str, ops: list[Operation]) -> str:
        read_tool = self.envelope.tool_for_family.get("read") or self.envelope.single_tool
        names = ", ".join(op.name for op in ops)
        return (
            f"{purpose}. Supported operations: {names}. "
            f"Discover parameters with {read_tool} "
            f'{{"operation": "introspect", "params": {{"query": "operations"}}}}.'
        )

    async def _list_tools(self, ctx: Any, params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=self.tools())

    async def _call_tool(self, ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        if params.name == BENCH_NOOP_TOOL and self.config.bench_noop:
            return _result(errors.success({}), self.config.limits)
        known = set(self.envelope.tool_for_family.values()) | {self.envelope.single_tool}
        if params.name not in known:
            raise MCPError(code=types.INVALID_PARAMS, message=f"Unknown tool: {params.name}")
        registry: SessionRegistry = ctx.lifespan_context
        session = registry.resolve(ctx.request)
        if registry.shared:
            self._end_with_connection(ctx, registry, session)
        response = self.dispatch(params.name, params.arguments, session)
        return _result(response, self.config.limits)

    def _end_with_connection(self, ctx: Any, registry: SessionRegistry, session: Session) -> None:
        """End a handshake-era HTTP session's safety state when its MCP session ends (D-1).

        Such a connection carries an `Mcp-Session-Id` and lives until the client deletes it or it
        idles out; its exit stack runs then. A 2026-era request has a fresh connection per request,
        so nothing is registered for it (its state ends with the server).
        """
        connection = getattr(ctx.session, "_connection", None)
        if connection is None or not getattr(connection, "session_id", None):
            return
        if connection.state.get("dongle_session") is session:
            return
        connection.state["dongle_session"] = session
        key = http_key(ctx.request)

        def end() -> None:
            registry.forget(key)
            try:
                self.backend.end_session(session)
            except Exception as exc:  # the connection is closing anyway; never mask that
                log.error("ending session failed: %s", type(exc).__name__)

        connection.exit_stack.callback(end)

    @asynccontextmanager
    async def _lifespan(self, server: Any) -> AsyncIterator[SessionRegistry]:
        registry = SessionRegistry(shared=self.shared_sessions)
        try:
            yield registry
        finally:
            for session in registry.all():
                try:
                    self.backend.end_session(session)
                except Exception as exc:  # ending a session must not mask the shutdown
                    log.error("ending session failed: %s", type(exc).__name__)

    # ---- MCP-AQL layer -----------------------------------------------------------------------

    def protocol(self, session: Session) -> dict[str, Any]:
        return {
            "version": SPEC_VERSION,
            "conformance": "level-1",
            "mode": self.endpoint_mode,
            "capabilities": {
                "execution_safety_loop": self.backend.mode,
                "confirmation": True,
                "dangerous_operations": True,
                "batch": False,
                "field_selection": False,
                "warnings": False,
            },
            "implementation": {"name": "mcpaql-safety-dongle", "version": __version__},
            "session_id": session.session_id,
            "trust_level": self.config.trust_level,
            "tools": self._tool_names(),
            "limits": self.config.limits.to_dict(),
            "safety_loop": self.backend.safety_loop_info(),
            "configuration": CONFIGURATION,
        }

    def _tool_names(self) -> list[str]:
        names = list(self.envelope.tool_for_family.values())
        return [*names, self.envelope.single_tool] if self.envelope.single_tool else names

    def dispatch(self, tool: str, arguments: dict[str, Any] | None, session: Session) -> dict[str, Any]:
        """One MCP-AQL call: validate, route, apply the session block, run. Never raises."""
        try:
            parsed = self.envelope.parse(tool, arguments)
            if isinstance(parsed, dict):
                return parsed
            operation, params = parsed
            if operation.name == "introspect":
                return introspect(params, self.envelope, self.protocol(session))
            refusal = self._session_block(operation, params, session)
            if refusal:
                return refusal
            response = self.backend.call(operation.name, params, session)
            self._note_block(operation, params, response, session)
            return response
        except Exception as exc:  # fail closed: an error is a failure, never a go
            log.error("operation failed inside the server: %s", type(exc).__name__)
            return errors.internal_error()

    def _session_block(
        self, operation: Operation, params: dict[str, Any], session: Session
    ) -> dict[str, Any] | None:
        if operation.name not in EXECUTION_OPERATIONS or session.blocked_by is None:
            return None
        if not self.backend.agent_blocked(session.blocked_by):
            session.blocked_by = session.blocked_verification_id = None
            return None
        if params.get("element_name") == session.blocked_by:
            return None  # the blocked agent itself gets the service's own agent_blocked answer
        details: dict[str, Any] = {"blocked_agent": session.blocked_by, "session_id": session.session_id}
        if session.blocked_verification_id:
            details["verification_id"] = session.blocked_verification_id
        return errors.permission_denied(
            "session_blocked",
            f"This session is hard-blocked since agent '{session.blocked_by}' was stopped; a human must "
            "verify out of band before any agent of this session continues.",
            **details,
        )

    @staticmethod
    def _note_block(
        operation: Operation, params: dict[str, Any], response: dict[str, Any], session: Session
    ) -> None:
        agent = params.get("element_name")
        if not isinstance(agent, str):
            return
        session.agents.add(agent)
        verification_id = None
        if response.get("success") is True:
            autonomy = (response.get("data") or {}).get("autonomy") or {}
            if autonomy.get("stopped") is not True:
                return
            for note in autonomy.get("notifications") or []:
                metadata = note.get("metadata") or {}
                if metadata.get("agent", agent) != agent:
                    continue  # another agent's danger_zone broadcast, not this stop
                verification_id = metadata.get("verificationId") or verification_id
        else:
            details = (response.get("error") or {}).get("details") or {}
            if details.get("reason") != "agent_blocked":
                return
            verification_id = details.get("verification_id")
        session.blocked_by = agent
        session.blocked_verification_id = verification_id


def _result(response: dict[str, Any], limits: Limits) -> types.CallToolResult:
    text = json.dumps(response, ensure_ascii=False, separators=(",", ":"))
    size = len(text.encode("utf-8"))
    if size > limits.max_response_size:
        response = errors.payload_too_large("response_size", limits.max_response_size, size, "bytes")
        text = json.dumps(response)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)], is_error=errors.is_error(response)
    )


def bench_noop_enabled() -> bool:
    return os.environ.get(BENCH_NOOP_ENV) == "1"
