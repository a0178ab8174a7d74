"""The policy's per-agent tool restrictions apply at the hook, through the real executable."""

from __future__ import annotations

import json

from dongle.hooks import protocol
from hooks.helpers import hook_env, run_hook

POLICY = """
[tools]
denyPatterns = ["Bash:git push*", "mcp__github__*"]
confirmPatterns = ["Bash:npm publish*"]

[agents.codex.tools]
allowPatterns = ["Bash:git status*", "Bash:ls*"]
"""


def decide(agent: str, command: str, home, tool: str | None = None) -> tuple[str, str]:
    call = protocol(agent).probe(command, str(home / "project"))
    if tool:
        call.update(tool_name=tool, tool_input={"owner": "me"})
    done = run_hook(agent, call, hook_env(home))
    return protocol(agent).decision(done.stdout.decode(), done.returncode), done.stdout.decode()


def write_policy(home, text: str = POLICY) -> None:
    (home / ".config/dongle").mkdir(parents=True)
    (home / ".config/dongle/policy.toml").write_text(text)


def test_deny_pattern_stops_a_command_the_classifier_would_only_pause(fake_home):
    write_policy(fake_home)
    decision, out = decide("claude-code", "git -C . push origin main", fake_home)
    assert decision == "deny" and "policy.tools" in out


def test_confirm_pattern_pauses_a_command_the_classifier_allows(fake_home):
    write_policy(fake_home)
    decision, out = decide("claude-code", "npm publish --dry-run", fake_home)
    assert decision == "ask" and "tool policy" in out


def test_mcp_tool_glob(fake_home):
    write_policy(fake_home)
    assert decide("claude-code", "", fake_home, tool="mcp__github__get_issue")[0] == "deny"


def test_allow_list_becomes_a_deny_list_for_that_agent_only(fake_home):
    write_policy(fake_home)
    assert decide("codex", "git status", fake_home)[0] == "allow"
    assert decide("codex", "cat README.md", fake_home)[0] == "deny"


def test_allow_list_does_not_bind_another_agent(fake_home):
    write_policy(fake_home)
    assert decide("gemini", "cat README.md", fake_home)[0] == "allow"


def test_project_policy_cannot_loosen(fake_home):
    write_policy(fake_home)
    project = fake_home / "project"
    (project / ".dongle").mkdir()
    (project / ".dongle/policy.toml").write_text('[tools]\ndenyPatterns = []\nallowPatterns = ["Bash:*"]\n')
    decision, out = decide("claude-code", "git push", fake_home)
    assert decision == "ask" and "could not judge" in out and "policy" in out


def test_invalid_policy_pauses_with_the_file_and_problem(fake_home):
    write_policy(fake_home, "[tools]\ndenyPatterns = 5\n")
    decision, out = decide("claude-code", "ls", fake_home)
    body = json.loads(out)["hookSpecificOutput"]
    assert decision == "ask" and "policy.toml" in body["permissionDecisionReason"]


def test_unopenable_store_fails_closed(fake_home):
    call = protocol("claude-code").probe("ls", str(fake_home / "project"))
    done = run_hook("claude-code", call, hook_env(fake_home, DONGLE_DB="/proc/no-such/dongle.db"))
    assert protocol("claude-code").decision(done.stdout.decode(), done.returncode) == "ask"
