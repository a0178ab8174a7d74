"""A controller's port published on another network through a tunnel.

Industrial protocols (Modbus/TCP, S7comm, EtherNet/IP, OPC UA, BACnet/IP, DNP3, IEC 60870-5-104, Niagara
Fox) have no authentication worth the name: whoever reaches the port can write coils, stop the PLC or
download a program. A control network is reached only from inside for that reason. A tunnel that makes
a controller's port listen somewhere else (`ssh -R 0.0.0.0:5020:plc:502 user@outside`, `ngrok tcp
10.40.3.10:102`, `chisel client SERVER R:502:plc:502`, `cloudflared tunnel --url tcp://plc:502`, `bore
local 502 --local-host plc --to bore.pub`) hands that to anyone who finds it: stop. A local forward
through the site's jump host (`ssh -L 5020:plc:502 jump`) listens on this machine only and is left to
the other rules, as is a tunnel to a controller simulated here.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.control_writes import place
from dongle.classify.verdict import assess
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

TUNNEL_PROGRAMS = frozenset({"ssh", "autossh", "ngrok", "chisel", "cloudflared", "bore"})

# The well-known ports of control protocols, and what speaks on each.
# (ports that other software commonly uses too, 2222 or 9600, are left out)
_CONTROL_PORTS = {"502": "Modbus/TCP", "102": "S7comm", "44818": "EtherNet/IP", "4840": "OPC UA",
                  "47808": "BACnet/IP", "20000": "DNP3", "2404": "IEC 60870-5-104", "1911": "Niagara Fox",
                  "4911": "Niagara Fox", "18245": "GE SRTP", "1962": "PCWorx", "34962": "PROFINET"}


def _spec_target(spec: str) -> tuple[str, str] | None:
    """The host and port a forward spec (`[bind:]port:host:hostport`) sends connections to."""
    parts = spec.split(":")
    if len(parts) >= 3 and parts[-1].isdigit():
        return parts[-2], parts[-1]
    return None


def _targets(inv: Invocation) -> list[tuple[str, str]]:
    """The (host, port) pairs the tunnel publishes on the far side."""
    args, name = inv.args, inv.name
    found: list[tuple[str, str]] = []
    if name in ("ssh", "autossh"):
        for i, arg in enumerate(args):
            spec = ""
            if arg == "-R" and i + 1 < len(args):
                spec = args[i + 1]
            elif arg.startswith("-R") and len(arg) > 2:
                spec = arg[2:]
            elif arg.lower().startswith("remoteforward=") or (
                    arg == "-o" and i + 1 < len(args) and args[i + 1].lower().startswith("remoteforward")):
                value = arg if arg != "-o" else args[i + 1]
                spec = value.split("=", 1)[-1].split()[-1].replace(" ", ":")
            target = _spec_target(spec) if spec else None
            if target:
                found.append(target)
    elif name == "chisel":
        for arg in args:
            if arg.startswith("R:"):
                target = _spec_target(arg[2:])
                if target:
                    found.append(target)
    elif name == "ngrok":
        words = [a for a in args if not a.startswith("-")]
        if words[:1] in (["tcp"], ["tls"], ["http"]) and len(words) > 1:
            host, _, port = words[1].rpartition(":")
            if port.isdigit():
                found.append((host or "localhost", port))
    elif name == "cloudflared":
        for i, arg in enumerate(args):
            url = args[i + 1] if arg == "--url" and i + 1 < len(args) else (
                arg.partition("=")[2] if arg.startswith("--url=") else "")
            if "://" in url:
                host, _, port = url.split("://", 1)[1].split("/", 1)[0].rpartition(":")
                if port.isdigit():
                    found.append((host, port))
    elif name == "bore":
        words = [a for a in args if not a.startswith("-")]
        if words[:1] == ["local"] and len(words) > 1 and words[1].isdigit():
            host = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("--local-host", "-l")),
                        "localhost")
            found.append((host, words[1]))
    return found


def control_port_exposed(inv: Invocation, subject: str) -> Assessment | None:
    """A tunnel that publishes a controller's port (not this machine's) on another network: stop."""
    for host, port in _targets(inv):
        protocol = _CONTROL_PORTS.get(port)
        if protocol is None or place(host) in ("local", "rig"):
            continue
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
            factors=(f"publishes {host}:{port} ({protocol}, a controller's port) through a tunnel on another "
                     "network: whoever reaches it can write to, stop or reprogram the controller, with no "
                     "authentication to stop them [net.control-port-exposed]",),
            rules=("net.control-port-exposed",),
            safer_alternative="Reach the controller through the site's jump host with a local forward "
            "(`ssh -L 5020:plc:502 jump`), which listens on this machine only, or ask the site for remote "
            "access.",
            recovery="Stop the tunnel now, then have the site check the controller's program and logs for "
            "changes made while it was exposed.")
    return None
