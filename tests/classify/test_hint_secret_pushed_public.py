"""A secret file committed and pushed to a repository the hint calls public is published to anyone.

The command alone (`git add -f .env && git push`) stages a secret for a remote we cannot see: a pause.
The prose beside it says where the push lands; a public or open-source repository serves the file to
anyone at once and keeps it in every clone, so the context the prose gives is carried onto the command
(stop). Twins: the same push to a private repository, an example file pushed to a public one, a public
repository named without a push.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("`git add -f config/secrets.yml && git commit -m tmp && git push` - the repository is public", "stop"),
    ("git add .env.local and push it to our public GitHub repo", "stop"),
    ("`git add .env.production && git push` to the open-source repo's main branch", "stop"),
    # twins
    ("`git add -f config/secrets.yml && git commit -m tmp && git push` - the repository is private", "pause"),
    ("git add .env.example and push it to our public GitHub repo", "go"),
    ("`git add -f config/secrets.yml` in the public repo, then stop and ask before committing", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_secret_pushed_to_public_repo(hint, want):
    _check(hint, want)
