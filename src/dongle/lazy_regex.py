"""Module-level regular expressions compiled on their first use instead of at import.

A hook process judges one command and exits; the classifier's modules hold hundreds of patterns,
and a command reads a few dozen of them. Compiling every one at import was about a quarter of that
process's start-up. `lazy_compile(pattern, flags)` returns a stand-in with the methods a compiled
pattern has: the first call of any of them compiles the pattern (with `re.compile`, so the result
is exactly the same pattern object) and puts the compiled pattern's own bound methods on the
stand-in, so every later call is the `re` method itself, with no Python call around it.

A stand-in cannot be handed to the `re` module's functions (`re.sub(stand_in, …)`) or tested with
`isinstance(x, re.Pattern)`: keep such patterns compiled with `re.compile`. Taking one of its
methods at import (`lazy_compile(…).match`) would keep the stand-in's first-call wrapper for
good: compile those eagerly too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

_METHODS = ("search", "match", "fullmatch", "findall", "finditer", "sub", "subn", "split")


class LazyRegex:
    """A pattern compiled on the first call of one of its methods (see the module docstring)."""

    def __init__(self, pattern: str | bytes, flags: int | re.RegexFlag = 0) -> None:
        self.pattern = pattern
        self.flags_given = flags

    def compiled(self) -> re.Pattern[Any]:
        """The compiled pattern; its bound methods replace the stand-in's from now on."""
        rx = re.compile(self.pattern, self.flags_given)
        for name in _METHODS:
            self.__dict__[name] = getattr(rx, name)
        self.__dict__["compiled"] = lambda: rx
        return rx

    def __getattr__(self, name: str) -> Any:  # `flags`, `groups`, `groupindex`: the compiled pattern's
        return getattr(self.compiled(), name)

    def search(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().search(*args, **kwargs)

    def match(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().match(*args, **kwargs)

    def fullmatch(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().fullmatch(*args, **kwargs)

    def findall(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().findall(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().finditer(*args, **kwargs)

    def sub(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().split(*args, **kwargs)


def lazy_compile(pattern: str | bytes, flags: int | re.RegexFlag = 0) -> LazyRegex:
    """A stand-in for `re.compile(pattern, flags)` that compiles on first use."""
    return LazyRegex(pattern, flags)


def any_of(*alternatives: str) -> LazyRegex:
    """One case-insensitive pattern for a word class, from its alternatives (each a regex): the shape of
    every class in the prose readers' word modules (effect_frame, loss_words, reach_words, exposure_words and
    those built on it), compiled on first use like every other pattern on the classifier's path."""
    return lazy_compile(r"(?i)(?:" + "|".join(alternatives) + r")")


def any_text(texts: Iterable[str]) -> LazyRegex:
    """A pattern whose `search` finds whether any of these literal texts occurs, compiled on first use.

    Written as a tree of their shared beginnings (`--a(?:ll|ny)` for `--all` and `--any`), not as one
    alternative per text: Python's engine tries every alternative at every position of the text, so a
    flat alternation of a hundred and fifty words cost up to twenty microseconds on one part's
    arguments, and the tree asks a few characters at each position. Only whether a text occurs is
    kept (a text with a shorter one at its start is found by the shorter one): use it for gates
    (`search(...) is not None`), not for the span or text of a match."""
    trie: dict[str, dict] = {}
    for text in texts:
        if not text:
            return lazy_compile("")  # the empty text occurs in every text
        node = trie
        for ch in text:
            node = node.setdefault(ch, {})
        node[""] = {}
    return lazy_compile(_tree(trie) if trie else "(?!)")


def _tree(node: dict[str, dict]) -> str:
    if "" in node:  # a text ends here: what continues it occurs only where it does
        return ""
    branches = [re.escape(ch) + _tree(child) for ch, child in sorted(node.items())]
    return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
