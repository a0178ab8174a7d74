"""Approval scope through the real `dongle hook claude-code`: with `tool_session` one human approval
lets further confirm-tier calls of the same tool in the same session pass until the policy TTL, and
nothing else; with `single` (the default) every call needs its own approval."""

from __future__ import annotations

import json
import re
import subprocess
import time

from dongle.hooks import protocol
from dongle.service import SafetyService
from dongle.store import open_store
from hooks.helpers import DONGLE, hook_env, run_hook, run_on_pty

PASSPHRASE = "correct horse battery staple 42"
TOOL_SESSION = """
[tools.approvalPolicy]
defaultScope = "tool_session"
ttlSeconds = 120
"""


def write_policy(home, text: str) -> None:
    (home / ".config/dongle").mkdir(parents=True)
    (home / ".config/dongle/policy.toml").write_text(text)


def bash(home, command: str, session: str = "sess-1") -> dict:
    return {"session_id": session, "cwd": str(home / "project"), "hook_event_name": "PreToolUse",
            "tool_name": "Bash", "tool_input": {"command": command}}


def write_outside(home, session: str = "sess-1") -> dict:
    return {"session_id": session, "cwd": str(home / "project"), "hook_event_name": "PreToolUse",
            "tool_name": "Write", "tool_input": {"file_path": str(home / "notes.txt"), "content": "x"}}


def ask(home, call: dict) -> tuple[str, str]:
    done = run_hook("claude-code", call, hook_env(home))
    decision = protocol("claude-code").decision(done.stdout.decode(), done.returncode)
    reason = json.loads(done.stdout)["hookSpecificOutput"]["permissionDecisionReason"] if done.stdout else ""
    return decision, reason


def request_id(reason: str) -> str:
    return re.search(r"dongle approve (\S+)`", reason).group(1)


def approve(home, rid: str, ago: float = 0.0) -> dict:
    """Approve on the service's operator API, as `dongle approve` does (`ago`: that long ago)."""
    store = open_store(home / ".local/state/mcpaql-safety-dongle/dongle.db")
    try:
        return SafetyService(store, clock=lambda: time.time() - ago).approve(rid, "tester")
    finally:
        store.close()


def audit(home) -> list[dict]:
    store = open_store(home / ".local/state/mcpaql-safety-dongle/dongle.db")
    try:
        return [{"event": e.event, **e.data} for e in store.iter_audit()]
    finally:
        store.close()


def test_tool_session_grant_reaches_the_same_tool_in_the_same_session_only(fake_home):
    write_policy(fake_home, TOOL_SESSION)
    env = hook_env(fake_home)
    decision, reason = ask(fake_home, bash(fake_home, "git push --force origin feature"))
    assert decision == "ask" and "Bash calls in this session that need only a confirmation pass for 120 s" \
        in reason
    rid = request_id(reason)

    listed = subprocess.run([DONGLE, "pending", "--json"], capture_output=True, text=True, env=env,
                            timeout=60, check=False)
    assert [i["scope"] for i in json.loads(listed.stdout) if i["id"] == rid] == ["tool_session:Bash"]

    assert run_on_pty([DONGLE, "operator", "init"], env, [PASSPHRASE, PASSPHRASE])[0] == 0
    status, out = run_on_pty([DONGLE, "approve", rid], env, [PASSPHRASE])
    assert status == 0 and "scope tool_session" in out and "Bash" in out, out

    # The approved call and a different confirm-tier Bash command pass, more than once.
    assert ask(fake_home, bash(fake_home, "git push --force origin feature"))[0] == "allow"
    for _ in range(2):
        decision, reason = ask(fake_home, bash(fake_home, "git branch -D old-work"))
        assert decision == "allow", reason
    uses = [e for e in audit(fake_home) if e["event"] == "TOKEN_VALIDATED"]
    assert len(uses) == 3 and all(e["scope"] == "tool_session" and e["tool"] == "Bash"
                                  and e["token_id"] == rid and not e["consumed"] for e in uses)

    # Another session, another tool: judged anew.
    assert ask(fake_home, bash(fake_home, "git branch -D old-work", session="sess-2"))[0] == "ask"
    assert ask(fake_home, write_outside(fake_home))[0] == "ask"
    # A verify-tier command still needs its own verification challenge (not a conf_ request).
    decision, reason = ask(fake_home, bash(fake_home, "git push --force origin main"))
    assert decision == "ask" and not request_id(reason).startswith("conf_"), reason
    assert ask(fake_home, bash(fake_home, "git push --force origin main"))[0] == "ask"
    # A deny-tier command is stopped, and the stop blocks the agent (the grant does not lift it).
    assert ask(fake_home, bash(fake_home, "rm -rf /"))[0] == "deny"
    assert ask(fake_home, bash(fake_home, "git branch -D old-work"))[0] == "deny"


def test_tool_session_grant_expires_with_the_policy_ttl(fake_home):
    write_policy(fake_home, TOOL_SESSION)
    decision, reason = ask(fake_home, bash(fake_home, "git push --force origin feature"))
    assert decision == "ask", reason
    granted = approve(fake_home, request_id(reason), ago=121)   # approved longer ago than the TTL
    assert granted["scope"] == "tool_session" and granted["tool"] == "Bash"
    assert ask(fake_home, bash(fake_home, "git branch -D old-work"))[0] == "ask"
    assert ask(fake_home, bash(fake_home, "git push --force origin feature"))[0] == "ask"


def test_tool_session_grant_for_an_mcp_tool_does_not_reach_bash(fake_home):
    write_policy(fake_home, TOOL_SESSION + '\n[tools]\nconfirmPatterns = ["mcp__github__create_issue"]\n')
    issue = {"session_id": "s", "cwd": str(fake_home / "project"), "hook_event_name": "PreToolUse",
             "tool_name": "mcp__github__create_issue", "tool_input": {"title": "one"}}
    decision, reason = ask(fake_home, issue)
    assert decision == "ask", reason
    approve(fake_home, request_id(reason))
    other = {**issue, "tool_input": {"title": "two"}}
    assert ask(fake_home, other)[0] == "allow"
    assert ask(fake_home, bash(fake_home, "git branch -D old-work", session="s"))[0] == "ask"


def test_single_scope_binds_the_approval_to_the_exact_call(fake_home):
    decision, reason = ask(fake_home, bash(fake_home, "git push --force origin feature"))
    assert decision == "ask", reason
    granted = approve(fake_home, request_id(reason))
    assert granted["scope"] == "single" and granted["tool"] is None
    assert ask(fake_home, bash(fake_home, "git branch -D old-work"))[0] == "ask"
    assert ask(fake_home, bash(fake_home, "git push --force origin feature"))[0] == "allow"
    assert ask(fake_home, bash(fake_home, "git push --force origin feature"))[0] == "ask"
