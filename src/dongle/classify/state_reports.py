"""Programs, and the options of programs, that only report a machine's or a service's state.

The rubric's go begins with what only reads. A program that lists block devices (`lsblk -f`), prints a
mail server's effective settings (`postconf -n`), shows a unit's status (`systemctl status postfix`),
queries an event log (`wevtutil qe Security /c:50`) or prints a certificate's dates (`openssl x509 -noout
-dates`) leaves the host as it was, on a production database host as on a laptop: production raises an
act because a change there reaches live users, and a report changes nothing. The hint classifier treats
a command it can show only reads like the other readers it knows (hint.py's `_only_reads`).

What stays outside this list, by design:
- the same programs' writing forms: `postconf -e` edits main.cf, `systemctl stop` stops a service,
  `wevtutil cl` clears a log, `firewall-cmd --add-port` opens one, `openssl req -new -keyout` writes a key:
  each form is named by the reading option or subcommand it must carry, and any writing option beside it
  refuses the whole command;
- reports that print a secret (`openssl rsa -text` prints a private key, `etcdctl get` reads whatever
  the store holds, Kubernetes secrets included): the secret rules judge those, and they are not here;
- output redirected into a file, a second stage that writes, a `find -delete`: `_only_reads` refuses
  those before it asks this module.
"""

from __future__ import annotations

from dongle.classify.vocabulary import words

# Programs that only print state whatever their options: block devices, mounts, SELinux mode, memory,
# CPU, uptime, hardware. Examples: `lsblk -f`, `blkid`, `findmnt /data`, `getenforce`, `sestatus`,
# `free -h`, `lscpu`. Not `ss`: `ss -K` kills the sockets it lists.
ALWAYS_REPORTS = words(
    "lsblk blkid findmnt getenforce sestatus free uptime lscpu lsmem lspci lsusb lsmod nproc "
    "vmstat iostat mpstat pidof pgrep"
)

# Programs that only report when their first word (a subcommand) is one of these; any other subcommand
# may write. Examples: `systemctl status postfix`, `systemctl is-active nginx`,
# `wevtutil qe Security`, `wevtutil gl Application`, `etcdctl endpoint health`, `etcdctl member list`,
# `openssl x509 -noout -dates`, `openssl s_client -connect host:443`.
REPORTING_SUBCOMMANDS: dict[str, frozenset[str]] = {
    "systemctl": words("status show is-active is-enabled is-failed list-units list-unit-files list-timers "
                       "list-sockets list-dependencies cat"),
    "wevtutil": words("qe query-events gl get-log gli get-log-info el enum-logs ep enum-publishers"),
    "etcdctl": words("endpoint member version alarm"),
    "openssl": words("x509 s_client version verify ciphers"),
    "timedatectl": words("status show"),
    "hostnamectl": words("status"),
    "loginctl": words("list-sessions list-users show-session show-user"),
}
# Under those subcommands, the second word that keeps them reports: `etcdctl endpoint health|status`,
# `etcdctl member list` (not `member remove`)
REPORTING_SECOND: dict[tuple[str, str], frozenset[str]] = {
    ("etcdctl", "endpoint"): words("health status hashkv"),
    ("etcdctl", "member"): words("list"),
    ("etcdctl", "alarm"): words("list"),
}

# Programs that only report when every option given is one of these (and no option outside them), with at
# most the names of what is reported as plain words. Examples: `postconf -n`, `postconf -d mail_version`,
# `firewall-cmd --list-all`, `firewall-cmd --state`, `ip addr show`.
REPORTING_OPTIONS: dict[str, frozenset[str]] = {
    "postconf": words("-n -d -h -M -m -l -a -A -P -F"),
    "firewall-cmd": words("--list-all --list-all-zones --list-ports --list-services --list-rich-rules "
                          "--state --get-active-zones --get-default-zone --get-zones --get-services "
                          "--permanent"),
}

# Options that make a reporting subcommand write: a key or certificate written out, a connection that
# then sends what the agent types
_WRITING_OPTIONS = words("-out -keyout -signkey -set_serial -req -new -x509toreq -sess_out --write-out")


def reports_state(prog: str, args: list[str]) -> bool:
    """Whether `prog args` only reports state (see the module's lists); False for every other form."""
    if prog in ALWAYS_REPORTS:
        return True
    if any(a.split("=", 1)[0] in _WRITING_OPTIONS for a in args):
        return False
    if prog in REPORTING_OPTIONS:
        options = [a for a in args if a.startswith("-")]
        return bool(options) and all(o.split("=", 1)[0] in REPORTING_OPTIONS[prog] for o in options)
    subs = [a for a in args if not a.startswith(("-", "/"))]
    if prog not in REPORTING_SUBCOMMANDS or not subs or subs[0] not in REPORTING_SUBCOMMANDS[prog]:
        return False
    second = REPORTING_SECOND.get((prog, subs[0]))
    return second is None or (len(subs) > 1 and subs[1] in second)


# Every program named above whose name is a program's only, never an English word that opens prose ("free
# the disk on db-2" is an act, not `free`)
REPORTING_PROGRAMS = (ALWAYS_REPORTS - words("free")) | frozenset(REPORTING_SUBCOMMANDS) | frozenset(
    REPORTING_OPTIONS)
