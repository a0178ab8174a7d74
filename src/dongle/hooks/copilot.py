"""GitHub Copilot CLI preToolUse hook protocol (`.github/hooks/*.json`, `~/.copilot/hooks/`).

Input: `{timestamp, cwd, toolName, toolArgs}` where `toolArgs` arrives as a JSON *string* (an object
is accepted too). Output: a flat `{permissionDecision, permissionDecisionReason}`; `ask` prompts the
user in interactive sessions. A go prints nothing (Copilot treats no output as "no change").
"""

from __future__ import annotations

import json
from typing import Any

from dongle.hooks.call import ToolCall, build, field_str, object_arg
from dongle.hooks.verdict import HookVerdict

AGENT = "copilot"
EVENT = "preToolUse"


def event_of(payload: dict[str, Any] | None) -> str:
    return EVENT


def honours_ask(event: str) -> bool:
    return True


def parse(payload: dict[str, Any]) -> ToolCall:
    return build(
        AGENT,
        field_str(payload, "toolName", "tool_name", required=True) or "",
        object_arg(payload.get("toolArgs", payload.get("tool_input")), "toolArgs"),
        field_str(payload, "cwd", required=True) or "",
        field_str(payload, "sessionId", "session_id"),
        EVENT,
    )


def render(verdict: HookVerdict, event: str) -> tuple[str, int]:
    if verdict.decision == "allow":
        return "", 0
    return json.dumps({
        "permissionDecision": verdict.decision,
        "permissionDecisionReason": verdict.message(),
    }), 0


def probe(command: str, cwd: str) -> dict[str, Any]:
    return {"timestamp": 0, "cwd": cwd, "toolName": "bash", "toolArgs": json.dumps({"command": command})}


def decision(stdout: str, status: int) -> str:
    if status != 0:
        raise ValueError(f"exit status {status}")
    if not stdout.strip():
        return "allow"
    value = json.loads(stdout)["permissionDecision"]
    if value not in ("allow", "ask", "deny"):
        raise ValueError(f"not a preToolUse answer: {stdout!r}")
    return value
