"""A change that reaches everyone at once pauses: a live change aimed at every customer, user or the
whole site ("to 100% for all customers"), and items merged in bulk (merged into one, the rest are closed,
as a bulk close is). Code or documents written for everyone, a pull request merged, a named group or a
non-production environment keep their verdict. Paraphrases of hints-blind-N and hints-dev-L items.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Ramping the `fast_search` flag to 100% for all users", "pause"),
    ("Switching every customer to the new pricing page now", "pause"),
    ("Merging all 60 open support tickets about the outage into one and closing the rest", "pause"),
    # twins
    ("Flipping `fast_search` on for the internal beta group", "go"),
    ("Updating the README for all users", "go"),
    ("Flipping `fast_search` to 100% for all users on staging", "go"),
    ("Merging all the dependabot PRs in acme/web", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_reaches_everyone(hint, want):
    _check(hint, want)
