"""`fd` read as the `find` it stands for.

`fd PATTERN PATH -x CMD` runs CMD on every entry it finds, exactly as `find PATH -name PATTERN -exec
CMD {} \\;` does; `-X CMD` hands them all to one CMD (`-exec CMD {} +`). A finder that deletes what
it meets is judged by what it meets (every `.git` under a monorepo, or only `*.pyc`), whatever the
finder is called, so the line is rewritten into find's grammar and the find rules judge it: the
roots, the name, type, depth and age tests that narrow it, and the command run on each entry.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# The program's names (Debian installs it as `fdfind`).
FD_NAMES = frozenset({"fd", "fdfind"})
# Options that take a value, and the find test each becomes (None: kept out, it narrows nothing we judge).
_VALUED = {
    "-d": "-maxdepth", "--max-depth": "-maxdepth", "--maxdepth": "-maxdepth", "--min-depth": "-mindepth",
    "--exact-depth": "exact", "-t": "-type", "--type": "-type", "-e": "-name", "--extension": "-name",
    "-E": "exclude", "--exclude": "exclude", "-S": "-size", "--size": "-size",
    "--changed-within": "-mtime", "--change-newer-than": "-mtime", "--newer": "-mtime",
    "--changed-before": "-mtime", "--change-older-than": "-mtime", "--older": "-mtime",
    "-o": "-user", "--owner": "-user", "--search-path": "root",
    "--base-directory": "root",  # fd searches from there: its default path `.` is that directory
    "-j": None, "--threads": None, "--max-results": None, "-c": None, "--color": None,
    "--ignore-file": None, "--format": None, "--path-separator": None, "--batch-size": None, "--and": "and",
}
_GLOB_FLAGS = frozenset({"-g", "--glob"})
_FULL_PATH_FLAGS = frozenset({"-p", "--full-path"})
_EXEC_EACH = frozenset({"-x", "--exec"})
_EXEC_BATCH = frozenset({"-X", "--exec-batch"})
# fd's entry types and the find test for each (`x` executable and `e` empty are files or folders)
_TYPES = {"f": "f", "file": "f", "d": "d", "dir": "d", "directory": "d", "l": "l", "symlink": "l",
          "s": "s", "socket": "s", "p": "p", "pipe": "p"}
# fd's placeholders: the path, its base name, its parent, without extension -- each an entry found
_PLACEHOLDER = lazy_compile(r"\{(?:|/|//|\.|/\.)\}")
# a regex piece and the glob piece it is: an escaped character, any run, any one character, a literal
_REGEX_PIECE = lazy_compile(
    r"\\(?P<esc>[^A-Za-z0-9])|(?P<run>\.[*+])|(?P<one>\.)|(?P<lit>[^][*+?(){}|^$\\.])")


def _regex_as_name(pattern: str) -> tuple[str, str] | None:
    """The find test for fd's default regex search of base names. A regex of literals, escapes and
    dots is a name glob, unanchored ends matching anything (`^\\.git$` is `-name .git`, `.git` is
    `-name '*?git*'`, which reaches `.git` too); other regexes are kept as a `-regex` test (a narrowing
    the find rules know); a pattern that matches every name is None."""
    if pattern in ("", ".", ".*", "^", "$", "^.*$", "^.*"):
        return None
    start = pattern.startswith("^")
    end = pattern.endswith("$") and not pattern.endswith("\\$")
    core = pattern[1 if start else 0: -1 if end else None]
    pieces = []
    at = 0
    while at < len(core):
        m = _REGEX_PIECE.match(core, at)
        if m is None:
            return "-regex", f".*{pattern}"
        run = "*" if m.group("run") else "?" if m.group("one") else m.group("lit")
        pieces.append(m.group("esc") or run)
        at = m.end()
    glob = "".join(pieces)
    if any(c in glob for c in "[]"):
        return "-regex", f".*{pattern}"
    return "-name", ("" if start else "*") + glob + ("" if end else "*")


def fd_as_find(argv: list[str]) -> list[str] | None:
    """The `find` argv that does what this `fd` argv does, or None when a word cannot be read."""
    roots: list[str] = []
    tests: list[str] = []
    run: list[str] = []
    operands: list[str] = []
    glob = full_path = False
    i = 1
    while i < len(argv):
        word = argv[i]
        opt, eq, inline = word.partition("=") if word.startswith("--") else (word, "", "")
        if word in _EXEC_EACH or word in _EXEC_BATCH:
            j = i + 1
            cmd: list[str] = []
            while j < len(argv) and argv[j] not in (";", "\\;"):
                cmd.append(argv[j])
                j += 1
            if not cmd:
                return None
            if not any(_PLACEHOLDER.search(w) for w in cmd):
                cmd.append("{}")  # fd hands the path as the last argument
            run += ["-exec", *(_PLACEHOLDER.sub("{}", w) for w in cmd), "+" if word in _EXEC_BATCH else ";"]
            i = j + 1
            continue
        if opt in _VALUED:
            if eq:
                value = inline
            elif i + 1 < len(argv):
                i += 1
                value = argv[i]
            else:
                return None
            test = _VALUED[opt]
            if test == "-type":
                if value in ("e", "empty"):
                    tests.append("-empty")
                elif value in ("x", "executable"):
                    tests += ["-type", "f", "-executable"]
                elif value in _TYPES:
                    tests += ["-type", _TYPES[value]]
            elif test == "-name":  # an extension
                tests += ["-name", f"*.{value.lstrip('.')}"]
            elif test == "exclude":
                tests += ["!", "-name", value]
            elif test == "exact":
                tests += ["-mindepth", value, "-maxdepth", value]
            elif test == "root":
                roots.append(value)
            elif test in ("-mtime", "-size", "-user"):
                tests += [test, "+0" if test != "-user" else value]  # an age, size or owner narrows
            elif test in ("-maxdepth", "-mindepth"):
                tests += [test, value]
        elif word in _GLOB_FLAGS:
            glob = True
        elif word in _FULL_PATH_FLAGS:
            full_path = True
        elif word == "--":
            operands += argv[i + 1:]
            break
        elif not word.startswith("-") or word == "-":
            operands.append(word)
        i += 1
    if operands:
        pattern, roots = operands[0], roots + operands[1:]
        if glob:
            tests += ["-path" if full_path else "-name", pattern]
        elif (named := _regex_as_name(pattern)) is not None:
            tests += [named[0] if not full_path or named[0] == "-regex" else "-path", named[1]]
    return ["find", *(roots or ["."]), *tests, *run]
