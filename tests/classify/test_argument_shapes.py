"""Effects read from the shape of any program's arguments (classify/argument_shapes.py).

Each shape's own examples run through the whole classifier: a match earns at least the shape's verdict,
a look-alike never carries the shape's rule. The cases below try the principle on programs no pack and no
stored command set names (harmful variants), and on the same programs with harmless arguments (twins).
"""

from __future__ import annotations

import pytest

from dongle.classify import argument_shapes
from dongle.classify.argument_shapes import EXAMPLES, Shape
from dongle.classify.command import classify_command
from dongle.levels import DangerLevel, SafetyTier

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
_LEVELS: dict[str, DangerLevel] = {
    shape.id: shape.level for shape in vars(argument_shapes).values() if isinstance(shape, Shape)}


def _judge(command: str):
    return classify_command(command, "/home/dev/app", {"HOME": "/home/dev"})


@pytest.mark.parametrize(("shape", "command"), [(s, c) for s, ex in EXAMPLES.items() for c in ex["match"]],
                         ids=lambda v: str(v)[:60])
def test_example_matches(shape: str, command: str) -> None:
    assert _judge(command).danger_level >= _LEVELS[shape]


@pytest.mark.parametrize(("shape", "command"), [(s, c) for s, ex in EXAMPLES.items() for c in ex["no_match"]],
                         ids=lambda v: str(v)[:60])
def test_example_look_alikes(shape: str, command: str) -> None:
    assert shape not in _judge(command).rules


CASES = [
    # every item of a store destroyed, in programs no pack knows
    ("qdrant-cli collections delete --all --yes", "stop"),
    ("weaviate-cli delete schema --all --force", "stop"),
    ("redpanda-admin topics delete --all-topics --force", "stop"),
    ("clickhouse-backup delete remote --all", "stop"),
    ("litestream snapshots delete --all s3://acme-db/replica", "stop"),
    ("sentry-cli projects delete --all --org acme", "stop"),
    ("rpk topic delete -r '.*'", "stop"),
    ("backblaze-cli delete-all-versions acme-records", "stop"),
    ("cli99 zone rrpurge --confirm acme.io", "stop"),
    # twins: a named item, a filter, a preview, a read, a regenerable or local target
    ("qdrant-cli collections list --all", "go"),
    ("cargo clippy --all-targets -- -D warnings", "go"),
    ("git fetch --all --prune", "go"),
    ("yarn cache clean --all", "go"),
    ("rpk topic delete test-orders", "pause"),
    ("harbor-cli artifacts delete --all --project acme-dev", "pause"),
    ("qdrant-cli collections delete --all --host localhost", "pause"),
    ("qdrant-cli collections delete --all --dry-run", "go"),
    # access opened to anyone
    ("scw instance security-group create-rule security-group-id=abc direction=inbound action=accept "
     "ip-range=0.0.0.0/0 dest-port-from=5432", "stop"),
    ("aliyun oss set-acl oss://acme-customer-exports public-read", "stop"),
    ("ovhcloud bucket update customer-exports --public-read", "stop"),
    ("upcloud storage update prod-backups --acl public-read", "stop"),
    ("tencentcloud cos put-bucket-acl --bucket site --acl public-read", "pause"),
    ("aws ec2 describe-security-groups --filters Name=ip-permission.cidr,Values=0.0.0.0/0", "go"),
    ("uvicorn app:app --host 0.0.0.0 --port 8000", "go"),
    ("docker run -p 0.0.0.0:8080:80 nginx", "go"),
    ("gh secret set NPM_TOKEN --org acme --visibility all", "pause"),
    ("aliyun oss set-acl oss://acme-customer-exports private", "go"),
    # a security control switched off
    ("okta factors deactivate --user admin@acme.io --factor totp", "stop"),
    ("pulumi config set aws:cloudtrail:enabled false --stack prod", "stop"),
    ("idpctl policies update mfa --enforce false", "stop"),
    ("orgadmin settings set --require-mfa=false", "stop"),
    ("okta factors list --user admin@acme.io", "go"),
    ("idpctl policies update mfa --enforce true", "go"),
    ("npm install --no-audit --no-fund", "go"),
    ("npm audit --audit-level=high", "go"),
    ("pytest --no-cov -q", "go"),
    ("gunicorn app:app --access-logfile -", "go"),
    ("mvn -B versions:set -DnewVersion=2.0.0 -DgenerateBackupPoms=false", "go"),
    ("Get-MpPreference | Select-Object DisableRealtimeMonitoring", "go"),
    ("kubectl logs daemonset/falco -n falco", "go"),
    # every item cut off, every machine, retention to nothing, the top role granted
    ("vaultish tokens revoke --all --org acme", "stop"),
    ("subsctl subscriptions cancel --all", "stop"),
    ("jobctl cancel --all --state pending", "pause"),
    ("gcloud auth revoke --all", "go"),
    ("poetry env remove --all", "go"),
    ("rmmctl agents reboot --all-endpoints", "stop"),
    ("esctl ilm set-retention --retention-days 0 --index security-events", "stop"),
    ("logctl retention set --days 30 --index audit", "go"),
    ("dig +ttl example.com", "go"),
    ("teamctl members update --user contractor@gmail.com --role admin", "pause"),
    ("teamctl members update --user sam@acme.io --role viewer", "go"),
    ("teamctl members remove --user ex@acme.io --role admin", "pause"),
    # the same effects as calls in inline code, and code that only names the values
    ("node -e \"const {S3}=require('@aws-sdk/client-s3');"
     "new S3().putBucketAcl({Bucket:'acme-customer-exports',ACL:'public-read'})\"", "stop"),
    ("python3 -c \"import boto3; boto3.client('ec2').authorize_security_group_ingress("
     "GroupId='sg-1', IpProtocol='-1', CidrIp='0.0.0.0/0')\"", "stop"),
    ("ruby -e 'require \"aws-sdk-iam\"; Aws::IAM::Client.new.deactivate_mfa_device(user_name: \"admin\", "
     "serial_number: \"arn:aws:iam::1:mfa/admin\")'", "stop"),
    ("python3 -c \"import ipaddress; print(ipaddress.ip_network('0.0.0.0/0'))\"", "go"),
    ("python3 -c \"import boto3; boto3.client('ec2').revoke_security_group_ingress("
     "GroupId='sg-1', IpProtocol='-1', CidrIp='0.0.0.0/0')\"", "pause"),  # the SDK's delete (the pack)
    ("node -e \"console.log(['private', 'public-read'].join(','))\"", "go"),
    ("python3 -c \"import boto3; print(boto3.client('iam').list_mfa_devices(UserName='admin'))\"", "go"),
    # oversight switched off pauses
    ("datadog-ci monitors mute --all", "pause"),
    ("gh workflow disable security-scan.yml", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_argument_shapes(command: str, expected: str) -> None:
    assert LABEL[_judge(command).tier.value] == expected


@pytest.mark.parametrize("command", [
    # a sparing, closing or reading word in an option's value says nothing of what the act lands on
    "aws iam deactivate-mfa-device --user-name admin --serial-number arn:aws:iam::1:mfa/admin --profile test",
    "b2 update-bucket acme-db-backups allPublic --comment test",
    "b2 update-bucket acme-db-backups allPublic --tag dev",
    "edrctl sensor uninstall --all-hosts --ticket dev",
    "typesense-cli collections delete --all --yes --log-file /tmp/t.log",
    "python3 -c \"import boto3; boto3.client('s3').put_bucket_acl(Bucket='customer-exports',"
    " ACL='public-read'); print('list')\"",
])
def test_a_word_in_an_options_value_spares_nothing(command: str) -> None:
    assert classify_command(command, cwd="/home/dev/proj").tier is SafetyTier.DANGER_ZONE


def test_a_credential_handed_to_the_part_is_no_pack_judging_its_act() -> None:
    """A credential side rule (`--config ~/.netrc`) says what the part reads, not what its `--all` deletes."""
    judged = classify_command("mdmctl devices wipe --all-devices --config ~/.netrc", cwd="/home/dev/proj")
    assert judged.tier is SafetyTier.DANGER_ZONE and "shape.every-item-destroyed" in judged.rules
