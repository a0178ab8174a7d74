"""The guard's MCP server registration, removed or replaced through an agent's own CLI.

An agent reaches the dongle's MCP server by the name it was registered under (`claude mcp add
safety -- …/mcpaql-safety-dongle`, as the README registers it). `claude mcp remove safety` takes it
away; `claude mcp add safety -- /bin/cat` (or `add-json`, or the same through codex, gemini, qwen)
puts another program in its place under the same name, one that never says stop. Either disarms the
guard as surely as editing the settings file would, so it stops; what the CLI does to any other
server (adding or removing the user's own tools) stays the classifier's pause, and what only lists
or shows servers goes.

The guard's server is known by its name: the README's `safety`, any name that says dongle, mcpaql
or safety, and whatever name the agent's own settings give to a server that runs the dongle.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Mapping

from dongle.disk_text import small_text
from dongle.paths import default_home
from dongle.shell.model import Invocation

# Agents whose CLI manages their MCP servers (`NAME mcp add|remove …`).
AGENT_MCP_CLIS = frozenset({"claude", "codex", "gemini", "qwen", "copilot", "cursor-agent", "opencode",
                            "amp"})
# Sub-commands that take a server away, put one in under a name, or change one.
_CHANGING = frozenset({"remove", "rm", "delete", "add", "add-json", "set", "update", "disable", "logout"})
# Options of `mcp add` that take a value, so that the server's name is the first word after them.
_VALUED = frozenset({"-s", "--scope", "-t", "--transport", "-e", "--env", "-H", "--header", "--url",
                     "--bearer-token-env-var", "--client-id", "--callback-port"})
_GUARD_NAME = re.compile(r"(?i)dongle|mcpaql|safety|\bguard")
_RUNS_DONGLE = re.compile(r"(?i)mcpaql[-_]safety[-_]dongle|[/\"]dongle[\"\s]")
# Settings files that hold an agent's MCP servers, under home and under the project.
# ~/.claude.json also keeps every project's history: megabytes on a long-used machine
_SETTINGS_LIMIT = 32 << 20
_SERVER_FILES = (".claude.json", ".mcp.json", ".gemini/settings.json", ".cursor/mcp.json")


def guard_server_changed(invs: list[Invocation], cwd: str, env: Mapping[str, str]) -> str | None:
    """Why a line removes or replaces the guard's MCP server through an agent's CLI (None if not)."""
    for inv in invs:
        if posixpath.basename(inv.name) not in AGENT_MCP_CLIS or "mcp" not in inv.args[:2]:
            continue
        rest = list(inv.args[inv.args.index("mcp") + 1:])
        if not rest or rest[0] not in _CHANGING:
            continue
        name = _server_name(rest[1:])
        if name and (_GUARD_NAME.search(name) or name in _registered_guard_names(cwd, env)):
            return (f"`{inv.name} mcp {rest[0]} {name}` takes away or replaces the guard's own MCP server "
                    "registration, so the agent no longer reaches it")
    return None


def _server_name(words: list[str]) -> str | None:
    """The first operand after the sub-command: the server's name."""
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        if word == "--":
            return None
        if word.startswith("-"):
            skip = word in _VALUED
            continue
        return word
    return None


def _registered_guard_names(cwd: str, env: Mapping[str, str]) -> set[str]:
    """Names the agent's settings on disk give to servers that run the dongle (read when a line
    changes a server by a name that does not say so itself)."""
    home = env.get("HOME") or default_home(cwd=cwd)
    names: set[str] = set()
    for path in [posixpath.join(home, f) for f in _SERVER_FILES] + [posixpath.join(cwd, ".mcp.json")]:
        try:
            data = json.loads(small_text(path, _SETTINGS_LIMIT) or "null")
        except ValueError:
            continue
        for servers in _server_tables(data):
            names.update(n for n, spec in servers.items() if _RUNS_DONGLE.search(json.dumps(spec)))
    codex = posixpath.join(env.get("CODEX_HOME") or posixpath.join(home, ".codex"), "config.toml")
    text = small_text(codex, _SETTINGS_LIMIT) or ""
    for match in re.finditer(r"^\[mcp_servers\.\"?([\w.-]+?)\"?\]\s*\n((?:(?!\[).*\n?)*)", text, re.M):
        if _RUNS_DONGLE.search(match.group(2)):
            names.add(match.group(1))
    return names


def _server_tables(data: object) -> list[dict]:
    """Every `mcpServers` table in a settings file, the per-project ones of `~/.claude.json` too."""
    if not isinstance(data, dict):
        return []
    found = [data["mcpServers"]] if isinstance(data.get("mcpServers"), dict) else []
    for value in data.values():
        if isinstance(value, dict):
            found.extend(_server_tables(value))
    return found
