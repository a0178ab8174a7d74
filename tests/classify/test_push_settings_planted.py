"""A remote configured so that every later plain `git push` mirrors, forces or deletes (HA).

`remote.NAME.mirror true`, a push refspec with `+` (forced) or an empty source (a deletion), and a
push mirror added with `git remote add --mirror=push` turn the next routine `git push` into the
push they stand for: a pause, as that push is. Twins: a plain push refspec, reading or unsetting
the setting, prune, a fetch mirror. Wordings are not the red-team round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str) -> str:
    return LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value]


CASES = [
    ("git config --local remote.backup.mirror yes", "pause"),
    ("git config remote.gitlab.push '+refs/heads/release/*:refs/heads/release/*'", "pause"),
    ("git config --add remote.origin.push :refs/heads/staging", "pause"),
    ("git remote add --mirror=push archive ssh://git@git.example.org/team/app.git", "pause"),
    ("git config remote.gitlab.push refs/heads/release/*:refs/heads/release/*", "go"),
    ("git config --unset remote.backup.mirror", "go"),
    ("git config --get-all remote.origin.push", "go"),
    ("git config remote.origin.prune true", "go"),
    ("git remote add --mirror=fetch cache ../cache.git", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_push_turned_destructive_by_configuration(command: str, expected: str) -> None:
    assert label(command) == expected
