"""A secret manager that injects the environment runs the command after it; a seed of a shared
environment writes there.

`op run --env-file=… -- CMD`, `doppler run -- CMD`, `infisical run -- CMD`, `aws-vault exec PROFILE --
CMD`: CMD is what runs, judged as itself. A project script named for seeding, importing or
backfilling a shared environment's database (`seed:staging`, `seed:prod`) pauses; a local seed, a
test seed and running the tests go.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CASES = [
    ("op run --env-file=.env.tpl -- npm run seed:staging", "confirm"),
    ("doppler run -- rm -rf ~", "danger_zone"),
    ("aws-vault exec prod -- aws s3 rb s3://acme-prod-data --force", "danger_zone"),
    ("infisical run --env=prod -- npm run import:live", "confirm"),
    ("yarn seed:prod", "confirm"),
    ("op run -- npm test", "advisory"),
    ("npm run seed", "advisory"),
    ("npm run seed:test", "advisory"),
]


@pytest.mark.parametrize(("command", "tier"), CASES)
def test_secret_runners_and_shared_seeds(command: str, tier: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == tier, (judged.tier.value, judged.factors)
