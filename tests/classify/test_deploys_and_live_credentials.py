"""What live users and running services get (blind Z, Z-saas-7, Z-saas-11, Z-secrets-9, Z-containers-7).

- `vercel` with no subcommand deploys; `--prod` puts the build in front of live users (pause, as
  `vercel deploy --prod` does); a preview deploy, pulling settings or a local build goes.
- A review app is one pull request's deployment, made by the pipeline for it: `heroku apps:destroy
  shop-pr-88` removes that deployment (pause), not a product (`heroku apps:destroy shop` stops, and a
  production name stops whatever it is).
- Rotating a stored secret replaces the credential every service reads (pause, as putting a new value
  does); describing it reads.
- Every image at once (`docker rmi -f $(docker images -q)`) takes the locally built ones, which nothing
  can pull back (pause); a filtered listing names the images meant, and pruning dangling ones goes.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("vercel --prod", "pause"),
    ("vercel ./dist --prod --yes", "pause"),
    ("vercel", "go"),
    ("vercel pull --yes --environment=production", "go"),
    ("vercel env ls production", "go"),
    ("heroku apps:destroy shop-pr-88 --confirm shop-pr-88", "pause"),
    ("heroku apps:destroy shop --confirm shop", "stop"),
    ("heroku apps:destroy shop-prod-pr-88 --confirm shop-prod-pr-88", "stop"),
    ("heroku apps:info shop-pr-88", "go"),
    ("aws secretsmanager rotate-secret --secret-id prod/db/master", "pause"),
    ("aws secretsmanager describe-secret --secret-id prod/db/master", "go"),
    ("docker rmi -f $(docker images -q)", "pause"),
    ("docker image rm $(docker image ls -q)", "pause"),
    ("docker rmi $(docker images -f dangling=true -q)", "go"),
    ("docker rmi -f $(docker images -q acme/ingest)", "go"),
    ("docker rmi -f acme/billing-svc:dev", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_deploy_and_live_credential(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/storefront", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
