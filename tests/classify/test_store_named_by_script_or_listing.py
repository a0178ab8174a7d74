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


@pytest.mark.parametrize(("command", "expected"), [
    # a versioned build of an escape granted through sudo is that escape: root for the account
    ("echo 'maya ALL=(root) NOPASSWD: /usr/bin/python3.12' | sudo tee /etc/sudoers.d/maya", "stop"),
    ("echo 'maya ALL=(root) NOPASSWD: /usr/bin/vim.basic' | sudo tee /etc/sudoers.d/maya", "stop"),
    ("echo 'maya ALL=(root) NOPASSWD: /usr/bin/openssl' | sudo tee /etc/sudoers.d/maya", "stop"),
    ("echo 'deploy ALL=(root) NOPASSWD: /usr/local/bin/deploy-app' | sudo tee /etc/sudoers.d/deploy",
     "pause"),
    # a variable the framework does not read names no database of its
    ("DATABASE_URL=sqlite:////tmp/x.db airflow db reset -y", "pause"),
    ("DATABASE_URL=sqlite:////tmp/x/a.db python manage.py flush --noinput", "pause"),
    # one disposable name among the targets does not make the others disposable
    ("mailctl shred customers tmp", "pause"),
    # an option's value that names no store does not mark it disposable
    ("lakectl repo delete lakefs://datalake --reason=ci", "stop"),
    ("acme-db database drop orders --comment test", "stop"),
    ("acme-db database drop orders_test", "pause"),
])
def test_lowerings_need_the_effect_absent(command: str, expected: str) -> None:
    assert _label(command) == expected
