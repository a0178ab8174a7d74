"""What Windows' own shells run, and a listing's header line skipped (blind AE, measured once).

`cmd.exe /c "wevtutil cl Security"` was go: `cmd` skipped one operand and took the quoted line as one
program's name. cmd reads everything after `/c` (or `/k`) as a command line, quoted or not, so it is
parsed as text. `wsl -d Ubuntu -- rm -rf /` and `wsl -e CMD` run the rest inside a Linux distribution
(judged as typed there); WSL's management options run nothing.

`awk 'NR>1{print $1}'` skips the header line of a table (`qm list`, `ps aux`) and prints every entry
below it, as `tail -n +2 | awk '{print $1}'` does: it picks nothing, so `for id in $(qm list | awk
'NR>1{print $1}'); do qm stop $id; qm destroy $id --purge; done` destroys every VM. A loop body's
earlier step on the same entry (`qm stop $id`) does not hide the listing from the later one.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ('cmd.exe /c "wevtutil cl Security"', "stop"),
    ('cmd /S /C "wevtutil cl System"', "stop"),
    ("cmd /c rd /s /q C:\\Users\\dev", "stop"),
    ('cmd.exe /c "echo hello"', "go"),
    ("cmd /c dir", "go"),
    ('cmd.exe /c "wevtutil qe Security /c:20 /f:text"', "go"),
    ("wsl -e rm -rf ~", "stop"),
    ("wsl.exe -d Ubuntu -u root -- rm -rf /", "stop"),
    ("wsl -- ls -la", "go"),
    ("wsl --list --verbose", "go"),
    ("for id in $(qm list | awk 'NR>1{print $1}'); do qm stop $id; qm destroy $id --purge; done", "stop"),
    ("qm list | awk 'NR>1{print $1}' | xargs -n1 qm destroy", "stop"),
    ("for id in $(pct list | awk 'NR>1{print $1}'); do pct stop $id; pct destroy $id; done", "stop"),
    ("ps aux | awk 'NR>1{print $2}' | xargs kill -9", "stop"),
    ("for id in $(qm list | awk 'NR>1{print $1}'); do qm status $id; qm config $id; done", "go"),
    ("qm list | awk 'NR>1 && $3==\"stopped\"{print $1}' | xargs -n1 qm destroy", "pause"),
    ("for id in 101 102; do qm stop $id; qm destroy $id --purge; done", "pause"),
    ("ps aux | awk '/jest/{print $2}' | xargs kill -9", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_windows_shells_and_header_skips(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected


# What is lost on Windows: a WSL distribution (its disk), the event logs (as files or through a script
# block run for each log); looking at them, exporting them or stopping WSL loses nothing.
PLATFORM_CASES = [
    ("wsl.exe --unregister Ubuntu-22.04", "stop"),
    ("wslconfig /unregister Ubuntu", "stop"),
    ("rm /mnt/c/Users/dev/AppData/Local/Packages/Canonical/LocalState/ext4.vhdx", "stop"),
    ("Get-AppxPackage *Ubuntu* | Remove-AppxPackage", "pause"),
    ("wsl --export Ubuntu D:\\backup\\ubuntu.tar", "go"),
    ("wsl --shutdown", "go"),
    ('powershell -c "Get-EventLog -List | ForEach-Object { Clear-EventLog $_.Log }"', "stop"),
    ("Get-WinEvent -ListLog * | ForEach-Object { wevtutil cl $_.LogName }", "stop"),
    ("del /f /q C:\\Windows\\System32\\winevt\\Logs\\*.evtx", "stop"),
    ("Get-EventLog -List | ForEach-Object { $_.Log }", "go"),
    ("Get-ChildItem C:\\logs | ForEach-Object { Write-Host $_.Name }", "go"),
    ("Get-ChildItem C:\\Windows\\System32\\winevt\\Logs", "go"),
    ("wevtutil gli Security", "go"),
]


@pytest.mark.parametrize(("command", "expected"), PLATFORM_CASES, ids=lambda v: str(v)[:60])
def test_windows_machines_and_logs(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected


# Other spellings of the same losses: the distribution's package folder, every backup version kept none.
MORE_CASES = [
    ("Remove-Item -Recurse -Force "
     "$env:LOCALAPPDATA\\Packages\\CanonicalGroupLimited.Ubuntu22.04LTS_79rhkp1fndgsc", "stop"),
    ("Get-ChildItem $env:LOCALAPPDATA\\Packages\\CanonicalGroupLimited.Ubuntu22.04LTS_79rhkp1fndgsc", "go"),
    ("wbadmin delete backup -keepVersions:0 -quiet", "stop"),
    ("wbadmin delete backup -keepVersions:3", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), MORE_CASES, ids=lambda v: str(v)[:60])
def test_windows_other_spellings(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
