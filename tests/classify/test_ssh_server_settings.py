"""What an SSH server edit opens decides (blind X X-system-11, dev-M M-system-admin-22, blind K K-system-10).

Every edit to sshd_config stopped as an account file rewritten, hardening included (`PasswordAuthentication
no`). The server's settings decide who may log in from the network, so any edit pauses, either way;
opening it to root logins or to accounts with empty passwords is the machine opened (stop). passwd,
shadow and sudoers keep their stop.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

SSHD = "/etc/ssh/sshd_config"
CASES = [
    (f"sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' {SSHD}", "pause"),
    (f"sudo sed -i 's/^PasswordAuthentication no/PasswordAuthentication yes/' {SSHD}", "pause"),
    (f"sudo cp ./sshd_config {SSHD} && sudo systemctl reload sshd", "pause"),
    (f"sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin yes/' {SSHD}", "stop"),
    (f"sudo sed -i 's/^#\\?PermitEmptyPasswords.*/PermitEmptyPasswords yes/' {SSHD}", "stop"),
    (f"sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin no/' {SSHD}", "pause"),
    ("echo 'dev ALL=(ALL) NOPASSWD: ALL' | sudo tee -a /etc/sudoers", "stop"),
    (f"cat {SSHD}", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_ssh_server_setting(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
