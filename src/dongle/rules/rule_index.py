"""Which rules of a candidate list a part can match at all, read from what the part holds.

Most rules ask first whether the part holds some word (`words_any: ["*deploy*", "prod"]`), names
some subcommand or gives some option; a part that holds none of them fails that test, and the rule
with it. `rule_key` reads that test from the rule once, as a set of texts of which the part must
hold one: a literal word, a flag, or a piece of text every word matching a glob contains
(`deploy` for `*deploy*`). A `RuleIndex` holds the keys of one list, and for a part gives the
rules whose key it holds (and every rule without a key), in the list's order: the rules it leaves
out are exactly rules whose keyed test would have said no.

A rule about the paths a part writes (`targets: {of: writes, under: [/etc/passwd, …]}`) is keyed the
same way by a text each path it takes holds (a root it is under, the place it is at, a piece of its
name or path globs), looked for in those paths only when the part's paths are already known: a rule
is never the reason they are worked out sooner or later than before.

Only a test that the rule would have reached without reading any fact kept for later is a key: the
tests before it read the invocation and its parsed arguments only (what the part was given), so a
rule passed over computes nothing that asking it would have, and no later reading of the part sees
a fact made at another moment. The words, positionals and flags read are the parse's, which every
part with a rule list has.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dongle.rules.engine import _CHECK_ORDER, Rule
from dongle.rules.facts import Facts

# Tests that read only the invocation, the classifier's settings of the part (`unknown`, the line's
# model) and its parsed arguments: none computes a fact kept for later, so a rule keyed past them is
# passed over with nothing left undone.
_GIVEN_ONLY = frozenset({
    "not_cmd", "remote", "privileged", "wrapped_by", "stdin_from", "stdin_literal", "spawns_self",
    "unknown", "model_untrusted", "model_has", "env_any", "min_args", "last_any", "no_sub", "flags_all",
    "flags_any", "flags_none", "min_operands", "max_operands", "args_any", "args_none", "first_operand_none",
    "words_any", "words_also", "words_none",
})
# Word tests whose every hit is a word of the part (positionals and the last argument are words too).
_WORD_TESTS = frozenset({"words_any", "words_also", "args_any", "last_any"})
_GLOB_SPECIALS = frozenset("*?[")
# A piece shorter than this is in nearly every line; such a glob leaves its rule unkeyed.
_SHORTEST_PIECE = 2
# The fact holding the paths each `targets` selector takes (all of them, or some of them), and the
# spec's tests that name a text every path passing them holds.
_PATH_FACTS = {"writes": "write_paths", "emptied": "emptied_paths", "changes": "changed_paths",
               "appended_logs": "appended_logs", "outputs": "output_paths", "args": "arg_paths",
               "uploads": "upload_paths", "find_roots": "find_roots", "mirrored": "mirrored_paths",
               "read": "read_paths", "mode_targets": "mode_targets", "operands": "operand_paths",
               "last": "operand_paths", "sources": "operand_paths", "redirects": "redirect_paths",
               "shell_sockets": "redirect_paths"}
_PLACES = ("under", "at")  # the path is one of these or below one: it holds it
_PATH_GLOBS = ("name", "path")  # the path's name, or the path, matches one of these globs
# Keyed rules a list needs for its index to cost less than it saves: reading the part's keys is about
# two rules' first tests, and with fewer the corpus's commands of such lists cost more, not less.
_KEYED_FOR_AN_INDEX = 3
# Parts of one list that hold different keys: a handful of words a rule list names; the bound only
# caps a pathological process.
_ADMITTED_KEPT = 256


def glob_piece(glob: str) -> str:
    """The longest text every word matching `glob` (fnmatch syntax) contains: its longest run of
    plain characters. A `[` that opens a class (closed by a `]`, as fnmatch reads it) ends a run, as
    `*` and `?` do; one left unclosed is a plain `[`."""
    best, run, i, n = "", "", 0, len(glob)
    while i < n:
        ch = glob[i]
        if ch in "*?":
            best, run = max(best, run, key=len), ""
        elif ch == "[":
            j = i + 1
            if j < n and glob[j] == "!":
                j += 1
            if j < n and glob[j] == "]":
                j += 1
            j = glob.find("]", j)
            if j < 0:
                run += ch
            else:
                best, run = max(best, run, key=len), ""
                i = j
        else:
            run += ch
        i += 1
    return max(best, run, key=len)


# (words, flags, pieces of words, and the fact whose paths must hold one of the path texts, with them)
Key = tuple[frozenset[str], frozenset[str], frozenset[str], tuple[str, frozenset[str]] | None]
_NONE: frozenset[str] = frozenset()


def _path_key(spec: Mapping[str, Any]) -> tuple[str, frozenset[str]] | None:
    """The fact a `targets` spec takes its paths from, and texts of which each path it passes holds
    one (the first of its places or globs that names them all)."""
    fact = _PATH_FACTS.get(spec.get("of", "operands"))
    if fact is None:
        return None
    for test in _PLACES:
        if test in spec:
            return fact, frozenset((spec[test],) if isinstance(spec[test], str) else spec[test])
    for test in _PATH_GLOBS:
        if test in spec:
            pieces = [glob_piece(g) for g in spec[test]]
            if min(map(len, pieces)) >= _SHORTEST_PIECE:
                return fact, frozenset(pieces)
    return None


def rule_key(rule: Rule) -> Key | None:
    """The texts of which a part must hold one for the rule to match, as (words, flags, pieces of
    words, paths' texts), from its first test that names them and is reached reading only what the
    part was given; None when it has no such test."""
    match: Mapping[str, Any] = rule.match
    for test in _CHECK_ORDER:
        if test not in match:
            continue
        if test in _WORD_TESTS:
            globs = [g.lower() for g in match[test]]
            if not any(_GLOB_SPECIALS.intersection(g) for g in globs):
                return frozenset(globs), _NONE, _NONE, None
            pieces = [glob_piece(g) for g in globs]
            if min(map(len, pieces)) >= _SHORTEST_PIECE:
                words = frozenset(g for g, p in zip(globs, pieces, strict=True) if p == g)
                return words, _NONE, frozenset(p for g, p in zip(globs, pieces, strict=True) if p != g), None
        elif test in ("flags_any", "flags_all"):
            return _NONE, frozenset(match[test][0] if test == "flags_all" else match[test]), _NONE, None
        elif test == "sub":
            firsts = [path[0] if path else "*" for path in match["sub"]]
            if not any(_GLOB_SPECIALS.intersection(w) for w in firsts):
                return frozenset(firsts), _NONE, _NONE, None
        elif test == "targets":
            paths = _path_key(match[test])
            return None if paths is None else (_NONE, _NONE, _NONE, paths)
        if test not in _GIVEN_ONLY:
            return None
    return None


class RuleIndex:
    """The keys of one candidate list: each word, flag and piece some rule needs, and for each set of
    them a part holds, the rules it admits (kept per set met)."""

    __slots__ = ("_admitted", "_keys", "flags", "paths", "pieces", "rules", "words")

    def __init__(self, rules: tuple[Rule, ...], keys: tuple[Key | None, ...]) -> None:
        self.rules = rules
        # one set of texts per rule (None: always asked); a word, flag, piece and path text that are
        # the same text only admit a rule more often, never less. A rule keyed on a fact's paths also
        # holds the fact's own mark, which a part holds while those paths are not worked out yet
        self._keys = tuple(None if key is None else (key[0] | key[1] | key[2] | (
            key[3][1] | {_unknown(key[3][0])} if key[3] else _NONE)) for key in keys)
        paths: dict[str, set[str]] = {}
        for key in keys:
            if key is not None and key[3] is not None:
                paths.setdefault(key[3][0], set()).update(key[3][1])
        # per fact: its mark (held while the fact is not known) and its texts as a run
        self.paths = tuple((fact, frozenset({_unknown(fact)}), tuple(sorted(texts)))
                           for fact, texts in paths.items())
        self.words = frozenset().union(*(key[0] for key in keys if key is not None))
        self.flags = frozenset().union(*(key[1] for key in keys if key is not None))
        self.pieces = tuple(sorted(frozenset().union(*(key[2] for key in keys if key is not None))))
        self._admitted: dict[frozenset[str], tuple[Rule, ...]] = {}

    def held(self, facts: Facts) -> frozenset[str]:
        """The keys the part holds: its lower-cased words, its flags, pieces of its words."""
        words = facts.lowered_words
        held = self.words.intersection(words)
        if self.flags:
            held |= self.flags.intersection(facts.parsed.flags)
        if self.pieces:
            joined = "\0".join(words)  # no piece holds a NUL: a piece found is inside one word
            held |= frozenset(filter(joined.__contains__, self.pieces))
        if self.paths:
            computed = facts.__dict__
            for fact, unknown, texts in self.paths:
                if fact not in computed:
                    # not known yet: every rule keyed on them asks, and works the paths out, as before
                    # (one mark, where every text of the fact made a set of dozens, hashed and compared
                    # again to find its plan)
                    held |= unknown
                elif found := computed[fact]:
                    text = _paths_text(found)
                    held |= frozenset(filter(text.__contains__, texts))
        return held

    def admitted(self, held: frozenset[str]) -> tuple[Rule, ...]:
        """The list's rules without a key or with one of theirs held, in the list's order."""
        found = self._admitted.get(held)
        if found is None:
            found = tuple(rule for rule, key in zip(self.rules, self._keys, strict=True)
                          if key is None or not key.isdisjoint(held))
            if len(self._admitted) < _ADMITTED_KEPT:
                self._admitted[held] = found
        return found


def _unknown(fact: str) -> str:
    """The mark a part holds while `fact`'s paths are not worked out: a NUL, which no word or path
    text holds, and the fact's name."""
    return "\0" + fact


def _paths_text(paths: tuple[Any, ...]) -> str:
    """Every path as resolved and as written, and lower-cased (name globs are matched against the
    lower-cased name): a text each holds is in it. Redirects come as (operator, path)."""
    text = "\0".join(f"{info.path}\0{info.raw}" for info in (
        item[1] if type(item) is tuple else item for item in paths))
    return f"{text}\0{text.lower()}"


def rule_index(rules: tuple[Rule, ...]) -> RuleIndex | None:
    """The index of a list, or None when too few of its rules have a key to pay for reading what the
    part holds (about as much as asking two rules their first test)."""
    keys = tuple(map(rule_key, rules))
    if sum(key is not None for key in keys) < _KEYED_FOR_AN_INDEX:
        return None
    return RuleIndex(rules, keys)
