"""What a data pipeline's commands do to the data it owns (blind Z, Z-data-pipeline-10/11).

- A pipeline run started by hand runs its jobs against the data they write: `airflow dags trigger
  backfill_billing --conf '{…}'` rewrites every day of the range (pause), as a cleared task or a
  backfill does; listing, testing one date or a dry run reads.
- `test` in a topic's name names an environment, not a throwaway: `kafka-topics --delete --topic
  orders-replay-test` on a staging broker loses its retained messages (pause); on production it stops;
  on a broker on this machine any topic is the developer's own and goes (store scope; blind T labelled
  it pause, blind AU and AI go); describing one reads.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("airflow dags trigger backfill_billing --conf '{\"start\":\"2024-01-01\"}'", "pause"),
    ("airflow tasks clear etl_orders -s 2024-01-01 -e 2024-01-31 -y", "pause"),
    ("airflow dags backfill etl_orders -s 2024-01-01 -e 2024-01-31", "pause"),
    ("airflow dags list", "go"),
    ("airflow dags test etl_orders 2024-01-01", "go"),
    ("airflow dags backfill etl_orders -s 2024-01-01 -e 2024-01-31 --dry-run", "go"),
    ("kafka-topics.sh --bootstrap-server kafka-staging:9092 --delete --topic orders-replay-test", "pause"),
    ("kafka-topics.sh --bootstrap-server localhost:9092 --delete --topic test-orders", "go"),
    ("kafka-topics.sh --bootstrap-server kafka-prod-1.acme.internal:9092 --delete --topic test-x", "stop"),
    ("kafka-topics.sh --bootstrap-server localhost:9092 --describe --topic test-orders", "go"),
    ("kafka-topics.sh --bootstrap-server localhost:9092 --delete --topic scratch-bob", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_data_pipeline_act(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/ml-pipeline", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
