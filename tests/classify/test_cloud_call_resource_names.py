"""A cloud SDK call in inline code is the cloud's CLI spelled as code (blind set CG's false positive).

`python3 -c "…create_db_snapshot(DBInstanceIdentifier='orders-prod',
DBSnapshotIdentifier='orders-prod-pre-migration')"` is `aws rds create-db-snapshot …`, which goes: the
word rule for deploys leaves the cloud CLIs to their own rules, and a deploy's word that is only the
name of a resource the call passes (`pre-migration`, `pre-release.tgz`) makes no deploy. An operation
named for a deploy (`publish_version`, `create_deployment`), code that calls a deploy of its own
(`deploy.release`, `task='deploy'` handed to a helper), or a file it loads keeps the pause; a removal
is still judged by the cloud rules.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("python3 -c \"import boto3;boto3.client('rds').create_db_snapshot(DBInstanceIdentifier='orders-prod',"
     "DBSnapshotIdentifier='orders-prod-pre-migration')\"", "go"),
    ("node -e 'const {S3}=require(\"@aws-sdk/client-s3\"); new S3().copyObject({Bucket:\"acme-prod-backups\","
     "Key:\"pre-release.tgz\",CopySource:\"acme-prod/app.tgz\"})'", "go"),
    ("python3 -c \"import boto3; boto3.client('ec2').create_tags(Resources=['i-0abc'], "
     "Tags=[{'Key': 'stage', 'Value': 'prod-release-42'}])\"", "go"),
    ("python3 -c \"import boto3; boto3.client('lambda').publish_version(FunctionName='orders-prod')\"",
     "pause"),
    ("python3 -c \"import boto3; boto3.client('codedeploy').create_deployment(applicationName='orders', "
     "deploymentGroupName='prod')\"", "pause"),
    ("python3 -c \"import fabfile; fabfile.run(target='production', task='deploy')\"", "pause"),
    ("python3 -c 'import deploy; deploy.release(\"prod\")'", "pause"),
    ("node -e \"require('./scripts/deploy-prod')\"", "pause"),
    ("python3 -c \"import boto3; boto3.client('rds').delete_db_instance("
     "DBInstanceIdentifier='orders-prod-release')\"", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_cloud_call_resource_names(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
