"""The method and the path decide what a raw API call does (blind Z, Z-saas-16).

`gh api -X DELETE /orgs/acme` paused as any API write: it deletes the organisation with every
repository in it, as `curl -X DELETE https://api.github.com/orgs/acme` or a GitLab group's DELETE do
(stop). A path below the account (a member, a package version) deletes that one thing (pause), and a
GET of the same path reads it (go).
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("gh api -X DELETE /orgs/acme", "stop"),
    ("gh api --method DELETE orgs/acme", "stop"),
    ("glab api -X DELETE groups/acme-platform", "stop"),
    ('curl -X DELETE -H "Authorization: Bearer $GH_TOKEN" https://api.github.com/orgs/acme', "stop"),
    ("curl --request DELETE https://gitlab.acme.io/api/v4/groups/42", "stop"),
    ("gh api -X DELETE /orgs/acme/members/bob", "pause"),
    ("gh api -X DELETE /orgs/acme/packages/container/api/versions/81231231", "pause"),
    ("gh api /orgs/acme", "go"),
    ("curl -s https://api.github.com/orgs/acme/repos", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_account_deleted_through_api(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/storefront", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
