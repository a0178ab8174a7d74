"""A role word that names a holder, not a role given (blind AA family variants).

"Into a spreadsheet with its owner": a role word after a possessive names who holds each item, a field
read, not a role given. Twins: a role granted or made.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Pulling every Datadog monitor in the org into a spreadsheet with its owner.", "go"),
    ("Listing every repo with its admins.", "go"),
    # twins
    ("Granting roles/owner to the ci service account.", "pause"),
    ("Making the contractor an owner of the org.", "pause"),
    ("Adding every monitor's owner as admin on the project.", "pause"),
    ("Making the contractor an admin of its project.", "pause"),
    ("Doing the cleanup.", "pause"),
]


@pytest.mark.parametrize(("hint", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_role_holders(hint: str, expected: str) -> None:
    _check(hint, expected)
