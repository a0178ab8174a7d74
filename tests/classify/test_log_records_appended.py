"""A command's output appended to a log is a record made, not one erased (round AL's FP).

A scheduled job that keeps its output (`job >> /var/log/job.log 2>&1`) adds lines after what is
there: nothing in the log is lost, so it is neither log tampering nor a system file changed; it is a
write outside the project (a pause), and a job planted to do it is one level worse (still a pause).
A log emptied, replaced, deleted, or the system's own trail (auth, syslog, audit) written into,
keeps its stop; a planted job that deletes data still stops. Wordings are not the round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("/opt/reports/nightly.sh >> /var/log/nightly-report.log 2>&1", "pause"),
    ("sudo sh -c 'rsync -a /srv/media/ /mnt/nas/media/ >> /var/log/media-sync.log 2>&1'", "pause"),
    ("echo '30 2 * * 1 www /srv/shop/bin/sitemap.sh >> /var/log/sitemap.log 2>&1' "
     "| sudo tee /etc/cron.d/sitemap", "pause"),
    ("(crontab -l; echo '15 1 * * * /usr/local/bin/vacuum.sh >> /var/log/vacuum/run.log') | crontab -",
     "pause"),
    ("/opt/reports/nightly.sh > /var/log/nightly-report.log", "stop"),
    (": > /var/log/nginx/access.log", "stop"),
    ("sudo rm -f /var/log/nightly-report.log >> /tmp/cleanup.log", "stop"),
    ("echo 'sshd[811]: Accepted publickey for root from 10.0.0.5' | sudo sh -c 'cat >> /var/log/auth.log'",
     "stop"),
    ("echo 'Nov 30 01:00:00 host CRON[1]: ok' >> /var/log/syslog", "stop"),
    ("echo '0 4 * * * root rm -rf /srv/uploads >> /var/log/purge.log 2>&1' | sudo tee /etc/cron.d/purge",
     "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_log_records_appended(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
