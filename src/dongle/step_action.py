"""The `action` object of `record_execution_step` as an `Action`, and back.

The service keeps one `Action` per step: approvals bind to its canonical hash and the operator sees
its text. A structured action becomes an Action whose hash covers everything that changes its
effect (command, cwd and env; server, tool and arguments; file kind and path), so a human approval
of one harmless action can never be redeemed for a different one. The evaluator turns the Action
back into the structured form to judge it (`dongle.classify.structured.judge_hint_and_action`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from dongle.action import Action

TEXT_ARGUMENTS_CHARS = 300  # how much of a tool call's arguments the operator sees in its text


def action_from_structured(action: Any) -> Action:
    """Validate a structured action and build its Action. Raises ActionValidationError."""
    from dongle.classify.structured import validate_action

    clean = validate_action(action)
    kind = clean["kind"]
    if kind == "shell":
        return Action("command", clean["command"], cwd=clean.get("cwd"), env=clean.get("env") or {})
    if kind == "tool":
        server, tool, arguments = clean.get("server"), clean["tool"], clean["arguments"]
        return Action(
            "tool_call",
            _tool_text(server, tool, arguments),
            tool=tool,
            arguments=arguments,
            server=server,
        )
    return Action(kind, clean["path"], cwd=clean.get("cwd"))


def structured_from_action(action: Action) -> dict[str, Any] | None:
    """The structured form the classifier judges, or None for an Action that has none (a hint,
    an operation name): those are judged from the hint's prose."""
    if action.kind == "command":
        out: dict[str, Any] = {"kind": "shell", "command": action.text, "cwd": action.cwd}
        if action.env:
            out["env"] = dict(action.env)
        return out
    if action.kind == "tool_call" and action.tool:
        arguments = action.arguments if isinstance(action.arguments, Mapping) else {}
        return {"kind": "tool", "server": action.server, "tool": action.tool, "arguments": dict(arguments)}
    if action.kind in ("file_write", "file_read"):
        return {"kind": action.kind, "path": action.text, "cwd": action.cwd}
    return None


def _tool_text(server: str | None, tool: str, arguments: Mapping[str, Any]) -> str:
    name = f"{server}.{tool}" if server else tool
    if not arguments:
        return name
    shown = json.dumps(arguments, sort_keys=True, ensure_ascii=False, default=str)
    if len(shown) > TEXT_ARGUMENTS_CHARS:
        shown = shown[: TEXT_ARGUMENTS_CHARS - 1] + "…"
    return f"{name} {shown}"
