"""Drive the real `dongle` executable as an agent would: a new process, JSON on stdin."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

DONGLE = str(Path(sys.executable).parent / "dongle")
AGENTS = ("claude-code", "codex", "gemini", "copilot", "cursor")


def hook_env(home: Path, **extra: str) -> dict[str, str]:
    """A private HOME and state directory, so tests never touch the real store or settings.

    Bytecode is cached in a private directory (as an installed package has it), so each hook process
    does not recompile the whole package when the environment sets PYTHONDONTWRITEBYTECODE.
    Hooks judge in-process (DONGLE_HOOK_DAEMON=0) unless a test asks for the daemon: test_daemon.py
    covers that path, and a daemon per private home would outlive the test."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DONGLE", "XDG_"))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "dongle-hook-tests-pycache")
    env["DONGLE_HOOK_DAEMON"] = "0"
    env.update(HOME=str(home), XDG_STATE_HOME=str(home / ".local/state"),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"))
    env.update(extra)
    return env


def run_hook(agent: str, stdin: bytes | str | dict[str, Any], env: dict[str, str],
             cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    if isinstance(stdin, dict):
        stdin = json.dumps(stdin)
    if isinstance(stdin, str):
        stdin = stdin.encode()
    return subprocess.run([DONGLE, "hook", agent], input=stdin, capture_output=True, env=env,
                          cwd=cwd, timeout=60, check=False)


def run_on_pty(argv: list[str], env: dict[str, str], answers: list[str],
               timeout: float = 60.0) -> tuple[int, str]:
    """Run `argv` with a new pseudo-terminal as its controlling terminal, answering each prompt
    (output ending in ': ', echo off) with the next of `answers`, as a human at a terminal would."""
    import pty
    import select
    import termios
    import time

    pid, fd = pty.fork()
    if pid == 0:  # child: the pty is stdin/stdout/stderr and the controlling terminal
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    output = b""
    answered_at = 0
    pending = list(answers)
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.2)
            if ready:
                try:
                    data = os.read(fd, 4096)
                except OSError:
                    break
                if not data:
                    break
                output += data
            if pending and len(output) > answered_at and output.rstrip(b" ").endswith(b":"):
                # Type only once the program has turned echo off: it flushes input when it does.
                if termios.tcgetattr(fd)[3] & termios.ECHO:
                    continue
                os.write(fd, pending.pop(0).encode() + b"\n")
                answered_at = len(output)
        else:
            os.kill(pid, 9)
    finally:
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    return os.waitstatus_to_exitcode(status), output.decode("utf-8", "replace")


def expect_shell_decision(command: str, home: Path, *decisions: str) -> None:
    """The hook's decision on one Bash call is one of `decisions` (its output explains a miss)."""
    decision, out = shell_decision(command, home)
    assert decision in decisions, out


def shell_decision(command: str, home: Path) -> tuple[str, str]:
    """Send one Bash call through the real `dongle hook claude-code` subprocess, from a project under
    `home`: the agent-side decision (allow, ask, deny) and the hook's output."""
    from dongle.hooks import protocol

    project = home / "project"
    (project / ".claude").mkdir(parents=True, exist_ok=True)
    call = {"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": "Bash",
            "tool_input": {"command": command}, "cwd": str(project)}
    done = run_hook("claude-code", call, hook_env(home), cwd=project)
    out = done.stdout.decode()
    return protocol("claude-code").decision(out, done.returncode), out



def shell_tier(command: str, home: Path) -> str:
    """The tier the hook's shell judge gives `command` in `home`/project, in-process (no subprocess:
    the classifier plus self-protection, as `dongle hook` runs them for a shell call)."""
    from dongle.hooks.judge import _shell

    return _shell(command, str(home / "project")).tier.value


def route_tests(stopped: dict[str, str], go: dict[str, str], not_go: dict[str, str]) -> tuple[Any, Any, Any]:
    """Three parametrized tests over a route family, for a test module to bind at its top level: each
    route stops, each harmless twin goes, each line whose code is not known yet still asks. They run
    with `conftest.judge_home`, a private HOME the guard's files are looked for under."""
    import pytest

    @pytest.mark.parametrize("command", list(stopped.values()), ids=list(stopped))
    def test_route_stops(judge_home: Path, command: str) -> None:
        assert shell_tier(command, judge_home) == "danger_zone"

    @pytest.mark.parametrize("command", list(go.values()), ids=list(go))
    def test_twin_goes(judge_home: Path, command: str) -> None:
        assert shell_tier(command, judge_home) == "advisory"

    @pytest.mark.parametrize("command", list(not_go.values()), ids=list(not_go))
    def test_still_asks(judge_home: Path, command: str) -> None:
        assert shell_tier(command, judge_home) in ("confirm", "verify", "danger_zone")

    return test_route_stops, test_twin_goes, test_still_asks
