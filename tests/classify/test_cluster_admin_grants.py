"""Granting a cluster's highest role pauses, as granting a cloud account's administrator does.

`kubectl create clusterrolebinding agent-admin --clusterrole=cluster-admin --serviceaccount=…`
lets the subject do anything to every namespace, secret and node: the Kubernetes twin of
attaching AdministratorAccess (cloud.iam-escalate, verify). A narrow role in one namespace and
reading the binding stay go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("kubectl create clusterrolebinding agent-admin --clusterrole=cluster-admin "
     "--serviceaccount=default:agent", "pause"),
    ("oc adm policy add-cluster-role-to-user cluster-admin bob", "pause"),
    ("kubectl create clusterrolebinding x --clusterrole=view --group=system:masters", "pause"),
    ("kubectl create rolebinding ci --clusterrole=edit --serviceaccount=ci:deployer -n ci", "go"),
    ("kubectl get clusterrolebinding cluster-admin -o yaml", "go"),
    ("kubectl describe clusterrole cluster-admin", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_granting_cluster_admin_pauses(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
