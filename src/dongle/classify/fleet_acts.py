"""Acts on fielded devices through a fleet service, read with the reach the line gives them.

A fleet service (balena, Azure IoT Hub, AWS IoT, Particle) reaches devices in the field: one device
rebooted, its host OS updated, a direct method invoked on it (`FactoryReset`, `RestartModule`), its
module set replaced, its identity deleted, is a human's call (pause): the device may be a van on the
road or a gateway a plant depends on, and some of these cannot be undone from here. The same act in a
loop over the fleet's own listing (`for d in $(az iot hub device-identity list …)`, `… | xargs -I{} balena
device rm {}`) reaches every device at once: stop. A device, hub or fleet named for a test system
(`bench-edge-01`, `iot-dev-hub`, `acme/sensor-gw-dev`) adds nothing; listings, reads and log streams are
not acts.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.control_writes import names_rig, repeats
from dongle.classify.verdict import assess
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

# The acts, by program and the subcommand words that lead them.
_ACTS: dict[str, tuple[tuple[tuple[str, ...], str], ...]] = {
    "balena": (
        (("device", "reboot"), "reboots a field device"),
        (("device", "shutdown"), "shuts a field device down"),
        (("device", "restart"), "restarts a field device's services"),
        (("device", "purge"), "deletes a field device's data volume"),
        (("device", "rm"), "removes a device from its fleet"),
        (("device", "os-update"), "updates a field device's host OS"),
        (("device", "move"), "moves a device to another fleet (it runs that fleet's release)"),
        (("reboot",), "reboots a field device"), (("shutdown",), "shuts a field device down"),
        (("purge",), "deletes a field device's data volume"),
        (("env", "add"), "sets a variable on a fleet or device (its services restart with it)"),
        (("env", "set"), "sets a variable on a fleet or device (its services restart with it)"),
        (("env", "rm"), "removes a variable from a fleet or device (its services restart without it)"),
    ),
    "az": (
        (("iot", "hub", "invoke-device-method"), "invokes a direct method on a field device"),
        (("iot", "hub", "invoke-module-method"), "invokes a direct method on a device's module"),
        (("iot", "hub", "device-identity", "delete"), "deletes a device's identity"),
        (("iot", "hub", "module-identity", "delete"), "deletes a module's identity"),
        (("iot", "hub", "device-twin", "update"), "changes a device's desired properties"),
        (("iot", "hub", "device-twin", "replace"), "replaces a device's desired properties"),
        (("iot", "hub", "module-twin", "update"), "changes a module's desired properties"),
        (("iot", "edge", "set-modules"), "replaces the module set a gateway runs"),
        (("iot", "hub", "configuration", "create"), "pushes a configuration to the devices it targets"),
        (("iot", "hub", "job", "create"), "runs a job on the devices it targets"),
    ),
    "aws": (
        (("iot", "delete-thing"), "deletes a device from the registry"),
        (("iot", "update-certificate"), "changes a device certificate's status"),
        (("iot", "delete-certificate"), "deletes a device certificate"),
        (("iot-data", "publish"), "publishes a message devices act on"),
        (("iot-data", "update-thing-shadow"), "changes a device's desired state"),
        (("iot-data", "delete-thing-shadow"), "deletes a device's shadow"),
    ),
}
FLEET_PROGRAMS = frozenset(_ACTS)
# Options that name the device, hub or fleet acted on.
_NAMING = frozenset({"--fleet", "-f", "--application", "-a", "--device", "-d", "--device-id", "--hub-name",
                     "-n", "--thing-name", "--login", "-l", "--module-id", "-m"})


def _leading(args: tuple[str, ...]) -> tuple[str, ...]:
    """The subcommand words: the operands before the first option."""
    words = []
    for arg in args:
        if arg.startswith("-"):
            break
        words.append(arg.lower())
    return tuple(words)


def fleet_act(inv: Invocation, source: str, subject: str, invocations: Sequence[Invocation] = ()
              ) -> Assessment | None:
    """An act on a fielded device (pause), repeated over a loop or a listing of many (stop); None for
    reads and for devices, hubs and fleets named for a test system."""
    words = _leading(inv.args)
    act = next((what for path, what in _ACTS.get(inv.name, ()) if words[: len(path)] == path), None)
    if act is None:
        return None
    args = inv.args
    named = [args[i + 1] for i, a in enumerate(args[:-1]) if a in _NAMING]
    named += [a.partition("=")[2] for a in args if "=" in a and a.partition("=")[0] in _NAMING]
    if inv.name == "balena" and words[:1] == ("device",):
        named += list(words[2:3])  # `balena device reboot UUID`
    known = [n for n in named if "$" not in n and "{" not in n]
    if known and all(names_rig(n) for n in known):
        return None
    repeated = repeats(inv, source, invocations)
    if repeated > 3:
        level, rule = DangerLevel.FORBIDDEN, "device.fleet-act-every"
        why = (f"it runs for {repeated if repeated < 1000 else 'every'} device a listing or loop hands it: "
               "the whole fleet is hit at once")
    else:
        level, rule = DangerLevel.DESTRUCTIVE, "device.fleet-act"
        why = "the device is in the field, and a person may depend on it working"
    return assess(
        level, kind="command", subject=subject, irreversible=level is DangerLevel.FORBIDDEN,
        factors=(f"{act}; {why} [{rule}]",), rules=(rule,),
        safer_alternative="Do it on one test device first, then in waves with a way to stop; list the "
        "devices a loop would reach and review them.",
        recovery="Devices that rebooted, reset or lost their identity must be re-provisioned or checked one "
        "by one, some on site.")
