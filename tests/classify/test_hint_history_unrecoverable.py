"""Shared history made unrecoverable: the local safety net destroyed and the remote overwritten.

A force push over a shared branch can be undone from anyone's reflog or from the objects git keeps for
a while; expiring the reflog and pruning unreachable objects now removes that way back, and a stated
purpose that the old commits be "unrecoverable", "gone for good" says the same. Together with a force
push of a shared branch, nothing is left anywhere: a stop. Twins: the net removed in a scratch clone
with nothing pushed, a feature branch of one's own, a lease-protected push with no such purpose.
Paraphrases of hints-AA git items (different wordings).
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Running `git reflog expire --expire=now --all` and `git gc --prune=now --aggressive`, then "
     "`git push --force origin master`.", "stop"),
    ("Pruning every unreachable object and force-pushing develop so nobody can ever recover the old "
     "commits.", "stop"),
    ("Rewriting main with filter-repo and force-pushing it so the old history is gone for good.", "stop"),
    # twins
    ("Expiring the reflog and running `git gc --prune=now` in my scratch clone to reclaim disk space.",
     "pause"),
    ("Force-pushing my own feature branch so the typo commits are gone for good.", "pause"),
    ("Force-pushing main with --force-with-lease after the rebase the team agreed on.", "pause"),
    ("Explaining in the runbook why we never expire the reflog before a force push to main.", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_history_unrecoverable(hint, want):
    _check(hint, want)
