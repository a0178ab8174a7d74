"""Loading a production env file into the shell points the line's later commands at production.

`source .env.production`, `set -a; . ./.env.prod; set +a`, `export $(grep -v '^#' .env.production |
xargs)` put production's DATABASE_URL, APP_ENV and keys into the environment every later command of
the line reads, as `kubectl config use-context prod` does for kubectl: a reset of the database then
stops, a migration pauses. A development or test env file changes nothing, nor does reading values
or running a build after it.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CASES = [
    ("source .env.production && php artisan migrate:fresh --force", "danger_zone"),
    ("set -a && . ./.env.production && set +a && npx prisma migrate reset --force", "danger_zone"),
    ("export $(grep -v '^#' .env.production | xargs) && bin/rails db:schema:load", "danger_zone"),
    (". config/prod.env; python manage.py flush --noinput", "danger_zone"),
    ("set -a && . ./.env.production && set +a && npx prisma migrate deploy", "confirm"),
    ("source .env.local && php artisan migrate:fresh --seed", "confirm"),
    ("set -a && . ./.env.test && set +a && npx prisma migrate reset --force --skip-seed", "confirm"),
    ("source .env.production && echo $APP_URL", "advisory"),
    ("source .env.production && npm run build", "advisory"),
]


@pytest.mark.parametrize(("command", "tier"), CASES)
def test_production_env_file_sets_the_reach(command: str, tier: str) -> None:
    judged = classify_command(command, cwd="/home/dev/shop", env={"HOME": "/home/dev"})
    assert judged.tier.value == tier, (judged.tier.value, judged.factors)
