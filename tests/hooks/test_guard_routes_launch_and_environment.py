"""An agent started past its guard by what its own command line or environment says (session 21).

- Every hooked agent takes settings at launch that outrank its files; whatever the agent and the
  spelling, an override of its hooks (other than switching them on), asking set to nobody, the sandbox
  off, its settings directory moved, or a profile that says any of these starts it unguarded; its own
  `config set` writes the same keys for every later start. An agent pinned below the release the
  guard's hook entry relies on to fail closed (Claude Code before 2.1.295) lets a failing hook through.
  Started in another directory, it reads that directory's project settings as well; started with PATH
  led by a directory the agent fills, it finds there a hook entry installed by name.
- An agent started with a variable that locates its settings, the guard's policy or its store taken
  away (`env -i`, `env -u`, `exec -c`, `unset`, a shell started with an emptied environment) reads them
  from elsewhere; so does one started as another user, or in a sandbox that gives it another home, or
  in a container with the user's home in reach, where the program its hooks run is not installed.
  Taking such a variable out of the agent's shell reaches every agent it starts later.
- An editor's terminals with the project's package-manager bin directory first is the everyday way to
  run a project's tools: the guard's program is stopped wherever it is planted, so the setting is the
  guard's only while that directory already holds one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import expect_shell_decision, route_tests, shell_tier

STOPPED = {
    "codex hooks list emptied": "codex -c 'hooks=[]' exec 'tidy the repo'",
    "codex hooks feature off": "codex -c features.hooks=false",
    "codex features table inline": "codex -c 'features={hooks=false}'",
    "codex hooks event emptied": "codex --config 'hooks.PreToolUse=[]'",
    "codex feature disabled": "codex --disable hooks exec 'ship it'",
    "codex asks nobody, short": "codex -a never exec 'rm the cache'",
    "codex glued short option": "codex -capproval_policy=never exec x",
    "codex asks nobody, long": "codex --ask-for-approval=never",
    "codex approval by -c": "codex -c 'approval_policy=\"never\"'",
    "codex sandbox off by -c": "codex -c sandbox_mode=danger-full-access exec x",
    "codex guard server replaced": "codex -c 'mcp_servers.safety.command=\"true\"'",
    "codex every server dropped": "codex -c 'mcp_servers={}'",
    "codex shell environment moved": "codex -c 'shell_environment_policy.set={HOME=\"/tmp/h\"}'",
    "gemini approval mode": "gemini --approval-mode yolo -p 'clean up'",
    "gemini short yolo": "gemini -y -p 'clean up'",
    "qwen approval mode": "qwen --approval-mode=yolo",
    "claude inline hooks": "claude --settings '{\"hooks\": {}}' -p go",
    "claude inline asking off": "claude --settings "
                                "'{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}'",
    "claude subagent bypassing at launch": "claude --agents '{\"fix\": {\"description\": \"f\", "
                                           "\"permissionMode\": \"bypassPermissions\"}}' -p go",
    "claude skip allowed": "claude --allow-dangerously-skip-permissions",
    "copilot config dir moved": "copilot --config-dir /tmp/cp -p 'fix'",
    "copilot allow all": "copilot --allow-all -p 'fix'",
    "cursor short force": "cursor-agent -f -p 'fix'",
    "emptied environment": "env -i claude -p 'tidy'",
    "emptied, PATH kept": "env -i PATH=\"$PATH\" codex exec 'tidy'",
    "env dash": "env - gemini",
    "home unset for one start": "env -u HOME claude",
    "exec with an empty environment": "exec -c claude",
    "unset before the start": "unset HOME; codex exec 'tidy'",
    "a shell with an emptied environment": "env -i sh -c 'claude -p tidy'",
    "home taken out of the shell": "unset HOME",
    "home un-exported": "export -n HOME",
    "as another user": "sudo -u ci claude -p 'tidy'",
    "the agent's own config CLI, hooks off": "claude config set -g disableAllHooks true",
    "a private home": "firejail --private claude",
    "a private home elsewhere": "firejail --private=/tmp/h gemini -p x",
    "home hidden by systemd": "systemd-run --user -p ProtectHome=tmpfs claude",
    "a tmpfs over home": "bwrap --dev-bind / / --tmpfs $HOME codex",
    "home unset in every later shell": "echo 'unset HOME' >> ~/.bashrc",
    "an alias that empties the environment": "alias claude='env -i claude'",
    "a git shell alias asking nobody": "printf '[alias]\\n  ai = !codex -a never\\n' >> ~/.gitconfig",
    "claude pinned below fail-closed hooks": "npm install -g @anthropic-ai/claude-code@2.0.0",
    "claude pinned by minor": "pnpm add -g @anthropic-ai/claude-code@2.0",
    "claude's own installer, an old build": "claude install 2.0.76",
    "a cron job asking nobody": "echo '@reboot codex -a never exec x' | crontab -",
    "a cron job with an emptied environment": "(crontab -l; echo '*/5 * * * * env -i claude -p tidy') "
                                              "| crontab -",
    "an agent in a container with home mounted": "docker run --rm -v $HOME:/root node "
                                                 "npx @anthropic-ai/claude-code -p x",
    "home bind-mounted for gemini": "docker run --mount type=bind,src=/home/dev,dst=/h img gemini -p x",
    "the agent's own hooks sub-command": "gemini hooks disable",
    "a feature sub-command": "codex features disable hooks",
    "gemini by its package": "bunx @google/gemini-cli --approval-mode yolo",
    "codex by its package": "pnpm dlx @openai/codex -a never",
    "claude's installed code run by node": "node ~/.npm-global/lib/node_modules/@anthropic-ai/"
                                           "claude-code/cli.js --permission-mode bypassPermissions",
}

GO = {
    "codex model": "codex -c model=o3 exec 'summarize README'",
    "codex hooks switched on": "codex -c features.hooks=true",
    "codex feature enabled": "codex --enable hooks",
    "codex asks on request": "codex -a on-request",
    "codex workspace sandbox": "codex -s workspace-write exec 'run tests'",
    "codex full auto (sandboxed, asks)": "codex exec --full-auto 'fix the tests'",
    "codex shell environment, a plain variable": "codex -c "
                                                 "'shell_environment_policy.set={RUST_LOG=\"debug\"}'",
    "codex another server": "codex -c 'mcp_servers.github.command=\"gh-mcp\"'",
    "codex profile not on disk": "codex -p nosuch exec hi",
    "gemini auto edit": "gemini --approval-mode auto_edit",
    "gemini prompt": "gemini -p 'explain the build'",
    "claude inline model": "claude --settings '{\"model\": \"opus\", \"disableAllHooks\": false}' -p hi",
    "claude inline allow": "claude --settings '{\"permissions\": {\"allow\": [\"Bash(npm test)\"]}}'",
    "claude subagent at launch": "claude --agents "
                                 "'{\"rev\": {\"description\": \"r\", \"tools\": [\"Read\"]}}'",
    "claude accept edits": "claude --permission-mode acceptEdits",
    "claude allowed tools": "claude --allowedTools Bash -p 'run the tests'",
    "copilot one tool": "copilot --allow-tool 'shell(npm test)' -p 'test'",
    "home read-only": "systemd-run --user -p ProtectHome=read-only claude -p hi",
    "a private home for tests": "firejail --private npm test",
    "no network for the agent": "firejail --net=none claude -p hi",
    "a tmpfs over scratch": "bwrap --bind / / --tmpfs /tmp claude -p hi",
    "a git alias": "printf '[alias]\\n  st = status -sb\\n' >> ~/.gitconfig",
    "tests in a container with home": "docker run --rm -v $HOME:/root img make test",
    "listing hooks": "gemini hooks list",
    "a prompt about hooks": "claude -p 'disable the hooks in the app'",
    "codex by its package, a prompt": "npx @openai/codex exec 'fix the tests'",
    "a node server's own flag": "node server.js -y",
    "reading codex config": "cat ~/.codex/config.toml",
    "agent version": "claude --version",
    "listing servers": "codex mcp list",
    "an emptied environment for a build": "env -i PATH=/usr/bin make test",
    "a variable unset for a program": "env -u LANG python3 t.py",
    "emptied, home kept": "env -i HOME=\"$HOME\" PATH=/usr/bin claude -p hi",
    "unset something else": "unset GREP_OPTIONS",
    "unset a function": "unset -f claude",
    "home unset in a child shell": "bash -c 'unset HOME; ls'",
    "home unset in a script": "printf 'unset HOME\\nls\\n' > t.sh && bash t.sh",
    "editor terminals with node_modules/.bin first": (
        "printf '{\"terminal.integrated.env.linux\": {\"PATH\": "
        "\"${workspaceFolder}/node_modules/.bin:${env:PATH}\"}}' > .vscode/settings.json"),
    "editor terminals with the venv first": "printf '{\"terminal.integrated.env.linux\": {\"PATH\": "
                                            "\"./.venv/bin:${env:PATH}\"}}' > .vscode/settings.json",
}

NOT_GO = {
    "reinstalling an agent": "npm install -g @openai/codex",
    "a cron job starting an agent plainly": "(crontab -l; echo '@daily claude -p \"sum logs\"') | crontab -",
    "history unset in every later shell": "echo 'unset HISTFILE' >> ~/.bashrc",
    "a git shell alias starting an agent plainly": "printf '[alias]\\n  ai = !codex exec review\\n' "
                                                   ">> ~/.gitconfig",
    "the agent's own config CLI, a theme": "claude config set -g theme dark",
    "claude at a recent release": "npm i -g @anthropic-ai/claude-code@2.1.300",
    "claude by major only": "npm i -g @anthropic-ai/claude-code@2",
    "gemini pinned (no known floor)": "npm install -g @google/gemini-cli@0.1.5",
}

test_route_stops, test_twin_goes, test_still_asks = route_tests(STOPPED, GO, NOT_GO)


def test_codex_profile_is_read_from_disk(judge_home: Path) -> None:
    """`codex -p NAME` is the `[profiles.NAME]` table: judged by what it says, however deep."""
    (judge_home / ".codex").mkdir()
    config = judge_home / ".codex" / "config.toml"
    config.write_text('[profiles.fast]\nmodel = "o4-mini"\n[profiles.wild]\napproval_policy = "never"\n'
                      '[profiles.nohooks.features]\nhooks = false\n')
    assert shell_tier("codex -p fast exec hi", judge_home) == "advisory"
    assert shell_tier("codex --profile wild exec hi", judge_home) == "danger_zone"
    assert shell_tier("codex -c profile=nohooks", judge_home) == "danger_zone"


@pytest.mark.parametrize("command", ["env -u XDG_STATE_HOME codex", "env -i HOME=\"$HOME\" claude",
                                     "unset XDG_STATE_HOME"])
def test_a_moved_store_taken_away(judge_home: Path, monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    """The user keeps the guard's store elsewhere: taking the variable away sends the agent's hooks to
    the default store, where none of the blocks and approvals are; without it set there is nothing
    to take."""
    assert shell_tier(command, judge_home) == "advisory"
    monkeypatch.setenv("XDG_STATE_HOME", str(judge_home / "state"))
    assert shell_tier(command, judge_home) == "danger_zone"


def test_toolchain_bin_holding_the_guard(judge_home: Path) -> None:
    """node_modules/.bin first is the guard's once a `dongle` already waits there."""
    line = ("printf '{\"terminal.integrated.env.linux\": {\"PATH\": "
            "\"${workspaceFolder}/node_modules/.bin:${env:PATH}\"}}' > .vscode/settings.json")
    assert shell_tier(line, judge_home) == "advisory"
    planted = judge_home / "project" / "node_modules" / ".bin"
    planted.mkdir(parents=True)
    (planted / "dongle").write_text("#!/bin/sh\n")
    assert shell_tier(line, judge_home) == "danger_zone"


def test_real_hook_denies_launch_overrides(fake_home: Path) -> None:
    """Through the real `dongle hook claude-code` process (the harmless launch first: after a stop the
    agent is blocked until a human verifies)."""
    expect_shell_decision("codex -c model=o3 exec 'summarize README'", fake_home, "allow")
    for command in ("codex -c 'hooks=[]' exec x", "env -i claude -p x", "gemini -y -p x"):
        expect_shell_decision(command, fake_home, "deny")


@pytest.mark.parametrize(("relative", "text", "tier"), [
    (".claude/settings.json", '{"disableAllHooks": true}', "danger_zone"),
    (".claude/settings.local.json", '{"permissions": {"defaultMode": "bypassPermissions"}}', "danger_zone"),
    (".gemini/settings.json", '{"hooksConfig": {"enabled": false}}', "danger_zone"),
    (".claude/settings.json", '{"hooks": {"PreToolUse": [{"matcher": "*", "hooks": []}]}}', "advisory"),
    (".gemini/settings.json", '{"hooksConfig": {"enabled": true}, "ui": {"theme": "x"}}', "advisory"),
])
def test_agent_started_where_project_settings_say(judge_home: Path, relative: str, text: str,
                                                  tier: str) -> None:
    """An agent started in a directory reads its project settings, which outrank the user's: read from
    the disk, only switching hooks or asking off counts (project hooks add to the user's)."""
    where = judge_home / "elsewhere"
    (where / relative).parent.mkdir(parents=True)
    (where / relative).write_text(text)
    agent = "gemini" if "gemini" in relative else "claude"
    assert shell_tier(f"cd {where} && {agent} -p 'run the tests'", judge_home) == tier


def test_path_led_by_agent_dir_when_the_hook_is_found_by_name(judge_home: Path) -> None:
    """The lean entry runs its interpreter by absolute path, so PATH does not reach it; an entry
    installed by name (`dongle hook claude-code`) is looked for first where PATH leads."""
    import json

    (judge_home / ".claude").mkdir()
    settings = judge_home / ".claude" / "settings.json"

    def installed(command: str) -> None:
        entry = {"matcher": "*", "hooks": [{"type": "command", "command": command}]}
        settings.write_text(json.dumps({"hooks": {"PreToolUse": [entry]}}))

    line = "PATH=/tmp/x:$PATH claude -p hi"
    installed("/usr/bin/python3 -I /opt/d/dongle/hooks/__main__.py claude-code")
    assert shell_tier(line, judge_home) == "advisory"
    installed("dongle hook claude-code")
    assert shell_tier(line, judge_home) == "danger_zone"
    assert shell_tier("PATH=$PATH:/opt/tools/bin claude -p hi", judge_home) == "advisory"
