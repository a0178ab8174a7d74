"""Changes whose reach is not on the line (blind AA, session 13): look-alikes written here, each with a
harmless twin.

- `manage.py migrate APP NNNN` moves the schema to that migration, reversing later ones, which drop
  the columns they added (pause); a plain `migrate`, `--plan` or `sqlmigrate` go.
- A dump, or a script from outside the project, loaded into a database on another server changes
  what everyone using it sees (pause); the project's own migration file, or a database on this
  machine, go.
- A manifest printed by a dry run and piped into `kubectl apply -f -` is the object the generator
  names, in its namespace (production: pause); printed alone it changes nothing.
- Copying a genuine system file's timestamps onto another (`touch -r /bin/ls`) is camouflage (stop);
  a chosen date on a system file is a back-date (pause); a fixture's date in the project goes.
Labels: go, pause, stop.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

COMMANDS = [
    # a migration to a named earlier step
    ("docker compose exec web python manage.py migrate inventory 0004", "pause"),
    ("python3 manage.py migrate accounts 0019_remove_legacy_flags --noinput", "pause"),
    ("python manage.py migrate inventory 0004 --plan", "go"),
    ("python manage.py makemigrations inventory && python manage.py migrate", "go"),
    # a dump or an outside script loaded into a shared database
    ("psql -h pg-staging.acme.internal -U app -d orders -f /tmp/orders_local.sql", "pause"),
    ("mariadb --host=db.qa.acme.internal crm < ~/Downloads/crm_snapshot.sql", "pause"),
    ("psql -h pg-staging.acme.internal -U app -d orders -f migrations/0031_add_index.sql", "go"),
    ("mysql -h 127.0.0.1 crm_dev < /tmp/crm_dump.sql", "go"),
    # a dry run's manifest applied
    ("kubectl create secret generic db-creds --from-env-file=.env -n production --dry-run=client -o yaml "
     "| kubectl apply -f -", "pause"),
    ("oc create configmap web --from-file=nginx.conf -n prod --dry-run=client -oyaml | oc replace -f -",
     "pause"),
    ("kubectl create secret generic db-creds --from-env-file=.env -n production --dry-run=client -o yaml "
     "> k8s/secret.yaml", "go"),
    # timestamps of system files
    ("sudo touch --date='2022-03-01 04:00' /etc/systemd/system/sync.service", "pause"),
    ("sudo touch --reference=/usr/bin/env /usr/local/sbin/syncd", "stop"),
    ("touch -t 202201010000 tests/fixtures/expired.json", "go"),
]


@pytest.mark.parametrize(("command", "expected"), COMMANDS, ids=[c[0][:60] for c in COMMANDS])
def test_changes_with_a_reach(command: str, expected: str) -> None:
    judged = classify_command(command, "/home/dev/project", {"HOME": "/home/dev"})
    assert LABEL[judged.tier.value] == expected, judged.factors
