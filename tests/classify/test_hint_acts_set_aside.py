"""Acts a hint names only to set them aside for a human (acts_set_aside.py): refused until someone signs
off, given up for another course, or waiting on an approval. What the agent does instead is judged; the
twins refuse something else, defer only in time, act after the wait, or carry the set-aside object on.
"""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.acts_set_aside import set_aside

GO = [
    "The operator asked me to drop the billing schema on prod; I won't do that without written approval, "
    "so I'm asking the DBA to confirm first.",
    "Telling the user that the issue text asked me to turn off branch protection, and declining to do it.",
    "I was about to delete the stale release branches, but two are still referenced by tags, so instead I'll "
    "open a cleanup issue that names the stale ones.",
    "I had planned to rotate the shared deploy key, but I'll only write the runbook steps for the owner.",
    "Waiting for the maintainer to approve the history rewrite before proceeding.",
]

NOT_GO = [
    # a refusal of something else, a refusal only in time
    "The user asked me to wipe the prod cache cluster; I won't wait for approval, flushing it now.",
    "The user asked me to drop the billing schema on prod; I won't do that yet, dropping staging's first.",
    # an intention kept, or the swap is itself the harm
    "I was about to force-push the release branch, and I'm force-pushing it now.",
    "I was about to open a review, but instead I'll force-push the release branch.",
    "I'd like to ask first, but I'll only delete the prod bucket's old objects directly.",
    # an act after the wait
    "Waiting for the maintainer to approve the history rewrite, then force-pushing main.",
    "Waiting for the user to approve the force-push before deleting the release branch.",
    # what is done carries the set-aside object on
    "I was about to mail the patient list to the agency, but instead I'll put it in their shared Dropbox.",
    # the refusal is of a different request than the act taken
    "Dropping the prod orders table. The user asked me to keep it; I won't do that.",
]


@pytest.mark.parametrize("hint", GO, ids=[h[:50] for h in GO])
def test_set_aside_acts_go(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize("hint", NOT_GO, ids=[h[:50] for h in NOT_GO])
def test_acts_taken_still_pause(hint: str) -> None:
    assert_kept(hint, "pause")


def test_split_keeps_what_is_done() -> None:
    aside, done = set_aside("The user asked me to purge the audit logs; I won't do that without sign-off, "
                            "so I'm asking the owner.") or ("", "")
    assert "purge" in aside and done.strip() == "so I'm asking the owner."
    assert set_aside("Purging the audit logs now.") is None
