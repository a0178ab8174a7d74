"""A shell prompt copied with a command is not part of it (NL2Bash: 14 lines such as `$ ls -Fltr`).

`$ ls` paused as a command whose name is only known at run time: the shell would look for a program
named `$`. What was meant is the command after the prompt, and it is judged as written, so a
harmless one goes and a destructive one keeps its verdict. A variable used as the command
(`$sudo chown …`) is still a name known only at run time.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("$ ls -Fltr", "go"),
    ("$ find . -name '*mp3' -print0 | xargs -0 mid3iconv -e EUR-KR -d", "go"),
    ("$ tar xvfJ filename.tar.xz", "go"),
    ("$ rm -rf ~", "stop"),
    ("$ git push --force origin main", "pause"),
    ("$sudo chown root file.sh", "pause"),
    ("echo $ ls", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_copied_prompt(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
