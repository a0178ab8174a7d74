"""Messages published to the command topics of a broker that devices obey.

On an MQTT broker, a topic named for a command (`…/cmd`, `…/set`, `…/setpoint`, `…/control`, `…/ota`,
`…/reboot`, `…/config`) is one that devices subscribe to and act on: a conveyor changes speed, a van's
compressor stops, every truck of a fleet is immobilised. A retained message is kept by the broker and
handed to every device that subscribes later, and an empty retained message (`-r -n`) clears what live
controllers read on start. So what decides is the broker (this machine's or a test broker: nothing
added; any other: a command published there is a human's call, pause) and the reach: the same command
published in a loop over many devices, or naming a protection (a fire panel silenced, an alarm disabled),
stops. Publishing a reading to a sensor topic, subscribing and listening are left to the other rules.

Changing the broker's own access control on a live broker (`mosquitto_ctrl … dynsec deleteClient`,
`removeRoleACL`, `setDefaultACLAccess`) takes a device's or a user's access away, or gives it: pause.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.control_writes import place, protection, repeats
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

PUBLISHERS = frozenset({"mosquitto_pub", "mqttx", "mqtt", "mosquitto_ctrl"})

# Topic words that name a command devices act on.
_COMMAND_WORDS = frozenset({"cmd", "cmds", "command", "commands", "control", "ctrl", "set", "setpoint",
                            "sp", "ota", "reboot", "restart", "reset", "config", "action", "actuator", "rpc",
                            "write", "valve", "relay", "switch", "mode", "firmware", "update", "unlock",
                            "lock", "power", "start", "stop", "override", "desired", "req", "request"})
_TOPIC_WORDS = lazy_compile(r"[A-Za-z]+")
_VALUED = frozenset({"-h", "--host", "-p", "--port", "-t", "--topic", "-m", "--message", "-f", "--file", "-u",
                     "--username", "-P", "--pw", "--password", "-i", "--id", "-I", "--id-prefix", "-q",
                     "--qos", "-k", "--keepalive", "-V", "--protocol-version", "--cafile", "--capath",
                     "--cert", "--key", "-L", "--url", "-A", "--will-topic", "--will-payload", "-D",
                     "--property", "-x", "--repeat", "--repeat-delay", "-c", "--client-id", "-o",
                     "--options"})
_DYNSEC_CHANGES = ("delete", "remove", "disable", "setdefaultaclaccess", "setclientpassword", "modify")


def _options(args: tuple[str, ...]) -> tuple[dict[str, str], list[str], set[str]]:
    values: dict[str, str] = {}
    words: list[str] = []
    flags: set[str] = set()
    i = 0
    while i < len(args):
        arg = args[i]
        key, eq, value = arg.partition("=")
        if arg in _VALUED and i + 1 < len(args):
            values.setdefault(arg, args[i + 1])
            i += 2
            continue
        if eq and key in _VALUED and key.startswith("--"):
            values.setdefault(key, value)
        elif arg.startswith("-"):
            flags.add(arg)
        else:
            words.append(arg)
        i += 1
    return values, words, flags


def _broker(values: dict[str, str]) -> str:
    host = values.get("-h") or values.get("--host") or ""
    url = values.get("-L") or values.get("--url") or ""
    if not host and "://" in url:
        host = url.split("://", 1)[1].split("/", 1)[0].rsplit("@", 1)[-1]
    return host or "localhost"  # the clients' default broker is this machine's


def control_publish(inv: Invocation, source: str, subject: str, invocations: Sequence[Invocation] = ()
                    ) -> Assessment | None:
    """A command or a retained clear published on a live broker (pause), in a loop over many devices or
    naming a protection (stop); a live broker's access control changed (pause). None otherwise."""
    values, words, flags = _options(inv.args)
    broker = _broker(values)
    where = place(broker)
    if where in ("local", "rig"):
        return None
    if inv.name == "mosquitto_ctrl":
        if words[:1] == ["dynsec"] and len(words) > 1 and words[1].lower().startswith(_DYNSEC_CHANGES):
            return assess(
                DangerLevel.DESTRUCTIVE, kind="command", subject=subject,
                factors=(f"changes the access control of the broker at {broker} (`dynsec {words[1]}`): a "
                         "device or a user loses (or gains) its access to the topics it works on "
                         "[device.broker-access-changed]",), rules=("device.broker-access-changed",),
                safer_alternative="List the client's roles first (`dynsec getClient`) and make the change "
                "with the broker's owner.",
                recovery="Re-create the client or the ACL as it was (from `dynsec getClient` output saved "
                "before).")
        return None
    if inv.name in ("mqttx", "mqtt") and words[:1] not in (["pub"], ["publish"]):
        return None
    topic = values.get("-t") or values.get("--topic") or ""
    if not topic and "://" in (values.get("-L") or values.get("--url") or ""):
        topic = (values.get("-L") or values.get("--url") or "").split("://", 1)[1].partition("/")[2]
    topic_words = {w.lower() for w in _TOPIC_WORDS.findall(topic)}
    retained = bool({"-r", "--retain"} & flags)
    cleared = retained and bool({"-n", "--null-message"} & flags)
    command = bool(topic_words & _COMMAND_WORDS)
    if not (command or cleared):
        return None
    payload = values.get("-m") or values.get("--message") or ""
    guarded = protection(f"{topic} {payload}")
    repeated = repeats(inv, source, invocations)
    at = f"the broker at {broker}" if where == "live" else "a broker the line does not name"
    if guarded:
        level, why, rule = (DangerLevel.FORBIDDEN, f"it names a protection (`{guarded}`): devices that keep "
                            "people safe are told to stand down", "device.control-topic-protection")
    elif repeated > 3:
        count = repeated if repeated < 1000 else "for every"
        level, why, rule = (DangerLevel.FORBIDDEN, f"it is published {count} device in a loop: the whole "
                            "fleet acts on it at once",
                            "device.control-topic-fleet")
    elif cleared:
        level, why, rule = (DangerLevel.DESTRUCTIVE, "it clears the retained value live controllers read "
                            "when they start", "device.control-topic-cleared")
    else:
        level, why, rule = (DangerLevel.DESTRUCTIVE, "the devices subscribed to it act on it (a speed, a "
                            "setpoint, a valve, a reboot)", "device.control-topic-command")
    return assess(
        level, kind="command", subject=subject, irreversible=level is DangerLevel.FORBIDDEN,
        factors=(f"publishes to the command topic `{topic}` on {at}; {why} [{rule}]",), rules=(rule,),
        safer_alternative="Publish to one test device's topic on the local or test broker first; on the live "
        "broker, send it to one device and watch it before any more.",
        recovery="Publish the previous value or the opposite command; devices that already acted (stopped, "
        "rebooted, reset) must be checked one by one.")
