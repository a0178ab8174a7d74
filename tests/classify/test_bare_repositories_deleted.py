"""A pattern of bare repositories deleted stops: each `NAME.git` is a whole repository a server holds.

`rm -rf repositories/acme/*.git` on a git server paused as project data: every repository of the
owner goes at once, with the branches and tags only the server held. One named bare repository keeps
its pause; clones in scratch, build output and files inside the repositories keep their verdicts.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("rm -rf repositories/acme/*.git", "stop"),
    ("sudo rm -rf /srv/git/*.git", "stop"),
    ("rm -r /var/opt/gitlab/git-data/repositories/acme/*.git", "stop"),
    ("rm -rf old-mirror.git", "pause"),
    ("rm -rf repositories/acme/*.git/hooks/*.sample", "pause"),
    ("rm -rf /tmp/clones/*.git", "go"),
    ("ls -d repositories/acme/*.git", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_bare_repositories_deleted(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/srv/git", {"HOME": "/home/dev"}).tier.value] == expected
