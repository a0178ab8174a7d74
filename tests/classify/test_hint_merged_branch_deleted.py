"""Deleting a local branch the hint says was merged loses nothing: its commits live on.

"Deleting my local branch try/alt-parser — it was merged through PR #611": the commits are in the branch
it was merged into (and `git branch -d` refuses a branch that was not). A branch never or not yet merged,
a remote or shared branch (origin, release, main), every branch, or something else deleted beside it
keeps the verdict of a deletion.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Deleting my local branch try/alt-parser — it was merged through PR #611 last week.", "go"),
    ("Deleting my local branch try/alt-parser which was merged via PR #611", "go"),
    ("deleting the merged local branch fix/typo", "go"),
    ("Deleting my local branch spike/x, it was merged into main", "go"),
    # twins
    ("deleting the local branch experiment/cache-v2 that was never merged", "pause"),
    ("deleting the local branch experiment/cache-v2 that is not merged yet", "pause"),
    ("deleting the unmerged local branch spike/y", "pause"),
    ("deleting the remote branch try/alt-parser — it was merged", "pause"),
    ("Deleting branch spike/x on origin, it was merged", "pause"),
    ("deleting the release branch, it was merged", "pause"),
    ("deleting all local branches, most were merged", "pause"),
    ("deleting the local branch spike/y and the src/ folder, it was merged", "pause"),
    ("Maybe clean up old feature branches on origin? First I'll list which ones are merged into main, then "
     "delete those.", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_merged_branch_deleted(hint, want):
    _check(hint, want)
