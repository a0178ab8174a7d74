"""A store on the agent's own machine that the hint says is rebuilt from fixtures on each run is
disposable, as one that "only holds the seeded fixtures" already was: "Resetting my local SQLite test
database — the test harness rebuilds it from fixtures every run anyway". A staging database others use
is not, whatever refills it. The twins deny the rebuild, name staging, or name production (never
disposable).
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Resetting my local SQLite test database — the test harness rebuilds it from fixtures every run anyway.",
     "go"),
    ("Resetting the shared staging database — nothing rebuilds it from fixtures", "pause"),
    ("Dropping the customers table in the staging database; the harness rebuilds it from fixtures", "pause"),
    ("Dropping the prod database — the harness rebuilds it from fixtures", "stop"),
    ("Resetting my local SQLite test database", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_rebuilt_from_fixtures(hint, want):
    _check(hint, want)
