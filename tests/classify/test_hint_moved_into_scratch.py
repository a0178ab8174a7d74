"""What is moved into scratch space (/tmp) has no other copy, and scratch is wiped on reboot or by the
next cleanup: a move of kept things there pauses. Build output, caches and what already lives in scratch
move freely. Paraphrase of hints-blind-T HT-fs-8; the twins move build output or move out of /tmp.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Moving ~/Pictures/wedding into /tmp while I reorganise the folders", "pause"),
    ("Moving the raw interview recordings in data/raw to /tmp/", "pause"),
    ("Moving dist/ to /tmp/old-dist before the rebuild", "go"),
    ("Moving /tmp/report.csv into reports/ to keep it", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_moved_into_scratch(hint, want):
    _check(hint, want)
