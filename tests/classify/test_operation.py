"""Operation names: seed 000 §5-6 patterns, precedence, declarations, CRUDE defaults."""

from __future__ import annotations

import pytest

from dongle.classify.operation import (
    CATEGORY_DEFAULTS,
    DEFAULT_PATTERNS,
    classify_operation,
    normalise_name,
)
from dongle.levels import DangerLevel as L


@pytest.mark.parametrize("pattern", DEFAULT_PATTERNS, ids=lambda p: p.glob)
def test_every_pattern_example_gets_at_least_its_level(pattern):
    for name in pattern.examples:
        got = classify_operation(name)
        if pattern.level == L.SAFE:
            assert got.danger_level == L.SAFE, name
        else:
            assert got.danger_level >= pattern.level, name
            assert f"operation.pattern.{pattern.glob}" in got.rules or got.danger_level > pattern.level


@pytest.mark.parametrize("pattern", [p for p in DEFAULT_PATTERNS if p.counter_examples], ids=lambda p: p.glob)
def test_counter_examples_do_not_match(pattern):
    for name in pattern.counter_examples:
        assert f"operation.pattern.{pattern.glob}" not in classify_operation(name).rules, name


def test_highest_level_wins_when_several_patterns_match():
    # seed 000 §5.1: force_* (dangerous) and delete_all* (forbidden) -> forbidden
    got = classify_operation("force_delete_all")
    assert got.danger_level == L.FORBIDDEN
    assert got.rules == ("operation.pattern.delete_all*",)
    assert got.tier.value == "danger_zone"


def test_danger_beats_safe_pattern():
    assert classify_operation("list_production").danger_level == L.FORBIDDEN


def test_danger_glob_matches_from_a_word_boundary_but_safe_globs_only_from_the_start():
    assert classify_operation("s3_drop_bucket").danger_level == L.FORBIDDEN
    assert classify_operation("dropdown_list").danger_level == L.REVERSIBLE  # no word boundary after "drop"
    assert classify_operation("user_get_all").danger_level == L.REVERSIBLE  # get_* is not at the start


def test_explicit_declaration_overrides_patterns():
    # seed 000 §5.3: force_sync declared safe
    assert classify_operation("force_sync").danger_level == L.DANGEROUS
    got = classify_operation("force_sync", declared="safe")
    assert got.danger_level == L.SAFE and got.rules == ("operation.declared",)
    assert classify_operation("list_things", declared=4).danger_level == L.FORBIDDEN


@pytest.mark.parametrize(("category", "level"), list(CATEGORY_DEFAULTS.items()))
def test_crude_category_defaults(category, level):
    assert classify_operation("frobnicate", category=category).danger_level == level


def test_category_never_lowers_a_pattern():
    assert classify_operation("truncate_table", category="read").danger_level == L.FORBIDDEN


def test_unlabeled_names_are_at_least_reversible_never_safe():
    for name in ("frobnicate", "query", "kubectl_get", "read_file"):
        assert classify_operation(name).danger_level >= L.REVERSIBLE, name


def test_leading_verb_infers_delete_category():
    assert classify_operation("remove_member").danger_level == L.DESTRUCTIVE
    assert classify_operation("s3_delete_bucket").danger_level == L.DESTRUCTIVE


def test_names_are_normalised():
    assert normalise_name("dropTable") == "drop_table"
    assert normalise_name("Drop-Table") == "drop_table"
    assert normalise_name("github.delete_repo") == "delete_repo"
    assert classify_operation("DROP_TABLE").danger_level == L.FORBIDDEN
    assert classify_operation("bulkDeleteUsers").danger_level == L.DANGEROUS


def test_pattern_overrides_replace_one_level_only():
    custom = {"forbidden": ["nuke_*"]}
    assert classify_operation("nuke_cluster", patterns=custom).danger_level == L.FORBIDDEN
    assert (
        classify_operation("drop_table", patterns=custom).danger_level < L.FORBIDDEN
    )  # forbidden list replaced
    assert classify_operation("force_push", patterns=custom).danger_level == L.DANGEROUS  # defaults kept


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"name": "  "}, "empty"),
        ({"name": "x", "category": "destroy"}, "category"),
        ({"name": "x", "declared": "very bad"}, "danger level"),
        ({"name": "x", "patterns": {"forbidden": "drop_*"}}, "list"),
    ],
)
def test_bad_input_raises_value_error_with_a_reason(kwargs, message):
    with pytest.raises(ValueError, match=message):
        classify_operation(**kwargs)


def test_score_lies_in_the_level_band():
    from dongle.levels import SCORE_BANDS

    for name in ("get_user", "create_user", "delete_user", "force_push", "drop_table"):
        a = classify_operation(name)
        low, high = SCORE_BANDS[a.danger_level]
        assert low <= a.risk_score <= high, name
