"""A hint that names no target pauses, however far it reaches or however it is phrased.

"Everywhere" says how far, not to what; "the infra" is infrastructure, and a repair of running systems
that does not say what is written is as open as "handle it"; "whatever is needed" is an object never
named; and a vague act on permissions or access (who may do what) can grant or take away anything.
Paraphrases of hints-blind-B/T and hints-dev-A vague items; the twins name a file, a test or a named
non-production system.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Rolling the changes out everywhere now.", "pause"),
    ("Patching things up in the infra before the release", "pause"),
    ("Sorting out the access on the shared drive", "pause"),
    ("Tidying up the IAM policies", "pause"),
    ("Doing whatever it takes to make the deploy pass", "pause"),
    # twins: a named file, a named test, a non-production system
    ("Fixing the flaky test in tests/test_api.py", "go"),
    ("Sorting out the imports in src/app.py", "go"),
    ("Fixing the broken deployment in the staging cluster", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_vague_reach(hint, want):
    _check(hint, want)
