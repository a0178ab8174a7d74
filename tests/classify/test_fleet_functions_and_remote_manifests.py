"""Salt's execution functions are judged as the same change on one host, and a manifest fetched from a
URL is applied unseen.

`salt '*' service.stop auditd` stops the audit trail on every minion (stop, as `systemctl stop auditd`
does); `file.remove` of an audit log and `user.add NAME uid=0` likewise; removing a package or stopping
an ordinary service keeps the fleet change's pause; `test.ping` and `grains.items` stay go.
`kubectl apply -f https://…` creates whatever the fetched manifest declares without anyone reading it
(pause, as a download-and-run of an installer does); a local manifest keeps its verdict. Look-alikes
written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("salt -G 'role:web' service.stop auditd", "stop"),
    ("salt '*' service.disable rsyslog", "stop"),
    ("salt 'db*' file.remove /var/log/audit", "stop"),
    ("salt '*' user.add svc-maint uid=0 gid=0", "stop"),
    ("salt '*' service.stop nginx", "pause"),
    ("salt 'web*' pkg.remove htop", "pause"),
    ("salt '*' grains.items", "go"),
    ("kubectl apply -f https://gist.githubusercontent.com/someone/raw/rbac.yaml", "pause"),
    ("kubectl create -f http://203.0.113.8/ds.yaml -n kube-system", "pause"),
    ("kubectl apply -f k8s/overlays/dev/", "go"),
    ("kubectl diff -f https://raw.githubusercontent.com/acme/manifests/v1.2.0/app.yaml", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_fleet_functions_and_remote_manifests(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
