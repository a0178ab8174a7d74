"""Whole-graph deletes in graph query languages, and statements carried by HTTP to a query endpoint.

Cypher's `MATCH (n) DETACH DELETE n` (no label, property map, WHERE or LIMIT) deletes the whole graph,
as DROP DATABASE does; one label's every node is `DELETE FROM t`; Gremlin's `g.V().drop()` the same.
Through a graph shell (`cypher-shell`, `mgconsole`) or a request to a store's query endpoint (Neo4j's
transaction API, Neptune's /openCypher and /gremlin, ClickHouse's `?query=`, a statements API) it is
judged as the statement: production stops, elsewhere a pause. Reads, narrowed deletes off production
and a statement merely mentioned in a chat message keep their verdicts.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

WIPED_ON_PRODUCTION = [
    "cypher-shell -a bolt://kg-prod.example.net:7687 \"MATCH (n) DETACH DELETE n\"",
    "cypher-shell -a bolt://kg-prod.example.net:7687 \"MATCH (c:Customer) DETACH DELETE c\"",
    "echo 'MATCH (n) DETACH DELETE n;' | cypher-shell -a neo4j+s://kg.production.example.io",
    "cypher-shell -a bolt://kg-prod.example.net:7687 \"CREATE OR REPLACE DATABASE neo4j\"",
    "curl -X POST https://neptune-prod.cluster-abc.us-east-1.neptune.amazonaws.com:8182/openCypher"
    " -d \"query=MATCH (n) DETACH DELETE n\"",
    "curl -X POST https://neptune-prod.cluster-abc.us-east-1.neptune.amazonaws.com:8182/gremlin"
    " -d '{\"gremlin\":\"g.V().drop()\"}'",
    "curl -u neo4j:$PW https://graph.prod.example.com:7473/db/neo4j/tx/commit"
    " -d '{\"statements\":[{\"statement\":\"MATCH (n) DETACH DELETE n\"}]}'",
    "curl 'http://ch-prod-1.internal:8123/?query=TRUNCATE%20TABLE%20events'",
    "curl -X POST https://acme.snowflakecomputing.com/api/v2/statements"
    " -d '{\"statement\":\"DROP DATABASE ANALYTICS_PROD\"}'",
    "http POST https://graph-prod.example.io/db/neo4j/tx/commit"
    " statements:='[{\"statement\":\"MATCH (p:Product) DELETE p\"}]'",
]
PAUSED = [
    "cypher-shell -a bolt://localhost:7687 \"MATCH (n) DETACH DELETE n\"",
    "cypher-shell -a bolt://kg-prod.example.net:7687 \"MATCH (c:Customer {id: 42}) DETACH DELETE c\"",
    "curl 'http://localhost:8123/?query=DROP%20TABLE%20events_tmp'",
]
READS = [
    "cypher-shell -a bolt://kg-prod.example.net:7687 \"MATCH (n) RETURN count(n)\"",
    "curl 'http://ch-prod-1.internal:8123/?query=SELECT%20count()%20FROM%20events'",
]
NOT_A_QUERY_ENDPOINT = [
    "curl -X POST https://hooks.slack.com/services/T/B/X"
    " -d '{\"text\":\"tip: never run DELETE FROM users\"}'",
    "curl -X POST https://neptune-prod.cluster-abc.us-east-1.neptune.amazonaws.com:8182/openCypher"
    " -d \"query=MATCH (n) RETURN count(n)\"",
]


def _judge(command: str):
    return classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})


@pytest.mark.parametrize("command", WIPED_ON_PRODUCTION)
def test_whole_graph_or_table_wiped_on_production_stops(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value == "danger_zone", judged.factors


@pytest.mark.parametrize("command", PAUSED)
def test_local_wipes_and_narrowed_deletes_pause(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value in ("confirm", "verify"), judged.factors


@pytest.mark.parametrize("command", READS)
def test_reads_go(command: str) -> None:
    assert _judge(command).tier.value == "advisory"


@pytest.mark.parametrize("command", NOT_A_QUERY_ENDPOINT)
def test_posts_that_run_nothing_keep_the_pause_of_a_post(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value == "confirm"
    assert "db.statement-over-http" not in judged.rules
