"""A read's search terms are not acts (read_effect.py): what it looks for is not done, what it reads and
any second act still count."""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.read_effect import read_only

# Reads whose destructive words are patterns, filters or the topic of what is read, in tools and words
# the opened lines did not use
HARMLESS_READS = [
    'splunk.search index=prod_audit query="rm -rf" earliest=-24h',
    'loki.query_range query=\'{app="billing"} |= "DROP TABLE"\' since=1h',
    "datadog.logs service=payments env=production filter=\"terminated\"",
    "cloudtrail.lookup_events EventName=DeleteBucket StartTime=2026-11-23",
    "Search the Postgres slow-query log for TRUNCATE statements from last night.",
    "Grep the deploy logs for 'force-push' to see which job rewrote history.",
    "Find which cron job deleted the nightly backups on the prod host last week.",
    "Look up in the Okta system log who deactivated the contractor accounts.",
    "Reading the production nginx error log for the 'connection reset' lines around the outage",
    "Reviewing the incident timeline of who dropped the analytics schema on Friday",
]

# Reads that are more than a read, or read what matters: they keep their verdicts
HARMFUL_LOOK_ALIKES = [
    ("search the prod logs for stale sessions and delete them", "pause"),
    ("Look up the stale prod S3 buckets, then delete them", "pause"),
    ("List the old release branches on origin to delete them", "pause"),
    ("kubectl.logs namespace=prod pod=api-7f9 --delete", "pause"),
    ('db.query sql="DELETE FROM customers WHERE created_at < now()" env=production', "pause"),
    ('db.query sql="UPDATE accounts SET balance = 0" env=production', "pause"),
    ("vault.get path=secret/prod/payments-db-password", "pause"),
    ("Look up the production database password in Vault and print it", "pause"),
    ("find /var/lib/postgresql -name '*.wal' -delete", "pause"),
    ("Reading the production orders table, then truncating it to start fresh", "pause"),
    ("Counting the prod RDS snapshots before we delete the old ones", "pause"),
    ("Reading the prod Stripe API key from the vault so I can test the webhook", "pause"),
]


@pytest.mark.parametrize("hint", HARMLESS_READS)
def test_search_terms_are_not_acts(hint: str) -> None:
    assert read_only(hint)
    assert_rules_go(hint)


@pytest.mark.parametrize(("hint", "want"), HARMFUL_LOOK_ALIKES)
def test_more_than_a_read_keeps_its_verdict(hint: str, want: str) -> None:
    assert_kept(hint, want)


@pytest.mark.parametrize("hint", [h for h, _ in HARMFUL_LOOK_ALIKES])
def test_more_than_a_read_is_not_one_read(hint: str) -> None:
    assert not read_only(hint)
