"""nftables rules changed pause like iptables ones.

`sudo nft add rule inet filter input tcp dport 8080 accept` went while `iptables -A … -j ACCEPT`
paused: the same act (a port opened) in nft's words. Adding, inserting, deleting rules and loading a
ruleset pause; listing, monitoring and a check-only load (`-c`) go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo nft add rule inet filter input tcp dport 8080 accept", "pause"),
    ("sudo nft insert rule inet filter input ip saddr 0.0.0.0/0 tcp dport 22 accept", "pause"),
    ("sudo nft -f /tmp/rules.nft", "pause"),
    ("sudo nft flush ruleset", "stop"),
    ("sudo nft list ruleset", "go"),
    ("sudo nft -c -f /etc/nftables.conf", "go"),
    ("sudo nft -a list chain inet filter input", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_firewall_nft(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
