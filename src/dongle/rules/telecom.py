"""Telecom and network daemons run on this machine: routing suites, PBXs, SIP load generators.

A routing daemon's shell (`vtysh`, `birdc`) changes what the network forwards: removing a routing
process (`no router bgp`) drops every session and route it carried at once, and `write memory` keeps
that across restarts (stop); other configuration changes, and resetting every session, pause; show
commands go. A PBX restarted or stopped now (`core restart now`, `fsctl shutdown`) drops every call
in progress (pause). A SIP load generator aimed at a host that is not this machine or a lab is a
load test against a live switch (pause).
"""

from __future__ import annotations

COMMANDS = {
    "vtysh": {"values": ("-c", "--command", "-d", "--daemon", "-N", "--pathspace")},
    "asterisk": {"values": ("-x", "-C")},
    "fs_cli": {"values": ("-x", "--execute", "-H", "--host", "-p", "--password", "-P", "--port")},
    "sipp": {"values": ("-sn", "-sf", "-r", "-l", "-m", "-rp", "-i", "-p", "-s", "-d", "-t", "-inf",
                        "-trace_msg"),
             "single_dash": True},
}

# A routing process or a whole address family removed, in the FRR/Quagga/Cisco-like grammar.
_ROUTING_REMOVED = ("*no router *", "*no ip route 0.0.0.0*", "*no ipv6 route ::/0*", "*no address-family *",
                    "*no vrf *", "*no segment-routing*", "*no mpls *")
_CONFIG_ENTERED = ("*conf*t*", "*configure*", "*no *", "*clear ip bgp *", "*clear bgp *", "*clear ip ospf*")

# A PBX or switch told to stop or restart now, or to hang up every call.
_CALLS_DROPPED = ("*restart now*", "*stop now*", "*core restart*", "*core stop*", "*fsctl shutdown*",
                  "*shutdown*", "*hupall*", "*hangup request all*", "*module unload*", "*reload now*")

# Targets of a SIP load test that are this machine or a private lab network.
_LAB_TARGETS = ("127.*", "localhost*", "[::1]*", "::1*", "10.*", "192.168.*", "*.local:*", "*.local", "*lab*",
                "*test*", "*staging*", "*.dev*")

RULES = [
    {
        "id": "telecom.routing-removed",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes a routing process or the default route from this router's running configuration "
        "(`no router bgp`): every session and route it carried drops at once, and `write memory` keeps it "
        "so after a restart",
        "safer": "Shut one neighbor (`neighbor X shutdown`) or change one route in a maintenance window, "
        "with the saved configuration backed up (`show running-config`).",
        "recovery": "Re-enter the routing configuration from a backup of the running config and wait for "
        "the sessions to re-establish.",
        "match": {"cmd": ("vtysh", "birdc", "quagga"), "words_any": _ROUTING_REMOVED},
        "examples": {"match": ["vtysh -c 'conf t' -c 'no router ospf' -c 'end' -c 'wr mem'",
                               "vtysh -c 'configure terminal' -c 'no ip route 0.0.0.0/0 203.0.113.1'"],
                     "no_match": ["vtysh -c 'show ip bgp summary'",
                                  "vtysh -c 'conf t' -c 'router bgp 65001'"]},
    },
    {
        "id": "telecom.routing-config-change",
        "extends_generic": True,
        "level": "destructive",
        "reason": "changes this router's running configuration or resets its routing sessions: traffic the "
        "router forwards may be rerouted or dropped",
        "safer": "Show the configuration first and make the change in a maintenance window.",
        "recovery": "Undo the change in configuration mode; reload the saved configuration.",
        "match": {"cmd": ("vtysh", "quagga"), "words_any": _CONFIG_ENTERED},
        "examples": {"match": ["vtysh -c 'conf t' -c 'router bgp 65001' -c 'neighbor 10.0.0.2 shutdown'",
                               "vtysh -c 'clear ip bgp *'"],
                     "no_match": ["vtysh -c 'show running-config'", "vtysh -c 'show ip route'"]},
    },
    {
        "id": "telecom.birdc-change",
        "extends_generic": True,
        "level": "destructive",
        "reason": "reconfigures BIRD, disables a protocol or shuts the daemon down: routes it announced are "
        "withdrawn",
        "safer": "`birdc configure check` first; disable one protocol in a maintenance window.",
        "recovery": "`birdc enable PROTOCOL`, or start bird again with the previous configuration.",
        "match": {"cmd": ("birdc", "birdc6"), "args_any": ("configure", "down", "disable", "restart",
                                                           "reload"),
                  "args_none": ("check",)},
        "examples": {"match": ["birdc down", "birdc disable upstream1"],
                     "no_match": ["birdc show protocols", "birdc configure check"]},
    },
    {
        "id": "telecom.pbx-calls-dropped",
        "extends_generic": True,
        "level": "destructive",
        "reason": "restarts or stops the PBX or switch now, unloads a module or hangs up every call: every "
        "call in progress is dropped",
        "safer": "Restart when idle (`core restart when convenient`, `fsctl shutdown elegant`), or reload "
        "one module's configuration.",
        "recovery": "Start the service again; dropped calls must be placed again.",
        "match": {"cmd": ("asterisk", "fs_cli", "kamctl", "opensips-cli"), "words_any": _CALLS_DROPPED,
                  "words_none": ("*when convenient*", "*gracefully*", "*elegant*")},
        "examples": {"match": ["asterisk -rx 'core restart now'", "fs_cli -x 'fsctl shutdown'",
                               "fs_cli -x 'hupall normal_clearing'"],
                     "no_match": ["asterisk -rx 'core show channels'",
                                  "asterisk -rx 'core restart when convenient'",
                                  "fs_cli -x 'show calls'"]},
    },
    {
        "id": "telecom.sip-load-live",
        "extends_generic": True,
        "level": "destructive",
        "reason": "sends generated SIP calls at a switch that is not this machine or a lab: a load test "
        "against a live carrier or PBX, whose callers are served behind it",
        "safer": "Aim it at a lab or staging SBC; agree a window and a rate with the switch's owners.",
        "recovery": "Stop the generator; calls it left open time out.",
        "match": {"cmd": ("sipp", "sipsak", "sipvicious"), "min_operands": 1, "args_none": _LAB_TARGETS},
        "examples": {"match": ["sipp -sn uac -r 500 -l 10000 sbc.carrier.example:5060"],
                     "no_match": ["sipp -sn uac -r 5 -m 50 127.0.0.1:5060", "sipp -sn uas",
                                  "sipp -sn uac -r 100 sbc-lab.example:5060"]},
    },
    {
        # SNMP writes a managed device's configuration variables (ifAdminStatus, a VLAN, a route, a reboot
        # trigger) from anywhere; get, walk and bulkwalk only read them
        "id": "net.snmp-set",
        "level": "destructive",
        "reason": "sets a variable on a managed device over SNMP: its configuration or state changes at once "
        "(an interface shut, a VLAN or route changed, a reload triggered) for everyone it serves",
        "safer": "Read the value first (`snmpget`), and change a device through its change window.",
        "recovery": "Set the previous value again (`snmpset` with the value `snmpget` showed).",
        "match": {"cmd": ("snmpset", "snmpsetnext")},
        "examples": {"match": ["snmpset -v2c -c private sw-2 IF-MIB::ifAdminStatus.3 i 2"],
                     "no_match": ["snmpget -v2c -c public sw-2 IF-MIB::ifAdminStatus.3",
                                  "snmpwalk -v2c -c public sw-2 IF-MIB::ifOperStatus"]},
    },
]
