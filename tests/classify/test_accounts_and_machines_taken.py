"""Who is cut off decides: one account disabled or machines rebooted pause; every account disabled stops.

`Get-ADUser -Filter * | Remove-ADUser` stops (every identity deleted). Disabling is undone by
enabling, but while it lasts its owner cannot log in: one account (`Disable-ADAccount -Identity
jdoe`) or a filtered set pauses, every account of the directory (admins too) stops. Rebooting
machines by name (`Restart-Computer -ComputerName web01,web02`) is `shutdown -r` on them: pause.
`-WhatIf` only prints. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("Get-ADUser -Filter * | Disable-ADAccount", "stop"),
    ("Get-ADUser -Filter 'Department -eq \"Sales\"' | Disable-ADAccount", "pause"),
    ("Disable-ADAccount -Identity jdoe", "pause"),
    ("Get-ADUser -Filter * | Disable-ADAccount -WhatIf", "go"),
    ("Get-ADUser -Filter * -Properties LastLogonDate | Select-Object Name,LastLogonDate", "go"),
    ("Restart-Computer -ComputerName web01,web02 -Force", "pause"),
    ("Stop-Computer -ComputerName build-agent-3", "pause"),
    ("Restart-Computer -ComputerName web01 -WhatIf", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_accounts_and_machines_taken(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
