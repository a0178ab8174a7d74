"""The Action: one thing an agent intends to do, as every door (server, hook, proxy, CLI) sees it.

Approvals are bound to `canonical_hash()`, so two actions that differ in anything that changes their
effect (command text, working directory, tool, arguments) never share an approval.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

ActionKind = Literal["command", "hint", "tool_call", "file_write", "file_read", "operation"]


@dataclass(frozen=True)
class Action:
    kind: ActionKind
    text: str
    cwd: str | None = None
    env: Mapping[str, str] = field(default_factory=dict)
    tool: str | None = None
    arguments: Mapping[str, Any] | None = None
    agent_id: str | None = None
    session_id: str | None = None
    server: str | None = None  # the MCP server of a tool call, when the door knows it

    def canonical(self) -> dict[str, Any]:
        """What identifies the action's effect (agent and session are bound separately).

        `server` is included only when set, so actions without one keep the hashes they had."""
        out = {
            "kind": self.kind,
            "text": self.text,
            "cwd": self.cwd,
            "env": dict(sorted(self.env.items())),
            "tool": self.tool,
            "arguments": self.arguments,
        }
        if self.server is not None:
            out["server"] = self.server
        return out

    def canonical_hash(self) -> str:
        blob = json.dumps(self.canonical(), sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()
