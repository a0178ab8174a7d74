"""What the proxy forwards a gated call to: a downstream MCP server, or an HTTP API it calls itself.

Backends only run after the gate said yes. They never decide anything; a failure of the target is
reported as a failed call (`BackendFailure`), never retried and never turned into success.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any

from dongle.adapters.danger import ToolHints
from dongle.adapters.model import Adapter, Operation
from dongle.proxy.downstream import Downstream, DownstreamDown

MAX_RESPONSE_BYTES = 1_000_000


class BackendFailure(RuntimeError):
    """The target could not be reached or refused the call; `details` travel to the agent."""

    def __init__(self, message: str, details: dict[str, Any] | None = None):
        super().__init__(message)
        self.details = details or {}


@dataclass(frozen=True)
class DownstreamTool:
    """What the downstream says about one of its tools; the native listing passes it on whole."""

    name: str
    description: str
    input_schema: dict[str, Any]
    hints: ToolHints
    title: str | None = None
    output_schema: dict[str, Any] | None = None


@dataclass(frozen=True)
class Restarted:
    """The target was restarted before this call: its tools as the fresh process lists them, and
    the warning the agent gets with the answer."""

    tools: list[DownstreamTool]
    warning: dict[str, Any]


class McpBackend:
    """The downstream MCP server behind the gate (the caller owns the `Downstream`'s lifetime)."""

    def __init__(self, downstream: Downstream):
        self.downstream = downstream
        self._seen = downstream.generation

    def list_tools(self) -> list[DownstreamTool]:
        """The tools of the server now running, with what their annotations claim."""
        return [_downstream_tool(tool) for tool in self.downstream.tools]

    async def prepare(self) -> Restarted | None:
        """Before the gate decides: a live server, and what changed when it was restarted."""
        try:
            await self.downstream.ensure()
        except DownstreamDown as exc:
            raise BackendFailure(str(exc), exc.details) from None
        if self.downstream.generation == self._seen:
            return None
        self._seen = self.downstream.generation
        death = self.downstream.replaced
        code = f" (exit code {death.exit_code})" if death and death.exit_code is not None else ""
        warning = {
            "code": "DOWNSTREAM_RESTARTED",
            "message": f"The downstream server had died{code} and was restarted before this call",
            "severity": "medium",
        }
        return Restarted(self.list_tools(), warning)

    async def call(self, adapter: Adapter, op: Operation, params: dict[str, Any]) -> dict[str, Any]:
        import anyio

        try:
            with anyio.fail_after(adapter.target.timeout_seconds):
                result = await self.downstream.call_tool(op.maps_to, params)
        except DownstreamDown as exc:
            raise BackendFailure(str(exc), exc.details) from None
        except Exception as exc:  # a timeout, a protocol error: the call failed
            raise BackendFailure(
                f"downstream tool '{op.maps_to}' failed", {"reason": type(exc).__name__}
            ) from None
        # every content block whole, as the downstream sent it: an image keeps its data and MIME
        # type, a resource link its uri, an embedded resource its contents, annotations their fields
        content = [_content_block(item) for item in result.content]
        data: dict[str, Any] = {"content": content}
        if result.structured_content is not None:
            data["structured"] = result.structured_content
        if result.is_error:
            said = " ".join(str(c.get("text", "")) for c in content if c.get("type") == "text").strip()
            message = f"downstream tool '{op.maps_to}' returned an error"
            raise BackendFailure(f"{message}: {said[:500]}" if said else message, data)
        return data


async def downstream_tools(adapter: Adapter) -> list[DownstreamTool]:
    """Start the adapter's downstream server once, list its tools and stop it (`adapter info`)."""
    async with Downstream(list(adapter.target.command), adapter.target.env or None) as downstream:
        return McpBackend(downstream).list_tools()


def _downstream_tool(tool: Any) -> DownstreamTool:
    notes = tool.annotations
    hints = ToolHints(
        read_only=getattr(notes, "read_only_hint", None) if notes else None,
        destructive=getattr(notes, "destructive_hint", None) if notes else None,
    )
    return DownstreamTool(
        tool.name,
        tool.description or "",
        dict(tool.input_schema or {}),
        hints,
        title=tool.title,
        output_schema=dict(tool.output_schema) if tool.output_schema else None,
    )


def _content_block(item: Any) -> dict[str, Any]:
    """One MCP content block as JSON, with the protocol's field names (`mimeType`, `uri`, ...)."""
    dump = getattr(item, "model_dump", None)
    if callable(dump):
        block = dump(by_alias=True, exclude_none=True, mode="json")
        if isinstance(block, dict):
            return block
    text = getattr(item, "text", None)
    return {"type": getattr(item, "type", "unknown"), **({"text": text} if text is not None else {})}


class HttpBackend:
    """Performs the mapped REST call (`maps_to: "DELETE /items/{id}"`) with the adapter's auth.

    Path placeholders take the parameter of that name (URL-quoted); the rest go to the query string
    for GET, HEAD and DELETE, and to a JSON body otherwise. The secret is read from the environment
    variable the file names, at call time, and never appears in a response or log."""

    async def prepare(self) -> Restarted | None:
        """Nothing to start or restart: each call opens its own connection."""
        return None

    async def call(self, adapter: Adapter, op: Operation, params: dict[str, Any]) -> dict[str, Any]:
        import anyio

        request = build_request(adapter, op, params)
        return await anyio.to_thread.run_sync(_send, request, adapter.target.timeout_seconds)


def build_request(adapter: Adapter, op: Operation, params: dict[str, Any]) -> urllib.request.Request:
    method, _, route = op.maps_to.partition(" ")
    method = method.upper()
    rest = dict(params)
    parts = []
    for piece in route.strip().split("/"):
        if piece.startswith("{") and piece.endswith("}"):
            key = piece[1:-1]
            if key not in rest:
                raise BackendFailure(f"Missing required parameter '{key}'", {"param_name": key})
            parts.append(urllib.parse.quote(str(rest.pop(key)), safe=""))
        else:
            parts.append(piece)
    url = (adapter.target.base_url or "") + "/".join(parts)
    body = None
    headers = {"Accept": "application/json", "User-Agent": "mcpaql-safety-dongle-proxy"}
    if method in ("GET", "HEAD", "DELETE"):
        if rest:
            url += "?" + urllib.parse.urlencode({k: _query_value(v) for k, v in rest.items()})
    else:
        body = json.dumps(rest).encode()
        headers["Content-Type"] = "application/json"
    auth = adapter.auth
    if auth.type != "none":
        secret = os.environ.get(auth.env or "")
        if not secret:
            raise BackendFailure(
                f"the credential variable '{auth.env}' named by the adapter is not set",
                {"reason": "credential_missing", "env": auth.env},
            )
        headers[auth.header] = f"Bearer {secret}" if auth.type == "bearer" else secret
    return urllib.request.Request(url, data=body, method=method, headers=headers)


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict | list):
        return json.dumps(value)
    return str(value)


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    """A redirect would carry the credential to wherever it points, and the gate judged this URL."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # type: ignore[no-untyped-def]
        return None


_OPENER = urllib.request.build_opener(_NoRedirects)


def _send(request: urllib.request.Request, timeout: float) -> dict[str, Any]:
    try:
        with _OPENER.open(request, timeout=timeout) as response:
            status = response.status
            raw = response.read(MAX_RESPONSE_BYTES + 1)
    except urllib.error.HTTPError as exc:
        raw = exc.read(MAX_RESPONSE_BYTES)
        raise BackendFailure(
            f"the API answered HTTP {exc.code}", {"http_status": exc.code, "body": _decode(raw)}
        ) from None
    except (urllib.error.URLError, OSError, TimeoutError) as exc:
        reason = getattr(exc, "reason", exc)
        raise BackendFailure("the API could not be reached", {"reason": str(reason)[:200]}) from None
    if len(raw) > MAX_RESPONSE_BYTES:
        raise BackendFailure("the API response is too large", {"limit_bytes": MAX_RESPONSE_BYTES})
    return {"http_status": status, "body": _decode(raw)}


def _decode(raw: bytes) -> Any:
    text = raw.decode("utf-8", "replace")
    try:
        return json.loads(text) if text.strip() else None
    except ValueError:
        return text
