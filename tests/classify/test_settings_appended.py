"""Plain settings appended to a start-up or settings file are judged by what the text says (HA).

Appended (`>>`) literal text that only sets plain values runs no code and loses nothing the file
held: history sizes, a locale, a compiler or editor by its name, an ssh `Host` block, a gpg-agent
cache time, a client's pager (go). The same files still pause when the text runs a program that is
not an everyday one, loads or forwards something, holds a secret, wipes history, defines an alias
under a name that is handed secrets (an alias for a harmless command is plain: session 17), or when
`>` replaces the file. Wordings and files are not the red-team round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str) -> str:
    return LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value]


PLAIN = [
    "echo 'SAVEHIST=5000; HISTTIMEFORMAT=\"%F %T \"' >> ~/.zshrc",
    "printf 'export LANG=en_GB.UTF-8\\nexport LC_ALL=en_GB.UTF-8\\n' >> ~/.bash_profile",
    "echo 'export VISUAL=nvim PAGER=most' >> ~/.kshrc",
    # PATH kept, with the user's own or the system's program directories added
    "echo 'export PATH=$HOME/.local/bin:$PATH' >> ~/.zshrc",
    "echo 'export PATH=\"$PATH:/usr/local/go/bin\"' >> ~/.profile",
    "printf 'shopt -s histappend\\nset -o vi\\n' >> ~/.bashrc",
    "printf '\\nHost ci-runner\\n  Port 2222\\n  User builder\\n  IdentitiesOnly yes\\n' >> ~/.ssh/config",
    "printf 'max-cache-ttl 7200\\n' >> ~/.gnupg/gpg-agent.conf",
    "printf '[client]\\ndefault-character-set = utf8mb4\\n' >> ~/.my.cnf",
]

NOT_PLAIN = [
    "printf 'Host *\\n    LocalCommand rm -rf ~/src\\n    PermitLocalCommand yes\\n' >> ~/.ssh/config",
    "printf 'Host *\\n    ForwardAgent yes\\n' >> ~/.ssh/config",
    "printf 'scdaemon-program /home/dev/.cache/scd\\n' >> ~/.gnupg/gpg-agent.conf",
    "printf '[client]\\npassword = s3cret\\n' >> ~/.my.cnf",
    "echo 'SAVEHIST=0' >> ~/.zshrc",
    "echo 'alias git=\"git --no-pager\"' >> ~/.zshrc",
    "echo 'export LANG=en_GB.UTF-8' > ~/.bash_profile",
    "echo 'export VISUAL=\"sh -c\"' >> ~/.kshrc",
    "echo 'export PATH=/tmp/bin:$PATH' >> ~/.zshrc",
    "echo 'export PATH=.:$PATH' >> ~/.zshrc",
]


@pytest.mark.parametrize("command", PLAIN, ids=lambda v: v[:60])
def test_plain_settings_appended_pass(command: str) -> None:
    assert label(command) == "go"


@pytest.mark.parametrize("command", NOT_PLAIN, ids=lambda v: v[:60])
def test_settings_that_run_steer_or_replace_still_pause(command: str) -> None:
    assert label(command) != "go"
