"""Access opened to everyone: a grant whose principal is a wildcard, and a cluster's safety switched off.

An access control lists who may do what. A grant to a named principal (`User:billing-svc`, one identity, one
group) is routine administration; a grant to the wildcard (`--allow-principal 'User:*'`, a role mapping
whose rule matches every realm or user name, `--anonymous`, `everyone`) gives the same right to every client
that can reach the service, today's and tomorrow's, with no account to revoke afterwards. What it costs
depends on what is granted and where:

- everything (`--operation All`, `superuser`, `admin`, write or delete on every resource), or read of a
  store named for people's records (clinical, patients, customers, payroll), on a target not named for
  development: stop;
- a read-only grant, or anything on a target named local, development, test or staging: pause — except a
  read-only grant on such a target, which keeps its verdict (a dev topic readable by anyone is common);
- a listing, a removal or a deny of the wildcard (`--list`, `--remove`, `--deny-principal`) keeps its
  verdict.

A production cluster's safety switched off (Kafka's unclean leader election, which elects a replica that has
lost committed messages; Elasticsearch's `action.destructive_requires_name: false`, which lets one wildcard
request delete every index) pauses: it is the setting the next mistake needs.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import names_production
from dongle.shell.model import Invocation

# Options that name who is granted.
_PRINCIPAL_OPTION = lazy_compile(r"(?i)^--?(?:allow-principal|principal|member|members|grantee|identity|user|"
                                 r"users|group|groups|subject|assignee|who|to-user|for-user)$")
# Values that mean every client: the wildcard, alone or as a kind's (`User:*`, `Group:*`).
_WILDCARD = lazy_compile(r"(?i)^(?:(?:user|group|principal|role|serviceaccount):)?\*$|"
                         r"^(?:[\w.-]+[\\/])?(?:everyone|anyone|anonymous|allusers|all-users|authenticated|allauthenticatedusers|system:anonymous|"
                         r"system:authenticated|system:unauthenticated)$")
# Flags that grant the anonymous public or every signed-in account.
_ANONYMOUS_FLAGS = frozenset({"--anonymous", "--all-authenticated", "--all-authenticated-users",
                              "--public-read", "--allow-anonymous"})
# A request body's rule that matches every principal: `"realm.name": "*"`, `"username": "*"`.
_BODY_WILDCARD = lazy_compile(r"(?i)\"(?:realm\.name|username|user|users|groups?|dn|principal|principals|"
                              r"members?|subjects?|identity)\"\s*:\s*\[?\s*\"\*\"")
# Words that say the command grants (adds to an access control), and words that say it does not.
_GRANTING = frozenset({"--add", "add", "create", "grant", "set", "put", "allow", "assign", "attach", "update",
                       "patch", "post", "write", "permission", "permissions", "acl", "acls", "role_mapping",
                       "set_permissions"})
_GRANT_SPLIT = lazy_compile(r"[-_.\s]+")
_NOT_GRANTING = frozenset({"--list", "list", "ls", "--remove", "remove", "rm", "delete", "revoke", "deny",
                           "--deny-principal", "describe", "get", "show", "--dry-run", "--test"})
# What is granted is everything: every operation, the superuser role, write or delete.
_EVERYTHING = lazy_compile(r"(?i)(?:^|[\s\"'\[,:=])(?:all|\*|superuser|superusers|admin|administrator|"
                           r"cluster-admin|owner|write|delete|manage|full(?:[-_]?access)?|rw|readwrite|"
                           r"read-write|alter|create)(?:[\s\"'\],]|$)")
_READ_ONLY = lazy_compile(r"(?i)--operation[= ](?:read|describe)\b|--permissions[= ]r\b|"
                          r"(?<!\w)--?roles?[= ](?:read-?only|viewer|reader|readers|read)\b|"
                          r"\"?roles?\"?\s*:\s*\[?\s*\"(?:viewer|read|read_only|reader|monitoring_user)\"")
_SENSITIVE = lazy_compile(r"(?i)clinical|patient|phi\b|pii\b|customer|payroll|salar|medical|health|ssn|"
                          r"passport|personal|hr[-_/]|employees|credit|cardholder|secret|credential")
_NOT_PRODUCTION = lazy_compile(r"(?i)(?:^|[\W_])(?:localhost|127\.0\.0\.1|dev|devel|development|test|testing|"
                               r"staging|stg|sandbox|scratch|demo)(?:[\W_\d]|$)")
# A cluster's safeguard switched off: Kafka's unclean election, ES's wildcard-delete guard.
_SAFETY_OFF = lazy_compile(r"(?i)unclean\.leader\.election\.enable\s*=\s*true|--election-type[= ]unclean\b|"
                           r"action\.destructive_requires_name\"?\s*[:=]\s*\"?false")
# A service's network allowlist removed or opened to every address: Snowflake's network policy unset or
# allowing 0.0.0.0/0, Azure's firewall default action set to Allow, GKE's authorized networks switched off.
_ALLOWLIST_OFF = lazy_compile(r"(?i)\bunset\s+network_policy\b|allowed_ip_list\s*=\s*\(\s*'0\.0\.0\.0/0'|"
                              r"--default-action[= ]allow\b|--no-enable-master-authorized-networks\b|"
                              r"--enable-master-authorized-networks[= ]false\b")
_ACCOUNT_WIDE = lazy_compile(r"(?i)\balter\s+account\b")
# Cheap gate: the words a reading needs.
_GATE = ("*", "anonymous", "everyone", "anyone", "allusers", "authenticated", "unclean",
         "destructive_requires", "network_policy", "allowed_ip_list", "default-action", "authorized-networks")
# The line's gate, asked once per line: a word that names a principal, the anonymous public or a safeguard.
_LINE_GATE = lazy_compile(r"(?i)principal|member|grantee|identity|assignee|subject|--users?\b|anonymous|"
                          r"everyone|anyone|allusers|authenticated|unclean|destructive_requires|realm\.name|"
                          r"\"user|network_policy|allowed_ip_list|default-action|authorized-networks")
LINE_GATE = _LINE_GATE  # (`names_principals`' test, joined with the other line readings': line_triggers.py)


def names_principals(source: str) -> bool:
    """Whether any reading here can fire on the line (asked once per line)."""
    return _LINE_GATE.search(source) is not None


def _wildcard_granted(inv: Invocation) -> str:
    """The wildcard principal this command grants to, as written, or ""."""
    args = inv.args
    lowered = [a.lower() for a in args]
    if _NOT_GRANTING.intersection(lowered) or not _GRANTING.intersection(
            w for a in lowered for w in (a, *_GRANT_SPLIT.split(a))):
        return ""
    for i, arg in enumerate(args):
        name, eq, value = arg.partition("=")
        if not _PRINCIPAL_OPTION.match(name):
            continue
        value = value if eq else (args[i + 1] if i + 1 < len(args) else "")
        if _WILDCARD.match(value.strip("'\"")):
            return f"{name} {value}"
    flags = _ANONYMOUS_FLAGS.intersection(lowered)
    if flags:
        return sorted(flags)[0]
    for arg in args:
        m = _BODY_WILDCARD.search(arg)
        if m is not None:
            return m.group(0)
    return ""


def opened_to_everyone(inv: Invocation, subject: str) -> Assessment | None:
    """A grant to every client (stop or pause by what is granted and where), or a production cluster's
    safety switched off (pause); None otherwise."""
    text = " ".join(inv.args)
    if not any(w in text.lower() for w in _GATE):
        return None
    dev = bool(_NOT_PRODUCTION.search(text)) and not names_production(text)
    principal = _wildcard_granted(inv)
    if principal:
        read_only = bool(_READ_ONLY.search(text)) or (
            inv.name == "globus" and "--permissions" in inv.args and "w" not in " ".join(
                inv.args[inv.args.index("--permissions") + 1:inv.args.index("--permissions") + 2]))
        everything = not read_only and any(
            _EVERYTHING.search(v) for v in _granted_values(inv))
        if dev and read_only:
            return None
        stop = not dev and (everything or _SENSITIVE.search(text) is not None)
        return assess(
            DangerLevel.FORBIDDEN if stop else DangerLevel.DANGEROUS, kind="command", subject=subject,
            irreversible=stop,
            factors=(f"grants access to every client ({principal}): anyone who reaches the service gets "
                     f"{'every right over it' if everything else 'what is granted'}, with no account to "
                     "revoke [access.granted-to-everyone]",),
            rules=("access.granted-to-everyone",),
            safer_alternative="Grant the named principal that needs it (one user, one service account, one "
            "group), the narrowest operation, on the resources it uses.",
            recovery="Remove the wildcard grant at once, then review the service's access log for what "
            "others did meanwhile.")
    opened = _ALLOWLIST_OFF.search(text)
    if opened is not None:
        stop = not dev and (names_production(text) or _ACCOUNT_WIDE.search(text) is not None)
        return assess(
            DangerLevel.FORBIDDEN if stop else DangerLevel.DANGEROUS, kind="command", subject=subject,
            irreversible=stop,
            factors=(f"`{opened.group(0)}` removes the service's network allowlist: every address on the "
                     "internet can reach its sign-in and its data [access.allowlist-removed]",),
            rules=("access.allowlist-removed",),
            safer_alternative="Add the addresses that need access to the allowlist instead of removing it.",
            recovery="Restore the network policy or firewall default (Deny) and review sign-ins meanwhile.")
    if not dev and _SAFETY_OFF.search(text):
        return assess(
            DangerLevel.DANGEROUS, kind="command", subject=subject,
            factors=("switches off a cluster's safeguard (unclean leader election, the wildcard-delete "
                     "guard): the next failure or mistake loses data it would have kept "
                     "[access.cluster-safety-off]",),
            rules=("access.cluster-safety-off",),
            safer_alternative="Leave the safeguard on; recover the partition from an in-sync replica, or "
            "name the indices to delete.",
            recovery="Switch the setting back and check the affected partitions or indices.")
    return None


def _granted_values(inv: Invocation) -> list[str]:
    """The words that say what is granted: operations, permissions, roles, resources, a request body."""
    args = inv.args
    values: list[str] = []
    for i, arg in enumerate(args):
        name = arg.partition("=")[0].lower()
        if name.lstrip("-") in ("operation", "operations", "permissions", "permission", "role", "roles",
                                "topic", "cluster", "resource", "access", "level", "privilege", "privileges"):
            values.append(arg.partition("=")[2] or (args[i + 1] if i + 1 < len(args) else ""))
        elif "{" in arg and "roles" in arg:
            values.extend(m.group(1) for m in _ROLES.finditer(arg))
    return values


_ROLES = lazy_compile(r"(?i)\"roles?\"\s*:\s*\[([^\]]*)\]")
