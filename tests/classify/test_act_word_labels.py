"""A name given to a thing being made is data, not an act.

`knex migrate:make drop_users_table` writes a migration file whose name says what it will do;
making it drops nothing (the migration is judged when it is run). The words after a creating act
(`migrate:make`, `migration:generate`, `migration:create`) name what is made. The act word still
decides when it is the act itself (`cdk destroy`, `mytool drop --name users`), and a command that
applies what it names (`prisma migrate dev --name drop_x` generates AND applies) keeps the name's
reading. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("npx typeorm migration:create src/migrations/DropUsers", "go"),
    ("knex migrate:make drop_users_table", "go"),
    ("npx sequelize-cli migration:generate --name drop-users", "go"),
    ("npx prisma db push --accept-data-loss", "pause"),
    ("cdk destroy --all", "pause"),
    ("mytool drop --name users", "pause"),
    ("npx prisma migrate reset --force", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_a_label_names_what_is_made_and_is_no_act(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
