"""The hook's own rule data, each example proven: path rules for editor tools, self-protection."""

from __future__ import annotations

import pytest

from dongle.hooks.call import HookInputError, build, patch_paths
from dongle.hooks.paths import assess_paths
from dongle.hooks.selfprotect import EXAMPLES, guard_file_invocation, operator_invocation
from dongle.levels import Decision

HOME = "/home/dev"
PROJECT = "/home/dev/project"

WRITES = [
    (f"{PROJECT}/src/app.py", Decision.ALLOW, "hook.write.project"),
    ("/tmp/scratch.txt", Decision.ALLOW, "hook.write.project"),
    (f"{HOME}/notes.txt", Decision.ASK, "hook.write.outside-project"),
    ("/srv/other/file", Decision.VERIFY, "hook.write.system"),
    (f"{PROJECT}/.git/hooks/pre-commit", Decision.VERIFY, "hook.write.git-internals"),
    (f"{HOME}/.ssh/id_ed25519", Decision.VERIFY, "hook.write.credentials"),
    (f"{HOME}/.zshrc", Decision.VERIFY, "hook.write.shell-startup"),
    (f"{PROJECT}/.env", Decision.ASK, "hook.write.project-secret"),
    (f"{PROJECT}/CLAUDE.md", Decision.ASK, "hook.write.agent-instructions"),
    (f"{HOME}/.claude/settings.json", Decision.DENY, "hook.self-protection.agent-config"),
    (f"{PROJECT}/.claude/settings.local.json", Decision.DENY, "hook.self-protection.agent-config"),
    (f"{PROJECT}/.github/hooks/dongle.json", Decision.DENY, "hook.self-protection.agent-config"),
    (f"{HOME}/.codex/hooks.json", Decision.DENY, "hook.self-protection.agent-config"),
    (f"{HOME}/.config/dongle/policy.toml", Decision.DENY, "hook.self-protection.dongle-files"),
    (f"{HOME}/.local/state/mcpaql-safety-dongle/dongle.db", Decision.DENY,
     "hook.self-protection.dongle-files"),
    ("/etc/sudoers", Decision.DENY, "hook.write.system-auth"),
]


@pytest.mark.parametrize(("path", "decision", "rule"), WRITES)
def test_write_rules(path, decision, rule):
    a = assess_paths((path,), PROJECT, write=True, home=HOME)
    assert a.decision == decision and rule in a.rules, a


@pytest.mark.parametrize(("path", "decision"), [
    (f"{PROJECT}/README.md", Decision.ALLOW), (f"{HOME}/.bashrc", Decision.ALLOW),
    (f"{HOME}/.ssh/id_rsa", Decision.ASK), (f"{PROJECT}/.env", Decision.ASK),
    (f"{HOME}/.aws/credentials", Decision.ASK),
    (f"{PROJECT}/.env.example", Decision.ALLOW),
])
def test_read_rules(path, decision):
    assert assess_paths((path,), PROJECT, write=False, home=HOME).decision == decision


def test_worst_path_decides():
    a = assess_paths((f"{PROJECT}/a.py", f"{HOME}/.claude/settings.json"), PROJECT, write=True, home=HOME)
    assert a.decision == Decision.DENY


@pytest.mark.parametrize("command", EXAMPLES["match"])
def test_operator_channel_from_agent_shell_is_found(command):
    assert operator_invocation(command, PROJECT)


@pytest.mark.parametrize("command", EXAMPLES["no_match"])
def test_other_dongle_uses_are_not(command):
    assert operator_invocation(command, PROJECT) is None


@pytest.mark.parametrize("command", EXAMPLES["guard_files"])
def test_guard_file_changes_are_found(command, monkeypatch):
    monkeypatch.setenv("HOME", HOME)
    assert guard_file_invocation(command, PROJECT)


@pytest.mark.parametrize("command", EXAMPLES["not_guard_files"])
def test_ordinary_permission_changes_are_not(command, monkeypatch):
    monkeypatch.setenv("HOME", HOME)
    assert guard_file_invocation(command, PROJECT) is None


def test_apply_patch_paths():
    patch = ("*** Begin Patch\n*** Update File: a.py\n*** Move to: b.py\n*** Delete File: c.py\n"
             "*** Add File: /x/d.py\n*** End Patch\n")
    assert patch_paths(patch) == ("a.py", "b.py", "c.py", "/x/d.py")


@pytest.mark.parametrize(("tool", "tool_input", "kind"), [
    ("Bash", {"command": "ls"}, "shell"), ("run_shell_command", {"command": "ls"}, "shell"),
    ("exec_command", {"command": ["bash", "-lc", "ls"]}, "shell"), ("Edit", {"file_path": "a"}, "write"),
    ("NotebookEdit", {"notebook_path": "n.ipynb"}, "write"), ("read_file", {"absolute_path": "/a"}, "read"),
    ("mcp__gh__get_issue", {}, "mcp"), ("MCP:linear:delete_issue", {}, "mcp"), ("TodoWrite", {}, "inert"),
    ("Frobnicate", {}, "other"),
])
def test_tool_kinds(tool, tool_input, kind):
    call = build("claude-code", tool, tool_input, PROJECT, "s")
    assert call.kind == kind
    if kind == "shell":
        assert call.command == "ls"


@pytest.mark.parametrize(("tool", "tool_input"),
                         [("Write", {}), ("Bash", {}), ("apply_patch", {"input": "junk"})])
def test_tool_input_without_its_subject_is_malformed(tool, tool_input):
    with pytest.raises(HookInputError):
        build("claude-code", tool, tool_input, PROJECT, "s")



def test_gemini_grep_search_is_a_read_of_its_path():
    """Gemini CLI's content search is `grep_search` (issue 13): a read of the path it is given, and
    of the working directory when it names none."""
    call = build("gemini", "grep_search", {"pattern": "x", "path": f"{HOME}/.ssh/id_rsa"}, PROJECT, "s")
    assert call.kind == "read" and call.paths == (f"{HOME}/.ssh/id_rsa",)
    assert build("gemini", "grep_search", {"pattern": "x"}, PROJECT, "s").kind == "read"
