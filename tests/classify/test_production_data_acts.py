"""Production data destroyed by a routine-looking statement: a DELETE that cuts a table's history at a
calendar date, a hosted warehouse's table emptied where no environment name keeps it off production, a
production host's volumes pruned with its images. The same acts on a development target, a rolling
retention window, a scoped deletion or an image-only prune keep their pause or go."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.history_cut import history_cut
from dongle.classify.sql import EXPENDABLE_TABLE
from dongle.levels import DangerLevel


@pytest.mark.parametrize("command", [
    "psql -h pg-primary.prod.acme.internal -d checkout -c "
    "\"DELETE FROM orders WHERE created_at < '2024-01-01'\"",
    "mysql -h db-prod.lumen.internal magento -e \"DELETE FROM sales_order WHERE created_at < '2023-01-01'\"",
    "psql \"$PROD_DATABASE_URL\" -c \"DELETE FROM journal_entries WHERE posted_at <= DATE '2022-12-31'\"",
    "ssh db-1.prod 'psql -d ledger -c \"DELETE FROM invoices WHERE created_at < '\"'\"'2021-01-01'\"'\"'\"'",
    "bq query --nouse_legacy_sql 'TRUNCATE TABLE `acme-analytics.raw_events.page_views`'",
    "bq query --use_legacy_sql=false 'DELETE FROM analytics.events WHERE TRUE'",
    "ssh ops@worker-prod-2.acme.internal 'sudo docker system prune -af --volumes'",
])
def test_production_data_dropped_stops(command: str) -> None:
    assert classify_command(command, "/home/dev/app").danger_level == DangerLevel.FORBIDDEN, command


@pytest.mark.parametrize("command", [
    "psql -d shop_dev -c \"DELETE FROM orders WHERE created_at < '2024-01-01'\"",
    "psql -h pg-prod.acme.internal -d ledger -c "
    "\"DELETE FROM invoices WHERE created_at < now() - interval '7 years'\"",
    "psql -h pg-prod -c \"DELETE FROM sessions WHERE expires_at < '2024-01-01'\"",
    "psql -h pg-prod -c \"DELETE FROM orders WHERE customer_id = 88213 AND created_at < '2024-01-01'\"",
    "psql -h pg-prod -c \"BEGIN; DELETE FROM orders WHERE created_at < '2024-01-01'; ROLLBACK;\"",
    "bq query --use_legacy_sql=false 'DELETE FROM `acme-dev.billing.invoices` WHERE TRUE'",
    "bq query --use_legacy_sql=false 'CREATE TABLE analytics.daily AS SELECT 1'",
    "bq query --use_legacy_sql=false --dry_run 'DELETE FROM analytics.events WHERE true'",
    "ssh worker-prod-2 'docker system prune -af'",
    "docker system prune -af --volumes",
])
def test_not_production_data_dropped_does_not_stop(command: str) -> None:
    assert classify_command(command, "/home/dev/app").danger_level < DangerLevel.FORBIDDEN, command


@pytest.mark.parametrize(("sql", "cut"), [
    ("DELETE FROM orders WHERE created_at < '2024-01-01'", True),
    ("delete from public.orders where order_date <= '2020-01-01';", True),
    ("DELETE FROM orders WHERE created_at < '2024-01-01'::date", True),
    ("DELETE FROM orders WHERE id < '2024'", False),
    ("DELETE FROM cache_entries WHERE created_at < '2024-01-01'", False),
    ("DELETE FROM orders WHERE created_at < '2024-01-01' AND tenant = 'x'", False),
    ("SELECT * FROM orders WHERE created_at < '2024-01-01'", False),
])
def test_history_cut_reading(sql: str, cut: bool) -> None:
    assert history_cut(sql, EXPENDABLE_TABLE) is cut
