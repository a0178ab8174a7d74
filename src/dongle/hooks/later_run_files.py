"""Files and settings whose text another program runs later, on its own events, read as what it runs.

Many programs run commands they read from a file or a setting, each time something happens, long after
the line that wrote it was judged:

- the agent's own shell snapshot (`~/.claude/shell-snapshots/*.sh`, sourced before every command), its
  slash commands, sub-agents, skills and output styles (a `!`-backquoted line runs when it is invoked);
- a commit framework's local hook (`.pre-commit-config.yaml` `entry:`), a test runner's plugin file
  (`conftest.py`), a build tool's init script (`~/.gradle/init.d/*`), a directory's environment file
  (`.envrc`, run by direnv at every `cd`);
- ssh's configuration (`Match exec`, `ProxyCommand`, `LocalCommand`, `KnownHostsCommand`: every later
  connection, each `git push` included), a desktop entry's `Exec=`, a shell's start-up files;
- git's hooks however a framework keeps them (`.husky/`, `lefthook.yml`, `.git/hooks/`), an editor's tasks,
  and the start-up code of the human's interactive tools (`.vimrc`, nvim's `init.lua`, `.gdbinit`,
  `.psqlrc`'s shell escape, IPython's startup directory, `.Rprofile`, `.irbrc`);
- a desktop setting that names a command (`dconf write …/custom-command`, `gsettings set … custom-command`):
  every terminal the human opens runs it.

So what such a text runs is judged as if it ran now (the caller's classifier and guard), and one more
reading is made: a command there that runs a file kept out of sight (a hidden file under a cache
directory, `sh ~/.cache/.pre`, or any file in shared scratch space) is persistence: the file is not there
to judge yet, and whatever is put there later runs on the other program's events, unjudged. A text that
runs the project's own scripts or formats code, a hook from a published repository, a host alias, a
plain desktop entry, a terminal profile's font, are the everyday twins.
"""

from __future__ import annotations

import posixpath
import shlex
from collections.abc import Sequence

from dongle.lazy_regex import lazy_compile

# Each kind of file another program runs the text of later, and who runs it when.
_LATER_RUN = (
    (lazy_compile(r"(?:^|/)\.claude/shell-snapshots/"), "the agent's shell sources it before every command"),
    (lazy_compile(r"(?:^|/)\.(?:claude|gemini|cursor|codex|qwen|opencode|github)/"
                  r"(?:commands|agents|skills|output-styles|prompts)/"),
     "the agent runs its `!` lines whenever it is invoked, in every later session"),
    (lazy_compile(r"(?:^|/)\.pre-commit-config\.ya?ml$"),
     "pre-commit runs its local hooks at every later commit"),
    (lazy_compile(r"(?:^|/)conftest\.py$"), "pytest imports it at every later test run"),
    (lazy_compile(r"(?:^|/)\.gradle/(?:init\.d/[^/]+|init\.gradle(?:\.kts)?)$"),
     "Gradle runs it at the start of every later build"),
    (lazy_compile(r"(?:^|/)\.envrc$"), "direnv runs it at every later `cd` into the directory"),
    (lazy_compile(r"(?:^|/)\.ssh/config(?:\.d/[^/]+)?$"),
     "ssh runs its `Match exec`, `ProxyCommand` and `LocalCommand` at every later connection"),
    (lazy_compile(r"(?:^|/)(?:\.local/share/applications|\.config/autostart)/[^/]+\.desktop$"),
     "the human's launcher runs its `Exec=` line"),
    (lazy_compile(r"(?:^|/)(?:\.husky/[^/]+|lefthook(?:-local)?\.ya?ml|\.git/hooks/[^/]+)$"),
     "git runs it at every later commit, checkout or push"),
    (lazy_compile(r"(?:^|/)\.vscode/tasks\.json$"), "the editor runs its tasks, some as the folder opens"),
    # interactive tools' own start-up code: the human's debugger, editor, database shell or REPL runs it
    (lazy_compile(r"(?:^|/)(?:\.(?:vimrc|gvimrc|exrc|gdbinit|lldbinit|psqlrc|sqliterc|duckdbrc|Rprofile|irbrc"
                  r"|pryrc|pythonrc(?:\.py)?)|\.config/nvim/(?:init\.(?:lua|vim)|plugin/[^/]+)"
                  r"|\.vim/plugin/[^/]+|\.ipython/profile_[^/]+/startup/[^/]+)$"),
     "the human's interactive tool runs it at every start"),
)
# A cheap gate over the whole line before any of the above is looked for.
_GATE = lazy_compile(r"shell-snapshots|/(?:commands|agents|skills|output-styles|prompts)/|pre-commit-config"
                     r"|conftest|\.gradle|\.envrc|\.ssh/config|\.desktop|\.husky/|lefthook|\.git/hooks"
                     r"|tasks\.json|rc\b|\.gdbinit|\.lldbinit|Rprofile|nvim/|\.vim/|\.ipython/")
# The commands a text of such a file carries: a `!`-backquoted line, a key that holds a command (YAML's
# `entry:`, ssh's keys, a desktop entry's `Exec=`), `Match … exec "CMD"`.
_BANG = lazy_compile(r"!`([^`\n]+)`")
_KEYED_COMMAND = lazy_compile(
    r"(?im)^\s*-?\s*(?:entry|Exec|TryExec|ProxyCommand|LocalCommand|KnownHostsCommand|run|command)"
    r"\s*[:=\s]\s*(?P<cmd>.+?)\s*$")
_MATCH_EXEC = lazy_compile(r"(?i)\bexec\s+(?P<q>[\"'])(?P<cmd>.+?)(?P=q)|\bexec\s+(?P<bare>[^\s\"']\S*)")
# A file kept out of sight: a hidden name under a cache directory, or anything in shared scratch space.
_HOME = r"(?:~|\$\{?HOME\}?|/home/[\w.-]+|/root|/Users/[\w.-]+)"
CONCEALED = (rf"(?:{_HOME}/(?:\.cache|Library/Caches)|\$\{{?XDG_CACHE_HOME\}}?)"
             r"/(?:[\w.@+-]+/)*\.[\w.@+-]+(?:/[\w.@+-]+)*"
             r"|/(?:tmp|var/tmp|dev/shm)/[\w.@+/-]*[\w@+-]")
# That file run: handed to a shell, an interpreter, `source`/`.`, `exec`, read into `eval`, or run itself
# where a command starts.
_RUN_CONCEALED = lazy_compile(
    r"(?:\b(?:sh|bash|zsh|dash|ksh|fish|source|exec|python[\d.]*|perl|node|ruby|php)\b[\"',\s]+(?:-\w+[\"',\s]+)*"
    r"|(?:^|[;&|(`!]\s*|\bthen\s+|\bdo\s+)\.\s+|\beval\b[^\n]{0,20}?\$\(\s*cat\s+(?:-\w+\s+)*"
    r"|<\(\s*cat\s+)"
    rf"[\"']?(?P<path>{CONCEALED})(?![\w./-])")
# The file run itself, as the first word of a command a file carries (`ProxyCommand /tmp/.p %h %p`).
_LEADS = lazy_compile(rf"^[\"']?(?P<path>{CONCEALED})(?![\w./-])")
# Settings of the human's desktop that hold a command a program runs later (a terminal profile's
# `custom-command`, an emulator's `command` or `exec`), as dconf, gsettings, xfconf and kwriteconfig write
# them.
_COMMAND_KEY = lazy_compile(r"(?i)(?:^|[/.:-])(?:custom-command|command|exec|commandline|shell|program)$")
# A terminal's session copied to a file (`script -qf F`, `asciinema rec`, `ttyrec`): set as the command every
# terminal the human opens starts with, each later window, the codes `dongle pending --show-code` prints in
# it included, lands in a file any process of the user reads.
_SESSION_RECORDER = lazy_compile(r"(?:^|[\s\"';&|])(?:script|ttyrec|termrec)(?=\s)|\basciinema\s+rec\b")
_SETTING_WRITERS = frozenset({"dconf", "gsettings", "xfconf-query", "kwriteconfig5", "kwriteconfig6"})
MAX_CARRIED = 16

EXAMPLES = {
    "concealed_run": ["!`sh ~/.cache/.pre`", 'entry: sh -c "sh ~/.cache/.pre"',
                      'Match exec "sh ~/.cache/.pre"', 'eval "$(cat ~/.cache/.pre 2>/dev/null)"',
                      'def p = ["sh", "-c", "sh ~/.cache/.pre"].execute()',
                      "ProxyCommand /tmp/.p %h %p", "Exec=bash $HOME/.cache/.x/run", ". /dev/shm/s"],
    "no_concealed_run": ["entry: ruff check --fix", "sh scripts/fmt.sh", "source ~/.cache/venv/bin/activate",
                         "echo done >> /tmp/build.log", "ProxyCommand ssh -W %h:%p bastion",
                         "Exec=/usr/bin/chromium %U", "cat ~/.cache/.pre"],
}


def later_runner(path: str) -> str | None:
    """Who runs the text of the file at `path` later, and when (None when nothing does)."""
    for pattern, runner in _LATER_RUN:
        if pattern.search(path):
            return runner
    return None


def gated(command: str) -> bool:
    """The line may write a file of `_LATER_RUN` (a cheap test before the writes are read)."""
    return _GATE.search(command) is not None


# Files a shell reads line by line: each of their lines is a command.
_SHELL_TEXT = lazy_compile(r"(?:^|/)(?:\.envrc|\.claude/shell-snapshots/[^/]+|\.husky/[^/]+)$")


def shell_text(target: str) -> bool:
    """The file at `target` is read by a shell, each line a command (not a configuration that names some)."""
    return _SHELL_TEXT.search(target) is not None


def carried_commands(text: str, lines: bool = True) -> list[str]:
    """The command lines `text`, in a file another program runs, holds: each `!` line, each command a key
    holds, ssh's `exec` conditions, and (with `lines`) each line as a shell would read it; at most
    `MAX_CARRIED`."""
    text = text.replace("\\n", "\n").replace("\\t", "\t")
    found = [m.group(1) for m in _BANG.finditer(text)]
    for keyed in _KEYED_COMMAND.finditer(text):
        command = keyed.group("cmd")
        found.append(_unquoted(command))
        if (exec_ := _MATCH_EXEC.search(command)) is not None:
            found.append(exec_.group("cmd") or exec_.group("bare"))
    found.extend(m.group("cmd") or m.group("bare") for m in _MATCH_EXEC.finditer(text))
    if lines:
        found.extend(line.strip() for line in text.splitlines()
                     if line.strip() and not line.lstrip().startswith("#"))
    return list(dict.fromkeys(c for c in found if c))[:MAX_CARRIED]


def concealed_run(text: str) -> str | None:
    """The first piece of `text` that runs a file kept out of sight (`sh ~/.cache/.pre`), else None."""
    text = text.replace("\\n", "\n").replace('\\"', '"')
    found = _RUN_CONCEALED.search(text)
    if found:
        return found.group("path")
    return next((m.group("path") for c in carried_commands(text) if (m := _LEADS.match(c.strip()))), None)


def setting_command(argv: Sequence[str]) -> str | None:
    """The command a desktop setting written by `argv` holds (`dconf write …/custom-command "'CMD'"`,
    `gsettings set SCHEMA custom-command 'CMD'`, `xfconf-query … -p …/command -s CMD`), else None."""
    name = posixpath.basename(argv[0]) if argv else ""
    if name not in _SETTING_WRITERS:
        return None
    args = list(argv[1:])
    key = value = None
    if name == "dconf" and len(args) >= 3 and args[0] == "write":
        key, value = args[1], args[2]
    elif name == "gsettings":
        words = [a for a in args if not a.startswith("--")]
        if len(words) >= 4 and words[0] == "set":
            key, value = words[2], words[3]
    elif name == "xfconf-query" and ("-s" in args or "--set" in args):
        key = _after(args, ("-p", "--property"))
        value = _after(args, ("-s", "--set"))
    elif name.startswith("kwriteconfig"):
        key = _after(args, ("--key",))
        value = next((a for a in reversed(args) if not a.startswith("--")), None)
    if not key or value is None or not _COMMAND_KEY.search(key.rstrip("/")):
        return None
    command = _unquoted(value)
    if command.startswith("[") and command.endswith("]"):  # a GVariant array of words: `['sh', '-c', 'X']`
        try:
            command = " ".join(shlex.split(command[1:-1].replace(",", " ")))
        except ValueError:
            command = command[1:-1]
    return command or None


def session_recorded(command: str) -> str | None:
    """The recorder in `command` that copies a terminal's session to a file (`script -qf F`), else None."""
    found = _SESSION_RECORDER.search(command)
    return found.group(0).strip(" \"';&|") if found else None


def _after(args: Sequence[str], options: tuple[str, ...]) -> str | None:
    for i, arg in enumerate(args):
        if arg in options and i + 1 < len(args):
            return args[i + 1]
        for option in options:
            if arg.startswith(option + "="):
                return arg.split("=", 1)[1]
    return None


def _unquoted(value: str) -> str:
    """A value without one layer of its own quotes (GVariant's `'CMD'`, YAML's `"CMD"`)."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value
