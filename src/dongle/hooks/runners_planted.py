"""A program planted under the name of one that stands between the guard's verdict and what happens.

Two programs run on the guard's behalf by whatever name PATH finds first:

- the shell the agent runs every approved command through (`$SHELL`, `bash`, `zsh`): a wrapper there
  runs code of its own around each command after the hook has judged only the command;
- the notifier the guard itself runs to tell the human an approval waits (`dongle.notify`:
  `notify-send`, `osascript`): a program there runs inside the guard, and the notice never shows.

So a program written, copied, linked or built under one of those names into a directory of programs
outside the system's (`~/.local/bin`, `~/bin`, a directory on PATH), and `$SHELL` (or Claude Code's
`CLAUDE_CODE_SHELL`, or `chsh -s`) pointed at a program outside the system's, stop. Everyday twins:
a real shell linked under its own name to pick a version (`ln -s /usr/bin/zsh ~/.local/bin/zsh`), a
script under another name, `export SHELL=/bin/zsh`, reading or running the programs.

A package manager runs, in place of itself or as the shell of every script, the program its
configuration names (yarn's `yarnPath`, yarn 1's `yarn-path`, npm's and pnpm's `script-shell`): set to a
file in shared scratch space (/tmp, /dev/shm), every later `yarn test` the hook judges by its words runs
code nobody read, which any process may swap at any time. The project's own release
(`.yarn/releases/yarn-4.1.0.cjs`), an installed shell, or a file in the user's home (a runner planted
before its payload: the classifier's pause) is not that.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import SHELL_NAMES
from dongle.shell.effects import INSTALLED_PROGRAMS

# The guard's own notifiers (`dongle.notify`), found by name on PATH.
GUARD_NOTIFIERS = frozenset({"notify-send", "osascript"})
_SHELL_RUNS = "the shell the agent runs every approved command through"
_NOTIFIER_RUNS = "the notifier the guard runs to tell the human an approval waits"
# The guard's own interpreter (a hook entry or a script that names `python3`, the console scripts an
# installation makes), the program the judge itself runs by name (`git`, to read a work tree), and the
# runtime the hooked agents start on (`#!/usr/bin/env node`): whatever PATH finds first under these names
# runs inside the guard, or is the agent that calls it.
GUARD_RUNTIME = frozenset({"python", "python3", "git", "node"})
_RUNTIME_RUNS = "a program the guard or the agent it guards runs by name"
_RUNNERS = {**dict.fromkeys(SHELL_NAMES, _SHELL_RUNS), **dict.fromkeys(GUARD_NOTIFIERS, _NOTIFIER_RUNS),
            **dict.fromkeys(GUARD_RUNTIME, _RUNTIME_RUNS)}
# A program named by where PATH finds it now (`$(which git)`, `$(command -v node)`).
_FOUND_ON_PATH = lazy_compile(r"^[\"']?\$\((?:which|command\s+-v|type\s+-P)\s+(?P<name>[\w.+-]+)\)[\"']?$")
# `python3.12`, `python3.12t`: the interpreter under its versioned name.
_VERSIONED_PYTHON = lazy_compile(r"^python3(?:\.\d+)?t?$")
_USER_BIN_DIRS = ("/.local/bin", "/bin", "/.bin")
# `$SHELL` (and Claude Code's own choice of shell) set, and `chsh -s`: the shell later commands run through.
_SHELL_SET = re.compile(r"(?:^|[\s;&|(])(?:export\s+|setenv\s+)?(?P<var>SHELL|CLAUDE_CODE_SHELL)[=\s]['\"]?"
                        r"(?P<value>[^\s'\";&|)]+)")
_CHSH = re.compile(r"\b(?:chsh|usermod)\s+(?:-\w+\s+)*-s\s+['\"]?(?P<value>[^\s'\";&|)]+)")


def runner_planted(target: str, source: str | None, cwd: str, home: str,
                   env: Mapping[str, str]) -> str | None:
    """Why a program placed at `target` (copied or linked from `source`, or written when None) plants
    code under a runner's name where PATH finds it; None if it does not."""
    from dongle.paths import SCRATCH_DIRS

    name = posixpath.basename(target.rstrip("/"))
    what = _RUNNERS.get(name) or (_RUNTIME_RUNS if _VERSIONED_PYTHON.match(name) else None)
    if what is None or not _program_directory(target, cwd, home, env):
        return None
    if source is not None:
        real = _expanded(source, home)
        if found := _FOUND_ON_PATH.match(real):  # `cp "$(which git)" ~/bin/`: the program PATH finds now
            real = f"/usr/bin/{found.group('name')}"
        elif "/" not in real and _stem(real) == _stem(name):
            real = f"/usr/bin/{real}"  # the parser reads `$(which git)` as the name PATH resolves
        same = _stem(posixpath.basename(real)) == _stem(name)
        if same and real.startswith(INSTALLED_PROGRAMS):
            return None  # a real program under its own name: a version picked
        place = posixpath.normpath(posixpath.join(cwd, real))
        scratch = place.startswith(SCRATCH_DIRS) and not place.startswith(home.rstrip("/") + "/")
        if same and what == _RUNTIME_RUNS and not scratch and "/" in real and not (
                place.startswith(cwd.rstrip("/") + "/")):
            # a version manager's build under its own name (`~/.pyenv/versions/…/python3.12`); a file of
            # the working directory or scratch space under the name is anybody's script
            return None
    return f"puts a program of its own at {target}, under the name of {what}"


def _stem(name: str) -> str:
    """A program's name without its version (`python3.12t` is `python`, `zsh-5.9` is `zsh`)."""
    return re.sub(r"[\d.-]+t?$", "", name)


def line_path(command: str, env: Mapping[str, str], home: str, cwd: str) -> Mapping[str, str]:
    """`env` with the directories the line puts on PATH (`export PATH=$HOME/shim:$PATH; …`) in front: a
    program placed there later in the line is found first by what the line, and a shell it leaves, runs."""
    added = [d for found in _PATH_SET.finditer(command) for d in found.group("value").split(":")
             if d and "$PATH" not in d and "${PATH" not in d]
    if not added:
        return env
    dirs = [posixpath.normpath(posixpath.join(cwd, _expanded(d, home))) for d in added]
    return {**env, "PATH": ":".join([*dirs, env.get("PATH", "")])}


_PATH_SET = lazy_compile(r"(?:^|[\s;&|(])(?:export\s+)?PATH=['\"]?(?P<value>[^\s'\";&|)]+)")


def shell_pointed(text: str, home: str) -> str | None:
    """Why `text` (a line, or what it writes to a start-up file) points the shell that later commands
    run through at a program outside the system's; None if it does not."""
    for found in (*_SHELL_SET.finditer(text), *_CHSH.finditer(text)):
        value = _expanded(found.group("value"), home)
        if value.startswith("$") or value.startswith(INSTALLED_PROGRAMS):
            continue  # `SHELL=$SHELL`, an installed shell
        if "/" not in value:
            continue  # `SHELL=zsh`: found on PATH, where a planted one is judged when it is put
        return (f"points the shell later commands run through at {found.group('value')}, a program outside "
                "the system's: it runs every approved command, and what else it likes")
    return None


# A package manager's setting that names the program it runs as itself or runs its scripts through, in
# a config file's spelling (`yarnPath: P`, `script-shell=P`, `yarn-path "P"`) or `config set`'s.
_TOOL_RUNNER_SET = lazy_compile(r"(?<![\w-])(?:yarnPath|yarn-path|script-shell|scriptShell)['\"]?"
                              r"\s*[:=\s]\s*['\"]?(?P<path>[^\s'\";&|)]+)")


def tool_runner_from_scratch(text: str, home: str) -> str | None:
    """Why `text` (a line that writes or sets configuration) points a package manager's own program or
    script shell at a file in the machine's shared scratch space (/tmp, /dev/shm); None if it does not.
    One under the user's own home (`~/.cache/sh`) is a runner planted before its payload: a pause."""
    from dongle.paths import SCRATCH_DIRS

    for found in _TOOL_RUNNER_SET.finditer(text):
        path = _expanded(found.group("path"), home)
        if path.startswith(SCRATCH_DIRS) and not path.startswith(f"{home.rstrip('/')}/"):
            return (f"sets `{found.group(0)[:50]}`: every later run of the package manager runs that file, "
                    "kept in scratch space, in its place: code nobody reads, which any process may swap")
    return None


def _program_directory(target: str, cwd: str, home: str, env: Mapping[str, str]) -> bool:
    """`target` lies in a directory of programs that is not the system's: a per-user bin directory, or
    one on PATH."""
    where = posixpath.dirname(posixpath.normpath(posixpath.join(cwd, _expanded(target, home))))
    if where.startswith(INSTALLED_PROGRAMS) and not where.startswith("/usr/local/"):
        return False
    on_path = [p for p in env.get("PATH", "").split(":") if p and not p.startswith(INSTALLED_PROGRAMS)]
    return (where in on_path or any(where == home + d for d in _USER_BIN_DIRS)
            or where.startswith("/usr/local/"))


def _expanded(word: str, home: str) -> str:
    from dongle.paths import expand

    return expand(word, None, home, {"HOME": home}) or word
