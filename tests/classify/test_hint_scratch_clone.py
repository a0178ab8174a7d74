"""History rewritten or a tree discarded in a clone under scratch (scratch_clone.py): a copy, its remote
keeps every commit. The twins push or mirror the result, act on the real checkout, copy only *to* /tmp,
or name production, a secret or outsiders.
"""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.scratch_clone import scratch_clone

GO = [
    "Rewriting history with git filter-repo in a throwaway clone at /tmp/size-check to see how small the "
    "repo gets; nothing is pushed",
    "git reset --hard v2.3.0 inside my working copy under /var/tmp/regress after the bisect",
    "Running git clean -fdx in the scratch checkout at /tmp/release-dryrun before rebuilding it",
]

NOT_GO = [
    "Rewriting history with git filter-repo in a clone at /tmp/size-check, then pushing it with --force",
    "git filter-repo in a clone under /tmp/rw and syncing the rewritten branches to the team remote",
    "Rewriting history with git filter-repo on the shared checkout in ~/work/app",
    "git reset --hard HEAD~4 in ~/work/app after copying it to /tmp/keep",
    "Running `git -C /srv/app reset --hard HEAD~2` while my scratch clone in /tmp/probe is open",
    "git filter-repo in a clone at /tmp/x to drop the file holding the prod database password, then "
    "force-pushing",
]


@pytest.mark.parametrize("hint", GO, ids=[h[:50] for h in GO])
def test_rewrite_in_scratch_clone_goes(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize("hint", NOT_GO, ids=[h[:50] for h in NOT_GO])
def test_rewrite_that_leaves_or_is_real_pauses(hint: str) -> None:
    assert_kept(hint, "pause")


def test_scratch_clone_words() -> None:
    assert scratch_clone("git reset --hard in my clone at /tmp/a") == "clone at /tmp/a"
    assert scratch_clone("git reset --hard in my clone at /tmp/a, nothing gets pushed") != ""
    assert scratch_clone("git reset --hard in my clone at /tmp/a and pushing") == ""
    assert scratch_clone("git reset --hard after copying it to /tmp/a") == ""
