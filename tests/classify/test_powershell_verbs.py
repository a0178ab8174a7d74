"""Issue 14, blind AF (opened): PowerShell read as a language, each tried both ways.

A cmdlet's approved verb says its effect and its noun what it reaches, so cmdlets of modules no rule
names are judged: a read (`Get-`, `Select-`, `Measure-`) goes however its expression is written; a
`Stop-`/`Disable-`/`Revoke-` of an account, a job or a service pauses; a disk erased, an event log
cleared or a safety control switched off stops; backups deleted pause, and stop when a whole unfiltered
listing feeds the deletion (through a pipe or a ForEach-Object block); a privileged group granted is
verified; .NET methods called from PowerShell are read the same way; the registry's top keys deleted
stop while a program's key pauses. The products and wordings are invented here (Commvault, Rubrik,
Hyper-V, Exchange, Intune, PingFederate-style modules), not lines of the scored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "C:/Users/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # reads go, whatever the expression around them
    ("Get-CimInstance -ClassName Win32_LogicalDisk -Filter \"DriveType=3\" | Select-Object DeviceID, "
     "@{n='FreeGB'; e={[math]::Round($_.FreeSpace/1GB,1)}}", "go"),
    ("Get-EventLog -LogName System -After (Get-Date).AddDays(-1) -EntryType Error | Measure-Object", "go"),
    ("Get-RBKSnapshot -Name 'sql-prod-01' | Sort-Object Date -Descending | Select-Object -First 3", "go"),
    ("Get-MailboxStatistics -Identity finance@acme.example | Format-List TotalItemSize", "go"),
    # the session's own state
    ("Remove-Variable -Name tmpList; Clear-Host", "go"),
    ("Stop-Transcript", "go"),
    # take out of service: pause
    ("Disable-CVBackupSchedule -ClientName FILESRV02", "pause"),
    ("Suspend-RBKSla -Name Gold-Daily", "pause"),
    ("Revoke-AcmeIdpUserTokens -UserName r.ito", "pause"),
    ("Reset-CsUserPassword -Identity j.lee@acme.example", "pause"),
    ("Stop-VM -Name build-agent-07 -TurnOff", "pause"),
    ("Set-ADUser -Identity k.osei -Enabled $false", "pause"),
    ("Get-ADUser -Filter * -SearchBase 'OU=Contractors,DC=corp,DC=example' | Set-ADUser -Enabled $false",
     "stop"),
    ("Set-ADUser -Identity k.osei -Title 'Lead engineer'", "go"),
    # destroy: a backup by name pauses, every backup stops
    ("Remove-RBKSnapshot -Id 0c1d2e3f", "pause"),
    ("Get-CVBackupSet | Remove-CVBackupSet -Confirm:$false", "stop"),
    ("Get-VMSnapshot -VMName * | ForEach-Object { Remove-VMSnapshot -VMSnapshot $_ -Confirm:$false }",
     "stop"),
    ("Get-CVBackupSet -Name Legacy-2019 | Remove-CVBackupSet -WhatIf", "go"),
    # whole stores and records
    ("Get-PhysicalDisk | Where-Object CanPool -eq $true | Reset-PhysicalDisk", "stop"),
    ("Initialize-Disk -UniqueId 6002248001 -PartitionStyle GPT; Get-Partition -DiskNumber 3", "stop"),
    ("Limit-WinEventLog -LogName Security -MaximumSize 64KB", "stop"),
    ("Get-WinEvent -ListLog * | ForEach-Object { [System.Diagnostics.Eventing.Reader.EventLogSession]"
     "::GlobalSession.ClearLog($_.LogName) }", "stop"),
    ("Get-WinEvent -ListLog Application | Select-Object LogName, RecordCount", "go"),
    ("Set-AcmeAuditSetting -Enabled $false", "stop"),
    ("Set-AcmeAuditSetting -Enabled $true", "go"),
    ("Disable-AcmeFirewallPolicy -Name Perimeter", "stop"),
    # a group that holds the whole directory
    ("Add-LocalGroupMember -Group Administrators -Member contractor01", "pause"),
    ("Add-ADGroupMember -Identity 'Enterprise Admins' -Members svc_deploy", "pause"),
    ("Add-ADGroupMember -Identity 'Helpdesk Readers' -Members svc_deploy", "go"),
    # processes: by name is every one of that name, by id the one found
    ("Stop-Process -Name msedge -Force", "pause"),
    ("Stop-Process -Id (Get-NetTCPConnection -LocalPort 8443).OwningProcess -Force", "go"),
    # the registry
    ("Remove-Item -Path 'HKLM:\\SOFTWARE\\Microsoft' -Recurse -Force", "stop"),
    ("reg delete HKEY_LOCAL_MACHINE\\SYSTEM\\CurrentControlSet\\Control /f", "stop"),
    ("Remove-Item -Path HKCU:\\Software\\Contoso\\Viewer -Recurse", "pause"),
    ("Get-ItemProperty -Path HKLM:\\SYSTEM\\CurrentControlSet\\Services\\W32Time", "go"),
    # a lower-case Linux tool is not a cmdlet
    ("update-alternatives --display java", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_powershell_verbs(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
