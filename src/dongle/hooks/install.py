"""Put the dongle's hook into each agent's settings file, and take it out again.

Merging, never overwriting: the user's other hooks and settings stay as they are, an existing file
is copied to a timestamped backup before the first change, the new file replaces the old one
atomically with the same permissions, and running install twice changes nothing the second time.
A settings file that is not valid JSON is left untouched (the user has to fix it; we do not guess).
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HOOK_TIMEOUT_S = 30


class SettingsError(RuntimeError):
    """A settings file we must not touch (unreadable, not JSON, unexpected shape)."""


LEAN_ENTRY = Path(__file__).with_name("__main__.py")


def dongle_command(agent: str) -> str:
    """The hook command line: this interpreter running the lean entry (`dongle/hooks/__main__.py`) by
    absolute path, isolated (`-I`). The same as `dongle hook AGENT` without the console script's
    start-up cost, which an agent pays on every tool call."""
    return f"{shlex.quote(sys.executable)} -I {shlex.quote(str(LEAN_ENTRY))} {agent}"


# Ours: the lean entry, or (older installs, people) the `dongle hook AGENT` console script.
_OURS = re.compile(r"(^|[/\s'\"])(dongle['\"]? hook|dongle/hooks/__main__\.py['\"]?) "
                   r"(claude-code|codex|gemini|copilot|cursor)\b")


def is_ours(command: Any) -> bool:
    return isinstance(command, str) and bool(_OURS.search(command))


@dataclass(frozen=True)
class AgentSettings:
    """Where an agent keeps its hooks and how our entries look there."""

    agent: str
    user_path: str                 # relative to HOME
    project_path: str              # relative to the project directory
    add: Callable[[dict[str, Any], str], None]
    remove: Callable[[dict[str, Any]], int]
    find: Callable[[dict[str, Any]], list[str]]
    note: str = ""

    def path(self, scope: str, home: Path, project: Path) -> Path:
        return home / self.user_path if scope == "user" else project / self.project_path


def _event_list(settings: dict[str, Any], event: str, create: bool) -> list[Any]:
    """`settings.hooks[event]`, the list every agent's format keeps its hook entries in; created when
    asked, refused (not overwritten) when the user's file holds something else there."""
    hooks = settings.get("hooks")
    if hooks is None and create:
        hooks = settings["hooks"] = {}
    if hooks is None:
        return []
    if not isinstance(hooks, dict):
        raise SettingsError("'hooks' is not an object")
    if event not in hooks and create:
        hooks[event] = []
    value = hooks.get(event, [])
    if not isinstance(value, list):
        raise SettingsError(f"'hooks.{event}' is not a list")
    return value


# --- Claude Code, Codex, Gemini: {"hooks": {EVENT: [{"matcher": M, "hooks": [{"type": "command", ...}]}]}}

def _grouped(event: str, matcher: str, extra: dict[str, Any] | Callable[[], dict[str, Any]]
             ) -> tuple[Callable, Callable, Callable]:
    """`extra`: the handler's other fields, or a function giving them at install time."""
    def groups(settings: dict[str, Any], create: bool) -> list[Any]:
        return _event_list(settings, event, create)

    def find(settings: dict[str, Any]) -> list[str]:
        return [h.get("command") for g in groups(settings, False) if isinstance(g, dict)
                for h in g.get("hooks", []) if isinstance(h, dict) and is_ours(h.get("command"))]

    def remove(settings: dict[str, Any]) -> int:
        removed = 0
        kept_groups = []
        for group in groups(settings, False):
            if isinstance(group, dict) and isinstance(group.get("hooks"), list):
                kept = [h for h in group["hooks"] if not (isinstance(h, dict) and is_ours(h.get("command")))]
                removed += len(group["hooks"]) - len(kept)
                if not kept:
                    continue
                group = {**group, "hooks": kept}
            kept_groups.append(group)
        if removed:
            settings["hooks"][event] = kept_groups
            if not kept_groups:
                del settings["hooks"][event]
        return removed

    def add(settings: dict[str, Any], command: str) -> None:
        fields = extra() if callable(extra) else extra
        groups(settings, True).append(
            {"matcher": matcher, "hooks": [{"type": "command", "command": command, **fields}]})

    return add, remove, find


# --- Copilot CLI and Cursor: {"version": 1, "hooks": {EVENT: [{...entry...}]}}

def _flat(events: dict[str, dict[str, Any]], key: str, per_event: bool = False
          ) -> tuple[Callable, Callable, Callable]:
    """Hooks listed per event in one flat file. `per_event`: each event gets its own command
    (`… --event NAME`), so the answer shape is known even for input that cannot be parsed."""
    def entries(settings: dict[str, Any], event: str, create: bool) -> list[Any]:
        if create:
            settings.setdefault("version", 1)
        return _event_list(settings, event, create)

    def find(settings: dict[str, Any]) -> list[str]:
        return [e.get(key) for ev in events for e in entries(settings, ev, False)
                if isinstance(e, dict) and is_ours(e.get(key))]

    def remove(settings: dict[str, Any]) -> int:
        removed = 0
        for event in events:
            old = entries(settings, event, False)
            kept = [e for e in old if not (isinstance(e, dict) and is_ours(e.get(key)))]
            if len(kept) != len(old):
                removed += len(old) - len(kept)
                if kept:
                    settings["hooks"][event] = kept
                else:
                    del settings["hooks"][event]
        return removed

    def add(settings: dict[str, Any], command: str) -> None:
        for event, extra in events.items():
            line = f"{command} --event {event}" if per_event else command
            entries(settings, event, True).append({key: line, **extra})

    return add, remove, find


def _spec(agent: str, user: str, project: str, parts: tuple[Callable, Callable, Callable],
          note: str = "") -> AgentSettings:
    add, remove, find = parts
    return AgentSettings(agent, user, project, add, remove, find, note)


# Claude Code reads `onFailure: "block"` from 2.1.295 on (its CHANGELOG): a hook that cannot start, times
# out or exits with an unexpected code then blocks the call instead of letting it through.
CLAUDE_ON_FAILURE_SINCE = (2, 1, 295)


def claude_code_version() -> tuple[int, int, int] | None:
    """The version `claude --version` reports on PATH; None when there is none or it does not say."""
    exe = shutil.which("claude")
    if exe is None:
        return None
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=10,
                             stdin=subprocess.DEVNULL, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    found = re.search(r"\b(\d+)\.(\d+)\.(\d+)\b", out)
    return (int(found[1]), int(found[2]), int(found[3])) if found else None


def _claude_fields() -> dict[str, Any]:
    """`onFailure: "block"` unless the Claude Code on PATH is known to be older than the first release
    that reads it: what an older one does with a key it does not know is not documented, and a
    rejected entry could switch off every hook in the file. No Claude Code found: current releases
    read it, so it is written."""
    version = claude_code_version()
    if version is not None and version < CLAUDE_ON_FAILURE_SINCE:
        return {"timeout": HOOK_TIMEOUT_S}
    return {"timeout": HOOK_TIMEOUT_S, "onFailure": "block"}


def failure_warning(agent: str) -> str | None:
    """Said at install when the agent on this machine will let a call through if the hook process
    itself fails although a newer release of it would not (Claude Code before 2.1.295)."""
    version = claude_code_version() if agent == "claude-code" else None
    if version is None or version >= CLAUDE_ON_FAILURE_SINCE:
        return None
    return (f"WARNING: Claude Code {'.'.join(map(str, version))} is older than 2.1.295: a hook that "
            "crashes, hangs or cannot start lets the call through. Upgrade Claude Code, then run "
            "`dongle install claude-code` again to add onFailure: block.")


AGENTS: dict[str, AgentSettings] = {
    "claude-code": _spec("claude-code", ".claude/settings.json", ".claude/settings.json",
                         _grouped("PreToolUse", "*", _claude_fields),
                         note="Claude Code blocks a call whose hook cannot start, times out or crashes "
                              "only from 2.1.295 on (onFailure: block); older releases let it through."),
    "codex": _spec("codex", ".codex/hooks.json", ".codex/hooks.json",
                   _grouped("PreToolUse", "*", {"timeout": HOOK_TIMEOUT_S}),
                   note="Codex runs hooks by default (unless `[features] hooks = false` in "
                        "~/.codex/config.toml), but skips a new or changed hook until you trust it "
                        "in `/hooks`: do that now (and after every reinstall), then run `dongle doctor`."),
    "gemini": _spec("gemini", ".gemini/settings.json", ".gemini/settings.json",
                    _grouped("BeforeTool", ".*", {"name": "dongle", "timeout": HOOK_TIMEOUT_S * 1000})),
    "copilot": _spec("copilot", ".copilot/hooks/dongle.json", ".github/hooks/dongle.json",
                     _flat({"preToolUse": {"type": "command", "cwd": ".", "timeoutSec": HOOK_TIMEOUT_S}},
                           "bash")),
    # failClosed: a hook that crashes, times out or prints nothing blocks the action (Cursor's hooks
    # reference); without it Cursor lets the action through.
    "cursor": _spec("cursor", ".cursor/hooks.json", ".cursor/hooks.json",
                    _flat({"beforeShellExecution": {"failClosed": True},
                           "beforeMCPExecution": {"failClosed": True},
                           "beforeReadFile": {"failClosed": True},
                           "preToolUse": {"matcher": "Write|Edit|StrReplace|MultiEdit|Delete|EditNotebook",
                                          "failClosed": True}},
                          "command", per_event=True)),
}


def read_settings(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SettingsError(f"{path}: cannot read: {exc}") from None
    if not text.strip():
        return {}
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SettingsError(f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}; "
                            "fix it by hand, the dongle will not overwrite it") from None
    if not isinstance(data, dict):
        raise SettingsError(f"{path}: top level is not a JSON object")
    return data


def write_settings(path: Path, data: dict[str, Any]) -> Path | None:
    """Back up the existing file, then replace it atomically. Returns the backup path, if any."""
    backup = None
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = 0o600
    if path.exists():
        mode = path.stat().st_mode & 0o777
        backup = path.with_name(f"{path.name}.dongle-backup-{time.strftime('%Y%m%dT%H%M%S')}-{os.getpid()}")
        shutil.copy2(path, backup)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2)
            fh.write("\n")
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return backup


@dataclass(frozen=True)
class Change:
    """What install/uninstall did to one settings file."""

    path: Path
    changed: bool
    backup: Path | None
    detail: str


def install(agent: str, scope: str, home: Path, project: Path, command: str | None = None) -> Change:
    spec = AGENTS[agent]
    path = spec.path(scope, home, project)
    command = command or dongle_command(agent)
    data = read_settings(path)
    updated = copy.deepcopy(data)
    spec.remove(updated)                   # an older dongle entry (other path) is replaced, not doubled
    spec.add(updated, command)
    if updated == data:
        return Change(path, False, None, "already installed")
    data = updated
    backup = write_settings(path, data)
    return Change(path, True, backup, "installed")


def uninstall(agent: str, scope: str, home: Path, project: Path) -> Change:
    spec = AGENTS[agent]
    path = spec.path(scope, home, project)
    data = read_settings(path)
    if not spec.find(data):
        return Change(path, False, None, "not installed")
    spec.remove(data)
    if path.name == "dongle.json" and not _has_hooks(data):
        # a file of the dongle's own in the agent's hooks folder (Copilot): remove it whole, leaving
        # neither an empty hooks file nor a backup the agent might load
        path.unlink()
        return Change(path, True, None, "removed (the file held only the dongle's hook)")
    backup = write_settings(path, data)
    return Change(path, True, backup, "removed")


def _has_hooks(data: dict[str, Any]) -> bool:
    hooks = data.get("hooks")
    if isinstance(hooks, dict):
        return any(entries for entries in hooks.values())
    return bool(hooks) or any(k not in ("version", "hooks") for k in data)


def installed_commands(agent: str, scope: str, home: Path, project: Path) -> list[str]:
    spec = AGENTS[agent]
    return spec.find(read_settings(spec.path(scope, home, project)))


def installed_entries(settings: dict[str, Any]) -> list[tuple[str, int, int, dict[str, Any]]]:
    """Every hook entry of the dongle's in a settings file, whatever the format, as (event, index of
    the entry or its matcher group in the event's list, index inside the group, the entry itself):
    what the doctor needs to read the fields beside the command (failClosed, onFailure) and to name
    the entry the way Codex keys its trust (`path:pre_tool_use:GROUP:HANDLER`)."""
    found = []
    hooks = settings.get("hooks")
    for event, items in (hooks.items() if isinstance(hooks, dict) else ()):
        for i, item in enumerate(items if isinstance(items, list) else ()):
            if not isinstance(item, dict):
                continue
            inner = item.get("hooks")
            for j, entry in (enumerate(inner) if isinstance(inner, list) else [(0, item)]):
                if isinstance(entry, dict) and is_ours(entry.get("command") or entry.get("bash")):
                    found.append((event, i, j, entry))
    return found
