"""The files a diff changes, read from the diff itself.

`git apply P`, `git am P`, `patch -p1 < P` change exactly the files P names, wherever they lie under
the directory it is applied in: a diff that names `.claude/settings.json` rewrites the project's hook
settings as an editor would. So the diff is read where it is (written earlier in the line, given
literally on stdin, or on the disk) and each file it names is judged as a write. A diff that cannot be
read here (downloaded in the same line, not on this disk) is reported as unknown; the caller decides
by where it is applied.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Callable

from dongle.disk_text import small_text
from dongle.shell.model import Invocation
from dongle.shell.sockets import operand_words

MAX_DIFF_BYTES = 4 << 20
# The header lines that name a file a diff creates, changes, renames or copies.
_NAMED = re.compile(r"(?m)^(?:\+\+\+|---|\*\*\*)\s+(?P<old>\S+)|^diff --git (?P<a>\S+) (?P<b>\S+)"
                    r"|^(?:rename|copy) (?:from|to) (?P<moved>\S+)|^Index:\s+(?P<index>\S+)")
# `git apply --stat` and friends print what a diff would do and change nothing.
_ONLY_SHOWN = frozenset({"--stat", "--numstat", "--summary", "--check"})
_VALUED = frozenset({"-p", "-d", "--directory", "-i", "--input", "-o", "--output", "-r", "--reject-file",
                     "-B", "-C", "--exclude", "--include", "-D", "-F", "-V", "-z", "--build-directory"})


def diff_inputs(inv: Invocation) -> list[str] | None:
    """The diff files `inv` applies (`-` for standard input); None when it applies no diff."""
    args = list(inv.args)
    if inv.name == "git":
        verb = next((a for a in args if a in ("apply", "am")), None)
        if verb is None or (_ONLY_SHOWN & set(args) and "--apply" not in args):
            return None
        words = operand_words(args[args.index(verb) + 1:], _VALUED)
    elif inv.name == "patch":
        given = [v for i, a in enumerate(args) for v in
                 ([args[i + 1]] if a in ("-i", "--input") and i + 1 < len(args) else
                  [a.split("=", 1)[1]] if a.startswith("--input=") else [])]
        operands = operand_words(args, _VALUED)
        words = given or operands[1:2]  # `patch [options] [originalfile [patchfile]]`
    else:
        return None
    redirected = [r.target for r in inv.redirects if r.op == "<"]
    return words or redirected or ["-"]


def named_paths(text: str, strip: int) -> list[str]:
    """The paths a diff's headers name, with `strip` leading components taken off (and as written)."""
    paths: list[str] = []
    for match in _NAMED.finditer(text):
        word = next(g for g in match.groups() if g)
        if word == "/dev/null":
            continue
        parts = word.split("/")
        if strip and len(parts) > strip:
            paths.append("/".join(parts[strip:]))
        paths.append(word)
    return list(dict.fromkeys(paths))


def diff_text(source: str, inv: Invocation, where: str,
              written: Callable[[str], str | None]) -> str | None:
    """The text of the diff `source` (a file, or `-` for stdin): literal in the line, written earlier in
    it (`written(path)`), or read from the disk; None when it cannot be known here."""
    if source == "-":
        return inv.stdin_text
    path = os.path.expanduser(source)
    path = posixpath.normpath(path if path.startswith("/") else posixpath.join(where, path))
    text = written(path)
    if text is not None:
        return text
    return small_text(path, MAX_DIFF_BYTES)


def strip_count(inv: Invocation) -> int:
    """How many leading path components the program takes off (git's default is one)."""
    for i, arg in enumerate(inv.args):
        value = inv.args[i + 1] if arg == "-p" and i + 1 < len(inv.args) else (
            arg[2:] if arg.startswith("-p") and arg[2:].isdigit() else
            arg.split("=", 1)[1] if arg.startswith("--strip=") else None)
        if value is not None and value.isdigit():
            return int(value)
    return 1 if inv.name == "git" else 0
