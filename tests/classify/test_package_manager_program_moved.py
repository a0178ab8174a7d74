"""A package manager told to run a program from outside the project as itself (session 21, HL-61's
family): Yarn's `yarnPath` (`.yarnrc.yml`), `yarn-path` (`.yarnrc`) and its plugins' `path` name the
file every later `yarn` runs. A release or plugin kept in the project (`.yarn/releases/…`, reviewed and
committed with it) is how Yarn is pinned; a file in scratch or home is code nobody has read: a pause,
as a loader variable pointing at scratch is. Other settings in the same files go.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


@pytest.mark.parametrize(("command", "expected"), [
    ("printf 'yarnPath: /tmp/.cache/yarn.cjs\\n' > .yarnrc.yml", "pause"),
    ("echo 'yarn-path \"~/.y/yarn.js\"' > .yarnrc", "pause"),
    ("printf 'plugins:\\n  - path: /tmp/p.cjs\\n' >> .yarnrc.yml", "pause"),
    ("printf 'yarnPath: ../../shared/yarn.cjs\\n' > .yarnrc.yml", "pause"),
    ("printf 'yarnPath: .yarn/releases/yarn-4.1.0.cjs\\n' > .yarnrc.yml", "go"),
    ("printf 'plugins:\\n  - path: .yarn/plugins/@yarnpkg/plugin-x.cjs\\n' >> .yarnrc.yml", "go"),
    ("printf 'nodeLinker: node-modules\\n' > .yarnrc.yml", "go"),
    ("cat .yarnrc.yml", "go"),
])
def test_yarn_program_outside_the_project(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
