"""Effects the rubric stops, read from the shape of any program's arguments.

A program nobody wrote a pack for, or a subcommand a pack does not name, still says what it does in
its arguments, and every CLI spells the catastrophic effects alike:

- every item of a store destroyed: a destroying act (`delete`, `purge`, `drop`, `wipe`, `--delete`)
  with a whole scope (`--all`, `--all-collections`, `_all`, a bare `*`, `--pattern '*'`): nothing is
  left to restore from, whatever the store is called (`typesense collections delete --all`,
  `coldsnap archives delete --archive '*'`);
- access opened to the whole internet or to anyone (`0.0.0.0/0`, `::/0`, `allUsers`, `public-read`,
  `--visibility public`, `--public-access container`, `--source-address-prefixes '*'`): a pause, and a
  stop when what is opened holds data (a database port, every port, a bucket of exports or backups, a
  production or internal resource);
- a security control switched off: audit trails, threat detection, multi-factor sign-in, mandatory
  access control, endpoint protection (`deactivate-mfa-device`, `--enforce false` on an MFA policy,
  `--disable-audit-log`, `disable falcon-sensor`): what happens next is not recorded or not stopped.
  Oversight that only watches or keeps (alerting, monitoring, backups, deletion protection,
  encryption) switched off pauses.

Each reading names what keeps a command's own verdict: a preview, a narrowing filter, a regenerable
or non-production target, a closing act (`deny`, `revoke`, `-j DROP`), a read (`list`, `describe`).
Readings only raise a verdict; programs that only print or search their arguments are not read.
The examples are data: tests/classify/test_argument_shapes.py runs every one through the classifier.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from dongle.classify.target_words import operands_and_targets
from dongle.lazy_regex import any_text, lazy_compile
from dongle.levels import DangerLevel as L


@dataclass(frozen=True)
class Shape:
    """One effect as argument shapes spell it, with the verdict it earns."""

    id: str
    level: L
    irreversible: bool
    reason: str
    safer: str


EVERY_ITEM_DESTROYED = Shape(
    "shape.every-item-destroyed", L.FORBIDDEN, True,
    "tells a program to destroy with a whole scope (`--all`, `--all-<kind>`, `_all`, `*`): every item of "
    "the store goes at once, with nothing left to restore from",
    "Name the items to delete, or run its list or dry-run form first and delete what it shows.")
WORLD_OPENED = Shape(
    "shape.world-opened", L.DESTRUCTIVE, False,
    "opens access to anyone on the internet (`0.0.0.0/0`, `allUsers`, `public-read`, a public visibility)",
    "Open it to the addresses or accounts that need it, not to everyone.")
WORLD_OPENED_DATA = Shape(
    "shape.world-opened-data", L.FORBIDDEN, True,
    "opens a store of data or every port to anyone on the internet (a database port, all ports, a bucket "
    "of exports, backups or customer records, a production or internal resource): once read it is out",
    "Open it to the addresses or accounts that need it; share one object with a signed, expiring link.")
SECURITY_CONTROL_OFF = Shape(
    "shape.security-control-off", L.FORBIDDEN, True,
    "switches off a security control (an audit trail, threat detection, multi-factor sign-in, mandatory "
    "access control, endpoint protection): what happens next is not recorded or not stopped",
    "Leave the control on; ask its owner for a scoped exception if something must pass it.")
OVERSIGHT_OFF = Shape(
    "shape.oversight-off", L.DESTRUCTIVE, False,
    "switches off oversight or a safeguard (alerting, monitoring, backups, deletion protection, "
    "encryption): harm after it goes unnoticed or cannot be undone",
    "Silence or suspend it for a bounded time with a reason, and say when it comes back.")
EVERY_ITEM_CUT_OFF = Shape(
    "shape.every-item-cut-off", L.FORBIDDEN, True,
    "revokes, cancels or disables every item at once (`--all`, `revoke-all`): every person, service or "
    "customer relying on them is cut off together",
    "Name the items, or act on one first and check what it breaks.")
# The same act on the pieces of software a site or application is built from (its plugins, extensions,
# modules): nobody's access or payment is cut, and activating them again restores what they did, so the
# outage is a human's call, not a hard stop.
EVERY_COMPONENT_OFF = Shape(
    "shape.every-component-off", L.DESTRUCTIVE, False,
    "disables every plugin, extension or module at once (`--all`): what they do for the site or "
    "application stops until they are activated again",
    "Note which are active (`list --status=active`), then turn off the ones you mean.")
RETENTION_ZEROED = Shape(
    "shape.retention-zeroed", L.DESTRUCTIVE, True,
    "sets how long records are kept to nothing or a day: what the store held ages out at once",
    "Shorten retention for what is named, after a copy is kept elsewhere.")
RETENTION_ZEROED_KEPT = Shape(
    "shape.retention-zeroed-kept", L.FORBIDDEN, True,
    "sets how long every record, the audit trail, security events or backups are kept to nothing or a "
    "day: what should outlive an incident is gone",
    "Leave the retention of audit, security and backup records as policy sets it.")
TOP_ROLE_GRANTED = Shape(
    "shape.top-role-granted", L.DANGEROUS, False,
    "grants the highest role or policy (admin, owner, root, AdministratorAccess, cluster-admin): whoever "
    "holds it can do anything, unseen",
    "Grant the narrow role the task needs, for a bounded time.")
EVERY_MACHINE = Shape(
    "shape.every-machine", L.FORBIDDEN, True,
    "wipes, uninstalls, reboots or runs something on every host, node or device the tool reaches "
    "(`--all-hosts`, `--all-nodes`, `--fleet`): one mistake lands everywhere at once",
    "Run it on one host first, then in batches.")

# --- the words, as data --------------------------------------------------------------------------------
# Acts that destroy what they name.
_DESTROY = frozenset({"delete", "del", "purge", "drop", "wipe", "erase", "destroy", "nuke", "obliterate",
                      "rrpurge",
                      "truncate", "flush", "flushall", "flushdb", "remove", "rm", "rb", "expunge",
                      "shred", "zap", "deleteall", "dropall", "wipeall", "purgeall", "empty"})
# Flags that turn a program's act into a destruction (`--delete`, `--purge`).
_DESTROY_FLAGS = frozenset({"--delete", "--purge", "--drop", "--wipe", "--erase", "--destroy", "--truncate",
                            "--remove"})
# Acts that cut people or services off from what they use (`revoke --all`, `cancel --all`).
_CUT_OFF = frozenset({"revoke", "cancel", "disable", "deactivate", "suspend", "lock", "unpublish", "yank",
                      "invalidate", "expire", "terminate", "revokeall", "cancelall", "disableall", "logout",
                      "signout", "unshare", "unlink", "detach"})
# What a site or application is assembled from: switched off, they are switched on again as they were.
_COMPONENTS = frozenset({"plugin", "plugins", "extension", "extensions", "module", "modules", "addon",
                         "addons", "add-on", "add-ons"})
_SWITCH_OFF = frozenset({"deactivate", "disable", "disableall"})
# Acts on machines, and the scopes that name every machine a tool reaches.
_MACHINE_ACTS = frozenset({"wipe", "uninstall", "reboot", "restart", "shutdown", "halt", "poweroff", "exec",
                           "run", "execute", "erase", "reset", "factory", "lock", "format", "reimage",
                           "rebuild", "decommission", "retire", "unenroll"})
_EVERY_MACHINE = frozenset({"--all-hosts", "--all-nodes", "--all-devices", "--all-machines", "--all-agents",
                            "--all-endpoints", "--all-servers", "--all-instances", "--fleet", "--everywhere"})
# Whole-scope arguments; `--all-<kind>` in any spelling.
_WHOLE = frozenset({"--all", "-all", "--everything", "_all", "*", "--all=true", "all=true", "*:*", "/*"})
_WHOLE_PREFIX = ("--all-",)
# Parts of an act's own name that make it whole, and picker values that match every name.
_EVERY = frozenset({"all", "every", "everything", "rrpurge", "revokeall", "cancelall", "disableall"})
_ANY_NAME = frozenset({"*", "**", ".*", "^.*$", "%", "*:*"})
# Options whose value picks what is acted on: a `*` there is every item.
_PICKER_PARTS = frozenset({"pattern", "glob", "archive", "archives", "name", "names", "match", "key", "keys",
                           "index", "indices", "collection", "collections", "topic", "topics", "queue",
                           "queues", "bucket", "buckets", "table", "tables", "stream", "streams", "prefix"})
# Targets whose loss costs nothing (rebuilt, cached, scratch) or a place that is not production.
_SPARE = frozenset({"cache", "caches", "cached", "tmp", "temp", "scratch", "build", "builds", "dist",
                    "simulator", "simulators", "dangling", "unused", "stopped", "exited", "old", "expired",
                    "stale", "orphan", "orphaned", "test", "tests", "testing", "dev", "demo", "sandbox",
                    "local", "localhost", "127.0.0.1", "kind", "minikube", "k3d", "ephemeral", "preview",
                    "fixture", "fixtures", "example", "staging", "stage", "qa", "ci", "draft", "drafts",
                    "image", "images", "containers", "networks", "completed", "succeeded", "finished",
                    "evicted", "logs", "events", "notifications", "sessions"})
# Programs whose environments and logins are the developer's own and made again in a minute (`poetry env
# remove --all`, `gcloud auth revoke --all`): a first word of `auth`/`login` is this machine's sign-in.
_OWN_TOOLING = frozenset({"poetry", "pipenv", "conda", "mamba", "pyenv", "nvm", "rustup", "tox", "nox",
                          "hatch", "pdm", "virtualenv", "asdf", "sdk", "rbenv", "goenv"})
_OWN_LOGIN = frozenset({"auth", "login", "logout", "credential-helper"})
# Options that narrow an act to some of what is there, or make it a preview.
_NARROWING = frozenset({"--include", "--exclude", "--filter", "--filters", "--where", "--older-than",
                        "--before", "--until", "--since", "--match", "--selector", "-l", "--label",
                        "--labels", "--ids", "--id", "--keep", "--keep-last", "--keep-daily", "--status",
                        "--state", "--dry-run", "--dryrun", "--plan", "--preview", "--what-if", "--noop",
                        "--whatif", "--simulate", "--list", "--older", "--max-age", "--age"})

# Who may reach a thing: values that mean anyone at all.
_WORLD_VALUES = frozenset({"0.0.0.0/0", "::/0", "system:anonymous", "system:unauthenticated", "allusers",
                           "allauthenticatedusers", "allpublic", "public-read", "public-read-write",
                           "publicread", "publicreadwrite", "objectread", "objectreadwithoutlist",
                           "authenticated-read"})
# Options that say who may reach it, and their values that mean anyone.
_AUDIENCE_PARTS = frozenset({"visibility", "acl", "access", "privacy", "public", "anonymous", "principal",
                             "principals", "member", "members", "grantee", "source", "sources", "cidr",
                             "cidrs", "ranges", "prefix", "prefixes", "ips", "networks", "origin",
                             "allowed", "audience", "sharing", "share"})
_ANYONE = frozenset({"public", "*", "anyone", "everyone", "anonymous", "blob", "container", "internet",
                     "world", "allusers", "0.0.0.0/0", "::/0"})
# Acts that close, read or route rather than open (`-j DROP`, `deny`, `describe`, `route add`).
_CLOSING = frozenset({"deny", "drop", "reject", "block", "revoke", "remove", "delete", "list", "describe",
                      "get", "show", "restrict", "private", "filter", "filters", "search", "query",
                      "route", "via", "gateway", "gw", "peer", "allowed-ips", "inspect", "status", "check",
                      "scan", "lookup", "find", "test", "audit", "validate"})
# What makes an opening a stop: it holds people's or production data, or every port is open.
_DATA_NOUNS = frozenset({"customer", "customers", "invoice", "invoices", "export", "exports", "payroll",
                         "backup", "backups", "dump", "dumps", "pii", "patient", "patients",
                         "records", "private", "internal", "secret", "secrets", "db", "database",
                         "databases", "prod", "production", "billing", "payments", "payment", "ledger",
                         "hr", "medical", "finance", "core", "data", "sql", "postgres", "mysql", "redis",
                         "mongo", "mongodb", "elasticsearch", "warehouse", "archive", "archives",
                         "uploads", "documents", "claims", "orders", "accounts"})
_NOT_PRODUCTION = frozenset({"staging", "stage", "stg", "dev", "development", "test", "testing", "qa",
                             "sandbox", "demo", "preview", "local", "scratch"})
_DATA_PORTS = frozenset({"3306", "5432", "6379", "9200", "9300", "27017", "1433", "1521", "5984", "9042",
                         "11211", "2379", "8086", "6443", "2375", "2376", "5601", "9000", "15672", "8200"})
_ALL_PORTS = frozenset({"all", "-1", "0-65535", "1-65535", "*", "tcp:0-65535", "tcp:1-65535", "any"})
_PORT_PARTS = frozenset({"port", "ports", "allow", "protocol", "destination", "range", "ranges"})

# How long records are kept, and lifetimes of a day or less in any unit.
_RETENTION = frozenset({"retention", "retain", "expiration", "expiry", "lifecycle", "keep", "retentiondays",
                        "retention-days", "retention-period"})
_NO_LIFETIME = lazy_compile(r"^(?:0+|1|0?\.\d+|(?:0|1)\s*(?:d|day|days)"
                            r"|(?:[1-9]|1\d|2[0-4])\s*(?:h|hr|hrs|hours?)|\d{1,5}\s*(?:s|sec|secs|seconds?|m|min|mins|minutes?|ms))$")
_UNIT_DAYS = frozenset({"days", "day", "d"})
# Records whose loss outlives one team: the audit trail, security events, backups, every record.
_KEPT_RECORDS = frozenset({"audit", "audits", "auditlog", "cloudtrail", "trail", "security", "siem", "backup",
                           "backups", "snapshot", "snapshots", "compliance", "forensics", "evidence",
                           "ledger", "--all", "all", "prod", "production"})
# The highest roles and policies, by name, and the options that carry a role.
_TOP_ROLES = frozenset({"admin", "admins", "administrator", "administrators", "owner", "owners", "root",
                        "superuser", "superusers", "sudo", "wheel", "administratoraccess", "cluster-admin",
                        "roles/owner", "org-admin", "orgadmin", "global-admin", "globaladmin", "super-admin",
                        "superadmin", "domain-admins", "enterprise-admins", "site-admin", "sysadmin",
                        "primary-owner", "organization-owner", "account-owner", "full-access", "fullaccess",
                        "global-management"})
_ROLE_PARTS = frozenset({"role", "roles", "group", "groups", "policy", "policies", "clusterrole",
                         "permission", "permissions", "level", "privilege", "privileges", "grant", "arn"})
_TAKING_AWAY = frozenset({"remove", "revoke", "detach", "delete", "unassign", "unbind", "deny", "list", "get",
                          "describe", "show", "check", "audit", "search", "lookup", "rm", "del"})

# Controls whose loss the rubric stops: what records or stops an attack.
_SECURITY = frozenset({"audit", "auditd", "seccomp", "auditing", "auditlog", "auditlogs", "cloudtrail",
                       "trail", "trails", "guardduty", "detector", "securityhub", "defender", "mfa", "2fa",
                       "totp", "selinux", "apparmor", "edr", "falco", "crowdstrike", "falcond", "osquery",
                       "osqueryd", "wazuh", "sysmon", "tripwire", "macie", "realtime", "antivirus",
                       "windefend", "sentinelone", "tamper", "recorder", "flowlogs", "flow-logs"})
# Safeguards whose loss pauses: what watches, keeps or refuses.
_OVERSIGHT = frozenset({"alert", "alerts", "alerting", "alarm", "alarms", "monitor", "monitors",
                        "monitoring", "backup", "backups", "protection", "versioning", "encryption",
                        "logging", "waf", "retention", "security"})
# Acts that switch a control off, the subset that does so as a subcommand whatever it names, and the
# values an option is set to that mean off.
_OFF_ACTS = frozenset({"disable", "disabled", "deactivate", "stop", "suspend", "delete", "remove",
                       "uninstall", "unload", "detach", "turnoff", "kill", "mute", "silence", "unenroll",
                       "unregister", "purge", "bypass", "teardown"})
_SWITCH_OFF = frozenset({"disable", "deactivate", "suspend", "uninstall", "unload", "unenroll", "turnoff",
                         "mute", "silence", "teardown"})
_OFF_VALUES = frozenset({"false", "off", "0", "no", "disabled", "disable", "none", "suspended", "permissive",
                         "unconfined"})
# Options that say whether a control is enforced (`--enforce false`, `--required=no`).
_ENFORCING = frozenset({"enforce", "enforced", "enabled", "enable", "required", "require", "state", "status",
                        "mode"})
# Words that read, preview or switch on: the command does not switch anything off.
_READS = frozenset({"enable", "activate", "start", "install", "describe", "get", "list", "show", "status",
                    "lookup", "view", "logs", "search", "query", "create", "add", "put", "export", "download",
                    "tail", "read", "check", "test", "validate", "fix", "report", "restart", "reload",
                    "select", "where", "format", "inspect", "history", "events", "findings", "ls", "cat"})
_PREVIEWS = frozenset({"--dry-run", "--dryrun", "--plan", "--preview", "--what-if", "--whatif", "--noop"})
# `no` as an off switch only for these (`--no-mfa`, `--no-deletion-protection`); `--no-audit`,
# `--no-access-log` are a package manager's vulnerability report and a dev server's request log
_NO_SWITCHES = frozenset({"mfa", "2fa", "protection", "encryption", "versioning", "backup", "backups",
                          "cloudtrail", "selinux"})
# A tool's own meaning of a control word that is no control (a package manager's vulnerability "audit").
_AUDIT_OTHER = frozenset({"npm", "pnpm", "yarn", "bun", "pip", "pip3", "cargo", "composer", "bundle", "gem",
                          "poetry", "uv", "pipenv", "go", "mix", "dotnet"})

_SPLIT = lazy_compile(r"[-_:=.,/\s+@'\"]+|(?<=[a-z])(?=[A-Z])")
_FLAG_VALUE = lazy_compile(r"^(--?[\w.-]+)=(.*)$")
_VALUE_SPLIT = lazy_compile(r"[\s,:=\[\]{}\"']+")
# every IPv4 or IPv6 address, however the option list around it is punctuated
_EVERY_ADDRESS = lazy_compile(r"(?<![\d.])0\.0\.0\.0/0(?!\d)|(?<![:\w])::/0(?!\d)")
_EVERY_PORT = lazy_compile(r"(?<![\d-])[01]-65535(?!\d)")

EXAMPLES = {
    EVERY_ITEM_DESTROYED.id: {
        "match": ["typesense-cli collections delete --all", "meili indexes delete --all --yes",
                  "coldsnap archives delete --archive '*'", "acme-store buckets purge --all-buckets --force",
                  "quickwit index delete --index '*'", "zot-admin repos delete --all"],
        "no_match": ["typesense-cli collections delete products_tmp", "gh cache delete --all",
                     "acme-store buckets purge --all --older-than 30d",
                     "meili indexes delete --all --dry-run",
                     "acme-cli images delete --all", "acme-store buckets list --all",
                     "typesense-cli collections delete --all --host localhost"]},
    WORLD_OPENED.id: {
        "match": ["acme-cloud firewall open --port 22 --source 0.0.0.0/0",
                  "b2 update-bucket acme-site-assets allPublic",
                  "wasabi-cli bucket set-acl site-assets --acl public-read"],
        "no_match": ["gcloud compute firewall-rules list --filter='sourceRanges:0.0.0.0/0'",
                     "iptables -A INPUT -s 0.0.0.0/0 -p tcp --dport 23 -j DROP",
                     "ip route add 0.0.0.0/0 via 10.0.0.1", "wg set wg0 peer abc= allowed-ips 0.0.0.0/0",
                     "steamcmd +login anonymous +app_update 740 +quit",
                     "acme-cloud bucket set-acl site-assets --acl private"]},
    WORLD_OPENED_DATA.id: {
        "match": ["oci os bucket update --name customer-exports --public-access-type ObjectRead",
                  "b2 update-bucket acme-db-backups allPublic",
                  "hcloud firewall add-rule fw --direction in --protocol tcp --port 5432 "
                  "--source-ips 0.0.0.0/0",
                  "linode-cli firewalls rule-add 12 --inbound "
                  "'[{\"ports\":\"1-65535\",\"addresses\":{\"ipv4\":[\"0.0.0.0/0\"]}}]'",
                  "mc anonymous set public myminio/customer-data"],
        "no_match": ["mc anonymous set none myminio/customer-data",
                     "oci os bucket update --name customer-exports --public-access-type NoPublicAccess"]},
    SECURITY_CONTROL_OFF.id: {
        "match": ["aws iam deactivate-mfa-device --user-name admin --serial-number arn:aws:iam::1:mfa/admin",
                  "okta-cli policies update mfa --enforce false",
                  "acme-admin org settings set --require-mfa=false",
                  "sudo systemctl disable --now falcon-sensor",
                  "sudo launchctl unload /Library/LaunchDaemons/com.crowdstrike.falcond.plist",
                  "tenantctl audit-log disable --org acme"],
        "no_match": ["aws iam list-mfa-devices --user-name admin", "npm ci --no-audit",
                     "okta-cli policies update mfa --enforce true", "sudo systemctl restart auditd",
                     "tenantctl audit-log export --org acme --since 7d", "npm audit --audit-level=critical"]},
    EVERY_ITEM_CUT_OFF.id: {
        "match": ["tokenctl revoke-all --org acme", "secrets-cli revoke --all",
                  "siemctl rules disable --all", "billingctl subscriptions cancel --all --live"],
        "no_match": ["jobctl cancel --all --state pending", "gcloud auth revoke --all",
                     "subsctl cancel --all --env staging", "tokenctl revoke tok_4411"]},
    EVERY_COMPONENT_OFF.id: {
        "match": ["wp plugin deactivate --all", "cmsctl extensions disable --all"],
        "no_match": ["wp plugin deactivate woocommerce", "wp plugin list --status=active",
                     "tokenctl revoke-all --org acme", "tokenctl modules revoke --all",
                     "siemctl modules lock --all"]},
    EVERY_MACHINE.id: {
        "match": ["edrctl sensor uninstall --all-hosts", "mdmctl devices wipe --all-devices"],
        "no_match": ["edrctl sensor status --all-hosts", "mdmctl devices wipe --all-devices --dry-run"]},
    RETENTION_ZEROED_KEPT.id: {
        "match": ["backupctl retention set --days 0 --all", "logctl retention set --days 0 --index audit",
                  "wasabi-cli bucket lifecycle --expiration-days 1 acme-backups"],
        "no_match": ["logctl retention set --days 30 --index audit", "backupctl retention show --all",
                     "redis-cli expire session:abc 0"]},
    RETENTION_ZEROED.id: {
        "match": ["metricsctl retention set --retention 1d --bucket app-metrics"],
        "no_match": ["metricsctl retention set --retention 30d --bucket app-metrics"]},
    TOP_ROLE_GRANTED.id: {
        "match": ["iamctl policy attach --user bot --policy AdministratorAccess",
                  "iamctl users add-to-group --user contractor --group admins",
                  "orgctl members set-role --user agent@acme.io --role owner"],
        "no_match": ["iamctl policy detach --user bot --policy AdministratorAccess",
                     "iamctl users list --group admins",
                     "orgctl members set-role --user sam@acme.io --role viewer"]},
    OVERSIGHT_OFF.id: {
        "match": ["aws rds modify-db-instance --db-instance-identifier orders --no-deletion-protection",
                  "acme-ops alerts mute --all --duration 12h",
                  "aws cloudwatch disable-alarm-actions --alarm-names api-5xx"],
        "no_match": ["acme-ops alerts list", "aws cloudwatch enable-alarm-actions --alarm-names api-5xx",
                     "uvicorn app:app --no-access-log"]},
}


@dataclass(frozen=True)
class _Words:
    """An invocation's arguments as the readings see them: each lower-cased, with its parts."""

    program: frozenset[str]
    args: tuple[str, ...]
    parts: tuple[frozenset[str], ...]
    every_part: frozenset[str]
    # the parts of what the act lands on (target_words): the only words that may spare it
    target_part: frozenset[str]


def _parts(arg: str) -> frozenset[str]:
    return frozenset(p.lower() for p in _SPLIT.split(arg) if p)


def _words(program: str, args: Sequence[str]) -> _Words:
    # a word with spaces in it is text or code handed to the program (a message, a query, a script),
    # not an option's shape
    # (`a.split() == [a]`: no whitespace in it, by the test `str.isspace` makes, asked in C rather than a
    # generator step per character; an empty word has none)
    kept = tuple(a for a in args if len(a) < 200 and (not a or a.split() == [a]))
    parts = tuple(_parts(a) for a in kept)
    every: frozenset[str] = frozenset().union(*parts) if parts else frozenset()
    target = frozenset().union(*map(_parts, operands_and_targets(kept)))
    return _Words(_parts(program), tuple(a.lower() for a in kept), parts, every, target)


def _pairs(args: Sequence[str]) -> Iterable[tuple[str, str]]:
    """(option, value) for `--opt value` and `--opt=value` (a value is the next word not an option)."""
    for i, arg in enumerate(args):
        if not arg.startswith("-"):
            continue
        if m := _FLAG_VALUE.match(arg):
            yield m.group(1), m.group(2).strip("'\"")
        elif i + 1 < len(args) and not args[i + 1].startswith("-"):
            yield arg, args[i + 1].strip("'\"")


def _every_item(w: _Words, acts: frozenset[str], flags: frozenset[str]) -> bool:
    """One of `acts` (a subcommand word, or one of `flags`) with a whole scope, nothing narrowing it and
    nothing spare about the target."""
    pairs = zip(w.args, w.parts, strict=True)
    destroys = any(not a.startswith("-") and p & acts for a, p in pairs) or any(a in flags for a in w.args)
    first = next((a for a in w.args if not a.startswith("-")), "")
    spared = (w.target_part | w.program) & _SPARE or w.program & _OWN_TOOLING or first in _OWN_LOGIN
    if not destroys or spared or any(a.split("=")[0] in _NARROWING for a in w.args):
        return False
    if any(a in _WHOLE or a.startswith(_WHOLE_PREFIX) for a in w.args):
        return True
    # an act whose own name says all (`delete-all-versions`, `rrpurge`), or a picker given everything
    if any(not a.startswith("-") and p & acts and p & _EVERY
           for a, p in zip(w.args, w.parts, strict=True)):
        return True
    return any(value in _ANY_NAME or (value == "" and _parts(opt) & _PICKER_PARTS)
               for opt, value in _pairs(w.args))


def _components_switched_off(w: _Words) -> bool:
    """`wp plugin deactivate --all`: the act that switches off is said right after the components' noun
    (a revocation, a cancellation or a lock keeps the cut-off reading whatever else is named)."""
    return any(noun in _COMPONENTS and not act.startswith("-") and _parts(act) & _SWITCH_OFF
               for noun, act in zip(w.args, w.args[1:], strict=False))


def _every_machine(w: _Words) -> bool:
    return any(a in _EVERY_MACHINE for a in w.args) and bool(w.every_part & _MACHINE_ACTS) and not (
        (w.target_part | w.program) & _SPARE or any(a in _PREVIEWS for a in w.args))


def _retention_zeroed(w: _Words) -> Shape | None:
    """A retention, expiry or keep setting given a lifetime of a day or less (`--retention-days 0`,
    `retention set --days 0`, `--expiration 1d`)."""
    if any(a in _PREVIEWS for a in w.args):
        return None
    # the subcommand says what a bare unit option sets (`retention set --days 0`)
    said = any(not a.startswith("-") and "=" not in a and _parts(a) & _RETENTION for a in w.args)
    for opt, value in _pairs(w.args):
        names = _parts(opt)
        if not (names & _RETENTION or (said and names & (_UNIT_DAYS | {"hours", "seconds"}))):
            continue
        if not _NO_LIFETIME.match(value.strip()):
            continue
        if value.strip() == "1" and not names & _UNIT_DAYS:
            continue  # one of an unknown unit: a count of copies or a day, unsaid
        kept = (w.every_part | frozenset(w.args)) & _KEPT_RECORDS
        return RETENTION_ZEROED_KEPT if kept else RETENTION_ZEROED
    return None


def _top_role_granted(w: _Words) -> bool:
    if w.target_part & _TAKING_AWAY or w.program & _TAKING_AWAY:
        return False
    for opt, value in _pairs(w.args):
        if not _parts(opt) & _ROLE_PARTS:
            continue
        last = value.lower().rstrip("/").rsplit("/", 1)[-1]
        if value.lower() in _TOP_ROLES or last in _TOP_ROLES:
            return True
    # `rabbitmqctl set_user_tags ci-agent administrator`, `tool roles add bob superuser`: a subcommand that
    # sets or adds a role or tag, with the top role among its operands
    positional = [(a, p) for a, p in zip(w.args, w.parts, strict=True) if not a.startswith("-")]
    head = frozenset().union(*(p for _, p in positional[:2])) if positional else frozenset()
    return "git" not in w.program and bool(head & _GRANTING_ACTS) and bool(
        head & (_ROLE_PARTS | _TAG_PARTS)) and any(a in _TOP_ROLES for a, _ in positional[2:])


_GRANTING_ACTS = frozenset({"set", "add", "grant", "assign", "attach", "put"})
_TAG_PARTS = frozenset({"tag", "tags"})


def _world_opened(w: _Words) -> bool:
    if w.target_part & _CLOSING:
        return False
    for arg in w.args:
        if _EVERY_ADDRESS.search(arg) or arg.lstrip("-") in _WORLD_VALUES or any(
                v in _WORLD_VALUES for v in _VALUE_SPLIT.split(arg)):
            return True
    for opt, value in _pairs(w.args):
        if _parts(opt) & _AUDIENCE_PARTS and value.lower() in _ANYONE:
            return True
    # `mc anonymous set public BUCKET`: an anonymous policy of public
    return "anonymous" in w.args and any(a in ("public", "download", "upload") for a in w.args)


def _opened_data(w: _Words) -> bool:
    """What is opened holds data or every port, on a place not named for staging, testing or development
    (a staging database opened to the world keeps the opening's pause)."""
    if w.target_part & _NOT_PRODUCTION:
        return False
    if w.every_part & _DATA_NOUNS or w.every_part & _DATA_PORTS:
        return True
    ports = any(_parts(opt) & _PORT_PARTS and value.lower() in _ALL_PORTS for opt, value in _pairs(w.args))
    return ports or any(_EVERY_PORT.search(a) for a in w.args)


def _control_off(w: _Words) -> Shape | None:
    """The worst control this invocation switches off: an off act and a control in one word
    (`deactivate-mfa-device`, `--disable-audit-log`, `--no-deletion-protection`), a subcommand that
    switches off with the control among the arguments (`factors deactivate --factor totp`, `disable
    falcon-sensor`), or the control given an off value (`--enforce false` on an MFA policy,
    `aws:cloudtrail:enabled false`)."""
    security = _SECURITY - {"audit"} if w.program & _AUDIT_OTHER else _SECURITY
    controls = security | _OVERSIGHT
    if not w.every_part & controls or w.program & _READS or any(a in _PREVIEWS for a in w.args):
        return None
    positional = [(a, p) for a, p in zip(w.args, w.parts, strict=True) if not a.startswith("-")]
    # a read or a switching on said by a word of its own (`vault audit list`, `get-findings`), among what
    # the act lands on: an option's value (`--profile test`) says nothing of the act
    if any(not p & controls and p & _READS for p in map(_parts, operands_and_targets(w.args))):
        return None
    nouns: set[str] = set()
    for i, (arg, parts) in enumerate(zip(w.args, w.parts, strict=True)):
        here = parts & controls
        offs = parts & (_OFF_ACTS | (_OFF_VALUES if arg.startswith("--") else frozenset()))
        if "no" in offs and not here & _NO_SWITCHES:
            offs = offs - {"no"}
        if here and offs:
            nouns |= here
        elif here and not arg.startswith("-"):
            # `disable falcon-sensor`, `audit-log disable`, `aws:cloudtrail:enabled false`
            near = [(j, w.args[j], w.parts[j]) for j in (i - 1, i + 1) if 0 <= j < len(w.args)]
            if any(not a.startswith("-") and (p & _OFF_ACTS or (j > i and a in _OFF_VALUES))
                   for j, a, p in near):
                nouns |= here
    if not nouns and _http_method(w.args) in _OFF_ACTS:
        # `curl -X DELETE -u elastic:… 'https://es:9200/logs-*,audit-*'`: the request's method is its act
        # on the URL, wherever the options between them stand
        for arg, parts in zip(w.args, w.parts, strict=True):
            if "://" in arg:
                nouns |= parts & controls
    anywhere = w.every_part & controls
    if not nouns and any(p & _SWITCH_OFF for _, p in positional):
        # a control anywhere (a value: `--factor totp`), switched off by the subcommand's own verb
        nouns |= anywhere
    elif not nouns and any(opt.startswith("--") and value.lower() in _OFF_VALUES
                           and _parts(opt) & (controls | _ENFORCING) for opt, value in _pairs(w.args)):
        # or given an off value by an option that enforces or names it (`--enforce false`)
        nouns |= anywhere
    if nouns & security:
        return SECURITY_CONTROL_OFF
    return OVERSIGHT_OFF if nouns else None


def _http_methods(args: Sequence[str]) -> list[str]:
    """Every method an HTTP client is told, in order (`-X DELETE`, `-XDELETE`, `-X=PATCH`, `-iX PATCH`,
    `--request=DELETE`, gh's `--method PATCH`), lower-cased (the words may come lower-cased already)."""
    found: list[str] = []
    for i, arg in enumerate(args):
        if arg in ("-X", "-x", "--request", "--method"):
            if i + 1 < len(args):
                found.append(args[i + 1].lower())
        elif arg.startswith(("--request=", "--method=")):
            found.append(arg.partition("=")[2].lower())
        elif arg[:1] == "-" and arg[1:2] != "-" and ("X" in arg or "x" in arg):
            # a cluster of short flags whose `X` takes the rest of the word, or the next one
            # (`-XDELETE`, `-X=PATCH`, `-iX PATCH`, `-sSXPOST`)
            at = min(i for i in (arg.find("X"), arg.find("x")) if i > 0)
            rest = arg[at + 1:].lstrip("=")
            if rest:
                found.append(rest.lower())
            elif i + 1 < len(args):
                found.append(args[i + 1].lower())
    return found


def _http_method(args: Sequence[str]) -> str:
    """The method a client sends: the last one it is told (curl and gh both keep the last), or ""."""
    methods = _http_methods(args)
    return methods[-1] if methods else ""


# Inline code: its string literals and the names it calls.
_CODE_TOKEN = lazy_compile(r"""(['"])((?:\\.|(?!\1).){0,200}?)\1|([A-Za-z_][\w]*)""")
# Names of calls that set who may reach something (`put_bucket_acl`, `authorizeSecurityGroupIngress`).
_OPENING_CALLS = frozenset({"acl", "authorize", "ingress", "grant", "binding", "permission", "permissions",
                            "share", "visibility", "public", "policy"})
_CLOSING_CALLS = frozenset({"revoke", "deny", "delete", "remove", "describe", "list", "block", "restrict"})


def code_shapes(code: str) -> list[Shape]:
    """The same effects spelled as calls in inline code: an ACL call given `public-read`, an ingress
    call given `0.0.0.0/0`, a call named for switching a control off (`deactivate_mfa_device`,
    `DisableRealtimeMonitoring`). Code that only names such a value (prints, parses) has no such call."""
    if not _worth_reading((code[:5000],)):
        return []
    literals: list[str] = []
    names: list[str] = []
    for m in _CODE_TOKEN.finditer(code[:5000]):
        (literals if m.group(2) is not None else names).append(m.group(2) or m.group(3) or "")
    calls = frozenset().union(*(_parts(n) for n in names)) if names else frozenset()
    found: list[Shape] = []
    if calls & _OPENING_CALLS and not calls & _CLOSING_CALLS:
        # in code, a call closes (`revoke_…`, `delete_…`); a closing word in a literal is text it handles
        # (`print('list')`)
        w = _words("", [v for v in literals if v])
        w = replace(w, target_part=w.target_part - _CLOSING)
        every_port = calls & {"protocol", "port", "ports"} and any(v in _ALL_PORTS for v in literals)
        if _world_opened(w):
            data = (every_port and not w.target_part & _NOT_PRODUCTION) or _opened_data(w)
            found.append(WORLD_OPENED_DATA if data else WORLD_OPENED)
    for name in names:
        parts = _parts(name)
        nouns = parts & (_SECURITY | _OVERSIGHT)
        if nouns and parts & _SWITCH_OFF | (parts & {"stop", "delete"} if nouns & _SECURITY else frozenset()):
            found.append(SECURITY_CONTROL_OFF if nouns & _SECURITY else OVERSIGHT_OFF)
            break
    return sorted(found, key=lambda s: -s.level)


def _gate_words() -> frozenset[str]:
    """Every word some reading needs, looked for in the lower-cased arguments: most invocations name
    none of them and are not split into parts at all (a superset: a hit only means the readings run)."""
    return (_WHOLE | _EVERY | _ANY_NAME | _EVERY_MACHINE | _RETENTION | _TOP_ROLES | _WORLD_VALUES | _ANYONE
            | _SECURITY | _OVERSIGHT | {"--all", "fleet"})


_GATE = any_text(_gate_words())  # asked of nearly every part: a tree of the words, not a flat alternation


def _worth_reading(args: Sequence[str]) -> bool:
    return "" in args or _GATE.search(" ".join(args).lower()) is not None


# Query keys whose value picks which records a read returns (`?filter=2fa_disabled`, `?state=suspended`):
# the value describes what is listed, not an act. Other keys stay read: AWS's query API takes its act as
# `?Action=StopLogging` on a GET.
_SELECTOR_KEYS = frozenset({"filter", "q", "query", "search", "where", "state", "status", "type", "role",
                            "sort", "order", "fields", "select", "include", "expand"})
# Options that give a request a body (curl, gh api, glab api, httpie-like clients): it is no read.
_BODY_OPTIONS = ("-d", "--data", "-F", "--form", "-f", "--field", "--raw-field", "--input", "-T",
                 "--upload-file", "--json")
_SELECTOR_PAIR = lazy_compile(r"(?i)(?<=[?&])(?:" + "|".join(sorted(_SELECTOR_KEYS)) + r")=[^&#\s]*")


def _selections_dropped(args: Sequence[str]) -> Sequence[str]:
    """The arguments with the selector values of a read request's query string left out: `gh api
    'orgs/acme/members?filter=2fa_disabled'` lists who has no second factor, it switches nothing off. A
    request with a method other than GET, or with a body, keeps every word (a PUT's query string is its
    payload)."""
    if not any("?" in a for a in args) or any(m != "get" for m in _http_methods(args)):
        return args
    if any(a.startswith(_BODY_OPTIONS) for a in args):
        return args
    return [_SELECTOR_PAIR.sub("", a) if "?" in a else a for a in args]


# PowerShell's sign-in cmdlets: `Connect-MgGraph`, `Connect-ExchangeOnline`, `Connect-AzAccount`.
_SIGN_IN = lazy_compile(r"(?i)^connect-[a-z]+$")


def argument_shapes(program: str, args: Sequence[str], pack_judged: bool) -> list[Shape]:
    """The effects this invocation's arguments spell, worst first (none for a plain one). A pack that
    judged this act of its program (`pack_judged`) knows what its `--all` deletes and where (a local
    cluster's deployments, a cache): the destruction reading is for the programs and acts it does not
    know; the openings and the controls switched off are read whatever judged the rest."""
    if not args or not _worth_reading(args) or _SIGN_IN.match(program):
        # (a sign-in names the permissions it asks for, `Connect-MgGraph -Scopes User.RevokeSessions.All`:
        # it acts on nothing; the commands run after it are read on their own)
        return []
    w = _words(program, args)
    found: list[Shape] = []
    if not pack_judged and _every_item(w, _DESTROY, _DESTROY_FLAGS):
        found.append(EVERY_ITEM_DESTROYED)
    elif not pack_judged and _every_item(w, _CUT_OFF, frozenset()):
        found.append(EVERY_COMPONENT_OFF if _components_switched_off(w) else EVERY_ITEM_CUT_OFF)
    if not pack_judged and _every_machine(w):
        found.append(EVERY_MACHINE)
    if not pack_judged and (kept := _retention_zeroed(w)) is not None:
        found.append(kept)
    if _top_role_granted(w):
        found.append(TOP_ROLE_GRANTED)
    if _world_opened(w):
        found.append(WORLD_OPENED_DATA if _opened_data(w) else WORLD_OPENED)
    read_args = _selections_dropped(args)
    if (off := _control_off(w if read_args is args else _words(program, read_args))) is not None:
        found.append(off)
    return sorted(found, key=lambda s: -s.level)
