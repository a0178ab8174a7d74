"""A tool call named with a read verb the cloud APIs share (describe_*, show_*, view_*) is a read.

`describe_db_clusters` on RDS, `show_pipeline` on GitLab: the operation reports a resource's settings, as
`get_*` and `list_*` do. The twins are the same services' writes, or reads whose arguments reveal a
secret's value; they keep their verdict.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

from dongle.classify.operation import classify_operation

CASES = [
    ('calling describe_db_clusters on rds server with {"cluster": "orders-prod"}', "go"),
    ('calling show_pipeline on gitlab server with {"project": "web/checkout", "id": 8812}', "go"),
    ('calling view_dashboard on datadog server with {"id": "abc-123"}', "go"),
    # twins: the writes of the same services, a secret's value revealed
    ('calling delete_db_cluster on rds server with {"cluster": "orders-prod"}', "stop"),
    ('calling show_config on vault server with {"path": "secret/prod/db", "reveal": true}', "pause"),
    ('calling view_secret on doppler server with {"name": "STRIPE_KEY", "project": "prod"}', "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_read_named_call(hint: str, want: str) -> None:
    _check(hint, want)


@pytest.mark.parametrize("name", ["describe_instances", "show_config", "view_report"])
def test_read_verb_names_are_safe_patterns(name: str) -> None:
    assert classify_operation(name).rules[0].startswith("operation.pattern.")
