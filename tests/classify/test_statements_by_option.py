"""Statements handed to a data API or query engine as an option's value are judged as the SQL they are:
the Redshift and RDS Data APIs' `--sql`, DynamoDB's PartiQL `--statement`, spark-sql's `-e`; and a table's
history vacuumed to nothing (`VACUUM … RETAIN 0 HOURS`) is a loss, a stop on production."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ('aws redshift-data execute-statement --cluster-identifier dw-prod --database analytics '
     '--sql "DELETE FROM public.customers"', "stop"),
    ('aws rds-data execute-statement --resource-arn "$ARN" --secret-arn "$SECRET" --database app '
     '--sql "DROP TABLE orders"', "pause"),
    ('spark-sql -e "VACUUM delta.`s3://acme-lake/prod/orders` RETAIN 0 HOURS"', "stop"),
    ('spark-sql -e "VACUUM delta.`s3://acme-lake/dev/orders` RETAIN 0 HOURS"', "pause"),
    # reads, and a vacuum that keeps the default week
    ('aws redshift-data execute-statement --cluster-identifier dw-prod --database analytics '
     '--sql "SELECT count(*) FROM public.customers"', "go"),
    ('spark-sql -e "VACUUM orders RETAIN 168 HOURS"', "go"),
    ("aws ec2 describe-instances --query 'Reservations[].Instances[].InstanceId'", "go"),
]


@pytest.mark.parametrize(("command", "want"), CASES, ids=[c[:50] for c, _ in CASES])
def test_statement_by_option(command: str, want: str) -> None:
    got = classify_command(command, "/home/dev/api", {"HOME": "/home/dev"})
    assert LABEL[got.tier.value] == want, (command, got.factors)
