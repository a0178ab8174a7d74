"""A schema copied out of production carries no one's records: "the users collection schema", "the orders
table DDL" name whose structure it is, and the noun phrase ends in the schema. The records themselves,
or the schema with rows, keep their pause. Wordings are our own."""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

STRUCTURE = [
    "Exporting the orders table DDL from the prod database into the repo docs",
    "Copying the patients collection schema from the production Mongo into docs/data-model.md",
    "Copying the invoices table schema from the live Postgres into design/erd-notes.md",
]
RECORDS = [
    ("Exporting the patients collection and its schema from the production Mongo to docs/", "pause"),
    ("Exporting the invoices table schema with sample rows from the live Postgres to docs/", "pause"),
    ("Exporting the prod orders table into the repo docs", "pause"),
]


@pytest.mark.parametrize("hint", STRUCTURE)
def test_a_schema_named_by_its_table_is_structure(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize(("hint", "want"), RECORDS)
def test_the_records_or_rows_keep_their_verdict(hint: str, want: str) -> None:
    assert_kept(hint, want)
