"""Issue 14, blind AF (opened): a directory's secrets copied out, each tried both ways.

The domain's account database, the machine's SAM/SECURITY/SYSTEM hives, the memory of lsass and the
tools made to extract them (DCSync, Kerberoasting, LSA dumps) hand over every account's password hash:
they stop, by whatever program does it. Reading a log that mentions the tools, checking that the
database file exists, saving a program's own registry key or dumping another process's memory keep
their verdicts. Look-alikes written here, not lines of the scored set.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ('ntdsutil "activate instance ntds" "ifm" "create sysvol full E:\\\\dcmedia" quit quit', "stop"),
    ("esentutl.exe /y /vss C:\\\\Windows\\\\NTDS\\\\ntds.dit /d E:\\\\out\\\\n.dit", "stop"),
    ("impacket-secretsdump -hashes :aad3b435 -just-dc-user krbtgt ad.example.org/adm@10.20.0.5", "stop"),
    ("python3 ~/tools/impacket/examples/GetUserSPNs.py -request -dc-ip 10.20.0.5 ad.example.org/jo", "stop"),
    ("Rubeus.exe asreproast /format:hashcat /outfile:asrep.txt", "stop"),
    ("procdump.exe -accepteula -r -ma lsass C:\\\\ProgramData\\\\x.dmp", "stop"),
    ("reg.exe save HKLM\\\\SECURITY C:\\\\ProgramData\\\\sec.bak", "stop"),
    # look-alikes that keep their verdicts
    ("grep -c secretsdump /var/log/suricata/eve.json", "go"),
    ("Test-Path C:\\\\Windows\\\\NTDS\\\\ntds.dit", "go"),
    ('ntdsutil "metadata cleanup" "connections" quit quit', "go"),
    ("reg export HKCU\\\\Software\\\\Contoso\\\\Viewer viewer-settings.reg", "go"),
    ("procdump.exe -accepteula -ma w3wp.exe C:\\\\dumps\\\\w3wp.dmp", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_directory_secrets_dumped(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, CWD, ENV).tier.value] == expected
