"""A read request's query selectors are not acts, but only when every method the client is told is GET:
curl and gh keep the last `-X`, and a cluster of short flags (`-iX PATCH`, `-X=PATCH`, `-sSXPOST`) names a
method too (review of session 34). A reset told `--plan` is no exemption for tools that ignore options."""

from __future__ import annotations

import pytest
from command_labels import command_label

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}


@pytest.mark.parametrize(("command", "label"), [
    ("gh api -X GET -X PATCH 'orgs/acme/audit-log?state=disabled'", "stop"),
    ("gh api -X=PATCH 'orgs/acme/audit-log?state=disabled'", "stop"),
    ("gh api -iX PATCH 'orgs/acme/audit-log?state=disabled'", "stop"),
    ("curl -sSXPOST 'https://api.example.com/users?status=mfa_disabled'", "stop"),
    ("gh api 'orgs/acme/members?filter=2fa_disabled'", "go"),
    ("gh api -X GET 'orgs/acme/members?filter=2fa_disabled'", "go"),
])
def test_every_method_is_read(command: str, label: str) -> None:
    assert command_label(command, CWD, ENV) == label


@pytest.mark.parametrize("command", [
    "npx knex migrate:rollback --all --plan",
    "npx sequelize-cli db:migrate:undo:all --plan",
])
def test_plan_is_no_exemption(command: str) -> None:
    assert command_label(command, CWD, ENV) != "go"
