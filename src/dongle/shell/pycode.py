"""Python code read with the stdlib `ast`: what it deletes, runs, writes or sends.

`shutil.rmtree(p)` becomes `rm -rf p`, `os.system("…")` shell text to parse, `subprocess.run([...])`
an argv, `open(p, "w")` a write to p, `exec()` of a literal (even base64-decoded) is read in turn.
Names bound by imports and simple constant assignments are followed; anything computed at run
time is marked so. Imported only when Python code is seen.
"""

from __future__ import annotations

import re

from dongle.shell.code_kills import listing_kills
from dongle.shell.interp import MAX_CODE, MAX_EXEC_DEPTH, Effect, glob_delete
from dongle.shell.model import Redirect

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
        self.paths: set[str] = set()  # names bound to a pathlib path
        # `os.environ['X']` reads as `$X`: right for a path or shell text, wrong for code to exec
        self.env_placeholders = True


def analyse_python(code: str, level: int = 0) -> list[Effect]:
    """Effects of Python code, read with `ast` (never executed)."""
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
                if _is_path(node.value, scope):
                    scope.paths.add(target.id)
                else:
                    scope.paths.discard(target.id)
                value = _py_str(node.value, scope)
                if value is not None:
                    scope.consts[target.id] = value
                else:
                    scope.consts.pop(target.id, None)
    effects: list[Effect] = []
    for node in nodes:
        if isinstance(node, ast.Call):
            effects.extend(_py_call(node, scope, level))
    effects = _spelled_loops_resolved(nodes, scope, effects) + _bound_to_loops(nodes, scope, effects)
    listed, resolved = _listing_deletes(nodes, scope)
    effects = _without_marks(effects, resolved) + listed if resolved else effects + listed
    effects.extend(_iterated_deletes(code, effects))
    effects.extend(_iterated_reads(code, effects))
    effects.extend(_database_statements(code))
    effects.extend(_read_then_sent(code, effects))
    effects.extend(_dataset_overwritten(code))
    # each process a listing of all processes yields, signalled: `pkill -f NAME`, or every process
    effects.extend(Effect(argv=argv) for argv in listing_kills(code))
    for node in nodes:
        if isinstance(node, ast.While) and _endless(node.test) and any(
            isinstance(inner, ast.Call) and _py_name(inner.func, scope) in _SPAWNERS
            for inner in ast.walk(node)
        ):
            effects.append(Effect(argv=("python-fork-loop",), spawns_self=True))
    return effects


_MAX_LOOP_VALUES = 16


def _loop_values(node: object, scope: _PyScope) -> list[str]:
    """What a loop's iterable yields when the code spells it out: literal strings of a list or tuple,
    the patterns `glob.glob` is given (a pattern stands for every path it matches), and sums of those
    (`glob.glob('/home/*/.bash_history') + ['/root/.bash_history']`)."""
    import ast

    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _loop_values(node.left, scope) + _loop_values(node.right, scope)
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return [v for v in (_py_str(e, scope) for e in node.elts) if v is not None]
    if isinstance(node, ast.Call) and node.args and _py_name(node.func, scope) in (
            "glob.glob", "glob.iglob", "sorted", "list"):
        inner = node.args[0]
        return _loop_values(inner, scope) if not isinstance(inner, ast.Constant) else [
            v for v in (_py_str(inner, scope),) if v is not None]
    return []


def _bound_to_loops(nodes: list[object], scope: _PyScope, effects: list[Effect]) -> list[Effect]:
    """An effect on a loop's variable acts on each value the loop gives it: `for f in glob.glob(
    '/home/*/.bash_history') + ['/root/.bash_history']: open(f, 'w').close()` empties both."""
    import ast

    bound: list[Effect] = []
    for node in nodes:
        if isinstance(node, ast.For | ast.comprehension) and isinstance(node.target, ast.Name):
            mark = "${python:" + node.target.id + "}"
            values = _loop_values(node.iter, scope)[:_MAX_LOOP_VALUES]
            for effect in effects:
                if values and (mark in effect.argv or any(r.target == mark for r in effect.redirects)):
                    bound.extend(_substituted(effect, mark, value) for value in values)
    return bound


def _spelled_loops_resolved(nodes: list[object], scope: _PyScope, effects: list[Effect]) -> list[Effect]:
    """The effects without those on a loop variable whose every value the code spells out (`for d in
    ('build', 'dist'): shutil.rmtree(d)`) and that nothing else assigns: `_bound_to_loops` gives the
    effect once per value, so the path is not computed at run time (and the note saying so goes too)."""
    import ast

    loops: dict[str, int] = {}
    for node in nodes:
        if isinstance(node, ast.For | ast.comprehension) and isinstance(node.target, ast.Name):
            values = node.iter.elts if isinstance(node.iter, ast.List | ast.Tuple | ast.Set) else []
            spelled = 0 < len(values) <= _MAX_LOOP_VALUES and None not in (_py_str(e, scope) for e in values)
            # a name two loops bind, or one whose values are not all spelled, stays computed at run time
            loops[node.target.id] = loops.get(node.target.id, 0) + 1 if spelled else 2
    marks = {"${python:" + name + "}" for name, count in loops.items()
             if count == 1 and not _assigned_outside_loops(name, nodes)}
    return _without_marks(effects, marks)


def _without_marks(effects: list[Effect], marks: set[str]) -> list[Effect]:
    """The effects less those on loop variables (`marks`) another reading resolved, with the note that
    their path was computed at run time."""
    kept: list[Effect] = []
    dropped = False
    for effect in effects:
        words = {*effect.argv, *(r.target for r in effect.redirects)}
        dynamic = {w for w in words if "${python:" in w}  # `${python:d}/..` is no value the loop gives
        if dynamic and dynamic <= marks:
            dropped = True
            continue
        if dropped and not effect.argv and "computed at run time" in (effect.reason or ""):
            dropped = False
            continue
        dropped = False
        kept.append(effect)
    return kept


def _assigned_outside_loops(name: str, nodes: list[object]) -> bool:
    """`name` is bound by something other than a for loop's target (an assignment, a with, a walrus)."""
    import ast

    targets = {id(node.target) for node in nodes if isinstance(node, ast.For | ast.comprehension)}
    return any(isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id == name
               and id(node) not in targets for node in nodes)


_LISTINGS = frozenset({"os.listdir", "os.scandir"})


def _listing_root(node: object, scope: _PyScope) -> tuple[str, str] | None:
    """The directory a loop's iterable lists, and what each item is as text: a name for `os.listdir(X)`
    (`*`), a path for `Path(X).iterdir()` (`X/*`); `os.scandir(X)` gives entries (no text)."""
    import ast

    if not isinstance(node, ast.Call):
        return None
    func = _py_name(node.func, scope)
    if func in _LISTINGS:
        root = _py_str(node.args[0], scope) if node.args else "."
        return None if root is None else (root, "*" if func == "os.listdir" else "")
    if isinstance(node.func, ast.Attribute) and node.func.attr == "iterdir" and not node.args:
        root = _py_str(node.func.value, scope)
        return None if root is None else (root, root.rstrip("/") + "/*")
    return None


def _only_exclusions(loop: object) -> bool:
    """Every condition inside the loop leaves out named entries (`if d != 'api'`, `if d in keep:
    continue`): what the loop acts on is the listing less those. A condition that picks entries
    (`if d.endswith('.tmp')`) narrows it to what it picks."""
    import ast

    for node in ast.walk(loop):  # type: ignore[arg-type]
        if isinstance(node, ast.comprehension):  # `[… for p in X.iterdir() if p.is_dir()]`
            if not all(map(_kind_test, node.ifs)):
                return False
            continue
        if not isinstance(node, ast.If):
            continue
        if _kind_test(node.test):
            continue  # `if p.is_dir():` picks entries by kind, as `find -type d` does: still every one
        test = node.test
        excludes = isinstance(test, ast.Compare) and all(
            isinstance(op, ast.NotEq | ast.NotIn | ast.IsNot) for op in test.ops)
        skips = all(isinstance(stmt, ast.Continue) for stmt in node.body)
        if not excludes and not skips:
            return False
    return True


_KIND_TESTS = frozenset({"is_dir", "is_file", "isdir", "isfile", "is_symlink", "islink", "exists"})


def _kind_test(test: object) -> bool:
    """`p.is_dir()`, `os.path.isdir(p)`: a test of what kind an entry is, not which entry it is."""
    import ast

    return isinstance(test, ast.Call) and (
        (isinstance(test.func, ast.Attribute) and test.func.attr in _KIND_TESTS)
        or (isinstance(test.func, ast.Name) and test.func.id in _KIND_TESTS))


def _loops(nodes: list[object]) -> list[tuple[object, object, object]]:
    """(loop node, target, iterable) of each `for` statement and each one-generator comprehension."""
    import ast

    found: list[tuple[object, object, object]] = []
    for node in nodes:
        if isinstance(node, ast.For):
            found.append((node, node.target, node.iter))
        elif isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp) and len(node.generators) == 1:
            found.append((node, node.generators[0].target, node.generators[0].iter))
    return found


def _listing_deletes(nodes: list[object], scope: _PyScope) -> tuple[list[Effect], set[str]]:
    """A delete of each entry a directory listing yields deletes the directory's contents: `for d in
    os.listdir(home): shutil.rmtree(os.path.join(home, d))` is `rm -rf ~/*`, in any spelling of the
    entry's path (joined to the root, `entry.path`, the Path itself), unless a condition picks entries.
    Also returns the loop variables a delete of the whole listing now stands for."""
    import ast

    found: list[Effect] = []
    resolved: set[str] = set()
    for node, target, iterable in _loops(nodes):
        if not isinstance(target, ast.Name):
            continue
        listed = _listing_root(iterable, scope)
        if listed is None or not _only_exclusions(node):
            continue
        root, item = listed
        var = target.id
        calls = [inner for inner in ast.walk(node) if isinstance(inner, ast.Call)]
        if item:
            # each call read again with the loop's variable standing for every item (`os.system('rm
            # -rf ' + str(p))` over `Path.home().iterdir()` is `rm -rf ~/*`)
            saved = scope.consts.get(var)
            scope.consts[var] = item
            found.extend(e for call in calls for e in _py_call(call, scope, 1) if e.reason is None)
            if saved is None:
                scope.consts.pop(var, None)
            else:
                scope.consts[var] = saved
        for inner in calls:
            func = _py_name(inner.func, scope)
            if func not in _DELETE:
                continue
            path = inner.args[0] if inner.args else (
                inner.func.value if isinstance(inner.func, ast.Attribute) else None)
            if path is not None and any(isinstance(n, ast.Name) and n.id == var for n in ast.walk(path)):
                found.append(Effect(argv=(*_DELETE[func], root.rstrip("/") + "/*")))
                resolved.add("${python:" + var + "}")
    return found, resolved


def _substituted(effect: Effect, mark: str, value: str) -> Effect:
    return Effect(argv=tuple(value if a == mark else a for a in effect.argv), script=effect.script,
                  synthetic=effect.synthetic, via=effect.via,
                  redirects=tuple(Redirect(r.op, value) if r.target == mark else r for r in effect.redirects))


_WALKS = re.compile(  # the root as a literal, `~` through expanduser, or Path.home()
    r"""\b(?:(?:os\.walk|os\.listdir|os\.scandir|(?:pathlib\.)?Path)\(\s*(?:os\.path\.expanduser\(\s*)?"""
    r"""(['"])([^'"]+)\1\s*\)|(?:pathlib\.)?Path\.home\(\)|os\.walk\(\s*(?:pathlib\.)?Path\.home\(\)\s*\))"""
    r"""(?:\.(?:rglob|glob|iterdir)\(\s*(?:(['"])([^'"]*)\3)?\s*\))?"""
)
_GLOBS = re.compile(r"""\bglob\.i?glob\(\s*(?:os\.path\.expanduser\(\s*)?(['"])([^'"]+)\1""")
_EXECUTE = re.compile(r"""\.execute(?:many|script)?\(\s*(?:[rbuf]?)(['"]{1,3})(.+?)\1""", re.S)
_DROP_ALL = re.compile(r"\.drop_all\(")
_SQLITE_CONNECT = re.compile(r"""sqlite3\.connect\(\s*(['"])([^'"]+)\1""")
# A database driver's connection call and what it names: a variable of the environment
# (`os.environ['PROD_DSN']`, `os.getenv("DATABASE_URL")`), a URL, or a `host=` keyword.
_CONNECT = re.compile(
    r"""\b(?:connect|create_engine|create_async_engine|create_pool|MongoClient|Redis)\(([^)]*)""")
_CONNECT_ENV = re.compile(r"""os\.(?:environ(?:\.get)?\s*[\[(]|getenv\()\s*(['"])(\w+)\1""")
_CONNECT_URL = re.compile(r"""\A\s*(['"])(\w+(?:\+\w+)?://[^'"]*)\1""")
_CONNECT_HOST = re.compile(r"""\bhost\s*=\s*(['"])([^'"]+)\1""")
# libpq's keyword string (`connect('host=pg-prod dbname=crm user=svc')`): psql takes it as it is
_CONNECT_CONNINFO = re.compile(r"""\A\s*(['"])((?:[^'"=\s]+=[^'"\s]*\s*)*\bhost=[^'"]+)\1""")


def _iterated_deletes(code: str, effects: list[Effect]) -> list[Effect]:
    """A delete whose path is computed inside a walk or a glob deletes what the walk reaches:
    `[os.remove(os.path.join(r, f)) for r, _, fs in os.walk('/') for f in fs]` is `find / -type f
    -delete`; `for f in glob.glob('data/*.parquet'): os.remove(f)` is `rm data/*.parquet`."""
    computed = any(e.argv[:1] in (("rm",), ("rmdir",)) and any(a.startswith("${python:") for a in e.argv)
                   for e in effects)
    if not computed:
        return []
    found: list[Effect] = []
    recursive = any(e.argv[:2] == ("rm", "-rf") for e in effects)
    for match in _WALKS.finditer(code):
        root = match.group(2) or "~"  # Path.home()
        found.append(Effect(argv=("find", root, *(() if recursive else ("-type", "f")), "-delete")))
    for match in _GLOBS.finditer(code):
        found.append(glob_delete(match.group(2), recursive))
    return found


def _iterated_reads(code: str, effects: list[Effect]) -> list[Effect]:
    """A read whose path is computed inside a walk or a glob reads what the walk reaches:
    `b''.join(open(p).read() for p in glob.glob(os.path.expanduser('~/.ssh/id_*')))` is
    `cat ~/.ssh/id_*`."""
    if not any(e.argv[:1] == ("cat",) and any(a.startswith("${python:") for a in e.argv) for e in effects):
        return []
    roots = [m.group(2) or "~" for m in _WALKS.finditer(code)] + [m.group(2) for m in _GLOBS.finditer(code)]
    return [Effect(argv=("cat", root)) for root in roots]


_SMTP = re.compile(r"""smtplib\.SMTP(?:_SSL)?\(\s*(['"])([^'"]+)\1""")


def _read_then_sent(code: str, effects: list[Effect]) -> list[Effect]:
    """Code that reads a file and talks to the network may send what it read: each file read is
    judged as uploaded to each address (`curl --data-binary @FILE URL`), whatever the library. Mail
    sent through smtplib is a POST to the mail server."""
    found: list[Effect] = []
    for match in _SMTP.finditer(code):
        if re.search(r"\.(?:sendmail|send_message)\(", code):
            found.append(Effect(argv=("curl", "-X", "POST", f"smtp://{match.group(2)}")))
    urls = [e.argv[-1] for e in (*effects, *found) if e.argv[:1] == ("curl",)]
    reads = [e.argv[1] for e in effects if e.argv[:1] == ("cat",) and len(e.argv) == 2]
    found.extend(Effect(argv=("curl", "--data-binary", f"@{path}",
                              url)) for path in reads for url in urls[:4])
    return found


_FRAME_READ = re.compile(r"""\b(?:pd|pandas|pl|polars|dd|vaex)\.(?:read|scan)_\w+\(\s*(['"])([^'"]+)\1""")
_FRAME_WRITE = re.compile(r"""\.(?:to|write|sink)_(?:csv|parquet|json|feather|excel|pickle|hdf|orc|ipc"""
                          r"""|ndjson|avro)\(\s*(['"])([^'"]+)\1""")


def _dataset_overwritten(code: str) -> list[Effect]:
    """A data frame read from a file and written back to the same file (`df = pd.read_parquet(p);
    df[df.ts > t].to_parquet(p)`) replaces the dataset with what the code kept: judged as the shell's
    `cat p > p`, a file written over the input it came from. An edit of a config file through `open`
    is not this (its content is kept and changed)."""
    read = {m.group(2) for m in _FRAME_READ.finditer(code)}
    if not read:
        return []
    return [Effect(argv=("cat", path), redirects=(Redirect(">", path),))
            for path in dict.fromkeys(m.group(2) for m in _FRAME_WRITE.finditer(code)) if path in read]


def _database_statements(code: str) -> list[Effect]:
    """SQL run through a Python database driver (`cursor.execute('DROP TABLE x')`): judged as the same
    statement given to the database's client, in the same environment (so `DATABASE_URL` decides
    production as it would for psql); a SQLite file named in `sqlite3.connect` is that client's."""
    connect = _SQLITE_CONNECT.search(code)
    target = () if connect else connection_target(code)
    found: list[Effect] = []
    statements = [m.group(2) for m in _EXECUTE.finditer(code)]
    if _DROP_ALL.search(code):
        # SQLAlchemy's `metadata.drop_all(engine)` (Flask's `db.drop_all()`) drops every table the
        # metadata knows, every table of the database once it has been reflected: the schema dropped
        statements.append("DROP SCHEMA public CASCADE")
    sqlite = connect.group(2) if connect else _sqlite_url(target)
    if sqlite == ":memory:":
        return []  # a database in the process's memory: nothing the statements do outlives the run
    for sql in statements:
        argv = ("sqlite3", sqlite, sql) if sqlite else ("psql", *target, "-c", sql)
        found.append(Effect(argv=argv))
    return found


def _sqlite_url(target: tuple[str, ...]) -> str:
    """The file of a `sqlite:///PATH` URL the code connects to ("" for any other database)."""
    url = target[0] if len(target) == 1 else ""
    return url.partition(":///")[2] or ":memory:" if url.startswith("sqlite") else ""


def connection_target(code: str) -> tuple[str, ...]:
    """Where the driver connects, as psql would be told it: `"$PROD_DSN"` for a variable of the
    environment (judged as psql judges `"$PROD_DSN"`), the URL, or `-h HOST`; nothing when unnamed."""
    call = _CONNECT.search(code) if "connect" in code or "create_" in code or "Client" in code else None
    if call is None:
        return ()
    args = call.group(1)
    if (env := _CONNECT_ENV.search(args)) is not None:
        return (f"${env.group(2)}",)
    if (url := _CONNECT_URL.search(args)) is not None:
        return (url.group(2),)
    if (conninfo := _CONNECT_CONNINFO.search(args)) is not None:
        return (conninfo.group(2),)
    if (host := _CONNECT_HOST.search(args)) is not None:
        return ("-h", host.group(2))
    return ()


# Calls that start a new process; one in an endless loop starts processes without end (a fork bomb).
_SPAWNERS = frozenset({"os.fork", "os.forkpty", "pty.fork", "subprocess.Popen", "multiprocessing.Process",
                       "os.spawnl", "os.spawnv", "os.spawnlp", "os.spawnvp", "os.posix_spawn"})


def _endless(test: object) -> bool:
    """`while True:`, `while 1:` and `while os.fork()`-style loops that never end on their own."""
    import ast

    if isinstance(test, ast.Constant):
        return bool(test.value)
    return isinstance(test, ast.Call)


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
            # `__import__('urllib.request')` returns the top package (`urllib`), whose `.request` is
            # then the submodule; `import_module` returns the submodule itself
            base = module.split(".")[0] if inner == "__import__" and len(cur.args) < 4 else module
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
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) and _is_path(node.left, scope):
        left, right = _py_str(node.left, scope), _py_str(node.right, scope)  # `Path.home() / ".x"`
        return None if left is None or right is None else _joined(left, right)
    if isinstance(node, ast.Call):
        func = _py_name(node.func, scope)
        args = [_py_str(a, scope) for a in node.args]
        if func in ("os.path.expanduser", "str", "os.path.abspath", "os.path.realpath",
                    "os.fspath", "pathlib.Path", "Path") and len(args) == 1:
            return args[0]
        if (func in ("os.path.join", "posixpath.join") or func in _PATH_CONSTRUCTORS) and args \
                and None not in args:
            import posixpath

            return posixpath.join(*args)  # type: ignore[arg-type]
        if func in ("pathlib.Path.home", "os.path.expanduser"):
            return "~"
        if func in ("os.getcwd", "pathlib.Path.cwd", "os.getcwdb") and not args:
            return "."  # the working directory the command runs in
        if func in ("os.getenv", "os.environ.get") and args and args[0] is not None:
            if not scope.env_placeholders:
                return None
            return "$" + args[0]
        if func in _BYTES_DECODERS:
            data = _py_bytes(node, scope)
            return None if data is None else data.decode("utf-8", "replace")
        if func == "chr" and len(node.args) == 1 and isinstance(node.args[0], ast.Constant) \
                and type(node.args[0].value) is int and 0 <= node.args[0].value < 0x110000:
            return chr(node.args[0].value)
        if isinstance(node.func, ast.Attribute) and node.func.attr == "decode" and len(node.args) <= 1:
            codes = _char_codes(node.func.value)
            if codes is not None and all(c < 256 for c in codes):
                return bytes(codes).decode("utf-8", "replace")
            return _py_str(node.func.value, scope) if not node.args else None
        if isinstance(node.func, ast.Attribute) and node.func.attr == "join" and len(node.args) == 1:
            sep = _py_str(node.func.value, scope)
            items = _py_list(node.args[0], scope)
            if sep is not None and items is not None and None not in items:
                return sep.join(items)  # type: ignore[arg-type]
        if isinstance(node.func, ast.Attribute) and _is_path(node.func.value, scope):
            base = _py_str(node.func.value, scope)
            if base is not None and node.func.attr == "joinpath" and None not in args:
                return _joined(base, *args)  # type: ignore[arg-type]
            if base is not None and node.func.attr in _SAME_PLACE and not args:
                return base
        return None
    if isinstance(node, ast.Subscript) and _py_name(node.value, scope) == "os.environ":
        if not scope.env_placeholders:
            return None
        key = _py_str(node.slice, scope)
        return None if key is None else "$" + key
    if isinstance(node, ast.Attribute) and _py_name(node, scope) == "pathlib.Path.home":
        return "~"
    return None


# A pathlib path: built by a constructor, `Path.home()`/`Path.cwd()`, `/` or a method that returns
# another path, or a name bound to one. Its methods (`write_text`, `unlink`, …) act on that place
# however the place was spelled: `Path.home() / (".cla" + "ude") / "settings.json"` is one path.
_PATH_CONSTRUCTORS = frozenset({"pathlib.Path", "Path", "pathlib.PurePath", "pathlib.PosixPath",
                                "pathlib.Path.home", "pathlib.Path.cwd"})
_SAME_PLACE = frozenset({"expanduser", "resolve", "absolute"})  # the same place, spelled out
# What a path's own methods do to its place (read, written, removed, renamed, opened).
_PATH_METHODS = frozenset({"write_text", "write_bytes", "read_text", "read_bytes", "unlink", "rmdir",
                           "rename", "replace", "chmod", "open"})
_PATH_RETURNING = _SAME_PLACE | {"joinpath"}


def _is_path(node: object, scope: _PyScope) -> bool:
    import ast

    if isinstance(node, ast.Name):
        return node.id in scope.paths
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
        return _is_path(node.left, scope)
    if isinstance(node, ast.Call):
        if isinstance(node.func, ast.Attribute) and node.func.attr in _PATH_RETURNING:
            return _is_path(node.func.value, scope)
        return _py_name(node.func, scope) in _PATH_CONSTRUCTORS
    return False


def _joined(base: str, *pieces: str) -> str:
    import posixpath

    return posixpath.join(base, *pieces)


# Calls that turn literal text into bytes, and decompressors of those bytes: `exec(zlib.decompress(
# base64.b64decode('eJz…')))` hides its code under both, and is read through both.
_DECODERS = ("base64.b64decode", "base64.decodebytes", "base64.urlsafe_b64decode", "base64.b32decode",
             "base64.b16decode", "base64.b85decode", "base64.a85decode", "binascii.a2b_base64",
             "binascii.unhexlify", "binascii.a2b_hex", "bytes.fromhex", "codecs.decode")
_DECOMPRESSORS = ("zlib.decompress", "gzip.decompress", "bz2.decompress", "lzma.decompress")
_BYTES_DECODERS = frozenset(_DECODERS + _DECOMPRESSORS)


def _py_bytes(node: object, scope: _PyScope) -> bytes | None:
    """The bytes an expression holds when the code determines them: a literal, a decoding of one
    (base64, base32, base85, hex) or a decompression of such bytes, cut at the inline-code budget
    (a decompression bomb yields nothing, and the code is then not analysed)."""
    import ast

    if isinstance(node, ast.Constant) and isinstance(node.value, bytes | str):
        value = node.value
        return value if isinstance(value, bytes) else value.encode("utf-8", "replace")
    if not isinstance(node, ast.Call) or not node.args:
        return None
    func = _py_name(node.func, scope)
    if func is None and isinstance(node.func, ast.Attribute) and node.func.attr == "encode":
        text = _py_str(node.func.value, scope)
        return None if text is None else text.encode("utf-8", "replace")
    if func not in _BYTES_DECODERS:
        text = _py_str(node, scope)
        return None if text is None else text.encode("utf-8", "replace")
    data = _py_bytes(node.args[0], scope)
    if data is None:
        return None
    if func in _DECOMPRESSORS:
        return _decompress(func, data)
    return _decode(func, data, _py_str(node.args[1], scope) if len(node.args) > 1 else None)


def _decode(func: str, data: bytes, codec: str | None) -> bytes | None:
    import base64
    import binascii

    try:
        if func in ("base64.b64decode", "base64.decodebytes", "binascii.a2b_base64"):
            return binascii.a2b_base64(data)
        if func == "base64.urlsafe_b64decode":
            return base64.urlsafe_b64decode(data)
        if func in ("binascii.unhexlify", "binascii.a2b_hex", "bytes.fromhex", "base64.b16decode"):
            return bytes.fromhex(data.decode("ascii"))
        if func == "codecs.decode" and codec in ("hex", "hex_codec"):
            return bytes.fromhex(data.decode("ascii"))
        if func == "codecs.decode" and codec in ("base64", "base64_codec"):
            return binascii.a2b_base64(data)
        if func in ("base64.b32decode", "base64.b85decode", "base64.a85decode"):
            return getattr(base64, func.split(".")[1])(data)
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return None
    return None


def _decompress(func: str, data: bytes) -> bytes | None:
    """At most the inline-code budget's worth of output: more is not read (a bomb stays unexpanded)."""
    import bz2
    import lzma
    import zlib

    limit = MAX_CODE + 1
    try:
        if func in ("zlib.decompress", "gzip.decompress"):
            out = zlib.decompressobj(wbits=47).decompress(data, limit)  # 47: a zlib or a gzip header
        elif func == "bz2.decompress":
            out = bz2.BZ2Decompressor().decompress(data, limit)
        else:
            out = lzma.LZMADecompressor().decompress(data, limit)
    except (zlib.error, OSError, lzma.LZMAError, EOFError, ValueError):
        return None
    return None if len(out) > MAX_CODE else out


def _py_list(node: object, scope: _PyScope) -> list[str | None] | None:
    import ast

    if isinstance(node, ast.List | ast.Tuple):
        return [_py_str(elt, scope) for elt in node.elts]
    codes = _char_codes(node)
    return None if codes is None else [chr(c) for c in codes]


def _int_list(node: object) -> list[int] | None:
    """A literal list of character codes (`[115, 117, 100, 111]`)."""
    import ast

    if not isinstance(node, ast.List | ast.Tuple) or len(node.elts) > 100_000:
        return None
    out = []
    for elt in node.elts:
        if not (isinstance(elt, ast.Constant) and type(elt.value) is int and 0 <= elt.value < 0x110000):
            return None
        out.append(elt.value)
    return out


def _char_codes(node: object) -> list[int] | None:
    """Characters spelt as codes, how code hides a command from a reader: `map(chr, [115, ...])`,
    `(chr(c) for c in [115, ...])`, `bytes([115, ...])`."""
    import ast

    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
        if node.func.id == "map" and len(node.args) == 2 and isinstance(node.args[0], ast.Name) \
                and node.args[0].id == "chr":
            return _int_list(node.args[1])
        if node.func.id in ("bytes", "bytearray") and len(node.args) == 1:
            return _int_list(node.args[0])
    if isinstance(node, ast.GeneratorExp | ast.ListComp) and len(node.generators) == 1:
        elt, loop = node.elt, node.generators[0]
        if isinstance(elt, ast.Call) and isinstance(elt.func, ast.Name) and elt.func.id == "chr" \
                and len(elt.args) == 1 and isinstance(elt.args[0], ast.Name) \
                and isinstance(loop.target, ast.Name) and elt.args[0].id == loop.target.id and not loop.ifs:
            return _int_list(loop.iter)
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
    target = None
    if isinstance(call.func, ast.Attribute) and call.func.attr in _PATH_METHODS and _is_path(
            call.func.value, scope):
        # a method of a path however it was spelled (`Path.home() / ".x"`, `joinpath`, a name bound to
        # one): it acts on that place
        func, target = "pathlib.Path." + call.func.attr, call.func.value
    if func is None:
        if isinstance(call.func, ast.Call) and _py_name(call.func.func, scope) == "getattr":
            return [Effect(reason="python calls a function chosen at run time (getattr): not analysed")]
        return []
    path_call = func.startswith("pathlib.Path.")
    if target is None and path_call and isinstance(call.func, ast.Attribute) and isinstance(
            call.func.value, ast.Call) and call.func.value.args:
        target = call.func.value.args[0]
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
    if func == "pathlib.Path.open" and target is not None:
        args = [target, *args]  # `p.open("w")` is `open(p, "w")`
    if func in ("open", "io.open", "builtins.open", "os.open", "pathlib.Path.open"):
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
    if func == "py_compile.compile" and (args or _kwarg(call, "file") is not None):
        # `py_compile.compile(src, cfile=PATH)` writes compiled code at PATH (by default beside the source,
        # in its `__pycache__`): a .pyc planted in a standard library is what `import` loads next
        out = args[1] if len(args) > 1 else _kwarg(call, "cfile")
        if out is None:
            source = _py_arg(args[0] if args else _kwarg(call, "file"), scope)
            folder, _, name = source.rpartition("/")
            path = f"{folder + '/' if folder else ''}__pycache__/{name.rsplit('.', 1)[0]}.pyc"
        else:
            path = _py_arg(out, scope)
        return [Effect(argv=("python-open", path, "wb"), redirects=(Redirect(">", path),))]
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
        script = _read_file_text(args[0], scope)
        if script is not None:
            # `exec(open('setup_env.py').read())` runs that file as `python3 setup_env.py` does
            return [Effect(argv=("python3", script), synthetic=False)]
        scope.env_placeholders = False
        text = _py_str(args[0], scope)
        scope.env_placeholders = True
        if text is None:
            return [Effect(reason=f"python {func}() of code built at run time: not analysed")]
        if level >= MAX_EXEC_DEPTH:
            return [Effect(reason="python exec() nested too deeply: not analysed")]
        # the code run is also a one-liner of its own, so rules that read inline code (a socket handed
        # a shell) see what `exec(base64.b64decode(...))` hid
        return [*analyse_python(text, level + 1), Effect(argv=("python3", "-c", text))]
    return []


def _read_file_text(node: object, scope: _PyScope) -> str | None:
    """The path whose whole text the expression is: `open(P).read()`, `Path(P).read_text()`."""
    import ast

    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args):
        return None
    inner = node.func.value
    if node.func.attr == "read" and isinstance(inner, ast.Call) and inner.args \
            and _py_name(inner.func, scope) in ("open", "io.open", "builtins.open"):
        return _py_str(inner.args[0], scope)
    if node.func.attr in ("read_text", "read_bytes") and isinstance(inner, ast.Call) and inner.args \
            and _py_name(inner.func, scope) in ("pathlib.Path", "Path"):
        return _py_str(inner.args[0], scope)
    return None


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
