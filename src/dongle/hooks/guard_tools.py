"""Self-protection for tool calls that are not shell lines: editor writes and MCP tools.

`dongle.hooks.paths` judges where an editor write lands, and the operation classifier judges an MCP
tool by its name. Neither looks at what the call hands over: the text an editor writes (a Makefile
target, a task that runs when a folder opens, a variable planted in a start-up file runs later,
where no hook sees it), or the guard's own files given to an MCP tool as an argument
(`filesystem.write_file` on `~/.claude/settings.json`). Both are judged here as the shell line that
would do the same (`cat > PATH <<EOF … EOF` for a write) by the same checks, `dongle.hooks.disarm`.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Iterator, Mapping
from typing import Any

from dongle.assessment import Assessment
from dongle.hooks.call import ToolCall
from dongle.hooks.disarm import disarm_invocation
from dongle.hooks.guard_operands import guarded_path
from dongle.hooks.selfprotect import guard_reason_later, stop
from dongle.paths import classify_path, default_home, looks_like_path
from dongle.shell.model import Invocation, Redirect

# An editor write's text is the file's, so every line of it that names the guard is judged (a long
# Makefile or workflow may name an agent many times); more than this is refused, as on the shell.
MAX_WRITTEN_PIECES = 256
MAX_STRINGS = 4096   # argument strings read from one call; more is refused, never skipped
# Leading verbs of MCP operations that only look (the filesystem server's read_file, list_directory,
# get_file_info, search_files, directory_tree): handed the guard's files, they change nothing.
READ_VERBS = frozenset({"read", "get", "list", "search", "find", "view", "show", "describe", "stat",
                        "directory", "tree", "glob", "grep", "lookup", "head", "tail", "cat", "ls"})
_SAFER = "ask the human to change the dongle or the agent's setup themselves"


class _TooMany(Exception):
    """The call carries more argument strings than are read."""


def guard_write(assessment: Assessment, call: ToolCall) -> Assessment:
    """An editor write (or an MCP tool that writes) judged by the text it puts in each file."""
    try:
        texts = [s for s in _strings(call.arguments) if s not in call.paths and ("\n" in s or " " in s)]
    except _TooMany:
        return _refused(assessment)
    startup = "hook.write.shell-startup" in assessment.rules
    for path in call.paths:
        for text in texts:
            found = _written_later(path, text, call.cwd, startup)
            if found:
                return stop(assessment, "hook.self-protection.disarm",
                            f"{found}: that switches the guard off", _SAFER)
    return assessment


def guard_tool_arguments(assessment: Assessment, call: ToolCall) -> Assessment:
    """An MCP or unfamiliar tool handed the guard's own files (unless it only looks at them), or
    handed a path and text to write there that would switch the guard off later."""
    name = call.mcp_tool or call.tool
    from dongle.classify.operation import name_words

    words = name_words(name)
    if words and words[0] in READ_VERBS:
        return assessment
    home = os.environ.get("HOME") or default_home(cwd=call.cwd)
    try:
        strings = list(_strings(call.arguments))
    except _TooMany:
        return _refused(assessment)
    paths = tuple(s for s in strings if looks_like_path(s) and not any(c.isspace() for c in s))
    for path in paths:
        hit = guarded_path(path, call.cwd, home, os.environ, call.cwd)
        if hit:
            return stop(assessment, "hook.self-protection.agent-config",
                        f"hands `{name}` the guard's own {hit}, which it may change", _SAFER)
    if paths:
        targets = tuple(classify_path(p, call.cwd, home).path or p for p in paths)
        as_write = ToolCall(agent=call.agent, tool=call.tool, kind="write", cwd=call.cwd,
                            arguments=call.arguments, paths=targets)
        return guard_write(assessment, as_write)
    return assessment


def _refused(assessment: Assessment) -> Assessment:
    return stop(assessment, "hook.self-protection.disarm",
                f"carries more than {MAX_STRINGS} argument strings, more than the guard reads", _SAFER)


def _written_later(path: str, text: str, cwd: str, startup: bool) -> str | None:
    inv = Invocation(argv=("cat",), name="cat", redirects=(Redirect(">", path),), stdin_text=text, cwd=cwd)
    command = f"cat > {shlex.quote(path)} <<'EOF'\n{text}\nEOF"
    return disarm_invocation([inv], command, cwd, os.environ, startup,
                             lambda later: guard_reason_later(later, cwd), max_later=MAX_WRITTEN_PIECES)


def _strings(value: Any) -> Iterator[str]:
    """Every string in a tool's arguments, keys of objects included, depth-first."""
    count = 0
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            count += 1
            if count > MAX_STRINGS:
                raise _TooMany
            yield item
        elif isinstance(item, Mapping):
            stack.extend(item.values())
            stack.extend(k for k in item if isinstance(k, str))
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
