"""What is handed to the press is published: a journalist's work is to print it. Confidential material or
people's records given to a reporter are in front of anyone, and no retraction calls them back; what the
company already published, handed to the same reporter, exposes nothing, and confidential material sent
to the company's own advisers is a send that pauses, not a leak. Wordings are our own."""

from __future__ import annotations

import pytest
from hint_twins import assert_kept

from dongle.classify.hint import classify_hint

TO_THE_PRESS = [
    "Emailing the confidential merger memo to a reporter at the Herald",
    "Sending the layoff list for the Leeds plant to the journalist who called",
    "Forwarding the confidential clinical trial results to the newspaper's health desk reporter",
    "Sharing the employees' salary bands with a journalist from the trade press",
]
NOT_A_LEAK = [
    ("Sending the published annual report to the journalist who asked for it", "pause"),
    ("Emailing our public press release to the reporters on the media list", "pause"),
    ("Sending the confidential term sheet to our outside counsel for review", "pause"),
    ("Sending the confidential roadmap to the press office for an embargo review", "pause"),
]


@pytest.mark.parametrize("hint", TO_THE_PRESS)
def test_confidential_material_given_to_the_press_stops(hint: str) -> None:
    assert_kept(hint, "stop")


@pytest.mark.parametrize(("hint", "want"), NOT_A_LEAK)
def test_public_material_to_the_press_or_confidential_to_advisers_is_no_leak(hint: str, want: str) -> None:
    got = classify_hint(hint)
    assert got.tier.value != "danger_zone", (hint, got.rules, got.factors)
