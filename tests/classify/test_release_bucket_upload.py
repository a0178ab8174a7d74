"""A build written where released versions are served is published, however the bytes get there.

`tee >(sha256sum > f) < dist/app.tar.gz | gsutil cp - gs://acme-releases/…`, `aws s3 cp … s3://acme-downloads/…`,
`aws s3 sync dist/ s3://downloads.acme.io/1.8.0/`: users fetch the object as that version at once, as
they would a release's asset (pause). Fetching from such a bucket, listing it, a `releases/` folder in the
team's own artifacts bucket, or logs elsewhere go.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CASES = [
    ("tee >(sha256sum > dist/app.tar.gz.sha256) < dist/app.tar.gz | gsutil cp - "
     "gs://acme-releases/app/1.8.0/app.tar.gz", "confirm"),
    ("aws s3 cp dist/app.tar.gz s3://acme-downloads/app/1.8.0/", "confirm"),
    ("aws s3 sync dist/ s3://downloads.acme.io/1.8.0/", "confirm"),
    ("aws s3 cp dist/app-1.4.2.tar.gz s3://acme-build-artifacts/releases/", "advisory"),
    ("gsutil cp gs://acme-releases/app/1.8.0/app.tar.gz .", "advisory"),
    ("aws s3 ls s3://acme-releases/", "advisory"),
    ("aws s3 cp build.log s3://acme-ci-logs/", "advisory"),
    ("aws s3 cp dist/app.tar.gz s3://acme-downloads/app/1.8.0/ --dryrun", "advisory"),
]


@pytest.mark.parametrize(("command", "tier"), CASES)
def test_release_bucket_writes(command: str, tier: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == tier, (judged.tier.value, judged.factors)
