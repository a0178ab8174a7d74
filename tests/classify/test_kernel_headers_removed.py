"""Removing every kernel stops, its headers do not (blind V V-packages-12).

`sudo dnf remove -y 'kernel-devel*'` stopped as every kernel removed: `kernel-devel*` and
`linux-headers*` are the files modules are built against and boot nothing, so removing them is a
package removal (pause); every kernel image or the kernel's core and modules still stop.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo dnf remove -y 'kernel-devel*'", "pause"),
    ("sudo apt-get purge -y 'linux-headers-*'", "pause"),
    ("sudo dnf remove -y 'kernel-*'", "stop"),
    ("sudo dnf remove -y 'kernel-core*'", "stop"),
    ("sudo apt-get purge -y 'linux-image-*'", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_kernel_headers_removed(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
