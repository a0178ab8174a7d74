"""A partition editor told only to print the table reads the disk; any other use may rewrite it.

`fdisk /dev/sdb` (interactive) and `parted /dev/sda mklabel gpt` stop: the table is rewritten.
`sudo fdisk -l /dev/nvme0n1`, `sfdisk --dump /dev/sda`, `parted /dev/sda print` list partitions
and change nothing (go). Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo fdisk -l /dev/nvme0n1", "go"),
    ("sudo parted /dev/sda print", "go"),
    ("gdisk -l /dev/sda", "go"),
    ("sudo fdisk /dev/sdb", "stop"),
    ("sudo parted /dev/sda mklabel gpt", "stop"),
    ("sudo parted -s /dev/sdb rm 1", "stop"),
    ("echo ',,L' | sudo sfdisk /dev/sdb", "stop"),
    ("sudo mkfs.ext4 /dev/sdb1", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_disk_tables_read(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
