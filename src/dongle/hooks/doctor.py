"""Is the hook installed, does it answer, and how long does it take?

A hook that is configured but broken is worse than none: the agent runs everything while the user
believes it is guarded. So the doctor runs each installed hook command exactly as the agent would
(a new process, the agent's JSON on stdin) with two probes: a malformed input, which must come back
as an explicit pause or deny (fail closed), and a harmless command, which must come back as a go;
the go probe is timed.
"""

from __future__ import annotations

import json
import shlex
import statistics
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from dongle.hooks import protocol
from dongle.hooks.install import AGENTS, SettingsError, installed_commands

PROBE_RUNS = 3


@dataclass
class Finding:
    agent: str
    scope: str
    path: Path
    command: str | None
    problems: list[str] = field(default_factory=list)
    median_ms: float | None = None

    @property
    def ok(self) -> bool:
        return self.command is not None and not self.problems


def probe_command(agent: str, command: str, cwd: Path) -> tuple[list[str], float | None]:
    """Run the installed command with the fail-closed and the go probe; (problems, median ms).
    A command installed for one event (`--event NAME`) is probed with that event's input."""
    proto = protocol(agent)
    argv = shlex.split(command)
    problems: list[str] = []
    event = argv[argv.index("--event") + 1] if "--event" in argv[:-1] else None

    def harmless() -> dict:
        return proto.probe("true", str(cwd), event) if event else proto.probe("true", str(cwd))

    def run(stdin: bytes) -> tuple[str, int, float]:
        start = time.perf_counter()
        done = subprocess.run(argv, input=stdin, capture_output=True, timeout=60, cwd=cwd, check=False)
        return done.stdout.decode("utf-8", "replace"), done.returncode, (time.perf_counter() - start) * 1000

    try:
        out, status, _ = run(b'{"not": "a hook call"')
        answer = proto.decision(out, status)
        if answer == "allow":
            problems.append("malformed input was let through (not fail-closed)")
        times = []
        for _ in range(PROBE_RUNS):
            out, status, ms = run(json.dumps(harmless()).encode())
            times.append(ms)
            if proto.decision(out, status) != "allow":
                problems.append(f"a harmless command was not allowed: {out.strip()[:200]}")
                break
    except (OSError, subprocess.SubprocessError, ValueError, KeyError, TypeError) as exc:
        return [*problems, f"hook did not answer correctly: {type(exc).__name__}: {exc}"], None
    return problems, statistics.median(times) if times else None


def examine(home: Path, project: Path, agents: tuple[str, ...] = tuple(AGENTS)) -> list[Finding]:
    findings = []
    for agent in agents:
        for scope in ("user", "project"):
            path = AGENTS[agent].path(scope, home, project)
            try:
                commands = installed_commands(agent, scope, home, project)
            except SettingsError as exc:
                findings.append(Finding(agent, scope, path, None, [str(exc)]))
                continue
            if not commands:
                continue
            off = switched_off(agent, scope, home, project)
            for command in dict.fromkeys(commands):
                problems, median = probe_command(agent, command, project)
                if off:
                    problems.insert(0, f"the agent has hooks switched off ({off}): nothing is guarded")
                findings.append(Finding(agent, scope, path, command, problems, median))
    return findings


def switched_off(agent: str, scope: str, home: Path, project: Path) -> str | None:
    """The agent's own switch that disables every hook, when it is set. Each agent documents one:
    Claude Code `disableAllHooks: true` in its settings; Gemini CLI `hooksConfig.enabled: false`
    (older builds `hooks.enabled` / `tools.enableHooks`); Codex `[features] hooks = false` in
    `~/.codex/config.toml`."""
    if agent == "claude-code":
        for path in (home / ".claude/settings.json", project / ".claude/settings.json",
                     project / ".claude/settings.local.json"):
            if _json(path).get("disableAllHooks") is True:
                return f"disableAllHooks in {path}"
    elif agent == "gemini":
        for path in (home / ".gemini/settings.json", project / ".gemini/settings.json"):
            data = _json(path)
            for outer, inner in (("hooksConfig", "enabled"), ("hooks", "enabled"), ("tools", "enableHooks")):
                section = data.get(outer)
                if isinstance(section, dict) and section.get(inner) is False:
                    return f"{outer}.{inner}: false in {path}"
    elif agent == "codex":
        import tomllib

        path = home / ".codex/config.toml"
        try:
            features = tomllib.loads(path.read_text(encoding="utf-8")).get("features", {})
        except (OSError, ValueError):
            return None
        if isinstance(features, dict) and features.get("hooks") is False:
            return f"[features] hooks = false in {path}"
    return None


def _json(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
