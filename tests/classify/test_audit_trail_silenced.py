"""Silencing an audit trail at its source stops, on every system that keeps one.

Host audit and logging already stop when their daemons are stopped (`systemctl stop auditd`). The same
holds for the sockets journald keeps listening on, macOS's audit and log daemons under launchd, and the
macOS unified log erased with `log erase`; in the cloud, a log sink disabled (`gcloud logging sinks
update --disabled`) routes nothing to the archive. Narrowing what a CloudTrail trail records pauses.
Reading, printing and unrelated launchd jobs stay as they were. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo log erase --all", "stop"),
    ("sudo launchctl bootout system/com.apple.auditd", "stop"),
    ("sudo launchctl unload -w /System/Library/LaunchDaemons/com.apple.syslogd.plist", "stop"),
    ("sudo systemctl mask --now systemd-journald-dev-log.socket", "stop"),
    ("gcloud logging sinks update org-audit-archive --disabled", "stop"),
    ("aws cloudtrail put-insight-selectors --trail-name main --insight-selectors '[]'", "pause"),
    ("log show --last 30m --predicate 'process == \"sshd\"'", "go"),
    ("launchctl print system/com.apple.auditd", "go"),
    ("systemctl status systemd-journald.socket", "go"),
    ("gcloud logging sinks describe org-audit-archive", "go"),
    ("aws cloudtrail get-event-selectors --trail-name main", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_audit_trail_silenced(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
