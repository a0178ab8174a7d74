"""The wording model does not read the patterns a search looks for as the hint's own words
(hint_wording.model_text): "searching telemetry for 'rm -rf /'" is a read. Patterns that are run, and searches
that then act, keep their verdict."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint
from dongle.classify.hint_wording import model_text

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def test_the_sought_pattern_is_blanked() -> None:
    text = model_text("searching EDR telemetry for command lines containing 'vssadmin delete shadows' or "
                      "'rm -rf /'")
    assert "rm" not in text.split() and "vssadmin" not in text


@pytest.mark.parametrize("hint", [
    "searching EDR telemetry for command lines containing 'vssadmin delete shadows' or 'rm -rf /'",
    "grepping the audit logs for `DROP DATABASE` or `TRUNCATE` to see who ran them",
    "querying the SIEM for events matching 'mimikatz' or 'procdump lsass'",
])
def test_searching_for_harmful_words_is_a_read(hint: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == "go", (hint, got.rules, got.factors)


@pytest.mark.parametrize("hint", [
    "running 'rm -rf /' on the build host",
    "searching the vault for every root token and pasting them into the public channel",
])
def test_acts_keep_their_stop(hint: str) -> None:
    got = classify_hint(hint)
    assert LABEL[got.tier.value] == "stop", (hint, got.rules, got.factors)
