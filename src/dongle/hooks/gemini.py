"""Gemini CLI BeforeTool hook protocol (`settings.json` `hooks.BeforeTool`).

Input: `session_id`, `cwd`, `hook_event_name: "BeforeTool"`, `tool_name`, `tool_input` (for
`run_shell_command`: `command` and an optional `dir_path` the command runs in), `mcp_context` for
MCP tools. Output: exit 0 and JSON only; the verdict field is `decision`: allow, deny, or ask (the
user confirms the call: packages/core/src/scheduler/hook-utils.ts, `isAskDecision`, at gemini-cli
5411f113), with `reason` shown to the model and `systemMessage` to the user. Its grep tool is
`grep_search` (packages/core/src/tools/definitions/base-declarations.ts).
"""

from __future__ import annotations

import json
from typing import Any

from dongle.hooks.call import HookInputError, ToolCall, absolute, build, field_str, object_arg
from dongle.hooks.verdict import HookVerdict

AGENT = "gemini"
EVENT = "BeforeTool"


def event_of(payload: dict[str, Any] | None) -> str:
    return EVENT


def honours_ask(event: str) -> bool:
    return True


def parse(payload: dict[str, Any]) -> ToolCall:
    event = field_str(payload, "hook_event_name") or EVENT
    if event != EVENT:
        raise HookInputError(f"expected a {EVENT} event, got {event!r}")
    tool = field_str(payload, "tool_name", required=True) or ""
    tool_input = object_arg(payload.get("tool_input"), "tool_input")
    cwd = field_str(payload, "cwd", required=True) or ""
    dir_path = tool_input.get("dir_path") or tool_input.get("directory")
    if tool == "run_shell_command" and isinstance(dir_path, str) and dir_path and cwd.startswith("/"):
        cwd = absolute(dir_path, cwd)
    mcp = payload.get("mcp_context")
    if isinstance(mcp, dict) and all(isinstance(mcp.get(k), str) for k in ("server_name", "tool_name")):
        tool = f"mcp__{mcp['server_name']}__{mcp['tool_name']}"
    return build(AGENT, tool, tool_input, cwd, field_str(payload, "session_id"), event)


def render(verdict: HookVerdict, event: str) -> tuple[str, int]:
    if verdict.decision == "allow":
        return "{}", 0
    ask = verdict.decision == "ask"
    text = verdict.message(as_deny=not ask)
    return json.dumps({"decision": "ask" if ask else "deny", "reason": text, "systemMessage": text}), 0


def probe(command: str, cwd: str) -> dict[str, Any]:
    return {"session_id": "dongle-probe", "cwd": cwd, "hook_event_name": EVENT, "timestamp": "",
            "tool_name": "run_shell_command", "tool_input": {"command": command}}


def decision(stdout: str, status: int) -> str:
    if status != 0:
        raise ValueError(f"exit status {status}")
    body = json.loads(stdout)
    if body.get("decision", "allow") not in ("allow", "ask", "deny"):
        raise ValueError(f"not a BeforeTool answer: {stdout!r}")
    return body.get("decision", "allow")
