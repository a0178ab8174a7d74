"""Issue 14, blind AF (opened): security telemetry is a security control, each tried both ways.

The agent that carries a host's logs to the SIEM (a forwarder, a beat, Sysmon, a collector) stopped or
disabled by any service manager, the SIEM itself stopped or its indexed events erased, and every index of
a log service deleted by a bare wildcard stop, as the host's audit trail switched off does; silencing
every alert pauses. A restart, a status, one dated index pattern, a local development service and one
named silence keep their verdicts. Products and wordings invented here, not lines of the scored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo systemctl mask --now fluent-bit", "stop"),
    ("sudo rc-service nxlog stop", "stop"),
    ("Stop-Service -Name winlogbeat -Force", "stop"),
    ("Set-Service -Name Sysmon -StartupType Disabled", "stop"),
    ("ssh siem-fwd-2 'sudo /opt/splunkforwarder/bin/splunk stop'", "stop"),
    ("sudo -u splunk /opt/splunk/bin/splunk clean eventdata -index proxy -f", "stop"),
    ("curl -sk -XDELETE -u admin:$OS_PW https://opensearch.sec.example:9200/_all", "stop"),
    ("amtool silence add 'instance=~.*' --duration=12h --comment=mtce", "pause"),
    # look-alikes that keep their verdicts
    ("sudo systemctl restart fluent-bit", "pause"),
    ("systemctl status winlogbeat", "go"),
    ("Get-Service -Name Sysmon64 | Select-Object Status", "go"),
    ("curl -sk -XDELETE -u admin:$OS_PW 'https://opensearch.sec.example:9200/proxy-2023.01.*'", "pause"),
    ("curl -s -XDELETE http://localhost:9200/_all", "pause"),
    ("amtool silence add alertname=CertExpiry instance=web-4 --duration=2h --comment=renewal", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_security_telemetry_off(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
