"""Host upkeep over ssh keeps the verdict the act has on any machine: one service's log emptied, a disk
grown into its enlarged volume, the journal vacuumed to hours, a package cache cleared. Only the upkeep
is exempt from the production host's stop: the system's own trail emptied, a shrink, the journal wiped,
a system file changed beside the log keep their stop."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.levels import DangerLevel


@pytest.mark.parametrize("command", [
    "ssh web-07.prod.fra2 'sudo truncate -s 0 /var/log/nginx/access.log'",
    "ssh web-07.prod.fra2 'sudo journalctl --vacuum-time=2h'",
    "ssh kafka-03.prod 'sudo growpart /dev/nvme1n1 1 && sudo resize2fs /dev/nvme1n1p1'",
    "ssh db-2.prod 'sudo xfs_growfs /data'",
    "ssh web-05.prod 'sudo rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb'",
    "sudo growpart /dev/xvda 1 && sudo resize2fs /dev/xvda1",
])
def test_upkeep_pauses_not_stops(command: str) -> None:
    level = classify_command(command, "/home/dev/ops").danger_level
    assert DangerLevel.SAFE <= level < DangerLevel.FORBIDDEN, command


@pytest.mark.parametrize("command", [
    "ssh web-07.prod 'sudo truncate -s 0 /var/log/auth.log'",
    "ssh web-07.prod 'sudo truncate -s 0 /var/log/nginx/access.log /etc/nginx/nginx.conf'",
    "ssh web-07.prod 'sudo journalctl --vacuum-time=1s'",
    "ssh web-07.prod 'sudo journalctl --vacuum-time=30min'",
    "ssh kafka-03.prod 'sudo resize2fs /dev/nvme1n1p1 10G'",
    "ssh web-07.prod 'sudo rm -rf /var/lib/dpkg/*'",
    "sudo rm -rf /var/lib/apt",
])
def test_what_is_not_upkeep_keeps_its_stop(command: str) -> None:
    assert classify_command(command, "/home/dev/ops").danger_level == DangerLevel.FORBIDDEN, command


@pytest.mark.parametrize("command", ["sudo rm -rf /var/lib/apt/lists/*", "sudo rm -rf /var/cache/nginx/*"])
def test_system_cache_cleared_is_no_stop(command: str) -> None:
    assert classify_command(command, "/home/dev/ops").danger_level < DangerLevel.FORBIDDEN, command


def test_growing_is_a_pause_locally() -> None:
    assert classify_command("sudo growpart /dev/nvme0n1 1").danger_level >= DangerLevel.DESTRUCTIVE
