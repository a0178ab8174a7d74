"""Where a statement runs is read after what it runs with.

"Running `UPDATE users SET role='admin'` with no WHERE clause on production" only paused: "no" was
taken to refuse the place four words on, and "with" made production a source of data. "No" refuses
the noun it stands before; a place after "on" is where the act happens. A place that is refused
("not touching prod") still is not the target.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Running `UPDATE users SET role='admin'` with no WHERE clause on production.", "stop"),
    ("Running `DELETE FROM sessions` with no filter against the prod database.", "stop"),
    ("Running `UPDATE users SET role='admin'` with no WHERE clause on the local dev database.", "pause"),
    ("Not touching prod: running `UPDATE flags SET on=false WHERE id=3` on my local db.", "go"),
]


@pytest.mark.parametrize(("hint", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_environment_after_with(hint: str, expected: str) -> None:
    _check(hint, expected)
