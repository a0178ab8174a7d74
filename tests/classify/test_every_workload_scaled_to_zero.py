"""Every workload of every namespace scaled to zero on production stops; one workload, or a local cluster,
does not.

One deployment at zero is an outage that scaling back up undoes (a verify, as the rule k8s.scale-zero
says). Every deployment in every namespace (`-A`, or a tool call's `"namespace": "*"`) at zero on
production takes everything the cluster serves down at once, and the replica counts to restore are gone.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

EVERYTHING_DOWN = [
    'calling kubectl_scale on kubernetes server with {"context": "prod", "namespace": "*", "resource": '
    '"deployments", "all": true, "replicas": 0}',
    "Running kubectl --context prod scale deploy --all -A --replicas=0",
    "Running kubectl scale statefulsets --all --all-namespaces --replicas=0 on the production cluster",
]

TWINS = [
    'calling kubectl_scale on kubernetes server with {"context": "prod", "namespace": "web", "resource": '
    '"deployment/api", "replicas": 0}',
    'calling kubectl_scale on kubernetes server with {"context": "kind-dev", "namespace": "*", "resource": '
    '"deployments", "all": true, "replicas": 0}',
    "Running kubectl scale deploy --all -A --replicas=3 --context prod",
]


@pytest.mark.parametrize("hint", EVERYTHING_DOWN)
def test_every_production_workload_at_zero_stops(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value == "danger_zone", (hint, judged.rules, judged.factors)
    assert "k8s.scale-zero-all-namespaces" in judged.rules


@pytest.mark.parametrize("hint", TWINS)
def test_one_workload_a_local_cluster_or_a_scale_up_does_not_stop(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value != "danger_zone", (hint, judged.rules, judged.factors)
