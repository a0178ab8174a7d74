"""A whole published or shared thing deleted with nothing of it kept stops; one item deleted for good, a
narrowed or non-production copy, and a plan keep their verdicts."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("Deleting the crates.io crate entirely with the project site, including all its docs", "stop"),
    ("Permanently deleting the Itch.io game page and the game with all of its builds", "stop"),
    ("Removing the Discourse forum outright and deleting all its data to start over", "stop"),
    ("Deleting the Helm chart repository entirely, including every packaged chart", "stop"),
    # one item deleted for good, a narrowed copy, a plan
    ("Permanently deleting the duplicate draft page in Notion", "pause"),
    ("Deleting my sandbox Shopify dev store entirely", "pause"),
    ("Deleting the test project entirely now that the experiment is over", "go"),
    ("Drafting a plan for deleting the old wiki entirely, for the team to review", "go"),
]


@pytest.mark.parametrize("hint, expected", CASES)
def test_asset_gone(hint: str, expected: str) -> None:
    assert LABEL[classify_hint(hint).tier.value] == expected
