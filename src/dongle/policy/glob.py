"""Glob matching for policy patterns, as the spec digest's X-5 resolves it.

Only `*` (any run, newlines included) and `?` (one character) are wildcards; everything else is
literal, so `[x]` never becomes a character class. Matching ignores case and compares normalised text
(NFKC, confusable letters folded, control and zero-width characters removed, whitespace runs collapsed),
so `rm\\x00 -rf`, fullwidth letters, Cyrillic look-alikes and a doubled space do not slip past a deny list.

Two ways to match:
- `fullmatch`: the pattern covers the whole text (autoApprove: the conservative direction).
- `boundary_match`: the whole text or any suffix that starts at a word boundary (deny,
  requiresApproval, danger patterns), so `drop_*` matches "calling drop_table on prod" but not
  "undrop_table".

The matcher is a segment scan, not a backtracking regex: a pattern with several `*` costs
O(len(text) * len(pattern)) at worst, so there is no length above which matching gives up (the
reference implementation's 10,000-character cap answered "no match", which let long hints through).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

MAX_PATTERN_CHARS = 500

# Latin look-alikes from Cyrillic and Greek (after NFKC and casefold), enough to defeat the
# homograph tricks the reference implementation was bitten by (#1736, #1782-2).
_CONFUSABLES = str.maketrans(
    {
        "а": "a", "в": "b", "е": "e", "ё": "e", "з": "3", "і": "i", "ї": "i", "ј": "j", "к": "k",
        "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s",
        "ԁ": "d", "ɡ": "g", "ԛ": "q", "ԝ": "w", "ь": "b", "һ": "h",
        "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "μ": "u", "ν": "v", "ο": "o",
        "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ϲ": "c", "ϳ": "j", "ѵ": "v",
    }
)
_WHITESPACE = re.compile(r"\s+")


_ASCII_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")


def normalise(text: str) -> str:
    """The form both patterns and subjects are compared in (idempotent)."""
    if text.isascii():  # fast path, same result: NFKC and look-alikes cannot change ASCII
        return _WHITESPACE.sub(" ", _ASCII_CONTROL.sub("", text.lower())).strip()
    return _normalise_unicode(text)


def _normalise_unicode(text: str) -> str:
    folded = unicodedata.normalize("NFKC", text).casefold().translate(_CONFUSABLES)
    kept = []
    for ch in folded:
        category = unicodedata.category(ch)
        if ch in "\t\n\r\v\f":
            kept.append(" ")
        elif category in ("Cc", "Cf", "Cs", "Co", "Cn"):
            continue  # NUL, BEL, ESC, zero-width joiners, bidi overrides, unassigned
        else:
            kept.append(ch)
    return _WHITESPACE.sub(" ", "".join(kept)).strip()


def _at_word_boundary(text: str, pos: int) -> bool:
    if pos == 0:
        return True
    before = text[pos - 1]
    return not (before.isalnum() or before == "_")


class Glob:
    """One compiled pattern. Subjects passed to the match methods must already be `normalise`d."""

    __slots__ = ("_lengths", "_segments", "source")

    def __init__(self, pattern: str) -> None:
        if len(pattern) > MAX_PATTERN_CHARS:
            raise ValueError(f"pattern longer than {MAX_PATTERN_CHARS} characters")
        self.source = pattern
        parts = normalise(pattern).split("*")
        self._segments = [re.compile("".join("." if c == "?" else re.escape(c) for c in p), re.S)
                          for p in parts]
        self._lengths = [len(p) for p in parts]

    def __repr__(self) -> str:
        return f"Glob({self.source!r})"

    def fullmatch(self, text: str) -> bool:
        segs = self._segments
        if len(segs) == 1:
            return segs[0].fullmatch(text) is not None
        head = segs[0].match(text)
        if head is None:
            return False
        return self._rest_matches(text, head.end())

    def boundary_match(self, text: str) -> bool:
        segs = self._segments
        if not segs[0].pattern:  # leading `*`: any suffix match is also a whole match
            return self.fullmatch(text)
        if len(segs) == 1:
            start = len(text) - self._lengths[0]
            if start < 0 or not _at_word_boundary(text, start):
                return False
            return segs[0].fullmatch(text, start) is not None
        pos = 0
        while True:
            found = segs[0].search(text, pos)
            if found is None:
                return False
            if _at_word_boundary(text, found.start()):
                # `*s1*…*sk` matching from q implies matching from any earlier q, so the earliest
                # boundary occurrence of the head decides.
                return self._rest_matches(text, found.end())
            pos = found.start() + 1

    def _rest_matches(self, text: str, pos: int) -> bool:
        """Does `*s1*…*sk` (the segments after the head) match text[pos:]?"""
        middle, tail = self._segments[1:-1], self._segments[-1]
        for seg in middle:
            if not seg.pattern:
                continue
            found = seg.search(text, pos)
            if found is None:
                return False
            pos = found.end()
        end_start = len(text) - self._lengths[-1]
        return end_start >= pos and tail.fullmatch(text, end_start) is not None


@dataclass(frozen=True)
class PatternList:
    """An ordered list of patterns; equality and hashing by the pattern strings."""

    patterns: tuple[str, ...] = ()
    _globs: tuple[Glob, ...] = field(default=(), init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "patterns", tuple(dict.fromkeys(self.patterns)))
        object.__setattr__(self, "_globs", tuple(Glob(p) for p in self.patterns))

    @classmethod
    def of(cls, patterns: Iterable[str]) -> PatternList:
        return cls(tuple(patterns))

    def __bool__(self) -> bool:
        return bool(self.patterns)

    def __iter__(self) -> Iterator[str]:
        return iter(self.patterns)

    def __len__(self) -> int:
        return len(self.patterns)

    def union(self, other: PatternList) -> PatternList:
        return PatternList(self.patterns + other.patterns)

    def first_whole(self, text: str) -> str | None:
        """The first pattern that covers the whole (normalised) text."""
        return next((g.source for g in self._globs if g.fullmatch(text)), None)

    def first_at_boundary(self, text: str) -> str | None:
        """The first pattern matching the whole text or a suffix starting at a word boundary."""
        return next((g.source for g in self._globs if g.boundary_match(text)), None)
