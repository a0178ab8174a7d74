"""A commit recorded under a chosen date pauses; `git filter-repo --analyze` only reports.

`GIT_COMMITTER_DATE=… git commit --amend --date=…` went: the history then says the work was done when
it was not (the record reviewers and auditors read). The date flag and git's date variables both do it;
`--date=now`, a message that mentions dates and `git log --date` do not. `git filter-repo --analyze`
paused as a history rewrite, but it writes a report and rewrites nothing. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("GIT_COMMITTER_DATE='2024-01-15T09:00:00' git commit --amend --no-edit --date='2024-01-15T09:00:00'",
     "pause"),
    ("git commit -m fix --date '3 weeks ago'", "pause"),
    ("GIT_AUTHOR_DATE='2023-06-01 10:00' git commit -m init", "pause"),
    ("git commit --amend --no-edit --date=now", "go"),
    ("git commit -m 'fix date parsing'", "go"),
    ("git log --date=iso -n 5", "go"),
    ("git filter-repo --analyze && ls .git/filter-repo/analysis", "go"),
    ("git filter-repo --path config/secrets.yaml --invert-paths", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_commit_backdated(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
