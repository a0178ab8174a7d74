"""SQL written into a migration is judged as what it does when the migration tool applies it (GY-87).

A migration tool runs the file without showing anyone its statements, and an approved `psql -f FILE`
is retried as the same line: so statements that drop, empty or wipe tables make the write a pause.
An index or a column added is everyday; a scratch query, a test fixture, a plan in /tmp are read or
run by someone who sees them.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

PAUSED = [
    "printf '\\nDROP TABLE orders CASCADE;\\n' >> db/migrations/0042_add_order_index.sql",
    "printf 'TRUNCATE events;\\n' > flyway/sql/V2__wipe.sql",
    "echo 'DELETE FROM users;' >> alembic/versions/0007_cleanup.sql",
]
GO = [
    "printf 'CREATE INDEX idx_orders_user ON orders(user_id);\\n' > db/migrations/0042_add_order_index.sql",
    "echo 'ALTER TABLE orders ADD COLUMN note text;' >> db/migrations/0043.sql",
    "printf '%s\\n' \"DELETE FROM users;\" > tests/fixtures/unsafe.sql",
    "printf 'DROP DATABASE %s;\\n' billing >> /tmp/plan.sql",
]


@pytest.mark.parametrize("command", PAUSED)
def test_destroying_sql_written_into_a_migration_pauses(command: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == "confirm" and "compound.code-planted" in judged.rules, judged.factors


@pytest.mark.parametrize("command", GO)
def test_everyday_sql_files_pass(command: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == "advisory", judged.factors
