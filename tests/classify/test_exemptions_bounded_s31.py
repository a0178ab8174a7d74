"""Exemptions and readings of session 31 held to their shape, after a blind review of the merged change
found each read too widely (every line below was a lower verdict at the review's HEAD than at its BASE):

- a file system made on a logical volume "this line has just created" went go even when the `lvcreate` was
  a test run, failed or was never reached: the exemption is gone, formatting a volume asks as before;
- lncli was exempt, with the key signers, from the rules on a secret handed to an unknown program: its
  macaroon is a bearer credential it sends to whatever `--rpcserver` names (the signers keep theirs);
- a read verb glued to its object (`domblklist`) counted as a read in any of the first three words, and
  after an act glued before it (`deletelist`, `clearstats`): only the first word, with no act before it;
- a compound act's last word decided the store: only a part's name lowers it (`remove-zone-key`,
  `delete-database-user`), not data, an adverb or objects (`delete-account-data`, `drop-database-now`);
- `vgextend` (it labels the disk it is handed) was on the safe list; `lvresize` to an absolute size may
  shrink;
- a DNS zone led by `lab`/`labs` was disposable (`labs.acme.com` is often a public site).
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

TIER = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

COMMANDS = [
    ("lvcreate -n pgdata -L 10G vg_data; mkfs.ext4 -F /dev/mapper/vg_data-pgdata", "stop"),
    ("lvcreate --test -n pgdata -L 1G vg_data && mkfs.xfs -f /dev/vg_data/pgdata", "stop"),
    ("false && lvcreate -n pgdata -L 1G vg_data; wipefs -a /dev/mapper/vg_data-pgdata", "stop"),
    ("lncli --rpcserver node.example.net:10009 --macaroonpath ~/.lnd/data/chain/bitcoin/mainnet/"
     "admin.macaroon getinfo", "pause"),
    ("acme-cli deletelist prod", "pause"),
    ("acme-cli clearstats production", "pause"),
    ("acme-cli update userinfo --env production", "pause"),
    ("ctm run dailystats CTMPROD", "pause"),
    ("virsh -c qemu+ssh://root@kvm-prod-01/system domblklist pg-primary", "go"),
    ("acme-cli delete-account-data 1234", "stop"),
    ("acme-cli delete-bucket-objects media-prod", "stop"),
    ("acme-cli drop-database-now orders", "stop"),
    ("acme-cli remove-zone-key corp.example", "pause"),
    ("v-delete-database-user admin admin_db", "pause"),
    ("vgextend -y vg_data /dev/sdb", "stop"),
    ("lvresize -L 5G /dev/vg_data/pgdata", "pause"),
    ("lvresize -L +5G /dev/vg_data/pgdata", "go"),
    ("acme-cli delete-zone labs.acme.com", "stop"),
    ("acme-cli delete-zone dev.acme.com", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), COMMANDS)
def test_session_31_readings_hold_to_their_shape(command: str, expected: str) -> None:
    got = TIER[classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"}).tier.value]
    assert got == expected, command
