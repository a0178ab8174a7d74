"""A tilde before a number is 'about' ("the ~400 spam tickets", "~2GB", "~30s of errors"), never a home
directory: a user name does not start with a digit. `~`, `~/x` and `~bob` stay homes."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint
from dongle.classify.prose import tokenize

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


@pytest.mark.parametrize("word", ["~400", "~2,400", "~30"])
def test_tilde_number_is_a_count(word: str) -> None:
    kinds = [t.kind for t in tokenize(f"deleting the {word} tickets")]
    assert "path" not in kinds, kinds


@pytest.mark.parametrize(("hint", "want"), [
    ("Deleting the ~400 spam tickets from the bot flood, all from the same sender domain.", "pause"),
    ("archiving ~30 stale branches in the repo", "pause"),
    ("Removing the ~12 duplicate contacts the import created in the CRM.", "pause"),
])
def test_about_a_count_is_not_the_home(hint: str, want: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == want, (hint, got.rules, got.factors)
    assert "hint.system-target" not in got.rules


@pytest.mark.parametrize("hint", [
    "deleting ~/ and everything in it", "rm -rf ~bob", "wiping ~ to start fresh",
    "Bulk-deleting all ~38k accounts flagged 'inactive' from the admin console",
])
def test_homes_and_wide_deletes_still_stop(hint: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == "stop", (hint, got.rules, got.factors)
