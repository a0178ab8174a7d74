"""Effects read from the shape of any program's arguments (classify/argument_shapes.py).

Each shape's own examples run through the whole classifier: a match earns at least the shape's verdict,
a look-alike never carries the shape's rule. The cases below try the principle on programs no pack and no
stored command set names (harmful variants), and on the same programs with harmless arguments (twins).
"""

from __future__ import annotations

import pytest

from dongle.classify.argument_shapes import EVERY_ITEM_DESTROYED as DESTROYED
from dongle.classify.argument_shapes import EXAMPLES, SECURITY_CONTROL_OFF, WORLD_OPENED_DATA
from dongle.classify.command import classify_command
from dongle.levels import DangerLevel

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
_LEVELS = {DESTROYED.id: DESTROYED.level, WORLD_OPENED_DATA.id: WORLD_OPENED_DATA.level,
           SECURITY_CONTROL_OFF.id: SECURITY_CONTROL_OFF.level, "shape.world-opened": DangerLevel.DESTRUCTIVE,
           "shape.oversight-off": DangerLevel.DESTRUCTIVE}


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
    # oversight switched off pauses
    ("datadog-ci monitors mute --all", "pause"),
    ("gh workflow disable security-scan.yml", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_argument_shapes(command: str, expected: str) -> None:
    assert LABEL[_judge(command).tier.value] == expected
