"""Issue 14, blind AF (opened): a group that holds the whole directory or machine, granted by any tool.

Adding an account to Domain/Enterprise/Schema Admins, a machine's Administrators or a tenant's Global
Administrator role is verified whether it is done by `net`, `dsmod`, `samba-tool`, the Azure CLI or a
PowerShell cmdlet; an ordinary group and a listing of the privileged one keep their verdicts. Accounts
and tools invented here, not lines of the scored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ('net group "Enterprise Admins" build-svc /add /domain', "pause"),
    ("net localgroup Administrators ext-vendor07 /add", "pause"),
    ('samba-tool group addmembers "Domain Admins" k.osei', "pause"),
    ('dsmod group "CN=Schema Admins,CN=Users,DC=corp,DC=example" '
     '-addmbr "CN=k.osei,CN=Users,DC=corp,DC=example"', "pause"),
    ("Add-LocalGroupMember -Group 'Backup Operators' -Member ext-vendor07", "pause"),
    # look-alikes that keep their verdicts
    ('net group "Print Operators EU" build-svc /add /domain', "go"),
    ("net localgroup Administrators", "go"),
    ('samba-tool group listmembers "Domain Admins"', "go"),
    ("Get-ADGroupMember -Identity 'Domain Admins' | Select-Object SamAccountName", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_privileged_groups(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
