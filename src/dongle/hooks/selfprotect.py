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
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from dongle.assessment import Assessment
from dongle.disk_text import small_text
from dongle.hooks.human_side import CLIPBOARD_READERS, CLIPBOARD_WRITERS
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel

if TYPE_CHECKING:
    from dongle.shell.model import Invocation

# Rule ids (ours and the shell classifier's) that mean "this would change the guard itself".
GUARD_RULES = frozenset({"fs.write-agent-config", "hook.self-protection.agent-config",
                         "hook.self-protection.dongle-files", "hook.self-protection.operator-channel",
                         "hook.self-protection.disarm", "hook.self-protection.hidden-text",
                         "hook.self-protection.past-budget"})
# Text that hides part of a line from the human's approval prompt: a character not shown as itself
# (`dongle.visible`: a carriage return, escape sequences and other controls that move or erase what a
# terminal shows, bidirectional overrides, zero-width and other format characters), or a long run of
# blank lines or spaces that pushes the rest out of view.
_PADDING = re.compile("\n(?:[ \t]*\n){10,}|[ \t]{120,}")

# `dongle SUBCOMMAND` an agent must not run: the operator channel and the hook's own installation,
# the approval page (one the agent starts, on any store or port, is a page it controls: an impostor
# the human may trust) and the hook itself (a call the agent sends it is a forged record of a tool
# call, queued on the human's pending page).
OPERATOR_SUBCOMMANDS = frozenset({"approve", "deny", "unblock", "operator", "install", "uninstall", "db",
                                  "console", "hook"})
# Subcommands that are the operator's only with one of these words after them: `dongle pending
# --show-code ID` prints a challenge's code, and the adapter trust verbs ask for the passphrase.
OPERATOR_WITH = {"pending": frozenset({"--show-code"}),
                 "adapter": frozenset({"promote", "demote", "review", "certify", "test"})}
# Programs that run text they read later, as the user: a crontab, `at`, `batch`, or a shell given a
# script written earlier in the same line.
# (Job queues, `pueue add`/`tsp`/`nq`, and `systemd-run` are wrappers in `dongle.shell.wrappers`: the
# command they are handed is judged as itself. A file-event table reads its commands from stdin.)
DEFERRED_RUNNERS = frozenset({"crontab", "at", "batch", "sh", "bash", "zsh", "dash", "ksh", "source", ".",
                              "incrontab"})
# Files whose text is read by people, not run: the guard's commands written there are documentation.
# Any other file that receives them (a start-up file, a build script, a .tex run with shell escape)
# exists to have them run.
_DOC_SUFFIXES = (".md", ".markdown", ".rst", ".txt", ".adoc", ".asciidoc", ".html", ".org", ".1")
DONGLE_NAMES = frozenset({"dongle", "mcpaql-safety-dongle"})

# Commands that change a file without "writing" it in the classifier's sense (permissions, a
# database edited in place): on the guard's own files they are guard changes too.
GUARD_FILE_COMMANDS = frozenset({"sqlite3", "chmod", "chown", "chgrp", "chattr", "setfacl"})
GUARDED = frozenset({"agent_config", "dongle_self"})
# Programs that copy or link a file to a new name.
COPIERS = frozenset({"cp", "ln", "install", "rsync", "mv", "ditto"})
# Programs that run a command on a pseudo-terminal or type into one: a way to fake the operator's
# terminal. Their arguments are judged as text (`tmux send-keys 'dongle approve X' Enter`).
TERMINAL_HELPERS = frozenset({"expect", "unbuffer", "socat", "tmux", "screen", "empty", "zellij", "dtach",
                              "abduco", "ttyd", "pty", "ptyrun", "faketty", "xdotool", "ydotool", "conch"})
_VERBS = "|".join(sorted(OPERATOR_SUBCOMMANDS))
_OPERATOR_TEXT = re.compile(
    rf"(?:\b(?:dongle|mcpaql-safety-dongle)|-m\s+dongle(?:\.\w+)*)[\s\"',]{{1,4}}({_VERBS})\b"
    rf"|[\"'](?:dongle|mcpaql-safety-dongle|dongle\.cli)[\"']\s*,\s*[\"']({_VERBS})[\"']"
)
# Code that drives the dongle's own machinery or opens its state. (The judge's service by its unit name,
# `mcpaql-safety-dongle-judge`, is neither: what is done to it is judged as the command that does it.)
_DONGLE_CODE = re.compile(
    r"\bdongle\.(?:service|store|operator|commands|cli|hooks|verification|confirmations|console|server"
    r"|proxy|audit|__main__)\b|(?:run_module|import_module|__import__|run_path)\s*\(\s*['\"]dongle"
    r"|mcpaql[-_]safety[-_]dongle(?!-judge\b)|\bdongle\.db\b|\boperator\.json\b|\bdongle\.db\.head\b|\bhookd/"
    rf"|{_OPERATOR_TEXT.pattern}"
)

EXAMPLES = {
    "match": ["dongle approve conf_abc", "script -qc 'dongle approve conf_abc' /dev/null",
              "/home/u/.venv/bin/dongle unblock claude-code", "python -m dongle uninstall claude-code",
              "echo pw | dongle operator init", "cd /tmp && dongle deny conf_x",
              "printf '.shell dongle unblock codex\\n' >> ~/.duckdbrc",
              "tsp dongle uninstall cursor",
              "git remote add m 'ext::sh -c dongle% uninstall% codex'"],
    "guard_files": ["sqlite3 ~/.local/state/mcpaql-safety-dongle/dongle.db 'delete from blocks'",
                    "chmod 000 ~/.claude/settings.json", "chattr +i .cursor/hooks.json"],
    "not_guard_files": ["chmod +x scripts/build.sh", "sqlite3 app.db .tables"],
    "no_match": ["dongle pending", "dongle check -- ls", "echo dongle approve",
                 "git commit -m 'dongle approve'", "dongle audit", "script -q /dev/null",
                 "echo 'run dongle uninstall claude-code to remove it' >> docs/UNINSTALL.md"],
}


def operator_invocation(command: str, cwd: str,
                        invocations: Sequence[Invocation] | None = None) -> str | None:
    """The `dongle SUBCOMMAND` in `command` that only a human may run, if any: by name, through
    `python -m dongle[.cli]`, through a copy or link of the dongle's program (made earlier in the
    line or already on disk), or inside a pseudo-terminal helper (`script -c`, `expect`, `tmux
    send-keys`, `unbuffer`, `socat … pty`, `python -c 'pty.spawn(…)'`)."""
    aliases: set[str] = set()
    for inv in _parsed(command, cwd, invocations):
        argv = list(inv.argv)
        name = posixpath.basename(inv.name or (argv[0] if argv else ""))
        if name.startswith("python") and len(argv) > 2 and argv[1] == "-m" and (
                argv[2] == "dongle" or argv[2].startswith("dongle.")):
            argv, name = argv[2:], "dongle"
        if name in COPIERS:
            _note_aliases(argv, aliases, cwd)
        if (name in DONGLE_NAMES or name in aliases or _is_dongle_program(argv[0] if argv else "", cwd)) \
                and len(argv) > 1 and (argv[1] in OPERATOR_SUBCOMMANDS
                                       or not OPERATOR_WITH.get(argv[1], frozenset()).isdisjoint(argv[2:])):
            return f"dongle {' '.join(argv[1:3]) if argv[1] in OPERATOR_WITH else argv[1]}"
        if name in DEFERRED_RUNNERS and (name in ("crontab", "at", "batch") or len(argv) > 1):
            # `(crontab -l; echo '* * * * * dongle uninstall x') | crontab -`, `printf '…dongle
            # uninstall…' > u.sh && sh u.sh`: the text it runs later comes from elsewhere in the line
            match = _OPERATOR_TEXT.search(command.replace("\\n", "\n").replace("\\t", "\t"))
            if match:
                return f"dongle {match.group(1) or match.group(2)} (run later through {name})"
        if _text_kept_to_run(inv, name, argv):   # (`% ` is a space inside a git `ext::` URL)
            text = command.replace("\\n", "\n").replace("\\t", "\t").replace("% ", " ")
            match = _OPERATOR_TEXT.search(text)
            if match:
                return f"dongle {match.group(1) or match.group(2)} (kept where something runs it later)"
        if _puts_on_clipboard(inv, name, argv):
            match = _OPERATOR_TEXT.search(command.replace("\\n", "\n"))
            if match:
                return f"dongle {match.group(1) or match.group(2)} (on the clipboard, for the human to paste)"
        if name == "script":   # `script -qc CMD` runs CMD on a fresh pty: the way to fake a terminal
            inner = _script_command(argv[1:])
            found = operator_invocation(inner, cwd) if inner else None
            if found:
                return found
        if name in TERMINAL_HELPERS or _interpreter(name):
            match = _OPERATOR_TEXT.search(" ".join(argv[1:]) + "\n" + (inv.stdin_text or ""))
            if match:
                return f"dongle {match.group(1) or match.group(2)} (through {name})"
    return None


# Clipboards besides the desktop's: a terminal multiplexer's paste buffer, a clipboard manager's.
_BUFFER_WRITES = {"tmux": ("set-buffer", "setb", "load-buffer", "loadb"), "copyq": ("add", "copy", "write"),
                  "screen": ("-X",)}


def _puts_on_clipboard(inv: Invocation, name: str, argv: list[str]) -> bool:
    """Does this command put text on a clipboard the human pastes from? The human trusts what they
    paste as their own, so the operator's command placed there is run by the human, unread."""
    if name in CLIPBOARD_WRITERS:
        return not set(CLIPBOARD_READERS.get(name, ())) & set(argv[1:])
    return bool(set(_BUFFER_WRITES.get(name, ())) & set(argv[1:3]))


def _text_kept_to_run(inv: Invocation, name: str, argv: list[str]) -> bool:
    """Does this command keep text where something runs it later? Written into a file that is not
    documentation (`printf '.system dongle uninstall x' >> ~/.sqliterc`, a `.tex` later run with
    shell escape), or a git remote whose URL is a command (`ext::sh -c …`, which git runs on fetch
    and which `git maintenance` fetches hourly)."""
    if name == "git" and any(word.startswith("ext::") for word in argv):
        return True
    targets = [r.target for r in inv.redirects if r.op in (">", ">>", ">|", "&>", "&>>")]
    if name in ("tee", "sponge"):
        targets.extend(word for word in argv[1:] if not word.startswith("-"))
    return any(t and t != "/dev/null" and not t.lower().endswith(_DOC_SUFFIXES) for t in targets)


def dongle_code_invocation(command: str, cwd: str,
                           invocations: Sequence[Invocation] | None = None) -> str | None:
    """An interpreter that runs the dongle's own code or opens its state: `python3 -c "from
    dongle.service import SafetyService; …approve(…)"`, `reveal_code`, `runpy.run_module('dongle')`,
    `sqlite3.connect('…/mcpaql-safety-dongle/dongle.db')` from Python, node or perl, or a script
    file on disk that does so. The code is the same as the operator's, so only where it runs can
    tell them apart: never from the agent's shell."""
    from dongle.paths import _dongle_places
    places = tuple(p for p in _dongle_places(os.environ) if len(p) > 4)
    for inv in _parsed(command, cwd, invocations):
        name = posixpath.basename(inv.name)
        if not _interpreter(name) or package_query(inv):
            continue
        # the whole line too: a script written with literal content earlier in it, then run
        texts = [" ".join(inv.argv[1:]), inv.stdin_text or "", command]
        texts.extend(_script_text(word, cwd) for word in inv.argv[1:4] if not word.startswith("-"))
        text = "\n".join(texts)
        match = _DONGLE_CODE.search(text)
        if match:
            return f"{name} code using `{match.group(0)[:60]}`"
        place = next((p for p in places if p in text), None)
        if place:
            return f"{name} code naming the dongle's own file {place}"
    return None


# Package tools, and what they are asked that only looks up what is installed: their operands are
# package names read from metadata, not files or code they change or run.
PACKAGE_TOOLS = frozenset({"pip", "pip3", "pipx", "uv", "conda", "mamba", "poetry", "pdm", "rye", "pixi"})
_PACKAGE_QUERIES = frozenset({"show", "list", "freeze", "check", "inspect", "search", "index", "info", "why"})


def package_query(inv: Invocation) -> bool:
    """`pip show mcpaql-safety-dongle`, `python3 -m pip list`, `uv pip show …`: a package tool asked
    about what is installed reads its metadata and changes nothing it is handed."""
    args = inv.args[2:] if inv.name.startswith("python") and inv.args[:2] == ("-m", "pip") else (
        inv.args if inv.name in PACKAGE_TOOLS else ())
    words = [a for a in args if not a.startswith("-")]
    if words[:1] == ["pip"]:
        words = words[1:]
    return bool(words) and words[0] in _PACKAGE_QUERIES and not inv.redirects


def _interpreter(name: str) -> bool:
    from dongle.shell.interp import is_interpreter

    return is_interpreter(name) or name in ("osascript", "pwsh", "tclsh", "wish", "guile", "bb", "jshell")


def _note_aliases(argv: list[str], aliases: set[str], cwd: str) -> None:
    """`cp $(which dongle) ./dg`, `ln -s ~/.venv/bin/dongle dg`: the destination runs the dongle."""
    operands = [a for a in argv[1:] if not a.startswith("-")]
    if len(operands) >= 2 and any(posixpath.basename(o) in DONGLE_NAMES or _is_dongle_program(o, cwd)
                                  for o in operands[:-1]):
        aliases.add(posixpath.basename(operands[-1].rstrip("/")) or operands[-1])


def _is_dongle_program(word: str, cwd: str) -> bool:
    """A program file that is the dongle under another name: a link to it, or a copy of its
    entry script (pip's console scripts import `dongle.cli`)."""
    if not word or posixpath.basename(word) in DONGLE_NAMES:
        return posixpath.basename(word) in DONGLE_NAMES
    path = word if word.startswith("/") else (posixpath.join(cwd, word) if "/" in word else None)
    if path is None:
        import shutil

        path = shutil.which(word)
    if not path:
        return False
    try:
        if posixpath.basename(os.path.realpath(path)) in DONGLE_NAMES:
            return True
        if not os.path.isfile(path) or os.path.getsize(path) > 64 * 1024:
            return False  # a named pipe would hold the hook until another process writes into it
        with open(path, "rb") as handle:
            head = handle.read(64 * 1024)
    except (OSError, ValueError):
        return False
    return b"dongle.cli" in head or b"from dongle" in head


def _script_text(word: str, cwd: str) -> str:
    """The text of a script file an interpreter is given, when it exists and is small."""
    return small_text(word if word.startswith("/") else posixpath.join(cwd, word)) or ""


def _script_command(args: list[str]) -> str | None:
    for i, arg in enumerate(args):
        if arg.startswith("--command="):
            return arg.split("=", 1)[1]
        if (arg == "--command" or (arg.startswith("-") and not arg.startswith("--") and arg.endswith("c"))) \
                and i + 1 < len(args):
            return args[i + 1]
    return None


def guard_file_invocation(command: str, cwd: str,
                          invocations: Sequence[Invocation] | None = None) -> str | None:
    """A permission change or in-place database edit aimed at the guard's own files, if any."""
    from dongle.hooks.guard_operands import only_reads
    from dongle.paths import classify_path, looks_like_path

    home = os.environ.get("HOME")
    for inv in _parsed(command, cwd, invocations):
        if posixpath.basename(inv.name) not in GUARD_FILE_COMMANDS or only_reads(inv):
            continue
        for arg in inv.args:
            if looks_like_path(arg) and classify_path(arg, cwd, home).sensitivity in GUARDED:
                return f"{posixpath.basename(inv.name)} {arg}"
        if locked := _owner_locked_out(inv, cwd, home or ""):
            return locked
    return None


def _owner_locked_out(inv: Invocation, cwd: str, home: str) -> str | None:
    """`chmod 600 ~/.local`, `chmod 0500 ~/.local/state`, `chattr +i ~/.local/state`: a mode that takes
    the owner's read, search or write bit off the home directory or a directory between it and the
    guard's files, or makes one immutable. The hook's interpreter and its store lie under it: the hook
    can no longer start, open its store, or create the store's directory, journal and socket, and
    several agents then run every call unjudged. `chmod 700 ~/.local`, `chmod go-rwx ~/.config`
    keep the owner in."""
    from dongle.hooks.guard_operands import above_guard, guarded_path
    from dongle.paths import classify_path

    if inv.name not in ("chmod", "chattr") or not home:
        return None
    words = [a for a in inv.args if not a.startswith("-") or _SYMBOLIC_MODE.fullmatch(a)]
    if inv.name == "chattr":
        words = [a for a in inv.args if not a.startswith("-")]
        if len(words) < 2 or not re.fullmatch(r"\+[a-zA-Z]*[ia][a-zA-Z]*", words[0]):
            return None
    elif len(words) < 2 or not _mode_locks_owner(words[0]):
        return None
    for word in words[1:]:
        path = classify_path(word, inv.cwd or cwd, home).path
        if path and (path == home or above_guard(path, cwd, home, os.environ)
                     or guarded_path(path, cwd, home, os.environ, cwd)):
            return f"{inv.name} {words[0]} {word}, which locks the owner out of the guard's own directories"
    return None


_SYMBOLIC_MODE = re.compile(r"[ugoa]*[-+=][rwxXst]*(?:,[ugoa]*[-+=][rwxXst]*)*")


def _mode_locks_owner(mode: str) -> bool:
    """The mode leaves a directory's owner without read, search or write (`600`, `0500`, `u-x`, `a=rx`)."""
    if mode.isdigit() and len(mode) in (3, 4) and set(mode) <= set("01234567"):
        return int(mode[-3]) != 7
    if not _SYMBOLIC_MODE.fullmatch(mode):
        return False
    for clause in mode.split(","):
        who, op, perms = re.match(r"([ugoa]*)([-+=])(.*)", clause).groups()  # type: ignore[union-attr]
        if who and not set(who) & set("ua"):
            continue
        if (op == "-" and set(perms) & set("rwxX")) or (op == "=" and not ({"r", "w"} <= set(perms)
                                                                         and set(perms) & set("xX"))):
            return True
    return False


def guard_shell(assessment: Assessment, command: str, cwd: str, depth: int = 0) -> Assessment:
    """Raise a shell assessment to a hard stop when it touches the guard. `depth`: how many levels of
    text-written-for-later this judgement is inside (one is followed)."""
    from dongle.hooks.disarm import disarm_invocation

    later = None if depth else (lambda text: guard_reason_later(text, cwd))
    invocations = _parsed(command, cwd, None)  # one parse for every check below
    env = os.environ
    disarmed = disarm_invocation(list(invocations), command, cwd,
                                 env, "fs.write-shell-startup" in assessment.rules, later)
    if disarmed:
        return stop(assessment, "hook.self-protection.disarm",
                     f"{disarmed}: that switches the guard off",
                     "ask the human to change the dongle or the agent's setup themselves")
    if not depth and (moved := _home_moved_in_line(command, cwd)):
        return moved
    if not depth and (planted := _task_file_run(assessment, invocations, cwd)):
        return planted
    touched = guard_file_invocation(command, cwd, invocations)
    if touched:
        return stop(assessment, "hook.self-protection.agent-config",
                     f"`{touched}` changes agent hook/settings files or the dongle's own files",
                     "ask the human to change agent or dongle settings themselves")
    found = operator_invocation(command, cwd, invocations)
    if found:
        return stop(assessment, "hook.self-protection.operator-channel",
                     f"runs `{found}` from the agent's shell: only the human, in their own terminal, "
                     "approves requests or changes the dongle's hook",
                     "ask the human to run it in their own terminal")
    found = dongle_code_invocation(command, cwd, invocations)
    if found:
        return stop(assessment, "hook.self-protection.dongle-files",
                     f"runs {found}: the dongle's own code and state are the human's, not the agent's",
                     "ask the human to do it in their own terminal")
    if GUARD_RULES & set(assessment.rules):
        return stop(assessment, "hook.self-protection.agent-config",
                     "changes agent hook/settings files or the dongle's own files from the shell",
                     "ask the human to change agent or dongle settings themselves")
    if _BUDGET_SPENT.search(" ".join(assessment.factors)) and (named := _GUARD_NAMED.search(command)):
        # padding must not carry a change to the guard past what the judge reads
        return stop(assessment, "hook.self-protection.past-budget",
                    f"names the guard (`{named.group(0)}`) in a line longer or deeper than the judge reads "
                    "whole: what it does there is not known",
                    "run the change to the guard, if any, as its own short line")
    if not depth and (carried := _later_run_judged(assessment, invocations, command, cwd, env)):
        assessment = carried
    if assessment.tier.value == "advisory" and (pipe := _pipe_handed(invocations, cwd)):
        assessment = replace(
            assessment, danger_level=max(assessment.danger_level, DangerLevel.DESTRUCTIVE),
            risk_score=max(assessment.risk_score, 45), rules=("hook.named-pipe-code", *assessment.rules),
            factors=(f"{pipe}: what runs is written in by another process at that moment, unseen by the "
                     "judge and the human", *assessment.factors),
            safer_alternative="Write the script to a regular file, so that it can be read and judged.")
    if assessment.tier.value == "advisory" and (unhooked := _unhooked_agent(invocations)):
        assessment = replace(
            assessment, danger_level=max(assessment.danger_level, DangerLevel.DESTRUCTIVE),
            risk_score=max(assessment.risk_score, 45), rules=("hook.unguarded-agent", *assessment.rules),
            factors=(unhooked, *assessment.factors),
            safer_alternative="Do the task in this session, where each step is judged, or ask the human to "
                              "start that agent themselves.")
    # only a line the human is asked to approve (a pause) deceives: a go asks nobody, a stop is refused
    asks = assessment.tier.value in ("confirm", "verify")
    hidden = _hiding(command) if asks else None
    if hidden:
        return stop(assessment, "hook.self-protection.hidden-text",
                     f"asks for approval of a line that hides part of itself from the prompt ({hidden}): "
                     "the human would approve what they cannot see",
                     "write the command on one visible line, without control characters or padding")
    unread = asks and bool(_UNREAD_RULES & set(assessment.rules))
    encoded = _encoded_into_shell(invocations) if unread else None
    if encoded:
        return stop(assessment, "hook.self-protection.hidden-text",
                     f"asks for approval of a command the line spells only encoded (through `{encoded}`) and "
                     "runs in a shell, which neither the judge nor the human can read",
                     "run the command itself, written out, so that it can be read and judged")
    return assessment


# HOME assigned in the line (`HOME=/tmp/h;`, `export HOME=…`, `env HOME=… cmd`) to anything but itself
# (`env -i HOME="$HOME" …` keeps it).
_HOME_ASSIGNED = lazy_compile(r"(?<![\w$])HOME=(?![\"']?(?:\$HOME\b|\$\{HOME\}|~(?:/|[\s\"';&|]|$)))")


def _home_moved_in_line(command: str, cwd: str) -> Assessment | None:
    """`HOME=/tmp/h; cd ~; rm -rf .claude`: the guard's files are the real home's whatever the line sets
    HOME to, and an agent or hook started later reads the real home's. So a line that moves HOME is
    judged again with its `~` and `$HOME` meaning the real home; a change of the guard found there
    stops. (A scratch HOME for a test run, `HOME=/tmp/s pytest`, touches no guard file either way.)"""
    if not _HOME_ASSIGNED.search(command):
        return None
    from dongle.classify.command import classify_command

    kept = _HOME_ASSIGNED.sub("LINE_HOME=", command)
    judged = guard_shell(classify_command(kept, cwd=cwd, env=dict(os.environ)), kept, cwd, depth=1)
    if judged.tier.value == "danger_zone" and any(r.startswith("hook.self-protection") for r in judged.rules):
        return replace(judged, factors=("with HOME moved only for this line, `~` still names the real "
                                        "home, where the guard's files are", *judged.factors))
    return None


def _task_file_run(assessment: Assessment, invocations: Sequence[Invocation], cwd: str) -> Assessment | None:
    """A task runner (`just`, `tox`, `pre-commit`, …) whose task file on disk, judged as text written now,
    changes the guard (`dongle.hooks.task_files`); one whose task file cannot be read whole runs what the
    guard cannot see, so the line pauses at least (fail closed)."""
    from dongle.hooks.task_files import as_written, task_files_run

    for file, text in task_files_run(invocations, cwd):
        from dongle.classify.command import classify_command

        if text is None:
            if assessment.danger_level >= DangerLevel.DESTRUCTIVE:
                continue
            return replace(assessment, danger_level=DangerLevel.DESTRUCTIVE,
                           risk_score=max(assessment.risk_score, 60),
                           factors=(f"runs the task file {file} from the disk, which is too large or "
                                    "unreadable for the guard to see what it runs", *assessment.factors),
                           rules=("hook.task-file-unread", *assessment.rules))

        line = as_written(file, text)
        judged = guard_shell(classify_command(line, cwd=cwd, env=dict(os.environ)), line, cwd)
        if judged.tier.value == "danger_zone" and any(r.startswith("hook.self-protection")
                                                      for r in judged.rules):
            return replace(judged, factors=(f"runs the task file {file} from the disk, which changes the "
                                            "guard", *judged.factors))
    return None


# Programs that turn the text they are given into other text: decoders, decompressors, charset
# converters, and calculators that print bytes (`dc -e '16i 7472… P'`).
DECODERS = frozenset({"base64", "base32", "basenc", "b64decode", "xxd", "uudecode", "openssl", "gunzip",
                      "gzip", "zcat", "xz", "unxz", "xzcat", "bzip2", "bunzip2", "bzcat", "zstd", "unzstd",
                      "lz4", "brotli", "iconv", "recode", "dc", "rev", "tr", "basez"})


# What the parser says when a line outgrew its budget (commands, bytes, pipes, nesting): the rest is unread.
_BUDGET_SPENT = re.compile(r"the rest were not analysed|only the start was analysed|levels was not analysed"
                           r"|budget for nested commands exhausted")
# The guard and the agents it hooks, named anywhere in a line.
_GUARD_NAMED = re.compile(r"(?i)\.(?:claude|codex|gemini|cursor|copilot)\b|\bdongle\b|mcpaql|disableAllHooks"
                          r"|\bhooks\.json\b")


def _unhooked_agent(invocations: Sequence[Invocation]) -> str | None:
    """An agent started on a task where no hook of this guard runs (`hooks.unhooked_agents`)."""
    from dongle.hooks.unhooked_agents import unhooked_agent_started

    return unhooked_agent_started(invocations)


def _pipe_handed(invocations: Sequence[Invocation], cwd: str) -> str | None:
    """A named pipe the line runs or applies (`dongle.hooks.named_pipes`)."""
    from dongle.hooks.named_pipes import pipe_handed, pipe_planted
    from dongle.paths import default_home

    if handed := pipe_handed(invocations, cwd, os.environ.get("HOME") or default_home(cwd=cwd)):
        return f"hands `{handed}`, a named pipe, to a program that runs or applies it"
    planted = pipe_planted(invocations)
    return f"makes `{planted}` a named pipe, where code is kept" if planted else None


def _hiding(command: str) -> str | None:
    """What in `command` a human approving it would not see: a hidden character, or padding."""
    from dongle.visible import escaped, first_hidden

    hidden = first_hidden(command, allowed="\n\t")
    if hidden:
        return f"`{escaped(hidden)}`"
    padding = _PADDING.search(command)
    return f"{padding.group(0)[:3]!r}…" if padding else None


# What the classifier says when it could not read what a shell is fed (a payload that does not decode
# here, a program's output): a payload it did decode is judged, and shown, as the command it is.
_UNREAD_RULES = frozenset({"net.decode-to-shell", "compound.unresolved"})
# What runs text fed to it: shells and interpreters reading their program on stdin.
_RUNS_STDIN = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "source", "."})
_LITERAL_SOURCES = frozenset({"echo", "printf", "dc"})


def _encoded_into_shell(invocations: Sequence[Invocation]) -> str | None:
    """The decoder through which a payload written in the line itself reaches a shell
    (`echo H4sI… | base64 -d | gunzip | bash`, `dc -e '16i … P' | sh`, UTF-7 through iconv): the
    prompt shows the human an encoding, not the command. A script decompressed from a file the human
    can open (`zcat setup.sh.gz | sh`) is not spelled in the line, and is judged as such. Called only
    when the classifier could not read the payload (`_UNREAD_RULES`)."""
    spelled = {i.name for i in invocations if i.name in DECODERS and (
        i.name == "dc" or any(r.op in ("<<<", "<<", "<<-") for r in i.redirects)
        or _LITERAL_SOURCES & set(i.stdin_from))}
    for inv in invocations:
        if (inv.name in _RUNS_STDIN or _interpreter(inv.name)) and spelled & set(inv.stdin_from):
            return next(name for name in inv.stdin_from if name in spelled)
    return None


def _later_run_judged(assessment: Assessment, invocations: Sequence[Invocation], command: str,
                      cwd: str, env: Mapping[str, str]) -> Assessment | None:
    """A file or desktop setting another program runs later, written with commands (`.envrc`'s lines, a
    pre-commit hook's `entry:`, ssh's `ProxyCommand`, a terminal profile's command): each is judged as if it
    ran now, and the line is at least as grave as the gravest (`eval "$(curl … )"` in `.envrc` asks, as it
    would typed). Commands in a language other than the shell's are read by the code checks instead."""
    from dongle.classify.command import classify_command
    from dongle.hooks.disarm import later_run_texts
    from dongle.hooks.later_run_files import carried_commands, shell_text

    worst_seen: Assessment | None = None
    for target, runner, text in later_run_texts(list(invocations), command, cwd, env):
        if runner.startswith("every later shell"):
            continue  # a start-up file's text is judged by the classifier's own reading of it
        lines = shell_text(target) or runner == "the desktop runs it"
        for carried in carried_commands(text, lines=lines):
            if carried == command:
                continue
            judged = classify_command(carried, cwd=cwd, env=dict(env))
            if judged.tier.value != "advisory" and judged.risk_score > max(
                    assessment.risk_score, worst_seen.risk_score if worst_seen else 0):
                worst_seen = replace(judged, factors=(
                    f"writes `{carried[:60]}` into `{posixpath.basename(target)}` ({runner}), judged as "
                    "if it ran now", *judged.factors))
    if worst_seen is None:
        return None
    return replace(assessment, danger_level=max(assessment.danger_level, worst_seen.danger_level),
                   risk_score=worst_seen.risk_score, factors=(*worst_seen.factors[:2], *assessment.factors),
                   rules=(*assessment.rules, "hook.later-run-code", *worst_seen.rules))


def guard_reason_later(text: str, cwd: str) -> str | None:
    """Why `text`, run later as a command line, would change the guard (None when it would not)."""
    from dongle.classify.command import classify_command

    judged = guard_shell(classify_command(text, cwd=cwd, env=dict(os.environ)), text, cwd, depth=1)
    return judged.factors[0].rstrip(".") if is_guard(judged) else None


def is_code_runner(name: str) -> bool:
    """`name` runs code it is handed (python, node, ruby, perl, tclsh, osascript, pwsh, …)."""
    return _interpreter(name)


def _parsed(command: str, cwd: str, invocations: Sequence[Invocation] | None) -> Sequence[Invocation]:
    """The line's invocations: those the caller already has, else parsed here."""
    if invocations is not None:
        return invocations
    from dongle.shell.parse import parse_command

    return parse_command(command, cwd=cwd).invocations


def is_guard(assessment: Assessment) -> bool:
    return bool(GUARD_RULES & set(assessment.rules))


def stop(assessment: Assessment, rule: str, reason: str, safer: str) -> Assessment:
    return replace(assessment, danger_level=DangerLevel.FORBIDDEN, risk_score=100,
                   factors=(reason, *assessment.factors), rules=(rule, *assessment.rules),
                   safer_alternative=safer)
