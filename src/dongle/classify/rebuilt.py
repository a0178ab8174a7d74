"""Folders a line's own build or install step writes, so deleting them there loses nothing.

`rm -rf vendor/ && composer install` deletes PHP's dependency folder and has composer write it again;
`dotnet clean && rm -rf bin obj` deletes what the .NET build puts out. The folder names alone say too
little (`vendor/` may hold hand-copied code, `bin/` scripts), so they count as build output only when
the same line runs the tool whose output they are, in the directory it runs in. Anything else the line
deletes is judged as before.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable

from dongle.shell.model import Invocation

# program -> (the subcommand words that run its build or install, the folders it writes where it runs)
BUILDERS: dict[str, tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]] = {
    "composer": ((("install",), ("update",), ("i",)), ("vendor",)),
    "pod": ((("install",), ("update",)), ("Pods",)),
    "dotnet": ((("build",), ("clean",), ("restore",), ("publish",), ("test",), ("run",)), ("bin", "obj")),
    "go": ((("mod", "vendor"),), ("vendor",)),
    "bundle": ((("install",),), (".bundle", "vendor/bundle")),
}


def remade_folders(invocations: Iterable[Invocation], cwd: str | None) -> frozenset[str]:
    """The absolute folders that a build or install step of the line writes (BUILDERS), placed in the
    directory that step runs in. Steps on another host, in an unknown directory, or told where to work
    (`composer install -d other`, `dotnet build src/App`, any option or operand past the subcommand)
    add nothing: their output may be elsewhere."""
    found: set[str] = set()
    for inv in invocations:
        spec = BUILDERS.get(inv.name)
        where = inv.cwd or cwd
        if spec is None or inv.remote or not where or not where.startswith("/"):
            continue
        subcommands, folders = spec
        if inv.args in subcommands:
            found.update(posixpath.normpath(posixpath.join(where, f)) for f in folders)
    return frozenset(found)
