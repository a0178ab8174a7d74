"""A branch that checks a condition is code, not a version-control branch.

"Removing the dead flags from src/flags.ts and deleting the branches that read them": a branch whose
relative clause checks, reads, tests or guards something is an if's branch in the code, and taking it out
is an edit. The twins place the branches in a repository (remote, origin, merged), or name no condition:
those are version-control branches, deleted as before.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Removing the dead enable_legacy_checkout and beta_search_v1 flags from src/flags.ts and deleting the "
     "branches that read them", "go"),
    ("Removing the three fully-rolled-out flags from `flags.yaml` and the branches that check them", "go"),
    ("Deleting the branches that check the legacy flag in src/checkout.ts", "go"),
    # twins: version-control branches
    ("Deleting the remote branches that test the old flag", "pause"),
    ("Deleting the branches which use the old API, on origin", "pause"),
    ("Deleting the branches that test the old flag after they were merged", "pause"),
    ("Deleting the experiment branches", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_code_branches(hint, want):
    _check(hint, want)
