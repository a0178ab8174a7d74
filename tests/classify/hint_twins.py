"""Checks shared by the tests of harmless readings and their harmful twins: a harmless reading is asserted
on the rules alone (what the reading decides), a twin on the whole judge (nothing may let it go)."""

from __future__ import annotations

from dongle.classify.hint import classify_hint, classify_hint_rules

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def assert_rules_go(hint: str) -> None:
    got = classify_hint_rules(hint)
    assert LABEL[got.tier.value] == "go", (hint, got.rules, got.factors)


def assert_kept(hint: str, want: str) -> None:
    """The twin is not let go, and a stop stays a stop."""
    got = classify_hint(hint)
    label = LABEL[got.tier.value]
    assert label != "go", (hint, got.rules, got.factors)
    if want == "stop":
        assert label == "stop", (hint, got.rules, got.factors)
