"""Issue 14, blind AF (opened): a POST to a query endpoint is a read, each tried both ways.

Metrics, log and search services take long queries in a POST body (Prometheus and its kin, Loki,
Elasticsearch/OpenSearch `_search` and `_count`): nothing changes, so it goes as a GET does. The same
services' writes and deletes (remote write, delete_series, delete_by_query) keep their pause. Hosts and
queries invented here, not lines of the scored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("curl -s -X POST https://thanos-query.obs.example.org/api/v1/query_range "
     "--data-urlencode 'query=up{job=\"checkout\"}' -d start=1700000000 -d end=1700003600 -d step=60", "go"),
    ("curl -s -XPOST 'https://search.obs.example.org:9200/audit-*/_count' "
     "-H 'Content-Type: application/json' -d '{\"query\":{\"term\":{\"user\":\"svc-ci\"}}}'", "go"),
    ("curl -s -G https://loki.obs.example.org/loki/api/v1/query "
     "--data-urlencode 'query={app=\"cart\"}'", "go"),
    ("curl -s -X POST 'https://prom.obs.example.org/api/v1/admin/tsdb/delete_series?match[]=up'", "pause"),
    # every document of the audit indices deleted: the audit trail itself is wiped (stop since session 26's
    # argument shapes; the request body is the option's value, not a word that the act only reads)
    ("curl -s -X POST 'https://search.obs.example.org:9200/audit-*/_delete_by_query' "
     "-d '{\"query\":{\"match_all\":{}}}'", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_query_endpoints_read(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
