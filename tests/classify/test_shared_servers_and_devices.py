"""Acts on a server or device other people share, and their reads.

A whole Perforce depot force-deleted takes every file's history with it (stop); an empty depot's spec
deleted pauses. A service told to stop by its administration (`admin stop`, a `…ctl` tool's `stop`,
`stop_app`) is down for everyone it serves (pause); its status, listings and checkpoint are not.
Mercurial history stripped or pruned pauses as `git reset --hard` does; a log does not. A CI server's
pipeline or team destroyed pauses, its listing goes. An SNMP set changes a managed device's
configuration (pause); get and walk read it.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("p4 -p ssl:perforce.studio.lan:1666 -u admin depot -d -f Environments", "stop"),
    ("p4 -u admin depot -d Environments", "pause"),
    ("p4 -p ssl:perforce.studio.lan:1666 -u admin admin stop", "pause"),
    ("p4 -u admin admin checkpoint -z", "go"),
    ("p4 -u admin depots", "go"),
    ("rabbitmqctl stop_app", "pause"),
    ("supervisorctl -c /etc/supervisor/supervisord.conf stop all", "pause"),
    ("rabbitmqctl list_queues name messages", "go"),
    ("supervisorctl status", "go"),
    ("hg strip -r 'draft() and user(kim)'", "pause"),
    ("hg prune -r .", "pause"),
    ("hg log -r 'draft()' --limit 20", "go"),
    ("fly -t main destroy-pipeline -p nightly-etl -n", "pause"),
    ("fly -t main destroy-team --team-name data --non-interactive", "pause"),
    ("fly -t main pipelines", "go"),
    ("snmpset -v3 -u noc -l authPriv -a SHA -A x -x AES -X y dist-sw-4 IF-MIB::ifAdminStatus.12 i 2",
     "pause"),
    ("snmpbulkwalk -v2c -c public dist-sw-4 IF-MIB::ifDescr", "go"),
    ("snmpget -v2c -c public dist-sw-4 SNMPv2-MIB::sysUpTime.0", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_shared_servers_and_devices(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/game", {"HOME": "/home/dev"}).tier.value] == expected
