"""A pronoun carries the path the clause before named, not only the kind of thing it was.

"Created scratch/notes.md earlier; removing it now", "dead code: parse_v1() in src/parser.ts has zero
callers, removing it": "it" is that file (or code in it), so the act is judged on that path as if the
path were written in its place. The twins carry a data file, a source folder removed whole, a system file
and a key: judged on that path too.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("dead code: parse_v1() in src/parser.ts has zero callers, removing it", "go"),
    ("Created scratch/notes.md earlier; removing it now", "go"),
    ("Opened src/legacy/old_auth.py to check, deleting it since nothing imports it", "go"),
    # twins: the path carried is data, a source folder, a system file, a key
    ("Opened data/customers.csv; deleting it", "pause"),
    ("Found src/; deleting it", "pause"),
    ("Looked at /etc/hosts, removing it", "stop"),
    ("Found ~/.ssh/id_rsa; deleting it", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_pronoun_keeps_path(hint, want):
    _check(hint, want)
