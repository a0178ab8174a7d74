"""Loading a production env file into the shell points the line's later commands at production.

`source .env.production`, `set -a; . ./.env.prod; set +a`, `export $(grep -v '^#' .env.production |
xargs)`, `env $(cat .env.prod | xargs) CMD` put production's DATABASE_URL, APP_ENV and keys into the
environment the later commands read, as `kubectl config use-context prod` does for kubectl: a reset
of the database then stops, a migration pauses. A development env file changes nothing (a test env file
points the line at the test database), nor does reading values or running a build after it. A
substitution before env's command that prints no dotenv file may be the command itself: it stays
unresolved (pause).
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CASES = [
    ("source .env.production && php artisan migrate:fresh --force", "danger_zone"),
    ("set -a && . ./.env.production && set +a && npx prisma migrate reset --force", "danger_zone"),
    ("export $(grep -v '^#' .env.production | xargs) && bin/rails db:schema:load", "danger_zone"),
    (". config/prod.env; python manage.py flush --noinput", "danger_zone"),
    ("env $(cat .env.prod | xargs) php artisan migrate:fresh --force", "danger_zone"),
    ("env $(cat .env.local | xargs) php artisan migrate:fresh --force", "confirm"),
    ("env $(cat .env | xargs) npm test", "advisory"),
    ("env $(get_cmd) --flag", "confirm"),
    ("set -a && . ./.env.production && set +a && npx prisma migrate deploy", "confirm"),
    ("source .env.local && php artisan migrate:fresh --seed", "confirm"),
    # the test environment's database, recreated by the next test run (test_test_env_file_sourced.py)
    ("set -a && . ./.env.test && set +a && npx prisma migrate reset --force --skip-seed", "advisory"),
    ("source .env.production && echo $APP_URL", "advisory"),
    ("source .env.production && npm run build", "advisory"),
]


@pytest.mark.parametrize(("command", "tier"), CASES)
def test_production_env_file_sets_the_reach(command: str, tier: str) -> None:
    judged = classify_command(command, cwd="/home/dev/shop", env={"HOME": "/home/dev"})
    assert judged.tier.value == tier, (judged.tier.value, judged.factors)
