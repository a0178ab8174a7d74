"""Two copy-grammar readings for programs the dongle does not know.

A mirror with deletion (`/MIR`, `/PURGE`, `--delete`) makes the destination match the source: what only
the destination had is deleted, as `rsync --delete` deletes it (pause); a plain copy or a listing run
(`/L`, `--dry-run`) keeps go. A whole disk named last, after what is copied, is where copy grammar
writes: an image flashed over the disk stops; a disk read into a file, or an image written to a file,
does not.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("robocopy E:\\Exports\\Q3 \\\\fileserver\\finance\\Q3 /MIR /NP", "pause"),
    ("robocopy.exe C:\\inetpub\\staging \\\\web-07\\c$\\inetpub\\wwwroot /E /PURGE", "pause"),
    ("photosync mirror --delete ./export nas:/volume1/photos", "pause"),
    ("robocopy E:\\Exports\\Q3 \\\\fileserver\\finance\\Q3 /E /NP", "go"),
    ("robocopy E:\\Exports\\Q3 \\\\fileserver\\finance\\Q3 /MIR /L", "go"),
    ("photosync mirror --delete --dry-run ./export nas:/volume1/photos", "go"),
    ("photosync mirror --delete --dry-run ~ nas:/volume1/home", "go"),
    ("sudo rpi-imager --cli out/kiosk.img.xz /dev/mmcblk0", "stop"),
    ("sudo ddrescue --force out/golden.img /dev/sdc", "stop"),
    ("bmaptool copy out/kiosk.wic.gz out/kiosk.raw", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_mirror_extras_and_image_to_disk(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/kiosk", {"HOME": "/home/dev"}).tier.value] == expected
