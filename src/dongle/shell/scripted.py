"""node / perl / ruby / php / awk code: a light scan for calls that run commands or delete files.

No parser for these languages: calls such as `execSync('…')`, `system "…"`, `FileUtils.rm_rf(…)`,
`unlink(…)` are found by name and their string-literal arguments (with `+`/`.` concatenation and
home-directory expressions) are read; other arguments are placeholders and the gap is reported.
"""

from __future__ import annotations

import binascii
import re

from dongle.lazy_regex import lazy_compile
from dongle.shell.charcodes import DECODERS, spelled_text
from dongle.shell.code_kills import listing_kills
from dongle.shell.escapes import decode_escapes
from dongle.shell.home_delete import home_deletes
from dongle.shell.interp import Effect, glob_delete, with_via
from dongle.shell.model import Redirect

_STRING = re.compile(r"""(["'`])((?:\\.|(?!\1)[^\\])*)\1""", re.S)
_RUN_CALLS = {
    "node": ("execSync", "exec", "execFileSync", "execFile", "spawnSync", "spawn"),
    "perl": ("system", "exec", "qx", "readpipe"),
    "ruby": ("system", "exec", "spawn", "popen", "capture2", "capture2e", "capture3", "popen3"),
    "php": ("system", "exec", "shell_exec", "passthru", "popen", "proc_open"),
    "lua": ("execute", "popen"),
    "r": ("system", "system2", "shell", "pipe"),
    "julia": ("run", "read", "success", "pipeline"),
    "tcl": ("exec", "open"),
}
_DELETE_CALLS = {
    "node": {"rmSync": "rm", "rm": "rm", "unlinkSync": "rm", "unlink": "rm", "rmdirSync": "rmdir",
             "rmdir": "rmdir", "remove": "rm -rf", "removeSync": "rm -rf"},
    "perl": {"unlink": "rm", "rmtree": "rm -rf", "remove_tree": "rm -rf", "rmdir": "rmdir"},
    "ruby": {"rm_rf": "rm -rf", "rm_r": "rm -r", "remove_dir": "rm -rf", "rm": "rm",
             "rm_f": "rm -f", "delete": "rm", "unlink": "rm", "remove_entry": "rm -rf",
             "rmtree": "rm -rf"},
    "php": {"unlink": "rm", "rmdir": "rmdir"},
    "lua": {"remove": "rm"},
    "r": {"unlink": "rm -rf", "remove": "rm", "file_delete": "rm", "dir_delete": "rm -rf"},
}
_ARGV_CALLS = frozenset({"execFileSync", "execFile", "spawnSync", "spawn"})
# Calls that run text as code of the language itself. Handed computed text (a download, a decoded
# blob, a file read), what they run is as unread as `curl … | sh`; handed a URL (php `include
# 'http://…'`, R `source(url)`, a dynamic `import(url)`), they run what that host sends.
_EVAL_CALLS = {
    "node": ("eval", "Function", "runInThisContext", "runInNewContext", "runInContext", "compileFunction",
             "import"),
    "perl": ("eval", "evalbytes"),
    "ruby": ("eval", "instance_eval", "class_eval", "module_eval"),
    "php": ("eval", "assert", "create_function", "include", "require", "include_once", "require_once"),
    "lua": ("load", "loadstring", "dofile"),
    "r": ("source", "sys.source"),
    "julia": ("include_string",),
}
# An eval argument that is one file's whole text, as `${fam:…}` placeholders hold it.
_FILE_TEXT = re.compile(r"""\$\{\w+:\s*(?:require\(\s*['"]fs['"]\s*\)\.|[\w.]+\.)?"""
                        r"""(?:readFileSync|read|file_get_contents|read_file|slurp|binread)\(\s*(['"])([^'"]+)\1\s*(?:,\s*['"][\w-]+['"]\s*)?\)\}""")
_RUNNER = {"node": "node", "perl": "perl", "ruby": "ruby", "php": "php", "lua": "lua", "r": "Rscript",
           "julia": "julia"}
# node code handing the evaluator itself to a callback (`fetch(u).then(r => r.text()).then(eval)`)
_EVAL_AS_VALUE = re.compile(r"[(,]\s*(?:eval|Function)\s*[),]")
# perl and ruby calls without parentheses: `unlink glob "x/*"`, `unlink $f` (a variable: a computed path),
# `system pack("H*", …)`, `system Base64.decode64(…)` (another call's value is the argument)
# (`$pdo->exec(…)`, `$db->query(…)`: a method called through php's or perl's arrow is the object's own,
# not the builtin that runs a command)
_CALL = lazy_compile(r"(?<![\w$])(?<!->)([A-Za-z_]\w*)\s*"
                   r"(\(|\s(?=[\"'$]|glob\b|[A-Za-z_][\w:]*(?:\.\w+)*\s*\())")
_BACKTICK = re.compile(r"(?:`((?:\\.|[^`\\])*)`|%x\(([^)]*)\)|qx\{([^}]*)\}|qx\(([^)]*)\))")


_HOME_EXPR = re.compile(
    r"""(?:Dir\.home|ENV\[["']HOME["']\]|\$ENV\{["']?HOME["']?\}|(?:require\(["']os["']\)|os)\.homedir\(\)"""
    r"""|process\.env\.HOME|process\.env\[["']HOME["']\]|getenv\(["']HOME["']\)|\$_SERVER\[["']HOME["']\]"""
    r"""|File\.expand_path\(["']~["']\)|Deno\.env\.get\(["']HOME["']\)|os\.getenv\(["']HOME["']\)"""
    r"""|Sys\.getenv\(["']HOME["']\)|path\.expand\(["']~["']\))\Z"""
)
# The directory the inline code runs in (`node -e` has `__dirname` as "."): what the shell's cwd is
_CWD_EXPR = re.compile(r"""(?:__dirname|process\.cwd\(\)|Deno\.cwd\(\)|Dir\.pwd|getcwd\(\)|__DIR__)\Z""")
_MAX_ARGS_SCAN = 4096
_PACK_HEX = re.compile(r"""pack\s*\(\s*(["'])H\*\1\s*,\s*["']([0-9a-fA-F]+)["']\s*\)""")
# A base64 literal decoded where it stands: ruby `Base64.decode64("…")` or `"…".unpack1("m")` (also
# behind a `[…].pack("m0")`, read as its author meant), perl `decode_base64`, php `base64_decode`,
# node `Buffer.from("…", "base64").toString()` and `atob`.
_B64_EXPR = re.compile(
    r"""(?:Base64\.(?:strict_|urlsafe_)?decode64|MIME::Base64::decode_base64|decode_base64|base64_decode"""
    r"""|atob)\s*\(\s*(["'])([A-Za-z0-9+/=_-]+)\1\s*\)"""
    r"""|Buffer\.from\(\s*(["'])([A-Za-z0-9+/=]+)\3\s*,\s*["']base64["']\s*\)(?:\.toString\([^)]*\))?"""
    r"""|\[?\s*(["'])([A-Za-z0-9+/=]+)\5\s*\]?(?:\.pack\(\s*["']m0?["']\s*\))?"""
    r"""\.unpack1?\(\s*["']m0?["']\s*\)(?:\[0\]|\.first)?""")
_LUA_DECIMAL = re.compile(r"\\(\d{1,3})")
_GLOB_CALL = re.compile(r"""(?:glob|Dir\.glob|Dir\[|Sys\.glob)\s*\(?\s*((["']).*\2)\s*[)\]]?""", re.S)
# Path-joining calls whose arguments are pieces of one path.
_JOIN_CALL = re.compile(
    r"(?:(?:require\(\s*[\"']path[\"']\s*\)|path)\.(?:join|resolve)|File\.join|file\.path|os\.path\.join"
    r"|File\.expand_path|path\.expand|normalizePath|os\.path\.expanduser)"
    r"\((.*)\)\Z", re.S)


# Environment variables interpolated into a double-quoted string: perl `$ENV{HOME}`, ruby
# `#{ENV['HOME']}`; they reach the shell as `${HOME}` (ruby's `#{Dir.home}` as `~`). Perl's `\@` is a
# literal `@`.
_PERL_ENV = re.compile(r"""\$ENV\{\s*['"]?(\w+)['"]?\s*\}""")
_RUBY_ENV = re.compile(r"""#\{\s*ENV\[\s*['"](\w+)['"]\s*\]\s*\}""")
_RUBY_HOME = re.compile(r"#\{\s*Dir\.home\s*\}")


def _lua_character(match: re.Match[str]) -> str:
    code = int(match.group(1))
    return chr(code) if code < 256 else match.group(0)


def _interpolated_env(body: str) -> str:
    body = _RUBY_HOME.sub("~", _RUBY_ENV.sub(r"${\1}", _PERL_ENV.sub(r"${\1}", body)))
    return body.replace("\\@", "@")


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


def _split_concat(text: str, fam: str) -> list[str]:
    """Split a string expression on its language's concatenation operator (Lua's is `..`)."""
    if fam != "lua":
        return _split_top(text, "+." if fam in ("perl", "php") else "+")
    return [piece for piece in _split_top(text.replace("..", "\x00"), "\x00")]


def _expr_values(text: str, fam: str) -> list[tuple[str, bool]]:
    """Values of one call argument: a string expression, or each element of an array literal."""
    text = text.strip()
    if not text or text.startswith("{"):
        return []  # an options object
    spelled = spelled_text(text)
    if spelled is not None:  # `String.fromCharCode(114, 109)`: the text the codes spell
        return [(spelled, False)]
    if text.startswith("[") and text.endswith("]"):
        out: list[tuple[str, bool]] = []
        for item in _split_top(text[1:-1], ","):
            if item.strip():
                out.extend(_expr_values(item, fam))
        return out
    packed = _PACK_HEX.fullmatch(text)
    if packed:  # perl `pack("H*", "726d…")`: hex decoded to text
        try:
            return [(bytes.fromhex(packed.group(2)).decode("utf-8", "replace"), False)]
        except ValueError:
            return [(text, True)]
    decoded = _B64_EXPR.fullmatch(text)
    if decoded:
        blob = decoded.group(2) or decoded.group(4) or decoded.group(6) or ""
        try:
            return [(binascii.a2b_base64(blob.replace("-", "+").replace("_", "/") + "=" * (-len(blob) % 4))
                     .decode("utf-8", "replace"), False)]
        except (binascii.Error, ValueError):
            return [(text, True)]
    globbed = _GLOB_CALL.fullmatch(text)
    if globbed:  # perl `glob "db/*.sqlite3"`, ruby `Dir.glob("x/*")`: the pattern is the path
        return _expr_values(globbed.group(1), fam)
    joined = _JOIN_CALL.fullmatch(text)
    if joined:  # path.join(os.homedir(), ".ssh/id_rsa"), File.join(Dir.home, ".aws")
        parts = [_expr_values(item, fam) for item in _split_top(joined.group(1), ",") if item.strip()]
        if parts and all(len(p) == 1 for p in parts):
            return [("/".join(p[0][0] for p in parts), any(p[0][1] for p in parts))]
    pieces: list[str] = []
    dynamic = False
    for piece in _split_concat(text, fam):
        piece = piece.strip().replace("\x00", "..")
        match = _STRING.fullmatch(piece)
        spelled = spelled_text(piece) if not match else None
        if spelled is not None:  # `chr(114).chr(109)." -rf ~"`
            pieces.append(spelled)
        elif match:
            body = match.group(2)
            if match.group(1) == '"' and fam in ("perl", "ruby"):
                body = _interpolated_env(body)
            if fam == "lua":  # Lua's `\114` is a decimal character code, not an octal one
                body = _LUA_DECIMAL.sub(_lua_character, body)
            pieces.append(_unquote_literal(match.group(1), body))
        elif _HOME_EXPR.fullmatch(piece):
            pieces.append("~")
        elif _CWD_EXPR.fullmatch(piece):
            pieces.append(".")
        elif piece:
            pieces.append("${" + fam + ":" + piece[:80] + "}")
            dynamic = True
    return [("".join(pieces), dynamic)]


def _call_args(code: str, pos: int, paren: bool, fam: str) -> tuple[list[tuple[str, bool]], int]:
    """The arguments of a call whose argument list starts at `pos`, and where the list ends."""
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
    return values, end


# A loop over a list the code spells out, and the variable it binds: ruby `%w[a b].each { |d|`,
# `["a", "b"].each do |d|`, `for d in [..]`; node `for (const d of [..])`, `[..].forEach((d) =>`;
# perl `for my $d (qw(a b))`, `foreach my $d ('a', 'b')`; php `foreach (['a', 'b'] as $d)`. A bracket
# after a name is an index or a glob (`Dir["…/*"]`), not a list.
_LIST = (r"""(?<![\w\])}])(?P<list>\[[^\]\[]*\]|%w[\[({][^\])}]*[\])}]|qw\s*[\[({][^\])}]*[\])}]"""
         r"""|\((?:\s*(?:'[^']*'|"[^"]*")\s*,?)+\)|array\([^()]*\))""")
_WORDS = r"""qw\s*[\[({][^\])}]*[\])}]"""
_SPELLED_LOOPS = {
    "ruby": re.compile(_LIST + r"""\s*\.each\s*(?:do\s*|\{\s*)\|\s*(?P<var>\w+)\s*\||"""
                       r"""\bfor\s+(?P<var2>\w+)\s+in\s+""" + _LIST.replace("list", "list2")),
    "node": re.compile(r"""\bfor\s*\(\s*(?:const|let|var)\s+(?P<var>\w+)\s+of\s+""" + _LIST + r"""\s*\)|"""
                       + _LIST.replace("list", "list2")
                       + r"""\s*\.forEach\(\s*(?:\(\s*(?P<var2>\w+)\s*\)|(?P<var3>\w+))\s*=>"""),
    "perl": re.compile(r"""\bfor(?:each)?\s+my\s+\$(?P<var>\w+)\s*(?:""" + _LIST
                       + r"""|\((?P<list2>""" + _WORDS + r""")\))"""),
    "php": re.compile(r"""\bforeach\s*\(\s*""" + _LIST + r"""\s+as\s+\$(?P<var>\w+)\s*\)"""),
}
_WORD_LIST = re.compile(r"""\A(?:%w|qw)\s*[\[({](.*)[\])}]\Z""", re.S)


def _spelled_loop_values(fam: str, code: str, path: str) -> list[str] | None:
    """The values a delete's computed path takes when it is the variable of one loop over a list the code
    spells out whole (at most 16 literal strings), and nothing assigns the variable: None otherwise."""
    loops = _SPELLED_LOOPS.get(fam)
    inner = path[len(fam) + 3 : -1] if path.startswith("${" + fam + ":") and path.endswith("}") else ""
    var = inner.lstrip("$")
    if loops is None or not re.fullmatch(r"\w+", var):
        return None
    bound = [m for m in loops.finditer(code)
             if var in (m.groupdict().get(k) for k in ("var", "var2", "var3"))]
    if len(bound) != 1 or re.search(rf"(?<![\w.]){re.escape(inner)}\s*(?:[-+*/.|&]?=)(?![=>~])", code):
        return None
    listed = next(v for k, v in bound[0].groupdict().items() if k.startswith("list") and v)
    words = _WORD_LIST.fullmatch(listed)
    if words:
        values = [(w, False) for w in words.group(1).split()]
    else:
        body = listed[6:-1] if listed.startswith("array(") else listed[1:-1]
        values = [v for item in _split_top(body, ",") if item.strip() for v in _expr_values(item, fam)]
    if not 0 < len(values) <= 16 or any(dynamic or not text for text, dynamic in values):
        return None
    return [text for text, _ in values]


def scan_calls(fam: str, code: str) -> list[Effect]:
    """Commands run and files deleted by node/perl/ruby/php code, from string-literal calls."""
    if fam == "julia":  # `run(`curl -T $(homedir())/.netrc …`)`: interpolated home is ~
        code = re.sub(r"\$\(\s*homedir\(\)\s*\)", "~", code)
    effects: list[Effect] = []
    computed_delete = False
    run_calls = _RUN_CALLS.get(fam, ())
    delete_calls = _DELETE_CALLS.get(fam, {})
    for match in _CALL.finditer(code):
        name = match.group(1)
        if name in _EVAL_CALLS.get(fam, ()):
            effects.extend(_evaluated(fam, name, code, match))
            continue
        if name not in run_calls and name not in delete_calls:
            continue
        if fam == "node" and name in ("exec", "rm", "unlink", "rmdir", "remove") and not re.search(
            r"child_process|require|import|fs\b|fse?\b|Deno\.", code
        ):
            continue
        paren = match.group(2) == "("
        args, end = _call_args(code, match.end(), paren, fam)
        if not args:
            continue
        dynamic = any(dyn for _, dyn in args)
        if name in delete_calls:
            verb = delete_calls[name]
            if fam == "node" and "recursive" in code[match.end() : end] and verb != "rmdir":
                verb = "rm -rf"
            looped = _spelled_loop_values(fam, code, args[0][0]) if args[0][1] else None
            if looped is not None:  # `%w[build dist].each { |d| FileUtils.rm_rf(d) }`: each value spelled
                effects.extend(Effect(argv=(*verb.split(), value)) for value in looped)
                continue
            effects.append(Effect(argv=(*verb.split(), args[0][0])))
            if args[0][1]:
                computed_delete = True
                effects.append(Effect(reason=f"{fam} {name}() of a path computed at run time"))
            continue
        if dynamic:
            effects.append(Effect(reason=_computed_command(fam, name, args)))
        texts = [text for text, _ in args]
        if len(texts) == 1 and (name not in _ARGV_CALLS or " " in texts[0]):
            effects.append(Effect(script=texts[0], synthetic=False))
        else:
            effects.append(Effect(argv=tuple(texts), synthetic=False))
    recursive = any(e.argv[:2] == ("rm", "-rf") for e in effects)
    handed = _DELETE_CALLBACKS[fam].search(code) if fam in _DELETE_CALLBACKS else None
    if handed:  # `array_map("unlink", glob(…))`: the delete is handed to the iteration by name
        computed_delete = True
        recursive = recursive or delete_calls.get(handed.group("name"), "rm") == "rm -rf"
    if computed_delete:
        effects.extend(_iterated_deletes(fam, code, recursive))
    if fam == "perl":
        effects.extend(_walked_deletes(code))
    if fam in ("perl", "ruby", "php"):
        for match in _BACKTICK.finditer(code):
            text = next(g for g in match.groups() if g is not None)
            effects.append(Effect(script=text, synthetic=False))
    if fam == "node" and _EVAL_AS_VALUE.search(code):
        effects.extend(_code_run_unread("node", "eval", code))
    effects.extend(_reads_and_sends(fam, code))
    effects.extend(Effect(argv=argv) for argv in listing_kills(code))
    self_copies = len(_SELF_SPAWN.findall(code))
    if (_ENDLESS_LOOP.search(code) and _SPAWN.search(code)) or self_copies >= 2 or (
            self_copies and _ENDLESS_LOOP.search(code)):
        # a fork or spawn call in an endless loop, or code that starts two copies of itself
        # (`fork(__filename); fork(__filename)`): the processes multiply without end
        effects.append(Effect(argv=(f"{fam}-fork-loop",), spawns_self=True))
    if fam == "tcl":
        effects.extend(_tcl_socket_shell(code))
    # a recursive delete of home in a spelling the calls above do not know (Julia's `rm(homedir();
    # recursive=true)`, Tcl's `file delete -force ~`): the language-neutral reading
    effects.extend(Effect(argv=("rm", "-rf", home)) for home in home_deletes(code))
    return effects


def _evaluated(fam: str, name: str, code: str, match: re.Match[str]) -> list[Effect]:
    """An eval-family call: nothing when it runs literal text that is no URL (`eval("1+1")`, php's
    `include 'config.php'`); the code's run-time text or a URL's content otherwise."""
    args, _ = _call_args(code, match.end(), match.group(2) == "(", fam)
    if not args:
        return []
    text, dynamic = args[0]
    read = _FILE_TEXT.fullmatch(text) if dynamic else None
    if read and "://" not in read.group(2):
        # `eval(File.read("x.rb"))`, `new Function(fs.readFileSync("x.js", "utf8"))`: that file run as a
        # script (`ruby x.rb`), judged by what it holds
        return [Effect(argv=(_RUNNER[fam], read.group(2)), synthetic=False)]
    if not dynamic and "://" in text:
        return [Effect(argv=("curl", "-s", text)),
                Effect(reason=f"remote code run by {fam} {name}(): what {text[:80]} sends")]
    return _code_run_unread(fam, name, code) if dynamic else []


def _code_run_unread(fam: str, name: str, code: str) -> list[Effect]:
    """Text built at run time, run as code. When the code also names URLs, that text is most likely
    what they send: each is fetched (`curl URL`, so the host's trust is judged) and the code is remote."""
    urls = list(dict.fromkeys(m.group(1) for m in _URL.finditer(code)))[:4]
    if not urls:
        return [Effect(reason=f"{fam} {name}() of code built at run time: not analysed")]
    return [*(Effect(argv=("curl", "-s", url)) for url in urls),
            Effect(reason=f"remote code run by {fam} {name}(): what {urls[0][:80]} sends")]


def _computed_command(fam: str, name: str, args: list[tuple[str, bool]]) -> str:
    """Why a command computed at run time is unread. One decoded from character codes, base64, hex or
    a reversed string (`system(pack("C*", @codes))`) is code hidden on purpose: nobody here read it,
    as with code fetched from the network (the reason says so, and the line pauses)."""
    decoder = next((m.group(0) for text, dyn in args if dyn for m in [DECODERS.search(text)] if m), None)
    if decoder:
        return f"{fam} {name}() runs the output of code built at run time ({decoder}): not analysed"
    return f"{fam} {name}() runs a command built at run time: not analysed"


# Calls that list a directory or expand a glob: `Dir.glob(…)`, `Dir[…]`, perl/php `glob(…)`, node
# `glob.sync(…)`/`globSync(…)`; and those that list a directory's entries (`readdirSync`, `scandir`).
_LISTING = re.compile(r"(?<![\w$])(?:(Dir(?=\[)|(?:Dir\.glob|glob\.sync|globSync|fg\.sync|glob)\s*(?=\())"
                      r"|(?:readdirSync|readdir|scandir|Dir\.children|Dir\.entries|Dir\.each_child)\s*(?=\())[(\[]")


# A delete function handed over by name to run on each entry: php `array_map("unlink", …)` and
# `array_walk(…, "unlink")`, node `.forEach(fs.unlinkSync)`, ruby `.each(&File.method(:delete))`.
_DELETE_CALLBACKS = {
    "php": re.compile(r"""\barray_(?:map|walk)\s*\([^;]*?(["'])(?P<name>unlink|rmdir)\1"""),
    "node": re.compile(r"\.(?:forEach|map)\(\s*(?:fsp?\.|fs\.promises\.)?"
                       r"(?P<name>unlinkSync|unlink|rmSync|rm|rmdirSync)\s*\)"),
    "ruby": re.compile(r"&\s*(?:File|FileUtils)\.method\(\s*:(?P<name>delete|unlink|rm_rf|rm_r|rm_f|rm"
                       r"|remove_entry|rmtree)\s*\)"),
}


def _iterated_deletes(fam: str, code: str, recursive: bool) -> list[Effect]:
    """A delete whose path is computed while iterating a listing deletes what the listing yields, as
    in Python: `Dir.glob(File.join(Dir.home, "**", "*")).each { |f| File.delete(f) }` is
    `find ~ -type f -delete`, `fs.readdirSync(os.homedir()).forEach(…rmSync…)` is `rm ~/*`."""
    found: list[Effect] = []
    for match in _LISTING.finditer(code):
        args, _ = _call_args(code, match.end(), True, fam)
        if not args or args[0][1]:
            continue
        pattern = args[0][0] if match.group(1) else args[0][0].rstrip("/") + "/*"  # entries: DIR/*
        found.append(glob_delete(pattern, recursive))
    return found


# perl's File::Find: `finddepth(sub { unlink }, ROOT)` runs the callback on every entry under ROOT
_PERL_WALK = re.compile(r"(?<![\w$:])(?:File::Find::)?(?:find|finddepth)\s*\(")
_WALK_DELETES = re.compile(r"(?<![\w$])(?:unlink|rmdir|rmtree|remove_tree)\b")
_WALK_FILTER = re.compile(r"\b(?:if|unless|next|return)\b|=~|\?|/[^/]+/")


def _walked_deletes(code: str) -> list[Effect]:
    """A tree walk whose callback deletes what it visits deletes the tree: `finddepth(sub{unlink},
    $ENV{HOME})` is `rm -rf ~` written as a walk (a callback that only prints or counts deletes nothing)."""
    found: list[Effect] = []
    for match in _PERL_WALK.finditer(code):
        _, end = _call_args(code, match.end(), True, "perl")
        callback, *roots = _split_top(code[match.end():end], ",")
        if not _WALK_DELETES.search(callback) or _WALK_FILTER.search(callback):
            continue  # a filtered walk (`unlink if /\.tmp$/`) deletes only what it picks: left as it was
        for root in roots:
            found.extend(Effect(argv=("rm", "-rf", text))
                         for text, dyn in _expr_values(root, "perl") if not dyn)
    return found


# A call that starts this very script again (node's __filename, python's __file__, perl's $0).
_SELF_SPAWN = re.compile(
    r"\b(?:fork|spawn|exec|execFile|Popen|system)\w*\s*\(\s*[^)]*?(?:__filename|__file__|\$0\b)"
)
_TCL_SOCKET = re.compile(r"\bsocket\s+(?:-\w+\s+)*([\w.-]+)\s+(\d+)")


def _tcl_socket_shell(code: str) -> list[Effect]:
    """Tcl `socket HOST PORT` with `exec` of what is read (`[gets $s]`): a remote shell, reported as
    its netcat equivalent; a socket alone is a network client."""
    effects: list[Effect] = []
    for match in _TCL_SOCKET.finditer(code):
        host, port = match.groups()
        runs_read = re.search(r"\bexec\b[^\]]*\[\s*gets\b", code) is not None
        effects.append(Effect(argv=("nc", *(("-e", "/bin/sh") if runs_read else ()), host, port)))
    return effects


# An endless loop (`while(1)`, `while true`, `loop {`, `for(;;)`, perl's `… while fork`) around a call
# that starts a process: every turn adds one, without end. What a fork bomb is, in any language.
_ENDLESS_LOOP = re.compile(
    r"\bwhile\s*\(?\s*(?:1|true|fork\b[^)]*)\s*\)?|\bwhile\s+fork\b|\bfork\s+while\b|\bloop\s*(?:\{|do\b)"
    r"|\bfor\s*\(\s*;\s*;\s*\)|\buntil\s*\(?\s*(?:0|false)\b|\brepeat\b"
)
_SPAWN = re.compile(r"\b(?:fork|pcntl_fork|spawn|spawnSync|Process\.spawn|fork_exec|execPath)\b")
# Calls that read a file whose path is their first argument.
_READ_CALLS = {
    "node": ("readFileSync", "readFile", "createReadStream"),
    "perl": ("read_file", "slurp"),
    "ruby": ("read", "readlines", "binread", "foreach"),
    "php": ("file_get_contents", "file", "readfile", "fopen"),
    "lua": ("open", "lines"),
    "r": ("readLines", "readRDS", "read_file", "scan"),
}
_PERL_OPEN = re.compile(r"""\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*(?:['"]<['"]\s*,\s*)?(['"]<?[^'"]+['"])""")
_URL = re.compile(r"""["'`]((?:https?|ftp|wss?)://[^"'`\s]+)""")
_SOCKET = re.compile(r"\b(?:TCPSocket|IO::Socket|fsockopen|stream_socket_client|socket\.(?:tcp|connect)"
                     r"|net\.(?:connect|createConnection)|Socket\.new)\b")
_SENDS = re.compile(r"\b(?:POST|PUT|PATCH|body|data|post|put|send|write|print|puts|upload)\b")
# An HTTP DELETE spelled in any language: the method as a string (`{method: 'DELETE'}`, `method="DELETE"`),
# Ruby's `Net::HTTP::Delete`, Perl's `HTTP::Request->new(DELETE`, a client's `.delete(`/`.del(` call
# (`axios.delete(url)`, `got.delete(url)`). SQL's `'DELETE FROM t'` is not one (the quote ends the word).
_HTTP_DELETE = re.compile(r"""['"`]DELETE['"`]|\bNet::HTTP::Delete\b|HTTP::Request->new\(\s*['"]?DELETE\b"""
                          r"""|\b(?:axios|got|superagent|request|requests|httpx|http|https|client|session|api)"""
                          r"""\.(?:delete|del)\s*\(""")


def _reads_and_sends(fam: str, code: str) -> list[Effect]:
    """Files the code reads and where it talks on the network. A read is judged as `cat FILE`; a URL
    the code sends to as `curl`; a file read by code that also talks on the network as
    `curl --data-binary @FILE URL`, because nothing in the language keeps the two apart."""
    reads: list[str] = []
    if fam == "perl":  # `open(F, "<$ENV{HOME}/.ssh/id_rsa")`, `open my $f, '<', 'x'`
        for match in _PERL_OPEN.finditer(code):
            literal = re.sub(r"""\$ENV\{['"]?HOME['"]?\}""", "~", match.group(1)[1:-1])
            reads.append(literal.lstrip("<").strip())
    names = _READ_CALLS.get(fam, ())
    for match in _CALL.finditer(code):
        if match.group(1) in names:
            args, _ = _call_args(code, match.end(), match.group(2) == "(", fam)
            if args and "://" not in args[0][0] and not args[0][1]:
                reads.append(args[0][0])
    urls = [m.group(1) for m in _URL.finditer(code)]
    talks = bool(urls) or bool(_SOCKET.search(code))
    sends = talks and bool(_SENDS.search(code))
    effects = [Effect(argv=("cat", path)) for path in reads]
    target = urls[0] if urls else "http://unknown.invalid/"
    if urls and _HTTP_DELETE.search(code):
        # the code asks the service to remove what the URL names, as `curl -X DELETE URL` does
        effects.extend(Effect(argv=("curl", "-X", "DELETE", url)) for url in urls)
    if talks and reads:
        effects.extend(Effect(argv=("curl", "--data-binary", f"@{path}", target)) for path in reads)
    elif sends:
        effects.extend(Effect(argv=("curl", "-X", "POST", url)) for url in urls)
    return effects


_AWK_SYSTEM = re.compile(r"""\bsystem\s*\(\s*("(?:\\.|[^"\\])*")?""")
_AWK_PIPE = re.compile(r"""\|\s*&?\s*("(?:\\.|[^"\\])*")|("(?:\\.|[^"\\])*")\s*\|\s*getline""")


def awk_effects(argv: list[str]) -> list[Effect]:
    """Commands an awk program runs: `system("…")`, `print | "cmd"`, `"cmd" | getline`."""
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
    effects.extend(_awk_sockets(program))
    return [with_via(effect, "awk program") for effect in effects]


# gawk's special files `/inet/tcp/LPORT/HOST/RPORT` (and inet4/inet6, udp) open a network socket.
_AWK_INET = re.compile(r"/inet[46]?/(tcp|udp)/(\d+)/([^/\s\"']+)/(\d+)")
# A coprocess or pipe whose command is a variable (`c |& getline`, `print | cmd`): runs what it read.
_AWK_RUNS_READ = re.compile(
    r"(?<![\"\w])([A-Za-z_]\w*)\s*\|&?\s*getline|\|&?\s*([A-Za-z_]\w*)\s*[;})]|system\s*\(\s*([A-Za-z_]\w*)"
)


def _awk_sockets(program: str) -> list[Effect]:
    """A gawk program talking over `/inet/…` is a network client or server. One that also runs
    commands it does not spell out (a variable fed to `|& getline` or `system()`) is a remote shell:
    it is reported as the netcat equivalent, `nc -e /bin/sh HOST PORT`, for the socket rules."""
    effects: list[Effect] = []
    for match in _AWK_INET.finditer(program):
        proto, local, host, remote = match.groups()
        argv: tuple[str, ...] = ("nc", *(("-u",) if proto == "udp" else ()))
        if host == "0" or remote == "0":
            argv += ("-l", local)
        else:
            argv += (host, remote)
        sockets = set(re.findall(r"([A-Za-z_]\w*)\s*=\s*\"/inet", program))
        run = (next(g for g in m.groups() if g) for m in _AWK_RUNS_READ.finditer(program))
        if any(var not in sockets for var in run):
            argv = (argv[0], "-e", "/bin/sh", *argv[1:])
        # `while ((getline l < "/home/dev/.netrc") > 0) print l |& s`: the files it reads go out on the
        # socket, as `nc HOST PORT < FILE` would send them
        read = tuple(Redirect("<", m.group(1)) for m in _AWK_READS_FILE.finditer(program))
        effects.append(Effect(argv=argv, redirects=read[:1]))
    return effects


_AWK_READS_FILE = re.compile(r'getline\s*(?:[A-Za-z_]\w*\s*)?<\s*"([^"]+)"')


# SQL handed to a database call of an ORM or driver (`ActiveRecord::Base.connection.execute("TRUNCATE
# users")`, `DB::statement('DROP TABLE x')`, `pool.query('DELETE FROM t')`, `knex.raw(…)`, php's
# `$pdo->exec("DROP DATABASE shop")`): a literal
# statement, recognised by its leading verb so that a shell command in an `exec` is never read as SQL.
_SQL_CALL = re.compile(
    r"""(?:\.|::|->)(?:execute|exec_query|exec_update|exec_delete|exec|statement|unprepared|query|raw|"""
    r"""\$executeRawUnsafe|\$executeRaw)\(\s*(['"`])(\s*(?:DROP|TRUNCATE|DELETE|UPDATE|ALTER|INSERT|CREATE"""
    r"""|GRANT|REVOKE|SELECT)\b[^'"`]*)\1""", re.I)


def database_statements(code: str) -> list[Effect]:
    """SQL run through a database call in node/ruby/php/perl code: judged as the same statement given to
    the database's client in the same environment (so `RAILS_ENV=production` decides production as it
    would for psql), as Python's `cursor.execute` is."""
    if "(" not in code:
        return []
    statements = [match.group(2).strip() for match in _SQL_CALL.finditer(code)]
    if not statements:
        return []
    # the connection the code opens names its server (`new PDO("mysql:host=db.prod…")`, a URL): the
    # statements go there
    server = _CONNECTION_HOST.search(code)
    where = ("-h", server.group(1) or server.group(2)) if server else ()
    return [Effect(argv=("psql", *where, "-c", statement)) for statement in statements]


_CONNECTION_HOST = re.compile(r"""\bhost=([\w.-]+)|\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?)://"""
                              r"""(?:[^@/'"\s]*@)?([\w.-]+)""", re.I)
