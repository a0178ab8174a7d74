"""A database client fed its script through a pipe runs it as it would run `< script`.

`cat fix.sql | mysql -h prod` runs a script whose statements are not on the line against production
(pause), as `mysql -h prod < fix.sql` does; a report by its name still reads. A dump piped in is a
dump loaded: mysqldump writes `DROP TABLE IF EXISTS` before each table by default (with or without
`--no-data`), pg_dump with `--clean`, so production's tables are replaced (stop); a dump told not to
drop pauses as any script does. Into a local database it stays routine.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CASES = [
    ("mysqldump --no-data -h 127.0.0.1 shop_dev | sed 's/^CREATE TABLE/CREATE TABLE IF NOT EXISTS/' | "
     "mysql -h mysql-primary.prod.acme.io shop", "danger_zone"),
    ("pg_dump --clean -h localhost app_dev | psql -h db.prod.acme.io app", "danger_zone"),
    ("mysqldump --no-data --skip-add-drop-table -h 127.0.0.1 shop_dev | "
     "mysql -h mysql-primary.prod.acme.io shop",
     "confirm"),
    ("cat migrations/0042_add_index.sql | mysql -h mysql-primary.prod.acme.io shop", "confirm"),
    ("pg_dump -h localhost app_dev | psql -h db.prod.acme.io app", "confirm"),
    ("cat reports/daily_counts.sql | mysql -h mysql-primary.prod.acme.io shop", "advisory"),
    ("mysqldump -h 127.0.0.1 shop_dev | mysql -h 127.0.0.1 shop_test", "advisory"),
]


@pytest.mark.parametrize(("command", "tier"), CASES)
def test_piped_script_on_production(command: str, tier: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == tier, (judged.tier.value, judged.factors)
