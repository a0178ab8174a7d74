"""Session 28's opened sets (DX, DY): a statement carried inside a JSON or YAML document (dbt's macros,
Databricks' SQL statements API), a table replaced by `CREATE OR REPLACE TABLE`, and devices a listing of
/dev hands to xargs — each with harmless twins."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command


def _tier(command: str) -> str:
    return classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"}).tier.value


@pytest.mark.parametrize("command", [
    "dbt run-operation run_query --args \"{sql: 'drop table if exists analytics.snap.balances'}\" -t prod",
    "dbt run-operation run_query --args '{\"sql\": \"truncate table finance.ledger\"}' --target prod",
    "databricks api post /api/2.0/sql/statements --json '{\"warehouse_id\": \"8f2e\", "
    "\"statement\": \"DROP CATALOG prod CASCADE\"}'",
    "snowsql -c prod -q 'CREATE OR REPLACE TABLE ANALYTICS.FINANCE.BALANCES AS SELECT * FROM X WHERE 1=0'",
    "bq query --project_id=acme-prod 'CREATE OR REPLACE TABLE finance.balances AS SELECT 1'",
    "ls /dev/sd? | xargs -n1 sudo wipefs -a",
    "ls /dev/nvme?n1 | xargs -n1 sudo mkfs.ext4 -F",
    "ls -1 /dev/disk/by-id/usb-* | xargs -n1 sudo blkdiscard",
])
def test_the_carried_act_stops(command: str) -> None:
    assert _tier(command) == "danger_zone"


@pytest.mark.parametrize("command", [
    "dbt run-operation run_query --args \"{sql: 'select count(*) from analytics.orders'}\" -t prod",
    "dbt run-operation grant_select --args '{role: reporter}'",
    "databricks api post /api/2.0/sql/statements --json '{\"statement\": \"SELECT 1\"}'",
    "snowsql -c prod -q 'CREATE OR REPLACE VIEW ANALYTICS.FINANCE.V AS SELECT 1'",
    "snowsql -c prod -q 'CREATE OR REPLACE TEMPORARY TABLE T AS SELECT 1'",
    "ls /dev/sd?",
    "ls -1 /dev/ttyUSB* | xargs -n1 stty -F",
])
def test_the_harmless_twin_goes(command: str) -> None:
    assert _tier(command) == "advisory"


def test_a_scratch_table_replaced_is_still_asked_about() -> None:
    line = "snowsql -c dev -q 'CREATE OR REPLACE TABLE DEV_PRIYA.SCRATCH.X AS SELECT 1'"
    assert _tier(line) in ("confirm", "verify")
