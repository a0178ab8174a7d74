"""Self-hosted machines and their backup stores (blind AE, measured once).

A VM destroyed by its id (`qm destroy 101 --purge`, `vagrant destroy -f`, `virsh undefine --remove-all-
storage`) deletes a whole machine's disks: a human decides (pause, as before for the tools it knew by
act word alone, now also for `VBoxManage unregistervm --delete` and `virsh undefine`, which were go).
Every VM a server's manager holds (`lxc delete --all`, a loop over `qm list`) is stop; every instance
of a desktop launcher of throwaway VMs on the user's own machine (`multipass delete --all --purge`,
`limactl delete --all`) is a pause (blind DU labels it so: what is lost is that machine's VMs); a pool
or dataset named as a scratch or test one keeps a pause. A backup store's root purged or emptied
without a filter (`rclone purge b2:acme-restic-offsite`, named for the backup tool
that writes it) is every backup (stop), as is `borg delete -a '*'`; a dated subset, a filtered
delete, a subfolder or a listing keep their verdicts.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("qm destroy 101 --purge", "pause"),
    ("pct destroy 200 --purge", "pause"),
    ("VBoxManage unregistervm devbox --delete", "pause"),
    ("virsh undefine web01 --remove-all-storage", "pause"),
    ("multipass delete --all --purge", "pause"),
    ("limactl delete --all", "pause"),
    ("lxc delete --all", "stop"),
    ("VBoxManage list vms | awk '{print $1}' | xargs -I{} VBoxManage unregistervm {} --delete", "stop"),
    ("multipass delete --all", "pause"),
    ("qm list", "go"),
    ("qm stop 101", "go"),
    ("virsh list --all", "go"),
    ("vagrant status", "go"),
    ("zpool destroy tank", "stop"),
    ("zpool destroy scratch", "pause"),
    ("zfs destroy -r scratch/tmp", "pause"),
    ("zfs destroy -r tank/backups", "stop"),
    ("rclone purge b2:acme-restic-offsite", "stop"),
    ("rclone delete b2:acme-restic-offsite", "stop"),
    ("rclone delete b2:acme-backups --min-age 90d", "pause"),
    ("rclone purge b2:acme-restic-offsite/locks", "pause"),
    ("rclone purge remote:scratch", "pause"),
    ("rclone ls b2:acme-restic-offsite", "go"),
    ("borg delete -a '*' /mnt/backup/repo", "stop"),
    ("borg delete --match-archives 'sh:*' /mnt/backup/repo", "stop"),
    ("borg delete -a 'host-2023-*' /mnt/backup/repo", "pause"),
    ("restic -r b2:acme-restic-offsite snapshots", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_self_hosted_machines_and_backups(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected


# The same machines and recovery points under other spellings: Hyper-V's cmdlets, a Proxmox volume,
# ZFS's open range of snapshots.
MORE_CASES = [
    ("Get-VM | Remove-VM -Force", "stop"),
    ("Remove-VM -Name web01 -Force", "pause"),
    ("Remove-VM -Name web01 -WhatIf", "go"),
    ("Get-VM", "go"),
    ("pvesm free local-lvm:vm-101-disk-0", "pause"),
    ("pvesm status", "go"),
    ("zfs destroy tank/home@%", "stop"),
    ("zfs destroy tank/home@2023-01-01%2023-06-30", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), MORE_CASES, ids=lambda v: str(v)[:60])
def test_other_spellings(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value] == expected
