"""Cursor agent hook protocol (`.cursor/hooks.json`, `~/.cursor/hooks.json`).

Four events, each installed as its own command (`dongle hook cursor --event NAME`, with `failClosed`
so that a crash or a timeout blocks), named again in `hook_event_name`:
- `beforeShellExecution` `{command, cwd}` and `beforeMCPExecution` `{tool_name, tool_input, url|command}`
  answer `{permission: allow|deny|ask, user_message, agent_message}` (ask honoured);
- `beforeReadFile` `{file_path, content}` answers `{permission}` only (allow or deny);
- `preToolUse` `{tool_name, tool_input}` (file edits arrive here) answers `{permission: allow|deny,
  user_message, agent_message}`: `permission`, like the other events, not `decision` (Cursor's hooks
  reference, cursor.com/docs/hooks; ask has no place there, so a pause is a deny with the reason).
The session is `conversation_id`; the cwd falls back to the first workspace root. When the input
cannot be parsed, the event the command was installed for ($DONGLE_HOOK_EVENT) picks the shape.
"""

from __future__ import annotations

import json
import os
from typing import Any

from dongle.hooks.call import HookInputError, ToolCall, build, field_str, object_arg
from dongle.hooks.verdict import HookVerdict

AGENT = "cursor"
EVENTS = ("beforeShellExecution", "beforeMCPExecution", "beforeReadFile", "preToolUse")
_ASKS = {"beforeShellExecution", "beforeMCPExecution"}


def event_of(payload: dict[str, Any] | None) -> str:
    event = payload.get("hook_event_name") if payload else None
    if event in EVENTS:
        return str(event)
    declared = os.environ.get("DONGLE_HOOK_EVENT")
    return declared if declared in EVENTS else "beforeShellExecution"


def honours_ask(event: str) -> bool:
    return event in _ASKS


def _cwd(payload: dict[str, Any]) -> str:
    cwd = field_str(payload, "cwd")
    if cwd:
        return cwd
    roots = payload.get("workspace_roots")
    if isinstance(roots, list) and roots and isinstance(roots[0], str):
        return roots[0]
    raise HookInputError("missing field 'cwd' (and no workspace_roots)")


def parse(payload: dict[str, Any]) -> ToolCall:
    event = field_str(payload, "hook_event_name", required=True) or ""
    if event not in EVENTS:
        raise HookInputError(f"unsupported Cursor hook event {event!r}; expected one of {', '.join(EVENTS)}")
    cwd = _cwd(payload)
    session = field_str(payload, "conversation_id", "session_id")
    if event == "beforeShellExecution":
        command = field_str(payload, "command", required=True) or ""
        return build(AGENT, "Shell", {"command": command}, cwd, session, event)
    if event == "beforeReadFile":
        path = field_str(payload, "file_path", required=True) or ""
        return build(AGENT, "beforeReadFile", {"file_path": path}, cwd, session, event)
    tool = field_str(payload, "tool_name", required=True) or ""
    tool_input = object_arg(payload.get("tool_input"), "tool_input")
    if event == "beforeMCPExecution" and not tool.startswith(("MCP:", "mcp__")):
        server = (field_str(payload, "server_name", "server") or "unknown").replace(":", "_")
        tool = f"MCP:{server}:{tool}"
    return build(AGENT, tool, tool_input, cwd, session, event)


def render(verdict: HookVerdict, event: str) -> tuple[str, int]:
    ask = honours_ask(event)
    decision = verdict.decision if (ask or verdict.decision != "ask") else "deny"
    text = verdict.message(as_deny=not ask)
    if event == "beforeReadFile":
        return json.dumps({"permission": decision}), 0
    body: dict[str, Any] = {"permission": decision}
    if decision != "allow":
        body.update(user_message=text, agent_message=text)
    return json.dumps(body), 0


def probe(command: str, cwd: str, event: str = "beforeShellExecution") -> dict[str, Any]:
    """A harmless call on `event`: the shell command, or a read/write/MCP read of the project."""
    base = {"hook_event_name": event, "conversation_id": "dongle-probe", "generation_id": "probe",
            "workspace_roots": [cwd]}
    if event == "beforeReadFile":
        return {**base, "file_path": f"{cwd}/README.md", "content": ""}
    if event == "preToolUse":
        return {**base, "tool_name": "Write", "tool_input": {"file_path": f"{cwd}/dongle-probe.txt",
                                                            "contents": "probe"}}
    if event == "beforeMCPExecution":
        return {**base, "tool_name": "list_files", "tool_input": {}, "command": "probe-server"}
    return {**base, "command": command, "cwd": cwd}


def decision(stdout: str, status: int) -> str:
    if status != 0:
        raise ValueError(f"exit status {status}")
    body = json.loads(stdout)
    value = body.get("permission", body.get("decision"))
    if value not in ("allow", "ask", "deny"):
        raise ValueError(f"not a Cursor answer: {stdout!r}")
    return value
