"""`dongle proxy ADAPTER`: the gated operations of one adapter, served as an MCP server on stdio.

The agent sees MCP-AQL CRUDE tools (`mcp_aql_read`, `mcp_aql_create`, …, one per family the adapter
has; read is always there for introspection) taking `{"operation", "params"}`. Each call goes
through `ProxyGate`; only what the gate allows reaches the downstream server or the HTTP API.
`introspect` (`query: operations | adapter_info`) needs no trust at all, as the matrix says.
"""

from __future__ import annotations

import json
from contextlib import AsyncExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import mcp_types as types
from mcp.server import Server
from mcp.shared.exceptions import MCPError

from dongle import __version__
from dongle.adapters.model import CATEGORIES, Operation, load_adapter
from dongle.adapters.policy import TrustPolicy
from dongle.levels import TrustLevel
from dongle.proxy.backends import DownstreamTool
from dongle.proxy.gate import ProxyGate
from dongle.server import errors
from dongle.server.app import input_schema
from dongle.store.base import Store

TOOL_PREFIX = "mcp_aql_"
_ANNOTATIONS = {
    "read": (True, False),
    "create": (False, False),
    "update": (False, False),
    "delete": (False, True),
    "execute": (False, True),
}


class ProxyApp:
    def __init__(self, gate: ProxyGate, *, native_tools: bool = False):
        self.gate = gate
        self.native_tools = native_tools
        self.server: Server[Any] = Server(
            "mcpaql-safety-dongle-proxy",
            version=__version__,
            instructions=(
                "Gated adapter operations. Discover them with mcp_aql_read "
                '{"operation": "introspect", "params": {"query": "operations"}}. When a call answers '
                "CONFIRMATION_REQUIRED, tell the user the confirmation_token and wait: only a human can "
                "approve it (dongle approve TOKEN). Then retry the same call with params._confirmation."
            ),
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
        )
        if not _tracing_configured():
            # The SDK's OpenTelemetry middleware opens a (non-recording) span around every request
            # even when no tracer provider is installed: about 5% of a proxied call's CPU for nothing.
            self.server.middleware = [
                m for m in self.server.middleware if type(m).__name__ != "OpenTelemetryMiddleware"
            ]

    def families(self) -> list[str]:
        present = {p.op.category for p in self.gate.operations().values()} | {"read"}
        return [c for c in CATEGORIES if c in present]

    def tools(self) -> list[types.Tool]:
        tools = []
        for family in self.families():
            names = sorted(n for n, p in self.gate.operations().items() if p.op.category == family)
            read_only, destructive = _ANNOTATIONS[family]
            extra = ", introspect" if family == "read" else ""
            tools.append(
                types.Tool(
                    name=TOOL_PREFIX + family,
                    description=f"{family.capitalize()} operations of adapter "
                    f"'{self.gate.adapter.name if self.gate.adapter else '?'}' through the safety gate. "
                    f"Operations: {', '.join(names) or '(none)'}{extra}.",
                    input_schema=input_schema(),
                    annotations=types.ToolAnnotations(read_only_hint=read_only, destructive_hint=destructive),
                )
            )
        if self.native_tools:
            tools.extend(self._native())
        return tools

    def native_names(self) -> dict[str, str]:
        """Native tool name -> operation: each operation under its own name and, when it renames a
        downstream tool, under the downstream's name too, so a client configured for the downstream
        keeps working. A name clashing with a CRUDE tool or another operation is skipped."""
        ops = self.gate.operations()
        names = {name: name for name in ops if not name.startswith(TOOL_PREFIX)}
        adapter = self.gate.adapter
        if adapter is not None and adapter.target.type == "mcp":
            for name, proxied in sorted(ops.items()):
                alias = proxied.op.maps_to
                if alias not in names and alias not in ops and not alias.startswith(TOOL_PREFIX):
                    names[alias] = name
        return names

    def _native(self) -> list[types.Tool]:
        """The native tools, with what the downstream says of them (title, description, input and
        output schemas). Same gate; the text answer is the same MCP-AQL JSON."""
        out = []
        for native, name in sorted(self.native_names().items()):
            proxied = self.gate.operations()[name]
            tool = self.gate.tool(proxied.op.maps_to)
            read_only, destructive = _ANNOTATIONS[proxied.op.category]
            out.append(
                types.Tool(
                    name=native,
                    title=tool.title if tool else None,
                    description=_native_description(native, proxied.op, tool),
                    input_schema=dict(tool.input_schema) if tool else {"type": "object"},
                    output_schema=tool.output_schema if tool else None,
                    annotations=types.ToolAnnotations(read_only_hint=read_only, destructive_hint=destructive),
                    meta={"dongle/operation": name, "dongle/maps_to": proxied.op.maps_to},
                )
            )
        return out

    async def _list_tools(self, ctx: Any, params: Any) -> types.ListToolsResult:
        self.gate.refresh()
        return types.ListToolsResult(tools=self.tools())

    async def _call_tool(self, ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        family = params.name[len(TOOL_PREFIX) :] if params.name.startswith(TOOL_PREFIX) else None
        structured: dict[str, Any] | None = None
        if family in CATEGORIES:
            response = await self.dispatch(family, params.arguments or {})
        elif self.native_tools and params.name in self.native_names():
            operation = self.native_names()[params.name]
            response = await self.gate.call(operation, dict(params.arguments or {}))
            # a native tool lists the downstream's output schema, so its structured content goes too
            result = response.get("data", {}).get("result") if response.get("success") else None
            if isinstance(result, dict) and "structured" in result:
                structured = result["structured"]
        else:
            raise MCPError(code=types.INVALID_PARAMS, message=f"Unknown tool: {params.name}")
        text = json.dumps(response, ensure_ascii=False, separators=(",", ":"), default=str)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)],
            structured_content=structured,
            is_error=errors.is_error(response),
        )

    async def dispatch(self, family: str, arguments: dict[str, Any]) -> dict[str, Any]:
        operation = arguments.get("operation")
        params = arguments.get("params", {})
        if not isinstance(operation, str) or not operation:
            return errors.missing_param("operation", "(envelope)")
        if not isinstance(params, dict):
            return errors.invalid_type("params", operation, "object", type(params).__name__)
        unknown = sorted(set(arguments) - {"operation", "params"})
        if unknown:
            return errors.failure(
                "VALIDATION_UNKNOWN_FIELD",
                f"Unknown field(s) in request: {', '.join(unknown)}",
                {"fields": unknown},
            )
        if operation == "introspect":
            if family != "read":
                return _wrong_endpoint(operation, family, "read")
            self.gate.refresh()
            if self.gate.trust == TrustLevel.UNTESTED and not self.gate.policy.allow_untested_introspection:
                return errors.failure(
                    "PERMISSION_TRUST_LEVEL_INSUFFICIENT",
                    "Operation 'introspect' requires trust level 'generated', adapter has 'untested'",
                    {
                        "operation": "introspect",
                        "required_trust": "generated",
                        "actual_trust": "untested",
                        "reason": "trust policy: allow_untested_introspection is false",
                    },
                )
            query = params.get("query", "operations")
            info = self.gate.describe()
            if query == "adapter_info":
                return errors.success({k: v for k, v in info.items() if k != "operations"})
            if query == "operations":
                return errors.success({"adapter": info.get("name"), "operations": info.get("operations", [])})
            return errors.invalid_value(
                "query",
                "introspect",
                "must be 'operations' or 'adapter_info'",
                ["operations", "adapter_info"],
            )
        self.gate.refresh()
        proxied = self.gate.operations().get(operation)
        if proxied is not None and proxied.op.category != family:
            return _wrong_endpoint(operation, family, proxied.op.category)
        return await self.gate.call(operation, params)


def _native_description(native: str, op: Operation, tool: DownstreamTool | None) -> str:
    """The downstream's own description and the adapter's, and which tool a renamed one maps to."""
    said = [text for text in (tool.description if tool else "", op.description) if text]
    text = " — ".join(dict.fromkeys(said)) or native
    if op.name != op.maps_to:
        text += f" [adapter operation '{op.name}', maps to '{op.maps_to}']"
    return text + (
        " (through the safety gate; on CONFIRMATION_REQUIRED a human must approve, then retry with "
        "_confirmation)"
    )


def _tracing_configured() -> bool:
    """An OpenTelemetry tracer provider is installed (the default proxy provider records nothing)."""
    try:
        from opentelemetry import trace
    except ImportError:
        return False
    return not isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider)


def _wrong_endpoint(operation: str, used: str, correct: str) -> dict[str, Any]:
    return errors.failure(
        "VALIDATION_ENDPOINT_MISMATCH",
        f"Operation '{operation}' belongs to {TOOL_PREFIX}{correct}, not {TOOL_PREFIX}{used}",
        {"operation": operation, "correct_endpoint": TOOL_PREFIX + correct},
    )


@dataclass(frozen=True)
class HttpListen:
    """Streamable HTTP on a loopback address, every request carrying the bearer token."""

    host: str
    port: int
    token: str


async def serve(
    adapter_path: Path,
    store: Store,
    policy: TrustPolicy | None = None,
    native_tools: bool = False,
    http: HttpListen | None = None,
) -> None:
    """Start the downstream (for mcp targets; restarted when it dies), then serve the gated tools
    on stdio until EOF, or on streamable HTTP until stopped."""
    from dongle.proxy.backends import HttpBackend, McpBackend
    from dongle.stdio_wire import stdio_streams

    adapter = load_adapter(adapter_path)
    async with AsyncExitStack() as stack:
        tools = []
        backend: Any
        if adapter.target.type == "mcp":
            from dongle.proxy.downstream import Downstream

            downstream = Downstream(list(adapter.target.command), adapter.target.env or None)
            backend = McpBackend(await stack.enter_async_context(downstream))
            tools = backend.list_tools()
        else:
            backend = HttpBackend()
        app = ProxyApp(
            ProxyGate(adapter_path, store, backend, tools=tools, policy=policy), native_tools=native_tools
        )
        if http is not None:
            from dongle.server.http import uvicorn_server

            await uvicorn_server(app, http.host, http.port, http.token).serve()  # type: ignore[arg-type]
            return
        async with stdio_streams() as (read_stream, write_stream):
            await app.server.run(read_stream, write_stream, app.server.create_initialization_options())
