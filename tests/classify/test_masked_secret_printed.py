"""A secret variable printed only as a few of its characters is not printed (blind set CG's false positive).

`printf '%s\\n' "${STRIPE_SECRET_KEY:0:7}..."` shows which key is loaded (`sk_live`, `AKIA`) and
leaves the secret unknown; so do a short suffix (`${KEY: -4}`) and the length (`${#KEY}`). More than
8 characters, slices that add up to more, the rest of the value from an offset, a default expansion
(`${KEY:-x}` is the whole value), or a whole secret beside a masked one keeps the pause.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("source .env && printf '%s\\n' \"${STRIPE_SECRET_KEY:0:7}...\" \"${AWS_ACCESS_KEY_ID:0:4}...\"", "go"),
    ('echo "token: ${GITHUB_TOKEN:0:4}… (${#GITHUB_TOKEN} chars)"', "go"),
    ('echo "key ends in ${OPENAI_API_KEY: -4}"', "go"),
    ('set -a; . ./.env.local; set +a; echo "db password is ${#DB_PASSWORD} long"', "go"),
    ('echo "${GITHUB_TOKEN:0:40}"', "pause"),
    ('echo "${GITHUB_TOKEN:4}"', "pause"),
    ('echo "${GITHUB_TOKEN:0:8}${GITHUB_TOKEN:8:8}"', "pause"),
    ('printf "%s" "${DB_PASSWORD:-unset}"', "pause"),
    ('echo "${GITHUB_TOKEN:0:4} $DB_PASSWORD"', "pause"),
    ('echo "${SLACK_TOKEN:$OFFSET:8}"', "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_masked_secret_printed(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
