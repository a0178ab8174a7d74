"""Agent hooks: the dongle judging the real action at the moment an agent runs it.

One module per agent protocol (`claude_code`, `codex`, `gemini`, `copilot`, `cursor`), each turning
the agent's hook JSON into a `ToolCall` and a `HookVerdict` back into exactly the bytes and exit status
that agent acts on. Everything here is stdlib plus the classifier: a hook is a new process per tool
call, so nothing heavy (mcp, pydantic, yaml, web frameworks) may load on this path.
"""

from __future__ import annotations

import importlib
from types import ModuleType

# Agent name as typed on the command line -> protocol module.
PROTOCOLS: dict[str, str] = {
    "claude-code": "dongle.hooks.claude_code",
    "codex": "dongle.hooks.codex",
    "gemini": "dongle.hooks.gemini",
    "copilot": "dongle.hooks.copilot",
    "cursor": "dongle.hooks.cursor",
}


def protocol(agent: str) -> ModuleType:
    """The protocol module for `agent` (KeyError for an unknown agent)."""
    return importlib.import_module(PROTOCOLS[agent])
