"""Protection and durability turned down by a property (dongle.classify.durability_lowered): every example,
and variants that try to break it (wrapped, remote, a raised value, a test run, the setting only printed)."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.durability_lowered import EXAMPLES

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _label(command: str) -> str:
    return LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value]


ITEMS = [(want, text) for want, texts in EXAMPLES.items() for text in texts]


@pytest.mark.parametrize(("want", "command"), ITEMS, ids=[t[:50] for _, t in ITEMS])
def test_example(want: str, command: str) -> None:
    assert _label(command) == want, command


CASES = [
    ("ssh root@esx-02 'esxcli network firewall set --enabled=false'", "stop"),
    ("true && lvreduce -L 50G /dev/vg_data/home", "stop"),
    ("sudo lvreduce --resizefs -L 50G /dev/vg_data/home", "pause"),
    ("ssh root@truenas 'zfs set sync=disabled tank/vm'", "pause"),
    ("ceph osd pool set rbd size 1", "pause"),
    # raised, tested or only printed
    ("ceph osd pool set rbd min_size 2", "go"),
    ("lvreduce --test -L 50G /dev/vg_data/home", "go"),
    ("echo 'zfs set sync=disabled tank' > notes.md", "go"),
    ("grep -rn 'firewall set --enabled false' runbooks/", "go"),
]


@pytest.mark.parametrize(("command", "want"), CASES, ids=[c[:50] for c, _ in CASES])
def test_variant(command: str, want: str) -> None:
    assert _label(command) == want, command


LVM = [
    # LVM's volumes by their group's name are disks: formatted or wiped, what they held is gone
    ("mkfs.xfs -f /dev/vg_data/pgdata", "stop"),
    ("wipefs -a /dev/vg0/data", "stop"),
    ("dd if=/dev/zero of=/dev/ubuntu-vg/root bs=1M", "stop"),
    # LVM's own tools that make or grow volumes lose nothing
    ("lvcreate -s -L 5G -n snap /dev/vg0/data", "go"),
    ("lvextend -r -L +10G /dev/vg0/data", "go"),
    ("lvdisplay /dev/vg_data/pgdata", "go"),
    ("dd if=/dev/vg0/data of=/tmp/data.img", "go"),
]


@pytest.mark.parametrize(("command", "want"), LVM, ids=[c[:50] for c, _ in LVM])
def test_lvm_volume(command: str, want: str) -> None:
    assert _label(command) == want, command


MADE_IN_LINE = [
    # a volume the line creates first is still formatted as any volume is: the `lvcreate` may be a test
    # run, fail because the volume exists, or never run (session 31's review); the stop stands
    ("lvcreate -L 10G -n scratch vg_lab && mkfs.ext4 /dev/vg_lab/scratch", "stop"),
    ("lvcreate -n scratch -L 10G vg_lab && mkfs.xfs /dev/mapper/vg_lab-scratch", "stop"),
    # another volume, or a disk, formatted beside it keeps its stop
    ("lvcreate -L 10G -n scratch vg_lab && mkfs.ext4 /dev/vg_lab/data", "stop"),
    ("lvcreate -L 10G -n scratch vg_lab && mkfs.ext4 /dev/sdb", "stop"),
    ("mkfs.ext4 /dev/vg_lab/scratch", "stop"),
]


@pytest.mark.parametrize(("command", "want"), MADE_IN_LINE, ids=[c[:50] for c, _ in MADE_IN_LINE])
def test_volume_made_in_line(command: str, want: str) -> None:
    assert _label(command) == want, command
