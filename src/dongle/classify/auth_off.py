"""Authentication or authorization switched off on a store, a cluster or a server: anyone who reaches it is
in.

A key-value store, a search cluster, a database or a broker that checks who connects is one stolen address
away from nobody; with its check switched off it is open to every process and every host that can reach its
port, and whatever it holds (a cluster's secrets, customers' documents) is readable and writable by all of
them. The rubric stops that whatever the product calls the switch, so this reads the effect in two shapes:

- a tool's own subcommand that switches its store's authentication off as a whole (`etcdctl auth disable`,
  `<tool> acl disable`, `<tool> security off`): the object word alone, with nothing named after the verb
  (`vault auth disable userpass/` removes one sign-in method, which locks its users out: a pause the packs
  give);
- a setting that decides whether clients are checked, given the value that stops checking, where the server
  reads it: `xpack.security.enabled: false`, MongoDB's `authorization: disabled`, `--noauth`,
  `--skip-grant-tables`, `--anonymous-auth=true`, `--authorization-mode=AlwaysAllow`,
  `allow.everyone.if.no.acl.found=true`, a `pg_hba.conf` line that trusts every address,
  `PermitEmptyPasswords yes`, `<useSecurity>false</useSecurity>` — written into a system configuration file,
  sent to a remote or production cluster, or given to the server daemon itself.

On a target named local or for development, testing or staging it pauses (a human knows whether that store
holds anything); a throwaway container started with security off (`docker run -e
xpack.security.enabled=false`) and a project's own compose file keep their verdict, as reads of such
settings do.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import names_production
from dongle.shell.model import Invocation

# `etcdctl auth disable`, `consul acl disable`: the object word, then the switch, then nothing named.
_OBJECTS = frozenset({"auth", "authentication", "authorization", "acl", "acls", "security", "authz", "authn"})
_SWITCH_OFF = frozenset({"disable", "off", "deactivate", "turn-off", "turnoff"})
# Settings that decide whether clients are checked, with the value that stops checking. One pattern each:
# the key (as YAML, properties, an option or an environment variable spells it), then its value.
_OFF_SETTINGS = lazy_compile(
    r"(?i)(?:xpack\.security\.enabled|xpack_security_enabled|plugins\.security\.disabled(?P<on1>)|"
    r"opensearch_security_disabled(?P<on2>)|security\.authorization|"
    r"(?<![a-z])(?:authorization|auth[._-]?enabled|authentication[._-]?enabled|auth[._-]?required|"
    # (a storage target's attribute, `targetcli … set attribute authentication=0`: CHAP no longer asked)
    r"authentication(?==)|"
    r"require[._-]?auth|security[._-]?enabled|use[._-]?security|enable[._-]?auth))"
    r"(?:\"?\s*[:=]\s*\"?|>\s*|\s+)(?P<value>false|disabled|off|no|0|true|yes|on|enabled)\b"
    r"|(?P<flag>(?<![\w-])--(?:noauth|no-auth|skip-grant-tables|auth=false|disable-auth|insecure-skip-auth"
    # (lnd's RPC without its macaroons: whoever reaches the port commands the node's wallet)
    r"|no-macaroons))\b"
    r"|(?:anonymous[._-]auth|auth\.anonymous\.enabled|gf_auth_anonymous_enabled|allow\.everyone\.if\.no\.acl"
    r"\.found|permitemptypasswords|allow[._-]?anonymous(?:[._-]?access)?)"
    r"(?:\"?\s*[:=]\s*\"?|\s+)(?P<open>true|yes|on|1)\b"
    r"|authorization[._-]mode\s*[:=]?\s*\"?(?P<always>alwaysallow)\b"
    r"|(?<![\w-])host\s+all\s+all\s+(?:0\.0\.0\.0/0|::/0|all)\s+(?P<trust>trust)\b"
    # BIND's dynamic updates opened to any client: whoever reaches the server rewrites the zone
    r"|allow-update\s*\{\s*(?P<any>any)\s*;")
_OFF_WORDS = frozenset({"false", "disabled", "off", "no", "0"})
# Settings that decide whether the server records what is done on it, with the value that stops recording:
# an audit switch (`xpack.security.audit.enabled: false`, `audit_log_enabled=false`), or the host its logs are
# shipped to emptied (`esxcli system syslog config set --loghost=''`, `Syslog.global.logHost ""`).
_AUDIT_OFF = lazy_compile(r"(?i)(?:xpack\.security\.audit\.enabled|"
                          r"(?<![a-z])audit[._-]?(?:log[._-]?)?enabled|(?<![a-z])enable[._-]?audit(?:[._-]?log)?|(?<![a-z])audit[._-]?logging)"
                          r"\"?\s*[:=]\s*\"?(?:false|off|no|0|disabled)\b")
_LOG_HOST = lazy_compile(r"(?i)^(?:--?)?(?:loghost|log[._-]?host|syslog\.global\.loghost|remote[._-]?syslog"
                         r"(?:[._-]?(?:server|host))?|syslog[._-]?(?:server|host))$")
# Cheap gate over the command's text: one of these words must appear.
_GATE = ("auth", "security", "grant-tables", "anonymous", "everyone", "permitempty", "trust", "acl", "audit",
         "loghost", "log-host", "log_host", "syslog", "macaroons", "allow-update")
# Programs that print, search or show text: a setting among their words is data.
_TEXT_ONLY = frozenset({"grep", "egrep", "rg", "cat", "less", "head", "tail", "git", "jq", "yq", "diff",
                        "awk", "echo", "printf", "man", "curl-config", "journalctl"})
# A container or a VM made for the command: its settings are the throwaway instance's.
_LOCAL_LAUNCHERS = frozenset({"docker", "podman", "nerdctl", "docker-compose", "kind", "minikube"})
# Server daemons: the setting given on their command line is the running server's.
_DAEMONS = frozenset({"mongod", "mysqld", "mysqld_safe", "mariadbd", "kubelet", "kube-apiserver", "etcd",
                      "redis-server", "elasticsearch", "opensearch", "dockerd", "postgres", "consul",
                      "nomad", "lnd"})
# A hypervisor's or a storage target's own console: what it sets is the host's configuration.
_HOST_CONSOLES = frozenset({"esxcli", "vim-cmd", "pvesh", "xe", "targetcli"})
_SYSTEM_CONFIG = lazy_compile(r"^(?:/etc/|/opt/|/usr/local/etc/|/var/lib/|/srv/)")
_LOCAL = lazy_compile(r"(?i)(?:^|[/@=:\s'\"])(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(?::\d+)?\b"
                      r"|(?:^|[\W_])(?:dev|devel|development|test|testing|staging|stg|sandbox|scratch)"
                      r"(?:[\W_\d]|$)")
_WRITERS = frozenset({"tee", "sed", "gsed", "perl", "ed", "ex", "crudini", "yq", "augtool", "install", "cp"})
# A substitution's replacement side: what the edited file says afterwards (`s/enabled: true/enabled: false/`).
_SUBSTITUTION = lazy_compile(r"(?:^|[;\s'\"])s(?P<d>[/|#,:@])(?:\\.|(?!(?P=d)).)*(?P=d)"
                             r"(?P<new>(?:\\.|(?!(?P=d)).)*)(?P=d)")


def _written_text(inv: Invocation, fed: str) -> str:
    """The text this command puts where a server reads it: a substitution's replacement sides for an
    in-place editor, else its arguments, with what it reads on stdin (a heredoc, or what `echo … |`
    feeds it)."""
    if inv.name in ("sed", "gsed", "perl"):
        return " ".join(m.group("new") for a in inv.args for m in _SUBSTITUTION.finditer(a))
    return " ".join((*inv.args, inv.stdin_text or "", fed))


def _subcommand_off(inv: Invocation) -> str:
    """`etcdctl auth disable`: the tool's authentication switched off as a whole, in words; or ""."""
    words = [a.lower() for a in inv.args if not a.startswith("-")]
    for i, word in enumerate(words[:-1]):
        if word in _OBJECTS and words[i + 1] in _SWITCH_OFF and i + 2 == len(words):
            return f"`{inv.argv[0]} {word} {words[i + 1]}` switches the store's authentication off"
    return ""


def _log_host_emptied(args: tuple[str, ...]) -> str:
    """The option or key that names where logs are shipped, given an empty value or `none`; or ""."""
    for i, arg in enumerate(args):
        key, eq, value = arg.partition("=")
        if not _LOG_HOST.match(key):
            continue
        if eq and value.strip("'\"").lower() in ("", "none"):
            return arg
        following = args[i + 1] if i + 1 < len(args) else None
        if not eq and following is not None and following.strip("'\"").lower() in ("", "none"):
            return f"{arg} \"{following}\""
    return ""


def _setting_off(text: str) -> str:
    """The setting (as written) that stops checking clients, or ""."""
    for m in _OFF_SETTINGS.finditer(text):
        value = (m.group("value") or "").lower()
        inverted = m.group("on1") is not None or m.group("on2") is not None
        if m.group("flag") or m.group("open") or m.group("always") or m.group("trust") or m.group("any"):
            return m.group(0).strip()
        if value and ((value in _OFF_WORDS) != inverted):
            return m.group(0).strip()
    return ""


# (read by service_opened.py too: a server bound everywhere with one of these settings is open to all)
setting_off = _setting_off


def _where(inv: Invocation, text: str) -> str:
    """Where the setting takes effect: "system" (a system configuration file, a daemon's command line),
    "remote" (another host or a cluster the command talks to), or "" (a project file, a throwaway container:
    not read here)."""
    name = inv.name
    if name in _DAEMONS or name in _HOST_CONSOLES:
        return "system"
    targets = [r.target for r in inv.redirects if r.op in (">", ">>", ">|")]
    if name in _WRITERS:
        targets.extend(a for a in inv.args if a.startswith("/"))
    if any(_SYSTEM_CONFIG.match(t) for t in targets):
        return "system"
    if inv.remote:
        return "remote"
    if name in ("kubectl", "oc", "helm", "redis-cli", "etcdctl", "consul", "curl", "http", "xh", "govc",
                "kafka-configs", "kafka-configs.sh", "elasticsearch-keystore", "mongosh", "mongo") or (
            name.startswith("kafka-")):
        return "remote"
    return ""


def auth_switched_off(inv: Invocation, fed: str, subject: str) -> Assessment | None:
    """Authentication switched off where a store or server reads it: stop, or pause on a local or
    development target; None when the command does not switch it off, or only in a throwaway place.
    `fed` is the text printed into this command's stdin by the commands piped into it."""
    if inv.name in _TEXT_ONLY and not inv.redirects:
        return None
    text = " ".join(inv.args)
    lowered = (text + (inv.stdin_text or "") + fed).lower()
    if not any(w in lowered for w in _GATE):
        return None
    found = _subcommand_off(inv)
    where = "system" if found else ""
    recording = ""
    if not found and inv.name not in _LOCAL_LAUNCHERS:
        written = _written_text(inv, fed)
        found = _setting_off(written)
        if not found:
            m = _AUDIT_OFF.search(written)
            recording = found = (m.group(0) if m else "") or _log_host_emptied(inv.args)
        where = _where(inv, text) if found else ""
        if found and not where:
            return None
    if not found:
        return None
    level = _level(inv, where, text)
    if recording:
        return _recording_off(found, level, subject)
    return assess(
        level, kind="command", subject=subject, irreversible=level >= DangerLevel.FORBIDDEN,
        factors=(f"{found}: the server stops checking who connects, so anyone who reaches it reads and "
                 "writes what it holds [sec.auth-switched-off]",),
        rules=("sec.auth-switched-off",),
        safer_alternative="Keep authentication on; give the client that needs access its own credentials "
        "(a user, a role, a certificate) instead.",
        recovery="Switch authentication back on at once (`etcdctl auth enable`, the setting restored and the "
        "service restarted), rotate the credentials it held, and review who connected meanwhile.")


def _level(inv: Invocation, where: str, text: str) -> DangerLevel:
    """Stop where the setting reaches a real server: production named, a system configuration file, a
    daemon's command line, another host over ssh, the tool's own subcommand. Pause for a cluster client
    that names no target (`helm install … --set auth.enabled=false`: which cluster is unsaid), and a lighter
    pause on a target named local or for development, testing or staging (`mysqld_safe --skip-grant-tables
    --skip-networking`, the classic password recovery no other host can reach, is one)."""
    if (_LOCAL.search(text) and not names_production(text)) or "--skip-networking" in inv.args:
        return DangerLevel.DESTRUCTIVE
    if names_production(text) or where == "system" or inv.remote:
        return DangerLevel.FORBIDDEN
    return DangerLevel.DANGEROUS


def _recording_off(found: str, level: DangerLevel, subject: str) -> Assessment:
    """Auditing, or the shipping of a host's logs, switched off where the server reads it."""
    return assess(
        level, kind="command", subject=subject, irreversible=level >= DangerLevel.FORBIDDEN,
        factors=(f"{found}: the server stops recording (or shipping the record of) what is done on it, an "
                 "intruder's steps included [sec.audit-switched-off]",),
        rules=("sec.audit-switched-off",),
        safer_alternative="Leave auditing and log shipping on; change the destination to another "
        "collector the security team owns if it must move.",
        recovery="Switch it back on at once and review what happened while nothing was recorded.")
