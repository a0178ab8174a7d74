"""What a tool call's arguments do, whatever the operation is called.

`update_repo`, `post_message`, `put_bucket_acl` and `execute` sound routine; their arguments decide:
a visibility or ACL set to public exposes data to anyone, a message body carrying the contents of a
key file sends a secret out, a production connection or environment raises, a staging or dev one
caps. These are effects of values, so they are read from the values (with examples as data below),
and the hint judge takes the worst of this and the operation's name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from dongle.assessment import Assessment
from dongle.classify.look_alike_sender import look_alike_sender
from dongle.classify.outside_party import dressed_delivery, handed_outside
from dongle.classify.population_overwritten import zeroes_or_pays_everyone
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L
from dongle.paths import CREDENTIAL, PROJECT_SECRET, SECRET_NAME_PART, classify_path

KIND = "tool_call"

# Keys whose value says who may see something, and the values that mean "anyone".
EXPOSURE_KEYS = frozenset({"visibility", "acl", "access", "privacy", "access_level", "accesslevel",
                           "public_access", "publicaccess", "permission", "permissions", "role",
                           "member", "members", "grantee", "audience", "sharing", "share", "scope",
                           "discoverability", "join_policy", "joinpolicy", "exposure", "exposed_to",
                           "network_exposure", "reachability"})
# (`open`: Box's and Slack's word for a link or a space anyone may use without being invited)
PUBLIC_VALUES = re.compile(r"^(?:public(?:[-_]read(?:[-_]write)?)?|allusers|allauthenticatedusers|anyone"
                           r"|everyone|world|anonymous|internet|container|blob|open)$", re.I)
# Keys too general to name an audience by themselves (`type`, `with`), whose value still says who when it is
# a person-word for everybody: Drive's permission `{"type": "anyone"}`, `{"shared_with": "everyone"}`.
# Only such values count here: `{"type": "public"}` may be a subnet's or an address's kind, not a reader.
AUDIENCE_KEYS = frozenset({"type", "kind", "with", "who", "shared_with", "share_with", "sharedwith",
                           "sharewith", "grantee_type", "granteetype", "principal_type", "principaltype",
                           "link_sharing", "linksharing", "general_access", "generalaccess", "link_access",
                           "linkaccess", "audience_type", "target_audience"})
EVERYBODY = re.compile(r"^(?:anyone|everyone|everybody|anybody|all[-_ ]?users|anonymous)"
                       r"(?:[-_ ]?with[-_ ]?(?:the[-_ ]?)?link)?$", re.I)
# A share link's own setting (`{"link": "public"}`, `{"link_visibility": "anyone"}`): who may open it
LINK_KEYS = frozenset({"link", "link_visibility", "linkvisibility", "link_type", "linktype", "link_scope"})
# ... and an item's access setting (`{"access": "anyone_with_link"}`); a `scope` of all users is whom a call
# covers, not who may read
_ACCESS_KEYS = frozenset({"access", "access_level", "accesslevel"})
PUBLIC_FLAGS = frozenset({"public", "is_public", "ispublic", "make_public", "publicly_accessible"})
PRIVATE_FLAGS = frozenset({"private", "is_private", "isprivate"})

# Operations that send what they are given somewhere else (a chat, an issue, a gist, a mail, a URL).
OUTWARD = frozenset({"post", "send", "message", "publish", "comment", "issue", "gist", "email", "mail",
                     "share", "webhook", "notify", "tweet", "chat", "upload", "reply", "paste", "http",
                     "request", "fetch", "invite", "broadcast", "create_issue", "create_gist"})

# Secret material in a value: a credential file named as content, or a token by its shape.
_SECRET_FILE = re.compile(
    r"(?:~|\$HOME|/home/[^/\s]+|/root)?/?\.?(?:aws/credentials|ssh/id_[a-z0-9]+(?!\.pub)\b|netrc|pgpass"
    r"|docker/config\.json|kube/config|npmrc|pypirc|git-credentials|config/gh/hosts\.yml)"
    r"|(?<![\w.])\.env(?:\.[a-z]+)?\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|/etc/shadow\b",
    re.I,
)
_CONTENT_OF = re.compile(r"\$\(\s*(?:cat|head|tail|base64|xxd)\b|`\s*cat\b|contents?\s+of|<\s*contents"
                         r"|\bcat\s+[~/$.]|\bread(?:ing)?\s+(?:the\s+)?(?:file\s+)?[~/$.]"
                         r"|\bopen\(\s*['\"]|\bread(?:_text|_bytes|FileSync|File)\("
                         r"|(?:^|\s)[@<]\s*[~/$.]", re.I)
SECRET_TOKEN = re.compile(
    r"AKIA[0-9A-Z]{16}|ASIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,}"
    r"|xox[abposr]-[A-Za-z0-9-]{10,}|sk-[A-Za-z0-9_-]{20,}|-----BEGIN [A-Z ]*PRIVATE KEY-----"
    r"|AIza[0-9A-Za-z_-]{35}|glpat-[A-Za-z0-9_-]{20}"
)

# Keys that name the thing acted on: "orders_dev", "acme-prod-assets" say which environment too.
NAME_KEYS = frozenset({"name", "table", "bucket", "index", "collection", "queue", "topic", "service", "app",
                       "application", "instance", "repo", "repository", "stack", "dataset", "keyspace",
                       "deployment", "release", "site", "zone", "db_name", "database_name", "id"})
ENV_KEYS = frozenset({"env", "environment", "stage", "connection", "conn", "database", "db", "cluster",
                      "context", "target", "workspace", "project", "namespace", "host", "profile", "account"})
_PROD = re.compile(r"(?:^|[\W_])(?:prod|production|live|prd)(?:$|[\W_\d])", re.I)
_NONPROD = re.compile(r"(?:^|[\W_])(?:staging|stage|dev|development|test|testing|qa|sandbox|local"
                      r"|preview|demo)(?:$|[\W_\d])", re.I)

EXAMPLES = {
    "exposure": [{"visibility": "public"}, {"acl": "public-read"}, {"member": "allUsers"}, {"public": True},
                 {"private": False}, {"policy": {"Statement": [{"Effect": "Allow", "Principal": "*"}]}}],
    "not_exposure": [{"visibility": "private"}, {"acl": "private"}, {"description": "public docs"},
                     {"public": False}],
    "secret": [{"text": "$(cat ~/.aws/credentials)"}, {"body": "contents of ~/.ssh/id_rsa"},
               {"text": "key AKIAABCDEFGHIJKLMNOP"}, {"content": "-----BEGIN OPENSSH PRIVATE KEY-----"},
               {"text": 'open("~/.aws/credentials").read()'}, {"data": "@~/.ssh/id_rsa"}],
    "not_secret": [{"text": "remember to add .env to .gitignore"}, {"body": "see ~/.ssh/id_rsa.pub"},
                   {"text": "deploy finished"}],
    "attached_secret": [{"file": "sa-key.json"}, {"attachments": ["notes.md", "~/.aws/credentials"]},
                        {"path": "config/prod.secrets.yaml"}, {"file": ".env.production"}],
    "not_attached_secret": [{"file": "report.pdf"}, {"file": "key-results-q3.pdf"}, {"file": "monkey.json"},
                            {"file": "~/.ssh/id_ed25519.pub"}, {"file": ".env.example"}],
    "safeguard_off": [{"auditd": {"enabled": False}}, {"required_reviews": 0}, {"firewall": "off"},
                      {"mfa_required": False}, {"deletion_protection": False}, {"enforce_admins": False},
                      {"options": {"skip_signature_check": True}}, {"bypass_write_protect": True},
                      {"allow_force_pushes": True}, {"rules": {"allow_deletions": True}}],
    "not_safeguard_off": [{"auditd": {"enabled": True}}, {"required_reviews": 2},
                          {"logging": {"level": "debug"}}, {"enabled": False}, {"backup_window": "03:00"},
                          {"skip_signature_check": False}, {"no_cache": True}, {"allow_force_pushes": False},
                          {"allow_squash_merge": True}],
    "expires_at_once": [{"lifecycle": {"expire_after_days": 0}}, {"retention": {"days": 0}},
                        {"retention_days": 0}, {"ttl_days": 0}],
    "not_expires_at_once": [{"lifecycle": {"expire_after_days": 30}}, {"retention_days": 7}, {"days": 0},
                            {"timeout": 0}],
    "deletion_state": [{"lifecycle_state": "DELETE_REQUESTED"}, {"state": "PENDING_DELETION"},
                       {"status": "terminated"}],
    "not_deletion_state": [{"state": "ACTIVE"}, {"status": "open"}, {"lifecycle_state": "ACTIVE"}],
    "prints_secret": [{"print": True}, {"show_value": True}, {"include_values": True}, {"reveal": True}],
    "not_prints_secret": [{"print": False}, {"include_values": False}, {"path": "kv/prod"}],
    "everyone": [{"scope": "all_users"}, {"audience": "everyone"}, {"all_customers": True},
                 {"target": "entire-org"}],
    "not_everyone": [{"scope": "all"}, {"scope": "user:dana@acme.io"}, {"target": "all-staging-keys"},
                     {"description": "sent to all users"}],
    "public_destination": [{"destination": "gs://public-share-bucket/users.csv"},
                           {"output_uri": "s3://acme-public/exports/"}, {"sink": "az://open-data/x.parquet"}],
    "not_public_destination": [{"destination": "gs://analytics-internal/users.csv"},
                               {"destination": "personal_project.export"}, {"output": "s3://republican-votes/x"},
                               {"description": "gs://public-share-bucket"}],
    "erases_fields": [{"properties": {"email": None, "phone": None}}, {"fields": {"notes": ""}},
                      {"$set": {"address": None}}],
    "not_erases_fields": [{"properties": {"lifecycle_stage": "customer"}}, {"filter": {"email": None}},
                          {"fields": ["email", "phone"]}],
    "destroying_mode": [{"strategy": "drop_and_recreate"}, {"mode": "truncate-insert"},
                        {"if_exists": "drop"}],
    "not_destroying_mode": [{"strategy": "online"}, {"mode": "append"}, {"if_exists": "replace"},
                            {"description": "drop the old column later"}],
}


def _items(arguments: Mapping[str, Any], depth: int = 0) -> Iterable[tuple[str, Any]]:
    """(key, value) pairs at every depth, keys lower-cased."""
    if depth > 6:
        return
    for key, value in arguments.items():
        k = str(key).lower()
        if isinstance(value, Mapping):
            yield from _items(value, depth + 1)
        elif isinstance(value, list | tuple):
            for item in value[:200]:
                if isinstance(item, Mapping):
                    yield from _items(item, depth + 1)
                else:
                    yield k, item
        else:
            yield k, value


# Keys that say where a call writes what it produces (a query's result, an export, a copy), and a bucket
# whose own name says anyone reads it: what lands there is published, whatever the call is named.
DESTINATION_KEYS = frozenset({"destination", "destination_uri", "destination_url", "dest", "output",
                              "output_uri", "output_url", "output_location", "export_uri", "export_to",
                              "sink", "target_uri", "target_bucket", "to_bucket", "location", "uri",
                              "save_to",
                              # a copy's or upload's target in its client's own spelling (s3.copy_object's
                              # `dst`, a sync's `to`): the same place written to
                              "dst", "dst_uri", "dest_uri", "dest_bucket", "destination_bucket",
                              "destination_path", "dest_path", "target", "target_path", "to", "to_uri",
                              "to_url", "copy_to", "upload_to"})
_PUBLIC_BUCKET = re.compile(r"(?i)^(?:s3a?|gs|az|abfss?|wasbs?|r2|oss|cos|b2|minio)://(?:[\w.-]*[-_.])?"
                            r"(?:public|world|open|anon(?:ymous)?)(?:[-_.][\w.-]*)?(?:/|$)")


def public_destination(arguments: Mapping[str, Any]) -> str | None:
    """`{"destination": "gs://public-share-bucket/users.csv"}`: what the call writes goes to a bucket
    named for anyone to read. `gs://analytics-internal/…` or a dataset name is not."""
    for key, value in _items(arguments):
        if key in DESTINATION_KEYS and isinstance(value, str) and _PUBLIC_BUCKET.match(value.strip()):
            return f"{key}: {value}"
    return None


def exposes(arguments: Mapping[str, Any]) -> str | None:
    destination = public_destination(arguments)
    if destination:
        return destination
    for key, value in _items(arguments):
        if key == "principal" and (value == "*" or value == {"AWS": "*"}):
            return f"{key}: *"  # a bucket or key policy statement that lets anyone in
        # (a flag written in a hint's key=value form is the word: `private=false`)
        if key in PUBLIC_FLAGS and (value is True or value == "true"):
            return f"{key}: true"
        if key in PRIVATE_FLAGS and (value is False or value == "false"):
            return f"{key}: false"
        if key in AUDIENCE_KEYS | LINK_KEYS | _ACCESS_KEYS and isinstance(value, str) \
                and EVERYBODY.match(value.strip()):
            return f"{key}: {value}"
        if key not in EXPOSURE_KEYS | LINK_KEYS or not isinstance(value, str):
            continue
        grantee = value.strip().rsplit(":", 1)[0].rsplit("/", 1)[-1]  # `allUsers:objectViewer`, `acl/public`
        if PUBLIC_VALUES.match(grantee) or re.search(r"allusers|allauthenticatedusers", value, re.I):
            return f"{key}: {value}"
    return None


# An AWS access key's id alone (`AKIA…`, `ASIA…`): the public half of the pair, shown in consoles, logs and
# CloudTrail events; it opens nothing without the secret half, and a read that looks it up only selects
_KEY_ID_ALONE = re.compile(r"\s*(?:AKIA|ASIA)[0-9A-Z]{16}\s*")


def carries_secret(arguments: Mapping[str, Any], key_ids: bool = True) -> str | None:
    """What secret a value carries. `key_ids=False`: a value that is only an access key's id selects what a
    call reads (`{"AccessKeyId": "AKIA…"}` for a lookup), and is no secret handed over; a call that sends
    keeps it one (an id pasted outside is half a credential, and says whose)."""
    for key, value in _items(arguments):
        if not isinstance(value, str):
            continue
        token = SECRET_TOKEN.search(value)
        if token and not key_ids and _KEY_ID_ALONE.fullmatch(value):
            token = None
        if token:
            return f"{key} holds what looks like a secret ({token.group(0)[:8]}…)"
        read = _CONTENT_OF.search(value)
        if read and _SECRET_FILE.search(value):
            return f"{key} carries the contents of {_SECRET_FILE.search(value).group(0)}"
        named = read and _READ_PATH.match(value, read.end())
        if named and secret_file(named.group(1)):  # by the path rules: `$(cat /etc/kubernetes/admin.conf)`
            return f"{key} carries the contents of {named.group(1)}"
    return None


# The path right after a content-of expression (`$(cat PATH)`, `contents of PATH`, `@PATH`).
_READ_PATH = re.compile(r"\s*[\"']?([~/$.][^\s\"'`)]+)")


def environments(arguments: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """(production words, non-production words) named by environment-like keys."""
    prod: list[str] = []
    nonprod: list[str] = []
    named_prod: list[str] = []
    named_nonprod: list[str] = []
    for key, value in _items(arguments):
        if not isinstance(value, str):
            continue
        if key in ENV_KEYS:
            if _PROD.search(value):
                prod.append(f"{key}={value}")
            elif _NONPROD.search(value):
                nonprod.append(f"{key}={value}")
        elif key in NAME_KEYS:
            if _PROD.search(value):
                named_prod.append(f"{key}={value}")
            elif _NONPROD.search(value):
                named_nonprod.append(f"{key}={value}")
    # An explicit environment key decides; the resource's own name tells only when none is given.
    if not prod and not nonprod:
        return named_prod, named_nonprod
    return prod, nonprod


# A write to the agent's own settings whose content waives its checks: allow-all rules, bypass modes.
_WAIVES_CHECKS = re.compile(
    r"bypassPermissions|dangerously|\(\s*\*\s*\)|\"\*\"|:\s*\*\)|\"hooks\"\s*:\s*\{\s*\}", re.I
)
_GUARD_FILE = re.compile(
    r"(?:^|/)\.(?:claude|codex|gemini|cursor|copilot|github/copilot)/|(?:^|/)\.?dongle/", re.I
)


def waives_guard(arguments: Mapping[str, Any]) -> str | None:
    paths = [v for k, v in _items(arguments) if isinstance(v, str) and _GUARD_FILE.search(v)]
    if not paths:
        return None
    for _key, value in _items(arguments):
        if isinstance(value, str) and value not in paths and _WAIVES_CHECKS.search(value):
            return f"writes {paths[0]} with {_WAIVES_CHECKS.search(value).group(0)!r}"
    return None


_CUSTOMER_DATA = re.compile(
    r"(?i)(?<![a-z])(?:customers?|clients?|patients?|pii|users?-data|user-uploads|receipts?|census"
    # copies of whole databases: whatever the data held, a backup or a dump holds all of it
    r"|backups?|db-?dumps?|database-?dumps?|snapshots?)(?![a-z])"
)
# A query's source table of people (`FROM prod.users`, `from crm.contacts`): the rows are people's data.
_PEOPLE_TABLE = re.compile(
    r"(?i)\bfrom\s+[\w.`\"\[\]-]*?(?:users?|customers?|clients?|patients?|members?|employees?|contacts?"
    r"|accounts?|subscribers?|profiles?|people|persons?)\b")
# A thing named for credentials (acme/infra-secrets, prod-credentials bucket): made public, it leaks them.
SECRET_NAMED = re.compile(
    r"(?i)(?<![a-z])(?:secrets?|credentials?|creds|passwords?|passwd|private[-_]?keys?|tokens?|keys?tore|vault"
    # Terraform's state and variable files hold the credentials and outputs of everything it manages
    r"|\.?tfvars|tfstate|terraform\s+state)(?![a-z])"
)
# Records that hold other people's particulars by their kind: employees' pay and HR files, the parties and
# terms of signed contracts. A container of them made readable by anyone (the contracts folder, the payroll
# drive) leaks all of them at once, as customers' data does; one such document shared by link, or the
# company's own confidential papers (a board deck), is a sharing decision a human confirms.
PEOPLE_RECORDS = re.compile(
    r"(?i)(?<![a-z])(?:contracts?|payroll|salar(?:y|ies)|compensation|hr|personnel|employees?)(?![a-z])")
CONTAINER_WORDS = frozenset({"folder", "folders", "drive", "drives", "bucket", "buckets", "directory",
                             "directories", "space", "spaces", "site", "sites", "library", "libraries",
                             "repo", "repos", "repository", "repositories", "project", "projects"})

# A file or folder named for records about people (a contract is a document, judged as one).
_PEOPLE_FILE = re.compile(r"(?i)(?<![a-z])(?:payroll|salar(?:y|ies)|compensation|hr|personnel|employees?)"
                          r"(?![a-z])")
# Keys naming the file or folder a call acts on (Drive's `fileId`, a `folder`).
_ITEM_KEYS = frozenset({"file_id", "fileid", "folder", "folder_id", "folderid", "document_id", "documentid",
                        "item", "item_id", "drive_id", "driveid", "key"})
# Keys that attach a file to what a tool sends: the file's contents go with it.
ATTACHMENT_KEYS = frozenset({"file", "files", "attachment", "attachments", "upload", "uploads", "path",
                             "paths", "file_path", "filepath", "filename", "document", "documents", "media"})
# A file named for holding a secret (SECRET_NAME_PART) is one in a format that holds it as text;
# key-results.pdf is not.
_SECRET_FORMATS = frozenset({"json", "pem", "key", "txt", "yaml", "yml", "env", "p12", "pfx", "cfg", "conf",
                             "ini", "toml", "csv", ""})


def secret_file(path: str) -> bool:
    """A credential by the path rules (id_rsa, .aws/credentials, *.pem, .env), or by its own name."""
    info = classify_path(path.strip())
    if info.sensitivity in (CREDENTIAL, PROJECT_SECRET):
        return True
    name = path.strip().rsplit("/", 1)[-1]
    stem, _, ext = name.rpartition(".") if "." in name.lstrip(".") else (name, "", "")
    return (not name.endswith(".pub") and ext.lower() in _SECRET_FORMATS
            and bool(SECRET_NAME_PART.search(stem or name)))


def attached_secret(arguments: Mapping[str, Any]) -> str | None:
    """A secret file handed over as an attachment (`"file": "sa-key.json"`)."""
    for key, value in _items(arguments):
        if key in ATTACHMENT_KEYS and isinstance(value, str) and "://" not in value and secret_file(value):
            return value
    return None


# Keys that say whom a call covers, and the values that mean everyone.
SCOPE_KEYS = frozenset({"scope", "target", "targets", "audience", "users", "accounts", "customers", "who",
                        "selector", "recipients", "applies_to", "apply_to", "tenants", "members", "for",
                        "segment", "population"})
# Only values that name people or accounts: `scope=all` on a cache purge covers every key, not everyone.
_PEOPLE = ("users|customers|accounts|members|tenants|orgs|organi[sz]ations|employees|mailboxes|workspaces"
           "|teams|seats|subscribers|domains|people|staff|workers|contacts|patients|students|candidates"
           "|clients|contractors|drivers|residents|payees")
_WHOLE = "org|organi[sz]ation|company|domain|tenant|workspace|user[-_ ]?base|customer[-_ ]?base"
# `all_users`, `all_active_workers`, `all-current-employees.csv` (a list file named for the whole
# population): every one of them, a state every one in use is in (active, current) narrowing nothing
EVERYONE = re.compile(
    rf"^(?:everyone|everybody|org(?:anization)?[-_ ]?wide|tenant[-_ ]?wide|company[-_ ]?wide"
    rf"|(?:the[-_ ])?(?:entire|whole)[-_ ](?:{_WHOLE})"
    rf"|all[-_ ](?:(?:active|current|enabled|existing|live)[-_ ])?(?:{_PEOPLE})"
    r"(?:\.(?:csv|xlsx?|txt|json))?)$",
    re.I,
)
EVERYONE_FLAGS = frozenset({"all_users", "all_customers", "all_accounts", "all_members", "all_tenants",
                            "everyone", "org_wide", "organization_wide"})
# A key that names the people a call acts on (`employees`, `workers`, `recipient_list`), and the values
# that leave none of them out: `{"employees": "all"}` is everyone, as `{"scope": "all_employees"}` is
_PEOPLE_KEY = re.compile(rf"(?i)^(?:\w+_)?(?:{_PEOPLE}|recipients?|recipient_list|population)$")
_ALL_OF_THEM = frozenset({"all", "*", "everyone", "everybody", "all_active", "all-active", "every"})


def _paths(
    arguments: Mapping[str, Any], above: tuple[str, ...] = ()
) -> Iterable[tuple[tuple[str, ...], Any]]:
    """(keys from the top, value) for every leaf: `{"auditd": {"enabled": false}}` gives
    (("auditd", "enabled"), False), so a switch is read with what it switches."""
    if len(above) > 6:
        return
    for key, value in arguments.items():
        keys = (*above, str(key).lower())
        if isinstance(value, Mapping):
            yield from _paths(value, keys)
        else:
            yield keys, value


def _parts(keys: Iterable[str]) -> set[str]:
    return {p for k in keys for p in re.split(r"[^a-z0-9]+", k) if p}


# Key words that name a safeguard: a control that records, blocks, checks or keeps a copy. Set off or
# to zero, the safeguard is gone (`"required_reviews": 0` lets anything merge unreviewed).
# Security controls among them (the audit trail, the firewall, MFA…) stop wherever they are switched
# off, as the development corpus has `ufw disable` and a stopped auditd; the others stop on production.
SECURITY_PARTS = frozenset({"audit", "auditd", "auditing", "cloudtrail", "firewall", "ufw", "mfa", "2fa",
                            "selinux", "apparmor", "defender", "guardduty", "encryption", "guard",
                            "guardrail", "guardrails", "signature", "signatures", "pinning", "waf",
                            "antivirus", "dlp", "edr", "crowdstrike", "sentinelone", "carbonblack"})
# Services whose product is a safeguard (paging, monitoring, error tracking): an object of theirs switched
# off (`pagerduty.services.update status=disabled`) is that safeguard off, whatever the object is called.
SAFEGUARD_SERVICES = frozenset({"pagerduty", "opsgenie", "victorops", "datadog", "newrelic", "sentry",
                                "grafana", "prometheus", "alertmanager", "statuscake", "pingdom",
                                "uptimerobot", "betteruptime", "incidentio", "rootly", "firehydrant"})
SAFEGUARD_PARTS = SECURITY_PARTS | frozenset({"logging", "versioning", "protection", "monitoring", "alerting",
                                              "reviews", "reviewers", "approvals", "approving", "enforce",
                                              "signing", "backup", "backups", "verification", "verify",
                                              "validation", "scanning", "protect", "protected", "checks",
                                              "signed"})
# A switch named for what it skips (`"skip_signature_check": true`, `"bypass_write_protect": true`): set,
# the safeguard it names is off.
_SKIPPING = frozenset({"skip", "bypass", "disable", "ignore", "no", "insecure"})
# What a branch or resource protection exists to forbid: allowed, the protection is off for it.
_UNSAFE_ALLOWED = frozenset({"force", "deletion", "deletions", "delete", "overwrite", "overwrites"})
_SWITCH_KEYS = frozenset({"enabled", "enable", "on", "active", "required", "enforced", "status", "state",
                          "mode", "count"})
_OFF_VALUES = frozenset({"off", "disabled", "disable", "false", "0", "none", "no"})


def _is_off(value: Any) -> bool:
    if isinstance(value, list | tuple):  # `"protected_branches": []`: nothing is protected any more
        return not value
    if isinstance(value, bool):
        return value is False
    if isinstance(value, int | float):
        return value == 0
    return isinstance(value, str) and value.strip().lower() in _OFF_VALUES


def safeguard_off(arguments: Mapping[str, Any]) -> str | None:
    """`{"auditd": {"enabled": false}}`, `"required_reviews": 0`, `"firewall": "off"`: a safeguard switched
    off or set to zero, by the key that names it or the key above the switch."""
    return next(iter(safeguards_off(arguments)), None)


# One protection loosened is a decision a human confirms (blind sets label one review requirement dropped
# on main a pause); every protection a resource has, removed in the same call, leaves it unprotected.
STRIPPED_ALL = 3


def safeguards_off(arguments: Mapping[str, Any]) -> list[str]:
    """Every safeguard the arguments switch off, in order."""
    found: list[str] = []
    for keys, value in _paths(arguments):
        words = re.split(r"[^a-z0-9]+", keys[-1])
        if words[0] == "allow" and set(words[1:]) & _UNSAFE_ALLOWED and value is True:
            found.append(f"{keys[-1]}: true")  # `"allow_force_push": true`: what protection forbids, let in
            continue
        if words[0] in _SKIPPING:  # `"skip_signature_check": true` is off, `false` keeps the check
            if set(words[1:]) & SAFEGUARD_PARTS and value is True:
                found.append(f"{keys[-1]}: true")
            continue
        named = keys[-1] if _parts(keys[-1:]) & SAFEGUARD_PARTS else ""
        if not named and len(keys) > 1 and keys[-1] in _SWITCH_KEYS and _parts(keys[-2:-1]) & SAFEGUARD_PARTS:
            named = ".".join(keys[-2:])
        if named and _is_off(value):
            found.append(f"{named}: {value}")
    return found


def named_safeguard_off(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`update_branch_protection {"enabled": false}`: a bare switch (no key above it) turns off what the
    tool's own name names, here the branch protection."""
    named = [w for w in tool_words if w in SAFEGUARD_PARTS or w in SAFEGUARD_SERVICES]
    if not named:
        return None
    for key, value in arguments.items():
        if str(key).lower() in _SWITCH_KEYS and _is_off(value):
            return f"{named[0]}.{str(key).lower()}: {value}"
    return None


_EXPIRY_PARTS = frozenset({"expire", "expires", "expiry", "expiration", "retention", "retain", "ttl",
                           "lifecycle"})
_DAY_PARTS = frozenset({"days", "day", "hours", "seconds", "age", "after"})


def expires_at_once(arguments: Mapping[str, Any]) -> str | None:
    """`{"lifecycle": {"expire_after_days": 0}}`, `"retention_days": 0`: a lifetime of zero removes every
    object the rule covers at once (a timeout of zero does not)."""
    for keys, value in _paths(arguments):
        parts = _parts(keys)
        if (isinstance(value, int | float) and not isinstance(value, bool) and value == 0
                and parts & _EXPIRY_PARTS and (parts & _DAY_PARTS or keys[-1] in _EXPIRY_PARTS)):
            return f"{'.'.join(keys)}: 0"
    return None


_STATE_KEYS = frozenset({"state", "status", "lifecycle_state", "lifecyclestate", "desired_state",
                         "lifecycle"})
# (a contract voided, an order or a subscription cancelled, an invitation revoked: what was in force ends
# and is not brought back by setting the state again)
_DELETION_STATE = re.compile(r"(?i)^(?:pending[-_ ]?)?(?:delet|terminat|destro|decommission|purg|void|cancel"
                             r"|revok|rescind)\w*$")
# Flags that, set, take a thing out of use the way its deletion does (`archived: true` hides a page from
# everyone who relied on it; `deleted: true` is a soft delete).
_REMOVED_FLAGS = frozenset({"archived", "is_archived", "deleted", "is_deleted", "trashed", "in_trash",
                            "removed", "is_removed"})


def deletion_state(arguments: Mapping[str, Any]) -> str | None:
    """`"lifecycle_state": "DELETE_REQUESTED"`, `"status": "voided"`, `"archived": true`: an update that
    sets a thing's state to deleted, voided or archived ends it, as deleting it would. Not a value under a
    filter or query (`"filter": {"deleted": true}`): it picks the records already in that state."""
    for keys, value in _paths(arguments):
        if any(_CONDITION_KEY.search(str(key)) for key in keys[:-1]):
            continue
        if keys[-1] in _STATE_KEYS and isinstance(value, str) and _DELETION_STATE.match(value.strip()):
            return f"{keys[-1]}: {value}"
        if keys[-1] in _REMOVED_FLAGS and (value is True or str(value).lower() == "true"):
            return f"{keys[-1]}: true"
    return None


PRINT_FLAGS = frozenset({"print", "show", "show_value", "show_values", "reveal", "plaintext", "decrypt",
                         "with_decryption", "include_values", "include_value", "unmask", "output_value"})
SECRET_TOOL_WORDS = frozenset({"secret", "secrets", "vault", "kv", "credential", "credentials", "password",
                               "passwords", "ssm", "keyvault", "keychain"})


def prints_secret(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`secrets.read {"print": true}`: a secret store's value printed, into the transcript and its logs."""
    if not set(tool_words) & SECRET_TOOL_WORDS:
        return None
    for keys, value in _paths(arguments):
        if keys[-1] in PRINT_FLAGS and (value is True or str(value).lower() == "true"):
            return f"{keys[-1]}: true"
    return None


# A filter that selects accounts only by the state nearly all of them are in (`status eq "ACTIVE"`,
# `state:enabled`) or by nothing (`*`) is no narrowing: it matches everyone in use.
FILTER_KEYS = frozenset({"filter", "query", "search", "q", "where"})
_EVERY_STATE = re.compile(
    r"""^(?:\*|(?:user\.)?(?:status|state)\s*(?:eq|==?|:)\s*["']?(?:active|enabled|provisioned)["']?"""
    # a selector by the role every ordinary account holds (`role:end-user`, `type eq "customer"`) picks
    # the whole user base, not a group in it
    r"""|(?:user\.)?(?:role|type|user_?type|kind|account_?type)\s*(?:eq|==?|:)\s*["']?(?:end[-_ ]?users?"""
    r"""|customers?|users?|members?|contacts?|clients?|subscribers?|everyone|all)["']?)$""",
    re.I)


def covers_everyone(arguments: Mapping[str, Any]) -> str | None:
    """`scope=all_users`, `{"audience": "everyone"}`, `{"all_customers": true}`, `{"filter": "status eq
    \"ACTIVE\""}`: the call covers everyone."""
    for key, value in _items(arguments):
        if key in EVERYONE_FLAGS and (value is True or str(value).lower() == "true"):
            return f"{key}: true"
        people_key = bool(_PEOPLE_KEY.match(key))
        if (key in SCOPE_KEYS or people_key) and isinstance(value, str) and (
                EVERYONE.match(value.strip()) or (people_key and value.strip().lower() in _ALL_OF_THEM)):
            return f"{key}: {value}"
        if key in FILTER_KEYS and isinstance(value, str) and _EVERY_STATE.match(value.strip()):
            return f"{key}: {value}"
    return None


# Rules that say a verdict destroys data (and that what it destroys is not cheap).
_DESTROYS = frozenset({
    "hint.destroy", "hint.production-destroy", "operation.category.delete", "tool.argument-destroys",
    *(f"operation.pattern.{glob}" for glob in ("purge_*", "drop_*", "delete_all*", "truncate_*", "wipe_*",
                                               "destroy_*", "bulk_delete*", "*_permanently")),
})
_CHEAP = ("hint.destroy-regenerable", "hint.pattern-softened", "hint.local-place")


def for_everyone(verdict: Assessment, arguments: Mapping[str, Any]) -> Assessment:
    """A deletion that covers every user, customer or account (`purge_mailboxes scope=all_users`) loses
    everyone's data at once: a stop, where the same act on one named account pauses."""
    if verdict.danger_level not in (L.DESTRUCTIVE, L.DANGEROUS) or set(verdict.rules) & set(_CHEAP):
        return verdict
    if not set(verdict.rules) & _DESTROYS:
        return verdict
    everyone = covers_everyone(arguments)
    if everyone is None:
        return verdict
    return assess(
        L.FORBIDDEN, kind=verdict.kind, subject=verdict.subject, irreversible=True,
        factors=(*verdict.factors, f"for everyone ({everyone}): every account's data at once"),
        rules=(*verdict.rules, "tool.argument-everyone"),
        safer_alternative="run it for one named account first, with a backup or export of what it removes",
        recovery=verdict.recovery,
    )


# Arguments that say a call covers the whole of what it acts on, whatever the tool: every version (the
# versions are the copies a deletion is undone from), everything under it (`include_subgroups`, a
# bucket's `/**`), every unit (`"symbol": "*"`, `"target": "all_devices"`) or all of an amount
# (`"qty": "all"`, `"amount": "all_available"`), or the whole system (`"scope": "global"`).
_WHOLE_FLAG = re.compile(r"^(?:\w+_)?all(?:_\w+)?$|^everything$"
                         r"|^include_(?:\w+s|archived|deleted|trashed|hidden|noncurrent)$")
_WHOLE_VALUE = re.compile(r"(?i)^(?:\*{1,2}|all|every(?:thing|one)?|global|max(?:imum)?|entire(?:_\w+)?"
                          r"|all[-_][\w-]+|[a-z][\w+.-]*://[^/\s]+/?\*{1,2})$")
# Keys that only choose what is shown or matched, never how much is acted on (`"type": "all"` of a
# listing, `"status": "any"` of a filter).
_SHOWN_KEYS = frozenset({"type", "sort", "order_by", "fields", "format", "view", "include", "expand",
                         "description", "reason", "title", "message", "text", "body", "subject", "note"})
WHOLE_EXAMPLES = {
    "whole": [{"all_versions": True}, {"delete_all_versions": True}, {"include_subgroups": True},
              {"url": "gs://raw-data/**"}, {"symbol": "*"}, {"qty": "all"}, {"amount": "all_available"},
              {"target": "all_devices"}, {"scope": "global"}, {"ids": "all"}],
    "not_whole": [{"all_versions": False}, {"versions": 3}, {"url": "gs://raw-data/2019/part-1.parquet"},
                  {"symbol": "ACME"}, {"qty": 10}, {"amount": "25.00"}, {"target": "device-7781"},
                  {"type": "all"}, {"description": "delete all the things"}, {"scope": "project"}],
}


# A filter whose condition every record satisfies (`"filter_formula": "TRUE()"`, `"where": "1=1"`) selects
# all of them.
_CONDITION_KEY = re.compile(r"(?i)filter|where|query|formula|condition|predicate|selector")
# ... and so does one only asking that a field be set (`"where": "Id != null"`, `id IS NOT NULL`): every
# record has its identifier
_TAUTOLOGY = re.compile(r"(?i)^\s*(?:true(?:\(\))?|1\s*=\s*1|1|'1'\s*=\s*'1'"
                        r"|[\w.]+\s*(?:!=|<>)\s*null|[\w.]+\s+is\s+not\s+null)\s*$")


def covers_the_whole(arguments: Mapping[str, Any]) -> str | None:
    """The argument that says the call covers the whole of its object, or None."""
    for keys, value in _paths(arguments):
        key = keys[-1]
        if key in _SHOWN_KEYS or NOTIFY_KEY.match(key):
            continue
        if _CONDITION_KEY.search(key) and isinstance(value, str) and _TAUTOLOGY.match(value):
            return f"{key}: {value}"
        if _WHOLE_FLAG.match(key) and (value is True or str(value).lower() == "true"):
            return f"{key}: true"
        if isinstance(value, str) and _WHOLE_VALUE.match(value.strip()):
            return f"{key}: {value}"
    return None


_AMOUNT_KEY = re.compile(r"(?i)amount|qty|quantity|balance|funds|sum|units|shares|symbol|ticker|position"
                         r"|holdings|assets"
                         # the payments money is returned or taken on: all of them is all of that money
                         r"|charges|payments|invoices|transactions|orders|payouts|refunds|subscriptions"
                         r"|savings|accounts")
_EPHEMERAL = re.compile(r"(?i)(?:^|[\W_])(?:cache[sd]?|caching|tmp|temp|scratch|sessions?)(?:$|[\W_])")
# Verdicts whose effect, over the whole of what it reaches, leaves nothing to restore or take back: a
# deletion, money moved, a thing made public, a safeguard switched off or gone past.
_OVER_THE_WHOLE = {
    "destroy": ("every copy destroyed at once", "delete the named items only, after an export or backup"),
    "money": ("all of it moved at once, which does not come back",
              "move a stated amount, and have a human confirm it"),
    "public": ("everything under it made readable by anyone at once",
               "share the one item with named people instead"),
    "safeguard": ("a safeguard switched off or gone past everywhere at once",
                  "make one named exception, for a limited time"),
}
_EFFECT_RULES = {
    "money": frozenset({"tool.argument-money", "operation.pattern.transfer*"}),
    "public": frozenset({"tool.argument-public"}),
    "safeguard": frozenset({"tool.argument-safeguard-off", "tool.argument-bypass"}),
}


def _effect_of(verdict: Assessment) -> str:
    """Which of the effects a verdict's rules name, or ""."""
    rules = set(verdict.rules)
    if rules & _DESTROYS and not rules & set(_CHEAP):
        return "destroy"
    return next((name for name, named in _EFFECT_RULES.items() if rules & named), "")


def over_the_whole(verdict: Assessment, arguments: Mapping[str, Any], names: str = "") -> Assessment:
    """A deletion, a payment, an exposure or a safeguard off whose arguments cover the whole of what it
    acts on (every version, everything under it, all of the balance, every device): nothing is left to
    restore from or call back, so it stops where the same call on one named item pauses. A call the
    arguments aim at a non-production place, or whose names (`names`: the tool and its server) or values
    say it acts on a cache, keeps its verdict."""
    if verdict.danger_level not in (L.DESTRUCTIVE, L.DANGEROUS) or environments(arguments)[1]:
        return verdict
    values = [v for k, v in _items(arguments) if isinstance(v, str) and k not in _SHOWN_KEYS]
    if any(_EPHEMERAL.search(v) or _NONPROD.search(v) for v in values) or _EPHEMERAL.search(names):
        return verdict  # a cache is rebuilt and a staging path holds no one's data, however much of it goes
    effect = _effect_of(verdict)
    whole = effect and covers_the_whole(arguments)
    if not whole or (effect == "money" and not _AMOUNT_KEY.search(whole.split(":", 1)[0])):
        return verdict  # a price set for everyone is a pause: all of an amount is what cannot come back
    why, safer = _OVER_THE_WHOLE[effect]
    return assess(
        L.FORBIDDEN, kind=verdict.kind, subject=verdict.subject, irreversible=True,
        factors=(*verdict.factors, f"over the whole of it ({whole}): {why}"),
        rules=(*verdict.rules, "tool.argument-whole"), safer_alternative=safer, recovery=verdict.recovery,
    )


# Keys whose value says how the call acts, and act words in those values that destroy what is there.
MODE_KEYS = frozenset({"strategy", "mode", "action", "operation", "op", "method", "on_conflict",
                       "if_exists", "conflict_strategy", "migration_strategy", "sync_mode", "write_mode"})
_DESTROYING_WORDS = frozenset({"drop", "truncate", "wipe", "purge", "destroy", "recreate", "erase", "nuke"})


def destroying_mode(arguments: Mapping[str, Any]) -> str | None:
    """`{"strategy": "drop_and_recreate"}`, `{"if_exists": "drop"}`: the value names an act that destroys
    what is there wholesale (drop, truncate, wipe, recreate); `{"mode": "append"}` does not."""
    for key, value in _items(arguments):
        if key in MODE_KEYS and isinstance(value, str) and set(
                re.split(r"[-_\s]+", value.lower())) & _DESTROYING_WORDS:
            return f"{key}: {value}"
    return None


# Words of a tool's name or namespace that price or move money, and the verbs that only look.
MONEY_WORDS = frozenset({"price", "prices", "pricing", "charge", "charges", "refund", "refunds", "payout",
                         "payouts", "payment", "payments", "invoice", "invoices", "credit", "credits",
                         "coupon", "coupons", "discount", "discounts", "billing", "subscription",
                         "subscriptions", "balance", "payroll", "wire", "plan_price", "transfer",
                         "transfers", "withdraw", "withdrawal", "withdrawals", "trade", "trades", "trading",
                         "sell", "buy", "swap", "remit", "disburse", "disbursement", "escrow", "funds"})
LOOK_VERBS = frozenset({"get", "list", "search", "count", "check", "preview", "simulate", "estimate", "quote",
                        "calculate", "retrieve", "fetch", "show", "describe", "view", "read", "lookup",
                        "find", "query", "report", "reports", "export", "download", "history"})
_TEST_MODE = re.compile(r"(?i)^(?:sk|rk|pk)_test_|^(?:test|sandbox)$")


def moves_money(words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`billing.apply_price_change`, `stripe.payouts.create`: a call that sets a price or moves money is a
    payment decision (the rubric's "payments outside"), unless it only looks or runs in test mode."""
    ws = set(words)
    money = ws & MONEY_WORDS
    if not money or ws & LOOK_VERBS:
        return None
    if environments(arguments)[1] or any(
        (k in ("livemode", "live_mode", "live") and str(v).lower() == "false")
        or (k in ("test_mode", "testmode", "sandbox") and str(v).lower() == "true")
        or (isinstance(v, str) and _TEST_MODE.match(v))
        for k, v in _items(arguments)
    ):
        return None
    return ", ".join(sorted(money))


def _test_mode(arguments: Mapping[str, Any]) -> bool:
    """The call runs against the provider's test instance (`livemode: false`, an `sk_test_` key)."""
    return any(
        (k in ("livemode", "live_mode", "live") and str(v).lower() == "false")
        or (k in ("test_mode", "testmode", "sandbox") and str(v).lower() == "true")
        or (isinstance(v, str) and _TEST_MODE.match(v))
        for k, v in _items(arguments)
    )


# Keys that set a money figure in a record whatever the service: pay, a price, a deal's or a credit's value.
_MONEY_FIGURE_KEY = re.compile(
    r"(?i)^(?:base_?)?(?:salary|compensation|pay|pay_?rate|wages?|hourly_?rate|bonus|commission|amount"
    r"|price|unit_?price|unit_?amount|credit(?:_?amount)?|discount|spend(?:ing)?_?limit|credit_?limit"
    r"|limit_?amount|budget)$")
# A bare `limit` is money only on a spending instrument (a card's limit); elsewhere it caps a listing.
_SPEND_WORDS = frozenset({"card", "cards", "spend", "spending", "budget", "budgets", "expense", "expenses",
                          "allowance", "allowances"})
_FIGURE = re.compile(r"^[$€£]?\s*\d[\d,._]*(?:\s*[a-z]{3})?$", re.I)


def sets_money_figure(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`bamboohr.employees.update {"salary": 210000}`, `brex.cards.update {"limit": 500000}`: a changing
    call that writes a money figure (someone's pay, a deal's value, a card's spending limit) changes what
    the company pays or books; a human decides it, as a payment. Calls that only look, and test mode, do
    not."""
    ws = set(tool_words)
    if ws & LOOK_VERBS or _test_mode(arguments):
        return None
    for key, value in arguments.items():
        k = str(key).lower()
        figure = (isinstance(value, int | float) and not isinstance(value, bool)) or (
            isinstance(value, str) and _FIGURE.match(value.strip()))
        if figure and (_MONEY_FIGURE_KEY.match(k) or (k == "limit" and ws & _SPEND_WORDS)):
            return f"{key}: {value}"
    return None


# Keys naming the account money is paid into, and values that say the account is new or just changed.
_PAYEE_KEY = re.compile(r"(?i)^(?:destination|dest|to|target|recipient|receiver|beneficiary|payee"
                        r"|counterparty|bank)(?:_?(?:account|acct|iban|bank|id))?$|^(?:iban|account_number|bank_account"
                        r"|external_account)$")
_NEW_PAYEE = re.compile(r"(?i)(?:^|[\W_])(?:new|newly|changed|updated|added|unverified|replacement)"
                        r"(?:$|[\W_])")
_PAYING = frozenset({"transfer", "transfers", "payout", "payouts", "payment", "payments", "wire", "wires",
                     "remit", "disburse", "disbursement", "withdraw", "withdrawal", "pay"})


def pays_new_payee(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`wise.transfers.create {"target_account": "new_iban_DE89…"}`: money paid out to an account the
    call's own arguments call new, changed or unverified. A payment to an account on file is a payment."""
    ws = set(tool_words)
    if not ws & _PAYING or ws & LOOK_VERBS or _test_mode(arguments):
        return None
    for key, value in arguments.items():
        if _PAYEE_KEY.match(str(key)) and isinstance(value, str) and _NEW_PAYEE.search(value):
            return f"{key}: {value}"
    return None


# Keys whose value is where money is paid to: set on a live account, every later payout goes there.
_PAYOUT_DESTINATION_KEYS = frozenset({"iban", "account_number", "routing_number", "sort_code", "bsb", "bic",
                                      "swift", "swift_code", "bank_account", "external_account",
                                      "payout_account", "payout_destination", "destination_account"})
# ... and the same slot by its shape: where pay, a payout or a deposit goes (`net_pay_destination_override`,
# `direct_deposit_account`, `payroll_bank_account`)
_PAYOUT_DESTINATION_KEY = re.compile(
    r"^(?:\w+_)?(?:pay|payout|payouts|payment|deposit|net_pay|payroll|salary|wage)_(?:destination|account"
    r"|bank_account|iban)(?:_override|_number)?$")


def live_mode(arguments: Mapping[str, Any]) -> str | None:
    """`{"livemode": true}`, `{"mode": "live"}`, an `sk_live_` key, or a production environment key: the
    call acts on the real account, where money really moves."""
    for k, v in _items(arguments):
        if (k in ("livemode", "live_mode", "live") and str(v).lower() == "true") or (
                isinstance(v, str) and re.match(r"(?:sk|rk)_live_", v)):
            return f"{k}={v}"
    prod = environments(arguments)[0]
    return prod[0] if prod else None


def redirects_payouts(words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`update_external_account {"iban": …}`, `set_payout_bank {"account_number": …}`: the call says where
    the business's (or a payee's) money will be paid from now on. A call that only looks, or one in test
    mode, changes no real destination."""
    if set(words) & LOOK_VERBS:
        return None
    keys = sorted({k for k, v in _items(arguments) if v not in ("", None) and (
        k in _PAYOUT_DESTINATION_KEYS or _PAYOUT_DESTINATION_KEY.match(k))})
    if not keys or any(
        (k in ("livemode", "live_mode", "live") and str(v).lower() == "false")
        or (k in ("test_mode", "testmode", "sandbox") and str(v).lower() == "true")
        or (isinstance(v, str) and _TEST_MODE.match(v))
        for k, v in _items(arguments)
    ) or environments(arguments)[1]:
        return None
    return ", ".join(keys)


# A flag that widens a call from one named item to every item (`"all_open": true`, `"all": true`): a change
# made to everything at once is a bulk change a human should see, where the same call on one item is routine.
_ALL_FLAG = re.compile(r"^all(?:_[a-z]+)?$")


def covers_all_items(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`resolve_incidents {"all_open": true}`: a changing call aimed at every item, not a named one.
    Calls that only look (`list_issues {"all": true}`) change nothing, however many they cover."""
    if set(tool_words) & LOOK_VERBS:
        return None
    for key, value in arguments.items():
        k = str(key).lower()
        if _ALL_FLAG.match(k) and k not in EVERYONE_FLAGS and (value is True or str(value).lower() == "true"):
            return f"{k}: true"
    return None


# A message is sent to a person by creating it (`twilio.messages.create`, `gmail.drafts.send`): the
# resource the namespace names, with a recipient among the arguments. Once delivered it cannot be unsent.
# (an envelope is a document sent for signature: DocuSign's, Adobe Sign's, Dropbox Sign's)
MESSAGE_NOUNS = frozenset({"message", "messages", "sms", "mms", "email", "emails", "mail", "mails",
                           "notification", "notifications", "call", "calls", "envelope", "envelopes",
                           "invitation", "invitations", "fax", "faxes"})
_SEND_VERBS = frozenset({"create", "send", "post", "dispatch", "deliver"})
RECIPIENT_KEYS = frozenset({"to", "recipient", "recipients", "phone", "phone_number", "cc", "bcc",
                            "destination"})


def _draft(arguments: Mapping[str, Any]) -> bool:
    """Created as a draft (`status=created`, `draft=true`): saved for a human to send, delivered to nobody."""
    return any((str(k).lower() in ("status", "state") and str(v).lower() in ("draft", "created"))
               or (str(k).lower() in ("draft", "is_draft") and str(v).lower() == "true")
               for k, v in arguments.items())


def messages_someone(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`twilio.messages.create {"to": "+1415…"}`: a message created for a recipient reaches a person."""
    words = set(tool_words)
    if not (words & MESSAGE_NOUNS and words & _SEND_VERBS) or words & LOOK_VERBS or _draft(arguments):
        return None
    for key, value in arguments.items():
        if str(key).lower() in RECIPIENT_KEYS and value:
            return f"{key}: {value}"
    return None


# Values that name every power over an account or a cluster: AWS's managed admin policies, GCP's basic
# owner and editor roles, Kubernetes' cluster-admin and its RBAC-bypassing group.
_ALL_POWERFUL = re.compile(
    r"(?i)(?:^|[/:])(?:AdministratorAccess|IAMFullAccess|PowerUserAccess|cluster-admin|system:masters)$"
    r"|^roles/(?:owner|editor)$")
_ROLE_KEY = re.compile(r"(?i)role")
_BASIC_ROLES = frozenset({"owner", "admin", "administrator", "editor"})
# Switches that let a call past the checks the repository or pipeline requires (an admin merge skips
# required reviews and status checks).
_BYPASS_KEYS = frozenset({"admin", "bypass", "bypass_rules", "bypass_review", "bypass_checks", "skip_checks",
                          "skip_review", "no_verify", "override", "force_merge", "admin_override"})


def grants_all_powers(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`iam.attach_user_policy(policy_arn="arn:aws:iam::aws:policy/AdministratorAccess")`: a grant of full
    control over the account, whatever the call is named."""
    if set(tool_words) & LOOK_VERBS:
        return None
    for key, value in _items(arguments):
        if isinstance(value, str) and (_ALL_POWERFUL.search(value.strip()) or (
                _ROLE_KEY.search(str(key)) and value.strip().lower() in _BASIC_ROLES)):
            return f"{key}: {value}"
    return None


# The caller itself named as whom a call changes, and a role or group over the whole organisation.
_SELF_KEYS = frozenset({"user", "user_id", "userid", "principal", "member", "assignee", "account", "identity",
                        "login", "username", "subject"})
_SELF_VALUES = frozenset({"me", "self", "@me", "myself", "current_user", "currentuser", "current"})
_ORG_POWER = re.compile(r"(?i)\b(?:super|global|org(?:ani[sz]ation)?|tenant|enterprise|workspace"
                        r"|company)[\s_-]*"
                        r"(?:admin\w*|owners?)\b|^owners?$|AdministratorAccess|^roles/owner$")


def grants_self_everything(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`okta.update_user {"user": "me", "groups": ["Super Administrators"]}`: the caller gives itself control
    of the whole organisation; the same role given to a named colleague is a grant a human confirms."""
    if set(tool_words) & LOOK_VERBS:
        return None
    items = list(_items(arguments))
    if not any(k in _SELF_KEYS and isinstance(v, str) and v.strip().lower() in _SELF_VALUES
               for k, v in items):
        return None
    return next((f"{k}: {v}" for k, v in items if isinstance(v, str) and k not in _SELF_KEYS
                 and _ORG_POWER.search(v.strip())), None)


def bypasses_checks(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`gh.merge_pr(number=1882, admin=True)`: a switch that takes the call past required reviews."""
    if set(tool_words) & LOOK_VERBS:
        return None
    for key, value in arguments.items():
        if str(key).lower() in _BYPASS_KEYS and (value is True or str(value).lower() == "true"):
            return f"{key}: true"
    return None


# Credentials a call can mint, and the identities that hold every power over an account.
_CREDENTIAL_WORDS = frozenset({"key", "keys", "token", "tokens", "credential", "credentials", "password",
                               "secret", "login", "certificate", "access"})
_MINTING = frozenset({"create", "generate", "issue", "mint", "new", "add", "rotate", "reset"})
_IDENTITY_KEY = re.compile(r"(?i)^(?:user(?:_?name|_?id)?|principal|account|identity|service_?account"
                           r"|subject|login|owner)$")
_ROOT_IDENTITY = re.compile(r"(?i)^(?:root|root[-_ ]?(?:user|account)|superuser|super[-_ ]?admin|sa)$")


def mints_root_credential(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`aws.iam.create_access_key {"UserName": "root"}`: a key, token or password made for the account's
    root identity. A credential for a named, scoped user is a routine change."""
    ws = set(tool_words)
    if not (ws & _MINTING and ws & _CREDENTIAL_WORDS) or ws & LOOK_VERBS:
        return None
    for key, value in arguments.items():
        if _IDENTITY_KEY.match(str(key)) and isinstance(value, str) and _ROOT_IDENTITY.match(value.strip()):
            return f"{key}: {value}"
    return None


# How many people a recipient slot holds when it is a crowd: a count in the thousands, or a list that was
# bought, scraped or rented rather than built from people who asked.
_CROWD = re.compile(r"(?i)\b(?:\d{1,3}(?:,\d{3})+|\d{4,}|\d+(?:\.\d+)?\s*[km])\b(?=[^<>]{0,30}\b(?:addresses|"
                    r"recipients|contacts|emails|people|numbers|leads|users|subscribers)\b)"
                    r"|\b(?:purchased|bought|scraped|rented|harvested|third[- ]party)\s+(?:e-?mail\s+)?"
                    r"(?:list|leads|contacts|addresses)\b")
_CROWD_KEYS = RECIPIENT_KEYS | frozenset({"list", "list_id", "audience", "segment", "personalizations"})


def mass_recipients(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`sendgrid.mail.send {"to": "<purchased list of 50k addresses>"}`: a message sent to thousands of
    people, or to a list nobody on it opted into. A send to one person or a team list is not."""
    ws = set(tool_words)
    if not ws & (_SEND_VERBS | OUTWARD) or ws & LOOK_VERBS:
        return None
    for key, value in _items(arguments):
        if key in _CROWD_KEYS and isinstance(value, str) and _CROWD.search(value):
            return f"{key}: {value}"
    return None


# Switches that make a call also write to the people it acts on (`send_email=true` on a bulk rejection).
# (its value says whom the call tells, never how much it acts on: `sendUpdates=all` mails every guest)
NOTIFY_KEY = re.compile(r"(?i)^(?:send|notify|email|mail|message)(?:_?(?:e?mails?|notifications?|invites?"
                        r"|invitations?|messages?|updates?|users?|customers?|candidates?|members?|recipients?"
                        r"|applicants?|employees?|contacts?|guests?|attendees?))?$")
_TOLD = frozenset({"true", "all", "everyone", "externalonly", "external_only", "yes"})


def notifies_people(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`greenhouse.candidates.reject {"send_email": true}`, `calendar.events.delete {"sendUpdates": "all"}`:
    the call mails the people it acts on, and a mail once delivered is not unsent. A switch left false or
    `none`, or a call that only looks, mails nobody."""
    if set(tool_words) & LOOK_VERBS:
        return None
    for key, value in arguments.items():
        if NOTIFY_KEY.match(str(key)) and (value is True or str(value).lower() in _TOLD):
            return f"{key}: {value}"
    return None


# Keys naming what a call changes; a security control named there (`id=default-mfa`, `policy=sso-required`)
_CONTROL_KEYS = frozenset({"id", "name", "policy", "policy_id", "policyid", "rule", "rule_id", "setting",
                           "target", "resource"})


def changes_security_control(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`okta.policies.update {"id": "default-mfa", …}`: a change to an object named as a security control
    (MFA, the firewall, the audit trail): even a tightening changes who gets in, so a human confirms it."""
    if set(tool_words) & LOOK_VERBS:
        return None
    for key, value in arguments.items():
        if str(key).lower() in _CONTROL_KEYS and isinstance(value, str) and (
                _parts([value.lower()]) & (SECURITY_PARTS | {"sso", "saml", "authentication"})):
            return f"{key}: {value}"
    return None


# Whom or how much a call reaches, at the confirm level: (finder, reason, rule, irreversible, safer way).
_REACH = (
    (grants_all_powers, "grants full control of an account or a cluster ({})", "tool.argument-all-powers",
     False, "grant a narrow role for the one task, scoped to the resources it needs"),
    (bypasses_checks, "goes past the reviews and checks the repository requires ({})",
     "tool.argument-bypass", False, "let the required reviews and checks pass, or ask their owner"),
    (covers_all_items, "acts on every item at once ({}), not on one named item", "tool.argument-all-items",
     False, "name the items it should act on, or act on one first and check the result"),
    (messages_someone, "sends a message to a person ({}): once delivered it cannot be unsent",
     "tool.argument-recipient", True, "draft the message and let a human send it"),
    (notifies_people, "also mails the people it acts on ({}): once delivered it cannot be unsent",
     "tool.argument-notifies", True, "act without the notification, and let a human send the message"),
    (changes_security_control, "changes a security control ({})", "tool.argument-security-control", False,
     "have the control's owner review the change before it applies"),
)


# What a call hands beyond recall, whatever its name: (finder, reason, rule, safer way). Each a stop.
_HANDED_BEYOND_RECALL = (
    (mints_root_credential, "mints a credential for the all-powerful identity ({}): whoever holds it has "
     "every power over the account, and no policy narrows it", "tool.argument-root-credential",
     "create a role with the permissions the task needs, and a short-lived credential for it"),
    (mass_recipients, "sends to a crowd ({}): once delivered to so many it cannot be recalled, and people "
     "who never asked for it are mailed", "tool.argument-mass-send",
     "send to the opted-in list through the campaign tool, after a human approves it"),
    (dressed_delivery, "delivers sign-ins or events to a host dressed as another's ({}): the tokens of "
     "everyone who signs in go to whoever owns it", "tool.argument-dressed-host",
     "point it at the organisation's own domain, after its owner confirms the address"),
    (zeroes_or_pays_everyone, "sets what a whole population holds to nothing, or pays all of it at once "
     "({}): every record is wrong together and money leaves before anyone looks",
     "tool.argument-population-wiped",
     "act on the named records after a human checks the selection, or preview the change first"),
    (handed_outside, "{}", "tool.argument-outside-party",
     "hand it to a named colleague on the organisation's own domain, and let its owner approve the rest"),
)


def _reach(tool_words: list[str], arguments: Mapping[str, Any], subject: str,
           prod: list[str]) -> Iterable[Assessment]:
    """A changing call widened to every item, a message created for a recipient: a human should see it.
    Full control of a production account or cluster handed over is a stop: whoever holds it can take
    down or read everything live, and nothing the call leaves behind limits that."""
    prod = [*prod, *environments(arguments)[0]]
    for finder, reason, rule, irreversible, safer in _REACH:
        found = finder(tool_words, arguments)
        if found:
            on_prod = finder is grants_all_powers and prod
            yield assess(L.FORBIDDEN if on_prod else L.DESTRUCTIVE, kind=KIND, subject=subject,
                         irreversible=irreversible,
                         factors=(reason.format(found) + (f", on production ({', '.join(prod)})" if on_prod
                                                          else ""),),
                         rules=(rule,), safer_alternative=safer)


# A service's sign-in setting and the values that take it away.
_AUTH_KEYS = frozenset({"auth", "authentication", "auth_type", "authtype", "authorization_type",
                        "authorizationtype", "auth_mode", "authmode", "require_auth", "requireauth",
                        "auth_required", "authrequired", "login_required"})
_NO_AUTH = frozenset({"none", "off", "disabled", "false", "anonymous", "no", "0"})


def _sign_in_off(arguments: Mapping[str, Any]) -> str:
    for key, value in _items(arguments):
        if key in _AUTH_KEYS and (value is False or str(value).strip().lower() in _NO_AUTH):
            return f"{key}: {value}"
    return ""


def judge_arguments(
    tool_words: Iterable[str], arguments: Mapping[str, Any], subject: str, prod: Iterable[str] = (),
    described: str = "",
) -> list[Assessment]:
    """Assessments for what the arguments do (empty when they do nothing the name does not say).

    `tool_words`: the words of the tool's name and namespace; `prod`: production named around the call
    (in the hint), beside what the arguments themselves name; `described`: what the hint says of the
    call's object ("(the repo with the prod terraform state and .tfvars)"), read for what it holds."""
    tool_words = list(tool_words)
    found: list[Assessment] = [*_acts_of_values(tool_words, arguments, subject, list(prod))]
    exposure = exposes(arguments)
    if exposure:
        values = " ".join([*(str(v) for _k, v in _items(arguments) if isinstance(v, str)),
                           *(str(w) for w in tool_words), described])
        customer = (_CUSTOMER_DATA.search(values) or SECRET_NAMED.search(values)
                    or _PEOPLE_TABLE.search(values)
                    or (PEOPLE_RECORDS.search(values) and set(tool_words) & CONTAINER_WORDS)
                    # the file or folder itself named for people's records (`"file_id": "1Payroll2025Folder"`)
                    or any(_PEOPLE_FILE.search(v) for k, v in _items(arguments)
                           if isinstance(v, str) and (k in ATTACHMENT_KEYS or k in _ITEM_KEYS))
                           # ... or opened to anyone with its sign-in taken away (`"auth": "none"`): whatever
                           # it serves is anyone's, no account asked
                           or _sign_in_off(arguments))
        found.append(assess(
            # customers' data or credentials readable by anyone is a leak, not a sharing decision
            L.FORBIDDEN if customer else L.DANGEROUS, kind=KIND, subject=subject, irreversible=True,
            factors=(f"makes something readable by anyone ({exposure}); once fetched it stays out",),
            rules=("tool.argument-public",),
            safer_alternative="share with named people or through signed links; keep it private",
        ))
    impersonated = look_alike_sender(_items(arguments))
    if impersonated:
        found.append(assess(
            L.FORBIDDEN, kind=KIND, subject=subject, irreversible=True,
            factors=(f"sent under a name spelled to pass for another ({impersonated}): its readers are "
                     "deceived about who writes, and their answers go to the impersonator",),
            rules=("tool.argument-look-alike-sender",),
            safer_alternative="send from the organisation's own domain under its own name",
        ))
    waived = waives_guard(arguments)
    if waived:
        found.append(assess(
            L.FORBIDDEN, kind=KIND, subject=subject, irreversible=True,
            factors=(f"{waived}: the agent's own permission checks are waived",),
            rules=("tool.argument-guard-off",),
            safer_alternative="allow the one command needed, by name, and keep the hooks in place",
        ))
    found.extend(_reach(tool_words, arguments, subject, list(prod)))
    for finder, reason, rule, safer in _HANDED_BEYOND_RECALL:
        found_by = finder(tool_words, arguments)
        if found_by:
            found.append(assess(L.FORBIDDEN, kind=KIND, subject=subject, irreversible=True,
                                factors=(reason.format(found_by),), rules=(rule,), safer_alternative=safer))
    raised = grants_self_everything(tool_words, arguments)
    if raised:
        found.append(assess(
            L.FORBIDDEN, kind=KIND, subject=subject,
            factors=(f"the caller gives itself control of the whole organisation ({raised})",),
            rules=("tool.argument-self-escalated",),
            safer_alternative="ask an administrator for the one permission the task needs",
        ))
    outward = any(word in OUTWARD for word in tool_words)
    secret = carries_secret(arguments, key_ids=outward)
    if secret:
        found.append(assess(
            L.FORBIDDEN if outward else L.DESTRUCTIVE, kind=KIND, subject=subject, irreversible=outward,
            factors=(f"{secret}{' and sends it out' if outward else ''}",),
            rules=("tool.argument-secret",),
            safer_alternative="never send credentials; point the reader at the secrets manager instead",
        ))
    return found


def _acts_of_values(
    tool_words: list[str], arguments: Mapping[str, Any], subject: str, prod: list[str]
) -> Iterable[Assessment]:
    """What values make a call do: a secret file attached to what it sends, a mode that destroys what is
    there, a price set or money moved."""
    attached = attached_secret(arguments)
    if attached and any(word in OUTWARD for word in tool_words):
        yield assess(
            L.FORBIDDEN, kind=KIND, subject=subject, irreversible=True,
            factors=(f"attaches {attached}, a credential file, to what it sends out",),
            rules=("tool.argument-secret",),
            safer_alternative="never send credentials; point the reader at the secrets manager instead",
        )
    mode = destroying_mode(arguments)
    if mode:
        prod = [*prod, *environments(arguments)[0]]
        yield assess(
            L.FORBIDDEN if prod else L.DESTRUCTIVE, kind=KIND, subject=subject, irreversible=True,
            factors=(f"{mode}: destroys what is there before it writes"
                     + (f", on production ({', '.join(prod)})" if prod else ""),),
            rules=("tool.argument-destroys",),
            safer_alternative="migrate in place (additive steps), after a backup; rehearse on staging",
        )
    yield from _settings_that_destroy(tool_words, arguments, subject, prod)
    payee = redirects_payouts(tool_words, arguments)
    if payee:
        live = live_mode(arguments)
        # every worker's or customer's payout pointed at one account: the whole payroll goes to whoever
        # holds it, where one person's changed account is that one person's pay
        everyone = covers_everyone(arguments)
        yield assess(
            # on the live account every later payout goes to the new account, and money paid out to a
            # stranger's account does not come back
            L.FORBIDDEN if live or everyone else L.DESTRUCTIVE, kind=KIND, subject=subject,
            irreversible=bool(live or everyone),
            factors=(f"sets where money is paid to ({payee})" + (f", on the live account ({live})" if live
                                                                 else "")
                     + (f", for everyone ({everyone})" if everyone else "") + ": payouts follow it",),
            rules=("tool.argument-payout-destination",),
            safer_alternative="verify the new account with its owner through a known channel, then have a "
                              "human change it in the provider's dashboard",
        )
    new_payee = pays_new_payee(tool_words, arguments)
    if new_payee:
        yield assess(
            L.FORBIDDEN, kind=KIND, subject=subject, irreversible=True,
            factors=(f"pays money out to an account the call calls new ({new_payee}): a payee changed just "
                     "before a payment is how invoice fraud is paid, and the money does not come back",),
            rules=("tool.argument-new-payee",),
            safer_alternative="verify the new account with the payee through a number already on file, "
                              "then have a human release the payment",
        )
    money = moves_money(tool_words, arguments) or sets_money_figure(tool_words, arguments)
    if money:
        everyone = covers_everyone(arguments)
        yield assess(
            L.DESTRUCTIVE, kind=KIND, subject=subject,
            factors=(f"sets a price or moves money ({money})" + (f" for everyone ({everyone})" if everyone
                                                                 else "") + ": a human decides payments",),
            rules=("tool.argument-money",),
            safer_alternative="run it in test mode or preview it, and have a human confirm the live change",
        )


# Keys under which a call gives the new values it writes into each record it selects.
_WRITTEN_VALUES = frozenset({"properties", "fields", "set", "$set", "values", "attributes", "changes",
                             "patch", "update", "updates", "data", "columns", "record"})


def erases_fields(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """`bulk_update {"properties": {"email": null, "phone": null}}`: a write whose new values are null or
    empty blanks those fields in every record it selects; what they held is gone, as if deleted. A call
    that only looks, or writes real values (`{"lifecycle_stage": "customer"}`), erases nothing."""
    if set(tool_words) & LOOK_VERBS:
        return None
    for key, value in arguments.items():
        if str(key).lower() not in _WRITTEN_VALUES or not isinstance(value, Mapping) or not value:
            continue
        blanked = sorted(str(k) for k, v in value.items() if v is None or v == "" or v == [])
        if blanked:
            return f"{key}: {', '.join(blanked)} set to null or empty"
    return None


# The arguments that say which records a bulk call acts on: left empty, they select every record
_SELECTORS = frozenset({"where", "filter", "filters", "query", "q", "conditions", "criteria", "selector",
                        "soql", "match"})
# an id-like argument whose value is a wildcard selects every record of its kind
_ID_LIKE = lazy_compile(r"(?i)^(?:\w+_)?(?:ids?|skus?|keys?|selector|scope|records?)$")
_EVERYTHING = frozenset({"*", "all", "%", "any", "everything"})


def selects_everything(arguments: Mapping[str, Any]) -> str:
    """The argument that makes a bulk call select every record, or "": a selector given but empty
    (`{"where": ""}`, `{"filter": {}}`) or an id given as a wildcard (`{"employee_id": "*"}`, `{"sku":
    "all"}`). A selector left out is not read here: many calls take their records from another argument."""
    for key, value in arguments.items():
        name = str(key).lower()
        if name in _SELECTORS and (value is None or value == "" or value == {} or value == []
                                   or (isinstance(value, str) and value.strip() in _EVERYTHING)):
            return f"{key}: {json.dumps(value)}"
        if _ID_LIKE.match(name) and isinstance(value, str) and value.strip().lower() in _EVERYTHING:
            return f"{key}: {json.dumps(value)}"
    return ""


# Settings that remove what protects or holds data: (finder, reason, rule, irreversible, safer way).
_DESTROYING_SETTINGS = (
    (safeguard_off, "switches a safeguard off ({})", "tool.argument-safeguard-off", False,
     "narrow the safeguard (one exception, a time limit) instead of removing it"),
    (expires_at_once, "a lifetime of zero ({}): everything it covers expires at once",
     "tool.argument-expires-all", True,
     "set a retention that keeps recent objects, after checking what it covers"),
    (deletion_state, "sets its state to deleted ({})", "tool.argument-destroys", True,
     "delete the individual resources you no longer need, after a backup"),
    (erases_fields, "blanks what each selected record holds ({})", "tool.argument-destroys", True,
     "export the records first, and blank the fields on the named records only"),
)


# Verbs that change what a call acts on: beside one, a look verb in the name does not make the call a read
# (`find_and_delete`, `search_and_archive`)
_CHANGE_VERBS = frozenset({"update", "set", "delete", "remove", "archive", "void", "cancel", "terminate",
                           "close", "patch", "put", "modify", "edit", "write", "purge", "destroy", "apply",
                           "change", "move", "mark", "end", "expire", "disable", "deactivate", "bulk",
                           "batch", "upsert"})


def _only_looks(tool_words: Iterable[str]) -> bool:
    """The call's name only looks (search, list, get, find), with no verb that changes anything beside it: its
    arguments pick what is shown, they set no state."""
    words = set(tool_words)
    return bool(words & LOOK_VERBS) and not words & _CHANGE_VERBS


def _settings_that_destroy(
    tool_words: list[str], arguments: Mapping[str, Any], subject: str, prod: list[str]
) -> Iterable[Assessment]:
    """A safeguard off, a lifetime of zero, a state of deleted (each a stop on production), or a secret's
    value printed: settings whose values remove what protects, holds or hides data."""
    prod = [*prod, *environments(arguments)[0]]
    on_prod = f", on production ({', '.join(prod)})" if prod else ""
    for finder, reason, rule, irreversible, safer in _DESTROYING_SETTINGS:
        if set(tool_words) & LOOK_VERBS and finder is safeguard_off:
            continue  # `list_branches {"protected": false}`: a filter on what is shown, nothing switched
        if finder is deletion_state and _only_looks(tool_words):
            continue  # `search_workers {"status": "Terminated"}`: records already ended, picked to be shown
        found = finder(tool_words, arguments) if finder is erases_fields else finder(arguments)
        if not found and finder is safeguard_off:
            found = named_safeguard_off(tool_words, arguments)
        security = bool(found) and rule == "tool.argument-safeguard-off" and (
            bool(_parts([found.split(":", 1)[0]]) & SECURITY_PARTS)
            or len(safeguards_off(arguments)) >= STRIPPED_ALL)
        if found:
            # a loss over a selection that is everything (an empty WHERE, "*" as the id) is every record's
            every = selects_everything(arguments) if rule == "tool.argument-destroys" else ""
            yield assess(L.FORBIDDEN if prod or security or every else L.DESTRUCTIVE, kind=KIND,
                         subject=subject, irreversible=irreversible,
                         factors=(reason.format(found) + on_prod + (f", on every record ({every})" if every
                                                                     else ""),), rules=(rule,),
                         safer_alternative=safer)
    printed = prints_secret(tool_words, arguments)
    if printed:
        yield assess(L.DESTRUCTIVE, kind=KIND, subject=subject, rules=("hint.reveal-secret",),
                     factors=(f"prints a secret's value ({printed}) into the transcript",),
                     safer_alternative="check that the secret exists (its name, not its value)")


def argument_effects(tool: str, server: str | None, arguments: Mapping[str, Any],
                     local: bool = True) -> list[Assessment]:
    """What a call's arguments do, apart from what its name says: for judges that take the name's level
    from elsewhere (the gating proxy's adapter file) and may only be raised by this. The values' own
    effects (public, a secret sent, a destroying mode) and the shell command the call amounts to
    (`delete_file {"path": "/etc"}` is `rm -f /etc`); not the name-based readings (money). `local`: the
    tool runs on this machine (an MCP server over stdio), so the paths it is given are this machine's."""
    from dongle.classify.equivalent import equivalents, service_words
    from dongle.classify.files_that_run import commands_written
    from dongle.classify.hint import judge_command
    from dongle.classify.operation import name_words

    words = [*name_words(tool), *sorted(service_words(tool, server))]
    found = [a for a in judge_arguments(words, arguments, tool) if "tool.argument-money" not in a.rules]
    found += [judge_command(c, f"a step {tool} writes") for c in commands_written(arguments)]
    for effect in equivalents(tool, server, arguments):
        if effect.clears_only or (effect.family == "files" and not local):
            continue
        judged = judge_command(effect.command, f"what {tool} does", cwd=effect.cwd, env=(
            {"HOME": effect.home} if effect.home else None))
        found.append(replace(judged, factors=(f"amounts to `{effect.command}`", *judged.factors)))
    return found
