"""A whole bucket purged or removed with its contents is a store lost, whatever it is called.

`rclone purge REMOTE:BUCKET` and `mc rb --force ALIAS/BUCKET` delete every object and the bucket:
results, media or backups alike stop, unless the bucket is named as space something makes again or
nobody keeps (scratch, cache, build, CI, test, preview), which pauses as one prefix inside a bucket
and a local directory do.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("rclone purge wasabi:studio-renders", "stop"),
    ("mc rb --force --dangerous nas/survey-photos", "stop"),
    ("mc rm --recursive --force nas/survey-photos", "stop"),
    ("rclone purge wasabi:studio-renders/2021-q1", "pause"),
    ("rclone purge wasabi:render-cache", "pause"),
    ("mc rb --force nas/pr-ephemeral-88", "pause"),
    ("rclone purge ./local-mirror", "pause"),
    ("rclone ls wasabi:studio-renders", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_whole_bucket_purged(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
