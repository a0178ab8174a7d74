"""An audit rules file holds auditctl's arguments, one call a line, loaded at boot.

`echo '-D' | sudo tee /etc/audit/rules.d/audit.rules` deletes every audit rule at the next load,
as `auditctl -D` does; `-e 0` switches auditing off: both stop (disabling audit logs on a host). A
watch rule written there is a system file change (pause); the same text in a project file is data.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("printf -- '-D\\n-b 8192\\n' | sudo tee /etc/audit/rules.d/99-local.rules", "stop"),
    ("echo '-e 0' | sudo tee -a /etc/audit/audit.rules && sudo augenrules --load", "stop"),
    ("echo '-w /etc/sudoers -p wa -k scope' | sudo tee -a /etc/audit/rules.d/scope.rules", "pause"),
    ("echo '-D' > deploy/audit/base.rules", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_an_audit_rules_file_is_auditctl_calls(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value] == expected
