"""Rust code read by what its standard library calls do to files and processes.

A build script (`build.rs`) is compiled and run by `cargo build`, `cargo test` and `cargo run` before
the crate itself, as the user, on the machine that builds. This guard does not parse Rust; it reads
the calls whose effect it judges in every other language: files and directories removed, written,
copied or renamed (`std::fs`), and programs run (`std::process::Command`). Each becomes the shell
line with the same effect, judged like any other. A path built from the home directory
(`env::var("HOME")`, `home_dir()`) and literal pieces is that path under `~`; a path the code computes
otherwise is a variable the shell does not know.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator

from dongle.lazy_regex import lazy_compile

_CALL = lazy_compile(r"\b(?:std::)?(?:fs::)?(remove_dir_all|remove_dir|remove_file|write|copy|rename|"
                     r"create_dir_all)\s*\(")
_COMMAND = lazy_compile(r"\bCommand::new\s*\(")
_ARG = lazy_compile(r"\.(arg|args)\s*\(")
_STRING = lazy_compile(r'"((?:[^"\\]|\\.)*)"')
_HOME = lazy_compile(r"\b(?:env::var(?:_os)?\s*\(\s*\"HOME\"\s*\)|home_dir\s*\(\s*\))")
_BINDING = lazy_compile(r"\blet\s+(?:mut\s+)?(?P<name>[a-z_]\w*)\s*(?::[^=;]+)?=\s*(?P<value>[^;]+);")
_SHELL_FORM = {"remove_dir_all": "rm -rf", "remove_dir": "rmdir", "remove_file": "rm -f",
               "write": "tee", "copy": "cp", "rename": "mv", "create_dir_all": "mkdir -p"}
_TARGETS = {"remove_dir_all": 1, "remove_dir": 1, "remove_file": 1, "write": 1, "copy": 2, "rename": 2,
            "create_dir_all": 1}
MAX_CALLS = 32
# `cargo` subcommands that compile the package, and so run its build script first.
CARGO_RUNS_BUILD = frozenset({"build", "b", "run", "r", "test", "t", "check", "c", "bench", "clippy", "doc",
                              "d", "install", "package", "publish"})


def shell_equivalent(code: str) -> list[str]:
    """The shell lines that do what `code`'s file and process calls do, in order of appearance."""
    code = _home_bindings_inlined(code)
    lines: list[tuple[int, str]] = []
    for match in list(_CALL.finditer(code))[:MAX_CALLS]:
        arguments = _arguments(code, match.end())
        wanted = _TARGETS[match.group(1)]
        if len(arguments) < wanted:
            continue
        paths = [_path(a) for a in arguments[:wanted]]
        line = f"{_SHELL_FORM[match.group(1)]} {' '.join(paths)}"
        lines.append((match.start(), line + " </dev/null" if match.group(1) == "write" else line))
    for match in list(_COMMAND.finditer(code))[:MAX_CALLS]:
        lines.append((match.start(), _command_line(code, match.end())))
    return [line for _, line in sorted(lines) if line]


def _home_bindings_inlined(code: str) -> str:
    """`let h = dirs::home_dir().unwrap(); … h.join(".claude")`: each later use of a name bound to the
    home directory reads as the home directory itself."""
    for binding in _BINDING.finditer(code):
        if _HOME.search(binding.group("value")):
            code = code[:binding.end()] + re.sub(rf"(?<![\w.:]){re.escape(binding.group('name'))}\b",
                                                 "home_dir()", code[binding.end():])
    return code


def _command_line(code: str, start: int) -> str:
    """`Command::new("sh").arg("-c").arg("rm -rf ~")` as the argv it runs."""
    program = _arguments(code, start)
    words = [_word(program[0])] if program else []
    end = _close(code, start)
    while True:
        chained = _ARG.match(code, end)
        if not chained:
            break
        inner = _arguments(code, chained.end())
        if chained.group(1) == "args" and inner:
            words.extend(_word(m.group(1)) for m in _STRING.finditer(inner[0]))
        elif inner:
            words.append(_word(inner[0]))
        end = _close(code, chained.end())
    return " ".join(shlex.quote(w) for w in words)


def _word(argument: str) -> str:
    literal = _STRING.fullmatch(argument.strip().lstrip("&"))
    return _unescape(literal.group(1)) if literal else "$RUST_VALUE"


def _path(argument: str) -> str:
    """A path argument as a shell word: `~/…` when built from the home directory, the literal when
    it is one, else an unknown variable."""
    rest = _HOME.sub("", argument)
    pieces = [_unescape(m.group(1)).replace("{}", "").strip("/") for m in _STRING.finditer(rest)]
    pieces = [p for p in pieces if p]
    if _HOME.search(argument):
        return shlex.quote("/".join(["~", *pieces])).replace("'~", "~'") if pieces else "~"
    literal = _STRING.fullmatch(argument.strip().lstrip("&"))
    return shlex.quote(_unescape(literal.group(1))) if literal else '"$RUST_PATH"'


def _unescape(text: str) -> str:
    return text.replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "\n")


def _unquoted(code: str, start: int) -> Iterator[tuple[int, str, int]]:
    """(index, character, nesting depth after it) of each character outside string literals from
    `start`, just inside an opened parenthesis, to the one that closes it (depth 0)."""
    depth, i, quoted = 1, start, False
    while i < len(code) and depth:
        char = code[i]
        if quoted:
            if char == "\\":
                i += 1
            quoted = quoted and char != '"'
        elif char == '"':
            quoted = True
        else:
            depth += (char in "([{") - (char in ")]}")
            yield i, char, depth
        i += 1


def _close(code: str, start: int) -> int:
    """The index after the parenthesis that closes the one opened just before `start`."""
    return next((i + 1 for i, _, depth in _unquoted(code, start) if depth == 0), len(code))


def _arguments(code: str, start: int) -> list[str]:
    """The top-level comma-separated arguments of the call whose `(` ends just before `start`."""
    cuts = [i for i, char, depth in _unquoted(code, start) if (char == "," and depth == 1) or depth == 0]
    out, begin = [], start
    for cut in cuts:
        out.append(code[begin:cut].strip())
        begin = cut + 1
    return [a for a in out if a]
