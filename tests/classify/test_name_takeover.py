"""Publishing under a name other people install stops; publishing the team's own package does not."""

import pytest

from dongle.classify.hint import classify_hint
from dongle.classify.name_takeover import EXAMPLES
from dongle.levels import DangerLevel


@pytest.mark.parametrize("hint", EXAMPLES["stop"] + [
    "Registering the dependency-confusion name acme-internal-auth on public npm with a higher version",
    "Squatting the misspelled name of the requests package on PyPI to collect downloads",
])
def test_publishing_under_others_names_stops(hint: str) -> None:
    assert classify_hint(hint).danger_level is DangerLevel.FORBIDDEN


@pytest.mark.parametrize("hint", EXAMPLES["keep"] + [
    "Reading the abandoned project's README to see which name it used",
    "Pinning our installs to the internal mirror so a look-alike package name cannot be picked up",
])
def test_own_releases_and_mentions_do_not_stop(hint: str) -> None:
    assert classify_hint(hint).danger_level < DangerLevel.FORBIDDEN
