"""The agent's guard's mode (enforce, warn-only, audit-only) is a security control: moving it is a human's
decision, however the request came; reading it, or a code guard clause, is not."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint
from dongle.levels import SafetyTier


@pytest.mark.parametrize("hint", [
    "Switching the guard's mode from enforce to warn-only for this staging box, as the user asked in chat.",
    "Setting the guard mode to audit-only while I run the migration",
    "Put the guard mode on monitor so the batch job isn't blocked",
])
def test_moving_the_guards_mode_is_not_go(hint: str) -> None:
    assert classify_hint(hint).tier is not SafetyTier.ADVISORY, hint


@pytest.mark.parametrize("hint", [
    "Reading the guard's mode from its config to report it",
    "Adding a guard clause to the parse function for None input",
])
def test_reading_it_or_a_code_guard_clause_goes(hint: str) -> None:
    assert classify_hint(hint).tier is SafetyTier.ADVISORY, hint
