"""`dongle install/uninstall` on a temporary HOME: backups, idempotence, other hooks preserved."""

from __future__ import annotations

import json
import shlex
import subprocess
from pathlib import Path

import pytest

from dongle.hooks.install import AGENTS as SPECS
from dongle.hooks.install import LEAN_ENTRY
from hooks.helpers import AGENTS, DONGLE, hook_env, run_on_pty

THEIR_HOOK = "/usr/local/bin/their-linter --check"


def dongle(args: list[str], home: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    # a new session has no controlling terminal, as under an agent or in CI
    return subprocess.run([DONGLE, *args], capture_output=True, text=True, env=hook_env(home), cwd=cwd,
                          timeout=120, check=False, start_new_session=True)


def their_settings(agent: str) -> dict:
    """A settings file the user already has: unrelated settings and someone else's hook."""
    if agent in ("copilot", "cursor"):
        event = "preToolUse" if agent == "copilot" else "beforeShellExecution"
        key = "bash" if agent == "copilot" else "command"
        return {"version": 1, "hooks": {event: [{key: THEIR_HOOK}]}, "theirs": True}
    event = {"claude-code": "PreToolUse", "codex": "PreToolUse", "gemini": "BeforeTool"}[agent]
    theirs = [{"matcher": "Bash", "hooks": [{"type": "command", "command": THEIR_HOOK}]}]
    stop = [{"hooks": [{"type": "command", "command": "x"}]}]
    return {"model": "keep-me", "hooks": {event: theirs, "Stop": stop}}


@pytest.fixture
def dirs(tmp_path):
    home, project = tmp_path / "home", tmp_path / "project"
    home.mkdir()
    project.mkdir()
    return home, project


@pytest.mark.parametrize("agent", AGENTS)
@pytest.mark.parametrize("scope", ["user", "project"])
def test_install_is_idempotent_and_keeps_other_hooks(agent, scope, dirs):
    home, project = dirs
    path = SPECS[agent].path(scope, home, project)
    path.parent.mkdir(parents=True, exist_ok=True)
    original = their_settings(agent)
    path.write_text(json.dumps(original))
    path.chmod(0o640)

    first = dongle(["install", agent, f"--{scope}"], home, project)
    assert first.returncode == 0, first.stderr
    installed = path.read_text()
    assert f"{LEAN_ENTRY} {agent}" in installed
    assert THEIR_HOOK in installed and ("keep-me" in installed or '"theirs": true' in installed)
    backups = list(path.parent.glob(path.name + ".dongle-backup-*"))
    assert len(backups) == 1 and json.loads(backups[0].read_text()) == original
    assert path.stat().st_mode & 0o777 == 0o640

    second = dongle(["install", agent, f"--{scope}"], home, project)
    assert second.returncode == 0 and "already installed" in second.stdout
    assert path.read_text() == installed
    assert len(SPECS[agent].find(json.loads(installed))) == (4 if agent == "cursor" else 1)
    assert len(list(path.parent.glob(path.name + ".dongle-backup-*"))) == 1

    removed = dongle(["uninstall", agent, f"--{scope}"], home, project)
    assert removed.returncode == 0, removed.stderr
    assert json.loads(path.read_text()) == original
    again = dongle(["uninstall", agent, f"--{scope}"], home, project)
    assert "not installed" in again.stdout


@pytest.mark.parametrize("agent", AGENTS)
def test_install_into_missing_file_creates_it(agent, dirs):
    home, project = dirs
    assert dongle(["install", agent], home, project).returncode == 0
    path = SPECS[agent].path("user", home, project)
    data = json.loads(path.read_text())
    commands = SPECS[agent].find(data)
    assert commands and all(f"__main__.py {agent}" in c for c in commands)


def test_cursor_gets_one_fail_closed_command_per_event(dirs):
    """Cursor's hooks reference (cursor.com/docs/hooks): `failClosed` makes a crashing, timed-out or
    silent hook block the action; one command per event lets unparseable input get that event's shape."""
    home, project = dirs
    assert dongle(["install", "cursor"], home, project).returncode == 0
    data = json.loads(SPECS["cursor"].path("user", home, project).read_text())
    for event, entries in data["hooks"].items():
        ours = [e for e in entries if "dongle" in e["command"]]
        assert ours and all(e["failClosed"] is True for e in ours), event
        assert all(e["command"].endswith(f"--event {event}") for e in ours), event


def test_cursor_unparseable_input_gets_the_installed_events_shape(dirs):
    home, _project = dirs
    done = subprocess.run([DONGLE, "hook", "cursor", "--event", "preToolUse"], input=b"{not json",
                          capture_output=True, env=hook_env(home), timeout=60, check=False)
    body = json.loads(done.stdout)
    assert body["permission"] == "deny" and "decision" not in body


def test_install_refuses_invalid_json_and_leaves_it_untouched(dirs):
    home, project = dirs
    path = home / ".claude/settings.json"
    path.parent.mkdir()
    path.write_text('{"hooks": [broken')
    done = dongle(["install", "claude-code"], home, project)
    assert done.returncode == 1 and "not valid JSON" in done.stderr
    assert path.read_text() == '{"hooks": [broken'
    assert not list(path.parent.glob("*.dongle-backup-*"))


def test_reinstall_replaces_an_old_dongle_path_instead_of_doubling(dirs):
    home, project = dirs
    path = home / ".claude/settings.json"
    path.parent.mkdir()
    path.write_text(json.dumps({"hooks": {"PreToolUse": [{"matcher": "*", "hooks": [
        {"type": "command", "command": "/old/venv/bin/dongle hook claude-code"}]}]}}))
    assert dongle(["install", "claude-code"], home, project).returncode == 0
    commands = SPECS["claude-code"].find(json.loads(path.read_text()))
    assert len(commands) == 1 and shlex.split(commands[0])[1:] == ["-I", str(LEAN_ENTRY), "claude-code"]


def test_doctor_probes_the_installed_hook(dirs):
    home, project = dirs
    assert dongle(["doctor"], home, project).returncode == 1          # nothing installed yet
    assert dongle(["install", "codex"], home, project).returncode == 0
    done = dongle(["doctor", "--json"], home, project)
    finding = json.loads(done.stdout.splitlines()[0])
    assert finding["agent"] == "codex" and finding["command"].endswith("__main__.py codex")
    assert "not fail-closed" not in " ".join(finding["problems"])
    assert done.returncode == (0 if finding["ok"] else 1)


def test_doctor_reports_a_hook_that_lets_malformed_input_through(dirs):
    home, project = dirs
    path = home / ".claude/settings.json"
    path.parent.mkdir()
    fake = home / "fake-dongle"
    fake.write_text("#!/bin/sh\ncat >/dev/null\nexit 0\n")
    fake.chmod(0o755)
    SPECS["claude-code"].add(data := {}, f"{fake} dongle hook claude-code")
    path.write_text(json.dumps(data))
    done = dongle(["doctor", "--json"], home, project)
    finding = json.loads(done.stdout.splitlines()[0])
    assert not finding["ok"] and "not fail-closed" in finding["problems"][0]
    assert done.returncode == 1


def test_install_without_a_terminal_says_the_operator_channel_is_unclaimed(dirs):
    home, project = dirs
    done = dongle(["install", "claude-code"], home, project)
    assert done.returncode == 0
    assert "unclaimed" in done.stdout and "dongle operator init" in done.stdout
    assert not (home / ".local/state/mcpaql-safety-dongle/operator.json").exists()


def test_install_asks_for_the_operator_passphrase_on_the_terminal(dirs):
    """Issue 12, item 3: right after install the channel must not be up for grabs."""
    home, project = dirs
    env = hook_env(home)
    status, out = run_on_pty([DONGLE, "install", "claude-code"], env,
                             ["correct horse battery", "correct horse battery"])
    assert status == 0, out
    assert "operator passphrase set" in out
    assert (home / ".local/state/mcpaql-safety-dongle/operator.json").is_file()
    again = dongle(["install", "claude-code"], home, project)
    assert "unclaimed" not in again.stdout


def test_copilot_uninstall_leaves_nothing_in_the_hooks_folder(dirs):
    """Copilot reads every file in its hooks folder: after uninstall, neither an empty dongle.json nor
    a backup of it may stay there."""
    home, project = dirs
    assert dongle(["install", "copilot"], home, project).returncode == 0
    assert dongle(["install", "copilot"], home, project).returncode == 0
    folder = home / ".copilot/hooks"
    assert (folder / "dongle.json").is_file()
    done = dongle(["uninstall", "copilot"], home, project)
    assert done.returncode == 0, done.stderr
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize(("agent", "file", "content"), [
    # Claude Code settings reference: "disableAllHooks": true turns every hook off
    ("claude-code", ".claude/settings.json", None),
    # Gemini CLI settings: hooksConfig.enabled false
    ("gemini", ".gemini/settings.json", None),
    # Codex config.toml: [features] hooks = false
    ("codex", ".codex/config.toml", "[features]\nhooks = false\n"),
])
def test_doctor_sees_hooks_switched_off_in_the_agent(agent, file, content, dirs):
    home, project = dirs
    assert dongle(["install", agent], home, project).returncode == 0
    path = home / file
    if content is None:
        data = json.loads(path.read_text())
        if agent == "claude-code":
            data["disableAllHooks"] = True
        else:
            data["hooksConfig"] = {"enabled": False}
        path.write_text(json.dumps(data))
    else:
        path.write_text(content)
    done = dongle(["doctor", "--json"], home, project)
    finding = json.loads(done.stdout.splitlines()[0])
    assert not finding["ok"] and "switched off" in finding["problems"][0]
    assert done.returncode == 1


def test_doctor_probes_every_cursor_event(dirs):
    home, project = dirs
    assert dongle(["install", "cursor"], home, project).returncode == 0
    done = dongle(["doctor", "--json"], home, project)
    findings = [json.loads(line) for line in done.stdout.splitlines()]
    events = {f["command"].rsplit(" ", 1)[-1] for f in findings}
    assert events == {"beforeShellExecution", "beforeMCPExecution", "beforeReadFile", "preToolUse"}
    assert all(f["ok"] for f in findings), findings
