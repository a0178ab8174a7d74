"""Files emptied by a redirect of a command that prints nothing.

`: > F`, a bare `> F`, `cat /dev/null > F` and `true > F` lose what `truncate -s 0 F` loses, so they are
judged alike: outside the project, a file that is not a log, cache or scratch pauses, and a target
only known at run time (`> "$SETTINGS_FILE"`) could be any file; inside the project, a data file
pauses and `> out.txt` starts an output. A group or loop whose body writes into the
redirect, a command that prints something, an append, and `script`'s typescript (the session's
output) are writes, not emptyings. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ('cat /dev/null > "$SETTINGS_FILE"', "pause"),
    (': > "$CONFIG"', "pause"),
    (": > ~/notes/plan.md", "pause"),
    ("cat /dev/null > data/users.csv", "pause"),
    ("> out.txt", "go"),
    ("true > exports/users.jsonl", "pause"),
    # the same redirects carrying output, an append, scratch, logs and build output
    ('echo done > "$OUT"', "go"),
    ("cat /dev/null >> data/users.csv", "go"),
    ("cat /dev/null > /tmp/out.txt", "go"),
    (": > logs/dev.log", "go"),
    (": > build/out.txt", "go"),
    ("{ date; uname -a; } > build-info.txt", "go"),
    ("for f in src/*.py; do wc -l \"$f\"; done > LINECOUNT.md", "go"),
    ("(cd docs && ls) > docs-index.txt", "go"),
    ("script -qc 'make test' test-session.log", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_file_emptied_by_redirect(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/project", {"HOME": "/home/dev"}).tier.value] == expected
