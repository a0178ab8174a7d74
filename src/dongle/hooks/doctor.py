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
from dongle.hooks.install import (
    AGENTS,
    CLAUDE_ON_FAILURE_SINCE,
    SettingsError,
    claude_code_version,
    installed_entries,
    read_settings,
)

PROBE_RUNS = 3


@dataclass
class Finding:
    agent: str
    scope: str
    path: Path
    command: str | None
    problems: list[str] = field(default_factory=list)
    median_ms: float | None = None
    fails_closed: bool = False      # does the agent block the call when the hook process itself fails?
    when_hook_fails: str = ""       # what the agent does then, in words

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
                entries = installed_entries(read_settings(path))
            except SettingsError as exc:
                findings.append(Finding(agent, scope, path, None, [str(exc)]))
                continue
            off = switched_off(agent, scope, home, project)
            probed: set[str] = set()
            for event, group, handler, entry in entries:
                command = entry.get("command") or entry.get("bash")
                if command in probed:
                    continue
                probed.add(command)
                problems, median = probe_command(agent, command, project)
                if agent == "codex":
                    problems[:0] = codex_trust_problems(home, project, path, scope, event, group, handler)
                if off:
                    problems.insert(0, f"the agent has hooks switched off ({off}): nothing is guarded")
                closed, words, fixable = when_hook_fails(agent, entry)
                if fixable:
                    problems.append(fixable)
                findings.append(Finding(agent, scope, path, command, problems, median, closed, words))
    return findings


def when_hook_fails(agent: str, entry: dict) -> tuple[bool, str, str | None]:
    """What the agent does with a call whose hook process crashes, times out or cannot start (the
    dongle itself always answers pause or deny; this is about the process never answering):
    (fails closed, in words, a problem the user can fix or None). Sources, per agent, in README.md
    and tests/hooks/test_fail_closed_settings.py."""
    if agent == "cursor":
        if entry.get("failClosed") is True:
            return True, "Cursor blocks the action (failClosed: true)", None
        return False, "Cursor lets the action through", "failClosed is not set: rerun `dongle install cursor`"
    if agent == "claude-code":
        version = claude_code_version()
        if entry.get("onFailure") != "block":
            return False, "Claude Code lets the call through (a non-blocking error)", (
                "onFailure: block is not set: with Claude Code 2.1.295 or later, rerun "
                "`dongle install claude-code`")
        if version is not None and version < CLAUDE_ON_FAILURE_SINCE:
            shown = ".".join(map(str, version))
            return False, f"Claude Code {shown} ignores onFailure and lets the call through", (
                f"Claude Code {shown} is older than 2.1.295: upgrade it, or a failed hook lets calls through")
        return True, "Claude Code blocks the call (onFailure: block, 2.1.295 or later)", None
    if agent == "copilot":
        return False, ("Copilot CLI denies the call when the hook errors, but lets it through when the hook "
                       "times out; no setting changes that"), None
    if agent == "gemini":
        return False, "Gemini CLI lets the call through with a warning; it has no fail-closed setting", None
    return False, "Codex lets the call through; it has no fail-closed setting", None


def codex_trust_problems(home: Path, project: Path, path: Path, scope: str, event: str, group: int,
                         handler: int) -> list[str]:
    """Codex runs a user or project hook only once someone trusted its exact definition in `/hooks`,
    and skips it silently otherwise: the trust lives in config.toml as `[hooks.state."KEY"]` with
    `trusted_hash` (and `enabled = false` when switched off there), KEY being the hooks file's path,
    the event in snake case and the entry's indexes (codex-rs/hooks/src/engine/discovery.rs).
    A project's hooks also need the project itself trusted (`[projects."DIR"] trust_level`)."""
    import tomllib

    config_path = home / ".codex/config.toml"
    try:
        config = tomllib.loads(config_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        config = {}
    except (OSError, ValueError) as exc:
        return [f"cannot read {config_path} to check whether Codex trusts the hook: {exc}"]
    problems = []
    snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in event).lstrip("_")
    key = f"{path}:{snake}:{group}:{handler}"
    hooks = config.get("hooks")
    states = hooks.get("state") if isinstance(hooks, dict) else None
    state = states.get(key) if isinstance(states, dict) else None
    if isinstance(state, dict) and state.get("enabled") is False:
        problems.append(f"Codex has this hook disabled in /hooks ({key}): nothing is guarded")
    elif not (isinstance(state, dict) and state.get("trusted_hash")):
        problems.append("Codex has not trusted this hook yet and skips it without a word: open `/hooks` in "
                        "Codex and trust it (again after every reinstall)")
    if scope == "project":
        projects = config.get("projects")
        entry = projects.get(str(project)) if isinstance(projects, dict) else None
        if not (isinstance(entry, dict) and entry.get("trust_level") == "trusted"):
            problems.append(f"Codex loads project hooks only in a trusted project; {project} is not trusted")
    return problems


def switched_off(agent: str, scope: str, home: Path, project: Path) -> str | None:
    """The agent's own switch that disables every hook (or the dongle's), when it is set. Claude Code
    `disableAllHooks: true` in its settings; Gemini CLI `hooksConfig.enabled: false` (older builds
    `hooks.enabled` / `tools.enableHooks`) or the hook's name in `hooksConfig.disabled` (what
    `/hooks disable dongle` writes); Codex `[features] hooks = false` in `~/.codex/config.toml`;
    Copilot CLI `disableAllHooks: true` in a settings or config file."""
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
            config = data.get("hooksConfig")
            disabled = config.get("disabled") if isinstance(config, dict) else None
            if isinstance(disabled, list) and "dongle" in disabled:
                return f"hooksConfig.disabled lists dongle in {path}"
    elif agent == "copilot":
        repo = project / ".github/copilot"
        for path in (home / ".copilot/settings.json", home / ".copilot/config.json", repo / "settings.json",
                     repo / "settings.local.json", AGENTS["copilot"].path(scope, home, project)):
            if _json(path).get("disableAllHooks") is True:
                return f"disableAllHooks in {path}"
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
