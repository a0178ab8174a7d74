"""What the rule index (`dongle.rules.rule_index`) must never do: pass over a rule that would match.

A rule is passed over when the part holds none of the texts of its key (a word, a flag, a piece of a
word) read from its first naming test. These tests ask every rule of every pack, not only a
program's own list, of every part met judging the corpus and every rule's examples: a rule the
index would pass over must not match, and the key must be read only past tests that compute nothing.
"""

from __future__ import annotations

import json
from fnmatch import fnmatchcase, translate
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rule_examples import CWD, ENV, every_example

from dongle.classify import command
from dongle.classify.command import classify_command
from dongle.rules import rule_index
from dongle.rules.engine import _CHECK_ORDER, load_rules, matches
from dongle.rules.facts import Facts
from dongle.rules.rule_index import RuleIndex, glob_piece, rule_key

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "commands.jsonl"


def _lines() -> list[tuple[str, str, dict[str, str]]]:
    """Every corpus command and every example of every rule (must-match and must-not-match)."""
    out = []
    if CORPUS.exists():
        for line in CORPUS.read_text().splitlines():
            if line.strip():
                item = json.loads(line)
                out.append((item["command"], item.get("cwd") or CWD, {**ENV, **(item.get("env") or {})}))
    return out + every_example()


def _parts(monkeypatch: pytest.MonkeyPatch) -> list[Facts]:
    """The facts of every part a rule list was tried on while judging `_lines()`."""
    real = command.matching
    seen: dict[int, Facts] = {}

    def kept(rules, facts):  # type: ignore[no-untyped-def]
        seen[id(facts)] = facts
        return real(rules, facts)

    monkeypatch.setattr(command, "matching", kept)
    for line, cwd, env in _lines():
        classify_command(line, cwd=cwd, env=env)
    return list(seen.values())


def test_no_rule_of_any_pack_the_index_passes_over_matches_any_part(monkeypatch: pytest.MonkeyPatch) -> None:
    """For every rule with a key and every part met, held keys disjoint from the rule's own means the
    rule does not match (asked in full, with `matches`, whatever program the part runs). Every fact of
    paths a key reads is worked out first, so the path keys are looked for, not held whole."""
    rules = load_rules().rules
    keyed = tuple(rule for rule in rules if rule_key(rule) is not None)
    assert len(keyed) > len(rules) // 2  # most rules have a key: the index is put to the test
    index = RuleIndex(keyed, tuple(map(rule_key, keyed)))
    assert index.paths  # rules about written paths are keyed too
    parts = _parts(monkeypatch)
    assert len(parts) > 1000
    passed_over = 0
    for facts in parts:
        for fact, _, _ in index.paths:
            getattr(facts, fact)
        # (the rules admitted, by identity, once per part: `rule in tuple` compared rules field by field)
        admitted = set(map(id, index.admitted(index.held(facts))))
        for rule in index.rules:
            if id(rule) not in admitted:
                passed_over += 1
                assert not matches(rule, facts), (rule.id, facts.inv.argv)
    assert passed_over > 100 * len(parts)


def test_a_key_is_read_only_past_tests_that_compute_no_kept_fact() -> None:
    """The tests a keyed rule runs before its key read the invocation and its parse, nothing kept for
    later: passing the rule over leaves no fact uncomputed that asking it would have made."""
    named = {"words_any", "words_also", "args_any", "last_any", "flags_any", "flags_all", "sub",
             "targets"}
    for rule in load_rules().rules:
        if rule_key(rule) is None:
            continue
        tests = [t for t in _CHECK_ORDER if t in rule.match]
        first = next(t for t in tests if t in named)
        assert set(tests[: tests.index(first)]) <= rule_index._GIVEN_ONLY, rule.id


_GLOBS = ["*deploy*", "prod-[0-9]*", "a[!]]bcd", "[abc", "db_?.sql.gz", "*[x-z]ab*c", "drop[", "x[]]yz*",
          "*-[!a]-prod*"]


@pytest.mark.parametrize("glob", _GLOBS)
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_every_word_a_glob_matches_holds_its_piece(glob: str, data: st.DataObject) -> None:
    """The piece is plain text inside every match: words drawn from the glob's own regular expression
    (fnmatch's translation) all contain it."""
    word = data.draw(st.from_regex(translate(glob), fullmatch=True))
    assert fnmatchcase(word, glob)
    assert glob_piece(glob) in word


def test_a_piece_inside_a_longer_word_admits_its_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """A word holding a keyed glob's piece inside a longer word (`pre-PIECE-post`) admits the rule,
    which then says itself whether it matches; a line holding none of its keys passes it over. Every
    rule keyed by pieces is put to it."""
    real = command.matching
    seen: list[Facts] = []

    def kept(found, facts):  # type: ignore[no-untyped-def]
        seen.append(facts)
        return real(found, facts)

    monkeypatch.setattr(command, "matching", kept)
    pieced = [(rule, key) for rule in load_rules().rules if (key := rule_key(rule)) is not None and key[2]]
    assert pieced
    for rule, key in pieced:
        index = RuleIndex((rule,), (key,))
        for piece in key[2]:
            seen.clear()
            classify_command(f"echo 'pre-{piece}-post'", cwd=CWD, env=ENV)
            assert index.admitted(index.held(seen[0])) == (rule,), (rule.id, piece)
        seen.clear()
        classify_command("echo plain", cwd=CWD, env=ENV)
        if "plain" not in key[0] and not any(p in "plain echo" for p in key[2]):
            assert index.admitted(index.held(seen[0])) == (), rule.id
