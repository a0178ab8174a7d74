"""Host packet filters told to let everything in, by whatever tool runs them.

A host firewall is off as soon as it accepts whatever arrives, however that is said: the whole
firewall stopped or flushed (`system.py` holds the service stops and `iptables -F`), its default
changed to accept (`ufw default allow`, `iptables -P INPUT ACCEPT`, an nftables input chain with
`policy accept`, `Set-NetFirewallProfile -DefaultInboundAction Allow`), the machine's interfaces put
in a zone that trusts everyone (firewalld's `trusted` zone, a zone whose target is `ACCEPT`), or the
front ends that write those rules (Shorewall, CSF, APF, ipfw) told to clear them. Each is the rubric's
"disabling firewalls on a host": every listening service becomes reachable, and nothing records what
came in meanwhile. Opening one port or trusting one source range is a change a human confirms
(`sys.firewall-change`); so is tightening (a `drop` zone, panic mode), which can lock everyone out.
"""

_RECOVER_FIREWALLD = "`sudo firewall-cmd --set-default-zone=public` (and `--reload` after `--permanent`)."
_SAFER_NARROW = "Open the one port or source range that is needed (`firewall-cmd --add-port=8443/tcp`, " \
    "`ufw allow from 10.0.0.0/8 to any port 5432`)."
# iptables and its relatives on Linux: the IPv6, nft-backed and legacy builds, and the bridge (ebtables)
# and ARP (arptables) filters, which read the same -F/-P grammar
NETFILTER_TOOLS = ("iptables", "ip6tables", "iptables-nft", "iptables-legacy", "ip6tables-nft",
                   "ip6tables-legacy", "ebtables", "ebtables-nft", "arptables", "arptables-nft")
# firewalld's clients: the running daemon's and the one that edits its configuration offline
_FIREWALLD = ("firewall-cmd", "firewall-offline-cmd")
# The options of a rule that narrow what it accepts (a protocol, an address, an interface, a port, a
# match module): a rule with none of them accepts every packet of its chain
_RULE_NARROWERS = ("-p", "--protocol", "-s", "--source", "--src", "-d", "--destination", "--dst", "-i",
                   "--in-interface", "-o", "--out-interface", "-m", "--match", "--dport", "--sport",
                   "--destination-port", "--source-port", "--icmp-type", "-f", "--fragment")

# The dumpers of the netfilter rule sets: they print the rules in force (to standard output, or to the
# file `-f` names, judged as any written file) and change none of them.
SAFE_COMMANDS = ("iptables-save", "ip6tables-save", "iptables-legacy-save", "ip6tables-legacy-save",
                 "iptables-nft-save", "ip6tables-nft-save", "ebtables-save", "arptables-save")

RULES = [
    {
        "id": "fw.firewalld-trust-all",
        "level": "forbidden",
        "irreversible": True,
        "reason": "puts the host under firewalld's `trusted` zone or a zone whose target is ACCEPT: every "
        "packet on those interfaces is accepted, the firewall no longer filters anything",
        "safer": "Add the one service or port to the zone in use (`firewall-cmd --zone=public "
        "--add-service=https`).",
        "recovery": _RECOVER_FIREWALLD,
        "match": {"cmd": _FIREWALLD,
                  "words_any": ("--set-default-zone*", "--set-target*", "--add-interface*",
                                "--change-interface*", "--change-zone*", "--add-source=0.0.0.0/0",
                                "--add-source=::/0"),
                  "words_also": ("trusted", "*=trusted", "accept", "*=accept")},
        "examples": {
            "match": ["sudo firewall-cmd --set-default-zone=trusted",
                      "sudo firewall-cmd --permanent --set-default-zone trusted",
                      "firewall-cmd --permanent --zone=public --set-target=ACCEPT",
                      "sudo firewall-cmd --zone=trusted --change-interface=eth0",
                      "sudo firewall-cmd --permanent --zone=trusted --add-interface=ens3",
                      "sudo firewall-offline-cmd --set-default-zone=trusted"],
            "no_match": ["sudo firewall-cmd --set-default-zone=public",
                         "sudo firewall-cmd --zone=trusted --add-source=10.20.0.5/32",
                         "firewall-cmd --zone=public --set-target=default --permanent",
                         "firewall-cmd --get-default-zone", "firewall-cmd --zone=trusted --list-all"],
        },
    },
    {
        # ufw's default for incoming traffic: `allow` there accepts what no rule denies, i.e. everything
        "id": "fw.ufw-default-allow",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets the host firewall's default for incoming traffic to allow: every port that is not "
        "explicitly denied becomes reachable",
        "safer": _SAFER_NARROW,
        "recovery": "`sudo ufw default deny incoming`.",
        "match": {"cmd": ("ufw",), "words_any": ("default",), "words_also": ("allow", "accept"),
                  "words_none": ("outgoing", "routed", "out")},
        "examples": {
            "match": ["sudo ufw default allow incoming", "ufw default allow", "sudo ufw default allow in"],
            "no_match": ["sudo ufw default deny incoming", "sudo ufw default allow outgoing",
                         "sudo ufw default allow routed", "sudo ufw allow 22/tcp"],
        },
    },
    {
        # a rule that accepts every packet of an inbound chain, placed where it decides first or last
        "id": "fw.netfilter-accept-any",
        "level": "forbidden",
        "irreversible": True,
        "reason": "adds a rule that accepts every packet arriving at the host (no protocol, address, "
        "interface or port named): the firewall behind it no longer filters anything",
        "safer": "Name the port and the source the rule is for (`-p tcp --dport 443 -s 10.0.0.0/8`).",
        "recovery": "Delete the rule again (`iptables -D INPUT -j ACCEPT`).",
        "match": {"cmd": NETFILTER_TOOLS, "flags_any": ("-A", "-I", "--append", "--insert"),
                  "args_any": ("accept",), "words_also": ("input", "forward"),
                  "flags_none": _RULE_NARROWERS},
        "examples": {
            "match": ["sudo iptables -I INPUT 1 -j ACCEPT", "sudo iptables -A INPUT -j ACCEPT",
                      "sudo ip6tables --insert FORWARD -j ACCEPT"],
            "no_match": ["sudo iptables -A INPUT -p tcp --dport 22 -j ACCEPT",
                         "sudo iptables -A INPUT -s 10.0.0.0/8 -j ACCEPT",
                         "sudo iptables -I INPUT -i lo -j ACCEPT",
                         "sudo iptables -A INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT",
                         "sudo iptables -A OUTPUT -j ACCEPT", "sudo iptables -A INPUT -j DROP"],
        },
    },
    {
        # nftables says the default policy in the chain's own declaration
        "id": "fw.nft-policy-accept",
        "level": "forbidden",
        "irreversible": True,
        "reason": "declares an nftables input or forward chain with `policy accept`: whatever no rule "
        "drops is let in",
        "safer": "Keep `policy drop` and accept the one port that is needed (`tcp dport 443 accept`).",
        "recovery": "`nft chain inet filter input '{ policy drop; }'` and reload the saved ruleset.",
        "match": {"cmd": ("nft",), "words_any": ("*policy accept*",),
                  "words_also": ("*hook input*", "*hook forward*", "input", "forward")},
        "examples": {
            "match": ["sudo nft 'add chain inet filter input { type filter hook input priority 0; "
                      "policy accept; }'", "sudo nft chain inet filter input '{ policy accept; }'"],
            "no_match": ["sudo nft 'add chain inet filter input { type filter hook input priority 0; "
                         "policy drop; }'",
                         "sudo nft 'add chain inet filter output { type filter hook output priority 0; "
                         "policy accept; }'"],
        },
    },
    {
        # pf: `-d` is disabling (system.py); flushing its filter rules (`-F rules`, `-F all`) empties it
        "id": "fw.pf-flush",
        "level": "forbidden",
        "irreversible": True,
        "reason": "flushes pf's filter rules: the BSD or macOS packet filter stops blocking anything",
        "safer": "Change the one rule in /etc/pf.conf and load it (`pfctl -nf` to check, then `-f`).",
        "recovery": "`sudo pfctl -f /etc/pf.conf` reloads the saved rules.",
        "match": {"cmd": ("pfctl",), "flags_any": ("-F",), "args_any": ("all", "rules", "a", "r")},
        "examples": {
            "match": ["sudo pfctl -F all", "sudo pfctl -F rules"],
            "no_match": ["sudo pfctl -F states", "sudo pfctl -sr", "sudo pfctl -f /etc/pf.conf"],
        },
    },
    {
        # FreeBSD's ipfw: the kernel firewall switched off or its rule list flushed, by its own tool or
        # by the sysctl that enables it
        "id": "fw.ipfw-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "switches FreeBSD's ipfw firewall off or flushes its rules",
        "safer": "Add or delete the one rule that is needed (`ipfw add 100 allow tcp from any to me 443`).",
        "recovery": "`sudo ipfw enable firewall` and `sudo service ipfw restart` to reload the rules.",
        "match": {"cmd": ("ipfw", "sysctl"),
                  "words_any": ("disable", "flush", "net.inet.ip.fw.enable=0", "net.inet6.ip6.fw.enable=0")},
        "examples": {
            "match": ["sudo ipfw disable firewall", "sudo ipfw -q flush",
                      "sudo sysctl net.inet.ip.fw.enable=0"],
            "no_match": ["sudo ipfw list", "sudo ipfw enable firewall", "sysctl net.inet.ip.fw.enable",
                         "sudo ipfw add 100 allow tcp from any to me 443"],
        },
    },
    {
        # the firewall front ends that write netfilter rules for you: Shorewall's `clear` accepts all
        # traffic; ConfigServer Firewall's and APF's disable and flush leave the host open
        "id": "fw.front-end-clear",
        "level": "forbidden",
        "irreversible": True,
        "reason": "tells a firewall front end (Shorewall, CSF, APF) to clear or disable its rules: the host "
        "accepts all traffic",
        "safer": "Allow the one address or port in the front end's configuration and reload it.",
        "recovery": "Start it again (`shorewall start`, `csf -e` then `csf -r`, `apf --start`).",
        "match": {"cmd": ("shorewall", "shorewall6", "shorewall-lite", "csf", "apf"),
                  "words_any": ("clear", "-x", "--disable", "-f", "--stop", "--flush")},
        "examples": {
            "match": ["sudo shorewall clear", "sudo csf -x", "sudo csf --stop", "sudo apf -f"],
            "no_match": ["sudo shorewall check", "sudo csf -s", "sudo csf -l", "sudo apf --start"],
        },
    },
    {
        # Windows: the profiles' default inbound action, and netsh's word for the same policy
        "id": "fw.windows-default-allow",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets the Windows firewall's default for inbound traffic to allow: every listening "
        "program becomes reachable",
        "safer": "Open the one port (`New-NetFirewallRule -Direction Inbound -LocalPort N -Action Allow`).",
        "recovery": "`Set-NetFirewallProfile -All -DefaultInboundAction Block`.",
        "match": {"cmd": ("set-netfirewallprofile", "netsh"),
                  "words_any": ("-defaultinboundaction*", "*allowinbound*"),
                  "words_also": ("allow", "*allow", "*allowinbound*")},
        "examples": {
            "match": ["Set-NetFirewallProfile -All -DefaultInboundAction Allow",
                      "netsh advfirewall set allprofiles firewallpolicy allowinbound,allowoutbound"],
            "no_match": ["Set-NetFirewallProfile -All -DefaultInboundAction Block",
                         "netsh advfirewall set allprofiles firewallpolicy blockinbound,allowoutbound"],
        },
    },
    {
        # Windows firewall rules made, changed or removed: a port opens or closes, as `ufw allow` does
        "id": "fw.windows-rule-change",
        "level": "destructive",
        "reason": "adds, changes or removes a Windows firewall rule: a port opens or closes",
        "safer": "Scope the rule to one port, program and remote address, and note its name for removal.",
        "recovery": "`Remove-NetFirewallRule -DisplayName NAME` (or set the old rule back).",
        "match": {"cmd": ("new-netfirewallrule", "set-netfirewallrule", "remove-netfirewallrule",
                          "disable-netfirewallrule", "enable-netfirewallrule")},
        "examples": {
            "match": ["New-NetFirewallRule -DisplayName web -Direction Inbound -LocalPort 443 -Protocol TCP "
                      "-Action Allow"],
            "no_match": ["Get-NetFirewallRule -Enabled True"],
        },
    },
    {
        # the same through netsh, whose firewall context is one of many (interfaces, Wi-Fi, HTTP)
        "id": "fw.netsh-rule-change",
        "level": "destructive",
        "reason": "adds, changes or removes a Windows firewall rule or profile setting through netsh",
        "safer": "Scope the rule to one port, program and remote address, and note its name for removal.",
        "recovery": "`netsh advfirewall firewall delete rule name=NAME` (or set the old value back).",
        "match": {"cmd": ("netsh",), "words_any": ("advfirewall", "firewall"),
                  "words_also": ("add", "delete", "set", "reset", "import")},
        "examples": {
            "match": ["netsh advfirewall firewall add rule name=web dir=in action=allow protocol=TCP "
                      "localport=443", "netsh advfirewall set currentprofile state on"],
            "no_match": ["netsh advfirewall firewall show rule name=all", "netsh interface set interface "
                         "Wi-Fi enabled", "netsh advfirewall show allprofiles"],
        },
    },
    {
        # the kernel told at boot to leave its mandatory access control or its audit subsystem out: the
        # next boot runs with SELinux, AppArmor or auditing off, whatever their own settings say
        "id": "fw.boot-security-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "adds a kernel boot argument that switches SELinux, AppArmor or kernel auditing off from "
        "the next boot on",
        "safer": "Fix the one denial with a targeted policy (`audit2allow`) instead.",
        "recovery": "Remove the argument again (`grubby --update-kernel=ALL --remove-args=selinux=0`) "
        "before the next boot.",
        "match": {"cmd": ("grubby", "kernelstub", "rpm-ostree", "bootctl"),
                  "words_any": ("*selinux=0*", "*apparmor=0*", "*audit=0*", "*enforcing=0*",
                                "*security=none*"),
                  "words_none": ("--remove-args*", "--delete-options", "-d", "--delete",
                                 "--delete-karg*")},
        "examples": {
            "match": ["sudo grubby --update-kernel=ALL --args=selinux=0",
                      "sudo grubby --update-kernel=ALL --args=\"apparmor=0\"",
                      "sudo rpm-ostree kargs --append=enforcing=0", "sudo kernelstub -a audit=0"],
            "no_match": ["sudo grubby --update-kernel=ALL --remove-args=selinux=0",
                         "sudo grubby --update-kernel=ALL --args=quiet", "grubby --info=ALL"],
        },
    },
]
