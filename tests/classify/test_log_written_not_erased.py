"""A log written is a record made; a log emptied or replaced is a record erased.

`truncate -s 0 /var/log/auth.log` stops (anti-forensics). `bash deploy.sh | tee /var/log/deploy.log`
keeps the run's own output as a log: a write into a system directory (pause), not tampering;
appending (`tee -a`) never erases. tee overwriting a log the system itself keeps (auth.log, syslog,
wtmp) with other text still stops. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("bash deploy.sh | tee /var/log/deploy.log", "pause"),
    ("./nightly.sh 2>&1 | sudo tee -a /var/log/nightly.log", "pause"),
    ("cat /dev/null | sudo tee /var/log/auth.log", "stop"),
    ("echo '' | sudo tee /var/log/syslog >/dev/null", "stop"),
    ("sudo truncate -s 0 /var/log/auth.log", "stop"),
    ("tail -n 50 /var/log/deploy.log | tee /tmp/last.txt", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_log_written_not_erased(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
