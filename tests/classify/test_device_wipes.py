"""A device wiped through its bootloader or recovery, a block device overwritten under any of its names.

`fastboot -w`, `fastboot erase|format PARTITION`, a bootloader unlock and `recovery --wipe_data` take
every app's data and the user's files off the device (pause); erasing what no factory image restores
(persist, the modem's calibration, the first boot stages) bricks it (stop). A disk or partition is a
block device under its stable names too (`/dev/disk/by-id/…`, Android's `/dev/block/by-name/…`, MTD
flash): overwriting one stops, here or on a device reached through `adb shell`; reading one goes as far
as the copy's destination allows. Flashing an image over a partition is a change a human confirms (a
wrong image leaves the device unbootable until reflashed); fetching and clearing one app keep their
verdicts.
Revoking development signing certificates pauses; distribution or enterprise ones stop.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

WIPED = [
    "fastboot -w update image-raven.zip",
    "fastboot -s R58M12 erase userdata",
    "fastboot format:f2fs userdata",
    "fastboot oem unlock",
    "adb -s emulator-5554 shell recovery --wipe_data",
    "fastlane match nuke development",
]
BRICKED_OR_OVERWRITTEN = [
    "fastboot -s R58M12 erase modemst2",
    "fastboot erase persist",
    "adb shell dd if=/dev/zero of=/dev/block/platform/soc/by-name/userdata",
    "adb -s R58M12 shell su 0 dd if=/dev/urandom of=/dev/block/mmcblk0p30",
    "sudo dd if=/dev/zero of=/dev/disk/by-id/ata-WDC_WD40EFRX bs=1M",
    "sudo dd if=firmware.bin of=/dev/mtdblock2",
    "fastlane match nuke enterprise",
]
KEPT = [
    ("fastboot devices", "advisory"),
    ("fastboot flash boot boot.img", "confirm"),
    ("fastboot flash persist persist.img", "confirm"),
    ("fastboot boot boot.img", "advisory"),
    ("fastboot getvar all", "advisory"),
    ("adb shell pm clear com.example.app.debug", "advisory"),
    ("fastlane match development --readonly", "advisory"),
]


def _judge(command: str):
    return classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})


@pytest.mark.parametrize("command", WIPED)
def test_device_wipes_pause(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value in ("confirm", "verify"), judged.factors


@pytest.mark.parametrize("command", BRICKED_OR_OVERWRITTEN)
def test_bricking_erases_and_block_device_overwrites_stop(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value == "danger_zone", judged.factors


@pytest.mark.parametrize(("command", "tier"), KEPT)
def test_reads_flashes_and_one_app_keep_their_verdicts(command: str, tier: str) -> None:
    assert _judge(command).tier.value == tier
