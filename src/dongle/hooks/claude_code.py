"""Claude Code PreToolUse hook protocol.

Input: `session_id`, `cwd`, `hook_event_name: "PreToolUse"`, `tool_name`, `tool_input`. Output: exit 0
with `hookSpecificOutput.permissionDecision` allow|ask|deny. A non-zero exit other than 2 is a
non-blocking error (the tool runs), so every answer, failures included, is exit 0 plus JSON. A go
prints nothing, so Claude Code's own permission rules still apply (a hook `allow` would skip them).
"""

from __future__ import annotations

import json
from typing import Any

from dongle.hooks.call import ToolCall, parse_pretooluse
from dongle.hooks.verdict import HookVerdict

AGENT = "claude-code"
EVENT = "PreToolUse"


def event_of(payload: dict[str, Any] | None) -> str:
    return EVENT


def honours_ask(event: str) -> bool:
    return True


def parse(payload: dict[str, Any]) -> ToolCall:
    return parse_pretooluse(AGENT, EVENT, payload)


def render(verdict: HookVerdict, event: str) -> tuple[str, int]:
    if verdict.decision == "allow":
        return "", 0
    return json.dumps({"hookSpecificOutput": {
        "hookEventName": EVENT,
        "permissionDecision": verdict.decision,
        "permissionDecisionReason": verdict.message(),
    }}), 0


def probe(command: str, cwd: str) -> dict[str, Any]:
    """A PreToolUse input for a Bash call (used by `dongle doctor` and the tests)."""
    return {"session_id": "dongle-probe", "cwd": cwd, "hook_event_name": EVENT, "tool_name": "Bash",
            "tool_input": {"command": command}, "tool_use_id": "probe"}


def decision(stdout: str, status: int) -> str:
    """Read an answer back: allow, ask or deny (ValueError when it is not a valid answer)."""
    if status != 0:
        raise ValueError(f"exit status {status}")
    if not stdout.strip():
        return "allow"
    out = json.loads(stdout)["hookSpecificOutput"]
    if out["hookEventName"] != EVENT or out["permissionDecision"] not in ("allow", "ask", "deny"):
        raise ValueError(f"not a PreToolUse answer: {stdout!r}")
    return out["permissionDecision"]
