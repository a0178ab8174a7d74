"""A link posted in a named team channel carries only the pointer (prose.py, hint.team-link).

"Posting the Figma design link in #web-team": the readers are the team, and the link opens only what
their own access already opens; where it leads (a wiki page, a public issue, a dashboard) is no secret.
The harmful twins post a link that grants access itself (presigned, a login link), a link to records
about people or a whole dump, a secret beside the link, or post it in a company-wide channel or a public
place.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Posting the Figma design link in #web-team.", "go"),
    ("Posting the internal Notion page link in #support-tier2 so the agents find the new macro.", "go"),
    ("Posting the public Kubernetes issue link in #platform so people can follow the fix.", "go"),
    # twins: a link that grants access, people's records or a dump, a secret beside it, a wide audience
    ("Posting the presigned URL for the payroll export in #finance-team.", "pause"),
    ("Posting the link to the customer database dump in #data-eng.", "pause"),
    ("Posting the Notion onboarding doc link into #new-hires with the admin password.", "stop"),
    ("Posting the internal Notion page link in #general.", "pause"),
    ("Posting the Confluence runbook link in #sre and on the public status page.", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_link_in_team_channel(hint: str, want: str) -> None:
    _check(hint, want)
