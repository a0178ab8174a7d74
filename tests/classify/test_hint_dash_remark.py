"""A phrase after a lone "-" that follows an opening command is a remark about it, not its operands.

"rm -rf coverage/ htmlcov/ .nyc_output - stale reports from the last run": plain words with a function
word among them ("from", "the") are English, as a pronoun or an article after the dash already was; the
command is judged on its own operands and the remark as prose beside it. An option, a path or a lone
name after the dash stays an operand (`tar -xzf -`), and a place the remark names still reaches the
command.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("rm -rf coverage/ htmlcov/ .nyc_output - stale reports from the last run", "go"),
    ("rm -rf dist - leftovers of the old build", "go"),
    # twins: the command itself deletes source, a name after the dash is an operand, the remark names prod
    ("rm -rf src/ - stale code from the last run", "pause"),
    ("rm -rf build - src lib", "pause"),
    ("rm -rf ./uploads - stale files from the prod box", "stop"),
    ("rm -rf ~ - stale files from the last run", "stop"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_dash_remark(hint, want):
    _check(hint, want)
