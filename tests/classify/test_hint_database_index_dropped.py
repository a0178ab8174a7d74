"""Dropping a relational database's index loses no data: CREATE INDEX builds it again from its table.

"Dropping the idx_orders_tmp index I created on my local database": an index of a database (the word
database, a table, or an idx_ name) holds nothing of its own. A search engine's index (Elasticsearch,
a search cluster) is the stored documents themselves; production, every index, a table dropped beside
it, or an index named with nothing relational keep their verdicts.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Dropping the idx_orders_tmp index I created on my local database while benchmarking.", "go"),
    ("Dropping the idx_orders_tmp index on the staging database", "go"),
    # twins
    ("Dropping the idx_orders_tmp index on the prod database", "stop"),
    ("Dropping the products index in Elasticsearch", "pause"),
    ("Dropping the products index on the search cluster", "pause"),
    ("Dropping all indexes on the orders table", "pause"),
    ("Dropping the orders table and its idx_orders_tmp index on my local database", "pause"),
    ("Deleting the customers index", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_database_index_dropped(hint, want):
    _check(hint, want)
