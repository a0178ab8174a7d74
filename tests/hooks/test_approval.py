"""Bound approvals end to end: hook pauses with a request id, a human approves it at a terminal
(`dongle approve ID`, passphrase on a real pty), and then exactly that call passes, once."""

from __future__ import annotations

import json
import re
import subprocess

from dongle.hooks import protocol
from hooks.helpers import DONGLE, hook_env, run_hook, run_on_pty

PASSPHRASE = "correct horse battery staple 42"


def write_call(agent_home, content: str, session: str = "sess-1") -> dict:
    target = str(agent_home / "notes.txt")
    return {"session_id": session, "cwd": str(agent_home / "project"), "hook_event_name": "PreToolUse",
            "tool_name": "Write", "tool_input": {"file_path": target, "content": content}}


def ask(home, call: dict) -> tuple[str, str]:
    done = run_hook("claude-code", call, hook_env(home))
    decision = protocol("claude-code").decision(done.stdout.decode(), done.returncode)
    reason = json.loads(done.stdout)["hookSpecificOutput"]["permissionDecisionReason"] if done.stdout else ""
    return decision, reason


def test_approval_round_trip_binds_to_the_exact_call(fake_home):
    env = hook_env(fake_home)
    status, out = run_on_pty([DONGLE, "operator", "init"], env, [PASSPHRASE, PASSPHRASE])
    assert status == 0, out

    decision, reason = ask(fake_home, write_call(fake_home, "hello"))
    assert decision == "ask" and "outside the project" in reason
    request_id = re.search(r"dongle approve (\S+)`", reason).group(1)

    # The agent cannot approve its own request: no terminal, passphrase on stdin.
    forged = subprocess.run([DONGLE, "approve", request_id], input=PASSPHRASE + "\n", capture_output=True,
                            text=True, env=env, start_new_session=True, timeout=60, check=False)
    assert forged.returncode != 0
    assert ask(fake_home, write_call(fake_home, "hello"))[0] == "ask"

    # A wrong passphrase at the terminal does not approve it either.
    status, out = run_on_pty([DONGLE, "approve", request_id], env, ["not the passphrase"])
    assert status != 0
    assert ask(fake_home, write_call(fake_home, "hello"))[0] == "ask"

    status, out = run_on_pty([DONGLE, "approve", request_id], env, [PASSPHRASE])
    assert status == 0, out

    # Anything else is judged anew: another session, other content.
    assert ask(fake_home, write_call(fake_home, "hello", session="sess-2"))[0] == "ask"
    assert ask(fake_home, write_call(fake_home, "other content"))[0] == "ask"
    # The exact call passes, once.
    decision, reason = ask(fake_home, write_call(fake_home, "hello"))
    assert decision == "allow", reason
    assert ask(fake_home, write_call(fake_home, "hello"))[0] == "ask"


def test_codex_pause_is_a_deny_that_says_how_to_approve(fake_home):
    patch = f"*** Begin Patch\n*** Add File: {fake_home}/x.txt\n+hi\n*** End Patch\n"
    call = {"session_id": "s", "turn_id": "t1", "cwd": str(fake_home / "project"),
            "hook_event_name": "PreToolUse", "tool_name": "apply_patch", "tool_input": {"input": patch}}
    done = run_hook("codex", call, hook_env(fake_home))
    body = json.loads(done.stdout)["hookSpecificOutput"]
    assert body["permissionDecision"] == "deny"
    assert re.search(r"`dongle approve \S+` in their own terminal", body["permissionDecisionReason"])


def test_hard_block_denies_everything_until_a_human_verifies(fake_home):
    env = hook_env(fake_home)
    assert run_on_pty([DONGLE, "operator", "init"], env, [PASSPHRASE, PASSPHRASE])[0] == 0
    project = fake_home / "project"
    settings = {"session_id": "s", "cwd": str(project), "hook_event_name": "PreToolUse", "tool_name": "Edit",
                "tool_input": {"file_path": str(fake_home / ".claude/settings.json"),
                               "old_string": "a", "new_string": "b"}}
    decision, reason = ask(fake_home, settings)
    assert decision == "deny" and "hook.self-protection.agent-config" in reason
    challenge = re.search(r"dongle approve (\S+)`", reason).group(1)

    harmless = {"session_id": "s", "cwd": str(project), "hook_event_name": "PreToolUse", "tool_name": "Read",
                "tool_input": {"file_path": str(project / "README.md")}}
    assert ask(fake_home, harmless)[0] == "deny"              # blocked: even a harmless read
    status, out = run_on_pty([DONGLE, "approve", challenge], env, [PASSPHRASE])
    assert status == 0, out
    decision, reason = ask(fake_home, harmless)
    assert decision == "allow", reason                        # unblocked
    assert ask(fake_home, settings)[0] == "deny"              # but the edit itself is still refused


def _script_call(agent_home, session: str = "sess-1") -> dict:
    return {"session_id": session, "cwd": str(agent_home / "project"), "hook_event_name": "PreToolUse",
            "tool_name": "Bash", "tool_input": {"command": "bash deploy.sh"}}


def test_an_approved_script_does_not_pass_once_its_content_changed(fake_home):
    """`bash deploy.sh` is judged by what deploy.sh holds. A human approves what they were shown; if
    the agent then rewrites deploy.sh, the same command line is a different action (the approval is
    bound to the content read from disk) and is judged anew; unchanged, it passes once."""
    env = hook_env(fake_home)
    status, out = run_on_pty([DONGLE, "operator", "init"], env, [PASSPHRASE, PASSPHRASE])
    assert status == 0, out
    project = fake_home / "project"
    project.mkdir(exist_ok=True)
    script = project / "deploy.sh"
    script.write_text("git push --force origin release\n")

    decision, reason = ask(fake_home, _script_call(fake_home))
    assert decision == "ask", reason
    request_id = re.search(r"dongle approve (\S+)`", reason).group(1)
    status, out = run_on_pty([DONGLE, "approve", request_id], env, [PASSPHRASE])
    assert status == 0, out

    # The script is swapped after the approval: the approved line must not run the new content.
    script.write_text("git push --force origin release-2\n")
    assert ask(fake_home, _script_call(fake_home))[0] == "ask"
    # Put back as approved, the exact call passes, once.
    script.write_text("git push --force origin release\n")
    decision, reason = ask(fake_home, _script_call(fake_home))
    assert decision == "allow", reason
    assert ask(fake_home, _script_call(fake_home))[0] == "ask"
