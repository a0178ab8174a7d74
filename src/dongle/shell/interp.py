"""Inline interpreter code (`python -c`, `node -e`, `perl -e`, `ruby -e`, `php -r`, awk programs).

The code is analysed, not blanket-denied: `python -c "print(1)"` has no effect worth a rule,
`python -c "import shutil; shutil.rmtree('/etc')"` has the effect of `rm -rf /etc`. Python is read
with the stdlib `ast` (imported only when Python code is seen); the other languages get a lighter
scan for the calls that run commands or delete files, with string-literal arguments. Each effect is
returned as an `Effect`: a synthetic argv the shell rules can judge, shell text to parse, or a
reason the code could not be followed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dongle.shell.escapes import decode_escapes
from dongle.shell.model import Redirect

MAX_CODE = 64 * 1024
MAX_EXEC_DEPTH = 3
_PYTHON = re.compile(r"(?:python|pypy)(?:\d+(?:\.\d+)*)?[mw]?\Z")
_AWKS = frozenset({"awk", "gawk", "mawk", "nawk"})
_SCRIPTED = {"node": "node", "nodejs": "node", "bun": "node", "deno": "node", "perl": "perl",
             "ruby": "ruby", "php": "php"}


@dataclass(frozen=True, slots=True)
class Effect:
    """Something the code does: a command argv, shell text it hands to a shell, or a gap."""

    argv: tuple[str, ...] = ()
    script: str | None = None
    synthetic: bool = True
    redirects: tuple[Redirect, ...] = ()
    reason: str | None = None
    via: str = ""


def family(name: str) -> str | None:
    if _PYTHON.match(name):
        return "python"
    if name in _AWKS:
        return "awk"
    return _SCRIPTED.get(name)


def is_interpreter(name: str) -> bool:
    return family(name) is not None


def analyse(
    name: str, argv: list[str], stdin: str | None, stdin_kind: str, from_network: bool = False
) -> list[Effect]:
    """Effects of the code an interpreter invocation runs (inline, or literal stdin)."""
    fam = family(name)
    if fam is None:
        return []
    if fam == "awk":
        return _awk(argv)
    code, label = _code_argument(fam, argv)
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
        return [Effect(reason=f"{origin} produced at run time is run by {name}: not analysed")]
    if len(code) > MAX_CODE:
        return [Effect(reason=f"{fam} code longer than {MAX_CODE} characters was not analysed")]
    effects = _python(code, 0) if fam == "python" else _scan(fam, code)
    return [_with_via(effect, label) for effect in effects]


def _with_via(effect: Effect, label: str) -> Effect:
    return Effect(effect.argv, effect.script, effect.synthetic, effect.redirects, effect.reason,
                  effect.via or label)


# -- where the code is ---------------------------------------------------------------------------

_CODE_FLAGS = {"python": "c", "node": "ep", "perl": "eE", "ruby": "e", "php": "r"}
_ARG_FLAGS = {"python": "WXm", "node": "r", "perl": "IMmxCd", "ruby": "IrCEF", "php": "cdzf"}
_LONG_CODE = {"--eval", "--print"}


def _code_argument(fam: str, argv: list[str]) -> tuple[str | None, str]:
    """(inline code, label), or (None, "stdin") when the code comes from stdin, (None, "") else."""
    code_flags = _CODE_FLAGS[fam]
    arg_flags = _ARG_FLAGS[fam]
    pieces: list[str] = []
    i = 1
    if fam == "node" and len(argv) > 1 and argv[1] == "eval":  # `deno eval 'code'`
        return (argv[2] if len(argv) > 2 else None), "node -e"
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
        return None, ""  # a script file
    return None, "stdin"


# -- Python --------------------------------------------------------------------------------------

_DELETE = {
    "shutil.rmtree": ("rm", "-rf"),
    "os.remove": ("rm",),
    "os.unlink": ("rm",),
    "os.rmdir": ("rmdir",),
    "os.removedirs": ("rmdir", "-p"),
    "pathlib.Path.unlink": ("rm",),
    "pathlib.Path.rmdir": ("rmdir",),
}
_SHELL_TEXT = {"os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput",
               "commands.getoutput", "pty.spawn"}
_SUBPROCESS = {"subprocess.run", "subprocess.call", "subprocess.check_call",
               "subprocess.check_output", "subprocess.Popen", "asyncio.create_subprocess_exec",
               "asyncio.create_subprocess_shell"}
_TWO_PATHS = {"os.rename": ("mv",), "os.replace": ("mv",), "shutil.move": ("mv",),
              "shutil.copy": ("cp",), "shutil.copy2": ("cp",), "shutil.copyfile": ("cp",),
              "shutil.copytree": ("cp", "-r"), "os.symlink": ("ln", "-s"), "os.link": ("ln",),
              "pathlib.Path.rename": ("mv",), "pathlib.Path.replace": ("mv",)}
_NETWORK = {"urllib.request.urlopen": "GET", "requests.get": "GET", "requests.post": "POST",
            "requests.put": "PUT", "requests.delete": "DELETE", "requests.patch": "PATCH",
            "httpx.get": "GET", "httpx.post": "POST", "urllib.request.urlretrieve": "GET"}
_EXEC_FAMILY = re.compile(r"os\.(exec|spawn)[lv]p?e?\Z")


class _PyScope:
    """Names bound by imports and simple constant assignments in the analysed code."""

    def __init__(self) -> None:
        self.aliases: dict[str, str] = {}
        self.consts: dict[str, str] = {}
        # `os.environ['X']` reads as `$X`: right for a path or shell text, wrong for code to exec
        self.env_placeholders = True


def _python(code: str, level: int) -> list[Effect]:
    import ast

    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
        return [Effect(reason="python code does not parse: its effects were not analysed")]
    scope = _PyScope()
    nodes = list(ast.walk(tree))
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                scope.aliases[alias.asname or alias.name.split(".")[0]] = (
                    alias.name if alias.asname else alias.name.split(".")[0]
                )
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                scope.aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                value = _py_str(node.value, scope)
                if value is not None:
                    scope.consts[target.id] = value
                else:
                    scope.consts.pop(target.id, None)
    effects: list[Effect] = []
    for node in nodes:
        if isinstance(node, ast.Call):
            effects.extend(_py_call(node, scope, level))
    return effects


def _py_name(node: object, scope: _PyScope) -> str | None:
    """Canonical dotted name of a callee: `os.remove`, `pathlib.Path.unlink`, `__import__('os')`."""
    import ast

    parts: list[str] = []
    cur = node
    while isinstance(cur, ast.Attribute):
        parts.append(cur.attr)
        cur = cur.value
    if isinstance(cur, ast.Name):
        base = scope.aliases.get(cur.id, cur.id)
    elif isinstance(cur, ast.Call):
        inner = _py_name(cur.func, scope)
        if inner in ("__import__", "importlib.import_module") and cur.args:
            module = _py_str(cur.args[0], scope)
            if module is None:
                return None
            base = module
        elif inner in ("pathlib.Path", "Path", "pathlib.PurePath", "pathlib.PosixPath"):
            base = "pathlib.Path"
        elif inner == "getattr" and len(cur.args) >= 2:
            obj = _py_name(cur.args[0], scope)
            attr = _py_str(cur.args[1], scope)
            if obj is None or attr is None:
                return None
            base = f"{obj}.{attr}"
        else:
            return None
    else:
        return None
    return ".".join([base, *reversed(parts)])


def _py_str(node: object, scope: _PyScope) -> str | None:
    """The string value of an expression when the code itself determines it."""
    import ast

    if isinstance(node, ast.Constant):
        if isinstance(node.value, str):
            return node.value
        if isinstance(node.value, bytes):
            return node.value.decode("utf-8", "replace")
        if isinstance(node.value, int) and not isinstance(node.value, bool):
            return str(node.value)
        return None
    if isinstance(node, ast.Name):
        return scope.consts.get(node.id)
    if isinstance(node, ast.JoinedStr):
        out: list[str] = []
        for value in node.values:
            piece = _py_str(value.value if isinstance(value, ast.FormattedValue) else value, scope)
            if piece is None:
                return None
            out.append(piece)
        return "".join(out)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _py_str(node.left, scope), _py_str(node.right, scope)
        return None if left is None or right is None else left + right
    if isinstance(node, ast.Call):
        func = _py_name(node.func, scope)
        args = [_py_str(a, scope) for a in node.args]
        if func in ("os.path.expanduser", "str", "os.path.abspath", "os.path.realpath",
                    "os.fspath", "pathlib.Path", "Path") and len(args) == 1:
            return args[0]
        if func in ("os.path.join", "posixpath.join") and args and None not in args:
            import posixpath

            return posixpath.join(*args)  # type: ignore[arg-type]
        if func in ("pathlib.Path.home", "os.path.expanduser"):
            return "~"
        if func in ("os.getenv", "os.environ.get") and args and args[0] is not None:
            if not scope.env_placeholders:
                return None
            return "$" + args[0]
        if func in ("base64.b64decode", "base64.decodebytes") and len(args) >= 1 and args[0]:
            import binascii

            try:
                return binascii.a2b_base64(args[0].encode("ascii")).decode("utf-8", "replace")
            except (binascii.Error, UnicodeEncodeError, ValueError):
                return None
        if func == "bytes.fromhex" and len(args) == 1 and args[0] is not None:
            try:
                return bytes.fromhex(args[0]).decode("utf-8", "replace")
            except ValueError:
                return None
        if isinstance(node.func, ast.Attribute) and node.func.attr == "decode" and not node.args:
            return _py_str(node.func.value, scope)
        if isinstance(node.func, ast.Attribute) and node.func.attr == "join" and len(node.args) == 1:
            sep = _py_str(node.func.value, scope)
            items = _py_list(node.args[0], scope)
            if sep is not None and items is not None and None not in items:
                return sep.join(items)  # type: ignore[arg-type]
        return None
    if isinstance(node, ast.Subscript) and _py_name(node.value, scope) == "os.environ":
        if not scope.env_placeholders:
            return None
        key = _py_str(node.slice, scope)
        return None if key is None else "$" + key
    if isinstance(node, ast.Attribute) and _py_name(node, scope) == "pathlib.Path.home":
        return "~"
    return None


def _py_list(node: object, scope: _PyScope) -> list[str | None] | None:
    import ast

    if isinstance(node, ast.List | ast.Tuple):
        return [_py_str(elt, scope) for elt in node.elts]
    return None


def _py_arg(node: object, scope: _PyScope) -> str:
    """An argument as text: its value when known, else a `${python:…}` placeholder."""
    import ast

    value = _py_str(node, scope)
    if value is not None:
        return value
    try:
        text = ast.unparse(node)  # type: ignore[arg-type]
    except Exception:  # unparse of odd trees: a placeholder is enough
        text = "?"
    return "${python:" + text[:80] + "}"


def _kwarg(call: object, name: str) -> object | None:
    for keyword in getattr(call, "keywords", ()):
        if keyword.arg == name:
            return keyword.value
    return None


def _py_call(call: object, scope: _PyScope, level: int) -> list[Effect]:
    import ast

    assert isinstance(call, ast.Call)
    func = _py_name(call.func, scope)
    if func is None:
        if isinstance(call.func, ast.Call) and _py_name(call.func.func, scope) == "getattr":
            return [Effect(reason="python calls a function chosen at run time (getattr): not analysed")]
        return []
    path_call = func.startswith("pathlib.Path.")
    target = call.func.value.args[0] if (  # type: ignore[attr-defined]
        path_call and isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Call)
        and call.func.value.args
    ) else None
    args = list(call.args)
    if func in _DELETE:
        node = target if path_call else (args[0] if args else _kwarg(call, "path"))
        if node is None:
            return []
        effect = Effect(argv=(*_DELETE[func], _py_arg(node, scope)))
        return _with_dynamic_reason(effect, func)
    if func in _TWO_PATHS and (len(args) >= (1 if path_call else 2)):
        pair = ([target, args[0]] if path_call and target is not None else args[:2])
        if len(pair) == 2:
            return [Effect(argv=(*_TWO_PATHS[func], *(_py_arg(n, scope) for n in pair)))]
    if func in ("os.chmod", "pathlib.Path.chmod") and args:
        node, mode_node = (target, args[0]) if path_call else (args[0], args[1] if len(args) > 1 else None)
        if node is not None and mode_node is not None:
            mode = mode_node.value if isinstance(mode_node, ast.Constant) else None
            mode_text = format(mode, "o") if isinstance(mode, int) else _py_arg(mode_node, scope)
            return [Effect(argv=("chmod", mode_text, _py_arg(node, scope)))]
    if func in _SHELL_TEXT:
        node = args[0] if args else _kwarg(call, "cmd")
        if node is None:
            return []
        if isinstance(node, ast.List | ast.Tuple):
            return [_argv_effect(node, scope)]
        text = _py_str(node, scope)
        if text is None:
            return [Effect(reason=f"python {func} runs a command built at run time: not analysed")]
        return [Effect(script=text, synthetic=False)]
    if func in _SUBPROCESS:
        node = args[0] if args else _kwarg(call, "args")
        if func == "asyncio.create_subprocess_exec":
            node = ast.List(elts=args, ctx=ast.Load())
        if node is None:
            return []
        if isinstance(node, ast.List | ast.Tuple):
            return [_argv_effect(node, scope)]
        text = _py_str(node, scope)
        if text is None:
            return [Effect(reason=f"python {func} runs a command built at run time: not analysed")]
        return [Effect(script=text, synthetic=False)]
    if _EXEC_FAMILY.match(func):
        return _py_exec(func, args, scope)
    if func in ("open", "io.open", "builtins.open", "os.open"):
        if not args:
            return []
        mode_node = args[1] if len(args) > 1 else _kwarg(call, "mode")
        mode = _py_str(mode_node, scope) if mode_node is not None else "r"
        path = _py_arg(args[0], scope)
        if func == "os.open":
            return []
        if mode is None or any(c in mode for c in "wax+"):
            op = ">>" if mode and "a" in mode else ">"
            return [Effect(argv=("python-open", path, mode or "?"), redirects=(Redirect(op, path),))]
        return [Effect(argv=("cat", path))]
    if func in ("pathlib.Path.write_text", "pathlib.Path.write_bytes") and target is not None:
        path = _py_arg(target, scope)
        return [Effect(argv=("python-open", path, "w"), redirects=(Redirect(">", path),))]
    if func in ("pathlib.Path.read_text", "pathlib.Path.read_bytes") and target is not None:
        return [Effect(argv=("cat", _py_arg(target, scope)))]
    if func in _NETWORK:
        if not args and _kwarg(call, "url") is None:
            return []
        url = _py_arg(args[0] if args else _kwarg(call, "url"), scope)
        method = _NETWORK[func]
        if method == "GET" and (_kwarg(call, "data") is not None or len(args) > 1):
            method = "POST"
        return [Effect(argv=("curl", "-X", method, url))]
    if func in ("exec", "eval", "builtins.exec", "builtins.eval", "compile"):
        if not args:
            return []
        scope.env_placeholders = False
        text = _py_str(args[0], scope)
        scope.env_placeholders = True
        if text is None:
            return [Effect(reason=f"python {func}() of code built at run time: not analysed")]
        if level >= MAX_EXEC_DEPTH:
            return [Effect(reason="python exec() nested too deeply: not analysed")]
        return _python(text, level + 1)
    return []


def _py_exec(func: str, args: list[object], scope: _PyScope) -> list[Effect]:
    """`os.execv(path, argv)`, `os.execlp(file, arg0, arg1…)`, `os.spawnv(mode, path, argv)`."""
    kind = func.rsplit(".", 1)[-1]
    rest = args[1:] if kind.startswith("spawn") else args
    if not rest:
        return []
    program = _py_arg(rest[0], scope)
    suffix = kind[5:] if kind.startswith("spawn") else kind[4:]
    if suffix.startswith("v"):
        vector = _py_list(rest[1], scope) if len(rest) > 1 else None
        tail = [v if v is not None else "${python:?}" for v in (vector or [])[1:]]
    else:
        items = [_py_arg(a, scope) for a in rest[1:]]
        if suffix.endswith("e") and items:
            items = items[:-1]
        tail = items[1:]
    return [Effect(argv=(program, *tail), synthetic=False)]


def _argv_effect(node: object, scope: _PyScope) -> Effect:
    import ast

    assert isinstance(node, ast.List | ast.Tuple)
    return Effect(argv=tuple(_py_arg(elt, scope) for elt in node.elts), synthetic=False)


def _with_dynamic_reason(effect: Effect, func: str) -> list[Effect]:
    if any(a.startswith("${python:") for a in effect.argv):
        return [effect, Effect(reason=f"python {func} of a path computed at run time")]
    return [effect]


# -- node / perl / ruby / php / awk: string-literal calls ----------------------------------------

_STRING = re.compile(r"""(["'`])((?:\\.|(?!\1)[^\\])*)\1""", re.S)
_RUN_CALLS = {
    "node": ("execSync", "exec", "execFileSync", "execFile", "spawnSync", "spawn"),
    "perl": ("system", "exec", "qx", "readpipe"),
    "ruby": ("system", "exec", "spawn", "popen", "capture2", "capture2e", "capture3", "popen3"),
    "php": ("system", "exec", "shell_exec", "passthru", "popen", "proc_open"),
}
_DELETE_CALLS = {
    "node": {"rmSync": "rm", "rm": "rm", "unlinkSync": "rm", "unlink": "rm", "rmdirSync": "rmdir",
             "rmdir": "rmdir", "remove": "rm -rf", "removeSync": "rm -rf"},
    "perl": {"unlink": "rm", "rmtree": "rm -rf", "remove_tree": "rm -rf", "rmdir": "rmdir"},
    "ruby": {"rm_rf": "rm -rf", "rm_r": "rm -r", "remove_dir": "rm -rf", "rm": "rm",
             "rm_f": "rm -f", "delete": "rm", "unlink": "rm", "remove_entry": "rm -rf",
             "rmtree": "rm -rf"},
    "php": {"unlink": "rm", "rmdir": "rmdir"},
}
_ARGV_CALLS = frozenset({"execFileSync", "execFile", "spawnSync", "spawn"})
_CALL = re.compile(r"(?<![\w$])([A-Za-z_]\w*)\s*(\(|\s(?=[\"']))")
_BACKTICK = re.compile(r"(?:`((?:\\.|[^`\\])*)`|%x\(([^)]*)\)|qx\{([^}]*)\}|qx\(([^)]*)\))")


_HOME_EXPR = re.compile(
    r"""(?:Dir\.home|ENV\[["']HOME["']\]|\$ENV\{["']?HOME["']?\}|(?:require\(["']os["']\)|os)\.homedir\(\)"""
    r"""|process\.env\.HOME|process\.env\[["']HOME["']\]|getenv\(["']HOME["']\)|\$_SERVER\[["']HOME["']\]"""
    r"""|File\.expand_path\(["']~["']\)|Deno\.env\.get\(["']HOME["']\))\Z"""
)
_MAX_ARGS_SCAN = 4096


def _unquote_literal(quote: str, body: str) -> str:
    if quote == "'" and "\\" not in body:
        return body
    return decode_escapes(body, ansi_c=True)[0]


def _split_top(text: str, seps: str) -> list[str]:
    """Split on separator characters outside strings and brackets."""
    parts: list[str] = []
    depth = 0
    start = 0
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch in "\"'`":
            match = _STRING.match(text, i)
            i = match.end() if match else n
            continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0 and ch in seps:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return parts


def _expr_values(text: str, fam: str) -> list[tuple[str, bool]]:
    """Values of one call argument: a string expression, or each element of an array literal."""
    text = text.strip()
    if not text or text.startswith("{"):
        return []  # an options object
    if text.startswith("[") and text.endswith("]"):
        out: list[tuple[str, bool]] = []
        for item in _split_top(text[1:-1], ","):
            if item.strip():
                out.extend(_expr_values(item, fam))
        return out
    concat = "+." if fam in ("perl", "php") else "+"
    pieces: list[str] = []
    dynamic = False
    for piece in _split_top(text, concat):
        piece = piece.strip()
        match = _STRING.fullmatch(piece)
        if match:
            pieces.append(_unquote_literal(match.group(1), match.group(2)))
        elif _HOME_EXPR.fullmatch(piece):
            pieces.append("~")
        elif piece:
            pieces.append("${" + fam + ":" + piece[:80] + "}")
            dynamic = True
    return [("".join(pieces), dynamic)]


def _call_args(code: str, pos: int, paren: bool, fam: str) -> list[tuple[str, bool]]:
    """The arguments of a call whose argument list starts at `pos`."""
    end = pos
    depth = 0
    limit = min(len(code), pos + _MAX_ARGS_SCAN)
    while end < limit:
        ch = code[end]
        if ch in "\"'`":
            match = _STRING.match(code, end)
            end = match.end() if match else limit
            continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif depth == 0 and not paren and ch in ";\n":
            break
        end += 1
    values: list[tuple[str, bool]] = []
    for arg in _split_top(code[pos:end], ","):
        values.extend(_expr_values(arg, fam))
    return values


def _scan(fam: str, code: str) -> list[Effect]:
    effects: list[Effect] = []
    run_calls = _RUN_CALLS.get(fam, ())
    delete_calls = _DELETE_CALLS.get(fam, {})
    for match in _CALL.finditer(code):
        name = match.group(1)
        if name not in run_calls and name not in delete_calls:
            continue
        if fam == "node" and name in ("exec", "rm", "unlink", "rmdir", "remove") and not re.search(
            r"child_process|require|import|fs\b|fse?\b", code
        ):
            continue
        paren = match.group(2) == "("
        args = _call_args(code, match.end(), paren, fam)
        if not args:
            continue
        dynamic = any(dyn for _, dyn in args)
        if name in delete_calls:
            verb = delete_calls[name]
            call_text = code[match.end() : match.end() + 200]
            if fam == "node" and "recursive" in call_text.split(")")[0] and verb != "rmdir":
                verb = "rm -rf"
            effects.append(Effect(argv=(*verb.split(), args[0][0])))
            if args[0][1]:
                effects.append(Effect(reason=f"{fam} {name}() of a path computed at run time"))
            continue
        if dynamic:
            effects.append(Effect(reason=f"{fam} {name}() runs a command built at run time: not analysed"))
        texts = [text for text, _ in args]
        if len(texts) == 1 and (name not in _ARGV_CALLS or " " in texts[0]):
            effects.append(Effect(script=texts[0], synthetic=False))
        else:
            effects.append(Effect(argv=tuple(texts), synthetic=False))
    if fam in ("perl", "ruby", "php"):
        for match in _BACKTICK.finditer(code):
            text = next(g for g in match.groups() if g is not None)
            effects.append(Effect(script=text, synthetic=False))
    if fam == "node" and re.search(r"\b(?:eval|Function)\s*\(\s*[^\s\"'`]", code):
        effects.append(Effect(reason="node eval of code built at run time: not analysed"))
    return effects


_AWK_SYSTEM = re.compile(r"""\bsystem\s*\(\s*("(?:\\.|[^"\\])*")?""")
_AWK_PIPE = re.compile(r"""\|\s*&?\s*("(?:\\.|[^"\\])*")|("(?:\\.|[^"\\])*")\s*\|\s*getline""")


def _awk(argv: list[str]) -> list[Effect]:
    program: str | None = None
    i = 1
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            i += 1
            break
        if arg in ("-f", "--file"):
            return []
        if arg in ("-F", "-v", "--assign", "--field-separator"):
            i += 2
            continue
        if arg.startswith("-") and len(arg) > 1:
            i += 1
            continue
        break
    if i < len(argv):
        program = argv[i]
    if not program:
        return []
    effects: list[Effect] = []
    for match in _AWK_SYSTEM.finditer(program):
        literal = match.group(1)
        if literal and program[match.end() :].lstrip().startswith(")"):
            effects.append(Effect(script=decode_escapes(literal[1:-1], ansi_c=False)[0], synthetic=False))
        else:
            effects.append(Effect(reason="awk system() of a command built at run time: not analysed"))
    for match in _AWK_PIPE.finditer(program):
        literal = match.group(1) or match.group(2)
        effects.append(Effect(script=decode_escapes(literal[1:-1], ansi_c=False)[0], synthetic=False))
    return [_with_via(effect, "awk program") for effect in effects]
