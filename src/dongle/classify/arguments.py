"""What a tool call's arguments do, whatever the operation is called.

`update_repo`, `post_message`, `put_bucket_acl` and `execute` sound routine; their arguments decide:
a visibility or ACL set to public exposes data to anyone, a message body carrying the contents of a
key file sends a secret out, a production connection or environment raises, a staging or dev one
caps. These are effects of values, so they are read from the values (with examples as data below),
and the hint judge takes the worst of this and the operation's name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.levels import DangerLevel as L

KIND = "tool_call"

# Keys whose value says who may see something, and the values that mean "anyone".
EXPOSURE_KEYS = frozenset({"visibility", "acl", "access", "privacy", "access_level", "accesslevel",
                           "public_access", "publicaccess", "permission", "permissions", "role",
                           "member", "members", "grantee", "audience", "sharing", "share", "scope"})
PUBLIC_VALUES = re.compile(r"^(?:public(?:[-_]read(?:[-_]write)?)?|allusers|allauthenticatedusers|anyone"
                           r"|everyone|world|anonymous|internet|container|blob)$", re.I)
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


def exposes(arguments: Mapping[str, Any]) -> str | None:
    for key, value in _items(arguments):
        if key == "principal" and (value == "*" or value == {"AWS": "*"}):
            return f"{key}: *"  # a bucket or key policy statement that lets anyone in
        if key in PUBLIC_FLAGS and value is True:
            return f"{key}: true"
        if key in PRIVATE_FLAGS and value is False:
            return f"{key}: false"
        if key not in EXPOSURE_KEYS or not isinstance(value, str):
            continue
        grantee = value.strip().rsplit(":", 1)[0].rsplit("/", 1)[-1]  # `allUsers:objectViewer`, `acl/public`
        if PUBLIC_VALUES.match(grantee) or re.search(r"allusers|allauthenticatedusers", value, re.I):
            return f"{key}: {value}"
    return None


def carries_secret(arguments: Mapping[str, Any]) -> str | None:
    for key, value in _items(arguments):
        if not isinstance(value, str):
            continue
        token = SECRET_TOKEN.search(value)
        if token:
            return f"{key} holds what looks like a secret ({token.group(0)[:8]}…)"
        if _CONTENT_OF.search(value) and _SECRET_FILE.search(value):
            return f"{key} carries the contents of {_SECRET_FILE.search(value).group(0)}"
    return None


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
    r"(?i)(?<![a-z])(?:customers?|clients?|patients?|pii|users?-data|user-uploads)(?![a-z])"
)
# A thing named for credentials (acme/infra-secrets, prod-credentials bucket): made public, it leaks them.
SECRET_NAMED = re.compile(
    r"(?i)(?<![a-z])(?:secrets?|credentials?|creds|passwords?|passwd|private[-_]?keys?|tokens?|keys?tore|vault)(?![a-z])"
)


def judge_arguments(
    tool_words: Iterable[str], arguments: Mapping[str, Any], subject: str
) -> list[Assessment]:
    """Assessments for what the arguments do (empty when they do nothing the name does not say)."""
    found: list[Assessment] = []
    exposure = exposes(arguments)
    if exposure:
        values = " ".join(str(v) for _k, v in _items(arguments) if isinstance(v, str))
        customer = _CUSTOMER_DATA.search(values) or SECRET_NAMED.search(values)
        found.append(assess(
            # customers' data or credentials readable by anyone is a leak, not a sharing decision
            L.FORBIDDEN if customer else L.DANGEROUS, kind=KIND, subject=subject, irreversible=True,
            factors=(f"makes something readable by anyone ({exposure}); once fetched it stays out",),
            rules=("tool.argument-public",),
            safer_alternative="share with named people or through signed links; keep it private",
        ))
    waived = waives_guard(arguments)
    if waived:
        found.append(assess(
            L.FORBIDDEN, kind=KIND, subject=subject, irreversible=True,
            factors=(f"{waived}: the agent's own permission checks are waived",),
            rules=("tool.argument-guard-off",),
            safer_alternative="allow the one command needed, by name, and keep the hooks in place",
        ))
    secret = carries_secret(arguments)
    if secret:
        outward = any(word in OUTWARD for word in tool_words)
        found.append(assess(
            L.FORBIDDEN if outward else L.DESTRUCTIVE, kind=KIND, subject=subject, irreversible=outward,
            factors=(f"{secret}{' and sends it out' if outward else ''}",),
            rules=("tool.argument-secret",),
            safer_alternative="never send credentials; point the reader at the secrets manager instead",
        ))
    return found
