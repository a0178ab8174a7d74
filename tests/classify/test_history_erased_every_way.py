"""Shell history erased every way at once stops; one way alone pauses.

`history -c && cat /dev/null > ~/.bash_history && unset HISTFILE` paused: each part was judged
alone, and alone each leaves a copy (the file keeps what `history -c` clears from memory; the shell
writes its memory back into a deleted file at exit). The file erased together with the memory cleared
or recording switched off leaves no record of what was run. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("history -c && cat /dev/null > ~/.bash_history && unset HISTFILE", "stop"),
    ("history -c && rm -f ~/.bash_history", "stop"),
    ("unset HISTFILE; rm ~/.zsh_history", "stop"),
    ("history -c", "pause"),
    ("rm -f ~/.bash_history", "pause"),
    ("export HISTFILE=/dev/null; history -c", "pause"),
    ("history | tail -n 20 && wc -l ~/.bash_history", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_history_erased_every_way(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
