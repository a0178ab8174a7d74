"""A variable whose value is the guard's own place, set for whatever reads it later.

A variable is a place handed to every program that reads it, and to the shell itself: a tool's
cache, temporary or module directory (`GOMODCACHE`, `PRE_COMMIT_HOME`, pytest's `--basetemp` inside
`PYTEST_ADDOPTS`), a trace or log file (`GIT_TRACE=FILE`), a directory `cd NAME` enters with
`cdable_vars`, a later line's `"$dist"`. Tools write, wipe and recreate such places as their own
(`go clean -modcache`, `pre-commit clean`, pytest removing old base temps, git writing its trace),
and the later line that does it names no guard file. So a line that sets one to the guard's file or
directory (or, for a place tools wipe wholesale, to a directory above the guard's) changes the
guard, however the variable is used after: exported, set in the shell, given to one program,
written into a start-up file (that text is judged again as a command line).

Everyday twins: the same variables set to the project's or the user's own cache, a search list
(`PATH`, `PYTHONPATH`) that only reads, a variable the same line reads with `ls`, and one given to a
program that only reads.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping, Sequence

from dongle.hooks.guard_operands import READERS, above_guard, guarded_path
from dongle.paths import default_home
from dongle.shell.model import Invocation

# One or more assignments where a command starts, with `export`/`declare`/… before them, and the
# word after them (the program a prefix assignment is given to, if any).
_VALUE = r"(?:\"(?:[^\"\\]|\\.)*\"|'[^']*'|[^\s;&|)'\"])*"
_RUN = re.compile(r"(?:^|[;&|(\n`{]|\$\(|\b(?:then|do|else)\b)\s*"
                  r"(?:(?P<kw>export|declare|typeset|readonly|local)(?:\s+-\w+)*\s+)?"
                  rf"(?P<run>(?:[A-Za-z_]\w*={_VALUE}\s*)+)(?P<next>[^\s;&|)]*)")
_ONE = re.compile(rf"(?P<name>[A-Za-z_]\w*)=(?P<value>{_VALUE})")
# Only values with one of these in them can name the guard's places (a cheap filter first).
_MAYBE_GUARD = re.compile(r"claude|codex|gemini|cursor|copilot|dongle|mcpaql|\.local|\.config|github", re.I)
# Search lists: the programs that read them look for files there, and write nothing.
_SEARCH_LISTS = frozenset({"PATH", "MANPATH", "INFOPATH", "PYTHONPATH", "CLASSPATH", "PKG_CONFIG_PATH",
                           "NODE_PATH", "PERL5LIB", "RUBYLIB", "LUA_PATH", "LUA_CPATH", "LD_LIBRARY_PATH"})
# Places tools empty and make again as their own: caches, temporary and build directories.
_WIPED_PLACE = re.compile(r"(?i)cache|tmp|temp|trash|scratch|build|out(?:put)?[_-]?dir|target[_-]dir|dist"
                          r"|PRE_COMMIT_HOME")
_HOME_WORD = re.compile(r"\$\{HOME\}|\$HOME\b")


def guard_place_assigned(invs: Sequence[Invocation], command: str, cwd: str,
                         env: Mapping[str, str]) -> str | None:
    """Why a variable the line sets is the guard's own place (None when none is)."""
    if "=" not in command or not _MAYBE_GUARD.search(command):
        return None
    home = env.get("HOME") or default_home(cwd=cwd)
    for run in _RUN.finditer(command):
        given_to = run.group("next")
        if given_to in READERS:
            continue  # `F=… jq . "$F"`: one program that only reads
        bare = not run.group("kw") and not given_to
        for one in _ONE.finditer(run.group("run")):
            name = one.group("name")
            if name in _SEARCH_LISTS or (bare and _used_in_line(name, command, run.end())):
                continue  # a search list only reads; a variable the line itself uses is judged there
            hit = _guard_place(name, one.group("value"), cwd, home, env)
            if hit:
                return (f"sets {name} to the guard's own {hit}: what later writes, caches, traces or "
                        f"cleans in ${name} (a tool, a later line, `cd` with cdable_vars) changes it")
    return None


def assignments(command: str) -> list[tuple[str, str]]:
    """(name, value with its quotes taken off) of each assignment where a command starts."""
    return [(one.group("name"), _unquoted(one.group("value"))) for run in _RUN.finditer(command)
            for one in _ONE.finditer(run.group("run"))]


def _unquoted(value: str) -> str:
    try:
        words = shlex.split(value)
    except ValueError:
        return value
    return " ".join(words)


def _used_in_line(name: str, command: str, after: int) -> bool:
    """The line reads the variable itself: `$name` after it, or the name anywhere else in the line (a
    name reference `declare -n r=name`, `${!name}`), where the line's own use is judged."""
    if re.search(rf"\$(?:{name}\b|\{{{name}[}}:#%/@^,]|\{{#{name}\}})", command[after:]):
        return True
    return len(re.findall(rf"(?<![\w$]){name}\b", command)) > 1


def _guard_place(name: str, value: str, cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    """The guard's file or directory among the words of `value` (the path after `=` in an option, each
    entry of a `:` list), or a directory above them when `name` is a place tools wipe."""
    if not _MAYBE_GUARD.search(value):
        return None
    text = _HOME_WORD.sub(home, value.replace('"', "").replace("'", ""))
    text = re.sub(r"\$\{PWD\}|\$PWD\b", cwd, text)
    named_wiped = _WIPED_PLACE.search(name) is not None
    for token in text.split():
        # `--basetemp=DIR` inside PYTEST_ADDOPTS: the option names the place as much as a variable does
        option, eq, _ = token.partition("=")
        wiped = named_wiped or (bool(eq) and _WIPED_PLACE.search(option) is not None)
        for word in re.split(r"[=:,;]+", token):
            if not _MAYBE_GUARD.search(word):
                continue
            hit = guarded_path(word, cwd, home, env, cwd)
            if hit or (wiped and (hit := above_guard(word, cwd, home, env))):
                return hit
    return None
