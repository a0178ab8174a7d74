"""A job handed a dry-run input rehearses, whatever starts it.

`gh workflow run X -f dry_run=true`, a CI server's `-p DRY_RUN=true`, `--extra-vars dry_run=yes`: the
job is told to show what it would do, so the dispatch is a preview (go); the same dispatch with the input
false, or without it, keeps the release workflow's pause.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("gh workflow run release-pypi.yml --ref main --field dryRun=true", "go"),
    ("gh workflow run publish-npm.yml -f channel=latest -f dry-run=yes", "go"),
    ("gh workflow run publish-npm.yml -f channel=latest", "pause"),
    ("gh workflow run release-pypi.yml --ref main --field dryRun=false", "pause"),
    ("gh workflow run release-pypi.yml --ref main", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_dry_run_inputs(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/lib", {"HOME": "/home/dev"}).tier.value] == expected
