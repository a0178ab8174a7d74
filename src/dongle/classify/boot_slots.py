"""Both boot slots of an A/B updated device marked bad in one line.

An embedded device updated with RAUC (or another A/B updater) keeps two root file systems and boots the
one marked good; marking one slot bad is how an update is rolled back. Marking the booted slot and the
other one bad in the same line (`rauc status mark-bad other && rauc status mark-bad booted`) leaves the
bootloader nothing it may boot: at the next restart a device in the field is dead until someone recovers
it over a serial console (stop). One slot marked is left to the rules (pause).
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation


def _marked_bad(inv: Invocation) -> str:
    """The slot a `rauc status mark-bad SLOT` marks ('booted' when none is named), '' otherwise."""
    words = [a for a in inv.args if not a.startswith("-")]
    if words[:2] != ["status", "mark-bad"]:
        return ""
    return words[2] if len(words) > 2 else "booted"


def every_slot_marked_bad(invocations: Sequence[Invocation], subject: str) -> Assessment | None:
    """Two different slots of the same device marked bad in this line (stop); None otherwise."""
    marked = {(inv.remote, _marked_bad(inv)) for inv in invocations if inv.name == "rauc"}
    by_device: dict[str | None, set[str]] = {}
    for device, slot in marked:
        if slot:
            by_device.setdefault(device, set()).add(slot)
    if not any(len(slots) > 1 for slots in by_device.values()):
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=("marks both A/B boot slots of the device bad: at the next restart the bootloader has no "
                 "slot it may boot, and the device stays down until someone recovers it on site "
                 "[device.boot-slots-marked-bad]",), rules=("device.boot-slots-marked-bad",),
        safer_alternative="Mark only the slot you mean, and check `rauc status --detailed` shows a good slot "
        "to boot.",
        recovery="Mark a slot good again before any reboot (`rauc status mark-good booted`); after one, "
        "recover over a serial console.")
