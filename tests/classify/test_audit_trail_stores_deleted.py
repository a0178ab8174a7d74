"""Deleting the store that holds a cloud's audit trail, or the infrastructure's state, stops.

Turning cloud audit logging off already stops (`cloud.audit-disable`), as wiping /var/log/audit or
vacuuming the journal does on a host. Deleting where the trail is kept has the same effect after the
fact: a CloudTrail log group or bucket, Cloud Audit Logs, an Azure activity-log export or a security
workspace. Shortening the trail's retention deletes its older records (pause); cut to days (blind DT,
session 28) the record of what was done is gone shortly after it is written (stop). The bucket holding
Terraform or Pulumi state is what every environment's code is reconciled against: deleting it orphans
them all (stop). The same deletes of application logs or build caches keep their pause or go, and
reading the trail is go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("aws logs delete-log-group --log-group-name CloudTrail/DefaultLogGroup", "stop"),
    ("aws logs delete-log-stream --log-group-name /aws/cloudtrail/mgmt --log-stream-name 1_CloudTrail_eu",
     "stop"),
    ("aws s3 rm s3://acme-org-cloudtrail/AWSLogs/ --recursive", "stop"),
    ("gsutil rm -r gs://acme-audit-logs-archive", "stop"),
    ("gcloud logging logs delete cloudaudit.googleapis.com%2Fdata_access --quiet", "stop"),
    ("az storage container delete --name insights-activity-logs --account-name acmelogs", "stop"),
    ("az monitor log-analytics workspace delete -g rg-sec -n sentinel-audit --force --yes", "stop"),
    ("aws logs put-retention-policy --log-group-name CloudTrail/DefaultLogGroup --retention-in-days 1",
     "stop"),
    ("aws logs put-retention-policy --log-group-name CloudTrail/DefaultLogGroup --retention-in-days 365",
     "pause"),
    ("aws logs delete-log-group --log-group-name /aws/lambda/resize-dev", "pause"),
    ("gcloud logging logs delete projects/acme/logs/worker-debug --quiet", "pause"),
    ("aws logs describe-log-groups --log-group-name-prefix CloudTrail", "go"),
    ("aws s3 ls s3://acme-org-cloudtrail/AWSLogs/", "go"),
    ("aws logs put-retention-policy --log-group-name /aws/lambda/resize --retention-in-days 14", "go"),
    # infrastructure state
    ("aws s3 rb s3://acme-terraform-state --force", "stop"),
    ("gsutil rm -r gs://acme-tfstate/envs", "stop"),
    ("aws s3 cp s3://acme-terraform-state/prod/terraform.tfstate backup/prod.tfstate", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_audit_trail_stores_deleted(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
