"""The recipe lines `make TARGET` runs, read from a Makefile's text.

`make clean` names no danger; the Makefile says what it runs (`rm -rf ~` in a recipe an agent wrote a
call earlier). This reads enough of make to list those lines: simple variables (`=`, `:=`, `?=`,
`+=`), rules with their prerequisites, tab-indented recipes with continuations, the default goal,
and the automatic variables a recipe line uses most. What it does not model stays visible to the
judge instead of vanishing: `$(shell X)` becomes the command substitution `$(X)` it is, and any other
make function becomes a variable the judge cannot resolve.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field

from dongle.lazy_regex import lazy_compile

MAX_TARGETS = 64   # rules followed through prerequisites for one goal
MAX_LINES = 256    # recipe lines returned for one invocation
UNRESOLVED = "${MAKE_FUNCTION}"  # what a make function this module does not model expands to
# What an included makefile that make itself remakes runs: made at run time, so unknown here.
UNREAD_INCLUDE = "${MAKE_REMADE_INCLUDE}"
MAX_INCLUDES = 8  # included makefiles read from disk, one level deep
_INCLUDE = lazy_compile(r"^(?:-|s)?include\s+(.+)$")
_ASSIGN = lazy_compile(r"^(?:override\s+|export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*(\+=|:=|::=|\?=|=)\s*(.*)$")
_RULE = lazy_compile(r"^([^:=#\t][^:=#]*?)\s*::?(?!=)\s*([^;#]*)(?:;\s*(.*))?$")
_COMMENT = lazy_compile(r"(?<!\\)#")  # `\#` is a literal `#`
_REF = lazy_compile(r"\$(?:\(([^()$]*)\)|\{([^{}$]*)\}|([@<^*?]))")


# The names make looks for, in the order it tries them, when no `-f` is given.
MAKEFILE_NAMES = ("GNUmakefile", "makefile", "Makefile")


@dataclass
class MakeCall:
    """What a `make` command line asks for: where, which file, which goals, which overrides."""

    directory: str = ""
    files: tuple[str, ...] = MAKEFILE_NAMES
    goals: list[str] = field(default_factory=list)
    overrides: dict[str, str] = field(default_factory=dict)
    evals: list[str] = field(default_factory=list)  # `--eval=TEXT`: makefile text read before the files


_DRY_RUN = frozenset({"-n", "--dry-run", "--just-print", "--recon", "-q", "--question"})


def read_args(args: list[str]) -> MakeCall | None:
    """`make`'s arguments, or None for a dry run (which runs nothing)."""
    call = MakeCall()
    pending = ""
    for arg in args:
        if pending:
            call = _option(call, pending, arg)
            pending = ""
        elif arg in _DRY_RUN:
            return None
        elif arg in ("-C", "--directory", "-f", "--file", "--makefile", "-E", "--eval"):
            pending = arg
        elif arg.startswith(("--directory=", "--file=", "--makefile=", "--eval=")):
            call = _option(call, *arg.split("=", 1))
        elif arg.startswith("-"):
            continue  # -j4, -k, -s: how, not what
        elif "=" in arg:
            key, _, value = arg.partition("=")
            call.overrides[key] = value
        else:
            call.goals.append(arg)
    return call


def _option(call: MakeCall, option: str, value: str) -> MakeCall:
    if option in ("-C", "--directory"):
        call.directory = posixpath.join(call.directory, value)
    elif option in ("-E", "--eval"):
        call.evals.append(value)
    else:
        call.files = (value,)
    return call


@dataclass
class Makefile:
    """Variables, rules (target -> prerequisites, recipe lines) and the default goal."""

    # make's own CURDIR is the directory it runs in: where the recipe lines run, so `.` for them
    variables: dict[str, str] = field(default_factory=lambda: {"CURDIR": "."})
    rules: dict[str, tuple[list[str], list[str]]] = field(default_factory=dict)
    default: str | None = None
    includes: list[str] = field(default_factory=list)

    def remade_includes(self) -> list[str]:
        """Included makefiles this makefile has a rule for: make runs that rule first and reads what
        it made (`include .deps.mk` with `.deps.mk: ; cp elsewhere.mk $@`), text nobody read here."""
        return [name for name in self.includes if name in self.rules]


def parse(text: str) -> Makefile:
    """Read the parts of a Makefile that say what runs (conditionals and includes are skipped)."""
    out = Makefile()
    current: list[str] | None = None
    lines = text.replace("\\\n", " ").splitlines()
    for line in lines:
        if line.startswith("\t"):
            if current is not None:
                current.append(line[1:])
            continue
        stripped = _COMMENT.split(line, 1)[0].rstrip().replace("\\#", "#")
        if not stripped.strip():
            continue
        included = _INCLUDE.match(stripped)
        if included:
            out.includes.extend(expand(included.group(1), out.variables).split())
            current = None
            continue
        assign = _ASSIGN.match(stripped)
        if assign:
            name, op, value = assign.groups()
            if op == "+=":
                value = (out.variables.get(name, "") + " " + value).strip()
            elif op == "?=" and name in out.variables:
                continue
            out.variables[name] = value
            current = None
            continue
        rule = _RULE.match(stripped)
        if rule is None:
            current = None
            continue
        targets = expand(rule.group(1), out.variables).split()
        prereqs, inline = expand(rule.group(2), out.variables).split(), rule.group(3)
        current = []
        if inline:
            current.append(inline)
        for target in targets:
            before, recipe = out.rules.get(target, ([], []))
            out.rules[target] = (before + prereqs, recipe or current)
            if out.default is None and not target.startswith(".") and "%" not in target:
                out.default = target
    return out


def recipe_lines(makefile: Makefile, goals: list[str]) -> list[str]:
    """The shell lines `make GOALS` runs, prerequisites first, variables expanded."""
    order: list[str] = []
    seen: set[str] = set()

    def visit(target: str) -> None:
        if target in seen or len(seen) >= MAX_TARGETS:
            return
        seen.add(target)
        prereqs, _ = makefile.rules.get(target, ([], []))
        for pre in prereqs:
            visit(pre)
        order.append(target)

    remade = makefile.remade_includes()
    for goal in [*remade, *(goals or ([makefile.default] if makefile.default else []))]:
        visit(goal)
    out: list[str] = [UNREAD_INCLUDE] if remade else []
    for target in order:
        prereqs, recipe = makefile.rules.get(target, ([], []))
        for line in recipe:
            line = expand(line.strip().lstrip("@-+").strip(), makefile.variables, target, prereqs)
            if line and not line.startswith(UNRESOLVED):  # `$(call …)`, `$(info …)`: make's own work
                out.append(line)
            if len(out) >= MAX_LINES:
                return out
    return out


def expand(text: str, variables: dict[str, str], target: str = "", prereqs: list[str] | None = None,
           depth: int = 0) -> str:
    """Make's expansion of `text`: variables (undefined ones are empty, as in make), `$@`, `$<`,
    `$^`, `$$`, the text functions a recipe uses most; `$(shell X)` is the shell's `$(X)`; any other
    function is left as a variable the judge cannot resolve."""
    return _expanded(text, variables, target, prereqs or [], depth).replace("\0", "$").replace("\1", "$")


def _expanded(text: str, variables: dict[str, str], target: str, prereqs: list[str], depth: int) -> str:
    """`expand` with its markers kept (`\0` a literal `$`, `\1` a `$` for the shell), so a nested
    value is not expanded twice."""
    text = text.replace("$$", "\0")

    def one(match: re.Match[str]) -> str:
        inner = match.group(1) if match.group(1) is not None else match.group(2)
        auto = match.group(3)
        if auto:
            return {"@": target, "<": prereqs[0] if prereqs else "", "^": " ".join(prereqs),
                    "*": target.rsplit(".", 1)[0], "?": " ".join(prereqs)}[auto]
        words = inner.split(None, 1)
        if len(words) == 2:
            return _function(words[0], words[1])
        if ":" in inner:
            return "\1{MAKE_FUNCTION}"   # a substitution reference: not modelled
        if inner == "MAKE":
            return "make"
        value = variables.get(inner, "")
        return _expanded(value, variables, target, prereqs, depth + 1) if depth < 8 else value

    for _ in range(4):  # inner references first: `$(patsubst %.c,%.o,$(SRC))`
        expanded = _REF.sub(one, text)
        if expanded == text:
            break
        text = expanded
    return text


def _function(name: str, args: str) -> str:
    """The text functions whose result a recipe line's meaning rests on; others are unresolvable."""
    if name == "shell":
        return "\1(" + args + ")"  # the shell's `$(…)`, kept from further make expansion
    parts = args.split(",", 2)
    if name == "subst" and len(parts) == 3:
        return parts[2].replace(parts[0], parts[1]) if parts[0] else parts[2]
    if name == "patsubst" and len(parts) == 3:
        return " ".join(_pattern(w, parts[0].strip(), parts[1].strip()) for w in parts[2].split())
    if name in ("wildcard", "strip", "sort"):
        return " ".join(args.split())  # a glob the shell would expand alike; the words themselves
    if name in ("addprefix", "addsuffix") and len(parts) >= 2:
        rest = ",".join(parts[1:]).split()
        return " ".join(parts[0] + w if name == "addprefix" else w + parts[0] for w in rest)
    if name == "notdir":
        return " ".join(posixpath.basename(w) for w in args.split())
    if name == "dir":
        return " ".join(posixpath.dirname(w) + "/" for w in args.split())
    return "\1{MAKE_FUNCTION}"


def _pattern(word: str, pattern: str, replacement: str) -> str:
    if "%" not in pattern:
        return replacement if word == pattern else word
    head, _, tail = pattern.partition("%")
    if word.startswith(head) and word.endswith(tail) and len(word) >= len(head) + len(tail):
        stem = word[len(head): len(word) - len(tail)]
        return replacement.replace("%", stem, 1)
    return word


# A justfile: `name ARGS: DEPS` at the margin, its recipe lines indented below; `x := "v"` variables
# that a recipe line uses as `{{x}}`.
JUSTFILE_NAMES = ("justfile", "Justfile", ".justfile", "JUSTFILE")
_JUST_RECIPE = lazy_compile(r"^@?([A-Za-z_][\w-]*)((?:\s+[^:=]*)?):(?!=)\s*(.*)$")
_JUST_ASSIGN = lazy_compile(r"^(?:export\s+)?([A-Za-z_][\w-]*)\s*:=\s*(.*)$")
_JUST_REF = lazy_compile(r"\{\{\s*([^{}]*?)\s*\}\}")


def just_recipe_lines(text: str, goals: list[str]) -> list[str]:
    """The shell lines `just GOALS` runs from a justfile's text (the first recipe when none is named),
    dependencies first. An interpolation that is no plain variable stays an unresolved variable."""
    variables: dict[str, str] = {}
    recipes: dict[str, tuple[list[str], list[str]]] = {}
    order: list[str] = []
    current: list[str] | None = None
    for line in text.splitlines():
        if line[:1] in (" ", "\t"):
            if current is not None and line.strip():
                current.append(line.strip().lstrip("@-").strip())
            continue
        stripped = line.split("#", 1)[0].strip() if not line.startswith("#!") else ""
        assign = _JUST_ASSIGN.match(stripped)
        recipe = None if assign else _JUST_RECIPE.match(stripped)
        if assign:
            variables[assign.group(1)] = assign.group(2).strip().strip("'\"")
            current = None
        elif recipe:
            current = []
            recipes[recipe.group(1)] = ([d.split("(")[0] for d in recipe.group(3).split()], current)
            order.append(recipe.group(1))
        else:
            current = None
    out: list[str] = []
    seen: set[str] = set()

    def visit(name: str) -> None:
        if name in seen or len(seen) >= MAX_TARGETS or name not in recipes:
            return
        seen.add(name)
        deps, lines = recipes[name]
        for dep in deps:
            visit(dep)
        out.extend(_JUST_REF.sub(lambda m: variables.get(m.group(1), UNRESOLVED), line) for line in lines)

    for goal in [g for g in goals if g in recipes] or order[:1]:
        visit(goal)
    return out[:MAX_LINES]
