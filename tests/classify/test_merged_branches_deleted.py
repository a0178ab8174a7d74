"""Merged branches deleted lose names, not work (blind W W-pipeline-7, blind Y Y-pipelines-12).

Every remote branch a listing names, deleted by a push, stopped; branches listed as merged (`git branch
-r --merged origin/main`) have every commit in main, so deleting them is the push's own pause, as a
named branch's delete is. `--no-merged`, or no filter at all, is every branch with its unmerged work
(stop).
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

PUSH = "xargs -n1 git push origin --delete"
CASES = [
    (f"git branch -r --merged origin/main | grep -v main | sed 's#origin/##' | {PUSH}", "pause"),
    (f"git branch -r --merged=origin/main | {PUSH}", "pause"),
    (f"git branch -r --no-merged | sed 's#origin/##' | {PUSH}", "stop"),
    (f"git branch -r | grep -v HEAD | sed 's#origin/##' | {PUSH}", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_merged_branches_deleted(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
