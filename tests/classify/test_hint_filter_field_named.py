"""After a filtering verb and its preposition, a base form names the field rows are picked by.

"Calling aws.describe_instances filtered on tag env=prod": "tag" is the field the instances are picked
by, not a tag applied to production hosts. A verb of the agent's own elsewhere in the hint ("then tag
them all", "and terminating them") is still read.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Calling aws.describe_instances filtered on tag env=prod to list the running hosts.", "go"),
    # twins
    ("Listing instances filtered by tag env=prod, then tag them all as deprecated on prod", "pause"),
    # every production instance the filter picks, terminated: read with the call, a stop
    ("Calling aws.describe_instances filtered on tag env=prod and terminating them", "stop"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_filter_field_named(hint, want):
    _check(hint, want)
