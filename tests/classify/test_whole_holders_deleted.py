"""Deleting what holds everything else of its kind stops: a DNS zone, a hosting project by its name, the
root application of a GitOps cluster.

`aws route53 delete-hosted-zone` and `vercel remove PROJECT --yes` paused as one cloud resource, and
`argocd app delete platform-root --cascade` as an unknown program's act. A zone answers for every name
of the domain; a project named (not one deployment's URL) loses every deployment; an app of apps
cascades to every application and their workloads. Deleting one record, one deployment by URL, one
child application, or the root without its cascade stays a pause or less. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("aws route53 delete-hosted-zone --id Z0EXAMPLE", "stop"),
    ("gcloud dns managed-zones delete acme-com --quiet", "stop"),
    ("vercel remove acme-storefront --yes", "stop"),
    ("argocd app delete platform-root --cascade -y", "stop"),
    ("argocd app delete cluster-bootstrap -y", "stop"),
    ("gcloud dns record-sets delete www.acme.com. --zone acme-com --type A", "pause"),
    ("vercel remove acme-storefront-4f2a1b.vercel.app --yes", "pause"),
    ("argocd app delete payments-staging -y", "pause"),
    ("argocd app delete platform-root --cascade=false -y", "pause"),
    ("aws route53 list-hosted-zones", "go"),
    ("argocd app get platform-root", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_whole_holders_deleted(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
