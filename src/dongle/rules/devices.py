"""Network devices: the grammar network operating systems share, read where a command reaches one.

Cisco IOS/NX-OS, Arista EOS, Juniper Junos, Palo Alto PAN-OS, FortiOS, Huawei VRP and H3C Comware,
MikroTik RouterOS: a statement is a verb (`show`, `configure`, `delete`, `no`, `request`, `execute`,
`clear`, `reload`, `write`, `erase`, `commit`, `reset`) and a path of keywords. An agent reaches a
device as it reaches a server (`ssh admin@core-sw-01 'write erase'`, a loop over an inventory, a
fleet tool), so the remote command is read with this grammar, and with the reach of what sent it: a
loop over every switch is one level worse, as for shell on a fleet. These words mean nothing (or
something harmless: `clear` the screen, `write` to a terminal) to a local shell, so the rules ask
that the command runs on another machine (`remote`).

What a statement does decides, not which vendor spells it:
- the device made blank (saved configuration erased, factory reset, zeroized, flash formatted), or a
  whole function turned off (routing, a routing protocol, a whole security rulebase deleted): every
  host behind it loses its network until someone rebuilds the configuration at the console (stop);
- the device rebooted or its software replaced: an outage that ends by itself (pause);
- sessions, neighbours or translations reset, the device's log emptied (pause);
- configuration mode entered or changes committed: a change to a running network device (pause);
- `show`, `display`, `get`, `ping`, `traceroute`, `clear counters`, `commit check`: reads (go).
"""

_REMOTE = {"remote": True}
# RouterOS's top-level menus (`/ip …`, `/interface …`): a statement is the menu's path, then its verb.
_ROUTEROS_MENUS = ("ip", "ipv6", "interface", "routing", "queue", "user", "ppp", "snmp", "certificate",
                   "radius", "mpls", "caps-man", "file", "tool")
# written as RouterOS writes them, from the root (`/ip`): Linux's own `ip route add` is not one
_ROUTEROS_PATHS = tuple(f"/{menu}" for menu in _ROUTEROS_MENUS)
# Each rule knows one statement of these words, not a program: every other use of them stays judged by
# the generic argument model (`extends_generic`).

RULES = [
    {
        "id": "devices.config-erased",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases a network device's saved configuration or resets it to factory defaults (`write "
        "erase`, `erase startup-config`, `execute factoryreset`, `request system zeroize`, `reset "
        "saved-configuration`, `unconfigure switch all`, `net del all`): at the next boot it comes up "
        "blank and every host behind it is cut off until someone rebuilds it at the console",
        "safer": "Back up the configuration first (`show running-config` to a file, `request system "
        "configuration rescue save`) and let the network team decide; change only what needs changing.",
        "recovery": "Reload the last saved configuration from the backup (RANCID/Oxidized) at the console.",
        "match": {"cmd": ("write", "wr", "erase", "execute", "exec", "request", "load", "reset", "system",
                          "format", "unconfigure", "net"), **_REMOTE,
                  "sub": ("erase", "startup-config", "nvram:", "/all", "factoryreset", "factoryreset2",
                          "formatlogdisk", "erase-disk", "system zeroize", "system private-data-reset",
                          "factory-default", "saved-configuration", "factory-configuration",
                          "reset-configuration", "flash:", "bootflash:", "disk0:", "slot0:", "switch",
                          "del all")},
        "examples": {
            "match": ["ssh admin@edge-sw-3 'write erase'", "ssh netops@leaf-12 'erase startup-config'",
                      "ssh admin@fortigate-7 'execute factoryreset'",
                      "ssh root@srx-branch-4 'request system zeroize media'",
                      "ssh admin@vrp-agg-2 'reset saved-configuration'",
                      "ssh admin@mt-hq '/system reset-configuration no-defaults=yes'",
                      "ssh admin@c9300-1 'format flash:'"],
            "no_match": ["ssh admin@edge-sw-3 'write memory'", "ssh admin@edge-sw-3 'show startup-config'",
                         "ssh admin@fortigate-7 'execute ping 10.0.0.1'", "write erase",
                         "ssh root@srx-branch-4 'request system storage cleanup dry-run'"],
        },
    },
    {
        "id": "devices.routing-off",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "turns a whole function of a network device off (`no ip routing`, `no router bgp 65001`, "
        "`no feature ospf`): every route or neighbour it carried is dropped with its configuration, and "
        "the networks behind it go dark",
        "safer": "Change the one neighbour, route or interface that needs it, in a maintenance window.",
        "recovery": "Restore the configuration from the last backup (`configure replace`, `rollback 1`).",
        "match": {"cmd": ("no",), **_REMOTE,
                  "sub": ("ip routing", "ipv6 unicast-routing", "ipv6 routing", "router", "feature",
                          "ip cef", "mpls ip")},
        "examples": {
            "match": ["ssh admin@dist-1 'configure terminal ; no ip routing ; end'",
                      "ssh admin@pe-2 'conf t ; no router bgp 64512'",
                      "ssh admin@n9k-spine-1 'configure ; no feature ospf'"],
            "no_match": ["ssh admin@dist-1 'show ip route'",
                         "ssh admin@dist-1 'configure terminal ; interface Gi1/0/4 ; no shutdown'"],
        },
    },
    {
        # `delete rulebase security rules`, `delete security policies`, `delete interfaces`: a section
        # with no entry named in it is every entry of that section (Junos, PAN-OS, VyOS, EdgeOS)
        "id": "devices.config-section-deleted",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole section of a network device's configuration (every security rule, every "
        "policy, every interface or protocol) rather than one named entry: once committed the device "
        "filters, routes or forwards nothing it did before",
        "safer": "Delete the one named rule or entry (`delete rulebase security rules old-allow-web`), and "
        "review `show | compare` before committing.",
        "recovery": "`rollback 1` and `commit` (Junos, PAN-OS keep earlier versions), or restore a backup.",
        "match": {"cmd": ("delete",), **_REMOTE, "max_operands": 0,
                  "sub": ("rulebase security rules", "rulebase nat rules", "rulebase security",
                          "rulebase nat", "rulebase", "security policies", "security zones", "security nat",
                          "security",
                          "firewall filter", "firewall family", "firewall name", "firewall", "interfaces",
                          "protocols", "routing-options", "policy-options", "network", "vsys", "zone",
                          "address", "address-group", "service", "system", "nat", "policy", "policies",
                          "access-list", "vlans", "routing-instances")},
        "examples": {
            "match": ["ssh admin@pan-edge-2 'configure ; delete rulebase security rules ; commit'",
                      "ssh admin@srx-1 'configure private ; delete security policies ; commit'",
                      "ssh vyos@vyos-gw 'configure ; delete firewall ; commit ; save'"],
            "no_match": ["ssh admin@pan-edge-2 'configure ; delete rulebase security rules old-ftp ; commit'",
                         "ssh admin@srx-1 'configure ; delete interfaces ge-0/0/7 unit 0 ; commit'",
                         "delete rulebase"],
        },
    },
    {
        # RouterOS: a menu path and a verb (`/ip firewall filter remove [find]`); `[find]` with no `where`
        # selects every entry of the menu, so every firewall rule, address or route of it goes at once
        "id": "devices.menu-emptied",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes or disables every entry of a RouterOS menu (`/ip firewall filter remove [find]`): "
        "every firewall rule, address, route or user of it at once, and the router filters or forwards "
        "nothing it did before",
        "safer": "Remove the one entry (`remove [find where comment=\"old-rule\"]`, `remove numbers=7`) "
        "after `print`, with an `/export` saved first.",
        "recovery": "Import the saved `/export` or restore a backup (`/system backup load`).",
        "match": {"cmd": _ROUTEROS_MENUS, **_REMOTE, "words_any": _ROUTEROS_PATHS,
                  "words_also": ("remove", "disable"), "args_any": ("[[]find]",)},
        "examples": {
            "match": ["ssh admin@10.0.0.1 '/ip firewall filter remove [find]'",
                      "ssh admin@mt-branch '/ip address remove [find]'",
                      "ssh admin@mt-hq '/ipv6 firewall filter disable [find]'"],
            "no_match": ["ssh admin@10.0.0.1 '/ip firewall filter remove [find where comment=\"tmp\"]'",
                         "ssh admin@10.0.0.1 '/ip firewall filter print'"],
        },
    },
    {
        # RouterOS: any other change to a menu (`add`, `set`, `remove` of named entries, `disable`) is a
        # change to the running router, as a Cisco `conf t` is
        "id": "devices.menu-changed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "changes a RouterOS router's running configuration (an entry added, set, removed or "
        "disabled): the device that carries the network changes while it runs",
        "safer": "Save an `/export` first and use Safe Mode, so a lost connection rolls the change back.",
        "recovery": "Undo the entry or import the saved `/export`.",
        "match": {"cmd": _ROUTEROS_MENUS, **_REMOTE, "words_any": _ROUTEROS_PATHS,
                  "words_also": ("add", "set", "remove", "disable", "enable", "unset", "move", "reset")},
        "examples": {
            "match": ["ssh admin@10.0.0.1 '/ip firewall filter remove [find where comment=\"tmp\"]'",
                      "ssh admin@mt-hq '/ip firewall nat add chain=dstnat dst-port=22 action=dst-nat "
                      "to-addresses=192.168.88.20'"],
            "no_match": ["ssh admin@10.0.0.1 '/ip firewall filter print'",
                         "ssh admin@mt-hq '/interface print stats'",
                         "ssh web1 'sudo ip route add 10.0.0.0/8 via 10.1.1.1'"],
        },
    },
    {
        "id": "devices.table-purged",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "purges the configuration table a device's CLI is in (FortiOS `purge` inside `config "
        "firewall policy`): every entry of it is deleted at once, every policy, address or route",
        "safer": "Delete the one entry (`delete 42`), after `show` of the table.",
        "recovery": "Restore the configuration backup (`execute restore config`).",
        "match": {"cmd": ("purge",), **_REMOTE},
        "examples": {
            "match": ["ssh admin@fgt-dc 'config firewall policy\npurge\nend'"],
            "no_match": ["ssh admin@fgt-dc 'config firewall policy\ndelete 42\nend'"],
        },
    },
    {
        "id": "devices.reboot",
        "extends_generic": True,
        "level": "dangerous",
        "reason": "reboots a network device or replaces its software (`reload`, `request system reboot`, "
        "`execute reboot`, `request system software install … reboot`): everything behind it is down "
        "until it is back, and a failed upgrade leaves it down",
        "safer": "Schedule it in a maintenance window with the network team; confirm a console path first.",
        "recovery": "Wait for the device to return; from the console boot the previous image if it does not.",
        "match": {"cmd": ("request", "execute", "exec", "system"), **_REMOTE,
                  "sub": ("system reboot", "system halt", "system power-off", "system restart",
                          "system software install", "system software add", "system software rollback",
                          "restart", "reboot", "shutdown", "upgrade")},
        "examples": {
            "match": ["ssh admin@mx-7 'request system reboot'", "ssh admin@fortigate-3 'execute reboot'",
                      "ssh admin@pa-3220 'request system software install version 11.1.2'",
                      "ssh admin@mt-branch '/system reboot'"],
            "no_match": ["ssh admin@mx-7 'show system uptime'",
                         "ssh admin@pa-3220 'request system software info'", "request system reboot"],
        },
    },
    {
        "id": "devices.reload",
        "extends_generic": True,
        "level": "dangerous",
        "reason": "reloads (reboots) a network device now or at a set time (`reload`, `reload in 10`): "
        "everything behind it is down until it is back, and unsaved changes are lost",
        "safer": "Schedule it in a maintenance window with the network team; confirm a console path first.",
        "recovery": "`reload cancel` before it fires; otherwise wait for the device to return.",
        "match": {"cmd": ("reload",), **_REMOTE, "args_none": ("cancel",)},
        "examples": {"match": ["ssh netops@dist-sw-9 'reload in 10'", "ssh netops@leaf-3 'reload'"],
                     "no_match": ["ssh netops@dist-sw-9 'reload cancel'", "reload"]},
    },
    {
        "id": "devices.sessions-reset",
        "extends_generic": True,
        "level": "destructive",
        "reason": "resets a network device's live state (`clear ip bgp`, `clear bgp neighbor`, `clear ip "
        "ospf process`, `clear session all`, `clear xlate`): neighbours go down and come back, routes "
        "flap and the connections through it are dropped",
        "safer": "Use the soft form on one neighbour (`clear ip bgp 192.0.2.1 soft in`) in a change window.",
        "recovery": "The sessions come back by themselves; watch `show ip bgp summary` until they do.",
        "match": {"cmd": ("clear",), **_REMOTE,
                  "sub": ("ip bgp", "bgp", "ip ospf", "ospf", "isis", "ip route", "route", "session",
                          "xlate", "conn", "ip nat", "ipv6 route", "ip eigrp", "mpls ldp")},
        "examples": {
            "match": ["ssh admin@border-1 'clear ip bgp * soft'", "ssh admin@srx-9 'clear bgp neighbor all'",
                      "ssh admin@pa-5250 'clear session all'"],
            "no_match": ["ssh admin@border-1 'clear counters'", "ssh admin@border-1 'show ip bgp summary'",
                         "clear"],
        },
    },
    {
        "id": "devices.log-cleared",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "empties a network device's own log (`clear logging`, `clear log messages`, `execute log "
        "delete-all`): the record of what happened on it is gone",
        "safer": "Leave the log; it rotates by itself and is usually forwarded to a collector.",
        "recovery": "Only what the syslog collector received survives.",
        "match": {"cmd": ("clear", "execute", "exec"), **_REMOTE,
                  "sub": ("logging", "log", "log delete-all", "log delete")},
        "examples": {"match": ["ssh admin@asa-1 'clear logging buffer'",
                               "ssh admin@fgt-2 'execute log delete-all'"],
                     "no_match": ["ssh admin@asa-1 'show logging'", "clear"]},
    },
    {
        "id": "devices.config-change",
        "extends_generic": True,
        "level": "destructive",
        "reason": "enters a network device's configuration mode (`configure terminal`, `conf t`, `config "
        "firewall policy`): the device that carries the network changes while it runs",
        "safer": "Review the change with the network team; preview it (`show | compare`, `commit check`, "
        "Ansible `--check --diff`) first.",
        "recovery": "`configure replace` from the archive, or restore a backup.",
        # `./configure --prefix=/opt/app` or `./configure CC=clang` on a build host is autoconf's
        "match": {"cmd": ("configure", "conf", "config"), **_REMOTE, "min_args": 1,
                  "words_none": ("-*", "*=*")},
        "examples": {
            "match": ["ssh admin@dist-4 'conf t ; interface Vlan20 ; shutdown ; end'",
                      "ssh admin@mx-1 'configure exclusive ; set interfaces ge-0/0/2 disable ; commit'",
                      "ssh admin@fgt-1 'config system interface\nedit port3\nset status down\nend'"],
            "no_match": ["ssh build@ci-4 'cd src && ./configure --prefix=/opt/app && make'",
                         "ssh admin@dist-4 'show running-config'", "configure terminal"],
        },
    },
    {
        "id": "devices.commit",
        "extends_generic": True,
        "level": "destructive",
        "reason": "commits the changes made in a network device's candidate configuration (Junos, PAN-OS, "
        "IOS XR, EOS sessions): they take effect on the running device",
        "safer": "Review `show | compare` and `commit check` first, or `commit confirmed 5` so it rolls back "
        "unless confirmed.",
        "recovery": "`rollback 1` and `commit`.",
        "match": {"cmd": ("commit",), **_REMOTE, "args_none": ("check", "replace-check")},
        "examples": {"match": ["ssh admin@mx-1 'configure ; set system host-name mx-1b ; commit and-quit'"],
                     "no_match": ["ssh admin@mx-1 'configure ; show | compare ; commit check'", "commit"]},
    },
]
