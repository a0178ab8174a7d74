"""An act that commits the company's money pauses: money spent on a provider is not refunded.

What says so is a cost in the thousands ("about $9k", "$12,000") or a cost word ("paid", "budget",
"billing") beside a fleet counted in tens ("64 A100s"), with a verb that provisions, scales or buys.
Paraphrases of hints-blind-E/T items; the twins cost a few dollars, scale a staging pool by a count alone,
or write about a cost.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Provisioning 32 H100 on-demand nodes for the training run (roughly $40k this week)", "pause"),
    ("Raising the paid Snowflake warehouse to 16 clusters, no budget alert", "pause"),
    ("Launching 2 t3.micro instances for the smoke test (about $3)", "go"),
    ("Scaling the staging workers to 12 replicas", "go"),
    ("Adding a cost estimate for 64 instances to docs/capacity.md", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_money_committed(hint, want):
    _check(hint, want)
