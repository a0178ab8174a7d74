"""A line that does not parse never stays go when what can be seen of it is risky.

The unresolved-parts policy lets a misread line whose visible parts are all known-safe stay go. A quote
or a brace left open can join a part to its neighbours, so a visible part that prints or reads out a
secret, sends to another host, deletes outside the workspace, or writes a sensitive file or one
outside the workspace is not shown harmless by its own judgement: the line pauses. And a secret
printed in pieces is the secret printed: slices whose bounds the line computes (`${TOKEN:$i:8}` in a
loop), or several slices that together show more than 8 characters, whether one echo or many print
them. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ('for i in 0 8 16; do echo "${TOKEN:$i:8}"; done', "pause"),
    ('i=0; while [ $i -lt 40 ]; do printf %s "${API_KEY:$i:4}"; i=$((i+4)); done', "pause"),
    ("echo ${DB_PASSWORD:0:6}; echo ${DB_PASSWORD:6:6}", "pause"),
    ('echo "$GITHUB_TOKEN', "pause"),
    ('curl -s https://api.example.com/status "', "pause"),
    ('scp build.tgz deploy@web1:/tmp/ "', "pause"),
    ('cat ~/.aws/credentials "', "pause"),
    ('find /srv/data -name "*.tmp" -exec rm {} \\', "pause"),
    # look-alikes: a few characters or the length only, no secret's name, a misread line that only
    # reads or deletes what a search of the workspace picks
    ('echo "${STRIPE_SECRET_KEY:0:7}"', "go"),
    ("echo ${#TOKEN}; echo ${TOKEN:0:4}", "go"),
    ('for i in 0 4; do echo "${GREETING:$i:4}"; done', "go"),
    ('echo "hello', "go"),
    ('ls -la "src', "go"),
    ('grep -r TODO src "', "go"),
    ('find . -name "*.tmp" -exec rm {} \\', "go"),
    ("chmod 600 ~/.ssh/id_ed25519 since ssh says it's too open", "go"),
    ("find -type d -empty -exec rmdir -vp --ignore-fail-on-non-empty {} `;`", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_misread_line_fails_closed(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
