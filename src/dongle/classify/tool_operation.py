"""A tool call whose operation is named by an argument, not by the tool.

One generic tool often dispatches a whole API: `aws {"action": "DeleteDBInstance", …}`, a resource
manager tool given `{"operation": "projects.delete"}`, `github {"method": "DELETE", "path": "/orgs/acme"}`.
Its name (`aws`, `github`, `call_api`) says nothing about what the call does, so judging the name alone
lets a project deletion through as an unlabelled, reversible call. The operation the arguments name is
what runs: it becomes the call's operation name (split into verb and object kind as any tool name is),
the tool's own name becomes the service it runs on, and the other arguments stay its arguments. A
REST call's method is its verb and its path's last collection is the kind of object acted on
(`DELETE /orgs/acme` deletes an organisation; `GET /orgs/acme/repos` lists repositories).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any
from urllib.parse import urlsplit

from dongle.classify.arguments import environments
from dongle.classify.extract import KNOWN_COMMANDS, ToolCall
from dongle.classify.operation import name_words
from dongle.classify.prose import VERB_ACT, lemma

# Keys whose value names the operation a generic tool runs, in the order they are trusted.
OPERATION_KEYS = ("operation", "action", "op", "method", "verb", "function", "api", "command")
# Where a REST call's path is given.
PATH_KEYS = ("path", "endpoint", "url", "route", "uri", "resource")
# The act an HTTP method performs, on one item (with an identifier) and on a collection.
HTTP_VERBS: dict[str, tuple[str, str]] = {
    "GET": ("get", "list"), "HEAD": ("get", "list"), "OPTIONS": ("get", "list"),
    "DELETE": ("delete", "delete"), "POST": ("create", "create"),
    "PUT": ("update", "update"), "PATCH": ("update", "update"),
}
# Verbs that only dispatch (`call_api`, `invoke`, `execute_request`): they say a call is made, not what
# it does, so a tool named with them alone still takes its operation from its arguments.
DISPATCH_WORDS = frozenset({"call", "invoke", "execute", "run", "perform", "do", "request", "api", "use",
                            "dispatch", "send_request", "make"})
_OPERATION_NAME = re.compile(r"^[A-Za-z][\w.:/-]{1,79}$")
# `DeleteStack`, `projects.delete`: the shapes of an API operation, not a shell command
_API_SHAPED = re.compile(r"^(?:[A-Z][a-z0-9]+){2,}$|^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$")
_VERSION = re.compile(r"^(?:v\d+(?:\.\d+)*|api|rest|\d{4}-\d{2}-\d{2})$", re.I)
_COLLECTION = re.compile(r"^[A-Za-z][A-Za-z_-]*$")


def operation_in_arguments(call: ToolCall) -> ToolCall:
    """The call with the operation its arguments name as its operation, when its own name names none.

    `call` is returned unchanged when the tool's name already says what it does (`delete_files`) or no
    argument names an operation."""
    if _names_an_act(call.tool) and len(name_words(call.tool)) > 1:
        return call  # a one-word name given an operation is the service's ("the render tool")
    found = _operation_argument(call.arguments)
    if found is None:
        return call
    key, op = found
    rest = {k: v for k, v in call.arguments.items() if k != key}
    if op.upper() in HTTP_VERBS:
        path_key = next((k for k in PATH_KEYS if isinstance(rest.get(k), str)), None)
        if path_key is None or not _collections(rest[path_key]):
            return call  # `PUT https://transfer.sh/creds.txt`: no collection, where it goes is the point
        op, named = rest_operation(op.upper(), rest[path_key])
        if not urlsplit(rest[path_key]).netloc:
            del rest[path_key]  # a bare path is said by the operation; a URL also says which host
        rest = {**named, **rest}
    return replace(call, tool=op, server=call.server or call.tool, arguments=rest)


def _names_an_act(tool: str) -> bool:
    """Whether a tool's name carries a verb of its own (dispatching verbs do not count)."""
    return any(VERB_ACT.get(lemma(w)) is not None for w in name_words(tool) if w not in DISPATCH_WORDS)


def _operation_argument(arguments: dict[str, Any]) -> tuple[str, str] | None:
    """The first operation-naming key with an operation-shaped value. A `command` counts only in an
    API's shapes (`DeleteStack`, `stacks.delete`): `{"command": "pytest -q"}` is a shell command."""
    lowered = {str(k).lower(): k for k in arguments}
    for name in OPERATION_KEYS:
        key = lowered.get(name)
        value = arguments.get(key) if key is not None else None
        if not isinstance(value, str) or not _OPERATION_NAME.match(value.strip()):
            continue
        value = value.strip()
        if name == "command" and (not _API_SHAPED.match(value) or value in KNOWN_COMMANDS):
            continue
        return str(key), value
    return None


def rest_operation(method: str, path: str) -> tuple[str, dict[str, str]]:
    """`DELETE /orgs/acme` -> (`delete_org`, {"org": "acme"}); `GET /orgs/acme/repos` -> (`list_repos`,
    {"org": "acme"}). The last collection in the path is what is acted on: one item of it when
    identifiers follow, the whole collection when none do; the collections before it say where."""
    pairs = _collections(path)
    one, many = HTTP_VERBS[method]
    if not pairs:
        return one, {}
    noun, ids = pairs[-1]
    named = {_singular(n): "/".join(i) for n, i in pairs if i}
    if ids:
        return f"{one}_{_singular(noun)}", named
    return f"{many}_{noun}", named


def _collections(path: str) -> list[tuple[str, list[str]]]:
    """A REST path as (collection, identifiers) pairs: `/repos/acme/api/issues/7` is
    [("repos", ["acme", "api"]), ("issues", ["7"])]. A segment after a collection is its identifier;
    a later plural word opens the next collection."""
    segments = [s for s in urlsplit(path.strip()).path.split("/") if s]
    while segments and _VERSION.match(segments[0]):  # `/api/v1/projects/7`: the prefix names no object
        segments.pop(0)
    pairs: list[tuple[str, list[str]]] = []
    for seg in segments:
        opens = _COLLECTION.match(seg) and (not pairs or (pairs[-1][1] and seg.lower().endswith("s")))
        if opens:
            pairs.append((seg.lower(), []))
        elif pairs:
            pairs[-1][1].append(seg)
    return pairs


def _singular(noun: str) -> str:
    """`orgs` -> `org`, `policies` -> `policy`: enough to name one item of a REST collection."""
    if noun.endswith("ies") and len(noun) > 4:
        return noun[:-3] + "y"
    if noun.endswith("s") and not noun.endswith("ss") and len(noun) > 3:
        return noun[:-1]
    return noun


# Kinds of object that are a whole tenant of a hosted service: everything the company keeps there lives
# inside one (its repositories, pages, files, users, databases), so deleting one deletes all of that.
# A project is one only at a cloud provider (the prose judge's CLOUD_PROVIDERS): elsewhere (Linear, Jira)
# it is one team's issues inside the workspace.
# A wiki's space (Confluence, ClickUp) and a tracker's or chat's team (Linear, Slack, Microsoft Teams) are the
# same: every page, issue or channel of it lives inside and goes with it.
TENANT_KINDS = frozenset({"org", "orgs", "organization", "organisation", "account", "workspace", "site",
                          "tenant", "domain", "drive", "space", "team"})
# Containers an argument can name that are tenant-wide (`{"drive": "Company Shared Drive"}`).
TENANT_KEYS = frozenset({"org", "organization", "organisation", "workspace", "tenant", "domain", "drive",
                         "site", "account", "shared_drive"})
# Services that work on this machine: their "workspace" or "site" is a directory, judged by its path.
LOCAL_SERVICES = frozenset({"filesystem", "fs", "shell", "terminal", "git", "local", "editor",
                            "ide", "vscode", "desktop", "computer", "bash", "docker"})
# Argument keys whose value is a person: `delete_account {"user": "bob@acme.com"}` closes one login.
PERSON_KEYS = frozenset({"user", "username", "user_id", "userid", "email", "member", "login", "principal"})
# Argument keys and values that take away the undo of a deletion (the trash, the final snapshot).
UNDO_REMOVING_KEYS = frozenset({"permanent", "permanently", "skiptrash", "skipfinalsnapshot",
                                "deleteautomatedbackups", "permanentlyremove", "harddelete", "hard", "purge",
                                "nobackup", "skipbackup", "force", "bypasstrash", "emptytrash"})
SELECTOR_KEYS = frozenset({"query", "q", "filter", "ids", "id", "selector", "match", "pattern", "files",
                           "items", "scope", "where"})
_EVERYTHING = frozenset({"*", "**", "%", "all", "everything", "any"})
_DESTROY_VERBS = frozenset({"delete", "destroy", "remove", "purge", "erase", "wipe", "close", "terminate",
                            "deactivate", "drop", "nuke", "trash"})


def tenant_destroyed(call: ToolCall, prod: bool = False) -> str | None:
    """What makes the call delete a whole tenant of a hosted service, or None.

    Either its operation deletes a tenant-wide object (`delete_workspace`, `accounts.delete`,
    `DELETE /orgs/acme`), or it deletes everything (`"query": "*"`) inside a tenant-wide container its
    arguments name, beyond undo (`skipTrash`) or on production. Not for local tools (a workspace there is
    a directory), a person's own account, or a tenant its arguments say is not production."""
    words = _operation_words(call.tool) | namespace_objects(call)
    if not words & _DESTROY_VERBS or _local(call) or says_nonproduction(call.arguments):
        return None
    kinds = (words & TENANT_KINDS) - _service_words(call.tool)
    if kinds and not (kinds <= {"account"} and _names_a_person(call.arguments)):
        return f"deletes a whole {'/'.join(sorted(kinds))} of {call.server or 'the service'}"
    container = _tenant_container(call.arguments)
    everything = _selects_everything(call.arguments)
    undo = undo_removed(call.arguments)
    if container and everything and (undo or prod):
        why = f"{undo}: beyond undo" if undo else "on production"
        return f"deletes everything ({everything}) in {container}, {why}"
    return None


# Words after a deleting verb that say how or when it deletes, not another object deleted.
_HOW_DELETED = frozenset({"permanently", "permanent", "force", "forced", "forcefully", "hard", "request",
                          "requested", "now", "immediately", "immediate", "async", "sync", "all",
                          "completely", "fully", "forever", "confirm", "confirmed", "job", "task",
                          "operation", "v1", "v2", "v3", "batch", "bulk"})


def _service_words(tool: str) -> set[str]:
    """Words before a snake-cased name's deleting verb when another object follows it: in
    `google_drive_delete_file` the drive is the service and a file is what is deleted (`delete_drive`,
    `drive_delete` and `delete_shared_drive` still delete a drive)."""
    parts = [w for w in re.split(r"[._/:\s-]+|_", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", tool).lower()) if w]
    verb = next((i for i, w in enumerate(parts) if w in _DESTROY_VERBS), None)
    if verb is None or verb == 0:
        return set()
    after = {_singular(w) for w in parts[verb + 1:]} | set(parts[verb + 1:])
    after -= _HOW_DELETED  # `workspace_delete_permanently`, `tenant_delete_request`: how, not what
    if not after or after & TENANT_KINDS:
        return set()
    before = set(parts[:verb])
    return before | {_singular(w) for w in before}


def _operation_words(tool: str) -> set[str]:
    """The words of an operation's name and namespace (`projects.delete` -> {projects, project, delete})."""
    parts = {w for w in re.split(r"[._/:\s-]+", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", tool).lower()) if w}
    parts = {w for p in parts for w in p.split("_") if w}
    return parts | {_singular(w) for w in parts}


def namespace_objects(call: ToolCall) -> set[str]:
    """The kinds of object a dotted call's namespace names after its service: `notion.workspace.delete`
    deletes a workspace, `confluence.space.delete` a space, as `delete_workspace` would say in its name."""
    parts = (call.server or "").split(".")[1:]
    return _operation_words(".".join(parts)) if parts else set()


def _local(call: ToolCall) -> bool:
    """Whether the service the call goes to (its server, else its tool's namespace) is this machine."""
    service = (call.server or call.tool.split(".")[0]).lower()
    return bool(set(re.split(r"[\W_]+", service)) & LOCAL_SERVICES)


def says_nonproduction(arguments: dict[str, Any]) -> bool:
    """A sandbox workspace, a dev database: the arguments name a non-production place and no production."""
    prod, nonprod = environments(arguments)
    return bool(nonprod) and not prod


def _names_a_person(arguments: dict[str, Any]) -> bool:
    return any(_key(k) in PERSON_KEYS or (isinstance(v, str) and "@" in v) for k, v in arguments.items())


def _tenant_container(arguments: dict[str, Any]) -> str:
    for key, value in arguments.items():
        k = _key(key)
        if (k in TENANT_KEYS or k.removesuffix("id") in TENANT_KEYS) and isinstance(value, str) and value:
            return f"{k}: {value}"
    return ""


def _selects_everything(arguments: dict[str, Any]) -> str:
    for key, value in arguments.items():
        k = _key(key)
        if k not in SELECTOR_KEYS:
            continue
        if value == {} or (isinstance(value, str) and value.strip().lower() in _EVERYTHING):
            return f"{k}: {value if value != {} else '{}'}"
    return ""


def undo_removed(arguments: dict[str, Any]) -> str:
    """The flag that takes away a deletion's undo (`force: true`, `permanent: true`), or ""."""
    for key, value in arguments.items():
        on = value is True or str(value).lower() == "true"
        if on and _key(key).replace("_", "") in UNDO_REMOVING_KEYS:
            return f"{key}: true"
    return ""


def _key(key: object) -> str:
    return str(key).lower().replace("-", "_")


_SCHEMA_VERBS = frozenset({"deploy", "apply", "migrate", "promote"})
_SCHEMA_WORDS = frozenset({"database", "schema", "migration", "migrations"})
_DATABASE_KEYS = frozenset({"database", "db", "database_name", "db_name", "databaseid", "database_id"})


def schema_deployed(call: ToolCall) -> str | None:
    """What makes the call deploy a schema change to a database, or None.

    `planetscale deploy_deploy_request {"database": "shop"}`, `apply_migration`: the change lands in the
    database the application runs on (a deploy request targets its production branch), where a new NOT
    NULL column or a dropped one breaks or loses live rows; as a migration run against production, a
    human decides. A database its arguments call dev, test or staging is the agent's own to change."""
    words = _operation_words(call.tool)
    if not words & _SCHEMA_VERBS or _local(call) or says_nonproduction(call.arguments):
        return None
    database = next((f"{k}: {v}" for k, v in call.arguments.items() if _key(k) in _DATABASE_KEYS), "")
    if database or words & _SCHEMA_WORDS:
        return f"deploys a schema change to a database{f' ({database})' if database else ''}"
    return None

