"""What each agent does when the hook process itself fails, the fail-closed settings `install` writes
where an agent offers one, and the agent switches `doctor` must see. Every expectation is taken from
the agent's own documentation or source, cited at the test:

- Claude Code: anthropics/claude-code CHANGELOG.md at 602df92bf481ed904533e95c09f740f40aab5aed,
  "## 2.1.295 - Added `onFailure: "block"` for command and HTTP hooks: a hook that can't start, times
  out, or exits with an unexpected code blocks the action instead of letting it through";
  https://code.claude.com/docs/en/hooks ("Block the action when a hook fails"; `disableAllHooks`).
- Cursor: https://cursor.com/docs/hooks (`failClosed`).
- Codex: openai/codex codex-rs/hooks/src/events/pre_tool_use.rs at 0082977cebb9fbd524046914dbc4305e5b8e0b95
  (an exit other than 0 or 2, or a runner error, is `HookRunStatus::Failed` with `should_block: false`);
  codex-rs/config/src/hook_config.rs at c2abf869d539a6326a6e5a125dfdb8a5dc488ab4 (`HookHandlerConfig::
  Command` has command, commandWindows, timeout, async, statusMessage, additionalContextLimit: no
  failure mode); codex-rs/hooks/src/engine/discovery.rs at 0082977c… (trust: `[hooks.state."KEY"]`
  `trusted_hash` / `enabled`, KEY = `hooks.json path:pre_tool_use:GROUP:HANDLER`; untrusted or disabled
  handlers are not run).
- Gemini CLI: google-gemini/gemini-cli docs/hooks/reference.md at 5411f113cafae26161b4969b0237b8e1e024e2c2
  ("Other: Warning. A non-fatal failure occurred; the CLI continues with a warning"; no failure field in
  the hook configuration table); packages/core/src/hooks/hookRegistry.ts at the same commit (a hook
  whose name, else command, is listed in `hooksConfig.disabled` is registered disabled);
  packages/cli/src/config/settingsSchema.ts (`hooksConfig.enabled`, default true).
- Copilot CLI: github/copilot-cli changelog.md at 9532bdacf5a343c3dcc444337f7b25e88fc7372c, 1.0.57
  "preToolUse hook errors now deny the tool call instead of silently allowing execution", 1.0.67 "Allow
  tool calls to continue when hooks time out", 1.0.4 "Support disableAllHooks flag to disable all hooks
  from a configuration file"; https://docs.github.com/en/copilot/reference/copilot-cli-reference/
  cli-hooks-reference (command hook fields: type, bash, powershell, cwd, env, timeoutSec; no failure mode).
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from dongle.hooks.install import AGENTS as SPECS
from dongle.hooks.install import installed_entries, read_settings
from hooks.helpers import AGENTS, DONGLE, hook_env


@pytest.fixture
def dirs(tmp_path):
    home, project = tmp_path / "home", tmp_path / "project"
    home.mkdir()
    project.mkdir()
    return home, project


def fake_claude(home: Path, version: str | None) -> dict[str, str]:
    """An environment whose PATH finds a `claude` that reports `version` (None: no claude at all)."""
    bin_dir = home / "bin"
    bin_dir.mkdir(exist_ok=True)
    if version is not None:
        claude = bin_dir / "claude"
        claude.write_text(f"#!/bin/sh\necho '{version} (Claude Code)'\n")
        claude.chmod(0o755)
    path = ":".join(p for p in os.environ.get("PATH", "").split(":") if not (Path(p) / "claude").exists())
    return hook_env(home, PATH=f"{bin_dir}:{path}")


def dongle(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([DONGLE, *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=180,
                          check=False, start_new_session=True)


def doctor(env: dict[str, str], cwd: Path) -> list[dict]:
    done = dongle(["doctor", "--json"], env, cwd)
    return [json.loads(line) for line in done.stdout.splitlines()]


def our_entries(agent: str, home: Path, project: Path) -> list[dict]:
    return [entry for *_, entry in installed_entries(read_settings(SPECS[agent].path("user", home, project)))]


@pytest.mark.parametrize("version", ["2.1.295", "2.1.317", None])
def test_claude_code_gets_on_failure_block_when_it_reads_it(version, dirs):
    """Claude Code 2.1.295+ blocks a call whose hook cannot start, times out or crashes only with
    `onFailure: "block"` (CHANGELOG 2.1.295); without a `claude` on PATH current releases are assumed."""
    home, project = dirs
    env = fake_claude(home, version)
    assert dongle(["install", "claude-code"], env, project).returncode == 0
    [entry] = our_entries("claude-code", home, project)
    assert entry["onFailure"] == "block" and entry["type"] == "command"
    [finding] = doctor(env, project)
    assert finding["fails_closed"] is True and "blocks the call" in finding["when_hook_fails"]


def test_an_older_claude_code_gets_no_unknown_key_and_doctor_says_it_fails_open(dirs):
    """Before 2.1.295 Claude Code does not know `onFailure`; its docs do not say what it does with an
    unknown key, so none is written, and the doctor says a failed hook lets calls through."""
    home, project = dirs
    env = fake_claude(home, "2.1.200")
    done = dongle(["install", "claude-code"], env, project)
    assert done.returncode == 0 and "WARNING: Claude Code 2.1.200 is older than 2.1.295" in done.stdout
    [entry] = our_entries("claude-code", home, project)
    assert "onFailure" not in entry
    [finding] = doctor(env, project)
    assert finding["fails_closed"] is False and not finding["ok"]
    assert any("2.1.295" in p for p in finding["problems"])
    # upgrading Claude Code and installing again writes it
    env = fake_claude(home, "2.1.300")
    assert dongle(["install", "claude-code"], env, project).returncode == 0
    assert our_entries("claude-code", home, project)[0]["onFailure"] == "block"


def test_doctor_says_per_agent_what_happens_when_the_hook_process_fails(dirs):
    home, project = dirs
    env = fake_claude(home, "2.1.317")
    for agent in AGENTS:
        assert dongle(["install", agent], env, project).returncode == 0, agent
    findings = doctor(env, project)
    closed = {f["agent"]: f["fails_closed"] for f in findings}
    assert closed == {"claude-code": True, "cursor": True, "codex": False, "gemini": False, "copilot": False}
    words = {f["agent"]: f["when_hook_fails"] for f in findings}
    assert "failClosed" in words["cursor"]
    assert "no fail-closed setting" in words["codex"] and "no fail-closed setting" in words["gemini"]
    assert "times out" in words["copilot"] and "denies" in words["copilot"]
    text = dongle(["doctor"], env, project).stdout
    assert text.count("(not fail-closed)") == 3      # codex, gemini, copilot: one line each


def test_cursor_without_fail_closed_is_a_problem(dirs):
    home, project = dirs
    env = fake_claude(home, None)
    assert dongle(["install", "cursor"], env, project).returncode == 0
    path = SPECS["cursor"].path("user", home, project)
    data = json.loads(path.read_text())
    for entries in data["hooks"].values():
        for entry in entries:
            entry.pop("failClosed")
    path.write_text(json.dumps(data))
    findings = doctor(env, project)
    assert len(findings) == 4
    assert all(not f["ok"] and not f["fails_closed"] and any("failClosed" in p for p in f["problems"])
               for f in findings)


def codex_config(home: Path, text: str) -> None:
    (home / ".codex/config.toml").write_text(text)


def test_doctor_sees_a_codex_hook_that_is_not_trusted_or_disabled(dirs):
    """Codex skips an untrusted or disabled user hook without a word (discovery.rs): the doctor must not
    call that ok."""
    home, project = dirs
    env = fake_claude(home, None)
    assert dongle(["install", "codex"], env, project).returncode == 0
    key = f"{home}/.codex/hooks.json:pre_tool_use:0:0"

    [finding] = doctor(env, project)
    assert not finding["ok"] and "not trusted" in finding["problems"][0]

    codex_config(home, f'[hooks.state."{key}"]\ntrusted_hash = "sha256:0123"\n')
    [finding] = doctor(env, project)
    assert not any("trust" in p for p in finding["problems"]), finding

    codex_config(home, f'[hooks.state."{key}"]\ntrusted_hash = "sha256:0123"\nenabled = false\n')
    [finding] = doctor(env, project)
    assert not finding["ok"] and "disabled in /hooks" in finding["problems"][0]


def test_codex_trust_key_follows_the_entrys_place_in_the_file(dirs):
    """The key carries the matcher group's index: behind someone else's PreToolUse group ours is 1."""
    home, project = dirs
    env = fake_claude(home, None)
    path = home / ".codex/hooks.json"
    path.parent.mkdir()
    path.write_text(json.dumps({"hooks": {"PreToolUse": [
        {"matcher": "Bash", "hooks": [{"type": "command", "command": "/usr/bin/their-check"}]}]}}))
    assert dongle(["install", "codex"], env, project).returncode == 0
    codex_config(home, f'[hooks.state."{path}:pre_tool_use:0:0"]\ntrusted_hash = "sha256:theirs"\n')
    [finding] = doctor(env, project)
    assert "not trusted" in finding["problems"][0]
    codex_config(home, f'[hooks.state."{path}:pre_tool_use:1:0"]\ntrusted_hash = "sha256:ours"\n')
    [finding] = doctor(env, project)
    assert not any("trust" in p for p in finding["problems"]), finding


def test_doctor_sees_the_dongle_in_geminis_disabled_list(dirs):
    """`/hooks disable dongle` puts the hook's name in hooksConfig.disabled (hookRegistry.ts)."""
    home, project = dirs
    env = fake_claude(home, None)
    assert dongle(["install", "gemini"], env, project).returncode == 0
    path = SPECS["gemini"].path("user", home, project)
    data = json.loads(path.read_text())
    assert our_entries("gemini", home, project)[0]["name"] == "dongle"
    data["hooksConfig"] = {"disabled": ["dongle"]}
    path.write_text(json.dumps(data))
    [finding] = doctor(env, project)
    assert not finding["ok"] and "hooksConfig.disabled" in finding["problems"][0]


def test_doctor_sees_copilots_disable_all_hooks(dirs):
    home, project = dirs
    env = fake_claude(home, None)
    assert dongle(["install", "copilot"], env, project).returncode == 0
    (home / ".copilot/settings.json").write_text(json.dumps({"disableAllHooks": True}))
    [finding] = doctor(env, project)
    assert not finding["ok"] and "disableAllHooks" in finding["problems"][0]
