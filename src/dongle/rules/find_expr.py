"""What guards each action of a find expression: find's operator precedence, read as find reads it.

`find ~ -name '__pycache__' -o -mtime +30 -exec rm -rf {} +` does not delete the caches: the implicit
`-a` binds tighter than `-o`, so the expression is `-name __pycache__ OR (-mtime +30 AND -exec rm)`,
and the delete runs on everything under home older than 30 days. A name test in another `-o`
alternative narrows nothing the action reaches; parentheses group (`\\( -name a -o -name b \\) -delete`
deletes just those names). So the find rules judge each action by the tests on the path that leads to
it: the tests `-a`-joined before it at each level, within the one `-o` alternative that holds it.
"""

from __future__ import annotations

# Primaries that take no value; every other `-word` takes one (a few take more, below).
_NULLARY = frozenset({
    "-delete", "-print", "-print0", "-ls", "-prune", "-quit", "-empty", "-true", "-false", "-nouser",
    "-nogroup", "-readable", "-writable", "-executable", "-depth", "-d", "-xdev", "-mount", "-daystart",
    "-follow", "-noleaf", "-ignore_readdir_race", "-noignore_readdir_race", "-H", "-L", "-P",
})
_BINARY = frozenset({"-fprintf"})
_COMMANDS = frozenset({"-exec", "-execdir", "-ok", "-okdir"})
_OPEN = frozenset({"(", "\\("})
_CLOSE = frozenset({")", "\\)"})
_NOT = frozenset({"!", "\\!", "-not"})
_OR = frozenset({"-o", "-or", ","})
_AND = frozenset({"-a", "-and"})
_ACTIONS = frozenset({"-delete"}) | _COMMANDS
_MAX_TOKENS = 400  # a find longer than this is read flat, as before (bounded work per line)


# Options written before find's starting points: symlink handling (GNU and BSD `-H`, `-L`, `-P`), the
# optimiser level (`-O3`), debug categories (`-D tree`, which take a value) and BSD's flags (`-E`, `-X`,
# `-d`, `-s`, `-x`). `-f PATH` (BSD) names a starting point as an option's value.
_LEADING_FLAGS = frozenset({"-H", "-L", "-P", "-E", "-X", "-d", "-s", "-x"})
_LEADING_VALUED = frozenset({"-D"})


def find_operands(args: tuple[str, ...] | list[str]) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """find's words read as find reads them: its leading options, its starting points, and the index
    where the expression begins. `find -L /etc -delete` starts at /etc, not at the working directory:
    reading the first word that begins with `-` as the expression would put every root given after an
    option back at `.` (a system-wide delete judged as one in the project, and the reverse)."""
    options: list[str] = []
    roots: list[str] = []
    i, n = 0, len(args)
    while i < n:
        word = args[i]
        if word in _LEADING_FLAGS or (word.startswith("-O") and word[2:].isdigit()):
            options.append(word)
            i += 1
        elif word in _LEADING_VALUED and i + 1 < n:
            options.extend(args[i:i + 2])
            i += 2
        elif word == "-f" and i + 1 < n:  # BSD: a starting point given as an option's value
            roots.append(args[i + 1])
            i += 2
        else:
            break
    while i < n and not args[i].startswith(("-", "(", "!", "\\(", "\\!")):
        roots.append(args[i])
        i += 1
    return tuple(options), tuple(roots), i


def follows_links(args: tuple[str, ...] | list[str]) -> bool:
    """The find follows symbolic links (`-L` before the roots, or the `-follow` primary): a test for a
    link's type (`-type l`) is then true only for a link whose target does not exist."""
    return "-L" in find_operands(args)[0] or "-follow" in args


def guarded_actions(expr: tuple[str, ...]) -> list[tuple[str, ...]] | None:
    """For each action in the expression (the words after find's roots), the primaries that must hold
    for it to run followed by the action itself, in order; None when the expression has no `-o` (every
    test guards every action, as written) or cannot be read (unbalanced parentheses, too long)."""
    if not _OR.intersection(expr) or len(expr) > _MAX_TOKENS:
        return None
    primaries = _primaries(expr)
    if primaries is None:
        return None
    reader = _Reader(primaries)
    found: list[tuple[str, ...]] = []
    reader.or_expr((), found)
    if reader.pos != len(primaries):
        return None
    return found


def _primaries(expr: tuple[str, ...]) -> list[tuple[str, ...]] | None:
    """The expression cut into operators and primaries with their values (`-exec … ;` is one)."""
    out: list[tuple[str, ...]] = []
    i, n = 0, len(expr)
    while i < n:
        word = expr[i]
        if word in _OPEN or word in _CLOSE or word in _NOT or word in _OR or word in _AND:
            out.append((word,))
            i += 1
        elif word in _COMMANDS:
            j = i + 1
            while j < n and expr[j] not in (";", "\\;", "+"):
                j += 1
            if j >= n:
                return None
            out.append(tuple(expr[i:j + 1]))
            i = j + 1
        elif word.startswith("-") and word not in _NULLARY:
            width = 3 if word in _BINARY else 2
            out.append(tuple(expr[i:i + width]))
            i += width
        else:
            out.append((word,))
            i += 1
    return out


class _Reader:
    """A recursive-descent reading of find's grammar: or := and (-o and)*; and := not ((-a)? not)*;
    not := (!)* primary | ( or )."""

    def __init__(self, items: list[tuple[str, ...]]) -> None:
        self.items = items
        self.pos = 0

    def _peek(self) -> str | None:
        return self.items[self.pos][0] if self.pos < len(self.items) else None

    def or_expr(self, guard: tuple[str, ...], found: list[tuple[str, ...]]) -> tuple[str, ...]:
        """Reads alternatives; each is guarded by `guard` only (an earlier alternative's tests do not
        hold for a later one). Returns every alternative's tests, for the `-a` siblings after a group
        (`( -name '*.o' -o -name '*.a' ) -delete` picks by those names)."""
        tests = self.and_expr(guard, found)
        while self._peek() in _OR:
            self.pos += 1
            tests = tests + self.and_expr(guard, found)
        return tests

    def and_expr(self, guard: tuple[str, ...], found: list[tuple[str, ...]]) -> tuple[str, ...]:
        tests = guard
        while (word := self._peek()) is not None and word not in _OR and word not in _CLOSE:
            if word in _AND:
                self.pos += 1
                continue
            tests = tests + self.unary(tests, found)
        return tests[len(guard):]

    def unary(self, guard: tuple[str, ...], found: list[tuple[str, ...]]) -> tuple[str, ...]:
        word = self._peek()
        if word in _NOT:
            self.pos += 1
            inner = self.unary(guard, [])  # an action under `!` is not a deletion worth reading
            return ("!", *inner)
        if word in _OPEN:
            self.pos += 1
            tests = self.or_expr(guard, found)
            if self._peek() in _CLOSE:
                self.pos += 1
            return tests
        item = self.items[self.pos]
        self.pos += 1
        if item[0] in _ACTIONS:
            found.append((*guard, *item))
        return item
