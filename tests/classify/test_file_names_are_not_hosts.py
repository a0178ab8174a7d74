"""A bare file name is a file, not a host; a host the command is aimed at is its target.

`k6 run load.js` runs a script: a word ending in a source or data file's suffix that no top-level domain
has (.js, .json, .yaml, .csv ...) names a file, so a load tool given only its script reaches no live site.
"k6 run load.js against https://checkout.acme.io": the host after "against" is what the command is aimed
at, judged as its argument. The twins aim the same load at a live site, by URL or by bare domain.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

from dongle.classify.command import classify_command

HINTS = [
    ("k6 run load.js against localhost:8080 with 50 VUs", "go"),
    ("k6 run load.js", "go"),
    ("k6 run scripts/smoke.test.ts against http://127.0.0.1:3000", "go"),
    # twins: the load aimed at a live site
    ("k6 run load.js against https://checkout.acme.io with 5000 VUs", "pause"),
    ("k6 run load.js against checkout.acme.io with 5000 VUs", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), HINTS, ids=[h[:60] for h, _ in HINTS])
def test_hint_aimed_at(hint, want):
    _check(hint, want)


COMMANDS = [
    ("k6 run load.js", "advisory"),
    ("k6 run load.test.ts", "advisory"),
    ("wrk -t12 -c400 -d30s api.acme.io", "confirm"),
    ("k6 run https://checkout.acme.io/script.js", "confirm"),
]


@pytest.mark.parametrize(("command", "tier"), COMMANDS, ids=[c for c, _ in COMMANDS])
def test_file_name_is_not_a_host(command, tier):
    assert classify_command(command, "/home/dev/project", {}).tier.value == tier
