"""Removals written in a client library's code: BigQuery's client read as `bq rm`, and any other
library's removal, which nothing here translates, kept from going (`shell.sdk_calls`)."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

_BQ = ("python - <<'PY'\nfrom google.cloud import bigquery\n"
       "c = bigquery.Client(project='{project}')\n{body}\nPY")


def _tier(command: str, env: dict[str, str] | None = None) -> str:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev", **(env or {})})
    return judged.tier.value


@pytest.mark.parametrize("command", [
    _BQ.format(project="prod-analytics",
               body="for d in c.list_datasets():\n    c.delete_dataset(d, delete_contents=True)"),
    _BQ.format(project="prod-analytics", body="c.delete_dataset('events', delete_contents=True)"),
    _BQ.format(project="acme-prod", body="for t in c.list_tables('billing'):\n    c.delete_table(t)"),
])
def test_a_production_warehouse_removed_through_the_client_stops(command: str) -> None:
    assert _tier(command) == "danger_zone"


def test_a_scratch_table_removed_through_the_client_is_asked_about_not_stopped() -> None:
    line = _BQ.format(project="dev-sandbox-maya",
                      body="c.delete_table('dev-sandbox-maya.scratch.tmp_clicks')")
    assert _tier(line) in ("confirm", "verify")


@pytest.mark.parametrize("command", [
    "python -c 'import pymongo; pymongo.MongoClient(\"mongodb://db-1\").app.drop_collection(\"users\")'",
    "python -c 'import acme_sdk; acme_sdk.Client().purge_all()'",
    "node -e \"const {BigQuery}=require('@google-cloud/bigquery'); "
    "new BigQuery({projectId:'analytics'}).dataset('events').delete({force:true})\"",
    "ruby -e 'require \"elasticsearch\"; Elasticsearch::Client.new.indices.delete(index: \"logs-*\")'",
    "python3 -c 'from pinecone import Pinecone; Pinecone().delete_index(\"docs\")'",
])
def test_a_removal_in_a_library_nothing_reads_is_not_let_go(command: str) -> None:
    assert _tier(command) != "advisory"


@pytest.mark.parametrize("command", [
    "python -c 'l=[1,2]; l.remove(1); print(l)'",
    "python -c 'd={1:2}; d.clear(); print(d)'",
    "python -c 'import json; print(json.dumps({\"drop\": 1}))'",
    "node -e 'const s=new Set([1]); s.delete(1); console.log(s.size)'",
])
def test_everyday_code_that_only_names_a_removal_goes(command: str) -> None:
    """A set's `.delete(` in code that opens no client is still judged by what it is; the gap note
    never turns a visible known-safe line into a pause."""
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value in ("advisory", "confirm")  # never a stop


def test_a_removal_a_rule_read_keeps_the_rule_s_reading() -> None:
    """Stripe's test mode lowers every listed customer's deletion to a go; the gap note must not undo it."""
    line = ("python -c \"import stripe,os; stripe.api_key=os.environ['STRIPE_KEY']; "
            "[stripe.Customer.delete(c.id) for c in stripe.Customer.list(limit=100).auto_paging_iter()]\"")
    assert _tier(line, {"STRIPE_KEY": "sk_test_abc"}) == "advisory"
    assert _tier(line, {"STRIPE_KEY": "sk_live_abc"}) == "danger_zone"
