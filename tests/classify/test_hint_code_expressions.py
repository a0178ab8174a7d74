"""A quoted expression is code, not an act: it is read as data by the prose, and its names decide nothing.

`jest.resetModules()` resets a test runner's module registry, `Object.freeze(cfg)` a value: receivers
that live in the program's own memory change nothing outside the running process, so their method names
(reset, clear, delete) are not operations on data. A subscript (`os.environ["KEY"]`, `settings['db']`)
is an expression no command line opens with. The twins call a real store's method (`db.dropDatabase()`,
`redis.flushall()`) or read a secret out loud.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Calling `jest.resetModules()` in beforeEach so each test imports a fresh config", "go"),
    ("Adding `vi.clearAllMocks()` to the afterEach hook in tests/setup.ts", "go"),
    ("Adding `Object.freeze()` around the defaults in src/config.ts", "go"),
    ("Reading the region from `os.environ['AWS_REGION']` instead of the hard-coded string", "go"),
    ("Replacing the literal level with `settings['LOG_LEVEL']` in app/log.py", "go"),
    # twins: a real store's method, a secret printed
    ("Running `db.dropDatabase()` in the prod mongo shell", "stop"),
    ("Calling `redis.flushall()` on the production cache", "stop"),
    ("Printing `os.environ['STRIPE_SECRET_KEY']` to the build log", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_code_expressions_are_code(hint, want):
    _check(hint, want)
