"""A hint that names only the instrument it will use says nothing of what it will do: it pauses.

"calling the EHR tool", "Using the Jira integration now.": a service's tool exposes many operations, reads
and deletions alike, and none is named. The same tool with an operation, a read named after it, or a tool
call with its arguments is judged by what it does; a program whose name says what it does (the linter)
is not an instrument here.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint

VAGUE = [
    "calling the EHR tool",
    "calling the github tool",
    "Calling the billing tool now.",
    "Using the Jira integration now.",
    "invoking the okta MCP server",
    "ok, hitting the payments API",
    "I'll call the HR tool next",
]
JUDGED_BY_WHAT_THEY_DO = [
    ("calling get_weather", "advisory"),
    ("Querying the analytics API for last week's signups", "advisory"),
    ("Running the linter tool", "advisory"),
]


@pytest.mark.parametrize("hint", VAGUE)
def test_an_instrument_named_alone_pauses(hint: str) -> None:
    judged = classify_hint(hint)
    assert judged.tier.value in ("confirm", "verify"), judged.factors
    assert "hint.vague" in judged.rules


@pytest.mark.parametrize(("hint", "tier"), JUDGED_BY_WHAT_THEY_DO)
def test_a_named_operation_is_judged_as_itself(hint: str, tier: str) -> None:
    assert classify_hint(hint).tier.value == tier
