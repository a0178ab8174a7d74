"""What a part does to the physical world and to fielded devices: the checks, gated by program name.

One entry point for the classifier's per-part loop, so the loop asks one cheap question (is this part a
program any of these checks reads?) and most parts pay nothing more:

- writes to controllers and actuators (`control_writes`: Modbus, OPC UA, BACnet, KNX, S7, Logix, Particle
  device functions, CAN frames on a remote vehicle, and the Python clients of those protocols);
- commands published to a live broker's command topics (`control_topics`);
- acts on fielded devices through a fleet service (`fleet_acts`: balena, Azure IoT Hub, AWS IoT);
- a controller's port published on another network through a tunnel (`control_exposed`);
- both A/B boot slots of a device marked bad in one line (`boot_slots`).
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.boot_slots import every_slot_marked_bad
from dongle.classify.control_exposed import TUNNEL_PROGRAMS, control_port_exposed
from dongle.classify.control_topics import PUBLISHERS, control_publish
from dongle.classify.control_writes import CONTROL_PROGRAMS, control_act
from dongle.classify.fleet_acts import FLEET_PROGRAMS, fleet_act
from dongle.shell.model import Invocation

PHYSICAL_PROGRAMS = CONTROL_PROGRAMS | PUBLISHERS | FLEET_PROGRAMS | TUNNEL_PROGRAMS | {"rauc"}


def reads_part(name: str) -> bool:
    """Whether a part of this program is read here at all (the gate the loop asks): the programs above,
    and Python, whose code may drive a controller through its client library."""
    return name in PHYSICAL_PROGRAMS or (name.startswith(("python", "pypy")) and "-" not in name)


def physical_acts(inv: Invocation, source: str, invocations: Sequence[Invocation], subject: str
                  ) -> list[Assessment]:
    """Every finding of the checks above for one part (most parts: none)."""
    name = inv.name
    found = []
    if name in CONTROL_PROGRAMS or name not in PHYSICAL_PROGRAMS:  # (a Python part)
        found.append(control_act(inv, source, subject, invocations))
    if name in PUBLISHERS:
        found.append(control_publish(inv, source, subject, invocations))
    if name in FLEET_PROGRAMS:
        found.append(fleet_act(inv, source, subject, invocations))
    if name in TUNNEL_PROGRAMS:
        found.append(control_port_exposed(inv, subject))
    if name == "rauc":
        found.append(every_slot_marked_bad(invocations, subject))
    return [f for f in found if f is not None]
