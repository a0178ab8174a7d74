"""The interpreter and the packages the guard runs on, changed from the agent's shell.

- `pyenv uninstall -f 3.11.9`, `uv python uninstall 3.11`, `mise uninstall python@3.11`, `brew uninstall
  python@3.11`: an installed Python of the series the guard itself runs on (the running judge's
  major.minor) removed. A virtual environment links to the interpreter it was made from, so the guard's
  hook can no longer start, and several agents let a call through when their hook fails to start. A
  version manager may hold several builds of one series and the judge cannot tell which one a given
  installation of the guard was made from, so the whole series counts. Another series keeps the
  classifier's pause (`pkg.interpreter-removed`): it may be a project's.
- `rm -rf ~/.pyenv/versions/3.11.7`, `chmod -x …/bin/python3.11`, `mv ~/.pyenv /tmp`: the base installation
  the guard's environment links to (read from the running judge: `sys.base_prefix`, its interpreter and
  standard library; a shared prefix such as /usr counts only for those) handed to a program that may
  change it, or a directory above it. Listing, sizing and copying it out are everyday.
- `~/tools/mcpaql-safety-dongle/.venv/bin/pip install --force-reinstall /tmp/pyyaml.whl`, and the same
  with the guard's venv activated first: the package tool of the guard's own environment (found by the
  installation's name, or as the running judge's own prefix) told to install, remove or upgrade
  replaces code the judge imports, whether run as `pip` or as the environment's `python -m pip`. Asking it
  what is installed (`pip list`, `pip show`) reads only, and
  a project's own `.venv/bin/pip install -e .` is everyday.
"""

from __future__ import annotations

import functools
import os
import posixpath
import re
import sys
from collections.abc import Mapping, Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# Version managers and the subcommands that remove an installed interpreter, and system package managers'
# removal verbs (`brew uninstall python@3.11`, `apt purge python3.11`).
_REMOVERS = {"pyenv": ("uninstall",), "uv": ("python uninstall",), "asdf": ("uninstall python",),
             "mise": ("uninstall", "rm"), "rtx": ("uninstall",), "rye": ("toolchain remove",
                                                                       "toolchain uninstall"),
             "brew": ("uninstall", "remove", "rm"), "apt": ("remove", "purge", "autoremove"),
             "apt-get": ("remove", "purge"), "dnf": ("remove", "erase"), "yum": ("remove", "erase"),
             "pacman": ("-R", "-Rs", "-Rns", "-Rn"), "conda": ("remove", "uninstall"), "pixi": ("remove",)}
# Everything a version manager holds, removed at once.
_EVERY_VERSION = frozenset({"--all", "-a"})
# Package tools whose verbs change an environment, and the verbs that only ask what is in it.
_PACKAGE_PROGRAM = lazy_compile(r"^(?:pip(?:3(?:\.\d+)?)?|uv|easy_install(?:-3(?:\.\d+)?)?)$")
_QUERIES = frozenset({"show", "list", "freeze", "check", "inspect", "search", "index", "download", "tree",
                      "help", "--version", "-V", "config", "cache", "debug", "hash", "completion"})
# The guard's installation, by the name it is installed under.
_GUARD_INSTALL = lazy_compile(r"mcpaql[-_]safety[-_]dongle")


def guard_series() -> str:
    """The series (`3.11`) of the Python the judge, and so the guard's hook, runs on."""
    return f"{sys.version_info[0]}.{sys.version_info[1]}"


@functools.cache
def _series_named(series: str) -> re.Pattern[str]:
    """A version word of `series` (`3.11`, `3.11.9`, `python@3.11`, `cpython-3.11.7-…`, `python3.11`)."""
    return re.compile(rf"(?:^|[^\d.]){re.escape(series)}(?:[.\-t+:]|$)")


def interpreter_removed(invs: Sequence[Invocation], series: str | None = None) -> str | None:
    """The removal of the guard's Python series in the line, if any."""
    series = series or guard_series()
    named = _series_named(series)
    for inv in invs:
        verbs = _REMOVERS.get(inv.name)
        if not verbs:
            continue
        words = [a for a in inv.args if a not in ("-f", "--force", "-y", "--yes", "-s", "--system")]
        said = " ".join(words)
        if not any(said.startswith(verb + " ") or said == verb for verb in verbs):
            continue
        operands = said.split()[1:]
        if inv.name in ("brew", "apt", "apt-get", "dnf", "yum", "pacman", "conda", "pixi"):
            operands = [o for o in operands if "python" in o.lower()]
        elif inv.name in ("mise", "rtx"):
            operands = [o for o in operands if o.startswith("python")]
        if _EVERY_VERSION & set(operands) and inv.name in ("uv", "pyenv", "mise", "rtx"):
            return f"`{inv.name}` removes every installed Python, {series} (the guard's) among them"
        hit = next((o for o in operands if named.search(o)), None)
        if hit:
            return (f"`{inv.name}` removes Python {hit}, of the series {series} the guard's hook runs on: "
                    "its environment can no longer start it")
    return None


# Installations shared by the whole system: only the interpreter and its standard library in them are the
# guard's, not everything else they hold.
_SHARED_PREFIXES = frozenset({"/", "/usr", "/usr/local", "/opt/homebrew", "/opt/local"})


@functools.cache
def runtime_places() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(places whose whole tree is the guard's runtime, single files that are): the base installation the
    guard's environment links to when it is one of its own (a pyenv, uv or asdf version directory), else
    its interpreter and standard library."""
    import sysconfig

    base = posixpath.normpath(sys.base_prefix)
    stdlib = posixpath.normpath(sysconfig.get_paths()["stdlib"])
    executable = posixpath.normpath(getattr(sys, "_base_executable", "") or sys.executable)
    files = tuple(dict.fromkeys((executable, os.path.realpath(executable))))
    if base in _SHARED_PREFIXES:
        return (stdlib,), files
    return (base,), files


def runtime_changed(invs: Sequence[Invocation], cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    """A program that may change what it is handed (not a reader) given the guard's base interpreter, its
    installation, its standard library, or a directory above them (`rm -rf ~/.pyenv/versions/3.11.7`,
    `mv ~/.pyenv /tmp`, `chmod -x …/bin/python3.11`): the guard's environment can no longer start."""
    from dongle.hooks.guard_operands import only_reads
    from dongle.paths import classify_path

    trees, files = runtime_places()
    for inv in invs:
        if only_reads(inv) or inv.name in _LOOKERS:
            continue
        where = posixpath.normpath(inv.cwd or cwd)
        inside = any(where == t or where.startswith(t + "/") for t in trees)
        operands = [w for w in inv.args if not w.startswith("-")]
        destination = operands[-1] if inv.name in _COPIERS | {"mv"} and len(operands) > 1 else None
        words = [w for w in operands if inside or "/" in w or w.startswith("~")]
        if inv.name in _COPIERS:   # a copy reads its sources: only where it writes counts
            words = words[-1:]
        for word in words:
            path = classify_path(word, where, home, env).path
            if not path or path == "/":
                continue
            # a directory above the runtime is reached only by what removes or moves it away; a destination
            # receives a new entry beside it (`mv x ~/`)
            above = inv.name in _REMOVERS_OF_TREES and word != destination
            if hit := _reaches(posixpath.normpath(path), trees, files, inv.name, above):
                return (f"`{inv.name}` is handed {word}, which holds the Python the guard runs on ({hit}): "
                        "its environment can no longer start it")
    return None


def _reaches(path: str, trees: tuple[str, ...], files: tuple[str, ...], program: str,
             above: bool) -> str | None:
    """The guard's runtime place `path` is, lies in, or (when `above` counts) holds; a new file made beside
    the interpreter (`touch`, `mkdir` in its bin directory) changes nothing."""
    hit = next((t for t in trees
                if path == t or path.startswith(t + "/") or (above and t.startswith(path + "/"))), None)
    if hit:
        return hit
    hit = next((f for f in files if path == f or (above and f.startswith(path + "/"))), None)
    if hit and path == posixpath.dirname(hit) and program in _MAKERS:
        return None
    return hit


# Programs that remove or move away the directories they are handed, and everything beneath.
_REMOVERS_OF_TREES = frozenset({"rm", "rmdir", "mv", "shred", "trash", "trash-put", "gio", "unlink", "srm",
                                "wipe"})
# Programs that only look at what they are handed, and copiers (which read all but their destination).
_LOOKERS = frozenset({"ls", "du", "stat", "file", "realpath", "readlink", "cd", "tree", "which"})
_COPIERS = frozenset({"cp", "rsync", "install", "ditto", "scp", "pv", "ln"})


# Programs that only add to a directory they are handed: a new file beside the interpreter changes nothing.
_MAKERS = frozenset({"mkdir", "touch"})


def guard_environment_changed(invs: Sequence[Invocation], cwd: str, home: str) -> str | None:
    """A package tool of the guard's own environment (run by its path, or after its `activate`) told to
    change what is installed there."""
    activated = False
    for inv in invs:
        if inv.name in ("source", ".") and inv.args and _is_guard_environment(
                posixpath.dirname(inv.args[0]), cwd, home):
            activated = True
            continue
        # (`…/.venv/bin/python -m pip uninstall …` reaches here as `…/.venv/bin/pip uninstall …`: the shell
        # model reads an interpreter's pip module as its environment's pip, shell/wrappers.py)
        if not _PACKAGE_PROGRAM.match(posixpath.basename(inv.name)) or not inv.argv:
            continue
        program = inv.argv[0]
        ours = _is_guard_environment(posixpath.dirname(program), cwd, home) if "/" in program else activated
        if not ours:
            continue
        words = [a for a in inv.args if not a.startswith("-")]
        if words[:1] == ["pip"]:   # `uv pip install`
            words = words[1:]
        if words and words[0] not in _QUERIES:
            return (f"`{program} {words[0]}` changes the packages of the guard's own environment: code the "
                    "judge imports is replaced")
    return None


def _is_guard_environment(bin_dir: str, cwd: str, home: str) -> bool:
    """`bin_dir` is the bin directory of the guard's installation: under a directory named for it, or the
    running judge's own environment."""
    if bin_dir.startswith("~"):
        bin_dir = home + bin_dir[1:]
    elif bin_dir.startswith(("$HOME", "${HOME}")):
        bin_dir = home + bin_dir.split("}", 1)[-1] if bin_dir.startswith("${") else home + bin_dir[5:]
    if not bin_dir.startswith("/"):
        bin_dir = posixpath.join(cwd, bin_dir)
    bin_dir = posixpath.normpath(bin_dir)
    if _GUARD_INSTALL.search(bin_dir):
        return True
    own = posixpath.normpath(posixpath.join(sys.prefix, "bin"))
    return sys.prefix != sys.base_prefix and (bin_dir == own or os.path.realpath(bin_dir) == own)
