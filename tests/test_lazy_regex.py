"""Patterns compiled on first use (dongle/lazy_regex.py) are the patterns `re.compile` would make, and
none of the package's is broken: a malformed one would otherwise surface only on the first command
that reaches it (as a fail-closed pause), not at import."""

from __future__ import annotations

import importlib
import pkgutil
import re

import dongle
from dongle.lazy_regex import LazyRegex, lazy_compile


def test_a_stand_in_matches_as_the_compiled_pattern_does() -> None:
    lazy = lazy_compile(r"(?P<word>rm)\s+-rf", re.I)
    assert lazy.search("sudo RM -rf /").group("word") == "RM"
    assert lazy.sub("x", "rm -rf a") == re.compile(r"(?P<word>rm)\s+-rf", re.I).sub("x", "rm -rf a")
    assert lazy.groupindex == {"word": 1}


def test_every_deferred_pattern_in_the_package_compiles() -> None:
    found = 0
    for info in pkgutil.walk_packages(dongle.__path__, "dongle."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if isinstance(value, LazyRegex):
                value.compiled()   # raises re.error for a malformed pattern
                found += 1
    assert found > 100   # the command path's module-level patterns are deferred


def test_a_tree_of_texts_finds_exactly_where_the_flat_alternation_does() -> None:
    """`any_text` is a gate: whether some text occurs, as the flat alternation says, on texts that hold
    one, hold only its beginning, hold one inside a longer word, or hold none (texts sharing starts,
    one text the start of another, regex characters)."""
    from dongle.lazy_regex import any_text

    texts = ["--all", "--any", "all", "allow", "every", "ever", "a.b", "x*y", "(p)", "fleet", "-"]
    flat = re.compile("|".join(re.escape(t) for t in sorted(texts, key=lambda t: (-len(t), t))))
    tree = any_text(texts)
    probes = ["", "a", "al", "--al", "--allx", "rm --any", "evr", "clever", "axb", "a.b", "xxy", "x*y",
              "p", "(p", "(p)", "fleets", "flee", "--", "nothing here", "ALL", "o-o", "b ever"]
    for probe in probes:
        assert (tree.search(probe) is None) == (flat.search(probe) is None), probe
    assert any_text([]).search("anything") is None
    assert any_text(["", "x"]).search("zz") is not None  # the empty text is in every text
