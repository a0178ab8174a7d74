"""OpenAI Codex CLI PreToolUse hook protocol (`~/.codex/hooks.json`).

Input is Claude-shaped (`session_id`, `turn_id`, `cwd`, `tool_name`, `tool_input`). Codex rejects any
field it does not know and then treats the hook as failed, which lets the call run; so a deny carries
exactly `hookEventName`, `permissionDecision` and `permissionDecisionReason`, nothing else. Codex has
no hook `ask`: a pause is a deny whose reason says how a human approves.
"""

from __future__ import annotations

import json
from typing import Any

from dongle.hooks.call import ToolCall, parse_pretooluse
from dongle.hooks.verdict import HookVerdict

AGENT = "codex"
EVENT = "PreToolUse"


def event_of(payload: dict[str, Any] | None) -> str:
    return EVENT


def honours_ask(event: str) -> bool:
    return False


def parse(payload: dict[str, Any]) -> ToolCall:
    return parse_pretooluse(AGENT, EVENT, payload)


def render(verdict: HookVerdict, event: str) -> tuple[str, int]:
    if verdict.decision == "allow":
        return "", 0
    return json.dumps({"hookSpecificOutput": {
        "hookEventName": EVENT,
        "permissionDecision": "deny",
        "permissionDecisionReason": verdict.message(as_deny=True),
    }}), 0


def probe(command: str, cwd: str) -> dict[str, Any]:
    return {"session_id": "dongle-probe", "turn_id": "probe", "cwd": cwd, "hook_event_name": EVENT,
            "tool_name": "Bash", "tool_input": {"command": command}, "tool_use_id": "probe"}


def decision(stdout: str, status: int) -> str:
    """allow or deny; anything but the three documented fields is an invalid answer for Codex."""
    if status != 0:
        raise ValueError(f"exit status {status}")
    if not stdout.strip():
        return "allow"
    body = json.loads(stdout)
    out = body["hookSpecificOutput"]
    if set(body) != {"hookSpecificOutput"} or set(out) != {"hookEventName", "permissionDecision",
                                                             "permissionDecisionReason"}:
        raise ValueError(f"Codex rejects unknown fields: {stdout!r}")
    if out["permissionDecision"] != "deny":
        raise ValueError(f"Codex honours only deny: {stdout!r}")
    return "deny"
