"""The one-line routes around the guard from the agent's own shell (issue 12, items 1, 3, 6).

Each route is sent through the real `dongle hook claude-code` subprocess, as the agent's harness
would send it, and must come back denied as self-protection; the look-alikes must still go.
"""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from dongle.hooks import protocol
from dongle.hooks.selfprotect import dongle_code_invocation, operator_invocation
from hooks.helpers import DONGLE, hook_env, run_hook

ROUTES = [
    # the dongle's own Python API and module entry points
    'python3 -c "from dongle.service import SafetyService; from dongle.store import open_store; '
    "print(SafetyService(open_store()).approve('conf_x', 'operator'))\"",
    "python3 -c \"from dongle.service import SafetyService; from dongle.store import open_store; "
    "print(SafetyService(open_store()).reveal_code('chal_x', 'operator'))\"",
    "python3 -m dongle.cli approve conf_x",
    "python3 -c \"import runpy; runpy.run_module('dongle', run_name='__main__')\" approve conf_x",
    # its database from an interpreter
    "python3 -c \"import sqlite3; sqlite3.connect('{home}/.local/state/mcpaql-safety-dongle/dongle.db')"
    ".execute('delete from blocks')\"",
    "perl -e 'use DBI; DBI->connect(\"dbi:SQLite:dbname="
    "{home}/.local/state/mcpaql-safety-dongle/dongle.db\")'",
    # a script written then run in the same line
    "printf 'from dongle.service import SafetyService\\n' > /tmp/x.py && python3 /tmp/x.py",
    # copies and links of the program
    "cp $(which dongle) ./dg && ./dg approve conf_x",
    "ln -s {dongle} dg; ./dg unblock claude-code",
    # pseudo-terminal helpers
    "expect -c 'spawn dongle approve conf_x; expect Passphrase; interact'",
    "unbuffer dongle approve conf_x",
    "tmux send-keys -t 0 'dongle approve conf_x' Enter",
    "socat - EXEC:'dongle approve conf_x',pty,setsid,ctty",
    "python3 -c 'import pty; pty.spawn([\"dongle\", \"approve\", \"conf_x\"])'",
    "node -e \"require('child_process').execSync('dongle operator init')\"",
    # operator init and store resets from the agent's shell
    "dongle operator init",
    "dongle db init --force",
]

LOOK_ALIKES = [
    "python3 -c 'from dongle.classify.command import classify_command; print(classify_command(\"ls\"))'",
    "echo dongle approve",
    "git commit -m 'dongle approve fix'",
    "tmux new -s work",
    "python3 -c 'print(1)'",
    "dongle check -- ls",
]


def _decision(command: str, tmp_path: Path, env: dict[str, str]) -> tuple[str, str]:
    call = {"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": "Bash",
            "tool_input": {"command": command}, "cwd": str(tmp_path)}
    done = run_hook("claude-code", call, env, cwd=tmp_path)
    return protocol("claude-code").decision(done.stdout.decode(), done.returncode), done.stdout.decode()


@pytest.mark.parametrize("route", ROUTES, ids=lambda r: r[:50])
def test_each_route_is_refused_as_self_protection(route: str, tmp_path: Path) -> None:
    command = route.format(home=tmp_path, dongle=DONGLE)
    decision, out = _decision(command, tmp_path, hook_env(tmp_path))
    assert decision == "deny", out
    assert "self-protection" in out or "only the human" in out or "dongle's own" in out, out


@pytest.mark.parametrize("command", LOOK_ALIKES)
def test_look_alikes_are_not_taken_for_the_guard(command: str, tmp_path: Path) -> None:
    assert not operator_invocation(command, str(tmp_path))
    assert not dongle_code_invocation(command, str(tmp_path))


def test_a_copy_of_the_program_on_disk_is_still_the_dongle(tmp_path: Path) -> None:
    copy = tmp_path / "tool"
    copy.write_bytes(Path(DONGLE).read_bytes())
    copy.chmod(copy.stat().st_mode | stat.S_IEXEC)
    assert operator_invocation("./tool approve conf_x", str(tmp_path)) == "dongle approve"
    assert not operator_invocation("./tool status", str(tmp_path))


def test_a_script_on_disk_that_drives_the_dongle_is_refused(tmp_path: Path) -> None:
    script = tmp_path / "helper.py"
    script.write_text("import importlib\nsvc = importlib.import_module('dongle.service')\n")
    decision, out = _decision("python3 helper.py", tmp_path, hook_env(tmp_path))
    assert decision == "deny", out


@pytest.mark.parametrize("var, sub", [("XDG_STATE_HOME", "mcpaql-safety-dongle/dongle.db"),
                                      ("XDG_CONFIG_HOME", "dongle/policy.json")])
def test_the_guards_files_follow_xdg_directories(var: str, sub: str, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    env = hook_env(tmp_path, **{var: str(elsewhere)})
    # a looser policy (`{}` alone is the defaults: a new user file saying nothing loosens nothing)
    looser = "echo '{\"riskTolerance\": \"aggressive\"}'"
    decision, out = _decision(f"{looser} > {elsewhere}/{sub}", tmp_path, env)
    assert decision == "deny", out
