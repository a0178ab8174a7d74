"""Turning one tree-sitter word node into argv fields, the way bash would.

Quote removal, `$'…'` decoding, `$VAR`/`${VAR}` lookup (agent env plus assignments seen earlier),
`${IFS}`, literal command substitutions (`$(printf it)`), brace expansion and word splitting of
unquoted expansion results. What cannot be known statically keeps its source text and is marked
dynamic, so the rules see `$cmd` rather than a guess.

A word is first flattened into a string plus a parallel "kind" string, one letter per character:
L unquoted literal (brace syntax allowed), Q quoted literal, E unquoted expansion result (subject to
word splitting), D dynamic placeholder, B / b the boundary between two array elements (`"${a[@]}"`
quoted / unquoted: always a field break, kept as a space when the word is read as one string).
Expansion then works on plain string slices.
"""

from __future__ import annotations

import fnmatch
import itertools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tree_sitter import Node

from dongle.lazy_regex import lazy_compile
from dongle.shell.escapes import decode_escapes

MAX_WORD_DEPTH = 24
MAX_BRACE_FIELDS = 128
MAX_BRACE_WORD = 4096
IFS_WS = " \t\n"

_VAR_REF = lazy_compile(r"\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})")
# A for-loop variable's values are kept as an array under this prefix (not a legal variable name).
LOOP_PREFIX = "for:"
# A variable assigned from a guard (`DIR=${1:?usage}`: the script stops unless it is set and not
# empty) is marked under this prefix; its unknown value expands as `${DIR:?}`, never as nothing.
GUARD_PREFIX = "nonempty:"
# `${name[@]}`, `${name[*]}`, `${name[2]}`: arrays are kept as variables `name[@]`, `name[2]`, ….
# A tilde prefix naming an entry of the directory stack: `~1`, `~+2`, `~-0`.
_STACK_TILDE = lazy_compile(r"~([+-]?)(\d+)(?=/|\Z)")
_ARRAY_ELEMENT = lazy_compile(r"\$\{([A-Za-z_]\w*)\[([@*]|\d+)\]\}\Z")
_SIMPLE_BRACED = lazy_compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*])\}\Z")
_BRACED_OP = lazy_compile(r"\$\{(!?)([A-Za-z_][A-Za-z0-9_]*|[0-9]+)(.*)\}\Z", re.S)
_SUBSTRING = lazy_compile(r":\s*(-?\d+)\s*(?::\s*(-?\d+)\s*)?\Z")
_GLOB_CHARS = frozenset("*?[")
# extglob's pattern lists (`+(a|b)`, `!(x)`): not modelled
_EXTGLOB = lazy_compile(r"[?*+@!]\(")
_MAX_TRIMMED = 1024  # the longest value a glob-trimming `${x%%…}` is worked out for


def _apply_operator(value: str, op: str) -> str | None:
    """Apply a `${name…}` operator to a known value; None for what is not modelled."""
    if not op:
        return value
    if op[:2] in (":-", ":=", ":?") or op[:1] in ("-", "=", "?"):
        return value if value or op[0] != ":" else None
    if op[:2] == ":+" or op[:1] == "+":
        return None
    if op in ("^^", ",,", "^", ","):
        if op == "^^":
            return value.upper()
        if op == ",,":
            return value.lower()
        return (value[:1].upper() if op == "^" else value[:1].lower()) + value[1:]
    match = _SUBSTRING.match(op)
    if match:
        start = int(match.group(1))
        length = match.group(2)
        if start < 0:
            start = max(0, len(value) + start)
        if length is None:
            return value[start:]
        count = int(length)
        return value[start : start + count] if count >= 0 else value[start : len(value) + count]
    if op[:1] in "#%":
        longest = op[:2] in ("##", "%%")
        pattern = op[2:] if longest else op[1:]
        if "\\" in pattern or _EXTGLOB.search(pattern):
            return None
        if any(c in _GLOB_CHARS for c in pattern):
            return _glob_trimmed(value, pattern, op[0] == "#", longest)
        if op[0] == "#":
            return value[len(pattern) :] if value.startswith(pattern) else value
        return value[: len(value) - len(pattern)] if pattern and value.endswith(pattern) else value
    if op[:1] == "/":
        every = op[:2] == "//"
        body = op[2:] if every else op[1:]
        pattern, _, replacement = body.partition("/")
        if not pattern or pattern[0] in "#%" or any(c in _GLOB_CHARS or c == "\\" for c in pattern):
            return None
        return value.replace(pattern, replacement) if every else value.replace(pattern, replacement, 1)
    return None


def _glob_trimmed(value: str, pattern: str, prefix: bool, longest: bool) -> str | None:
    """`${x%%:*}`, `${p##*/}`, `${f%.*}`: the shortest or longest prefix or suffix of `value` that the glob
    `pattern` matches whole, taken off (bash's `*` crosses `/` here); None past the bound on work."""
    if len(value) > _MAX_TRIMMED:
        return None
    regex = re.compile(fnmatch.translate(pattern), re.S)
    cuts = range(len(value) + 1)
    # a prefix grows with its cut, a suffix shrinks: the order tried puts the wanted length first
    order = reversed(cuts) if prefix == longest else cuts
    for cut in order:
        if regex.match(value[:cut] if prefix else value[cut:]):
            return value[cut:] if prefix else value[:cut]
    return value


@dataclass(slots=True)
class Field:
    """One argv word after expansion; `dynamic` when part of it is an unknown value."""

    text: str
    dynamic: bool = False


def node_text(src: bytes, node: Node) -> str:
    return decode_span(src, node.start_byte, node.end_byte)


def decode_span(src: bytes, start: int, end: int) -> str:
    chunk = src[start:end]
    try:
        return chunk.decode("utf-8", "surrogatepass")
    except UnicodeDecodeError:
        return chunk.decode("utf-8", "replace")


def unescape_unquoted(text: str) -> tuple[str, str]:
    """Backslash removal outside quotes: `g\\it` -> `git`; escaped characters become quoted."""
    if "\\" not in text:
        return text, "L" * len(text)
    chars: list[str] = []
    kinds: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\\" and i + 1 < n:
            nxt = text[i + 1]
            i += 2
            if nxt == "\n":
                continue
            chars.append(nxt)
            kinds.append("Q")
            continue
        chars.append(ch)
        kinds.append("L")
        i += 1
    return "".join(chars), "".join(kinds)


def unescape_double(text: str) -> str:
    """Inside double quotes a backslash only escapes `$`, `` ` ``, `"`, `\\` and newline."""
    if "\\" not in text:
        return text
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\\" and i + 1 < n and text[i + 1] in '$`"\\\n':
            if text[i + 1] != "\n":
                out.append(text[i + 1])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


class WordEvaluator:
    """Evaluates word nodes of one parsed source against the variables known so far.

    `substitute(node, depth)` returns the literal stdout of a command substitution when the
    command line itself determines it (`$(printf it)`), else None.
    """

    def __init__(
        self,
        src: bytes,
        variables: Mapping[str, str],
        substitute: Callable[[Node, int], str | None],
        arrays: Mapping[str, tuple[Field, ...] | None] | None = None,
    ) -> None:
        self.src = src
        self.vars = variables
        self.substitute = substitute
        self.arrays: Mapping[str, tuple[Field, ...] | None] = arrays if arrays is not None else {}

    # -- public ---------------------------------------------------------------------------

    def fields(self, node: Node, depth: int = 0) -> list[Field]:
        """All fields one word node expands to (zero for an empty unquoted expansion)."""
        out = self._fields(node, depth)
        if out and self.src[node.start_byte : node.start_byte + 1] == b"~":
            out[0] = self._stack_entry(out[0])
        return out

    def _stack_entry(self, field: Field) -> Field:
        """`~1/hooks.json` after `pushd ~/.codex; pushd /tmp`: bash's `~N` (`~+N`) is entry N of the
        directory stack (`dirs`), the current directory first, and `~-N` counts from its bottom. The
        entries the line pushed are known; deeper ones, and the bottom, were pushed by earlier
        commands of the agent's shell, so they stay unknown (never a user named `1`)."""
        match = _STACK_TILDE.match(field.text)
        if match is None:
            return self._dir_tilde(field)
        entries = self.arrays.get("DIRSTACK")
        index = int(match.group(2))
        if match.group(1) != "-" and entries is not None and index < len(entries):
            entry = entries[index]
            return Field(entry.text + field.text[match.end():], field.dynamic or entry.dynamic)
        return Field(field.text, dynamic=True)

    def _dir_tilde(self, field: Field) -> Field:
        """`~-/settings.json` after `cd ~/.gemini && cd -`: bash's `~-` is $OLDPWD and `~+` is $PWD.
        The line's own `cd`s set them, so they are read here from its state, as `$OLDPWD` is; a value
        the line did not set stays for the path layer (the caller's environment, else unknown)."""
        text = field.text
        if text[:2] not in ("~-", "~+") or text[2:3] not in ("", "/"):
            return field
        value = self.lookup("OLDPWD" if text[1] == "-" else "PWD")
        if value is None:
            return field
        return Field(value + text[2:], field.dynamic)

    def _fields(self, node: Node, depth: int) -> list[Field]:
        kind = node.type
        if kind == "command_name" and node.child_count == 1:
            # nearly every command name is one plain word: read it as that word
            child = node.children[0]
            if child.type == "word" and child.start_byte == node.start_byte:
                node, kind = child, "word"
        if kind == "word":  # the common case: a bare word with nothing to expand
            text = node_text(self.src, node)
            if "\\" not in text and "{" not in text:
                return [Field(text)]
        parts_s: list[str] = []
        parts_k: list[str] = []
        quoted = self._flatten(node, parts_s, parts_k, depth, in_dq=False)
        return finish("".join(parts_s), "".join(parts_k), quoted, self.lookup("IFS") or "")

    def text_fields(self, text: str) -> list[Field]:
        """Fields of one word's source text that tree-sitter split or could not parse.

        A small scanner for the common parts (quotes, backslashes, `$NAME`, `${NAME}`); anything
        else stays literal.
        """
        out_s: list[str] = []
        out_k: list[str] = []
        quoted = False
        i, n = 0, len(text)
        in_dq = False
        while i < n:
            ch = text[i]
            if ch == "\\" and i + 1 < n:
                out_s.append(text[i + 1])
                out_k.append("Q")
                i += 2
                continue
            if ch == "'" and not in_dq:
                end = text.find("'", i + 1)
                end = n if end < 0 else end
                out_s.append(text[i + 1 : end])
                out_k.append("Q" * (end - i - 1))
                quoted = True
                i = end + 1
                continue
            if ch == '"':
                in_dq = not in_dq
                quoted = True
                i += 1
                continue
            if ch == "$" and not in_dq and text.startswith('"', i + 1):
                i += 1  # `$"…"` (translated string) is a plain double-quoted string
                continue
            if ch == "$" and not in_dq and text.startswith("'", i + 1):
                end = text.find("'", i + 2)
                end = n if end < 0 else end
                decoded, _ = decode_escapes(text[i + 2 : end], ansi_c=True)
                out_s.append(decoded)
                out_k.append("Q" * len(decoded))
                quoted = True
                i = end + 1
                continue
            if ch == "$":
                match = _VAR_REF.match(text, i)
                if match:
                    name = match.group(1) or match.group(2)
                    value = self.lookup(name)
                    if value is None:
                        out_s.append(match.group(0))
                        out_k.append("D" * len(match.group(0)))
                    else:
                        out_s.append(value)
                        out_k.append(("Q" if in_dq else "E") * len(value))
                    i = match.end()
                    continue
            out_s.append(ch)
            out_k.append("Q" if in_dq else "L")
            i += 1
        return finish("".join(out_s), "".join(out_k), quoted, self.lookup("IFS") or "")

    def single(self, node: Node, depth: int = 0) -> Field:
        """The word as one string (redirect targets, assignment values): no splitting, no braces."""
        parts_s: list[str] = []
        parts_k: list[str] = []
        self._flatten(node, parts_s, parts_k, depth, in_dq=False)
        kinds = "".join(parts_k)
        field = Field("".join(parts_s), "D" in kinds)
        return self._stack_entry(field) if self.src[node.start_byte : node.start_byte + 1] == b"~" else field

    def lookup(self, name: str) -> str | None:
        value = self.vars.get(name)
        if value is None and name == "IFS":
            return IFS_WS
        return value

    # -- flattening -----------------------------------------------------------------------

    def _flatten(
        self, node: Node, out_s: list[str], out_k: list[str], depth: int, in_dq: bool
    ) -> bool:
        """Append the node's characters and kinds; return True if any part was quoted."""
        kind = node.type
        if depth > MAX_WORD_DEPTH:
            self._dynamic(node, out_s, out_k)
            return False
        if kind == "word" or kind == "number":
            text, kinds = unescape_unquoted(node_text(self.src, node))
            out_s.append(text)
            out_k.append(kinds)
            return "Q" in kinds
        if kind == "raw_string":
            text = node_text(self.src, node)[1:-1]
            out_s.append(text)
            out_k.append("Q" * len(text))
            return True
        if kind == "ansi_c_string":
            text, _ = decode_escapes(node_text(self.src, node)[2:-1], ansi_c=True)
            out_s.append(text)
            out_k.append("Q" * len(text))
            return True
        if kind == "string" or kind == "translated_string":
            self._flatten_dq(node, out_s, out_k, depth)
            return True
        if kind == "simple_expansion" or kind == "expansion":
            self._expansion(node, out_s, out_k, in_dq)
            return False
        if kind == "command_substitution":
            value = self.substitute(node, depth + 1)
            if value is None:
                self._dynamic(node, out_s, out_k)
            else:
                value = value.rstrip("\n")
                out_s.append(value)
                out_k.append(("Q" if in_dq else "E") * len(value))
            return False
        if kind in ("process_substitution", "arithmetic_expansion"):
            self._dynamic(node, out_s, out_k)
            return False
        if kind == "concatenation" or kind == "command_name":
            quoted = False
            pos = node.start_byte
            for child in node.children:
                if child.start_byte > pos:
                    text, kinds = unescape_unquoted(decode_span(self.src, pos, child.start_byte))
                    out_s.append(text)
                    out_k.append(kinds)
                quoted = self._flatten(child, out_s, out_k, depth + 1, in_dq) or quoted
                pos = child.end_byte
            return quoted
        # brace_expression, anonymous tokens, test operators…: their source text, unquoted.
        text = node_text(self.src, node)
        out_s.append(text)
        out_k.append("L" * len(text))
        return False

    def _flatten_dq(self, node: Node, out_s: list[str], out_k: list[str], depth: int) -> None:
        start = node.start_byte + (2 if node.type == "translated_string" else 1)
        end = node.end_byte - 1
        pos = start
        for child in node.children:
            if child.start_byte < start or child.end_byte > end or not child.is_named:
                continue
            if child.start_byte > pos:
                self._dq_text(decode_span(self.src, pos, child.start_byte), out_s, out_k)
            if child.type == "string_content":
                self._dq_text(node_text(self.src, child), out_s, out_k)
            else:
                self._flatten(child, out_s, out_k, depth + 1, in_dq=True)
            pos = child.end_byte
        if end > pos:
            self._dq_text(decode_span(self.src, pos, end), out_s, out_k)

    @staticmethod
    def _dq_text(text: str, out_s: list[str], out_k: list[str]) -> None:
        text = unescape_double(text)
        out_s.append(text)
        out_k.append("Q" * len(text))

    def _expansion(self, node: Node, out_s: list[str], out_k: list[str], in_dq: bool) -> None:
        text = node_text(self.src, node)
        value: str | None = None
        if node.type == "simple_expansion":
            name = text[1:]
            if name == "@" and "@" in self.arrays:  # "$@" keeps the positional words apart
                self._elements(self.arrays["@"], text, out_s, out_k, in_dq)
                return
            if name == "*" and "@" in self.arrays:  # "$*" joins them with IFS's first character
                self._joined(self.arrays["@"], text, out_s, out_k, in_dq)
                return
            if LOOP_PREFIX + name in self.arrays:  # a for-loop variable: one word per value
                self._elements(self.arrays[LOOP_PREFIX + name], text, out_s, out_k, in_dq)
                return
            if name and (name.isidentifier() or name.isdigit() or name in ("@", "*")):
                value = self.lookup(name)
                if value is None and GUARD_PREFIX + name in self.arrays:
                    text = f"${{{name}:?}}"
        else:
            element = _ARRAY_ELEMENT.match(text)
            if element and element.group(1) in self.arrays:
                # `"${cmd[@]}"`: every element as its own word; `${cmd[1]}`: one element
                elements = self.arrays[element.group(1)]
                index = element.group(2)
                if index == "@" or elements is None:
                    self._elements(elements, text, out_s, out_k, in_dq)
                    return
                if index == "*":
                    self._joined(elements, text, out_s, out_k, in_dq)
                    return
                else:
                    picked = elements[int(index)] if int(index) < len(elements) else Field("")
                    if picked.dynamic:  # known only in part (`$HOME/.codex`): that text, as dynamic
                        self._elements((picked,), text, out_s, out_k, in_dq)
                        return
                    value = picked.text
            elif element:  # a plain variable read as an array: `${x[0]}` and `${x[@]}` are its value
                value = self.lookup(element.group(1)) if element.group(2) in "@*0" else None
            else:
                braced = _SIMPLE_BRACED.match(text)
                if braced and LOOP_PREFIX + braced.group(1) in self.arrays:
                    self._elements(self.arrays[LOOP_PREFIX + braced.group(1)], text, out_s, out_k, in_dq)
                    return
                value = self._braced(text)
                if value is None and braced and GUARD_PREFIX + braced.group(1) in self.arrays:
                    text = f"${{{braced.group(1)}:?}}"
        if value is None:
            out_s.append(text)
            out_k.append("D" * len(text))
            return
        out_s.append(value)
        out_k.append(("Q" if in_dq else "E") * len(value))

    @staticmethod
    def _elements(
        elements: tuple[Field, ...] | None, text: str, out_s: list[str], out_k: list[str], in_dq: bool
    ) -> None:
        """Array elements (or "$@") with a boundary between each: quoted, one field per element."""
        if elements is None:
            out_s.append(text)
            out_k.append("D" * len(text))
            return
        kind = "Q" if in_dq else "E"
        for k, element in enumerate(elements):
            if k:
                out_s.append(" ")
                out_k.append("B" if in_dq else "b")
            out_s.append(element.text)
            out_k.append(("D" if element.dynamic else kind) * len(element.text))

    def _joined(
        self, elements: tuple[Field, ...], text: str, out_s: list[str], out_k: list[str], in_dq: bool
    ) -> None:
        """`"${a[*]}"` and `"$*"`: the elements as one word joined by the first character of IFS, as
        bash joins them (`(IFS=/; rm "${p[*]}")` with p=("$HOME" .codex hooks.json) removes
        `$HOME/.codex/hooks.json`); an element known only at run time keeps its place in the word."""
        kind = "Q" if in_dq else "E"
        joiner = (self.lookup("IFS") or "")[:1]
        for k, element in enumerate(elements):
            if k and joiner:
                out_s.append(joiner)
                out_k.append(kind)
            out_s.append(element.text)
            out_k.append(("D" if element.dynamic else kind) * len(element.text))

    def _braced(self, text: str) -> str | None:
        """`${NAME}` and the operators obfuscation uses on known values: `${a:1}`, `${a/x/y}`,
        `${a#p}`, `${a^^}`, `${!ref}`, `${a:-default}` (only when a is known)."""
        match = _SIMPLE_BRACED.match(text)
        if match:
            return self.lookup(match.group(1))
        match = _BRACED_OP.match(text)
        if not match:
            return None
        bang, name, op = match.group(1), match.group(2), match.group(3)
        value = self.lookup(name)
        if bang:
            value = self.lookup(value) if value is not None and not op else None
        if value is None:
            return None
        return _apply_operator(value, op)

    def _dynamic(self, node: Node, out_s: list[str], out_k: list[str]) -> None:
        text = node_text(self.src, node)
        out_s.append(text)
        out_k.append("D" * len(text))


# -- expansion of a flattened word ------------------------------------------------------------


def finish(text: str, kinds: str, quoted: bool, ifs: str = IFS_WS) -> list[Field]:
    """Brace expansion, then word splitting of unquoted expansion results on `ifs`."""
    variants = [(text, kinds)]
    if "{" in text and len(text) <= MAX_BRACE_WORD:
        variants = expand_braces(text, kinds)
    fields: list[Field] = []
    for vtext, vkinds in variants:
        fields.extend(_split(vtext, vkinds, quoted, ifs))
    return fields


def _split(text: str, kinds: str, quoted: bool, ifs: str = IFS_WS) -> list[Field]:
    if "E" not in kinds and "B" not in kinds and "b" not in kinds:
        if not text and not quoted:
            return []
        return [Field(text, "D" in kinds)]
    fields: list[Field] = []
    cur_s: list[str] = []
    cur_dyn = False
    cur_any = False
    for ch, k in zip(text, kinds, strict=True):
        if k == "B" or k == "b":  # between two array elements: a quoted one exists even if empty
            if cur_any or k == "B":
                fields.append(Field("".join(cur_s), cur_dyn))
            cur_s, cur_dyn, cur_any = [], False, k == "B"
            continue
        if k == "E" and ch in ifs:
            if cur_any:
                fields.append(Field("".join(cur_s), cur_dyn))
            cur_s, cur_dyn, cur_any = [], False, False
            continue
        cur_s.append(ch)
        cur_any = True
        cur_dyn = cur_dyn or k == "D"
    if cur_any:
        fields.append(Field("".join(cur_s), cur_dyn))
    if not fields and quoted:
        fields.append(Field(""))
    return fields


def expand_braces(text: str, kinds: str) -> list[tuple[str, str]]:
    """Bash brace expansion (`{a,b}`, `{1..3}`, `{a..c}`) over unquoted braces only, bounded."""
    done: list[tuple[str, str]] = []
    work = [(text, kinds)]
    steps = 0
    while work:
        steps += 1
        if steps > 4 * MAX_BRACE_FIELDS or len(done) + len(work) > MAX_BRACE_FIELDS:
            done.extend(work)
            break
        cur_t, cur_k = work.pop()
        found = _find_brace(cur_t, cur_k)
        if found is None:
            done.append((cur_t, cur_k))
            continue
        start, end, alternatives = found
        pre_t, pre_k = cur_t[:start], cur_k[:start]
        post_t, post_k = cur_t[end + 1 :], cur_k[end + 1 :]
        for alt_t, alt_k in reversed(alternatives):
            work.append((pre_t + alt_t + post_t, pre_k + alt_k + post_k))
    return done


def _find_brace(text: str, kinds: str) -> tuple[int, int, list[tuple[str, str]]] | None:
    """The first `{…}` group that brace-expands: its span and alternatives."""
    search = 0
    while True:
        start = text.find("{", search)
        if start < 0:
            return None
        search = start + 1
        if kinds[start] != "L" or (start > 0 and text[start - 1] == "$" and kinds[start - 1] != "Q"):
            continue
        level = 0
        commas: list[int] = []
        i = start
        end = -1
        while i < len(text):
            ch, k = text[i], kinds[i]
            if k == "L":
                if ch == "{":
                    level += 1
                elif ch == "}":
                    level -= 1
                    if level == 0:
                        end = i
                        break
                elif ch == "," and level == 1:
                    commas.append(i)
            i += 1
        if end < 0:
            return None
        if commas:
            bounds = [start, *commas, end]
            alts = [(text[a + 1 : b], kinds[a + 1 : b]) for a, b in itertools.pairwise(bounds)]
            return start, end, alts
        seq = _sequence(text[start + 1 : end])
        if seq is not None:
            return start, end, [(s, "L" * len(s)) for s in seq]


_SEQ = lazy_compile(r"(-?\d+|[A-Za-z])\.\.(-?\d+|[A-Za-z])(?:\.\.(-?\d+))?\Z")


def _sequence(inner: str) -> list[str] | None:
    match = _SEQ.match(inner)
    if not match:
        return None
    a, b, step_s = match.groups()
    step = abs(int(step_s)) if step_s else 1
    step = step or 1
    if a.lstrip("-").isdigit() and b.lstrip("-").isdigit():
        lo, hi = int(a), int(b)
        rng = range(lo, hi + 1, step) if lo <= hi else range(lo, hi - 1, -step)
        width = max(len(a), len(b)) if (a.startswith("0") or b.startswith("0")) else 0
        return [str(v).zfill(width) for v in itertools.islice(rng, MAX_BRACE_FIELDS)]
    if a.isalpha() and b.isalpha():
        lo, hi = ord(a), ord(b)
        rng = range(lo, hi + 1, step) if lo <= hi else range(lo, hi - 1, -step)
        return [chr(v) for v in itertools.islice(rng, MAX_BRACE_FIELDS)]
    return None
