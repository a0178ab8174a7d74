"""The tool call an agent is about to make, in one shape whatever agent sent it.

Each protocol module parses its agent's JSON into a `ToolCall`; the judge only ever sees this. The
tables below say which tool names run shell commands, write files, read files or call MCP servers,
across Claude Code, Codex, Gemini CLI, Copilot CLI and Cursor. A name in none of them is `other` and
is judged by its operation name (never waved through because it is unfamiliar).
"""

from __future__ import annotations

import json
import os
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from dongle.hooks.wire import MAX_INPUT_BYTES

CallKind = Literal["shell", "write", "read", "mcp", "inert", "other"]

# Tool names compared lower-cased, across all five agents.
SHELL_TOOLS = frozenset({
    "bash", "shell", "run_shell_command", "exec_command", "local_shell", "unified_exec",
    "powershell", "run_terminal_cmd", "terminal", "launch-process", "beforeshellexecution",
})
WRITE_TOOLS = frozenset({
    "write", "edit", "multiedit", "notebookedit",            # Claude Code
    "apply_patch",                                           # Codex
    "write_file", "replace",                                 # Gemini CLI
    "create", "str_replace", "str_replace_editor", "insert",  # Copilot CLI
    "strreplace", "edit_file", "search_replace", "delete_file", "tabwrite",  # Cursor
})
READ_TOOLS = frozenset({
    "read", "notebookread", "grep",                          # Claude Code
    "read_file", "read_many_files", "search_file_content",  # Gemini CLI
    "grep_search",                                           # Gemini CLI's grep tool, current name
    "view",                                                  # Copilot CLI
    "beforereadfile",                                        # Cursor
})
# Content searches: with no path they search the working directory.
SEARCH_TOOLS = frozenset({"grep", "search_file_content", "grep_search"})
# Tools that neither run code nor touch files outside what the agent already sees.
INERT_TOOLS = frozenset({
    "todowrite", "todoread", "task", "exitplanmode", "askuserquestion", "websearch", "webfetch",
    "glob", "ls", "list_directory", "glob_file_search", "google_web_search", "web_fetch",
    "save_memory", "write_todos", "update_plan", "think", "report_intent",
})
PATH_KEYS = ("file_path", "notebook_path", "path", "target_file", "filePath", "absolute_path", "file")


class HookInputError(ValueError):
    """The agent sent something we cannot judge (not JSON, wrong shape, missing fields)."""


@dataclass(frozen=True)
class ToolCall:
    """One tool call as the judge sees it.

    command: the shell text for `shell` calls. paths: absolute target paths for `write`/`read`.
    mcp_server/mcp_tool: for `mcp` calls. arguments: the tool input as the agent sent it (approvals
    bind to it, so an edit with different content is a different action).
    """

    agent: str
    tool: str
    kind: CallKind
    cwd: str
    session_id: str | None = None
    arguments: Mapping[str, Any] = field(default_factory=dict)
    command: str | None = None
    paths: tuple[str, ...] = ()
    mcp_server: str | None = None
    mcp_tool: str | None = None
    event: str = ""


def load_json(raw: bytes) -> dict[str, Any]:
    """Decode the hook's stdin: one JSON object, bounded in size, valid UTF-8."""
    if len(raw) > MAX_INPUT_BYTES:
        raise HookInputError(f"hook input is {len(raw)} bytes, over the {MAX_INPUT_BYTES}-byte limit")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise HookInputError(f"hook input is not valid UTF-8 (byte {exc.start})") from None
    if not text.strip():
        raise HookInputError("hook input is empty")
    try:
        payload = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise HookInputError(f"hook input is not JSON: {exc}") from None
    if not isinstance(payload, dict):
        raise HookInputError("hook input is not a JSON object")
    return payload


def field_str(payload: Mapping[str, Any], *names: str, required: bool = False) -> str | None:
    """The first of `names` present as a string; HookInputError when required and absent."""
    for name in names:
        value = payload.get(name)
        if isinstance(value, str):
            return value
        if value is not None:
            raise HookInputError(f"field {name!r} must be a string, got {type(value).__name__}")
    if required:
        raise HookInputError(f"missing field {names[0]!r}")
    return None


def object_arg(value: Any, name: str) -> dict[str, Any]:
    """A tool-input field that may come as an object or as a JSON string holding one (Copilot)."""
    if value is None:
        return {}
    if isinstance(value, str):
        if not value.strip():
            return {}
        try:
            value = json.loads(value)
        except json.JSONDecodeError as exc:
            raise HookInputError(f"{name} is a string that is not JSON: {exc}") from None
    if not isinstance(value, dict):
        raise HookInputError(f"{name} must be an object, got {type(value).__name__}")
    return value


def shell_text(value: Any) -> str:
    """The command a shell tool runs: a string, or an argv list (`["bash", "-lc", SCRIPT]`)."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        shell, flag = os.path.basename(value[0]), value[1] if len(value) > 1 else ""
        if len(value) == 3 and shell in {"bash", "sh", "zsh"} and flag in {"-c", "-lc"}:
            return value[2]
        return shlex.join(value)
    raise HookInputError("shell tool input has no command string")


_PATCH_FILE = re.compile(r"^\*\*\* (?:Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$", re.MULTILINE)


def patch_paths(patch: str) -> tuple[str, ...]:
    """Files a Codex `apply_patch` body touches (added, updated, deleted, or moved to)."""
    return tuple(dict.fromkeys((m.group(1) or m.group(2)).strip() for m in _PATCH_FILE.finditer(patch)))


def absolute(path: str, cwd: str) -> str:
    """`path` made absolute against the hook's cwd, `~` expanded, `..` folded (not resolved)."""
    expanded = os.path.expanduser(path)
    return os.path.normpath(os.path.join(cwd, expanded))


def build(agent: str, tool: str, tool_input: Mapping[str, Any], cwd: str, session_id: str | None,
          event: str = "") -> ToolCall:
    """Classify a tool call by name and pull out what the judge needs (command, paths, server)."""
    if not tool:
        raise HookInputError("missing tool name")
    if not cwd or not os.path.isabs(cwd):
        raise HookInputError(f"hook cwd must be an absolute path, got {cwd!r}")
    name = tool.lower()
    base = dict(agent=agent, tool=tool, cwd=cwd, session_id=session_id, arguments=tool_input, event=event)
    if name in SHELL_TOOLS:
        return ToolCall(kind="shell", command=shell_text(tool_input.get("command")), **base)
    if name == "apply_patch":
        body = tool_input.get("input", tool_input.get("patch", tool_input.get("command")))
        patch = shell_text(body) if body is not None else ""
        found = patch_paths(patch)
        if not found:
            raise HookInputError("apply_patch input names no file")
        return ToolCall(kind="write", paths=tuple(absolute(p, cwd) for p in found), **base)
    if name in WRITE_TOOLS or name in READ_TOOLS:
        paths = _paths(tool_input, cwd)
        if not paths and name not in SEARCH_TOOLS:
            raise HookInputError(f"{tool} input names no file path")
        kind: CallKind = "write" if name in WRITE_TOOLS else "read"
        return ToolCall(kind=kind, paths=paths, **base)
    if name in INERT_TOOLS:
        return ToolCall(kind="inert", **base)
    server, op = mcp_name(tool)
    if server is not None:
        return ToolCall(kind="mcp", mcp_server=server, mcp_tool=op, **base)
    return ToolCall(kind="other", **base)


def _paths(tool_input: Mapping[str, Any], cwd: str) -> tuple[str, ...]:
    found: list[str] = []
    for key in PATH_KEYS:
        value = tool_input.get(key)
        if isinstance(value, str) and value:
            found.append(absolute(value, cwd))
    for value in tool_input.get("paths", ()) if isinstance(tool_input.get("paths"), list) else ():
        if isinstance(value, str) and value:
            found.append(absolute(value, cwd))
    return tuple(dict.fromkeys(found))


def mcp_name(tool: str) -> tuple[str | None, str]:
    """`mcp__server__tool` (Claude Code, Codex) or `MCP:server:tool` (Cursor) -> (server, tool)."""
    if tool.startswith("mcp__"):
        server, _, op = tool[5:].partition("__")
        if server and op:
            return server, op
    if tool.startswith("MCP:"):
        server, _, op = tool[4:].partition(":")
        if server and op:
            return server, op
    return None, tool


def parse_pretooluse(agent: str, event: str, payload: dict[str, Any]) -> ToolCall:
    """Claude-shaped PreToolUse input (Claude Code, Codex): `tool_name`, `tool_input`, `cwd`,
    `session_id`, with `hook_event_name` checked so a misrouted event is refused, not judged."""
    got = field_str(payload, "hook_event_name") or event
    if got != event:
        raise HookInputError(f"expected a {event} event, got {got!r}")
    return build(
        agent,
        field_str(payload, "tool_name", required=True) or "",
        object_arg(payload.get("tool_input"), "tool_input"),
        field_str(payload, "cwd", required=True) or "",
        field_str(payload, "session_id"),
        got,
    )
