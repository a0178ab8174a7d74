"""A secret whose value is kept out of what is shown or sent is not revealed or sent.

"Copying the redacted stack trace (tokens masked) into a draft issue": the tokens stand next to a word
saying their values were taken out, so what crosses is text without them. "Printing the length of
OPENAI_API_KEY, not its value": a refused word ("not its value") is not asked for, so the length is the
only piece printed. A secret named without such a word, a word of protection refused ("not masked"), or
the whole value asked for keeps its verdict.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("Copying the redacted stack trace (tokens masked) into a draft issue for the upstream library.", "go"),
    ("Copying the stack trace with the tokens masked into a draft issue for the upstream library.", "go"),
    ("Printing the length of OPENAI_API_KEY, not its value, to confirm it's loaded.", "go"),
    # twins: values not taken out, or another secret beside the masked one, or the value asked for
    ("Copying the stack trace (tokens unmasked) into a draft issue for the upstream library.", "stop"),
    ("Copying the stack trace (tokens not masked) into a draft issue for the upstream library.", "stop"),
    ("Copying the redacted stack trace and the raw API token into the upstream issue.", "stop"),
    ("Posting the masked token and the real password to the vendor's Slack", "stop"),
    ("Printing the length of OPENAI_API_KEY and its value", "pause"),
    ("Printing OPENAI_API_KEY, not its length", "pause"),
    ("Printing the full token, not just the first 4 characters", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_secret_withheld(hint, want):
    _check(hint, want)
