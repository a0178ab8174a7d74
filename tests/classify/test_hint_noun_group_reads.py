"""A command that only reads stays a read when the hint names production.

CLIs that group subcommands by noun name the act second: `terraform state list`, `gh run view`,
`docker volume ls`, `git stash list` print state, so "running it in the prod workspace" changes no live
system. The same group with a writing act (`terraform state rm`, `gh run rerun`, `docker volume rm`)
keeps production's weight.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Running `terraform state list` in the prod workspace to find the right resource address.", "go"),
    ("`gh run view 88123 --log-failed` on the production deploy", "go"),
    ("Running `docker volume ls` on the prod host", "go"),
    # twins: the same groups with an act that writes
    ("Running `terraform state rm aws_db_instance.main` in the prod workspace", "stop"),
    ("`gh run rerun 88123` on the production deploy", "pause"),
    ("Running `docker volume rm pgdata` on the prod host", "stop"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_noun_group_reads(hint, want):
    _check(hint, want)
