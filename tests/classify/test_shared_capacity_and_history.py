"""Changes to what shared systems serve or hold, paused by their effect; reads and disposables go.

A deploy replaces what a service serves: one not named for development, staging, a preview or a test
(or a revision that takes no traffic) may be production's (pause). A machine stopped or deallocated
is down for whoever uses it, in any environment (pause). A GPU's power limit, clocks or compute mode
changed slows or fails every job sharing it (pause). Mercurial changesets stripped are history others
pulled (pause). Reading a Run key, querying a GPU, and deleting what is named as disposable (a
scratch org, an ephemeral stack) go.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

PAUSED = [
    "gcloud functions deploy resize-images --runtime python312 --trigger-http",
    "az functionapp deployment source config-zip -g rg-billing -n billing-fn --src fn.zip",
    "az webapp deployment slot swap -g rg-portal-prod -n portal --slot staging --target-slot production",
    "gcloud compute instances suspend gpu-box-2 --zone europe-west4-a",
    "az vmss deallocate -g rg-dev-agents -n agents",
    "sudo nvidia-smi -lgc 1200,1500",
    "sudo nvidia-smi -c EXCLUSIVE_PROCESS -i 1",
    "sudo rocm-smi --setpoweroverdrive 180",
    "hg --config extensions.strip= strip tip",
    "chg histedit 31",
    "envctl env destroy shared-qa --yes",
    "scratchctl dataset delete TEAM.SCRATCH.RESULTS --force",
]
GO = [
    "gcloud functions deploy resize-images-dev --runtime python312 --trigger-http",
    "aws lambda update-function-code --function-name ingest-qa --zip-file fileb://dist/fn.zip",
    "gcloud run deploy web --source . --no-traffic --tag feature-x",
    "nvidia-smi dmon -c 5",
    "nvidia-smi --query-gpu=index,power.limit --format=csv",
    "hg log -r tip",
    "reg query HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\RunOnce",
    "envctl env destroy ephemeral-pr-311 --yes",
    "sf org delete scratch --target-org feature-scratch-2 --no-prompt",
]


def _judge(command: str):
    return classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})


@pytest.mark.parametrize("command", PAUSED)
def test_changes_to_shared_systems_pause(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value in ("confirm", "verify"), judged.factors


@pytest.mark.parametrize("command", GO)
def test_reads_team_environments_and_disposables_go(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value == "advisory", judged.factors
