"""Production is inferred from what the command is pointed at, in every tool that names systems.

A destructive act on production stops and the same act elsewhere pauses (the rubric). Production is
named not only by `prod` words in options: by the resource itself (`hcloud server delete prod-db-1`,
in any provider's CLI), by a role only production has (the `primary` or `-master` database, the `live`
cluster, capped by another environment's word such as `staging-db-primary` or a `replica`), by the
variable a command is handed (`PGPASSWORD=$PROD_PG_PW psql …`, `DATABASE_URL=$PROD_DATABASE_URL …`),
and by a kind list that includes the data (`kubectl delete statefulset,pvc` deletes the volume
claims). Reading a production resource stays go; a delete on a dev resource keeps its pause.
Look-alikes written here, not taken from a blind set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # the resource name: every provider's CLI
    ("hcloud server delete prod-db-1", "stop"),
    ("openstack volume delete production-pgdata", "stop"),
    ("scw instance server delete prd-api-2", "stop"),
    ("hcloud server delete dev-runner-3", "pause"),
    ("linode-cli linodes delete 4412", "pause"),
    ("hcloud server describe prod-db-1", "go"),
    ("openstack server list", "go"),
    # a role only production has, on hosts, clusters and contexts
    ('psql -h db-primary.acme.internal -U admin ledger -c "DROP TABLE accounts"', "stop"),
    ('mysql -h mysql-master.acme.internal -e "DROP DATABASE shop"', "stop"),
    ("aws rds delete-db-cluster --db-cluster-identifier ledger-primary --skip-final-snapshot", "stop"),
    ('psql -h staging-db-primary.acme.internal -c "DROP TABLE accounts"', "pause"),
    ('psql -h db-replica.acme.internal -c "DROP TABLE accounts"', "pause"),
    ('psql -h db-primary.acme.internal -c "SELECT count(*) FROM accounts"', "go"),
    ("git push origin master", "go"),
    ('psql -h dev-db.acme.internal -c "DELETE FROM master_accounts"', "pause"),
    ("curl -X DELETE http://es-master.acme.internal:9200/orders-2024", "stop"),
    ('PGHOST=db-primary.acme.io psql -c "TRUNCATE orders"', "stop"),
    ("pg_restore --clean --if-exists -h db-primary.acme.io -d ledger backup.dump", "stop"),
    ("heroku pg:reset DATABASE_URL --app acme-live --confirm acme-live", "stop"),
    ("curl -X DELETE http://es-staging-master.acme.internal:9200/orders-2024", "pause"),
    ('PGHOST=db-replica.acme.io psql -c "TRUNCATE orders"', "pause"),
    ("heroku pg:reset DATABASE_URL --app acme-staging --confirm acme-staging", "pause"),
    ("curl -s http://es-master.acme.internal:9200/_cat/indices", "go"),
    ('PGHOST=db-primary.acme.io psql -c "SELECT 1"', "go"),
    # the variable handed over names production
    ("PGPASSWORD=$PROD_PG_PW psql -h ledger.cluster-x.eu-west-1.rds.amazonaws.com -U admin ledger "
     "-c \"UPDATE accounts SET status='closed'\"", "stop"),
    ("DATABASE_URL=$PROD_DATABASE_URL npx prisma migrate reset --force", "stop"),
    ("MONGODB_URI=${MONGO_PROD_URI} mongosh --eval 'db.orders.deleteMany({})'", "stop"),
    ("PGPASSWORD=$STAGING_PG_PW psql -h ledger.cluster-x.eu-west-1.rds.amazonaws.com -U admin ledger "
     "-c \"UPDATE accounts SET status='closed'\"", "pause"),
    ("DATABASE_URL=$DEV_DATABASE_URL npx prisma migrate reset --force", "pause"),
    ("PGPASSWORD=$PROD_PG_PW psql -h ledger.cluster-x.eu-west-1.rds.amazonaws.com -U admin ledger "
     "-c 'SELECT count(*) FROM accounts'", "go"),
    ("DATABASE_URL=$PROD_DATABASE_URL npx prisma migrate status", "go"),
    # a kind list or KIND/NAME that includes the volume claims
    ("kubectl --context prod-us-east delete statefulset,pvc -l app=postgres -n db", "stop"),
    ("kubectl delete pvc/data-postgres-0 -n prod", "stop"),
    ("kubectl --context prod-us-east get statefulset,pvc -n db", "go"),
    ("kubectl delete namespace/production", "stop"),
    ("kubectl delete namespace/feature-1234", "pause"),
    ("kubectl get namespace/production -o yaml", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_production_named_by_resource(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
