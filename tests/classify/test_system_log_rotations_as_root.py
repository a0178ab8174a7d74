"""Old compressed logs deleted as root across the whole of /var/log pause; one app's logs stay upkeep.

`sudo find /var/log -name '*.gz' -mtime +30 -delete` went as logrotate's upkeep. Run as root over the
whole log tree, the rotations include the system's own records (auth, audit, syslog) that an
investigation reads back: a human confirms. One application's log directory, or the same find without
root (the system's records are not its to delete), stays go. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo find /var/log -name '*.gz' -mtime +30 -delete", "pause"),
    ("sudo find /var/log/ -type f -name '*.gz' -mtime +60 -exec rm {} +", "pause"),
    ("sudo find /var/log/nginx -name '*.gz' -mtime +30 -delete", "go"),
    ("find /var/log/myapp -name '*.log.gz' -mtime +30 -delete", "go"),
    ("sudo find /var/log -name '*.gz' -mtime +30", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_system_log_rotations_as_root(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
