"""The X-5 glob matcher: only * and ?, case-insensitive, word-boundary suffixes for deny lists."""

from __future__ import annotations

import fnmatch
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dongle.policy.glob import MAX_PATTERN_CHARS, Glob, PatternList, _normalise_unicode, normalise


def full(pattern: str, text: str) -> bool:
    return Glob(pattern).fullmatch(normalise(text))


def anywhere(pattern: str, text: str) -> bool:
    return Glob(pattern).boundary_match(normalise(text))


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        ("delete_*", "delete_user", True),
        ("delete_*", "Delete_User", True),  # case-insensitive
        ("delete_*", "undelete_user", False),
        ("a?c", "abc", True),
        ("a?c", "ac", False),  # ? is exactly one character
        ("a?c", "abbc", False),
        ("*", "", True),
        ("a*", "a", True),  # * matches nothing too
        ("*x*y", "axbxy", True),
        ("echo [x]", "echo [x]", True),  # brackets are literal, never a class
        ("echo [x]", "echo x", False),
        ("a.b", "axb", False),  # regex characters are literal
        ("a+b", "a+b", True),
    ],
)
def test_X5_whole_match_semantics(pattern, text, expected):
    assert full(pattern, text) is expected


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        ("drop_*", "calling drop_table on prod", True),
        ("drop_*", "undrop_table", False),  # not at a word boundary
        ("rm -rf*", "ls;rm -rf /", True),
        ("rm -rf*", "firm -rf x", False),
        ("git push", "please git push", True),  # no wildcard: must reach the end
        ("git push", "git push --force", False),
        ("*force*", "git push --FORCE", True),
        ("-rf*", "rm -rf /", True),  # a boundary before punctuation
    ],
)
def test_X5_boundary_match_semantics(pattern, text, expected):
    assert anywhere(pattern, text) is expected


def test_X5_autoapprove_style_whole_match_does_not_match_a_suffix():
    assert not full("read_*", "please read_file")
    assert anywhere("read_*", "please read_file")


@pytest.mark.parametrize(
    "text",
    [
        "rm\x00 -rf /",
        "rm\u200b -rf /",
        "ｒｍ -rf /",
        "rм -rf /",
        "RM\t-RF /",
        "rm  -rf /",
        "ls\nrm -rf /",
        "ls\r\nrm -rf /",
        "rm \x1b-rf /",
    ],
)
def test_normalisation_defeats_the_reference_bypasses(text):
    assert anywhere("rm -rf*", text)


def test_long_text_is_matched_in_full_not_given_up_on():
    text = "a " * 100_000 + "drop_table"
    assert anywhere("drop_*", text)
    assert full("*drop_table", text)


def test_pathological_patterns_do_not_backtrack_exponentially():
    text = normalise("a " * 5_000)
    glob = Glob("*a*a*a*a*a*a*b")
    assert not glob.fullmatch(text)
    assert not Glob("a*a*a*a*a*a*b").boundary_match(text)


def test_patterns_longer_than_the_cap_are_rejected():
    Glob("x" * MAX_PATTERN_CHARS)
    with pytest.raises(ValueError):
        Glob("x" * (MAX_PATTERN_CHARS + 1))


def test_pattern_list_reports_the_first_match_and_dedupes():
    plist = PatternList.of(["a*", "b*", "a*"])
    assert plist.patterns == ("a*", "b*")
    assert plist.first_whole("bob") == "b*"
    assert plist.first_at_boundary("x bob") == "b*"
    assert plist.first_whole("zed") is None
    assert not PatternList()


# --- properties: the segment scanner agrees with a reference regex ---------------------------------

alphabet = st.sampled_from(list("ab_ -*?"))
texts = st.text(alphabet=st.sampled_from(list("ab_ -")), max_size=12)
patterns = st.text(alphabet=alphabet, min_size=1, max_size=8).filter(
    lambda p: p.strip() == p and "  " not in p
)


def reference(pattern: str) -> re.Pattern[str]:
    return re.compile(fnmatch.translate(pattern), re.S)


@given(patterns, texts)
def test_fullmatch_agrees_with_fnmatch(pattern, text):
    text = normalise(text)
    assert Glob(pattern).fullmatch(text) == bool(reference(normalise(pattern)).match(text))


@given(patterns, texts)
def test_boundary_match_is_a_whole_match_of_some_boundary_suffix(pattern, text):
    text = normalise(text)
    ref = reference(normalise(pattern))
    boundaries = [
        p for p in range(len(text) + 1) if p == 0 or not (text[p - 1].isalnum() or text[p - 1] == "_")
    ]
    assert Glob(pattern).boundary_match(text) == any(ref.match(text[p:]) for p in boundaries)


@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=40))
def test_the_ascii_fast_path_normalises_like_the_full_path(text):
    assert normalise(text) == _normalise_unicode(text)


@given(st.text(max_size=40))
def test_normalise_is_idempotent(text):
    once = normalise(text)
    assert normalise(once) == once
