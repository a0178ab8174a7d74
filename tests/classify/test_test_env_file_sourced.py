"""An env file named for the test environment, sourced, points the line at it (CG's false positive).

`set -a && . ./.env.test && set +a && npx prisma migrate reset --force` resets the database the test
environment's file names, as `RAILS_ENV=test bin/rails db:reset` does: the next test run recreates it.
The same in other frameworks and spellings (`source .env.testing`, `. ./test.env`). A local, staging or
production file, a test file sourced in a subshell that ends first, or one sourced here for a command
run on another host keep the reset's pause; a drop on a named production host stays what it is.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("set -a && . ./.env.test && set +a && npx prisma migrate reset --force --skip-seed && "
     "npx jest --runInBand", "go"),
    ("source .env.testing && php artisan migrate:fresh --seed", "go"),
    ("source .env.test && bin/rails db:reset", "go"),
    (". ./test.env; mix ecto.reset", "go"),
    ("source .env.local && php artisan migrate:fresh --seed", "pause"),
    ("source .env.staging && npx prisma migrate reset --force", "pause"),
    # the file sourced last wins: production's database is reset (test_production_env_loaded.py)
    ("source .env.test; source .env.production; npx prisma migrate reset --force", "stop"),
    ("(source .env.test) && npx prisma migrate reset --force", "pause"),
    ("source .env.test && ssh db1 'bin/rails db:reset'", "pause"),
    ("source .env.test && psql -h db.prod.acme.io -c 'DROP DATABASE shop'", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_test_env_file_sourced(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
