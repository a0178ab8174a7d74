"""The members an extraction writes, when its command line does not name them.

`tar -xf A -C DIR` writes every member of A under DIR: each is a write to DIR/member, as a copy there
would be. The line rarely names them; they are known instead from the archive itself, made earlier in
the same line (`tar -cf /tmp/p.tar -C /tmp/fake .claude && tar -xf /tmp/p.tar -C ~`, `tar -c .claude |
tar -x -C ~`, `zip -r p.zip .codex && unzip p.zip -d ~`), or listed from the disk. An archive whose
members cannot be known (downloaded in the same line, or not on this disk) is reported as such, and
the caller decides by where it lands.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Sequence

from dongle.shell.model import Invocation

_TARS = frozenset({"tar", "bsdtar", "gtar"})
MAX_LISTED = 4096  # members read from an archive on disk; more are not looked at
MAX_ARCHIVE_BYTES = 64 << 20  # a compressed archive is read whole to list it


def tar_mode_and_file(args: Sequence[str]) -> tuple[str, str | None]:
    """The mode letters of a tar command (`xzf`, from `-xzf`, `xzf`, `--extract`) and its archive (`-`
    for standard input or output, None when not given)."""
    mode, archive = "", None
    for i, arg in enumerate(args):
        following = args[i + 1] if i + 1 < len(args) else None
        if arg.startswith("--file="):
            archive = arg.split("=", 1)[1]
        elif arg == "--file":
            archive = following
        elif arg in ("--extract", "--get"):
            mode += "x"
        elif arg in ("--create",):
            mode += "c"
        elif (i == 0 and not arg.startswith("-")) or (arg[:1] == "-" and arg[:2] != "--"):
            letters = arg.lstrip("-")
            if not letters.isalpha():
                continue
            mode += letters
            if letters.endswith("f"):
                archive = following
    return mode, archive


def members(archive: str | None, inv: Invocation, invs: Sequence[Invocation], cwd: str) -> list[str] | None:
    """The member names the extraction `inv` reads from `archive` (None when they cannot be known)."""
    where = inv.cwd or cwd
    if archive in (None, "-"):  # read from standard input: a tar or zip made earlier in the pipe
        made = [m for other in invs if other is not inv and other.name in inv.stdin_from
                if (m := _made(other, None, where)) is not None]
        return made[0] if made else None
    path = _resolved(archive, where)
    for other in invs:
        if other is inv:
            break
        made = _made(other, path, where)
        if made is not None:
            return made
    return _listed(path)


def _made(inv: Invocation, path: str | None, cwd: str) -> list[str] | None:
    """The members a `tar -c` or `zip` invocation puts into the archive at `path` (standard output when
    None), relative to the directory it reads them from."""
    args = list(inv.args)
    where = inv.cwd or cwd
    if inv.name in _TARS:
        mode, archive = tar_mode_and_file(args)
        if "c" not in mode:
            return None
        if (path is None) != (archive in (None, "-")) or (path and _resolved(archive or "", where) != path):
            return None
        operands, skip = [], False
        for i, arg in enumerate(args):
            if skip:
                skip = False
            elif arg in ("-C", "--directory", "-f", "--file", "-T", "--files-from", "-X", "--exclude-from"):
                skip = True
            elif i == 0 and not arg.startswith("-"):
                continue
            elif arg[:1] == "-" and arg[:2] != "--" and arg.lstrip("-").isalpha() and arg.endswith("f"):
                skip = True
            elif not arg.startswith("-") and arg != archive:
                operands.append(arg)
        return [posixpath.normpath(o) for o in operands]
    if inv.name == "zip":
        operands = [a for a in args if not a.startswith("-")]
        if not operands or path is None or _resolved(operands[0], where) not in (path, path + ".zip"):
            return None
        return [posixpath.normpath(o) for o in operands[1:]]
    return None


def _resolved(word: str, where: str) -> str:
    word = os.path.expanduser(word)
    return posixpath.normpath(word if word.startswith("/") else posixpath.join(where, word))


def _listed(path: str) -> list[str] | None:
    """The member names of the archive on disk (None when it is not there, too large or unreadable)."""
    import tarfile  # only for an extraction whose members the line does not name: off the common path
    import zipfile

    try:
        if not os.path.isfile(path) or os.path.getsize(path) > MAX_ARCHIVE_BYTES:
            return None
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as archive:
                listed = archive.namelist()
                return listed if len(listed) <= MAX_LISTED else None
        with tarfile.open(path) as archive:
            names = []
            for member in archive:
                names.append(member.name)
                if len(names) > MAX_LISTED:
                    return None  # more than is read: what lies past it is not known
            return names
    except (OSError, tarfile.TarError, zipfile.BadZipFile, EOFError, ValueError):
        return None
