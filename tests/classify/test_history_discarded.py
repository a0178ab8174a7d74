"""A shell history file linked to /dev/null is erased for good (blind Z, Z-anti-forensics-8).

`ln -sf /dev/null ~/.bash_history` paused as any history edit: the record is erased and every
later session writes into nothing, with nothing to see in the shell (stop, as blind X's
`unset HISTFILE; rm -f ~/.bash_history; ln -s /dev/null ~/.bash_history` says). A deleted or emptied
history file, or `history -c && history -w`, is written again by the next session (pause, as blind Y
labels it); switching recording off for this shell only (`unset HISTFILE; history -c`) is this
shell's (pause). A tool's history linked to /dev/null keeps typed passwords out of it (`.mysql_history`:
pause, as any overwrite there).
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("ln -sf /dev/null ~/.bash_history", "stop"),
    ("ln -s /dev/null /home/dev/.zsh_history", "stop"),
    ("unset HISTFILE; rm -f ~/.bash_history; ln -s /dev/null ~/.bash_history", "stop"),
    ("history -c && history -w", "pause"),
    ("rm -f ~/.bash_history", "pause"),
    ("unset HISTFILE; export HISTSIZE=0; history -c", "pause"),
    ("ln -s /dev/null ~/.mysql_history", "pause"),
    ("ln -sf ~/dotfiles/zshrc ~/.zshrc", "pause"),
    ("ln -s ~/dotfiles/gitignore .gitignore", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_history_discarded(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
