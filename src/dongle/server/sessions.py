"""MCP sessions as MCP-AQL sees them (core §2.3): one per connection, with its own id and block state.

A stdio or in-memory connection runs the server's lifespan once, so one `Session` per lifespan is
one per connection. Streamable HTTP enters the lifespan once for all clients; there a handshake-era
client is told apart by its `Mcp-Session-Id` header, and a 2026-era client (which has no session
at all) by the bearer credential it presents, so unauthenticated loopback clients share one.

The block kept here closes X-13: blocks are keyed by `element_name`, which the client chooses, so
the session that provoked a hard stop stays blocked under any other name until the original agent
is unblocked.
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any


def utc_now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Session:
    session_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    started_at: str = field(default_factory=utc_now)
    blocked_by: str | None = None  # element_name whose hard stop blocks this whole session
    blocked_verification_id: str | None = None
    agents: set[str] = field(default_factory=set)


class SessionRegistry:
    """Sessions of one lifespan: a single one (stdio, in-memory) or keyed per HTTP client."""

    def __init__(self, *, shared: bool) -> None:
        self.shared = shared
        self._single = Session()
        self._by_key: dict[str, Session] = {}

    def resolve(self, request: Any) -> Session:
        if not self.shared:
            return self._single
        key = http_key(request)
        session = self._by_key.get(key)
        if session is None:
            session = self._by_key[key] = Session()
        return session

    def forget(self, request_key: str) -> Session | None:
        return self._by_key.pop(request_key, None)

    def all(self) -> list[Session]:
        return [self._single] if not self.shared else list(self._by_key.values())


def http_key(request: Any) -> str:
    headers = getattr(request, "headers", None) or {}
    session_header = headers.get("mcp-session-id")
    if session_header:
        return f"mcp-session:{session_header}"
    credential = headers.get("authorization", "")
    return "principal:" + hashlib.sha256(credential.encode("utf-8", "replace")).hexdigest()
