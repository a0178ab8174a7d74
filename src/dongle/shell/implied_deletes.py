"""Deletions a program's own subcommand performs on a directory it is told, written out as the `rm` they are.

A build or dotfile tool's verb can remove a whole tree that the line names only as an option or operand:
`cargo clean --target-dir DIR` removes DIR (Cargo's documented behaviour: the target directory is deleted
whole), `chezmoi destroy TARGET` removes each target from the home directory as well as from its source
and state. Judged by the program's name alone these look like housekeeping; judged as `rm -rf DIR` they
are exactly as dangerous as the directory they reach (`--target-dir /` is a wipe of the machine).

yadm is git with the home directory as its work tree: `yadm clean -fd` is `git clean -fd` over home.

Each entry is data with examples in tests/shell/test_implied_deletes.py.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence

# (program, subcommand) -> options whose value is a directory the subcommand deletes whole
_DELETED_BY_OPTION: dict[tuple[str, str], tuple[str, ...]] = {
    ("cargo", "clean"): ("--target-dir",),
}
# (program, subcommand): every operand is a path the subcommand deletes
_DELETES_OPERANDS = frozenset({("chezmoi", "destroy")})
# Programs that are git with a fixed work tree: their arguments run as git's there
GIT_OVER_HOME = frozenset({"yadm"})
# The names `implied_commands` can find anything for: a command of any other name is not asked (the
# shell model tests this first, for every command it records).
IMPLYING = GIT_OVER_HOME | {program for program, _ in (*_DELETED_BY_OPTION, *_DELETES_OPERANDS)}


def implied_commands(name: str, argv: Sequence[str]) -> list[tuple[str, str]]:
    """(route, command text) for what `name argv` does written as a plain command: `rm -rf -- DIR` for a
    directory a subcommand deletes, `git -C ~ ARGS` for a git over home. Empty for anything else."""
    if name in GIT_OVER_HOME and len(argv) > 1:
        return [(f"{name} (git over home)", "git -C ~ " + shlex.join(argv[1:]))]
    sub = next((a for a in argv[1:] if not a.startswith("-")), "")
    paths: list[str] = []
    options = _DELETED_BY_OPTION.get((name, sub), ())
    for i, arg in enumerate(argv[1:], 1):
        for option in options:
            if arg == option and i + 1 < len(argv):
                paths.append(argv[i + 1])
            elif arg.startswith(option + "="):
                paths.append(arg[len(option) + 1:])
    if (name, sub) in _DELETES_OPERANDS:
        after = argv[argv.index(sub) + 1:]
        paths += [a for a in after if not a.startswith("-")]
    if (name, sub) in _DELETED_BY_OPTION:
        paths = [p for p in paths if _leaves_the_project(p)]
    return [(f"{name} {sub}", "rm -rf -- " + shlex.join(paths))] if paths else []


def _leaves_the_project(path: str) -> bool:
    """A build directory named inside the checkout (`--target-dir target-alt`) is the tool's own output,
    made again by the next build; one named by an absolute path, from home, through a variable or above
    the checkout is wherever it points."""
    return path.startswith(("/", "~", "$")) or ".." in path.split("/")
