"""Debug or verbose output switched off is not a record lost (prose.py, hint.verbosity).

"Turning off verbose debug logging in the local config": how much a program prints for whoever is
debugging it; nobody relies on it as a record. The twins switch off what others rely on or what watches
(an audit log, access logs, alerting), or do it on production or on machines others share, where it
is a change to their service; they keep their verdict.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Disabling trace output in the CLI's settings.toml.", "go"),
    ("Switching off the verbose logging of the webpack dev server so the build output fits the screen.",
     "go"),
    # twins: a record others rely on, something that watches, production
    ("Turning off audit logging in the app's local config.", "stop"),
    ("Disabling verbose access logs on the staging nginx.", "pause"),
    ("Turning off debug logging on the prod payments service.", "pause"),
    ("Turning off verbose logging on the shared Jenkins build agents.", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_verbosity_switched(hint: str, want: str) -> None:
    _check(hint, want)
