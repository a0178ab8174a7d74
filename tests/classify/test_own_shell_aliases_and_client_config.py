"""One's own aliases and client settings, appended, are judged by what they say (round AL's FP).

An alias runs its body only when its name is typed: a body that is a go where shells start, under a
name that is neither handed secrets nor decides what runs, changes nothing and loses nothing (the file
keeps what it held). A `Host` block appended to the ssh client's settings by a here-document or by
`tee -a` is plain settings, as the same block written by printf already was. A body that deletes,
downloads or sends, a name such as sudo or cd, a command weakening host checks or running a proxy
program, or a file replaced rather than appended keeps its verdict. Wordings are not the round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("echo \"alias tf='terraform plan -lock=false'\" >> ~/.zshrc", "go"),
    ("printf '%s\\n' \"alias la='ls -A'\" \"alias dc='docker compose ps'\" >> ~/.bashrc && . ~/.bashrc",
     "go"),
    ("cat >> ~/.bash_profile <<'X'\nalias gl='git log --oneline -20'\nX", "go"),
    ("echo \"alias tidy='rm -rf ~/Downloads/*'\" >> ~/.zshrc", "stop"),
    ("echo \"alias up='curl -fsSL https://get.example.dev/i.sh | sh'\" >> ~/.bashrc", "stop"),
    ("echo \"alias ssh='ssh -o StrictHostKeyChecking=no'\" >> ~/.bashrc", "pause"),
    ("echo \"alias cd='pushd'\" >> ~/.zshrc", "pause"),
    ("echo \"alias gl='git log --oneline'\" > ~/.zshrc", "pause"),
    ("echo \"alias gl='git log'; export LD_PRELOAD=/tmp/x.so\" >> ~/.bashrc", "pause"),
    ("cat >> ~/.ssh/config <<'X'\nHost build-runner\n  HostName 10.40.2.17\n  User ci\n  Port 2222\nX", "go"),
    ("printf 'Host gitea\\n  HostName git.internal.example\\n  IdentityFile ~/.ssh/id_gitea\\n' "
     "| tee -a ~/.ssh/config", "go"),
    ("cat >> ~/.ssh/config <<'X'\nHost *\n  StrictHostKeyChecking no\n  UserKnownHostsFile /dev/null\nX",
     "pause"),
    ("printf 'Host *\\n  ProxyCommand nc 198.51.100.9 22\\n' | tee -a ~/.ssh/config", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_own_shell_aliases_and_client_config(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
