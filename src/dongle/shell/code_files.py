"""Files that hold code, by the language that runs them, and that code as the interpreter takes it inline.

A file written now with code in it runs when something later runs or loads it: a script, a module a
test runner imports as a plugin (`pytest -p tests._warm`), a preload, a conftest. What it does is what
the same code given inline to its interpreter does (`python3 -c CODE`), so it is judged that way. The
language is the file's suffix, or for a file without one its `#!` line.
"""

from __future__ import annotations

import posixpath
import re
import shlex

from dongle.lazy_regex import lazy_compile

# Suffixes of files that hold code, by the language family that runs them (TypeScript config and setup
# files, `vite.config.ts`, run as node runs JavaScript once their types are stripped).
CODE_SUFFIXES = {".sh": "sh", ".bash": "sh", ".zsh": "sh", ".py": "python", ".js": "node", ".cjs": "node",
                 ".mjs": "node", ".ts": "node", ".mts": "node", ".cts": "node", ".rb": "ruby", ".pl": "perl",
                 ".php": "php", ".lua": "lua"}
# How each interpreter family takes code inline.
INLINE_FLAG = {"python": "-c", "node": "-e", "perl": "-e", "ruby": "-e", "php": "-r", "lua": "-e", "r": "-e"}
_RUNNER = {"python": "python3"}
# `#!/usr/bin/python3`, `#!/usr/bin/env -S node --flag`: the program the kernel starts for the file.
_SHEBANG = lazy_compile(r"\A#!\s*(?:\S*/)?(?:env\s+(?:-S\s+)?)?(?:\S*/)?(?P<name>[\w.+-]+)")
_SHELL_NAMES = frozenset({"sh", "bash", "zsh", "dash", "ksh", "ash", "mksh"})


def code_language(path: str | None) -> str | None:
    """The language of a file that holds code, by its name (None for documents and data)."""
    return CODE_SUFFIXES.get(posixpath.splitext(path or "")[1].lower())


def language_of(path: str | None, text: str) -> str | None:
    """The language of code written to `path`: its suffix, else the interpreter its `#!` line names."""
    if found := code_language(path):
        return found
    shebang = _SHEBANG.match(text.lstrip("\n"))
    if shebang is None:
        return None
    name = shebang.group("name").lower()
    if name in _SHELL_NAMES:
        return "sh"
    from dongle.shell import interp

    if re.fullmatch(r"(?:python|pypy)(?:\d+(?:\.\d+)*)?", name):
        return "python"
    family = interp.family(name)
    return family if family in INLINE_FLAG else None


def as_inline(language: str, code: str) -> str | None:
    """`code` as a command line that runs it now (`python3 -c CODE`); a shell's code is its own line."""
    if language == "sh":
        return code
    flag = INLINE_FLAG.get(language)
    if flag is None:
        return None
    code = code.removeprefix("<?php") if language == "php" else code
    return f"{_RUNNER.get(language, language)} {flag} {shlex.quote(code)}"
