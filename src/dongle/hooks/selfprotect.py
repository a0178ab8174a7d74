"""Self-protection at the hook: the agent may not reconfigure or approve its own guard.

Two doors besides the editor tools (whose path rules live in `dongle.hooks.paths`):
- shell writes to agent hook/settings files or the dongle's own files, which the shell classifier
  reports as `fs.write-agent-config` (redirects, `sed -i`, `tee`, `cp`/`mv` onto them, `rm`);
- the operator channel and hook management run from the agent's own shell (`dongle approve`,
  `dongle unblock`, `dongle uninstall`, ...): a same-user agent that fakes a terminal could approve
  its own pause or remove its hook.
Both become a hard stop with score 100 that no approval turns into a go through the hook: the human
makes such changes in their own terminal, outside the agent.
"""

from __future__ import annotations

import os
import posixpath
from dataclasses import replace

from dongle.assessment import Assessment
from dongle.levels import DangerLevel

# Rule ids (ours and the shell classifier's) that mean "this would change the guard itself".
GUARD_RULES = frozenset({"fs.write-agent-config", "hook.self-protection.agent-config",
                         "hook.self-protection.dongle-files", "hook.self-protection.operator-channel"})

# `dongle SUBCOMMAND` an agent must not run: the operator channel and the hook's own installation.
OPERATOR_SUBCOMMANDS = frozenset({"approve", "deny", "unblock", "operator", "install", "uninstall", "db"})
DONGLE_NAMES = frozenset({"dongle", "mcpaql-safety-dongle"})

# Commands that change a file without "writing" it in the classifier's sense (permissions, a
# database edited in place): on the guard's own files they are guard changes too.
GUARD_FILE_COMMANDS = frozenset({"sqlite3", "chmod", "chown", "chgrp", "chattr", "setfacl"})
GUARDED = frozenset({"agent_config", "dongle_self"})

EXAMPLES = {
    "match": ["dongle approve conf_abc", "script -qc 'dongle approve conf_abc' /dev/null",
              "/home/u/.venv/bin/dongle unblock claude-code", "python -m dongle uninstall claude-code",
              "echo pw | dongle operator init", "cd /tmp && dongle deny conf_x"],
    "guard_files": ["sqlite3 ~/.local/state/mcpaql-safety-dongle/dongle.db 'delete from blocks'",
                    "chmod 000 ~/.claude/settings.json", "chattr +i .cursor/hooks.json"],
    "not_guard_files": ["chmod +x scripts/build.sh", "sqlite3 app.db .tables"],
    "no_match": ["dongle pending", "dongle check -- ls", "echo dongle approve",
                 "git commit -m 'dongle approve'", "dongle audit", "script -q /dev/null"],
}


def operator_invocation(command: str, cwd: str) -> str | None:
    """The `dongle SUBCOMMAND` in `command` that only a human may run, if any."""
    from dongle.shell.parse import parse_command

    for inv in parse_command(command, cwd=cwd).invocations:
        argv = list(inv.argv)
        name = posixpath.basename(inv.name or (argv[0] if argv else ""))
        if name.startswith("python") and argv[1:3] == ["-m", "dongle"]:
            argv, name = argv[2:], "dongle"
        if name in DONGLE_NAMES and len(argv) > 1 and argv[1] in OPERATOR_SUBCOMMANDS:
            return f"dongle {argv[1]}"
        if name == "script":   # `script -qc CMD` runs CMD on a fresh pty: the way to fake a terminal
            inner = _script_command(argv[1:])
            found = operator_invocation(inner, cwd) if inner else None
            if found:
                return found
    return None


def _script_command(args: list[str]) -> str | None:
    for i, arg in enumerate(args):
        if arg.startswith("--command="):
            return arg.split("=", 1)[1]
        if (arg == "--command" or (arg.startswith("-") and not arg.startswith("--") and arg.endswith("c"))) \
                and i + 1 < len(args):
            return args[i + 1]
    return None


def guard_file_invocation(command: str, cwd: str) -> str | None:
    """A permission change or in-place database edit aimed at the guard's own files, if any."""
    from dongle.paths import classify_path, looks_like_path
    from dongle.shell.parse import parse_command

    home = os.environ.get("HOME")
    for inv in parse_command(command, cwd=cwd).invocations:
        if posixpath.basename(inv.name) not in GUARD_FILE_COMMANDS:
            continue
        for arg in inv.args:
            if looks_like_path(arg) and classify_path(arg, cwd, home).sensitivity in GUARDED:
                return f"{posixpath.basename(inv.name)} {arg}"
    return None


def guard_shell(assessment: Assessment, command: str, cwd: str) -> Assessment:
    """Raise a shell assessment to a hard stop when it touches the guard."""
    touched = guard_file_invocation(command, cwd)
    if touched:
        return _stop(assessment, "hook.self-protection.agent-config",
                     f"`{touched}` changes agent hook/settings files or the dongle's own files",
                     "ask the human to change agent or dongle settings themselves")
    found = operator_invocation(command, cwd)
    if found:
        return _stop(assessment, "hook.self-protection.operator-channel",
                     f"runs `{found}` from the agent's shell: only the human, in their own terminal, "
                     "approves requests or changes the dongle's hook",
                     "ask the human to run it in their own terminal")
    if GUARD_RULES & set(assessment.rules):
        return _stop(assessment, "hook.self-protection.agent-config",
                     "changes agent hook/settings files or the dongle's own files from the shell",
                     "ask the human to change agent or dongle settings themselves")
    return assessment


def is_guard(assessment: Assessment) -> bool:
    return bool(GUARD_RULES & set(assessment.rules))


def _stop(assessment: Assessment, rule: str, reason: str, safer: str) -> Assessment:
    return replace(assessment, danger_level=DangerLevel.FORBIDDEN, risk_score=100,
                   factors=(reason, *assessment.factors), rules=(rule, *assessment.rules),
                   safer_alternative=safer)
