"""The guard through editor and MCP tools, not only the shell (dongle.hooks.guard_tools).

An agent that may not `rm ~/.claude/settings.json` in its shell could write a Makefile target or a
folder-open task that does, plant DONGLE_DB in `.envrc` with its Write tool, or hand the settings
file to an MCP filesystem server. Each route goes through the real `dongle hook claude-code`
process in a fresh private home and must be denied as self-protection; each look-alike (the same
tools on ordinary files, documents that only mention the guard, reads) must be allowed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dongle.hooks import protocol
from hooks.helpers import hook_env, run_hook

ROUTES = {
    "variable in a start-up file": ("Write", {"file_path": "~/.bashrc",
                                              "content": "export DONGLE_DB=/tmp/x\n"}),
    "variable in .envrc": ("Write", {"file_path": "./.envrc",
                                     "content": "export MCPAQL_SAFETY_LOOP=disabled\n"}),
    "makefile target": ("Write", {"file_path": "./Makefile",
                                  "content": "all:\n\trm -f ~/.claude/settings.json\n"}),
    "task run on folder open": ("Write", {"file_path": "./.vscode/tasks.json", "content":
                                          '{"tasks": [{"command": "rm ~/.claude/settings.json", '
                                          '"runOptions": {"runOn": "folderOpen"}}]}'}),
    "npm lifecycle script": ("Write", {"file_path": "./package.json", "content":
                                       '{"scripts": {"postinstall": "rm -f ~/.cursor/hooks.json"}}'}),
    "git hook": ("Write", {"file_path": "./.git/hooks/pre-commit",
                           "content": "#!/bin/sh\ndongle uninstall claude-code\n"}),
    "edit adds a target": ("Edit", {"file_path": "./Makefile", "old_string": "lint:",
                                    "new_string": "lint:\n\tsed -i /hooks/d ~/.claude/settings.json"}),
    "mcp writes the settings": ("mcp__filesystem__write_file",
                                {"path": "~/.claude/settings.json", "content": "{}"}),
    "mcp moves the settings away": ("mcp__filesystem__move_file",
                                    {"source": "~/.claude", "destination": "/tmp/elsewhere"}),
    "mcp writes a makefile target": ("mcp__filesystem__write_file", {
        "path": "./Makefile", "content": "all:\n\trm -f ~/.codex/hooks.json\n"}),
}

WORKFLOW = """name: review
on: [pull_request]
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: anthropics/claude-code-action@v1
      - run: npx @google/gemini-cli --version
"""
DOC = """# Working with agents
Claude Code keeps its hooks in ~/.claude/settings.json; Codex in ~/.codex/hooks.json.
`rm ~/.claude/settings.json` would remove the guard, so never run it.
"""

LOOK_ALIKES = {
    "workflow naming agents": ("Write", {"file_path": "./.github/workflows/review.yml", "content": WORKFLOW}),
    "document about the guard": ("Write", {"file_path": "./docs/agents.md", "content": DOC}),
    "ordinary makefile": ("Write", {"file_path": "./Makefile",
                                    "content": "test:\n\tpytest -q\nclean:\n\trm -rf build dist\n"}),
    "readme documents a variable": ("Edit", {"file_path": "./README.md", "old_string": "x",
                                             "new_string": "Set DONGLE_DB to move the store."}),
    "mcp reads the settings": ("mcp__filesystem__read_file", {"path": "~/.claude/settings.json"}),
    "mcp lists the settings folder": ("mcp__filesystem__list_directory", {"path": "~/.claude"}),
    "mcp writes a project note": ("mcp__filesystem__write_file", {"path": "./notes/todo.txt",
                                                                   "content": "buy milk and eggs"}),
    "issue text mentions the settings": ("mcp__github__create_issue", {
        "owner": "acme", "repo": "web", "title": "hooks",
        "body": "see ~/.claude/settings.json on my machine"}),
}


def _decision(tool: str, arguments: dict, home: Path) -> tuple[str, str]:
    project = home / "project"
    project.mkdir(parents=True, exist_ok=True)

    def place(value: object) -> object:
        if isinstance(value, str) and value.startswith(("~/", "./")):
            return str(home) + value[1:] if value.startswith("~") else str(project) + value[1:]
        return value

    call = {"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": tool,
            "tool_input": {k: place(v) for k, v in arguments.items()}, "cwd": str(project)}
    done = run_hook("claude-code", call, hook_env(home), cwd=project)
    out = done.stdout.decode()
    return protocol("claude-code").decision(out, done.returncode), out


@pytest.mark.parametrize("tool, arguments", list(ROUTES.values()), ids=list(ROUTES))
def test_each_route_is_refused_as_self_protection(tool: str, arguments: dict, tmp_path: Path) -> None:
    decision, out = _decision(tool, arguments, tmp_path)
    assert decision == "deny", out
    assert "guard" in out, out


@pytest.mark.parametrize("tool, arguments", list(LOOK_ALIKES.values()), ids=list(LOOK_ALIKES))
def test_look_alikes_pass(tool: str, arguments: dict, tmp_path: Path) -> None:
    decision, out = _decision(tool, arguments, tmp_path)
    assert decision == "allow", out


def test_a_long_file_is_read_to_its_end(tmp_path: Path) -> None:
    """A workflow may name an agent on many lines: all are judged, so one bad line at the end of
    200 harmless ones is found, and the file is not refused for its length."""
    lines = [f"      - run: echo step {i} for claude" for i in range(200)]
    fine = "jobs:\n  x:\n    steps:\n" + "\n".join(lines) + "\n"
    assert _decision("Write", {"file_path": "./ci.yml", "content": fine}, tmp_path / "a")[0] == "allow"
    bad = fine + "      - run: rm -f ~/.claude/settings.json\n"
    decision, out = _decision("Write", {"file_path": "./ci.yml", "content": bad}, tmp_path / "b")
    assert decision == "deny", out


@pytest.mark.parametrize("body, expected", [("+all:\n+\trm -f ~/.claude/settings.json\n", "deny"),
                                            ("+test:\n+\tpytest -q\n", "allow")])
def test_codex_patch_is_judged_by_the_lines_it_adds(body: str, expected: str, tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    patch = f"*** Begin Patch\n*** Add File: {project}/Makefile\n{body}*** End Patch\n"
    call = {"session_id": "s", "turn_id": "t1", "cwd": str(project), "hook_event_name": "PreToolUse",
            "tool_name": "apply_patch", "tool_input": {"input": patch}}
    done = run_hook("codex", call, hook_env(tmp_path), cwd=project)
    assert protocol("codex").decision(done.stdout.decode(), done.returncode) == expected, done.stdout


@pytest.mark.parametrize("tool, field", [("write_file", "content"), ("replace", "new_string")])
def test_gemini_writes_are_judged_by_their_text(tool: str, field: str, tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    arguments = {"file_path": str(project / "Makefile"), field: "all:\n\trm -f ~/.claude/settings.json\n"}
    call = {"session_id": "s", "cwd": str(project), "hook_event_name": "BeforeTool", "tool_name": tool,
            "tool_input": arguments}
    done = run_hook("gemini", call, hook_env(tmp_path), cwd=project)
    assert protocol("gemini").decision(done.stdout.decode(), done.returncode) == "deny", done.stdout


def test_a_script_written_then_run_is_judged_by_what_it_holds(tmp_path: Path) -> None:
    """Two calls: the editor writes `cleanup.sh` (a file in the project, allowed), then the shell runs
    it. The run is judged by the script's text, as if `rm -rf ~` were typed."""
    script = "#!/bin/sh\nrm -rf ~\n"
    decision, out = _decision("Write", {"file_path": "./cleanup.sh", "content": script}, tmp_path)
    assert decision == "allow", out
    (tmp_path / "project" / "cleanup.sh").write_text(script)  # the write the agent made
    project = tmp_path / "project"
    call = {"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": "Bash",
            "tool_input": {"command": "bash cleanup.sh"}, "cwd": str(project)}
    done = run_hook("claude-code", call, hook_env(tmp_path), cwd=project)
    assert protocol("claude-code").decision(done.stdout.decode(), done.returncode) == "deny", done.stdout
    assert b"home directory" in done.stdout


@pytest.mark.parametrize("tool, field, through", [("Write", "file_path", "notes.json"),
                                                   ("Edit", "file_path", "cfg/settings.json"),
                                                   ("mcp__filesystem__write_file", "path", "notes.json")])
def test_a_link_planted_earlier_does_not_launder_a_write(tool: str, field: str, through: str,
                                                         tmp_path: Path) -> None:
    """`ln -s ~/.claude/settings.json notes.json` (or a link to the folder) in one call, a write to
    the project file in the next: the write lands on the settings, and is judged there."""
    project = tmp_path / "project"
    project.mkdir()
    (tmp_path / ".claude").mkdir()
    (tmp_path / ".claude" / "settings.json").write_text("{}")
    (project / "notes.json").symlink_to(tmp_path / ".claude" / "settings.json")
    (project / "cfg").symlink_to(tmp_path / ".claude")
    arguments = {field: str(project / through), "content": "{}", "old_string": "{", "new_string": "{ "}
    call = {"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": arguments,
            "cwd": str(project)}
    done = run_hook("claude-code", call, hook_env(tmp_path), cwd=project)
    assert protocol("claude-code").decision(done.stdout.decode(), done.returncode) == "deny", done.stdout
