"""Writes to each entry a finder or a listing yields, when its selection reaches the guard's installation.

`find / -path '*site-packages/tree_sitter_bash/*.so' -exec cp ./build/stub.so {} \\;` names no file of the
guard, yet writes over the grammar the guard parses every line with; `-path '*/dongle/hooks/__pycache__/
guard_operands*.pyc'` swaps the bytecode Python runs instead of the self-protection source. What such a
line writes is what its tests select, so the tests are what is judged: a finder's name, path and regex
tests (`find`, `fd`, which the parser reads as find), a locate or listing piped to `xargs`, and a glob a
writer is handed (a `for f in GLOB` loop's operand), matched against the guard's installation:

- the files of the running installation: the dongle package (its sources and their bytecode caches),
  every module the judge has loaded (the libraries its interpreter loads: tree-sitter's native module,
  the standard library), its interpreter and its venv's `pyvenv.cfg`;
- the same package files where another installation of the guard would lie (the system's and the user's
  site-packages, pipx's venvs, a checkout named for the project), so a pattern aimed at the shape reaches
  a copy this judge does not run from as well.

The writer must change what it is given: a program not known to only read (`-exec grep` reads), a copy
whose destination is the entry (`-exec cp {} /backup/` reads it), `-delete`. Deleting bytecode caches is
everyday cleanup (the interpreter writes them again from the source), so only writes over a cache count.
A find over the project's own files (`find . -name '*.py' -exec cp header.py {} \\;`) reaches none of
these unless the project is the guard's checkout.
"""

from __future__ import annotations

import bisect
import fnmatch
import functools
import os
import posixpath
import re
import sys
from collections.abc import Mapping, Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# find's tests that select by name or path, and whether each sees the whole path (else the last name).
_NAME_TESTS = {"-name": False, "-iname": False, "-path": True, "-ipath": True, "-wholename": True,
               "-iwholename": True, "-regex": True, "-iregex": True, "-lname": False, "-ilname": False}
_ACTIONS = frozenset({"-exec", "-execdir", "-ok", "-okdir"})
# Programs that only read or list what they are handed (by name; judged elsewhere when they write).
_READERS = frozenset({
    "cat", "less", "more", "head", "tail", "grep", "egrep", "fgrep", "rg", "ls", "stat", "file", "wc",
    "md5sum", "sha1sum", "sha256sum", "sha512sum", "b2sum", "cksum", "readlink", "realpath", "test", "[",
    "du", "nl", "od", "xxd", "hexdump", "strings", "echo", "printf", "basename", "dirname", "diff", "cmp",
    "ldd", "nm", "objdump", "readelf", "jq", "python-json", "tar", "zip", "sort", "cut", "awk", "bat",
    "lsattr", "getfacl", "namei", "pycodestyle", "ruff", "flake8", "pylint", "mypy",
})
# Programs that read every operand but the destination.
_COPIERS = frozenset({"cp", "rsync", "scp", "install", "ditto", "ln"})
# Programs that only take away what they are handed (a bytecode cache taken away is written again).
_DELETERS = frozenset({"rm", "unlink", "rmdir", "trash", "trash-put", "gio"})
# Finders whose output lists paths, and listings, that `xargs` hands on.
_LISTERS = frozenset({"find", "locate", "plocate", "mlocate", "slocate", "ls"})
_GLOB = lazy_compile(r"[*?\[]")
_CACHE = lazy_compile(r"(?:/__pycache__(?:/|$)|\.py[co]$)")
_PACKAGES_DIR = lazy_compile(r"/(?:site|dist)-packages/")
_PLACEHOLDER = "{}"
# The packages the guard imports at run time (pyproject's dependencies), loaded or not yet: the grammar
# the judge parses every line with is imported on first parse, and a daemon may not have it yet.
_DEPENDENCIES = ("tree_sitter", "tree_sitter_bash", "yaml", "_yaml", "mcp", "cryptography")


def _series() -> str:
    return f"{sys.version_info[0]}.{sys.version_info[1]}"


def _package_dir() -> str:
    return posixpath.dirname(posixpath.dirname(posixpath.abspath(__file__)))


@functools.cache
def _real_files() -> tuple[str, ...]:
    """The running installation's files: the dongle package, every loaded module, the interpreter."""
    from importlib.util import find_spec

    files: set[str] = set()
    package = _package_dir()
    for top, dirs, names in os.walk(package):
        dirs[:] = [d for d in dirs if not d.startswith(".")][:64]
        files.add(top)  # a directory found is handed on as well (`-name dongle -exec rm -rf {} +`)
        files.update(posixpath.join(top, n) for n in names[:512])
        if len(files) > 5000:
            break
    for name in _DEPENDENCIES:  # found without importing them
        try:
            spec = find_spec(name)
        except (ImportError, ValueError):
            continue
        places = list(spec.submodule_search_locations or []) if spec else []
        if spec and spec.origin and spec.origin.startswith("/") and not places:
            files.add(spec.origin)
        for place in places[:2]:
            for top, dirs, names in os.walk(place):
                dirs[:] = dirs[:32]
                files.add(top)
                files.update(posixpath.join(top, n) for n in names[:256])
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.startswith("/"):
            files.add(path)
    tag = sys.implementation.cache_tag
    for path in list(files):
        if path.endswith(".py"):  # what `importlib.util.cache_from_source` names, without its cost
            head, _, name = path.rpartition("/")
            files.add(f"{head}/__pycache__/{name[:-3]}.{tag}.pyc")
    files.add(sys.executable)
    files.add(os.path.realpath(sys.executable))
    if sys.prefix != sys.base_prefix:
        files.update(_venv_files(sys.prefix))
    for place in sys.path:  # start-up code every interpreter of this installation runs (`*.pth`)
        if place.startswith("/") and _PACKAGES_DIR.search(place + "/"):
            try:
                names = os.listdir(place)
            except OSError:
                continue
            files.update(posixpath.join(place, n) for n in names[:1024]
                         if n.endswith(".pth") or n in ("sitecustomize.py", "usercustomize.py"))
    return tuple(sorted(files))


def _venv_files(venv: str) -> list[str]:
    """A virtual environment's interpreter under each of its names, its configuration and its programs."""
    series = _series()
    names = ("python", "python3", f"python{series}", "dongle", "mcpaql-safety-dongle", "activate")
    return [posixpath.join(venv, "pyvenv.cfg"), *(posixpath.join(venv, "bin", n) for n in names)]


@functools.cache
def _tails() -> tuple[str, ...]:
    """The installation's files as they lie under any site-packages: `dongle/hooks/guard_operands.py`,
    `tree_sitter_bash/_binding.abi3.so`."""
    package = _package_dir()
    above = posixpath.dirname(package)
    tails: set[str] = set()
    for path in _real_files():
        if path.startswith(package + "/"):
            tails.add(path[len(above) + 1:])
        elif found := _PACKAGES_DIR.search(path):
            tails.add(path[found.end():])
    return tuple(sorted(tails))


def _layouts(home: str) -> tuple[str, ...]:
    """Directories that hold a Python installation's packages, where a copy of the guard may be."""
    series = _series()
    site = f"lib/python{series}/site-packages"
    venv = f"mcpaql-safety-dongle/.venv/{site}"
    home = home.rstrip("/")
    return (f"/usr/{site}", f"/usr/lib/python{series}/dist-packages", "/usr/lib/python3/dist-packages",
            f"/usr/local/{site}", f"/usr/local/lib/python{series}/dist-packages", f"/opt/{venv}",
            f"{home}/.local/{site}", f"{home}/.local/share/pipx/venvs/mcpaql-safety-dongle/{site}",
            f"{home}/.local/pipx/venvs/mcpaql-safety-dongle/{site}", f"{home}/{venv}",
            f"{home}/src/{venv}", f"{home}/mcpaql-safety-dongle/src")


@functools.cache
def _candidates(home: str) -> tuple[str, ...]:
    """The running installation's files and the same package files wherever another copy would lie."""
    out = set(_real_files())
    for layout in _layouts(home):
        if "/.venv/lib/" in layout:
            out.update(_venv_files(layout.split("/lib/")[0]))
        checkout = layout.endswith("/src")
        out.update(f"{layout}/{tail}" for tail in _tails() if not checkout or tail.startswith("dongle/"))
    return tuple(sorted(out))


def written_entry(argv: Sequence[str], placeholder: str | None) -> bool:
    """Whether the command `argv`, handed entries at `placeholder` (None: appended at the end), changes
    them. A reader does not; a copy changes only its destination."""
    if not argv:
        return False
    name = posixpath.basename(argv[0])
    if name in _READERS:
        return False
    if name in _COPIERS:
        operands = [a for a in argv[1:] if not a.startswith("-")]
        if any(a in ("-t", "--target-directory") or a.startswith("--target-directory=") for a in argv):
            return False  # `cp -t DIR {}`: the entries are the sources
        if placeholder is None:
            return True
        return bool(operands) and placeholder in operands[-1]
    return True


def _deletes_only(argv: Sequence[str]) -> bool:
    return bool(argv) and posixpath.basename(argv[0]) in _DELETERS


def _find_actions(args: Sequence[str]) -> list[tuple[list[str], bool]]:
    """The commands find runs on each entry, with whether each only deletes (`-delete` as `rm`)."""
    out: list[tuple[list[str], bool]] = []
    i = 0
    while i < len(args):
        if args[i] in _ACTIONS:
            j = i + 1
            while j < len(args) and args[j] not in (";", "+", "\\;"):
                j += 1
            argv = list(args[i + 1:j])
            if written_entry(argv, _PLACEHOLDER):
                out.append((argv, _deletes_only(argv)))
            i = j + 1
            continue
        if args[i] == "-delete":
            out.append((["rm"], True))
        i += 1
    return out


def _find_tests(args: Sequence[str]) -> tuple[list[tuple[str, str]], bool]:
    """find's name and path tests (test, pattern), skipping negated ones, and whether they are or-ed."""
    tests = []
    negated = False
    for i, arg in enumerate(args[:-1]):
        if arg in ("!", "-not", "\\!"):
            negated = True
            continue
        if arg in _NAME_TESTS and not negated:
            tests.append((arg, args[i + 1]))
        negated = False
    alternatives = any(a in ("-o", "-or", ",") for a in args)
    return tests, alternatives


def _admits(test: str, pattern: str, path: str) -> bool:
    whole = _NAME_TESTS[test]
    subject = path if whole else posixpath.basename(path)
    fold = test.startswith("-i")
    if test.endswith("regex"):
        try:
            return re.fullmatch(pattern, subject, re.I if fold else 0) is not None
        except re.error:
            return True  # a pattern that cannot be read may select anything
    if fold:
        subject, pattern = subject.lower(), pattern.lower()
    return fnmatch.fnmatchcase(subject, pattern)


@functools.cache
def _install_roots(home: str) -> tuple[str, ...]:
    """Directories that hold the candidates (no listing needed): a finder started elsewhere reaches none."""
    places = {_package_dir(), sys.prefix, sys.base_prefix,
              posixpath.dirname(os.path.realpath(sys.executable))}
    places.update(p for p in sys.path if p.startswith("/") and _PACKAGES_DIR.search(p + "/"))
    places.update(_layouts(home))
    return tuple(sorted(p.rstrip("/") or "/" for p in places))


def _overlaps(root: str, home: str) -> bool:
    """`root` holds, or lies inside, a directory that holds the guard's installation."""
    root = root.rstrip("/")
    return any(p == root or p.startswith(root + "/") or root.startswith(p + "/")
               for p in _install_roots(home))


def _selected(roots: Sequence[str], tests: list[tuple[str, str]], alternatives: bool, deleting: bool,
              home: str) -> str | None:
    """The guard's installation file under one of `roots` that the tests select, if any."""
    if not tests:
        return None  # selection by age, size or type is judged as the command it is
    roots = [r for r in roots if _overlaps(r, home)]
    if not roots:
        return None
    for path in _candidates(home):
        if deleting and _CACHE.search(path):
            continue
        if not any(path.startswith(r.rstrip("/") + "/") or r == "/" for r in roots):
            continue
        results = (_admits(t, p, path) for t, p in tests)
        if any(results) if alternatives else all(results):
            return path
    return None


def _root(word: str, where: str, home: str, env: Mapping[str, str]) -> str | None:
    from dongle.paths import expand

    path = expand(word, where, home, env) or word
    if "$" in path:
        return None
    return posixpath.normpath(posixpath.join(where, path))


def find_selects_guard(inv: Invocation, cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    """A find whose action writes to each entry, whose tests select a file of the guard's installation."""
    from dongle.rules.find_expr import find_operands

    if inv.name != "find":
        return None
    args = list(inv.args)
    actions = _find_actions(args)
    if not actions:
        return None
    _, starts, begin = find_operands(args)
    where = inv.cwd or cwd
    roots = [r for r in (_root(s, where, home, env) for s in (starts or (".",))) if r]
    tests, alternatives = _find_tests(args[begin:])
    deleting = all(deletes for _, deletes in actions)
    if hit := _selected(roots, tests, alternatives, deleting, home):
        return (f"`find` hands each entry its tests select to `{actions[0][0][0]}`, and they select {hit}, "
                "a file of the guard's installation")
    return None


def _locate_tests(inv: Invocation) -> list[tuple[str, str]]:
    """locate's patterns as find tests: a word without a glob matches anywhere in the path."""
    base = any(a in ("-b", "--basename") for a in inv.args)
    regex = any(a in ("-r", "--regex", "--regexp") for a in inv.args)
    fold = any(a in ("-i", "--ignore-case") for a in inv.args)
    tests = []
    for word in (a for a in inv.args if not a.startswith("-")):
        if regex:
            tests.append(("-iregex" if fold else "-regex", f".*(?:{word}).*"))
            continue
        pattern = word if _GLOB.search(word) else f"*{word}*"
        tests.append((("-iname" if fold else "-name") if base else ("-ipath" if fold else "-path"), pattern))
    return tests


def listed_selects_guard(invs: Sequence[Invocation], cwd: str, home: str,
                         env: Mapping[str, str]) -> str | None:
    """`locate guard_operands.py | xargs -n1 cp stub.py`, `find / -path '*dongle/hooks*' | xargs …`, `ls
    GLOB | xargs …`: entries a finder or listing prints, handed by xargs to a program that writes them."""
    for inv in invs:
        if "xargs" not in inv.wrappers or not inv.stdin_from:
            continue
        argv = inv.argv
        placeholder = next((a for a in argv if "{}" in a), None)
        if not written_entry(argv, _PLACEHOLDER if placeholder else None):
            continue
        deleting = _deletes_only(argv)
        for upstream in invs:
            if upstream is inv or upstream.name not in inv.stdin_from or upstream.name not in _LISTERS:
                continue
            where = upstream.cwd or cwd
            hit = None
            if upstream.name == "find":
                from dongle.rules.find_expr import find_operands

                _, starts, begin = find_operands(upstream.args)
                roots = [r for r in (_root(s, where, home, env) for s in (starts or (".",))) if r]
                tests, alternatives = _find_tests(list(upstream.args[begin:]))
                hit = _selected(roots, tests, alternatives, deleting, home)
            elif upstream.name == "ls":
                hit = next((h for w in upstream.args if not w.startswith("-")
                            if (h := glob_selects_guard(w, where, home, env, deleting))), None)
            else:
                tests = _locate_tests(upstream)
                hit = next((h for t in tests if (h := _selected(["/"], [t], False, deleting, home))), None)
            if hit:
                return (f"hands `{inv.name}` the entries `{upstream.name}` lists, and they include {hit}, "
                        "a file of the guard's installation")
    return None


def glob_selects_guard(word: str, where: str, home: str, env: Mapping[str, str],
                       deleting: bool = False) -> str | None:
    """A glob (`/usr/lib/python3*/site-packages/dongle/hooks/*.py`, a `for` loop's list) that expands to a
    file of the guard's installation, matched as the shell matches: part by part."""
    if not _GLOB.search(word) or any(ch.isspace() for ch in word):
        return None
    path = _root(word, where, home, env)
    if not path:
        return None
    literal = path[:_GLOB.search(path).start()]  # type: ignore[union-attr]
    if not _overlaps(posixpath.dirname(literal) or "/", home):
        return None  # the working directory's own files, unless the guard's checkout is there
    parts = path.split("/")
    candidates = _candidates(home)
    for index in range(bisect.bisect_left(candidates, literal), len(candidates)):
        candidate = candidates[index]
        if not candidate.startswith(literal):
            break
        if deleting and _CACHE.search(candidate):
            continue
        names = candidate.split("/")
        if len(names) == len(parts) and all(fnmatch.fnmatchcase(n, p)
                                            for n, p in zip(names, parts, strict=True)):
            return candidate
    return None


def writer_globs_guard(inv: Invocation, cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    """A writer handed a glob that expands to a file of the guard's installation."""
    if "xargs" in inv.wrappers or "find" in inv.wrappers or not written_entry(inv.argv, None):
        return None
    operands = [a for a in inv.args if not a.startswith("-")]
    if inv.name in _COPIERS:
        operands = operands[-1:] if len(operands) > 1 else []
    deleting = inv.name in _DELETERS
    where = inv.cwd or cwd
    for word in operands:
        if hit := glob_selects_guard(word, where, home, env, deleting):
            return (f"`{inv.name}` is handed `{word}`, which expands to {hit}, a file of the guard's "
                    "installation")
    return None


def selection_reaches_guard(invs: Sequence[Invocation], cwd: str, env: Mapping[str, str]) -> str | None:
    """Why the line writes to entries a finder, listing or glob selects among the guard's installation."""
    from dongle.paths import default_home

    home = env.get("HOME") or default_home(cwd=cwd)
    for inv in invs:
        if inv.name == "find" and (hit := find_selects_guard(inv, cwd, home, env)):
            return hit
    if hit := listed_selects_guard(invs, cwd, home, env):
        return hit
    for inv in invs:
        if any(_GLOB.search(a) for a in inv.args) and (hit := writer_globs_guard(inv, cwd, home, env)):
            return hit
    return None
