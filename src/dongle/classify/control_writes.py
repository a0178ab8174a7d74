"""Writes to physical control systems: what a command tells a controller or an actuator to do.

A Modbus coil or register, an OPC UA node or method, a BACnet property, a KNX group address, an S7 data
block, a Logix tag, a Particle device's function: each write or call moves something in the world (a
valve, a pump, a conveyor, a fan, a breaker), or changes what the controller does next (a setpoint, its
program, its run mode). The same write is everyday work on a simulator or a test rig and a plant
operator's decision on a live one, so where it lands decides:

- on this machine (`localhost`, `127.0.0.1`, a BACnet device this line starts with `bacserv`) or on a
  machine named for a test rig (`sim`, `bench`, `lab`, `test`, `dev`): nothing is added (go);
- on any other controller, or one the line does not name (a serial bus, a variable): a single write,
  method call, restart or run-mode change is a human's call (pause);
- and it stops when the write takes away a protection (an interlock, a trip, a safety instrumented
  function, a cutoff, an emergency stop bypassed or overridden, an output forced, a life-safety
  priority), when it reaches many points or devices at once (a loop over registers, tags, variables or
  controllers, a listing of devices fed to it, a Modbus broadcast, dozens of coils or a whole data block
  in one write), or when it deletes the controller's program.

Reads (`mbpoll` without values, `uaread`, `bacrp`, browsing, discovery) are none of this module's
business. The programs are read by their own grammar: mbpoll's operands after the host are the values
it writes, `bacwp`'s fifth operand is the priority, `cpppo`'s `TAG=(TYPE)value` is an assignment, a
Python client library's `write_*`/`plc_stop`/`call_method` calls are the writes. A line's trailing
comment is read too: what the author says a write does (`# interlock bypass`) is what it does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

# Command-line clients whose invocations may write to a controller (the cheap gate: a part of any other
# program, interpreters aside, is not read here).
_MODBUS_POLLERS = frozenset({"mbpoll", "modpoll"})
_MODBUS_CLIS = frozenset({"modbus", "modbus-cli"})
# mbtget's write functions (`-w5` coil, `-w6` register, `-w15`/`-w16` several): its host is its last operand
_MBTGET_WRITES = ("-w5", "-w6", "-w15", "-w16")
_BACNET = frozenset({"bacwp", "bacwpm", "bacrd", "bacdcc"})
_OPCUA = frozenset({"uawrite", "uacall"})
_CAN_SENDERS = frozenset({"cangen", "cansend", "canplayer"})
CONTROL_PROGRAMS = frozenset({*_MODBUS_POLLERS, *_MODBUS_CLIS, *_BACNET, *_OPCUA, *_CAN_SENDERS,
                              "knxtool", "particle", "mbtget"})

# mbpoll's and modpoll's options that take a value (`-r 110`); the rest are switches (`-1`, `-0`, `-B`).
_POLLER_VALUES = frozenset({"-m", "-a", "-r", "-c", "-t", "-l", "-o", "-p", "-b", "-d", "-s", "-P", "-i"})
_UA_VALUES = frozenset({"-u", "--url", "-n", "--nodeid", "-t", "--datatype", "-m", "--method", "-l",
                        "--list", "-a", "--attribute", "-c", "--certificate", "-k", "--private-key",
                        "-p", "--path", "--timeout", "--security", "--user", "--password", "-i",
                        "--identity"})

# A Python client of an industrial protocol, by the names its code uses.
_CONTROL_LIBRARY = lazy_compile(
    r"\b(?:pymodbus|Modbus(?:Tcp|Udp|Serial|Tls)Client|pyModbusTCP|minimalmodbus|umodbus|snap7|pycomm3|"
    r"LogixDriver|SLCDriver|CIPDriver|pylogix|PLC\(\)|asyncua|opcua|BAC0|xknx|cpppo)\b")
# Its writes, calls and run-mode changes. `.write(` counts only with the tag and PLC libraries, where
# it is the write (`plc.write(('Tag', 1))`, `bacnet.write('…')`); elsewhere it is a file's.
_WRITE_CALL = lazy_compile(
    r"\.(?:write_coils?|write_registers?|write_single_(?:coil|register)|write_multiple_(?:coils|registers)"
    r"|mask_write_register|readwrite_registers|write_bits?|write_long|write_float|write_string"
    r"|db_write|write_area|[mae]b_write|tm_write|ct_write|write_multi_vars|set_plc_datetime|write_tag"
    r"|write_value|write_values|set_value|write_attribute|set_attribute|call_method|Write)\s*\(")
_TAG_WRITE = lazy_compile(r"(\w+)(?:\(\))?\.write\s*\(")
# Receivers whose `.write(` is a file's or a stream's, not a PLC's (a script that saves the tags it read).
_FILE_RECEIVERS = frozenset({"f", "fh", "fp", "fd", "fo", "out", "outfile", "output", "file", "csvfile",
                             "stdout", "stderr", "log", "logfile", "writer", "w", "buf", "buffer", "stream",
                             "sink", "handle", "dst", "tmp", "open"})
_TAG_LIBRARY = lazy_compile(r"\b(?:pycomm3|LogixDriver|SLCDriver|CIPDriver|pylogix|BAC0)\b")
_RUN_MODE = lazy_compile(r"\.(?:plc_stop|plc_cold_start|plc_hot_start|download|compress|clear_program)\s*\(")
# snap7's block delete (`c.delete('OB', 1)`): the controller's program, gone
_PROGRAM_DELETE = lazy_compile(r"\bsnap7\b(?s:.*)\.delete\s*\(\s*['\"]?(?:OB|FB|FC|DB|SDB|SFC|SFB)\b")
# A write repeated over many points: a loop or comprehension, many values or a whole block at once.
_CODE_LOOP = lazy_compile(r"\bfor\s+\w+(?:\s*,\s*\w+)*\s+in\b|\bwhile\b|\bmap\s*\(")
_MANY_VALUES = lazy_compile(r"\[[^\[\]]{1,40}\]\s*\*\s*(\d+)|\bbytearray\s*\(\s*(\d+)\s*\)"
                            r"|\brange\s*\([^)]*?(\d+)\s*\)")
_MANY = 16  # points written at once that make a write a mass write (a block, a bank of coils)

# Where a client connects: a quoted host, address or endpoint URL in the code.
_QUOTED = lazy_compile(r"""['"]([^'"\s]{1,200})['"]""")
_HOSTLIKE = lazy_compile(
    r"(?:opc\.tcp|modbus|tcp|udp|https?)://([^/:'\"\s]+)|^(\d{1,3}(?:\.\d{1,3}){3})(?:[:/]\S*)?$"
    r"|^(localhost)(?:[:/]\S*)?$|^([a-z0-9][\w-]*(?:\.[\w-]+)+)(?:[:/]\S*)?$|^(/dev/tty\w*|COM\d+)$",
    re.I)

# Names that say a point protects people or the plant, or that a write overrides the controller's logic.
_PROTECTION_WORDS = frozenset({
    "safety", "interlock", "interlocks", "bypass", "bypassed", "sis", "esd", "trip", "trips", "cutoff",
    "estop", "emergency", "overspeed", "fire", "smoke", "relief", "permissive", "lockout", "brake",
    "override", "overrides", "failsafe", "watchdog", "lifesafety", "force", "forced", "forcing", "dosing",
    "chlorine", "shutdown", "pressurisation", "pressurization", "mute", "muted", "muting"})
_ALARM_OFF = frozenset({"disable", "disabled", "silence", "silenced", "inhibit", "suppress", "mute", "off"})
_WORD_SPLIT = lazy_compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
# Host names of something that is not a live plant: a simulator, an emulator, a bench or lab rig, a
# test or development system.
_RIG_WORDS = frozenset({"sim", "simulator", "simulated", "emulator", "emu", "bench", "lab", "test", "testing",
                        "dev", "devel", "staging", "qa", "mock", "virtual", "demo", "sandbox", "testbed",
                        "vcan0", "vcan1"})
_LOCAL_HOSTS = frozenset({"localhost", "::1", "0.0.0.0", "ip6-localhost"})

_LOOP = lazy_compile(r"\bfor\s+([A-Za-z_]\w*)\s+in\s+(.*?)\s*;\s*do\b", re.S)
_SEQ = lazy_compile(r"\$\(\s*seq\s+(?:-\w\s+(?:'[^']*'|\"[^\"]*\"|\S+)\s+|-w\s+)*(-?\d+)(?:\s+(-?\d+))?"
                    r"(?:\s+(-?\d+))?\s*\)")
_BRACES = lazy_compile(r"\{(-?\d+)\.\.(-?\d+)\}")
_COMMENT = lazy_compile(r"(?m)(?:^|\s)#\s+([^\n]*)$")
_BACSERV = lazy_compile(r"\bbacserv\s+(\d+)")


def _words(text: str) -> set[str]:
    """The lower-cased words of names as they are written (`LowWaterCutoffBypass`, `SIS_Override_All`,
    `stairwell pressurisation fan`)."""
    return {w.lower() for w in _WORD_SPLIT.findall(text)}


def protection(text: str) -> str:
    """The word that makes a point a protection (or an override of one), '' when none does."""
    words = _words(text)
    found = words & _PROTECTION_WORDS
    if found:
        return sorted(found)[0]
    if "alarm" in words or "alarms" in words:
        off = words & _ALARM_OFF
        if off:
            return "alarm " + sorted(off)[0]
    return ""


def place(host: str) -> str:
    """Where a host is: 'local' (this machine), 'rig' (a simulator, bench or test system), 'live' (any
    other named host or address), 'unknown' (a variable, nothing)."""
    host = host.strip().strip("[]").lower()
    if not host or "$" in host or "{" in host:
        return "unknown"
    bare = host.split("://", 1)[-1]
    bare = bare.split("/", 1)[0].rsplit("@", 1)[-1]
    if bare.count(":") == 1:
        bare = bare.split(":", 1)[0]
    if bare in _LOCAL_HOSTS or bare.startswith("127."):
        return "local"
    if _words(bare.replace("-", " ").replace(".", " ")) & _RIG_WORDS or bare in _RIG_WORDS:
        return "rig"
    return "live"


def names_rig(name: str) -> bool:
    """A device, hub, fleet or host name that names a test system anywhere in it (`acme/sensor-gw-dev`,
    `bench-edge-01`, `iot-test-hub`)."""
    return bool(_words(name) & _RIG_WORDS)


def _where(hosts: Sequence[str]) -> str:
    """The place of the hosts a write names: live when any is, local or rig when all are."""
    places = {place(h) for h in hosts}
    if not places:
        return "unknown"
    for kind in ("live", "unknown", "rig"):
        if kind in places:
            return kind
    return "local"


def _comment(source: str) -> str:
    """The line's trailing comments (`# interlock bypass`), also inside a `bash -c` string: a `#` after
    white space and before it (a topic's `#` wildcard is neither)."""
    if "#" not in source:
        return ""
    found = []
    for line in source.splitlines():
        m = _COMMENT.search(line)
        if m:
            found.append(m.group(1))
    return " ".join(found)


def loop_count(inv: Invocation, source: str) -> int:
    """How many times the line runs this part: the items of a `for` loop whose variable it uses, many
    (1000) for a loop over a command's output or for xargs fed a listing; 1 otherwise."""
    if {"xargs", "parallel"} & set(inv.wrappers) and inv.stdin_from:
        return 1000
    if "for" not in source:
        return 1
    joined = " ".join(inv.argv)
    for m in _LOOP.finditer(source):
        var, items = m.group(1), m.group(2)
        if f"${var}" not in joined and f"${{{var}}}" not in joined:
            continue
        seq = _SEQ.search(items)
        if seq:
            numbers = [int(n) for n in seq.groups() if n is not None]
            first, last = (1, numbers[0]) if len(numbers) == 1 else (numbers[0], numbers[-1])
            return max(abs(last - first) + 1, 1)
        braces = _BRACES.search(items)
        if braces:
            return abs(int(braces.group(2)) - int(braces.group(1))) + 1
        if "$(" in items or "`" in items or "$" in items:
            return 1000  # every item a listing or a variable holds
        return len(items.split())
    return 1


def repeats(inv: Invocation, source: str, invocations: Sequence[Invocation] = ()) -> int:
    """How many times the line does this part's act: its loop's count (`loop_count`), or the parts the
    parser unrolled from a loop over literal words (`for plc in 10.0.0.4 10.0.0.5 …`), each the same
    command with one word changed."""
    count = loop_count(inv, source)
    if count > 1 or len(invocations) < 2:
        return count
    same = sum(1 for other in invocations if other.name == inv.name and len(other.argv) == len(inv.argv)
               and sum(a != b for a, b in zip(other.argv, inv.argv, strict=True)) <= 1)
    return max(same, 1)


def _poller(inv: Invocation) -> tuple[str, list[str], list[str], bool] | None:
    """mbpoll/modpoll: (host, values written, names, broadcast) when it writes, None for a read."""
    args, i, operands, slave = inv.args, 0, [], ""
    while i < len(args):
        arg = args[i]
        if arg in _POLLER_VALUES and i + 1 < len(args):
            if arg == "-a":
                slave = args[i + 1]
            i += 2
            continue
        if not arg.startswith("-") or (arg.lstrip("-").replace(".", "").isdigit() and operands):
            operands.append(arg)
        i += 1
    if len(operands) < 2:
        return None
    return operands[0], operands[1:], [], slave == "0"


def _option(args: Sequence[str], names: Sequence[str]) -> str:
    for i, arg in enumerate(args):
        if arg in names and i + 1 < len(args):
            return args[i + 1]
        for name in names:
            if name.startswith("--") and arg.startswith(name + "="):
                return arg.partition("=")[2]
    return ""


def _operands(args: Sequence[str], valued: frozenset[str]) -> list[str]:
    found, i = [], 0
    while i < len(args):
        if args[i] in valued:
            i += 2
            continue
        if not args[i].startswith("-") or args[i].lstrip("-")[:1].isdigit():
            found.append(args[i])
        i += 1
    return found


class _Act:
    """One control act read from a part: what it is, where it lands, what it names, how wide it is."""

    __slots__ = ("hosts", "kind", "names", "points", "program")

    def __init__(self, kind: str, hosts: Sequence[str], names: str = "", points: int = 1,
                 program: bool = False) -> None:
        self.kind, self.hosts, self.names = kind, list(hosts), names
        self.points, self.program = points, program


def _cli_act(inv: Invocation, source: str) -> _Act | None:
    name, args = inv.name, inv.args
    if name in _MODBUS_POLLERS:
        read = _poller(inv)
        if read is None:
            return None
        host, values, _, broadcast = read
        return _Act("writes Modbus coils or registers", [host], points=1000 if broadcast else len(values))
    if name == "mbtget":
        if not any(a.startswith(_MBTGET_WRITES) for a in args):
            return None
        hosts = [a for a in args if not a.startswith("-") and _HOSTLIKE.match(a)]
        return _Act("writes Modbus coils or registers", hosts[-1:])
    if name in _MODBUS_CLIS:
        words = [a for a in args if not a.startswith("-")]
        if not any(w in ("write", "wr", "w") for w in words[:2]):
            return None
        hosts = [w for w in words if _HOSTLIKE.match(w)]
        return _Act("writes Modbus coils or registers", hosts[:1], points=max(len(words) - 3, 1))
    if name in _OPCUA:
        url = _option(args, ("-u", "--url"))
        names = " ".join((_option(args, ("-n", "--nodeid")), _option(args, ("-m", "--method"))))
        what = "calls a method on an OPC UA server" if name == "uacall" else "writes an OPC UA node"
        return _Act(what, [url] if url else [], names)
    if name in _BACNET:
        ops = [a for a in args if not a.startswith("--")]
        if not ops:
            return None
        device = ops[0]
        served = _served_bacnet_devices(source)
        hosts = ["localhost"] if device in served else ["bacnet-device-" + device]
        if name == "bacwp":
            # device type instance property priority index tag value: tag 0 is NULL, a relinquish
            if len(ops) >= 8 and ops[6] == "0":
                return None
            priority = ops[4] if len(ops) > 4 else ""
            names = "life safety override" if priority in ("1", "2") else ""
            return _Act("writes a BACnet property (a setpoint, an output, a schedule)", hosts, names)
        if name == "bacwpm":
            return _Act("writes BACnet properties", hosts)
        if name == "bacrd":
            return _Act("reinitializes (restarts) a BACnet controller", hosts)
        if len(ops) > 1 and ops[1] == "0":  # bacdcc device state…: state 0 enables communication
            return None
        return _Act("disables a BACnet controller's communication", hosts)
    if name == "knxtool":
        if not args or args[0] not in ("groupswrite", "groupwrite", "groupsend", "on", "off", "write"):
            return None
        url = next((a for a in args[1:] if a.startswith(("ip:", "ipt:", "local:", "usb:"))), "")
        host = url.split(":", 1)[1] if url.startswith(("ip:", "ipt:")) else ""
        return _Act("writes a KNX group address (lights, blinds, heating, access)", [host] if host else [],
                    " ".join(args[2:]))
    if name == "particle":
        words = [a for a in args if not a.startswith("-")]
        if words[:1] == ["call"] and len(words) >= 3:
            return _Act("calls a function on a field device (it actuates what the function drives)",
                        [words[1]], " ".join(words[2:]))
        if words[:1] == ["flash"] and len(words) >= 3 and not {"--usb", "--serial", "--local"} & set(args):
            return _Act("flashes new firmware over the air to a field device", [words[1]])
        return None
    if name in _CAN_SENDERS:
        if inv.remote is None:
            return None  # the bus of the machine here: a bench adapter or a virtual bus
        host = inv.remote.split(":", 1)[-1]
        iface = next((a for a in args if not a.startswith("-")), "")
        if name == "cangen":
            return _Act("floods a vehicle's or machine's CAN bus with generated frames", [host, iface],
                        points=1000)
        return _Act("sends frames onto a vehicle's or machine's CAN bus", [host, iface])
    return None


def _served_bacnet_devices(source: str) -> set[str]:
    """Device instances a `bacserv N` in this line simulates here."""
    if "bacserv" not in source:
        return set()
    return set(_BACSERV.findall(source))


def _code_text(inv: Invocation) -> str:
    """The Python an interpreter part runs: `-c CODE`, or its literal stdin (a heredoc)."""
    args = inv.args
    for i, arg in enumerate(args[:-1]):
        if arg == "-c":
            return args[i + 1]
    if inv.stdin_text and (not args or args[0] == "-" or all(a.startswith("-") for a in args)):
        return inv.stdin_text
    return ""


def _code_act(inv: Invocation) -> _Act | None:
    args = inv.args
    if args[:2] == ("-m", "cpppo.server.enip.client") or (args[:1] == ("-m",) and len(args) > 1
                                                           and args[1].endswith("enip.client")):
        assignments = [a for a in args[2:] if "=" in a and not a.startswith("-")]
        if not assignments:
            return None
        host = _option(args, ("-a", "--address"))
        return _Act("writes tags on a PLC over EtherNet/IP", [host] if host else [], " ".join(assignments),
                    points=len(assignments))
    code = _code_text(inv)
    if not code or not _CONTROL_LIBRARY.search(code):
        return None
    program = bool(_PROGRAM_DELETE.search(code))
    writes = _WRITE_CALL.search(code) or (_TAG_LIBRARY.search(code) and any(
        m.group(1).lower() not in _FILE_RECEIVERS for m in _TAG_WRITE.finditer(code)))
    mode = _RUN_MODE.search(code)
    if not (writes or mode or program):
        return None
    hosts = [next(g for g in m.groups() if g) for q in _QUOTED.findall(code) if (m := _HOSTLIKE.match(q))]
    hosts = [h for h in hosts if not h.lower().endswith((".py", ".json", ".txt", ".csv", ".log"))]
    points = 1
    if writes:
        if _CODE_LOOP.search(code):
            points = 1000
        for m in _MANY_VALUES.finditer(code):
            points = max(points, int(next(g for g in m.groups() if g)))
    if program:
        what = "deletes a program block from a PLC"
    elif writes:
        what = "writes to a controller through its client library (coils, registers, tags or nodes)"
    else:
        what = "changes a PLC's run mode (stop, restart, program download)"
    names = " ".join(q for q in _QUOTED.findall(code) if not _HOSTLIKE.match(q))
    return _Act(what, hosts, names, points=points, program=program)


def control_act(inv: Invocation, source: str, subject: str, invocations: Sequence[Invocation] = ()
                ) -> Assessment | None:
    """A write, call or run-mode change a part sends to a controller that is not this machine's simulator
    or a test rig: pause, or stop for a protection taken away, a mass write or a program deleted. None
    for reads and for the simulator here. Cheap gate: the caller asks only for the programs above and
    for interpreters."""
    act = _code_act(inv) if inv.name not in CONTROL_PROGRAMS else _cli_act(inv, source)
    if act is None:
        return None
    hosts = act.hosts or ([inv.remote.split(":", 1)[-1]] if inv.remote else [])
    if inv.remote:
        # run over ssh, `localhost` is the remote host's own controller, not this machine's simulator
        remote = inv.remote.split(":", 1)[-1]
        hosts = [remote if place(h) == "local" else h for h in hosts]
    reach = _where(hosts)
    guarded = protection(" ".join((act.names, _comment(source))))
    if reach == "local" or (reach == "rig" and not guarded):
        return None  # (a protection taken away on a test line is a physical machine's interlock all the same)
    repeated = repeats(inv, source, invocations)
    if reach == "live":
        where = f"on {', '.join(h for h in hosts if place(h) == 'live')[:80]}"
    else:
        where = "on a controller the line does not name (a bus, a variable): a live one as likely as not"
    reached = act.points * repeated
    if act.program:
        level, rule = DangerLevel.FORBIDDEN, "device.control-program-deleted"
        why = "the controller's program is deleted: the process it runs stops or runs without its logic"
    elif guarded:
        level, rule = DangerLevel.FORBIDDEN, "device.control-protection-overridden"
        why = (f"it names a protection (`{guarded}`): a safety function bypassed, overridden or forced is "
               "what stands between the process and people")
    elif reached > 3:
        level, rule = DangerLevel.FORBIDDEN, "device.control-mass-write"
        why = (f"it reaches {reached if reached < 1000 else 'every'} point or device at once (a loop, a "
               "listing, a broadcast or a whole block): the process is driven wholesale with nobody watching "
               "each")
    else:
        level, rule = DangerLevel.DESTRUCTIVE, "device.control-write"
        why = "a live controller acts on it: a valve, pump, drive, fan or setpoint changes in the world"
    return assess(
        level, kind="command", subject=subject, irreversible=level is DangerLevel.FORBIDDEN,
        factors=(f"{act.kind} {where}; {why} [{rule}]",), rules=(rule,),
        safer_alternative="Try it on the simulator or the bench rig first; on the plant, have the operator "
        "make the change from the HMI with the process in a safe state, one point at a time.",
        recovery="Write the previous value back (read it first), restore the program from the project, and "
        "have someone on site check the equipment.")
