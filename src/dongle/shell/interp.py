"""Inline interpreter code (`python -c`, `node -e`, `perl -e`, `ruby -e`, `php -r`, awk programs).

The code is analysed, not blanket-denied: `python -c "print(1)"` has no effect worth a rule,
`python -c "import shutil; shutil.rmtree('/etc')"` has the effect of `rm -rf /etc`. This module
finds the code (inline, or literal stdin); Python is read with the stdlib `ast` in
`dongle.shell.pycode`, the other languages get the lighter call scan of `dongle.shell.scripted`
(both imported only when such code is seen). Each effect is
returned as an `Effect`: a synthetic argv the shell rules can judge, shell text to parse, or a
reason the code could not be followed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Redirect

MAX_CODE = 64 * 1024
MAX_EXEC_DEPTH = 3
_PYTHON = lazy_compile(r"(?:python|pypy)(?:\d+(?:\.\d+)*)?[mw]?\Z")
_AWKS = frozenset({"awk", "gawk", "mawk", "nawk"})
# TypeScript runners (`ts-node -e`, `tsx -e`) evaluate JavaScript-family code as node does.
_SCRIPTED = {"node": "node", "nodejs": "node", "bun": "node", "deno": "node", "ts-node": "node",
             "tsx": "node", "perl": "perl", "ruby": "ruby", "php": "php", "lua": "lua", "luajit": "lua",
             "lua5.1": "lua", "lua5.3": "lua",
             "lua5.4": "lua", "r": "r", "rscript": "r", "julia": "julia", "tclsh": "tcl", "wish": "tcl",
             "osascript": "applescript"}


@dataclass(frozen=True, slots=True)
class Effect:
    """Something the code does: a command argv, shell text it hands to a shell, or a gap."""

    argv: tuple[str, ...] = ()
    script: str | None = None
    synthetic: bool = True
    redirects: tuple[Redirect, ...] = ()
    reason: str | None = None
    via: str = ""
    spawns_self: bool = False  # the code forks or respawns itself in an endless loop: a fork bomb


def glob_delete(pattern: str, recursive: bool) -> Effect:
    """What deleting every match of a glob does, in any language. A `**` segment reaches every depth
    under the part before it, as `find ROOT -type f -delete` does (the last segment, unless it is
    `*`, is its `-name` filter); any other glob is the shell's `rm PATTERN`."""
    head, globstar, tail = pattern.partition("**")
    if not globstar:
        return Effect(argv=("rm", *(("-rf",) if recursive else ()), pattern))
    root = head.rstrip("/") or ("/" if head.startswith("/") else ".")
    name = tail.strip("/").rsplit("/", 1)[-1]
    only = ("-name", name) if name not in ("", "*") else ()
    return Effect(argv=("find", root, *(() if recursive else ("-type", "f")), *only, "-delete"))


def family(name: str) -> str | None:
    if _PYTHON.match(name):
        return "python"
    if name in _AWKS:
        return "awk"
    return _SCRIPTED.get(name)


def is_interpreter(name: str) -> bool:
    return family(name) is not None


# Languages in which a backticked string runs a shell command.
_BACKTICK_LANGUAGES = frozenset({"perl", "ruby", "php"})


def analyse(
    name: str, argv: list[str], stdin: str | None, stdin_kind: str, from_network: bool = False,
    env: Mapping[str, str] | None = None, read_script: Callable[[str], str | None] | None = None,
) -> list[Effect]:
    """Effects of the code an interpreter invocation runs (inline, or literal stdin); `env` holds the
    variables the line knows, which Node code reads as `process.env.NAME`; `read_script(path)` gives
    the text of a script file it runs (`python3 tidy.py`), when the caller can read it."""
    fam = family(name)
    if fam is None:
        return []
    if fam == "awk":
        from dongle.shell.scripted import awk_effects

        return awk_effects(argv)
    code, label = _code_argument(fam, argv)
    if code is None and label.startswith("script ") and read_script is not None:
        code = read_script(label[len("script "):])
        label = f"{fam} {label}"
    if code is None and label == "stdin":
        if stdin is not None:
            code, label = stdin, f"{fam} stdin"
        elif stdin_kind == "pipe":
            origin = "remote code" if from_network else "code of unknown content"
            return [Effect(reason=f"{origin} piped into {name}: not analysed")]
    if code is None:
        return []
    if code.startswith(("$(", "`", "<(", "${")) or (code.startswith("$") and code[1:].isidentifier()):
        origin = "remote code" if re.search(r"\b(?:curl|wget|nc|fetch)\b", code) else "code"
        unread = Effect(reason=f"{origin} produced at run time is run by {name}: not analysed")
        if not (code.startswith("`") and fam in _BACKTICK_LANGUAGES):
            return [unread]
        # `ruby -e '`rm -rf ~`'`: in perl, ruby and php a backticked string is a shell command the
        # code runs; the word may also be the shell's own substitution, so both readings are kept
        from dongle.shell.scripted import scan_calls

        return [unread, *(with_via(e, f"{fam} code") for e in scan_calls(fam, code))]
    if len(code) > MAX_CODE:
        return [Effect(reason=f"{fam} code longer than {MAX_CODE} characters was not analysed")]
    from dongle.shell.pycode import analyse_python
    from dongle.shell.scripted import database_statements, scan_calls

    if fam == "node" and "process.env." in code:
        code = _node_env_read(code, env or {})
    from dongle.shell.aws_api import aws_api_effects
    from dongle.shell.datastore_clients import datastore_effects
    from dongle.shell.message_sends import message_effects
    from dongle.shell.sdk_calls import removal_untranslated, sdk_effects
    from dongle.shell.stores import store_effects

    if fam == "applescript":
        from dongle.shell.applescript import shell_scripts

        return [with_via(effect, label) for effect in shell_scripts(code)]
    if fam == "python":
        effects = analyse_python(code)
    else:
        effects = [*scan_calls(fam, code), *database_statements(code)]
    services = [*store_effects(code), *sdk_effects(code), *aws_api_effects(code), *datastore_effects(code),
                *message_effects(code)]
    effects.extend(services)
    # a client's removal no service reading translated (the language scans read only files and processes)
    if not any(effect.argv or effect.script for effect in services) and (gap := removal_untranslated(code)):
        effects.append(gap)
    return [with_via(effect, label) for effect in effects]


# `process.env.NAME`, with an optional fallback (`process.env.TARGET || ''`)
_NODE_ENV = lazy_compile(r"""process\.env\.([A-Za-z_]\w*)(?:\s*(?:\|\||\?\?)\s*(['"])([^'"]*)\2)?""")


def _node_env_read(code: str, env: Mapping[str, str]) -> str:
    """Node code with each environment read the line can answer written as the string it yields: the
    variable's value when it is set, the fallback after `||` when it is not (`process.env.TARGET || ''`
    with TARGET unset is ''). HOME is kept: it stands for the home directory, whoever's it is."""

    def value(m: re.Match[str]) -> str:
        name, fallback = m.group(1), m.group(3)
        if name == "HOME" or (name not in env and fallback is None):
            return m.group(0)
        text = env.get(name) or fallback or ""  # `||` falls back on an empty value too
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"

    return _NODE_ENV.sub(value, code)


def with_via(effect: Effect, label: str) -> Effect:
    return Effect(effect.argv, effect.script, effect.synthetic, effect.redirects, effect.reason,
                  effect.via or label, effect.spawns_self)


# -- where the code is ---------------------------------------------------------------------------

_CODE_FLAGS = {"python": "c", "node": "ep", "perl": "eE", "ruby": "e", "php": "r", "lua": "e", "r": "e",
               "julia": "e", "tcl": "", "applescript": "e"}
_ARG_FLAGS = {"python": "WXm", "node": "r", "perl": "IMmxCd", "ruby": "IrCEF", "php": "cdzf", "lua": "l",
              "r": "", "julia": "", "tcl": "", "applescript": "ls"}
_LONG_CODE = {"--eval", "--print"}


def _after_options(args: list[str], valued: tuple[str, ...]) -> str | None:
    """The first operand of a subcommand's words: its options (`--allow-all`, `-A`, `--ext ts`) stand
    before the code and grant it permissions, they are not the code."""
    i = 0
    while i < len(args) and args[i].startswith("-") and args[i] != "-":
        i += 2 if args[i] in valued else 1
    return args[i] if i < len(args) else None


def _code_argument(fam: str, argv: list[str]) -> tuple[str | None, str]:
    """(inline code, label), or (None, "stdin") when the code comes from stdin, (None, "") else."""
    code_flags = _CODE_FLAGS[fam]
    arg_flags = _ARG_FLAGS[fam]
    pieces: list[str] = []
    i = 1
    if fam == "node" and len(argv) > 1 and argv[1] == "eval":  # `deno eval [--allow-all] 'code'`
        return _after_options(argv[2:], ("--ext", "--location", "--cert", "--config", "-c")), "node -e"
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            i += 1
            break
        if arg == "-":
            return (None, "stdin") if not pieces else ("\n".join(pieces), f"{fam} -{code_flags[0]}")
        if arg.startswith("--"):
            key, eq, value = arg.partition("=")
            if key in _LONG_CODE and fam == "node":
                if eq:
                    pieces.append(value)
                elif i + 1 < len(argv):
                    pieces.append(argv[i + 1])
                    i += 1
            i += 1
            continue
        if not arg.startswith("-") or len(arg) == 1:
            break
        j = 1
        consumed = False
        while j < len(arg):
            ch = arg[j]
            if ch in code_flags:
                rest = arg[j + 1 :]
                if rest and all(c in code_flags for c in rest):
                    rest = ""  # `node -pe CODE`: both flags, the code is the next word
                if rest:
                    pieces.append(rest)
                elif i + 1 < len(argv):
                    pieces.append(argv[i + 1])
                    consumed = True
                break
            if ch in arg_flags:
                if not arg[j + 1 :] and i + 1 < len(argv) and not (fam == "perl" and ch in "Mmx"):
                    consumed = True
                if fam == "python" and ch == "m":
                    return None, ""  # runs a module, not inline code
                break
            j += 1
        i += 2 if consumed else 1
        if fam == "python" and pieces:
            break  # python: -c ends the options, the rest are sys.argv
    if pieces:
        return "\n".join(pieces), f"{fam} -{code_flags[0]}"
    if i < len(argv) and argv[i] != "-":
        return None, f"script {argv[i]}"  # a script file
    return None, "stdin"
