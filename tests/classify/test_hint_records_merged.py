"""Merging people's records (accounts, customers, users, profiles) folds one into the other: its history,
logins and settings go with it, and splitting them again is manual work, so it pauses. Work items and
code are merged every day: tickets, incidents, branches and pull requests stay a routine change.
Paraphrases of hints-dev-I/L account merges; the twins merge tickets, a pull request, a branch.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Merging user 5521 into user 5520 as the support ticket asks", "pause"),
    ("Merge the duplicate Salesforce contacts for Globex into one", "pause"),
    ("Merging duplicate tickets SUP-12 and SUP-13 into SUP-12", "go"),
    ("Merging the user-service PR into main after the approvals", "go"),
    ("Merging feature/account-page into develop", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_records_merged(hint, want):
    _check(hint, want)
