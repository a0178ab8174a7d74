"""A sentence that only estimates an act (what it would cost, how long it would take, the impact or blast
radius of it) does not do it, however catastrophic the act; an act done after the estimate is judged."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

GO = [
    "Working out how long it would take to re-index the production search cluster.",
    "Calculating what it would save us to drop every unused table in the warehouse, for the budget review.",
    "Sizing the blast radius of revoking the root CA for the incident review.",
]
NOT_GO = [
    "Estimating the storage, then deleting every bucket in the prod account.",
    "Costing the migration; after that, truncating the live payments table.",
]


@pytest.mark.parametrize("hint", GO)
def test_an_estimate_only_goes(hint):
    assert classify_hint(hint).decision.value == "allow"


@pytest.mark.parametrize("hint", NOT_GO)
def test_an_act_after_the_estimate_is_judged(hint):
    assert classify_hint(hint).decision.value != "allow"
