"""Only a pull or merge request is the project's own review thread.

"Sending the crash dump, which may include request bodies, to the vendor's support portal" went as a
comment on the team's review thread because the word "request" alone counted as one. Data sent to a
vendor leaves the team (pause); a comment on the PR or the pull request stays go.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Sending the crash dump, which may include request bodies, to the vendor's support portal.", "pause"),
    ("Uploading the HAR file with the failing request headers to the vendor's support ticket.", "pause"),
    ("Posting a comment on the pull request with the test results.", "go"),
    ("Posting a comment on the PR with the coverage numbers.", "go"),
]


@pytest.mark.parametrize(("hint", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_review_thread(hint: str, expected: str) -> None:
    _check(hint, expected)
