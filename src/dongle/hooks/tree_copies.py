"""A directory tree copied or synced over the home directory or a directory that holds the guard's files.

`rsync -a dotfiles/ ~/`, `cp -a skel/. ~/`, `ditto backup ~/.config`: every file of the source lands
at the same relative place under the destination, so a source that holds `.claude/settings.json` or
`.codex/hooks.json` replaces the agents' hook settings, and `rsync --delete` removes whatever of the
guard's the source does not hold. The guard's path is never written in the line: it is in the source
tree. So the source is read on disk (its files, up to a bound) and each one placed where it would
land; a source named here that cannot be read (missing, so made by the line itself or elsewhere,
remote, too large) over such a destination may hold anything, as an archive whose members cannot be
known is judged. (Sources computed at run time, `cp -r $(ls -A) ~/`, are left to the classifier's pause
of any overwrite outside the project.) Copies into the project, into
scratch, or into a directory beside the guard's (`~/.config/nvim`) are everyday.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Mapping

from dongle.shell.model import Invocation
from dongle.shell.sockets import operand_words

_TREE_COPIERS = frozenset({"cp", "gcp", "rsync", "ditto"})
_RECURSIVE_LONG = frozenset({"--recursive", "--archive"})
_MAX_ENTRIES = 4000
# rsync options whose value is the next word (not an operand).
_VALUED = frozenset({"-e", "--rsh", "--exclude", "--include", "--filter", "-f", "--files-from", "--chmod",
                     "--chown", "--backup-dir", "--suffix", "--log-file", "--exclude-from", "--include-from",
                     "-t", "--target-directory", "--rsync-path", "--partial-dir", "--temp-dir", "-T"})


def tree_copied_over_guard(inv: Invocation, cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    """Why `inv` copies a tree onto the guard's files (None if it does not)."""
    from dongle.hooks.guard_operands import above_guard, guarded_path
    from dongle.paths import classify_path

    if inv.name not in _TREE_COPIERS or not _recursive(inv):
        return None
    operands = operand_words(inv.args, _VALUED)
    if len(operands) < 2 or _remote(operands[-1]):
        return None
    where = inv.cwd or cwd
    dest = classify_path(operands[-1], where, home, env).path
    if not dest or (dest != home and not above_guard(operands[-1], where, home, env)):
        return None
    if "--delete" in inv.args or any(a.startswith("--delete-") for a in inv.args):
        return (f"`{inv.name} --delete` mirrors a tree over {dest}, which holds the guard's files: what the "
                "source does not hold is removed there")
    for source in operands[:-1]:
        if "$(" in source or "`" in source:
            continue  # a list computed at run time: the classifier pauses any overwrite outside the project
        path = None if _remote(source) else classify_path(source, where, home, env).path
        listed = entries(path) if path else None
        if listed is None:
            return (f"`{inv.name}` copies {source}, whose files cannot be known here, over {dest}, where "
                    "they may replace the agents' hook settings")
        contents = source.endswith(("/", "/.")) or "-T" in inv.args or inv.name == "ditto"
        base = "" if contents else posixpath.basename(path.rstrip("/"))
        for relative in listed:
            hit = guarded_path(posixpath.join(dest, base, relative), where, home, env, cwd)
            if hit:
                return f"`{inv.name}` copies {posixpath.join(source, relative)} onto {hit}"
    return None


def _recursive(inv: Invocation) -> bool:
    return inv.name == "ditto" or any(
        a in _RECURSIVE_LONG or (a[:1] == "-" and a[1:2] != "-" and bool(set(a[1:]) & set("rRa")))
        for a in inv.args)


def _remote(word: str) -> bool:
    """`host:path`, `user@host:path`, `rsync://…`: a place on another machine."""
    head = word.split("/", 1)[0]
    return ":" in head or word.startswith("rsync://")


def entries(path: str) -> list[str] | None:
    """The files under `path` relative to it ("" for a file), or None when it cannot be read or holds
    more than the bound."""
    if os.path.isfile(path):
        return [""]
    if not os.path.isdir(path):
        return None
    found: list[str] = []
    for top, dirs, files in os.walk(path):
        for name in dirs + files:
            found.append(posixpath.relpath(posixpath.join(top, name), path))
            if len(found) > _MAX_ENTRIES:
                return None
    return found
