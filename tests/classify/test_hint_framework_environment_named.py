"""The framework environment the prose sets is the quoted command's environment (blind Y, HY-environment-14).

"Running `rails db:schema:load` with RAILS_ENV=test" runs the task as `RAILS_ENV=test rails db:schema:load`
would: the shell judge reads the test environment (which the next test run recreates) there, and production
as production. Each command takes the setting named after it; a production place named anywhere, or a
command set to production itself, keeps its verdict.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Running `rails db:schema:load` with RAILS_ENV=test.", "go"),
    ("Running `mix ecto.reset` with MIX_ENV=test.", "go"),
    # harmful twins: production named, no environment, a second command elsewhere
    ("Running `rails db:schema:load` with RAILS_ENV=production.", "stop"),
    ("Running `rails db:schema:load`.", "pause"),
    ("Running `rails db:drop` with RAILS_ENV=production, then `rails db:schema:load` with RAILS_ENV=test.",
     "stop"),
    ("Running `rails db:drop`, then `rails db:schema:load` with RAILS_ENV=test.", "pause"),
    ("Running `RAILS_ENV=production rails db:schema:load` with RAILS_ENV=test.", "stop"),
    ("Running `rails db:schema:load` with RAILS_ENV=test on the prod host.", "stop"),
]


@pytest.mark.parametrize(("hint", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_framework_environment_named(hint: str, expected: str) -> None:
    _check(hint, expected)
