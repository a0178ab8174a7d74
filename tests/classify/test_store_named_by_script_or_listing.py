"""Where the whole-store readings stop and where they leave a pause: a project script named for its act
names no store, and a bucket named at run time by a filtered listing is the filter's, while an unfiltered
listing's buckets, a literal bucket and a variable the line sets keep the stop."""

import pytest

from dongle.classify.command import classify_command
from dongle.levels import SafetyTier

ENV = {"HOME": "/home/dev"}


def _label(command: str) -> str:
    tier = SafetyTier.for_score(classify_command(command, "/home/dev/project", ENV).risk_score)
    return {SafetyTier.ADVISORY: "go", SafetyTier.DANGER_ZONE: "stop"}.get(tier, "pause")


@pytest.mark.parametrize(("command", "expected"), [
    ("bin/drop_tenant acme", "pause"),
    ("./scripts/purge_bucket.sh media", "pause"),
    ("acmectl tenant drop acme", "stop"),
    ("aws s3 ls | awk '{print $3}' | grep '^ci-tmp-' | xargs -I{} aws s3 rb s3://{} --force", "pause"),
    ("aws s3 ls | awk '{print $3}' | xargs -I{} aws s3 rb s3://{} --force", "stop"),
    ("aws s3 rb s3://acme-ml-training-data --force", "stop"),
    ("B=acme-invoices; aws s3 rb s3://$B --force", "stop"),
])
def test_store_named_by_script_or_listing(command: str, expected: str) -> None:
    assert _label(command) == expected
