"""README's "What each call is judged by" and "Self-protection" paragraphs, claim by claim.

Each claim the README makes about what the guard protects is checked here through the door it names,
so a change that breaks one fails a test that quotes it:

- file writes and edits: agent hook and settings files and the dongle's policy, database and
  passphrase files stop; the agent's instruction files pause; inside the project goes;
- file reads: go, except secrets and the dongle's own files, which pause;
- shell redirects, `sed -i`, `tee`, `cp`/`mv`/`rm` onto hook settings or the dongle's files, and `dongle
  approve|deny|unblock|operator|install|uninstall` from the agent's shell, stop;
- the agent's instruction files (`CLAUDE.md`, `AGENTS.md`, `GEMINI.md`, `copilot-instructions.md`)
  pause through any door, shell included;
- `dongle check` gives the same hard stop for a shell write to those files (exit status 2, STOP).
(That no approval lifts a self-protection stop through the hook is `test_approval.py`'s.)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hooks.helpers import shell_tier

GUARD_FILES = [".claude/settings.json", ".claude/settings.local.json", ".codex/hooks.json",
               ".gemini/settings.json", ".cursor/hooks.json", ".copilot/hooks/dongle.json",
               ".config/dongle/policy.toml", ".local/state/mcpaql-safety-dongle/dongle.db"]
INSTRUCTIONS = ["CLAUDE.md", "AGENTS.md", "GEMINI.md", ".github/copilot-instructions.md"]
SHELL_DOORS = ["echo x > ~/{f}", "sed -i /dongle/d ~/{f}", "tee ~/{f} </dev/null", "cp /tmp/x ~/{f}",
               "mv ~/{f} /tmp/", "rm ~/{f}"]
INSTRUCTION_DOORS = ["echo x >> {f}", "sed -i s/a/b/ {f}", "tee -a {f} < /tmp/x", "cp /tmp/x {f}", "rm {f}",
                     "mv /tmp/x {f}"]
OPERATOR = ["approve conf_1", "deny conf_1", "unblock claude-code", "operator init", "install claude-code",
            "uninstall claude-code"]


def _file_tier(kind: str, path: Path, cwd: Path) -> str:
    from dongle.hooks.call import ToolCall
    from dongle.hooks.judge import assess

    call = ToolCall(agent="claude-code", tool="Write" if kind == "write" else "Read", kind=kind, cwd=str(cwd),
                    paths=(str(path),), arguments={"content": "x"})
    return assess(call).tier.value


@pytest.mark.parametrize("name", GUARD_FILES)
def test_editor_write_to_a_guard_file_stops(judge_home: Path, name: str) -> None:
    assert _file_tier("write", judge_home / name, judge_home / "project") == "danger_zone"


@pytest.mark.parametrize("name", INSTRUCTIONS)
def test_editor_write_to_instructions_pauses(judge_home: Path, name: str) -> None:
    assert _file_tier("write", judge_home / "project" / name, judge_home / "project") in ("confirm", "verify")


def test_editor_write_in_the_project_goes_and_reads_are_as_said(judge_home: Path) -> None:
    project = judge_home / "project"
    assert _file_tier("write", project / "src" / "a.py", project) == "advisory"
    assert _file_tier("read", project / "src" / "a.py", project) == "advisory"
    assert _file_tier("read", project / ".env", project) in ("confirm", "verify")
    state = judge_home / ".local/state/mcpaql-safety-dongle/dongle.db"
    assert _file_tier("read", state, project) in ("confirm", "verify")


@pytest.mark.parametrize("door", SHELL_DOORS)
@pytest.mark.parametrize("name", GUARD_FILES)
def test_shell_door_onto_a_guard_file_stops(judge_home: Path, door: str, name: str) -> None:
    assert shell_tier(door.format(f=name), judge_home) == "danger_zone"


@pytest.mark.parametrize("door", INSTRUCTION_DOORS)
@pytest.mark.parametrize("name", INSTRUCTIONS)
def test_shell_door_onto_instructions_pauses(judge_home: Path, door: str, name: str) -> None:
    assert shell_tier(door.format(f=name), judge_home) in ("confirm", "verify")


@pytest.mark.parametrize("sub", OPERATOR)
def test_operator_channel_from_the_agent_shell_stops(judge_home: Path, sub: str) -> None:
    assert shell_tier(f"dongle {sub}", judge_home) == "danger_zone"


@pytest.mark.parametrize("door", SHELL_DOORS)
def test_dongle_check_gives_the_same_stop(tmp_path: Path, door: str) -> None:
    env = {**os.environ, "HOME": str(tmp_path)}
    line = door.format(f=".claude/settings.json")
    done = subprocess.run([sys.executable, "-m", "dongle", "check", "--", line],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60, check=False)
    assert done.returncode == 2 and "STOP" in done.stdout, done.stdout + done.stderr
