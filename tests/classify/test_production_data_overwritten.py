"""Production data replaced or lost wholesale by something that is not a DROP.

A dump loaded into a production database (a dump drops and recreates its tables), the server's
binary logs purged, every key a scan lists deleted, a topic's retention cut to minutes: each loses
or replaces data as a DROP would, and stops on production. A Kafka consumer group's offsets moved
leave the messages in the topic (moving back undoes it from then on): a pause. Their twins stay go:
a transaction rolled back (a dry run), a scoped key pattern, a `--dry-run` reset, a describe, a week's
retention, the same dump loaded on this machine.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str, env: dict[str, str] | None = None) -> str:
    return LABEL[classify_command(command, CWD, env or {"HOME": "/home/dev"}).tier.value]


CASES = [
    # a dump loaded: production stops, this machine's scratch database is a routine restore
    ("psql -h pg-primary.prod.internal -d app < backups/app_backup_2024-06-01.sql", "stop"),
    ("mariadb -h db-prod-2.acme.internal orders < exports/orders-export.sql", "stop"),
    ("psql -h localhost -d app_dev < backups/app_backup_2024-06-01.sql", "go"),
    ("mariadb -h db-prod-2.acme.internal orders < migrations/0042_add_index.sql", "pause"),
    # the binary log purged
    ("mysql -h db-prod-2.acme.internal -e 'RESET MASTER'", "stop"),
    ("mysql -h db-prod-2.acme.internal -e \"PURGE BINARY LOGS TO 'mysql-bin.000212'\"", "stop"),
    ("mysql -h db-prod-2.acme.internal -e 'SHOW MASTER STATUS'", "go"),
    # a transaction that ends in ROLLBACK leaves nothing; COMMIT keeps it
    ("psql -d app_dev -c \"BEGIN; UPDATE orders SET status = 'x' WHERE id < 100; ROLLBACK;\"", "go"),
    ("psql -h pg-primary.prod.internal -d app -c \"BEGIN; DELETE FROM orders; COMMIT;\"", "stop"),
    ("psql -h pg-primary.prod.internal -d app -c \"BEGIN; DELETE FROM orders; ROLLBACK TO SAVEPOINT s; "
     "COMMIT;\"", "stop"),
    # every key a scan lists, deleted
    ("redis-cli -h cache-prod.acme.internal --scan | xargs redis-cli -h cache-prod.acme.internal UNLINK",
     "stop"),
    ("redis-cli -h cache-prod.acme.internal KEYS '*' | xargs redis-cli -h cache-prod.acme.internal DEL",
     "stop"),
    ("redis-cli -h cache-prod.acme.internal --scan --pattern 'session:tmp:*' | xargs redis-cli "
     "-h cache-prod.acme.internal DEL", "pause"),
    # Kafka: offsets moved (the messages stay, so moving back undoes it from then on: a pause), retention
    # cut (the messages go)
    ("kafka-consumer-groups --bootstrap-server kafka-prod-3:9092 --group invoices --all-topics "
     "--reset-offsets --to-latest --execute", "pause"),
    ("kafka-consumer-groups --bootstrap-server kafka-prod-3:9092 --group invoices --all-topics "
     "--reset-offsets --to-latest", "go"),
    ("kafka-configs --bootstrap-server kafka-prod-3:9092 --alter --entity-type topics --entity-name "
     "invoices --add-config retention.ms=60000", "stop"),
    ("kafka-configs --bootstrap-server kafka-prod-3:9092 --alter --entity-type topics --entity-name "
     "invoices --add-config retention.ms=2592000000", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_production_data_replaced_or_lost_wholesale(command: str, expected: str) -> None:
    assert label(command) == expected
