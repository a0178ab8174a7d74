"""A reason told of something else says what that thing does or did, not what the agent does.

"Delete tests/test_old_api.py since this PR removes that API", "Updating the README since the cleanup
script now deletes old logs": after "since" or "because", a subject other than the agent (a noun, "this
PR") has its own verb; the agent's act is the clause before. The twins name the agent ("since I'm also
dropping ..."), point back at what the agent runs ("since it deletes ..."), follow a run (the reason may
say what the run does), or name production, which still reaches the act.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Delete tests/test_old_api.py since this PR removes that API.", "go"),
    ("Updating the README since the cleanup script now deletes old logs", "go"),
    ("Rewriting docs/retention.md because the nightly job purges sessions after 30 days", "go"),
    # twins: the agent's own act, a pronoun for what is run, a run, production, a hint that is only a reason
    ("Deleting tests/old_test.py since I'm also dropping the prod users table", "stop"),
    ("Running cleanup.sh since the script deletes ~/.ssh", "pause"),
    ("Truncating the prod orders table since the migration needs it empty", "stop"),
    ("bulk-delete the globex org and all 1,900 seats since their contract ended yesterday", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_reason_of_another(hint, want):
    _check(hint, want)
