"""A pattern inside one application's folder on a fleet picks some entries (round AL's over-stop).

The fleet rule makes a change one level worse on every host, except a scoped one (a filtered find,
a glob with literal text). A glob inside an application's folder in a server's application area
(`/var/www/shop/releases/2023*`, `/opt/acme/releases/v1.*`) was never scoped, because every system
path counted as catastrophic: it is now, so it costs on each host what it costs on one (a pause).
The area or an application's whole folder emptied, a bare `*`, the system's own trees, and databases'
files keep their stop. Tools and paths are not the round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("ansible app_servers -i hosts/qa -b -m shell -a 'rm -rf /opt/ledger/releases/2024-0*'", "pause"),
    ("ansible app_servers -i hosts/qa -b -m shell -a 'rm -rf /srv/ledger/cache/tmp-*'", "pause"),
    ("ansible app_servers -i hosts/qa -b -m shell -a 'rm -rf /opt/ledger/*'", "stop"),
    ("ansible app_servers -i hosts/qa -b -m shell -a 'rm -rf /opt/ledger*'", "stop"),
    ("ansible app_servers -i hosts/qa -b -m shell -a 'rm -rf /etc/ledger/conf.d/*.conf'", "stop"),
    ("ansible app_servers -i hosts/qa -b -m shell -a 'rm -rf /var/lib/mysql/ledger_*'", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_fleet_pattern_in_an_application(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
