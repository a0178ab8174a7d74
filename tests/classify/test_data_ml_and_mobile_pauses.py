"""Acts a data or mobile team takes that a human decides on (blind AE, measured once).

Three were go. `aws s3 rm s3://acme-ml-artifacts/experiments/exp-0412/ --recursive` was read as build
output by the word `artifact`: ML artifacts are trained models and checkpoints, GPU hours a pipeline does
not make again (pause; a CI bucket's artifacts stay go). `nvidia-smi --query-compute-apps=pid … | xargs
kill -9` kills every process on the GPUs, a colleague's training run included, as `fuser -k
/dev/nvidia*` does (pause; one pid stays go). `fastlane deliver --submit_for_review --force` uploads a
build to App Store Connect and hands it to Apple's reviewers, as `supply` does to Google Play (pause);
downloading metadata and listing builds publish nothing.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("aws s3 rm s3://acme-ml-artifacts/experiments/exp-0412/ --recursive", "pause"),
    ("gsutil -m rm -r gs://acme-models/churn/v3", "pause"),
    ("aws s3 rm s3://acme-build-artifacts/web/pr-1290/ --recursive", "go"),
    ("aws s3 ls s3://acme-ml-artifacts/experiments/", "go"),
    ("nvidia-smi --query-compute-apps=pid --format=csv,noheader | xargs -r kill -9", "pause"),
    ("kill -9 $(nvidia-smi --query-compute-apps=pid --format=csv,noheader)", "pause"),
    ("fuser -k /dev/nvidia*", "pause"),
    ("fuser -v /dev/nvidia*", "go"),
    ("nvidia-smi --query-gpu=name,memory.used --format=csv", "go"),
    ("fastlane deliver --submit_for_review --force", "pause"),
    ("fastlane supply --track production", "pause"),
    ("fastlane run upload_to_app_store submit_for_review:true", "pause"),
    ("fastlane deliver download_metadata", "go"),
    ("fastlane pilot list", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_data_ml_and_mobile_pauses(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
