"""Whatever goes wrong inside a hook, the agent gets an explicit pause or deny, never a silent go."""

from __future__ import annotations

import json

import pytest

from dongle.hooks import protocol
from hooks.helpers import AGENTS, hook_env, run_hook

BROKEN_INPUTS = {
    "not json": b"rm -rf ~",
    "empty": b"",
    "invalid utf-8": b'{"tool_name": "Bash", "tool_input": {"command": "\xff\xfe"}}',
    "json array": b"[1, 2, 3]",
    "nested bomb": b"[" * 100_000 + b"]" * 100_000,
    "truncated": b'{"tool_name": "Bash", "tool_input": {"command": "ls"',
}


@pytest.mark.parametrize("agent", AGENTS)
@pytest.mark.parametrize("name", sorted(BROKEN_INPUTS))
def test_broken_input_never_allows(agent, name, tmp_path):
    done = run_hook(agent, BROKEN_INPUTS[name], hook_env(tmp_path))
    decision = protocol(agent).decision(done.stdout.decode(), done.returncode)
    assert decision in ("ask", "deny"), done.stdout
    assert b"could not judge" in done.stdout
    assert b"Traceback" not in done.stderr


@pytest.mark.parametrize("agent", AGENTS)
def test_oversized_input_pauses(agent, tmp_path):
    call = protocol(agent).probe("echo " + "a" * (2 << 20), str(tmp_path))
    done = run_hook(agent, call, hook_env(tmp_path))
    assert protocol(agent).decision(done.stdout.decode(), done.returncode) in ("ask", "deny")
    assert b"over the" in done.stdout


@pytest.mark.parametrize("agent", AGENTS)
def test_missing_fields_pause(agent, tmp_path):
    done = run_hook(agent, {"hook_event_name": "PreToolUse"}, hook_env(tmp_path))
    assert protocol(agent).decision(done.stdout.decode(), done.returncode) in ("ask", "deny")


@pytest.mark.parametrize("agent", AGENTS)
def test_relative_cwd_pauses(agent, tmp_path):
    call = protocol(agent).probe("ls", "relative/dir")
    done = run_hook(agent, call, hook_env(tmp_path))
    assert protocol(agent).decision(done.stdout.decode(), done.returncode) in ("ask", "deny")
    assert b"absolute path" in done.stdout


def test_wrong_event_is_not_judged_as_pre_tool_use(tmp_path):
    call = protocol("claude-code").probe("ls", str(tmp_path)) | {"hook_event_name": "PostToolUse"}
    done = run_hook("claude-code", call, hook_env(tmp_path))
    assert protocol("claude-code").decision(done.stdout.decode(), done.returncode) == "ask"


def test_timeout_fails_closed(tmp_path):
    # A zero-ish budget makes the watchdog fire inside judging: the answer is still a pause.
    env = hook_env(tmp_path, DONGLE_HOOK_TIMEOUT="0.000001")
    done = run_hook("claude-code", protocol("claude-code").probe("ls", str(tmp_path)), env)
    out = json.loads(done.stdout)["hookSpecificOutput"]
    assert out["permissionDecision"] == "ask"
    assert "longer than" in out["permissionDecisionReason"]


@pytest.mark.parametrize("agent", AGENTS)
def test_stdout_holds_only_the_answer(agent, tmp_path):
    done = run_hook(agent, b"garbage", hook_env(tmp_path))
    lines = done.stdout.decode().splitlines()
    assert len(lines) == 1
    json.loads(lines[0])


def test_codex_deny_carries_only_documented_fields(tmp_path):
    done = run_hook("codex", b"not json", hook_env(tmp_path))
    body = json.loads(done.stdout)
    assert set(body) == {"hookSpecificOutput"}
    fields = {"hookEventName", "permissionDecision", "permissionDecisionReason"}
    assert set(body["hookSpecificOutput"]) == fields
    assert body["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_copilot_tool_args_string_that_is_not_json_pauses(tmp_path):
    call = {"timestamp": 1, "cwd": str(tmp_path), "toolName": "bash", "toolArgs": "{not json"}
    done = run_hook("copilot", call, hook_env(tmp_path))
    assert json.loads(done.stdout)["permissionDecision"] == "ask"


# The real lean hook entry, with the judge replaced by one that dies in native-code fashion (a
# signal no handler sees) or hangs with the watchdog's signal blocked.
DYING_JUDGE = """
import os, signal, sys, time
import dongle.hooks.judge as judge

death = sys.argv.pop()

def dies(call):
    if death == "segv":
        os.kill(os.getpid(), signal.SIGSEGV)
    if death == "exit":
        os._exit(0)
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
    time.sleep(30)

judge.judge = dies
from dongle.hooks.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize("agent", AGENTS)
@pytest.mark.parametrize("death, said", [("segv", "crashed (SIGSEGV)"), ("exit", "exited with status 0"),
                                         ("hang", "ran past its time and was stopped")])
def test_a_judge_that_dies_is_answered_fail_closed(agent, death, said, tmp_path):
    """A segfault in the grammar (C code reading hostile text) killed the hook process, and agents
    run the tool when a hook dies. The judge runs in a child; its death is this answer."""
    import subprocess
    import sys

    call = json.dumps(protocol(agent).probe("rm -rf ~", str(tmp_path)))
    done = subprocess.run([sys.executable, "-c", DYING_JUDGE, agent, death], input=call.encode(),
                          capture_output=True, env=hook_env(tmp_path, DONGLE_HOOK_TIMEOUT="1"),
                          timeout=60, check=False)
    assert protocol(agent).decision(done.stdout.decode(), done.returncode) in ("ask", "deny"), done.stderr
    assert f"the judge {said} without an answer".encode() in done.stdout
