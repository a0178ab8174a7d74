"""What a program reads from its environment, or the repository it is pointed at, can be production.

A connection a program reads by a name of its own (`FEATURE_STORE_DSN`, `ORDERS_DATABASE_URL`,
`…_DB_HOST`) points it at production when its value names production, as DATABASE_URL does. An option
naming a destroying verb with data as its scope (`--purge-all`, `--drop-tables`, not `--reset-cache`
or `--delete-branch`) is a data-loss option. A monorepo build tool running a target named for a
database reset (`pants run tools/db:reset`) is the project script `npm run db:reset`, and a local
database named as throwaway (`acme_scratch`) is recreated as a test one is. A backup retention that
keeps a single snapshot (`--keep-last 1`) pauses, and stops on production's repository. Twins: the
same on a dev value pauses, reads go, an unrelated production variable (`SENTRY_DSN`) changes nothing
for a harmless command, a routine retention on production keeps its pause. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
PROD_DSN = {"ORDERS_DATABASE_URL": "postgresql://etl@orders-prod.acme.internal:5432/orders"}
DEV_DSN = {"ORDERS_DATABASE_URL": "postgresql://etl@orders-dev.acme.internal:5432/orders"}
PROD_URL = {"DATABASE_URL": "postgres://admin@db.prod.acme.internal:5432/app"}

CASES = [
    ("python scripts/prune_orders.py --purge-all", PROD_DSN, "stop"),
    ("python scripts/prune_orders.py --purge-all", DEV_DSN, "pause"),
    ("python scripts/prune_orders.py --report", PROD_DSN, "go"),
    ("ls -la", {"SENTRY_DSN": "https://k@sentry.prod.acme.io/4"}, "go"),
    ("python scripts/prune_orders.py --drop-tables", PROD_DSN, "stop"),
    ("python etl/load.py --truncate-all", {}, "pause"),
    ("npx react-native start --reset-cache", {}, "go"),
    ("gh pr merge 42 --squash --delete-branch", {}, "go"),
    ("bazel run //tools/db:reset -- --yes", PROD_URL, "stop"),
    ("bazel run //tools/db:reset -- --yes", {}, "pause"),
    ("bazel run //tools/db:reset -- --yes", {"DATABASE_URL": "postgres://dev@localhost/shop_scratch"}, "go"),
    ("bazel run //tools/db:reset -- --yes", {"DATABASE_URL": "postgres://dev@localhost/shop_dev"}, "pause"),
    ("bazel run //tools/db:report", PROD_URL, "go"),
    ("restic -r s3:s3.amazonaws.com/acme-prod-restic forget --keep-last 1 --prune", {}, "stop"),
    ("borg prune --keep-last=1 /mnt/backup/devbox", {}, "pause"),
    ("restic -r s3:s3.amazonaws.com/acme-prod-restic forget --keep-daily 7 --keep-weekly 4 --prune", {},
     "pause"),
]


@pytest.mark.parametrize(("command", "env", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_production_from_environment(command: str, env: dict[str, str], expected: str) -> None:
    verdict = classify_command(command, "/home/dev/app", {"HOME": "/home/dev", **env})
    assert LABEL[verdict.tier.value] == expected
