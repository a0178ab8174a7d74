"""A managed database restarted, and a payment account in test mode.

Restarting or failing over a managed database drops every client's connections: a pause (a read of
its description is go). A payment CLI whose key is a test key, given on the line or in the
environment it reads (`STRIPE_API_KEY=sk_test_…`), moves no money and deletes no live customer: a
loop over every listed customer is not a live account emptied (pause at most); with a live key it
stops. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str, env: dict[str, str] | None = None) -> str:
    return LABEL[classify_command(command, "/home/dev/shop", {"HOME": "/home/dev", **(env or {})}).tier.value]


DATABASES = [
    ("az postgres flexible-server restart -g rg-app -n pg-app-dev", "pause"),
    ("gcloud sql instances failover billing-staging --quiet", "pause"),
    ("az postgres flexible-server show -g rg-app -n pg-app-dev", "go"),
]


@pytest.mark.parametrize(("command", "expected"), DATABASES, ids=lambda v: str(v)[:60])
def test_a_managed_database_restarted_pauses(command: str, expected: str) -> None:
    assert label(command) == expected


LOOP = ("stripe subscriptions list --limit 100 | jq -r '.data[].id' | "
        "xargs -I{} stripe subscriptions cancel {}")


@pytest.mark.parametrize(("env", "expected"), [
    ({"STRIPE_API_KEY": "sk_test_4eC39HqLyjWDarjtT1zdp7dc"}, "pause"),
    ({"STRIPE_API_KEY": "sk_live_51Habc000000000000000000"}, "stop"),
    ({}, "stop"),
], ids=["test key", "live key", "no key"])
def test_a_test_mode_key_in_the_environment_moves_no_money(env: dict[str, str], expected: str) -> None:
    assert label(LOOP, env) == expected
