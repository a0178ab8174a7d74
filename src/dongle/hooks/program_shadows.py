"""A package installed where PATH finds programs, that puts a program there under the guard's name.

The human checks and repairs the guard by typing `dongle doctor`, `dongle status`, `dongle install`;
several agents' hook entries run `dongle hook …` by the name PATH resolves. A global install puts a
package's executables in a directory on PATH (`npm link`, `npm i -g`, `pipx install`, `uv tool
install`, `pip install --user`, `cargo install`, `go install`, `gem install`), and `--force` lets it
replace what is there. A package that declares an executable named `dongle` (or whose name bears the
guard's and whose declared executables cannot be read here) shadows or replaces the guard: every
later `dongle …` runs the package's code, whatever it prints.

What a package exposes is read where it is declared: `npm pkg set bin.NAME=…` earlier in the line, a
local package's `package.json` `bin`, `pyproject.toml` scripts, `setup.cfg` console scripts,
`Cargo.toml` bins, a Go command's directory name.

Everyday twins: `pipx install black`, `npm link` of a package whose bin is its own tool, `npm pkg set
bin.mycli=./cli.js`, `go install ./cmd/server`, `cargo install ripgrep`.
"""

from __future__ import annotations

import itertools
import json
import os
import posixpath
import re
from collections.abc import Sequence

from dongle.disk_text import small_text
from dongle.shell.model import Invocation
from dongle.shell.sockets import operand_words

GUARD_PROGRAMS = frozenset({"dongle", "mcpaql-safety-dongle"})
# A package name that bears the guard's: `dongle-noop`, `dongle_stub`, `@x/dongle`.
_BEARS_GUARD_NAME = re.compile(r"(?i)(?:^|[/@_.-])(?:dongle|mcpaql)(?:$|[_.-])")
# (program, verbs that install globally, flags that make an install global; empty: always global).
_GLOBAL_INSTALLS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "npm": (frozenset({"install", "i", "add", "link", "ln"}),
            frozenset({"-g", "--global", "--location=global"})),
    "pnpm": (frozenset({"add", "install", "i", "link", "ln"}), frozenset({"-g", "--global"})),
    "yarn": (frozenset({"global", "link"}), frozenset()),
    "bun": (frozenset({"add", "install", "i", "link"}), frozenset({"-g", "--global"})),
    "pipx": (frozenset({"install", "reinstall", "upgrade", "inject"}), frozenset()),
    "uv": (frozenset({"tool"}), frozenset()),
    "pip": (frozenset({"install"}), frozenset({"--user"})),
    "pip3": (frozenset({"install"}), frozenset({"--user"})),
    "cargo": (frozenset({"install"}), frozenset()),
    "go": (frozenset({"install"}), frozenset()),
    "gem": (frozenset({"install"}), frozenset()),
}
# Verbs after which `link` needs no flag: it always links into the global prefix.
_ALWAYS_GLOBAL = frozenset({"link", "ln", "global"})
_VALUED = frozenset({"--python", "--index-url", "-i", "--path", "--root", "--suffix", "--spec", "--pip-args",
                     "--registry", "--prefix", "-C", "--dir", "--with", "--from", "-r", "--requirement", "-c",
                     "--constraint"})


def guard_program_shadowed(invs: Sequence[Invocation], cwd: str) -> str | None:
    """Why a global install in the line puts a program under the guard's name on PATH (None if none)."""
    declared = _bins_set_in_line(invs)
    for inv in invs:
        specs = _global_specs(inv)
        if specs is None:
            continue
        where = inv.cwd or cwd
        if not specs:  # `npm link` with no operand: the package in the working directory
            specs = ["."]
        for spec in specs:
            names = _exposed(spec, where, inv.name)
            if spec == "." and inv.name in ("npm", "pnpm", "yarn", "bun"):
                names = (names or set()) | declared
            if names is not None and names & GUARD_PROGRAMS:
                return (f"`{inv.name}` installs `{spec}`, which puts a program named "
                        f"`{sorted(names & GUARD_PROGRAMS)[0]}` on PATH, in place of the guard's own")
            if names is None and _BEARS_GUARD_NAME.search(spec.rstrip("/")):
                return (f"`{inv.name}` installs `{spec}`, a package bearing the guard's name whose programs "
                        "cannot be read here: it may put its own `dongle` on PATH in place of the guard's")
    return None


def _global_specs(inv: Invocation) -> list[str] | None:
    """The package specs a global install is given (None when `inv` is no global install)."""
    entry = _GLOBAL_INSTALLS.get(inv.name)
    if entry is None:
        return None
    verbs, global_flags = entry
    args = list(inv.args)
    words = operand_words(args, _VALUED)
    if not words or words[0] not in verbs:
        return None
    if inv.name == "uv":
        if words[1:2] != ["install"]:
            return None
        words = words[1:]
    if global_flags and words[0] not in _ALWAYS_GLOBAL and not global_flags & set(args):
        return None
    if inv.name == "yarn" and words[0] == "global":
        words = words[1:] if words[1:2] == ["add"] else []
    specs = words[1:]
    if inv.name == "cargo":
        specs += [value for flag, value in itertools.pairwise(args) if flag == "--path"]
    return specs


def _bins_set_in_line(invs: Sequence[Invocation]) -> set[str]:
    """Executables declared earlier in the line: `npm pkg set bin.NAME=FILE` (and `bin=FILE`, named after
    the package)."""
    names: set[str] = set()
    for inv in invs:
        if inv.name in ("npm", "pnpm", "yarn") and list(inv.args[:2]) == ["pkg", "set"]:
            for arg in inv.args[2:]:
                key = arg.partition("=")[0]
                if key.startswith(("bin.", "bin[")):
                    names.add(key[4:].strip("\"'[]"))
    return names


def _exposed(spec: str, where: str, tool: str) -> set[str] | None:
    """The executables package `spec` declares, read from a local package's metadata (None when they
    cannot be read here: a registry name, a path not on this disk)."""
    local = spec.startswith(("/", "./", "../", "~", ".")) or tool == "go"
    if not local:
        return None
    path = os.path.expanduser(spec) if spec.startswith("~") else posixpath.join(where, spec)
    path = posixpath.normpath(path)
    if tool == "go":  # `go install ./cmd/NAME` builds a program named after the directory
        name = posixpath.basename(path.split("@", 1)[0].rstrip("/").removesuffix("/..."))
        return {name}
    if not os.path.isdir(path):
        return None
    return _declared(path)


# Where a manifest declares its programs: (file, the header of each section that names them).
_SCRIPT_SECTIONS = (("pyproject.toml", r"\[(?:project\.(?:gui-)?scripts|tool\.poetry\.scripts)\]"),
                    ("setup.cfg", r"console_scripts\s*="), ("Cargo.toml", r"\[\[bin\]\]|\[package\]"))


def _declared(directory: str) -> set[str] | None:
    """The executables a local package's manifests declare (None when it has none to read)."""
    names: set[str] = set()
    found = False
    package = small_text(posixpath.join(directory, "package.json"))
    if package is not None:
        found = True
        try:
            data = json.loads(package)
        except ValueError:
            return None
        bin_ = data.get("bin") if isinstance(data, dict) else None
        if isinstance(bin_, str):
            names.add(str(data.get("name", "")).rpartition("/")[2])
        elif isinstance(bin_, dict):
            names.update(str(k) for k in bin_)
    for manifest, section in _SCRIPT_SECTIONS:
        text = small_text(posixpath.join(directory, manifest))
        if text is None:
            continue
        found = True
        for block in re.split(section, text)[1:]:
            body = re.split(r"(?m)^\s*\[", block, maxsplit=1)[0]
            if manifest == "Cargo.toml":
                names.update(re.findall(r"(?m)^\s*name\s*=\s*[\"']([^\"']+)", body))
            else:
                names.update(re.findall(r"(?m)^\s*[\"']?([\w.-]+)[\"']?\s*=", body))
    return names if found else None

