"""The shell model: every simple command a command line would run, as normalised argv.

`parse_command()` parses with tree-sitter-bash, walks the tree iteratively (deep input never
recurses in Python), evaluates words (`dongle.shell.words`), removes wrappers
(`dongle.shell.wrappers`), threads literal data through pipes (`dongle.shell.literal`) and follows
nested bodies: `$(…)` here; `bash -c`, `eval`, heredocs and pipes into shells, `ssh host '…'`,
container exec, `find -exec`, inline interpreter code in `dongle.shell.effects`. Nested text is parsed
again, at most `MAX_DEPTH` levels deep and within fixed budgets; whatever cannot be followed is
recorded in `ShellModel.unresolved`. It never raises: the classifier must always get a model.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
import shlex
from collections.abc import Mapping
from dataclasses import replace

from tree_sitter import Node

from dongle.lazy_regex import lazy_compile
from dongle.shell import literal, sockets, wrappers
from dongle.shell.context import (
    NETWORK_WORD,
    NO_STDIN,
    UNSET,
    Ctx,
    Stdin,
    looks_dynamic,
    normalize_name,
)
from dongle.shell.effects import Follow
from dongle.shell.fd_find import FD_NAMES, fd_as_find
from dongle.shell.grammar import parse_tree
from dongle.shell.model import Invocation, Redirect, ShellModel
from dongle.shell.words import (
    GUARD_PREFIX,
    IFS_WS,
    LOOP_PREFIX,
    Field,
    WordEvaluator,
    decode_span,
    node_text,
    unescape_double,
)

MAX_DEPTH = 6
MAX_INPUT_BYTES = 256 * 1024
MAX_NESTED_PARSES = 256
MAX_NESTED_BYTES = 1 << 20
MAX_INVOCATIONS = 4096
MAX_WRAPPERS = 32
MAX_STATIC_DEPTH = 8
MAX_PIPES = 2048
MAX_ARRAY = 256  # elements remembered per array
MAX_LOOP_TURNS = 8  # a `for` loop over more known values binds them all at once instead
MAX_UPSTREAM = 16  # pipe feeders remembered per command (the nearest ones)

STATEMENTS = frozenset({"command", "pipeline", "redirected_statement"})
REDIRECTS = frozenset({"file_redirect", "heredoc_redirect", "herestring_redirect"})
HEREDOC_PARTS = frozenset({"heredoc_start", "heredoc_body", "heredoc_end"})
# Nodes that cannot contain a command: not worth visiting while looking for nested bodies.
LEAVES = frozenset(
    {"word", "number", "raw_string", "ansi_c_string", "string_content", "heredoc_content",
     "simple_expansion", "variable_name", "special_variable_name", "file_descriptor",
     "heredoc_start", "heredoc_end", "comment", "regex", "extglob_pattern", "test_operator"}
)
# Node kinds the walk does more with than look inside (every other kind only has its children walked).
_WALK_SPECIAL = STATEMENTS | {
    "command_substitution", "process_substitution", "__scope__", "__definition__", "__captured__", "ERROR",
    "__brace__", "__redirects__", "__carry__", "while_statement", "for_statement", "function_definition",
    "variable_assignment", "declaration_command", "unset_command", "subshell", "test_command",
}
_GLOB_CHARS = frozenset("*?[")
_GLOB_SUSPECTS = ("rm", "dd", "mkfs", "shred", "chmod", "chown", "mv", "git", "curl", "wget", "sh",
                  "bash", "python", "python3", "perl", "nc", "kill", "sudo", "su", "truncate", "wipefs")

# A command written in plain words (`ls -la`, `rm -rf build/`, `git push origin main`: most of what
# agents run): no escape, expansion, brace, comment, operator, redirect or assignment, so its words
# are its argv once their quotes are taken off. A quoted part holds printable ASCII only, and a
# double-quoted one no `$`, `\` or backquote (nothing in it is expanded): `git commit -m "fix the
# retry"`, `psql -c "DROP TABLE orders"`, `find . -name '*.py'` are read without the grammar, which
# cost twice the rest of modelling such a line. Reserved words (and the declaration builtins the
# grammar gives nodes of their own) and words the grammar reads otherwise (a name with `@` or `%`,
# a word that starts with `=`, a name that starts with `-`) are left to the nodes.
_QUOTED = rb"'[ -&(-~]*'|\"[ !#%-\[\]-_a-~]*\""
# (Each run of plain characters is taken whole, and never given back: a word splits into runs and
# quoted parts in one way only, so nothing is lost, and the line is read in runs, not per character.)
_PLAIN_LINE = lazy_compile(
    rb"[A-Za-z0-9_./][A-Za-z0-9_./-]*+"  # the name
    rb"(?: ++(?:[A-Za-z0-9_./:@%+,~*?-]|" + _QUOTED + rb")"  # the arguments (globs, `~` kept)
    rb"(?:[A-Za-z0-9_./:@%+,=~*?-]++|" + _QUOTED + rb")*+)*+"
)
_STACK_TILDE = lazy_compile(rb"(?:^| )~(?:[+-]?[0-9]|[+-](?=/| |$))")  # `~1`, `~+2`, and `~-`, `~+`
_PLAIN_WORD = lazy_compile(r"(?:[^ '\"]|'[^']*'|\"[^\"]*\")+")
_QUOTED_PART = lazy_compile(r"'([^']*)'|\"([^\"]*)\"")
_RESERVED = frozenset({
    "case", "coproc", "declare", "do", "done", "elif", "else", "end", "esac", "export", "fi", "for",
    "function", "if", "in", "local", "readonly", "select", "then", "time", "typeset", "unset", "unsetenv",
    "until", "while",
})


def _plain_argv(data: bytes) -> list[str] | None:
    """The words of a command written in plain words, else None (its nodes are read). Such a
    command's words are the fields `simple` would build, one by one, from its nodes. A line the
    grammar is handed rewritten (`<>`, extglob patterns) is left to it, quotes or not."""
    if not _PLAIN_LINE.fullmatch(data) or (b"~" in data and _STACK_TILDE.search(data)):
        return None  # (`~1`, an entry of the directory stack, and `~-` are read from the walk's state)
    text = data.decode("ascii")
    if "'" in text or '"' in text:
        if b"<>" in data or b"extglob" in data:
            return None
        words = [_QUOTED_PART.sub(_unquoted, w) if "'" in w or '"' in w else w
                 for w in _PLAIN_WORD.findall(text)]
    else:
        words = text.split()  # (only spaces part the words of a line without quotes: `_PLAIN_LINE`)
    if not _RESERVED.isdisjoint(words):
        return None
    return words


# The commands of a pipeline written in plain words: each stretch of text between the `|`s that are
# not inside quotes.
_PIPELINE_STAGE = lazy_compile(rb"(?:[^|'\"]|'[^']*'|\"[^\"]*\")+")


def _plain_pipeline(data: bytes) -> list[tuple[list[str], bytes]] | None:
    """The commands of a line that is a pipeline of two or more commands in plain words (each as
    `_plain_argv` reads a whole line: its words, and its text), else None. Only a bare `|` joins
    them (not `||` or `|&`: a stretch between them would be empty or not plain) and spaces around it
    are not part of a command, as in the grammar's tree. A line the grammar is handed rewritten
    (`<>`, extglob patterns) or cut (more than MAX_PIPES `|`) is left to it."""
    if b"|" not in data or b"<>" in data or b"extglob" in data or data.count(b"|") > MAX_PIPES:
        return None
    texts = _PIPELINE_STAGE.findall(data)
    if len(texts) < 2 or b"|".join(texts) != data:
        return None
    stages = []
    for text in texts:
        text = text.strip(b" ")
        argv = _plain_argv(text)
        if argv is None:
            return None
        stages.append((argv, text))
    return stages


def _unquoted(part: re.Match[str]) -> str:
    single = part.group(1)
    return part.group(2) if single is None else single


def _crash_safe(data: bytes) -> bytes:
    """`exec 5<>/dev/tcp/host/port` (open read-write) is a redirect the grammar does not know: it
    would misread the line; a socket read as `5< ` (same length) is the same socket on fd 5. A file
    opened read-write can be written through its descriptor (`exec 3<> F; printf … >&3`), so it is
    read as `3>>` (same length): a write to F that does not empty it."""
    if b"<>" in data:
        data = _READ_WRITE_FILE.sub(b">>", _READ_WRITE.sub(b"< ", data))
    return data


def _positional_for_loops(data: bytes) -> bytes:
    """`for f do …; done` loops over the positional parameters: POSIX grammar the tree-sitter grammar
    reads as a syntax error (`sh -c 'for f do rm "$f"; done' _ {} +` under find). Written with a `;`
    before `do` (the same length, so every node's span still indexes the line), it parses; used only
    when the line failed to parse and parses this way."""
    return _FOR_WITHOUT_IN.sub(rb"\1;", data) if b"for" in data else data


def _extglob_as_glob(data: bytes, failed: bool = False) -> bytes:
    """`rm -f build/!(keep.txt)`, `~/.@(cursor)/hooks.json` with extglob on: patterns the grammar
    does not know (it misread them as a syntax error). Each group is read as `*` repeated to its
    length: a glob that reaches at least what the pattern does, in the same place of the word. Where
    the line turns extglob on (`shopt -s extglob`, `bash -O extglob`), always; otherwise only once the
    line `failed` to parse as written (`ls !(*.c)`: the agent's shell may have extglob on from its
    start-up files, and if not, bash refuses the line and runs nothing), so `a*(b+c)` in arithmetic,
    which parses, is never read as a pattern."""
    if b"extglob" not in data and not failed:
        return data
    out = bytearray(data)
    end = 0
    for match in _EXTGLOB.finditer(data):
        if match.start() < end:
            continue
        depth, close = 0, None
        for j in range(match.end() - 1, len(data)):
            char = data[j]
            if char == 0x28:  # (
                depth += 1
            elif char == 0x29:  # )
                depth -= 1
                if depth == 0:
                    close = j
                    break
            elif char in b" \t\n;&<>'\"$`":
                break  # (a substitution in the group runs when bash expands the pattern: left as written)
        if close is not None:
            out[match.start() : close + 1] = b"*" * (close + 1 - match.start())
            end = close + 1
    return bytes(out)


def _failed_extglob(data: bytes) -> bytes:
    """The line's extglob groups read as globs, for a line that did not parse as written."""
    return _extglob_as_glob(data, failed=True)


# `for NAME do`: the blank between the name and `do` (the loop takes "$@")
_FOR_WITHOUT_IN = lazy_compile(rb"(\bfor[ \t]+[A-Za-z_]\w*)[ \t](?=do\b)")
# An extglob group (`?(…)`, `*(…)`, `+(…)`, `@(…)`, `!(…)`) inside a word or as an argument.
_EXTGLOB = lazy_compile(rb"(?:(?<=[^\s;&|()])|(?<=[^\s;&|()]\s))[?*+@!]\(")
_READ_WRITE = lazy_compile(rb"(?<=[0-9}\s])<>(?=\s*/dev/(?:tcp|udp)/)")
_READ_WRITE_FILE = lazy_compile(rb"(?<=[0-9}\s])<>(?=\s*[^>\s])")


class _Source:
    """One parsed text (the command line or a nested body) and its word evaluator."""

    __slots__ = ("ev", "src")

    def __init__(self, src: bytes, ev: WordEvaluator) -> None:
        self.src = src
        self.ev = ev


# find tests that pick particular files (by name, path, age, size, owner, inode, permissions).
_FIND_NARROWING = frozenset({
    "-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex", "-lname",
    "-inum", "-samefile", "-newer", "-newermt", "-newerct", "-mtime", "-atime", "-ctime", "-mmin", "-amin",
    "-cmin", "-size", "-user", "-nouser", "-group", "-nogroup", "-uid", "-gid", "-perm", "-empty", "-links",
})
# `$(mktemp)`, `$(mktemp -d)`, with a template but no other directory (`-p`, `--tmpdir`, `-t` name one).
_MKTEMP = lazy_compile(r"\$\(\s*mktemp(?:\s+(?:-d|-q|-u|--directory|--quiet|[\w.-]*X{3,}[\w.-]*))*\s*\)")
# `/tmp/build-$$`, `/tmp/run.${RANDOM}`: a literal prefix, one run-time part, no further directory.
# `${NAME:-word}` / `${NAME-word}` with a literal default word
_DEFAULTED = lazy_compile(r"\$\{([A-Za-z_]\w*|\d+):?-([^$`{}\s]+)\}")
# `${NAME:?message}`: the shell stops with the message unless NAME is set and not empty
_GUARDED = lazy_compile(r"\$\{([A-Za-z_]\w*|\d+):\?[^}]*\}")
# `$NAME` or `${NAME}` alone, and the variables a path is resolved against (never set to a reference)
_BARE_REFERENCE = lazy_compile(r"\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))")
_PATH_VARIABLES = frozenset({"HOME", "PWD", "OLDPWD", "PATH", "TMPDIR", "CDPATH", "IFS"})
_SCRATCH_NAME = lazy_compile(r"/tmp/([\w.-]+?)(?:\$\$|\$\{?\w+\}?|\$\(\s*date[^)/]*\))([\w.-]*)")
# Commands that delete what they are handed.
_DELETERS = frozenset({"rm", "shred", "unlink", "rmdir", "srm", "wipe"})
# Variables that control the shell's history: setting one is an act the history rules judge.
_HISTORY_VARIABLES = frozenset({"HISTFILE", "HISTSIZE", "HISTFILESIZE", "SAVEHIST", "HISTCONTROL",
                                "HISTIGNORE"})
# Loop conditions that never turn false (true/false are the builtins, `:` is true).
_ENDLESS_WHILE = frozenset({":", "true", "/bin/true", "[ 1 ]", "(( 1 ))", "((1))", "! false"})
_ENDLESS_UNTIL = frozenset({"false", "/bin/false", "! :", "! true"})
# A background `&` (not `&&`, `>&`, `&>`, `<&`, `|&`).
_BACKGROUND = lazy_compile(r"(?<![&>|<])&(?![&>])")


class _Analysis(Follow):
    """State of one `parse_command()` call."""

    # Counters and flags start here, on the class, and an instance gets its own the first time one
    # changes (`+=`, assignment): most lines change few of them, and setting each on every new
    # instance was a tenth of modelling a plain command.
    nested_parses = 0
    nested_bytes = 0
    _env_cache: dict[str, str] | None = None
    full = False  # the invocation cap was reached: stop walking
    guarded = False  # some variable was assigned from a `${X:?}` guard
    # The host whose shell `vars` describes: None for the agent's own. A remote shell (ssh, `docker
    # exec`, `kubectl exec`) does not inherit this shell's variables, so they are dropped there.
    shell_host: str | None = None
    _scopes = 0
    steps = 0  # units of work (nodes visited, commands emitted, bytes re-parsed): tests bound it

    def __init__(self, env: Mapping[str, str] | None, cwd: str | None) -> None:
        self.vars: dict[str, str] = {}
        if env:
            for key, value in env.items():
                if isinstance(key, str) and isinstance(value, str):
                    self.vars[key] = value
        # the agent's line runs as `bash -c LINE`, whose $0 is the shell's name: `$(dirname "$0")` is `.`,
        # the working directory, not a script's folder
        self.vars.setdefault("0", "bash")
        # the home the agent's shell starts with: `~` means it until the line assigns HOME itself
        self.start_home = self.vars.get("HOME")
        self.cwd = cwd
        self.project = cwd  # the agent's own working directory: a checkout (`git rev-parse` names it)
        self.invocations: list[Invocation] = []
        self.unresolved: dict[str, None] = {}
        self.decoded: list[str] = []  # payload texts decoded from the line (`-EncodedCommand`)
        self.read_from_disk: dict[str, str] = {}  # path -> digest of each file read because it runs
        self.assigned: set[str] = set()  # every variable name the line assigns, in any scope
        self.aliases: dict[str, str] = {}  # `alias x='…'` seen earlier in the command line
        self.functions: dict[str, str] = {}  # `f() { …; }` bodies seen earlier
        self.calling: set[str] = set()  # functions being expanded (recursion guard)
        self.stdin_links: set[str] = set()  # `ln -s /dev/stdin ci.sh`: names that read the shell's stdin
        self.called: set[str] = set()  # functions called with their arguments somewhere in the line
        # the invocations each function's body produced when read where it was defined
        self.definitions: dict[str, list[tuple[int, int]]] = {}
        # `ids=$(…)`: the invocations (as a range) of the substitution each variable was last assigned
        self.captured: dict[str, tuple[int, int]] = {}
        # `a=(rm -rf /)`: each array's elements, kept apart (None: elements not known statically)
        self.arrays: dict[str, tuple[Field, ...] | None] = {}
        self.dirs: list[str | None] = []  # the `pushd` stack, `popd` returns to its top
        # `declare -n ref=HOME`: an assignment to ref assigns HOME (bash's namerefs)
        self.namerefs: dict[str, str] = {}
        self.sockets: dict[str, str] = {}  # `exec 3<>/dev/tcp/…`: the socket behind each numbered fd
        # What a subshell, a pipeline element or a background job changes is undone when it ends:
        # (table, key, previous value) for every change made while a scope is open.
        self._journal: list[tuple[dict, str, object]] = []

    # -- bookkeeping --------------------------------------------------------------------------

    def note(self, reason: str) -> None:
        if len(self.unresolved) < 64:
            self.unresolved[reason] = None

    def model(self, source: str) -> ShellModel:
        # A function that is called runs with its arguments: what its body did when read at the
        # definition (with $1… unset) is not what runs, and is dropped.
        dropped = {i for name in self.called for start, end in self.definitions.get(name, ())
                   for i in range(start, end)} if self.called else None
        kept = tuple(inv for i, inv in enumerate(self.invocations) if i not in dropped) if dropped else tuple(
            self.invocations)
        captured = tuple((name, tuple(self.invocations[start:end]))
                         for name, (start, end) in self.captured.items() if end > start
                         ) if self.captured else ()
        read = tuple(sorted(self.read_from_disk.items())) if self.read_from_disk else ()
        assigned = sorted(self.assigned)  # (pairs made in C: every line assigns `$_` at least)
        left = tuple(zip(assigned, map(self.vars.get, assigned), strict=True))
        return ShellModel(source=source, invocations=kept, unresolved=tuple(self.unresolved),
                          decoded=tuple(self.decoded), captured=captured, read_from_disk=read, left=left)

    def set_var(self, name: str, value: str | None) -> None:
        """Bind a variable; None: its value is not known statically (kept as `$name`)."""
        self._remember(self.vars, name, UNSET if value is None else value)
        self.assigned.add(name)
        self._env_cache = None
        if self.guarded:
            self._remember(self.arrays, GUARD_PREFIX + name, UNSET)

    def set_guarded(self, name: str) -> None:
        """`DIR=${1:?usage}`: DIR's value is known only at run time, but it is never empty (the
        shell stops first), so `"$DIR"/tmp` is not `/tmp`."""
        self.set_var(name, None)
        self._remember(self.arrays, GUARD_PREFIX + name, ())
        self.guarded = True

    def set_array(self, name: str, elements: tuple[Field, ...] | None) -> None:
        """Bind an array (None: its elements are unknown); `$a` is its first element, as in bash."""
        self._remember(self.arrays, name, elements)
        first = elements[0] if elements else None
        self.set_var(name, first.text if first is not None and not first.dynamic else None)

    def bind_turn(self, name: str, value: str, every: tuple[Field, ...] | None = None) -> None:
        """One turn of a `for` loop: the variable holds one value, and no longer all of them (or, with
        `every`, all of them at once, one word each)."""
        self._remember(self.arrays, LOOP_PREFIX + name, UNSET if every is None else every)
        self.set_var(name, value)

    def _remember(self, table: dict, key: str, value: object) -> None:
        """Set (or, for UNSET, remove) a key of one of the state tables, journalled inside a scope."""
        if self._scopes:
            self._journal.append((table, key, table.get(key, UNSET)))
        if value is UNSET:
            table.pop(key, None)
        else:
            table[key] = value

    def open_scope(self) -> tuple[int, str | None, tuple[str | None, ...]]:
        """Start a subshell-like scope: what changes inside (variables, arrays, functions, aliases,
        the directory and its stack) is undone by `close_scope`. A journal, not a copy, so nesting
        costs nothing per enclosing level."""
        self._scopes += 1
        return len(self._journal), self.cwd, tuple(self.dirs)

    def close_scope(self, token: tuple[int, str | None, tuple[str | None, ...]]) -> None:
        mark, cwd, dirs = token
        journal = self._journal
        while len(journal) > mark:
            table, key, old = journal.pop()
            if old is UNSET:
                table.pop(key, None)
            else:
                table[key] = old
        self._scopes -= 1
        self.cwd = cwd
        self.dirs[:] = dirs
        self._env_cache = None

    def env_for(self, extra: dict[str, str], clear: bool, removed: set[str] | None = None) -> dict[str, str]:
        """The env of one invocation. Invocations share these dicts: read-only by contract."""
        if removed:
            return {k: v for k, v in self.env_for(extra, clear).items() if k not in removed}
        if clear:
            return dict(extra)
        if self._env_cache is None:
            self._env_cache = dict(self.vars)
        if not extra:
            return self._env_cache
        merged = dict(self._env_cache)
        merged.update(extra)
        return merged

    # -- parsing ------------------------------------------------------------------------------

    def parse_text(self, text: str, ctx: Ctx) -> None:
        """Parse nested shell text (a `bash -c` body, a decoded payload) within the budgets."""
        if ctx.depth > MAX_DEPTH:
            self.note(f"nesting deeper than {MAX_DEPTH} levels was not analysed")
            return
        data = text.encode("utf-8", "surrogatepass")
        self.nested_parses += 1
        self.nested_bytes += len(data)
        self.steps += len(data)
        if self.nested_parses > MAX_NESTED_PARSES or self.nested_bytes > MAX_NESTED_BYTES:
            self.note("analysis budget for nested commands exhausted")
            return
        if ctx.remote is None or ctx.remote == self.shell_host:
            self.parse_bytes(data, ctx)
            return
        # Text run by another host's shell: what this shell would expand was expanded before it was
        # sent; what is left is expanded there, against that host's variables, which are not known
        # (ssh passes only what SendEnv names). Only what the text itself sets is known.
        token, host = self.open_scope(), self.shell_host
        for name in tuple(self.vars):
            self._remember(self.vars, name, UNSET)
        self._env_cache, self.shell_host = None, ctx.remote
        try:
            self.parse_bytes(data, ctx)
        finally:
            self.shell_host = host
            self.close_scope(token)

    def parse_bytes(self, data: bytes, ctx: Ctx) -> None:
        argv = _plain_argv(data)
        if argv is not None:  # one command in plain words: nothing for the grammar to find
            self.statement(_PlainLine(argv), ctx, None, [])  # type: ignore[arg-type]
            return
        stages = _plain_pipeline(data)
        if stages is not None:  # `ps aux | grep python | grep -v grep`: a pipeline of such commands
            self.plain_pipeline(stages, ctx)
            return
        if data.count(b"|") > MAX_PIPES:
            # tree-sitter-bash takes quadratic time on long pipelines: analyse a bounded prefix
            cut = -1
            for _ in range(MAX_PIPES):
                cut = data.find(b"|", cut + 1)
            data = data[:cut]
            self.note(f"more than {MAX_PIPES} '|' characters: only the start was analysed")
        data = _extglob_as_glob(data)
        tree = parse_tree(_crash_safe(data))
        root = tree.root_node
        for reread in (_positional_for_loops, _failed_extglob):
            if root.has_error and (rewritten := reread(data)) != data:
                retried = parse_tree(_crash_safe(rewritten))
                if not retried.root_node.has_error:
                    data, tree, root = rewritten, retried, retried.root_node
        if root.has_error:
            where = "the command" if ctx.depth == 0 else "a nested command (" + " > ".join(ctx.via) + ")"
            self.note(f"shell syntax error in {where}: parts may have been misread")
        source = _Source(data, WordEvaluator(data, self.vars, lambda n, d: None, self.arrays))
        source.ev.substitute = lambda node, depth: self.static_output(source, node, depth)
        self.walk(root, ctx, source)

    def walk(self, root: Node, ctx: Ctx, source: _Source) -> None:
        stack: list[tuple[Node, Ctx]] = [(root, ctx)]
        while stack and not self.full:
            node, c = stack.pop()
            self.steps += 1
            kind = node.type
            if kind not in _WALK_SPECIAL:  # most nodes: only what they contain is looked at
                if kind not in LEAVES:
                    stack.extend(reversed(_children(node, c)))
                continue
            if kind in STATEMENTS:
                later: list[tuple[Node, Ctx]] = []
                self.statement(node, c, source, later)
                stack.extend(reversed(later))
                continue
            if kind == "command_substitution" or kind == "process_substitution":
                if c.depth >= MAX_DEPTH:
                    self.note(f"nesting deeper than {MAX_DEPTH} levels was not analysed")
                    continue
                label = _substitution_label(node)
                inner = c.nested(label)
                mark = _Scope()
                stack.append((mark, inner))  # type: ignore[arg-type]
                stack.extend((child, inner) for child in reversed(node.named_children))
                stack.append((mark, inner))  # type: ignore[arg-type]
                continue
            if kind == "__scope__" or kind == "__definition__" or kind == "__captured__":
                node.toggle(self)  # type: ignore[attr-defined]
                continue
            if kind == "ERROR":
                recovered = _recover_braces(node)
                # a redirect the grammar could not attach (`! > f`) still opens its target
                stray = [child for child in recovered if child.type == "file_redirect"]
                if stray:
                    self._bare_redirects(stray, c, source, NO_STDIN)  # type: ignore[arg-type]
                stack.extend((child, c) for child in reversed(recovered))
                continue
            if kind == "__brace__":
                self.brace_command(node, c, source)  # type: ignore[arg-type]
                continue
            if kind == "__redirects__":
                self.compound_redirects(node, c, source)  # type: ignore[arg-type]
                continue
            if kind == "__carry__":
                self.carry(node, c, source, stack)  # type: ignore[arg-type]
                continue
            if kind == "while_statement":
                self.endless_spawner(node, c, source)
            elif kind == "for_statement":
                turns = self.loop_variable(node, c, source)
                if turns:
                    stack.extend(reversed(turns))
                    continue
            elif kind == "function_definition":
                self.define_function(node, source)
            elif kind == "test_command":
                self.regex_match(node, source)
            if kind == "variable_assignment":
                self.assign(node, source)
                captured = _Captured.of(node, source, len(self.invocations))
                if captured is not None:  # recorded once the substitution's commands are walked
                    stack.append((captured, c))  # type: ignore[arg-type]
            elif kind == "declaration_command" or kind == "unset_command":
                self.declaration(node, c, source)
            elif kind in LEAVES:
                continue
            if kind == "subshell" or kind == "function_definition":
                # a subshell's changes end with it; a function body is also read where it is
                # defined (so nothing in it goes unjudged), but its changes happen only when called
                mark = _Scope()
                defined = _Definition(self, node, source) if kind == "function_definition" else None
                stack.append((mark, c))  # type: ignore[arg-type]
                if defined is not None:
                    stack.append((defined, c))  # type: ignore[arg-type]
                stack.extend((ch, c) for ch in reversed(node.named_children) if ch.type not in LEAVES)
                if defined is not None:
                    stack.append((defined, c))  # type: ignore[arg-type]
                stack.append((mark, c))  # type: ignore[arg-type]
                continue
            stack.extend(reversed(_children(node, c)))

    def regex_match(self, node: Node, source: _Source) -> None:
        """`[[ WORD =~ RE ]] && truncate -s0 "${BASH_REMATCH[0]}"`: the match sets BASH_REMATCH to the
        part of WORD that RE matched, then its groups, so the later word is a piece of WORD. Matched
        here when WORD is known and RE reads the same in Python; a pattern that takes any whole word
        (`.+`, `^(.*)$`) hands WORD on even when part of it is a variable; anything else leaves
        BASH_REMATCH unknown, never empty."""
        for expr in node.named_children:
            if expr.type != "binary_expression" or not any(ch.type == "=~" for ch in expr.children):
                continue
            left, right = expr.child_by_field_name("left"), expr.child_by_field_name("right")
            fields = source.ev.fields(left) if left is not None else []
            pattern = node_text(source.src, right) if right is not None else ""
            self.set_array("BASH_REMATCH", _rematch(fields, pattern))

    def endless_spawner(self, node: Node, ctx: Ctx, source: _Source) -> None:
        """`while :; do X & done`: a loop that never ends and starts a background job on every turn
        grows the process table without bound, as a fork bomb does; recorded as one."""
        keyword = node.children[0].type if node.children else ""
        cond = node.child_by_field_name("condition")
        body = node.child_by_field_name("body")
        if cond is None or body is None:
            return
        text = source.src[cond.start_byte : cond.end_byte].decode("utf-8", "replace").strip()
        endless = _ENDLESS_WHILE if keyword == "while" else _ENDLESS_UNTIL
        if text not in endless:
            return
        if _BACKGROUND.search(source.src[body.start_byte : body.end_byte].decode("utf-8", "replace")):
            self.add(Invocation(argv=(keyword, text), name=keyword, depth=ctx.depth, via=ctx.via,
                                remote=ctx.remote, synthetic=True, spawns_self=True))

    def brace_command(self, group: _BraceCommand, ctx: Ctx, source: _Source) -> None:
        """Emit a command whose name was a brace expansion (`{rm,-rf,/home}`)."""
        cmd = group.command
        name = cmd if cmd.type == "command_name" else cmd.child_by_field_name("name")
        if name is None:
            return
        fields = source.ev.text_fields(decode_span(source.src, group.start_byte, name.end_byte))
        if cmd.type == "command":
            for arg in cmd.children_by_field_name("argument"):
                fields.extend(source.ev.fields(arg))
        if fields:
            self.emit([f.text for f in fields], [f.dynamic for f in fields], ctx, {}, (), NO_STDIN)

    # -- statements ---------------------------------------------------------------------------

    def carry(self, item: _Carry, ctx: Ctx, source: _Source, stack: list[tuple[Node, Ctx]]) -> None:
        """Redirects (and a heredoc's `| cmd` continuation) that tree-sitter hung on an `&&`/`||`
        list belong to the list's last command, as bash reads `a && b > f` and `a && psql <<EOF`:
        walk the list with them handed down to that command, so they are judged with it (its
        target, its stdin, what it runs) in the order the line runs."""
        node = item.node
        while node.type == "negated_command":
            inner = [c for c in node.named_children if c.type != "comment"]
            if not inner:
                return
            node = inner[0]
        if node.type == "list":
            parts = [c for c in node.named_children if c.type != "comment"]
            if not parts:
                return
            stack.append((_Carry(parts[-1], item.redirects, item.tail), ctx))  # type: ignore[arg-type]
            stack.extend((part, ctx) for part in reversed(parts[:-1]))
            return
        later: list[tuple[Node, Ctx]] = []
        self.statement(node, ctx, source, later, item.redirects, item.tail)
        stack.extend(reversed(later))

    def statement(
        self,
        node: Node,
        ctx: Ctx,
        source: _Source,
        later: list[tuple[Node, Ctx]],
        carried: list[Node] | tuple[Node, ...] = (),
        tail: list[tuple[Node, list[Node]]] | tuple[tuple[Node, list[Node]], ...] = (),
    ) -> None:
        """A pipeline (or a single command): thread stdin from element to element.

        `carried` are redirects written after the list this statement ends (they belong to its
        last command) and `tail` the pipeline that continues from it (`a && cat <<EOF | sh`)."""
        if node.type == "__plain__":  # a whole line in plain words (see parse_bytes)
            argv: list[str] = node.argv  # type: ignore[attr-defined]
            self.steps += len(argv)
            if not self.full:
                self.emit(argv, [False] * len(argv), ctx, {}, (), NO_STDIN)
            return
        elems = _elements(node, list(carried))
        elems.extend(tail)
        upstream: list[str] = []
        prev_out: str | None = None
        whole: str | None = None
        i = 0
        while i < len(elems) and not self.full:
            elem, outer = elems[i]
            stdin = NO_STDIN if i == 0 else Stdin(prev_out, "pipe", tuple(upstream[-MAX_UPSTREAM:]), whole)
            body: Node | None = elem
            redirs: list[Node] = list(outer)
            if elem.type == "redirected_statement":
                body = elem.child_by_field_name("body")
                continuation: list[tuple[Node, list[Node]]] = []
                for child in elem.named_children:
                    if child.type in REDIRECTS:
                        redirs.append(child)
                    if child.type == "heredoc_redirect":
                        continuation.extend(self._heredoc_tail(child, ctx, redirs, later))
                if body is not None and body.type in ("list", "negated_command"):
                    # the redirects and what follows belong to the list's last command
                    later.append((_Carry(body, redirs, continuation + elems[i + 1 :]), ctx))  # type: ignore[arg-type]
                    return
                elems[i + 1 : i + 1] = continuation
            # each element of a real pipeline runs in a subshell: its `cd`, assignments and
            # definitions do not outlive it
            piped = len(elems) > 1
            if body is None or body.type != "command":
                # `> /dev/sda` alone still opens (and truncates) its target, and a redirect the
                # grammar hangs on a list, group, subshell, loop or function body writes its target
                # whatever runs inside: judge the target on a no-op, after the body so that state
                # the body builds (`ln -s … s && echo x > s`) is known.
                mark = _Scope() if piped else None
                if mark is not None:
                    later.append((mark, ctx))  # type: ignore[arg-type]
                if body is not None:
                    later.append((body, ctx))
                    if redirs:
                        later.append((_PendingRedirects(redirs, stdin), ctx))  # type: ignore[arg-type]
                else:
                    self._bare_redirects(redirs, ctx, source, stdin)
                later.extend((r, ctx) for r in redirs)
                if mark is not None:
                    later.append((mark, ctx))  # type: ignore[arg-type]
                upstream.append(self._compound_feeder(body, source))
                # `(printf 'FLUSHALL\r\n'; sleep 1) | nc …`, `{ echo a; echo b; } | sh`: a group of
                # literal printers prints what they print, in order
                prev_out = self.group_output(body, source) if body is not None and piped and not redirs \
                    else None
                i += 1
                continue
            if piped:  # the scope opened and closed by hand: a generator-based `with` cost more than a word
                token = self.open_scope()
                try:
                    name, prev_out = self.simple(body, redirs, ctx, source, stdin, later)
                finally:
                    self.close_scope(token)
            else:
                name, prev_out = self.simple(body, redirs, ctx, source, stdin, later)
            whole = self._whole_file_out(name, ctx)
            if name == "find" and i + 1 < len(elems) and self.invocations:
                consumer = elems[i + 1][0]
                self._find_feeds_deleter(decode_span(source.src, consumer.start_byte,
                                                     min(consumer.end_byte, consumer.start_byte + 512)))
            upstream.append(name)
            i += 1

    def _whole_file_out(self, name: str, ctx: Ctx) -> str | None:
        """The file a pipeline stage just recorded passes on whole (`cat FILE`, one operand and no
        option), or None: the next stage reads that file as if redirected from it. (`cat -- FILE` is
        how an editor's buffer is handed on: text that may differ from the file, left unread.)"""
        if name != "cat" or not self.invocations:
            return None
        inv = self.invocations[-1]
        if inv.name != "cat" or inv.depth != ctx.depth or len(inv.argv) != 2 or inv.redirects:
            return None
        word = inv.argv[1]
        return None if word.startswith("-") or (inv.expanded[1:2] or (False,))[0] else word

    def plain_pipeline(self, stages: list[tuple[list[str], bytes]], ctx: Ctx) -> None:
        """A pipeline whose every command is in plain words (`_plain_pipeline`), read as `statement`
        reads the grammar's pipeline of such commands: each element in a scope of its own, fed the
        one before it (its literal output, and the names upstream), a `find` handing its listing to
        a deleter. The grammar's tree would say nothing more (it cost more than the rest of
        modelling such a line, and grows with the square of the number of stages)."""
        upstream: list[str] = []
        prev_out: str | None = None
        whole: str | None = None
        for i, (argv, _) in enumerate(stages):
            if self.full:
                return
            stdin = NO_STDIN if i == 0 else Stdin(prev_out, "pipe", tuple(upstream[-MAX_UPSTREAM:]), whole)
            token = self.open_scope()
            try:
                self.steps += len(argv)
                name, prev_out = self.emit(argv, [False] * len(argv), ctx, {}, (), stdin)
            finally:
                self.close_scope(token)
            whole = self._whole_file_out(name, ctx)
            if name == "find" and i + 1 < len(stages) and self.invocations:
                self._find_feeds_deleter(stages[i + 1][1][:512].decode("ascii"))
            upstream.append(name)

    def _find_feeds_deleter(self, head: str) -> None:
        """`find ARGS | xargs rm -rf` (or `| parallel rm -rf {}`) deletes what find prints, as `find ARGS
        -exec rm -rf {} +` does. `head` is the start of the command find is piped to, as written.
        When find hands over everything under its roots, or a repository's `.git`, the find is
        recorded with that -exec, so the find rules judge it as they judge `-exec` and `-delete`."""
        try:
            words = shlex.split(head.split("|", 1)[0].split(";", 1)[0])
        except ValueError:
            return
        if words[:1] == ["sudo"]:
            words = words[1:]
        if words[:1] == ["xargs"]:
            idx, _ = wrappers.scan(words, 1, wrappers.SPECS["xargs"])
        elif words[:1] == ["parallel"] and ":::" not in words:  # `find … | parallel rm {}`, one per line
            idx = wrappers.parallel_template_start(words)
        else:
            return
        cmd = [w for w in words[idx:] if w != "{}"]
        if not cmd or normalize_name(cmd[0]) not in _DELETERS:
            return
        inv = self.invocations[-1]
        if inv.name != "find" or "-exec" in inv.argv or "-delete" in inv.argv:
            return
        names = {inv.argv[i + 1] for i, a in enumerate(inv.argv[:-1]) if a in ("-name", "-iname", "-path")}
        narrowed = any(a in _FIND_NARROWING for a in inv.argv)
        # Recorded when find hands over everything under its roots, or a repository's history; a find
        # that picks files by name, age or owner hands over just those, judged as before.
        if not narrowed or ".git" in names:
            self.invocations[-1] = replace(inv, argv=(*inv.argv, "-exec", *cmd, "{}", "+"))

    @staticmethod
    def _compound_feeder(body: Node | None, source: _Source) -> str:
        """A name for a compound pipeline element (`(curl x) | sh`): a network tool inside, if any."""
        if body is None:
            return "redirect"
        match = NETWORK_WORD.search(decode_span(source.src, body.start_byte, min(body.end_byte,
                                                                                  body.start_byte + 4096)))
        return match.group(1) if match else body.type

    def _heredoc_tail(
        self, redirect: Node, ctx: Ctx, redirs: list[Node], later: list[tuple[Node, Ctx]]
    ) -> list[tuple[Node, list[Node]]]:
        """tree-sitter hangs what follows `<<EOF` on the line (`| bash`, `&& x`, `> f`) under the
        heredoc redirect. Returns the pipeline continuation; queues the rest."""
        tail: list[tuple[Node, list[Node]]] = []
        for child in redirect.named_children:
            kind = child.type
            if kind in HEREDOC_PARTS:
                continue
            if kind in REDIRECTS:
                redirs.append(child)
            elif kind == "pipeline" and child.child_count and child.children[0].type in ("|", "|&"):
                tail.extend(_elements(child))
            else:
                later.append((child, ctx))
        return tail

    def simple(
        self,
        node: Node,
        redirs: list[Node],
        ctx: Ctx,
        source: _Source,
        stdin: Stdin,
        later: list[tuple[Node, Ctx]],
    ) -> tuple[str, str | None]:
        """One simple command: evaluate words and redirects, then unwrap and emit."""
        if not redirs:
            argv = _plain_argv(source.src[node.start_byte : node.end_byte])
            if argv is not None:  # plain words (most commands): they are the fields, as they stand
                self.steps += len(argv)
                return self.emit(argv, [False] * len(argv), ctx, {}, (), stdin)
        ev = source.ev
        assigns: list[Node] = []
        name_node: Node | None = None
        args: list[Node] = []
        redirs = list(redirs)
        for child in node.children:
            kind = child.type
            if kind == "command_name":
                name_node = child
            elif kind in REDIRECTS:
                redirs.append(child)
            elif name_node is None:
                if kind == "variable_assignment":
                    assigns.append(child)
            elif kind != "comment":
                args.append(child)
            if kind == "variable_assignment":
                value = child.child_by_field_name("value")
                if value is not None and value.type not in LEAVES:
                    later.append((value, ctx))
            elif kind == "command_name":
                # what walking the name would reach: the parts that are not plain words
                later.extend((part, ctx) for part in child.named_children if part.type not in LEAVES)
            elif kind not in LEAVES and kind not in REDIRECTS:
                later.append((child, ctx))
        for redirect in redirs:
            heredoc = redirect.type == "heredoc_redirect"
            for part in redirect.named_children:
                # a heredoc's trailing `| cmd`, `&& cmd` were queued by _heredoc_tail: only its body here
                if (part.type == "heredoc_body") if heredoc else part.type not in LEAVES:
                    later.append((part, ctx))

        if name_node is None or name_node.is_missing or _missing_child(name_node):
            for assign in assigns:  # `a=1 >file`: plain assignments
                self.assign(assign, source)
            self._bare_redirects(redirs, ctx, source, stdin)
            return "", None

        fields: list[Field] = []
        for group in _word_groups([name_node, *args]):
            if len(group) == 1:
                fields.extend(ev.fields(group[0]))
            else:  # tree-sitter split one word (`-rf$IFS/`, `$"…"`): read its text ourselves
                span = decode_span(source.src, group[0].start_byte, group[-1].end_byte)
                fields.extend(ev.text_fields(span))
        redirect_objs, extra, stdin = self.redirects(redirs, source, stdin)
        fields.extend(extra)
        self.steps += len(fields)
        prefix_env: dict[str, str] = {}
        for assign in assigns:
            key, value = self._assignment_value(assign, source)
            if key and value is None:
                value = self._handed_reference(assign, source, key)
            if key and value is not None:
                prefix_env[key] = value
        argv = [f.text for f in fields]
        dyn = [f.dynamic for f in fields]
        return self.emit(argv, dyn, ctx, prefix_env, redirect_objs, stdin)

    def compound_redirects(self, pending: _PendingRedirects, ctx: Ctx, source: _Source) -> None:
        """Redirects the grammar hung on a group, subshell, loop or `if`: they apply to the whole
        body whatever runs inside, so their targets are judged on a no-op once the body is walked. The
        no-op is marked synthetic: the body's output goes there, so it is not a `:` that empties them."""
        before = len(self.invocations)
        self._bare_redirects(pending.redirects, ctx, source, pending.stdin)
        if len(self.invocations) > before:
            self.invocations[before] = replace(self.invocations[before], synthetic=True)

    def _bare_redirects(self, redirs: list[Node], ctx: Ctx, source: _Source, stdin: Stdin) -> None:
        """Redirects with no command (`> f`, `a=1 >f`) still open their targets: record them on the
        no-op `:` so that rules on redirect targets judge them like `: > f`."""
        redirect_objs, _extra, _stdin = self.redirects(redirs, source, stdin)
        if redirect_objs:
            self.emit([":"], [False], ctx, {}, redirect_objs, stdin)

    def redirects(
        self, redirs: list[Node], source: _Source, stdin: Stdin
    ) -> tuple[tuple[Redirect, ...], list[Field], Stdin]:
        ev = source.ev
        out: list[Redirect] = []
        extra: list[Field] = []
        for redirect in redirs:
            kind = redirect.type
            if kind == "file_redirect":
                descriptor = ""
                operator = ""
                dests: list[Node] = []
                for child in redirect.children:
                    if child.type == "file_descriptor":
                        descriptor = node_text(source.src, child)
                    elif not child.is_named:
                        operator = operator or child.type
                    else:
                        dests.append(child)
                target = ev.single(dests[0]).text if dests else ""
                for dest in dests[1:]:  # `git >/dev/null reset --hard`: the rest are arguments
                    extra.extend(ev.fields(dest))
                words = ev.fields(dests[0]) if "{" in target else []
                if len(words) > 1:
                    # `: > ~/.{claude,cache}/settings.json`: zsh (macOS's shell) writes every word a
                    # brace expansion gives (bash refuses the ambiguous redirect); each is judged
                    out.extend(Redirect(descriptor + operator, w.text) for w in words)
                else:
                    out.append(self._through_socket(descriptor, operator, target))
                if operator == "<" and descriptor in ("", "0"):
                    stdin = Stdin(None, "file")
            elif kind == "herestring_redirect":
                words = redirect.named_children
                field = ev.single(words[-1]) if words else Field("")
                out.append(Redirect("<<<", field.text))
                stdin = Stdin(None if field.dynamic else field.text + "\n", "herestring")
            elif kind == "heredoc_redirect":
                op, delimiter, text = self.heredoc(redirect, source)
                out.append(Redirect(op, delimiter))
                stdin = Stdin(text, "heredoc")
        return tuple(out), extra, stdin

    def _through_socket(self, descriptor: str, operator: str, target: str) -> Redirect:
        """`exec 3<>/dev/tcp/HOST/PORT` remembers the socket behind fd 3; a later `>&3` or `<&3` is
        then a redirect to or from that socket (`printf 'FLUSHALL' >&3` writes Redis commands to it,
        `sh <&3` reads its commands from it)."""
        if target.isdigit() and operator in (">&", "<&") and target in self.sockets:
            return Redirect(descriptor + operator[0], self.sockets[target])
        if descriptor.isdigit() and int(descriptor) > 2 and target.startswith(("/dev/tcp/", "/dev/udp/")):
            self.sockets[descriptor] = target
        return Redirect(descriptor + operator, target)

    def heredoc(self, redirect: Node, source: _Source) -> tuple[str, str, str]:
        """(operator, delimiter, body text) with unquoted-body expansions applied where known."""
        op = "<<"
        delimiter = ""
        body: Node | None = None
        for child in redirect.children:
            if child.type == "<<-":
                op = "<<-"
            elif child.type == "heredoc_start":
                delimiter = node_text(source.src, child)
            elif child.type == "heredoc_body":
                body = child
        quoted = any(q in delimiter for q in "'\"\\")
        delimiter = delimiter.replace("'", "").replace('"', "").replace("\\", "")
        if body is None:
            return op, delimiter, ""
        if quoted or body.named_child_count == 0:
            text = node_text(source.src, body)
            if not quoted:
                text = unescape_double(text)
        else:
            parts: list[str] = []
            pos = body.start_byte
            for child in body.named_children:
                if child.start_byte > pos:
                    parts.append(unescape_double(decode_span(source.src, pos, child.start_byte)))
                if child.type == "heredoc_content":
                    parts.append(unescape_double(node_text(source.src, child)))
                else:
                    parts.append(source.ev.single(child).text)
                pos = child.end_byte
            if body.end_byte > pos:
                parts.append(unescape_double(decode_span(source.src, pos, body.end_byte)))
            text = "".join(parts)
        if op == "<<-":
            text = "\n".join(line.lstrip("\t") for line in text.split("\n"))
        return op, delimiter, text

    # -- assignments --------------------------------------------------------------------------

    def _assignment_value(self, node: Node, source: _Source) -> tuple[str, str | None]:
        name_node = node.child_by_field_name("name")
        if name_node is None:
            return "", None
        name = node_text(source.src, name_node)
        value_node = node.child_by_field_name("value")
        if value_node is None:
            return name, ""
        if value_node.type == "array":
            return name, None
        field = source.ev.single(value_node)
        if field.dynamic:
            text = node_text(source.src, value_node).strip('"')
            if _MKTEMP.fullmatch(text) and self.vars.get("TMPDIR", "/tmp").startswith("/tmp"):
                # `d=$(mktemp -d)`: a new, empty path in the scratch directory
                return name, "/tmp/tmp.mktemp-dongle"
            default = _DEFAULTED.fullmatch(text)
            if default and default.group(1) not in self.vars:
                # `TARGET=${OUT_DIR:-/}` with OUT_DIR not known to be set: the default is what it holds
                # (the same reading a path `"${OUT_DIR:-/}"*` gets where it is written directly)
                return name, default.group(2)
            scratch = _SCRATCH_NAME.fullmatch(text)
            if scratch and not self.vars.get("HOME", "").startswith("/tmp/" + scratch.group(1)):
                # `T=/tmp/build-$$`: a name made unique at run time, inside scratch, that cannot be home
                return name, f"/tmp/{scratch.group(1)}dongle{scratch.group(2)}"
            return name, None
        value = field.text
        if any(child.type == "+=" for child in node.children):
            old = self.vars.get(name)
            return name, None if old is None else old + value
        return name, value

    def _handed_reference(self, node: Node, source: _Source, name: str) -> str | None:
        """`DATABASE_URL=$PROD_DATABASE_URL prisma …`: a prefix that hands the command another
        variable unknown here is recorded as that reference (`$PROD_DATABASE_URL`), since the name
        of what it is handed (production's address or password) says where the command acts.
        Variables the path model resolves against are left unknown."""
        value_node = node.child_by_field_name("value")
        if value_node is None or name in _PATH_VARIABLES:
            return None
        text = node_text(source.src, value_node).strip('"')
        reference = _BARE_REFERENCE.fullmatch(text)
        handed = reference and (reference.group(1) or reference.group(2))
        return f"${handed}" if handed and handed not in self.vars else None

    def assign(self, node: Node, source: _Source) -> None:
        name_node = node.child_by_field_name("name")
        value_node = node.child_by_field_name("value")
        if name_node is not None and name_node.type == "subscript":
            self.assign_element(name_node, value_node, source)
            return
        if value_node is not None and value_node.type == "array":
            self.assign_array(node, value_node, source)
            return
        name, value = self._assignment_value(node, source)
        if not name:
            return
        name = self.namerefs.get(name, name)
        if name in _HISTORY_VARIABLES:
            # `HISTFILE=/dev/null` alone changes the shell as `export` would: judged as that
            self.add(Invocation(argv=("export", f"{name}={value or ''}"), name="export", synthetic=True,
                                cwd=self.cwd))
        if name in self.arrays:  # `a=x` on an array sets its first element
            elements = self.arrays[name]
            self.set_array(name, None if elements is None or value is None else (Field(value), *elements[1:]))
        elif value is None and value_node is not None and _GUARDED.fullmatch(
                node_text(source.src, value_node).strip('"')):
            self.set_guarded(name)
        else:
            self.set_var(name, value)

    def assign_array(self, node: Node, array: Node, source: _Source) -> None:
        """`cmd=(rm -rf /)`: remember the elements apart, so `"${cmd[@]}"` runs as `rm -rf /` with
        each element one word. An element known only at run time stays a dynamic word; `+=`
        appends."""
        name_node = node.child_by_field_name("name")
        if name_node is None:
            return
        name = node_text(source.src, name_node)
        fields = tuple(f for child in array.named_children for f in source.ev.fields(child))
        if any(child.type == "+=" for child in node.children):
            if name in self.arrays:
                old = self.arrays[name]
                fields = () if old is None else old + fields
                if old is None:
                    self.set_array(name, None)
                    return
            elif name in self.vars:
                fields = (Field(self.vars[name]), *fields)
        self.set_array(name, fields if len(fields) <= MAX_ARRAY else None)

    def assign_element(self, subscript: Node, value_node: Node | None, source: _Source) -> None:
        """`a[1]=x`: change one element of a known array (or append to it); any other index (a
        sparse or associative array) leaves its elements unknown."""
        base = subscript.child_by_field_name("name") or (subscript.named_children or [None])[0]
        if base is None:
            return
        name = node_text(source.src, base)
        index_node = subscript.child_by_field_name("index")
        index_text = node_text(source.src, index_node) if index_node is not None else ""
        value = source.ev.single(value_node) if value_node is not None else Field("")
        parent = subscript.parent
        appending = parent is not None and any(child.type == "+=" for child in parent.children)
        elements = self.arrays.get(name, ((Field(self.vars[name]),) if name in self.vars else ()))
        if elements is None or not index_text.isdigit() or appending:
            self.set_array(name, None)
            return
        index = int(index_text)
        if index < len(elements):
            self.set_array(name, (*elements[:index], value, *elements[index + 1 :]))
        elif index == len(elements) and index < MAX_ARRAY:
            self.set_array(name, (*elements, value))
        else:
            self.set_array(name, None)

    def define_function(self, node: Node, source: _Source) -> None:
        """Remember a function body: a later call runs it with its arguments as $1…

        The text runs from the body to the end of the definition, so a redirect written after the
        body (`f() { …; } > ~/.bashrc`) applies to every call, as in bash."""
        name = node.child_by_field_name("name")
        body = node.child_by_field_name("body")
        if name is not None and body is not None and len(self.functions) < 256:
            self.functions[node_text(source.src, name)] = decode_span(source.src, body.start_byte,
                                                                      node.end_byte)

    def loop_variable(self, node: Node, ctx: Ctx, source: _Source) -> list[tuple[Node, Ctx]]:
        """`for h in web1 web2; do ssh "$h" uptime; done`: with a few known values, the body is walked
        once per value, as the loop runs it, so a value keeps its place in each command (`ssh web1
        uptime`, not `ssh web1 web2 uptime`). Returns what to walk then (the value words, and each
        turn's binding and body), or [] when the children are walked as usual.

        With more values, d is bound to all of them at once: `$d` and `"$d"` expand to every value,
        one word each (`rm -rf /etc /usr …`), what the loop does across its turns. An unknown value
        list leaves d unknown.
        """
        name_node = node.child_by_field_name("variable")
        if name_node is None:
            return []
        name = node_text(source.src, name_node)
        values: list[str] = []
        value_nodes = node.children_by_field_name("value")
        fields: list[Field] = [f for value in value_nodes for f in source.ev.fields(value)]
        if not value_nodes and not any(child.type == "in" for child in node.children):
            # `for f do …` (or `for f; do`) takes the positional parameters, as `for f in "$@"` does
            fields = list(self.arrays.get("@") or [Field("", dynamic=True)])
        for field in fields:
            if field.dynamic or any(c in IFS_WS for c in field.text):
                self.set_var(name, None)
                self.set_array(LOOP_PREFIX + name, None)
                return []
            values.append(field.text)
        body = node.child_by_field_name("body")
        used = body is not None and len(values) > 1 and re.search(
            rf"\$\{{?{name}\b", decode_span(source.src, body.start_byte, body.end_byte))
        if used and len(values) <= MAX_LOOP_TURNS:
            turns = [(child, ctx) for child in node.children_by_field_name("value")]
            for value in values:
                turns.append((_LoopTurn(name, value), ctx))  # type: ignore[arg-type]
                turns.append((body, ctx))
            return turns
        if used:
            # more values: the first and last turns as the loop runs them (a value that must stay one
            # word, `ssh $h …` over `web-{01..12}`, keeps its place: one host, then another), then every
            # value at once, what the loop does across its turns
            turns = [(child, ctx) for child in node.children_by_field_name("value")]
            for value in (values[0], values[-1]):
                turns.append((_LoopTurn(name, value), ctx))  # type: ignore[arg-type]
                turns.append((body, ctx))
            turns.append((_LoopTurn(name, " ".join(values), tuple(Field(v) for v in values)), ctx))  # type: ignore[arg-type]
            turns.append((body, ctx))
            return turns
        self.set_var(name, " ".join(values) if values else None)
        # `"$d"` takes one value per turn: each value is its own word, quoted or not
        self.set_array(LOOP_PREFIX + name, tuple(Field(v) for v in values) if values else None)
        return []

    def declaration(self, node: Node, ctx: Ctx, source: _Source) -> None:
        """`export A=1`, `local x=…`, `unset x`: a builtin that also changes known variables."""
        argv: list[str] = []
        for child in node.children:
            if not child.is_named:
                if not argv:
                    argv.append(child.type)
                continue
            if child.type == "variable_assignment":
                name, value = self._assignment_value(child, source)
                if name and argv[0] in ("declare", "typeset", "local") and value and any(
                        a[:1] == "-" and "n" in a for a in argv[1:]):
                    self._remember(self.namerefs, name, value)  # `declare -n ref=HOME`
                elif name:
                    name = self.namerefs.get(name, name)
                if name:
                    self.set_var(name, value)
                    argv.append(f"{name}={value if value is not None else ''}")
            else:
                for field in source.ev.fields(child):
                    argv.append(field.text)
                    if argv[0] == "unset" and not field.text.startswith("-"):
                        self.set_var(field.text, None)
        if argv:
            self.add(
                Invocation(
                    argv=tuple(argv), name=argv[0], privileged=ctx.privileged,
                    env=self.env_for({}, False), depth=ctx.depth, via=ctx.via, remote=ctx.remote,
                )
            )

    # -- emission -----------------------------------------------------------------------------

    def add(self, inv: Invocation) -> None:
        if len(self.invocations) >= MAX_INVOCATIONS:
            self.note(f"more than {MAX_INVOCATIONS} commands: the rest were not analysed")
            self.full = True
            return
        self.invocations.append(inv)

    def emit(
        self,
        argv: list[str],
        dyn: list[bool],
        ctx: Ctx,
        prefix_env: dict[str, str],
        redirects: tuple[Redirect, ...],
        stdin: Stdin,
        wrapped: tuple[str, ...] = (),
        privileged: bool = False,
        budget: int = MAX_WRAPPERS,
    ) -> tuple[str, str | None]:
        """Remove wrappers from argv, record the Invocation, follow what it runs.

        Returns the command's normalised name and its literal stdout (None when unknown).
        """
        self.steps += 1
        seen = list(wrapped)
        priv = privileged or ctx.privileged
        env_extra = dict(prefix_env)
        # a command handed to another host as words (`docker exec C CMD`) runs with none of our variables
        clear = ctx.remote is not None and ctx.remote != self.shell_host
        removed: set[str] = set()  # `env -u NAME`: gone for the command, whatever the shell holds
        unwrapped = ""  # argv[0]'s normalised name, once it is known to be no wrapper
        if argv and not dyn[0] and argv[0] in self.aliases:
            # an alias is text put in place of the word: parse it with the arguments
            name = argv[0]
            text = self.aliases[name] + "".join(" " + shlex.quote(a) for a in argv[1:])
            self.parse_text(text, ctx.nested(f"alias {name}", privileged=priv))
            return name, None
        while True:
            if not argv:
                return "", None
            if dyn[0]:
                break
            if budget <= 0:
                self.note("too many nested wrapper commands: the innermost was not analysed")
                break
            budget -= 1
            self.steps += 1
            name = normalize_name(argv[0])
            # (a name no branch of `unwrap` tests is no wrapper: one lookup instead of the call)
            step = wrappers.unwrap(name, argv, stdin.text, self._arg_file if name == "xargs" else None) if (
                wrappers.MAY_UNWRAP[name]) else None
            if step is None:
                unwrapped = name
                break
            seen.append(name)
            priv = priv or step.privileged
            env_extra.update(step.env)
            clear = clear or step.clear_env
            removed.update(step.unset)
            removed.difference_update(step.env)  # `env -u HOME HOME=/x`: the assignment comes after
            if step.scripts:
                for script, label in step.scripts:
                    self.parse_text(script, ctx.nested(label, privileged=priv))
                return name, None
            if step.list_from:
                redirects = (*redirects, Redirect("<", step.list_from))
            if step.argvs:
                last = ""
                # xargs hands its input over as words: the command keeps where that input came from
                handed = Stdin(None, "args", stdin.upstream) if stdin.upstream else NO_STDIN
                for inner in step.argvs:
                    last, _ = self.emit(
                        inner, [looks_dynamic(w) for w in inner[:1]] + [False] * (len(inner) - 1),
                        ctx, env_extra, redirects, handed, tuple(seen), priv, budget,
                    )
                return last, None
            argv = step.prefix + argv[step.start :]
            dyn = [False] * len(step.prefix) + dyn[step.start :]
        dynamic = dyn[0]
        name = argv[0] if dynamic else unwrapped or normalize_name(argv[0])
        if not dynamic and name not in ("[", "[[") and not _GLOB_CHARS.isdisjoint(name):
            # `/???/?m -rf /`: the shell picks the program by globbing at run time
            dynamic = True
            name = argv[0]
            could = [c for c in _GLOB_SUSPECTS if fnmatch.fnmatchcase(c, normalize_name(argv[0]))]
            self.note(f"command name is a glob pattern: {argv[0][:80]}"
                      + (f" (could be {', '.join(could[:5])})" if could else ""))
        elif dynamic:
            if NETWORK_WORD.search(argv[0]):
                self.note(f"remote code run as a command: {argv[0][:80]}")
            else:
                self.note(f"command name is not known statically: {argv[0][:80]}")
        line_home = self.vars.get("HOME")
        if line_home != self.start_home and line_home and line_home[0] == "/" and "~" in "".join(argv[1:]):
            # `export HOME=/tmp/ci; rm -rf ~`: `~` is the HOME the line set (a prefix `HOME=x rm ~` is not:
            # the word is expanded before the assignment reaches the command)
            argv = [line_home + word[1:] if (word == "~" or word[:2] == "~/") and not unknown else word
                    for word, unknown in zip(argv, dyn, strict=False)]
        if name in FD_NAMES and not dynamic and (as_find := fd_as_find(argv)) is not None:
            # `fd '^\\.git$' -x rm -rf`: the finder is judged as the `find` it stands for
            unknown = {word for word, d in zip(argv, dyn, strict=False) if d}
            argv, dyn, name = as_find, [word in unknown for word in as_find], "find"
        # A function defined earlier in the line shadows the program of that name (`wipe() {…}; wipe
        # ./dist` is not the `wipe` shredder): the call is judged by its body, followed below; the
        # call itself is recorded as the null command `:`, which keeps its redirects.
        shadowed = name in self.functions and ctx.remote is None and not dynamic
        inv = Invocation(
            argv=tuple(argv),
            name=":" if shadowed else name,
            wrappers=tuple(seen),
            privileged=priv,
            env=self.env_for(env_extra, clear, removed),
            redirects=redirects,
            depth=ctx.depth,
            via=ctx.via,
            remote=ctx.remote,
            stdin_from=stdin.upstream,
            dynamic=dynamic,
            cwd=None if ctx.remote else self.cwd,
            stdin_text=stdin.text,
            background=ctx.background,
            expanded=tuple(dyn),
        )
        self.add(inv)
        if dynamic:
            return name, None
        self.effects(replace(inv, name=name) if shadowed else inv, ctx, stdin, env_extra)
        if ctx.remote is None and not ctx.background:
            # `$_` is the last word of the command before (`ls ~/.codex/hooks.json && cp /dev/null "$_"`)
            self.set_var("_", argv[-1] if argv and not (dyn and dyn[-1]) else None)
        if any(dyn):
            return name, None
        try:
            out = literal.output(name, argv, stdin.text) if name in literal.PRINTERS else None
        except literal.Undecodable as exc:
            self.note(f"{exc}: its content was not analysed")
            return name, None
        if out is None and stdin.kind != "pipe" and ctx.remote is None and name in _KNOWN_OUTPUT_NAMES:
            out = self.known_output([name, *argv[1:]])
        if out and redirects:
            for redirect in redirects:  # `echo FLUSHALL > /dev/tcp/prod-redis/6379`
                if ">" in redirect.op and redirect.target.startswith("/dev/"):
                    self.socket_text(sockets.dev_tcp_peer(redirect.target), out, inv, ctx)
        return name, out

    # -- what a command runs ------------------------------------------------------------------

    # -- literal command substitutions ----------------------------------------------------------

    def group_output(self, body: Node, source: _Source) -> str | None:
        """Stdout of a subshell or `{ …; }` group whose commands only print literal text or wait
        (`echo`, `printf`, `sleep`, `true`), else None."""
        if body.type not in ("subshell", "compound_statement"):
            return None
        out: list[str] = []
        for child in body.named_children:
            if child.type == "comment":
                continue
            if child.type != "command":
                return None
            argv: list[str] = []
            for part in child.children:
                if part.type in REDIRECTS or part.type == "variable_assignment":
                    return None
                if not part.is_named or part.type == "comment":
                    continue
                for field in source.ev.fields(part, 1):
                    if field.dynamic:
                        return None
                    argv.append(field.text)
            name = normalize_name(argv[0]) if argv else ""
            if name in _QUIET:
                continue
            if name not in ("echo", "printf"):
                return None
            try:
                text = literal.output(name, argv, None)
            except literal.Undecodable:
                return None
            if text is None:
                return None
            out.append(text)
            if len(out) > 64:
                return None
        return "".join(out) or None

    def known_output(self, argv: list[str]) -> str | None:
        """What a command prints that the line's own state tells, piped or substituted: the top of the
        checkout the agent works in and its .git (`git rev-parse --show-toplevel`, `--git-dir`, so
        `git rev-parse --git-dir | xargs rm -rf` deletes the repository's own .git), where the line
        stands (`pwd`), a system-wide install prefix (`npm root -g`)."""
        if argv == ["git", "rev-parse", "--show-toplevel"] and self.project:
            return self.project + "\n"
        git_dir = len(argv) == 3 and argv[:2] == ["git", "rev-parse"] and argv[2] in _GIT_DIR_OPTIONS
        if git_dir and self.project and self.cwd == self.project:
            return self.project.rstrip("/") + "/.git\n"
        if argv == ["pwd"] and self.cwd:
            return self.cwd + "\n"
        if len(argv) == 2 and argv[0] == "dirname" and ("/" in argv[1] or argv[1] == self.vars.get("0")):
            # `dirname WORD` is string arithmetic: `$(dirname "$0")/..` climbs from where it says. A bare
            # name may stand for a lookup's answer (`$(command -v dongle)` prints a full path elsewhere), so
            # only a word that writes its folder, or the shell's own name, is worked out
            return (posixpath.dirname(argv[1].rstrip("/")) or ".") + "\n"
        if argv[0] == "mktemp" and _MKTEMP.fullmatch(f"$({' '.join(argv)})") and self.vars.get(
                "TMPDIR", "/tmp").startswith("/tmp"):
            return "/tmp/tmp.mktemp-dongle\n"  # a new entry of the scratch directory, as `d=$(mktemp -d)` is
        devices = [a for a in argv[1:] if a.startswith("/dev/")]
        if argv[0] == "ls" and devices and all(a in _LS_PLAIN or a.startswith("/dev/") for a in argv[1:]):
            # `ls /dev/sd? | xargs -n1 wipefs -a`: device nodes are files, so ls prints each one it is
            # handed (a glob as the shell expands it), and what reads the listing gets those very devices
            return "\n".join(devices) + "\n"
        prefix = _SYSTEM_PREFIXES.get(tuple(argv))
        return prefix + "\n" if prefix else None

    def _arg_file(self, value: str) -> str | None:
        """What `xargs -a VALUE` reads: a `<(…)` of literal producers in the line, or a file on disk."""
        return self.substituted_output(value) if value.startswith("<(") else self.script_text(value)

    def substituted_output(self, written: str) -> str | None:
        """Stdout of a `<(…)` written in the line (its source text) when it is a pipeline of literal
        data producers, as `static_output` computes it for `$(…)`; else None."""
        if not (written.startswith("<(") and written.endswith(")")) or len(written) > MAX_NESTED_BYTES:
            return None
        data = ("$" + written[1:]).encode("utf-8", "surrogatepass")
        node: Node | None = parse_tree(data).root_node
        while node is not None and node.type != "command_substitution":
            node = node.named_children[0] if node.named_children else None
        if node is None:
            return None
        source = _Source(data, WordEvaluator(data, self.vars, lambda n, d: None, self.arrays))
        source.ev.substitute = lambda inner, depth: self.static_output(source, inner, depth)
        return self.static_output(source, node, 1)

    def static_output(self, source: _Source, node: Node, depth: int) -> str | None:
        """Stdout of `$(…)` when it is a pipeline of literal data producers, else None."""
        if depth > MAX_STATIC_DEPTH or node.type != "command_substitution":
            return None
        stmts = [c for c in node.named_children if c.type != "comment"]
        if len(stmts) != 1:
            return None
        ev = source.ev
        data: str | None = None
        elems = _elements(stmts[0])
        i = 0
        while i < len(elems):
            elem, outer = elems[i]
            stdin = data if i else None
            body: Node | None = elem
            redirs: list[Node] = list(outer)
            if elem.type == "redirected_statement":
                body = elem.child_by_field_name("body")
                for child in elem.named_children:
                    if child.type in REDIRECTS:
                        redirs.append(child)
                    if child.type == "heredoc_redirect":
                        for part in child.named_children:
                            if part.type == "pipeline" and part.children[0].type == "|":
                                elems[i + 1 : i + 1] = _elements(part)
            if body is None or body.type != "command":
                return None
            argv: list[str] = []
            for child in body.children:
                if child.type in REDIRECTS:
                    redirs.append(child)
                    continue
                if child.type == "variable_assignment" or child.type == "comment" or not child.is_named:
                    continue
                for field in ev.fields(child, depth):
                    if field.dynamic:
                        return None
                    argv.append(field.text)
            for redirect in redirs:
                if redirect.type == "herestring_redirect" and redirect.named_children:
                    field = ev.single(redirect.named_children[-1], depth)
                    if field.dynamic:
                        return None
                    stdin = field.text + "\n"
                elif redirect.type == "heredoc_redirect":
                    stdin = self.heredoc(redirect, source)[2]
                else:
                    return None
            if not argv:
                return None
            known = self.known_output(argv) if i == 0 else None
            if known is not None:
                data = known
                i += 1
                continue
            try:
                data = literal.output(normalize_name(argv[0]), argv, stdin)
            except literal.Undecodable as exc:
                self.note(f"{exc}: its content was not analysed")
                return None
            if data is None:
                return None
            i += 1
        return data


_GIT_DIR_OPTIONS = frozenset({"--git-dir", "--git-common-dir", "--absolute-git-dir"})
# Where a tool's global install lives on a system-wide installation (the prefix a package manager
# gives it; npm's own default): `rm -rf "$(npm root -g)/../.."` climbs to /usr/local.
_SYSTEM_PREFIXES = {
    ("npm", "root", "-g"): "/usr/local/lib/node_modules",
    ("npm", "root", "--global"): "/usr/local/lib/node_modules",
    ("npm", "prefix", "-g"): "/usr/local",
    ("npm", "prefix", "--global"): "/usr/local",
    ("npm", "config", "get", "prefix"): "/usr/local",
    ("brew", "--prefix"): "/usr/local",
    ("go", "env", "GOROOT"): "/usr/local/go",
}
# the names `known_output` tests (its first word): a command of any other name is not asked
# `ls`'s options that print each operand as given, one per line or not
_LS_PLAIN = frozenset({"-1", "-d", "-1d", "-d1", "--directory"})
_KNOWN_OUTPUT_NAMES = frozenset({"git", "pwd", "dirname", "mktemp", "ls",
                                 *(words[0] for words in _SYSTEM_PREFIXES)})
_QUIET = frozenset({"sleep", "true", ":"})


class _Definition:
    """Marks both ends of a function body read where it is defined: the invocations in between are
    what the body does with its arguments unset, kept only if the function is never called."""

    __slots__ = ("name", "start")
    type = "__definition__"

    def __init__(self, analysis: _Analysis, node: Node, source: _Source) -> None:
        name = node.child_by_field_name("name")
        self.name = node_text(source.src, name) if name is not None else ""
        self.start: int | None = None

    def toggle(self, analysis: _Analysis) -> None:
        if self.start is None:
            self.start = len(analysis.invocations)
        else:
            analysis.definitions.setdefault(self.name, []).append((self.start, len(analysis.invocations)))


class _Captured:
    """Marks the end of `NAME=$(…)` on the walk stack: the invocations added since `start` are the
    substitution's, and what NAME holds is their output."""

    __slots__ = ("name", "start")
    type = "__captured__"

    def __init__(self, name: str, start: int) -> None:
        self.name = name
        self.start = start

    @staticmethod
    def of(node: Node, source: _Source, start: int) -> _Captured | None:
        """The marker for an assignment whose whole value is one command substitution, else None."""
        name = node.child_by_field_name("name")
        value = node.child_by_field_name("value")
        if name is None or value is None or name.type != "variable_name":
            return None
        if value.type == "string" and len(value.named_children) == 1:  # `ids="$(…)"`
            value = value.named_children[0]
        if value.type != "command_substitution":
            return None
        return _Captured(node_text(source.src, name), start)

    def toggle(self, analysis: _Analysis) -> None:
        analysis.captured[self.name] = (self.start, len(analysis.invocations))


class _Scope:
    """Marks both ends of a subshell on the walk stack: the first visit opens a scope, the second
    closes it, so what the subshell changes does not reach the commands after it."""

    __slots__ = ("token",)
    type = "__scope__"

    def __init__(self) -> None:
        self.token: tuple[int, str | None, tuple[str | None, ...]] | None = None

    def toggle(self, analysis: _Analysis) -> None:
        if self.token is None:
            self.token = analysis.open_scope()
        else:
            analysis.close_scope(self.token)


def _children(node: Node, ctx: Ctx) -> list[tuple[Node, Ctx]]:
    """The named children to walk, in order; a statement run in the background (`cd x & rm y`)
    runs in a subshell of its own, so it is wrapped in a scope."""
    out: list[tuple[Node, Ctx]] = []
    children = node.children
    for k, child in enumerate(children):
        if not child.is_named or child.type in LEAVES:
            continue
        if k + 1 < len(children) and children[k + 1].type == "&":
            mark = _Scope()
            job = replace(ctx, background=True)
            out.extend(((mark, ctx), (child, job), (mark, ctx)))  # type: ignore[list-item]
        else:
            out.append((child, ctx))
    return out


class _LoopTurn:
    """Marks the start of one turn of a `for` loop on the walk stack: binds the loop's variable to
    that turn's value."""

    __slots__ = ("every", "name", "value")
    type = "__scope__"

    def __init__(self, name: str, value: str, every: tuple[Field, ...] | None = None) -> None:
        self.name = name
        self.value = value
        self.every = every  # all the loop's values at once: `"$d"` is each of them, one word each

    def toggle(self, analysis: _Analysis) -> None:
        analysis.bind_turn(self.name, self.value, self.every)


class _PendingRedirects:
    """Redirects of a compound statement, judged once its body has been walked."""

    __slots__ = ("redirects", "stdin")
    type = "__redirects__"

    def __init__(self, redirects: list[Node], stdin: Stdin) -> None:
        self.redirects = redirects
        self.stdin = stdin


class _PlainLine:
    """A whole line that is one command in plain words (see `_plain_argv`), standing in for the
    tree the grammar would build: its statement is read from the words."""

    __slots__ = ("argv",)
    type = "__plain__"

    def __init__(self, argv: list[str]) -> None:
        self.argv = argv


class _Carry:
    """A list (or `! …`) whose last command gets redirects and a pipeline written after the list."""

    __slots__ = ("node", "redirects", "tail")
    type = "__carry__"

    def __init__(self, node: Node, redirects: list[Node], tail: list[tuple[Node, list[Node]]]) -> None:
        self.node = node
        self.redirects = redirects
        self.tail = tail


class _BraceCommand:
    """A `{` glued to a command inside an ERROR node: bash brace-expands it (`{rm,-rf,/}`)."""

    __slots__ = ("command", "start_byte")
    type = "__brace__"

    def __init__(self, start_byte: int, command: Node) -> None:
        self.start_byte = start_byte
        self.command = command


# A pattern that matches any whole word (anchored or not, captured or not): `.+`, `^(.*)$`.
_WHOLE_WORD = re.compile(r"\^?(\()?\.[*+](?(1)\))\$?")


def _rematch(fields: list[Field], pattern: str) -> tuple[Field, ...] | None:
    """BASH_REMATCH after `[[ WORD =~ PATTERN ]]`; None when it cannot be told here."""
    if len(fields) != 1 or not pattern or pattern[0] in "'\"" or "[[:" in pattern:
        return None
    word = fields[0]
    if _WHOLE_WORD.fullmatch(pattern):
        return (word, word) if "(" in pattern else (word,)
    if word.dynamic:
        return None
    try:
        match = re.search(pattern, word.text)
    except (re.error, RecursionError):
        return None
    if match is None:
        return ()
    return tuple(Field(g or "") for g in (match.group(0), *match.groups()))


def _recover_braces(node: Node) -> list[Node | _BraceCommand]:
    """An ERROR node's children, with `{` + adjacent command turned into a `_BraceCommand`."""
    out: list[Node | _BraceCommand] = []
    children = node.children
    skip = -1
    for k, child in enumerate(children):
        if k == skip:
            continue
        if child.type == "{" and not child.is_named and k + 1 < len(children):
            nxt = children[k + 1]
            name = nxt if nxt.type == "command_name" else (
                nxt.child_by_field_name("name") if nxt.type == "command" else None
            )
            if name is not None and nxt.start_byte == child.end_byte == name.start_byte:
                out.append(_BraceCommand(child.start_byte, nxt))
                skip = k + 1
                continue
        if child.is_named:
            out.append(child)
    return out


def _word_groups(nodes: list[Node]) -> list[list[Node]]:
    """Group nodes with no blank between them: bash reads them as one word."""
    groups: list[list[Node]] = []
    prev_end = -1
    for node in nodes:
        if groups and node.start_byte == prev_end:
            groups[-1].append(node)
        else:
            groups.append([node])
        prev_end = node.end_byte
    return groups


def _missing_child(name_node: Node) -> bool:
    return name_node.child_count == 1 and name_node.children[0].is_missing


def _substitution_label(node: Node) -> str:
    first = node.children[0].type if node.child_count else ""
    if node.type == "process_substitution":
        return "<()" if first == "<(" else ">()"
    return "``" if first == "`" else "$()"


def _elements(node: Node, extra: list[Node] | None = None) -> list[tuple[Node, list[Node]]]:
    """The commands of a pipeline in order, each with redirects written outside it.

    tree-sitter nests pipelines in some positions and hangs `a | b > f` as a redirect around the
    whole pipeline, although the redirect belongs to `b`; it hangs `!` on the first command of
    `! a | b`, although it negates the whole pipeline. `extra` are redirects of the last command.
    """
    out: list[tuple[Node, list[Node]]] = []
    stack: list[tuple[Node, list[Node]]] = [(node, extra or [])]
    while stack:
        cur, extra = stack.pop()
        kind = cur.type
        if kind == "pipeline":
            parts = [c for c in cur.named_children if c.type != "comment"]
            items = [(c, []) for c in parts[:-1]] + [(parts[-1], extra)] if parts else []
            stack.extend(reversed(items))
        elif kind == "redirected_statement":
            body = cur.child_by_field_name("body")
            if body is not None and body.type == "pipeline":
                redirs = [c for c in cur.named_children if c.type in REDIRECTS]
                stack.append((body, redirs + extra))
            else:
                out.append((cur, extra))
        elif kind == "negated_command":
            inner = [c for c in cur.named_children if c.type != "comment"]
            if inner:
                stack.append((inner[0], extra))
        else:
            out.append((cur, extra))
    return out


def _coerce(command: object) -> str:
    if type(command) is str:  # nearly always: no union type built per call
        return command
    if isinstance(command, (bytes, bytearray)):
        return bytes(command).decode("utf-8", "surrogateescape")
    return str(command)


_COPIED_PROMPT = lazy_compile(r"\A[ \t]*\$[ \t]+(?=[^\s|&;])")


def parse_command(
    command: str, env: Mapping[str, str] | None = None, cwd: str | None = None
) -> ShellModel:
    """Parse one command line into the simple commands it would run. Never raises.

    `env` holds variables known to be set in the agent's shell; `cwd` its working directory
    (tracked through literal `cd`). Input over 256 KiB is analysed up to that size and marked.
    """
    source = command if isinstance(command, str) else ""
    analysis = _Analysis(env, cwd)
    try:
        source = _coerce(command)
        # `$ ls -la`: a prompt copied with the command is not part of it (the shell would look for a
        # program named `$`); the command after it is what was meant, and is judged. The regex is
        # asked only of a line that starts with `$` (a substitution on every line cost a microsecond)
        text = _COPIED_PROMPT.sub("", source, count=1) if source.lstrip(" \t")[:1] == "$" else source
        data = text.encode("utf-8", "surrogatepass")
        if len(data) > MAX_INPUT_BYTES:
            data = data[:MAX_INPUT_BYTES]
            analysis.note(f"command longer than {MAX_INPUT_BYTES} bytes: only the start was analysed")
        analysis.parse_bytes(data, Ctx())
    except RecursionError:
        analysis.note("command nested too deeply to analyse")
    except MemoryError:
        analysis.note("command too large to analyse")
    except Exception as exc:  # the model must always come back, marked incomplete
        analysis.note(f"internal error while parsing ({type(exc).__name__}): not fully analysed")
    return analysis.model(source)
