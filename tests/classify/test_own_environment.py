"""A build put in place in a developer's, a preview's or a sandbox environment goes
(`dongle.classify.own_environment`); removals there, shared environments and production keep the pause.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.own_environment import PUT_IN_PLACE
from dongle.levels import SafetyTier

PUT_IN_OWN = [
    *(p.example for p in PUT_IN_PLACE.values()),
    "gsutil -m rsync -d -r site gs://docs-preview-pr-77",
    "pulumi up --yes --stack team/api/dev-mira",
    "npx firebase deploy --only functions --project shop-dev",
    "eas update --channel preview --message 'copy tweak'",
]
KEEPS_PAUSE = [
    "pulumi destroy --stack acme/dev --yes",            # a removal keeps its pause in any environment
    "pulumi up --stack acme/staging --yes",              # staging is shared
    "eas update --branch production --message x",
    "firebase deploy --project acme-prod-sandbox",        # production named beside the own word
    "aws s3 sync ./preview s3://acme-www --delete",      # the own word names the local source only
    "aws s3 sync s3://acme-dev-data s3://acme-preview --delete",  # stored data, not a build
    "aws s3 sync dist/ s3://acme-qa-preview --delete",   # QA is shared
]


@pytest.mark.parametrize("command", PUT_IN_OWN)
def test_build_put_in_own_environment_goes(command: str) -> None:
    judged = classify_command(command, cwd="/home/dev/proj")
    assert judged.tier.value == "advisory", (judged.rules, judged.factors)


@pytest.mark.parametrize("command", KEEPS_PAUSE)
def test_removal_shared_or_production_keeps_pause(command: str) -> None:
    judged = classify_command(command, cwd="/home/dev/proj")
    assert judged.tier.value in ("confirm", "verify"), (judged.rules, judged.factors)


@pytest.mark.parametrize("command", [
    # an own-environment word in a message or a file named beside the deploy is not where it lands
    "pulumi up --stack acme/main --yes --message dev",
    "pulumi up --stack acme/main --yes -m pr-12",
    "firebase deploy --only hosting --project acme-web --message sandbox",
    "eas update --branch main --message preview",
])
def test_a_word_beside_the_target_does_not_make_it_ones_own(command: str) -> None:
    assert classify_command(command, cwd="/home/sam/web").tier is not SafetyTier.ADVISORY
