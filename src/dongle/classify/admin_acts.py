"""An administration API call read as the act it performs: method, resource and payload, whatever the client.

An IT or security team runs most of its week through raw API calls: `curl -X POST …/api/v1/users/ID/roles`
(Okta), `az rest --method PATCH --uri https://graph.microsoft.com/…` (Entra ID, Intune), `gh api -X PUT
orgs/ORG/memberships/USER` (GitHub), `curl -X DELETE https://siem:9200/logs-*` (a SIEM). The program is only
a carrier; what the call does is written in the request. This module reads a call into (method, URL,
body) once and judges the effects that are the same across vendors:

- the highest administrative role granted (Okta SUPER_ADMIN or ORG_ADMIN, Entra's Global or Privileged Role
  Administrator, an Azure Owner, a GitHub organisation owner, a GitLab owner): whoever holds it can take the
  whole tenant, a stop;
- a tenant-wide sign-in safeguard switched off (security defaults, a Conditional Access policy disabled or
  deleted, an authentication-methods policy disabled, a password policy weakened to a short minimum or no
  lockout): every account is one guessed password from takeover, a stop;
- a repository handed to another owner (`…/transfer` with a new owner outside the organisation), a stop;
- a managed device wiped or erased remotely: a pause for one device, a stop for every device a listing
  hands on;
- a log or index retention cut to less than a month on a security, audit or log store: the events are
  deleted by the store itself, a stop;
- every log index of a remote store deleted by a wildcard (`DELETE …/logs-*`), a stop;
- any write through `az rest` or `mgc` (Microsoft Graph): a state change on the tenant, a pause, as a
  curl write is.

A destructive call (DELETE, a wipe, an erase) whose target is each entry a listing prints (`… | xargs -I{}
gh api -X DELETE orgs/ORG/rulesets/{}`) is that act on every one, a stop, unless the listing picks some
(a query or a jq `select`), or the entries are a pipeline's by-products (runs, caches, artifacts).

Reads (GET, a HEAD, `az rest` without a method), dry runs, and calls to a loopback address keep the
verdict the rest of the classifier gives them.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel

if TYPE_CHECKING:
    from dongle.assessment import Assessment
    from dongle.rules.facts import Facts

# The programs whose calls this module reads (the classifier asks it of no other part).
API_CLIENTS = frozenset({"curl", "http", "https", "xh", "httpie", "wget", "az", "gh", "glab", "mgc"})

# PowerShell modules of the identity providers (Microsoft Graph, Azure AD, MSOnline, Exchange Online).
_GRAPH_NOUN = lazy_compile(r"(?i)^(?:mg|azuread|msol|entra)")
_CMDLET_METHODS = {"new": "POST", "add": "POST", "update": "PATCH", "set": "PATCH", "remove": "DELETE",
                   "revoke": "POST", "reset": "POST", "invoke": "POST", "get": "GET"}
_HTTP = frozenset({"curl", "http", "https", "xh", "httpie", "wget"})
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
_DATA_OPTIONS = frozenset({"-d", "--data", "--data-binary", "--data-raw", "--data-urlencode", "--json", "-F",
                           "--form", "--post-data", "-T", "--upload-file"})
_GH_FIELDS = frozenset({"-f", "-F", "--field", "--raw-field", "--input"})
_HTTP_VALUED = frozenset({"-H", "--header", "-u", "--user", "-o", "--output", "-O", "-A", "--user-agent",
                          "-e", "--referer", "-b", "--cookie", "-c", "--cookie-jar", "--cacert", "--cert",
                          "--key", "-E", "-w", "--write-out", "--connect-timeout", "-m", "--max-time",
                          "--retry", "--resolve", "-x", "--proxy", "--oauth2-bearer", "-K", "--config"})
_LOCAL = lazy_compile(r"(?i)^(?:https?://)?(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(?:[:/]|$)")


@dataclass(frozen=True)
class ApiCall:
    """One request as written: its method (upper case), its URL or API path, and its body (fields joined)."""

    method: str
    url: str
    body: str

    @property
    def writes(self) -> bool:
        return self.method not in ("GET", "HEAD", "OPTIONS")


def _option_value(args: tuple[str, ...], i: int, names: frozenset[str]) -> tuple[str, str] | None:
    """(`--name`, value) when args[i] is one of `names`: `--name value`, `--name=value` or `-Xvalue`."""
    arg = args[i]
    if arg in names:
        return (arg, args[i + 1]) if i + 1 < len(args) else (arg, "")
    head, eq, value = arg.partition("=")
    if eq and head in names and head.startswith("--"):
        return head, value
    if len(arg) > 2 and arg[:2] in names and not arg.startswith("--"):
        return arg[:2], arg[2:]
    return None


def read_call(facts: Facts) -> ApiCall | None:
    """The request an API client's invocation sends, or None when it is none (`az vm list`, `gh pr list`).
    A write's query string is part of what it sends (`glab api -X PUT
    'application/settings?require_two_factor_authentication=false'`: GitLab reads its parameters there)."""
    call = _read_call(facts)
    if call is not None and call.writes and "?" in call.url:
        query = call.url.partition("?")[2].replace("&", " ")
        call = ApiCall(call.method, call.url, f"{call.body} {query}".strip())
    return call


def _read_call(facts: Facts) -> ApiCall | None:
    name, args = facts.name, facts.inv.args
    if name in _HTTP:
        return _http_call(args)
    words = facts.lowered_positionals
    if name == "az" and words[:1] == ("rest",):
        return _az_rest(args)
    if name in ("gh", "glab") and words[:1] == ("api",):
        return _gh_api(args)
    verb, _, noun = name.partition("-")
    if noun and _GRAPH_NOUN.match(noun) and verb in _CMDLET_METHODS:
        # `Update-MgPolicyIdentitySecurityDefaultEnforcementPolicy -IsEnabled:$false`: the verb is the method,
        # the noun the resource, the parameters the body
        return ApiCall(_CMDLET_METHODS[verb], noun, " ".join(args))
    if name == "mgc" and words:
        verb = words[-1] if words[-1] in ("create", "delete", "patch", "update", "post") else ""
        method = {"create": "POST", "post": "POST", "delete": "DELETE", "patch": "PATCH",
                  "update": "PATCH"}.get(verb, "GET")
        return ApiCall(method, "/" + "/".join(words), " ".join(args))
    return None


def _http_call(args: tuple[str, ...]) -> ApiCall | None:
    method, url, body = "", "", []
    skip = False
    for i, arg in enumerate(args):
        if skip:
            skip = False
            continue
        if arg in _HTTP_VALUED:
            skip = True  # a header, a user, an output file: never the URL
            continue
        got = _option_value(args, i, frozenset({"-X", "--request", "--method"}))
        if got is not None:
            method = got[1].upper()
            continue
        data = _option_value(args, i, _DATA_OPTIONS)
        if data is not None:
            body.append(data[1])
            continue
        if not url and " " not in arg and (
                "://" in arg or (arg[:1].isalnum() and "/" in arg and ":" in arg.split("/", 1)[0])):
            url = arg
        elif arg.upper() in _METHODS and not method and i and not args[i - 1].startswith("-"):
            method = arg.upper()  # httpie: `http POST URL`
    if not url:
        return None
    if not method:
        method = "POST" if body and "-G" not in args and "--get" not in args else "GET"
    return ApiCall(method, url, " ".join(body))


def _az_rest(args: tuple[str, ...]) -> ApiCall | None:
    method, url, body = "", "", ""
    for i, _ in enumerate(args):
        if (got := _option_value(args, i, frozenset({"--method", "-m"}))) is not None:
            method = got[1].upper()
        elif (got := _option_value(args, i, frozenset({"--uri", "--url", "-u"}))) is not None:
            url = got[1]
        elif (got := _option_value(args, i, frozenset({"--body", "-b"}))) is not None:
            body = got[1]
    if not url:
        return None
    return ApiCall(method or "GET", url, body)  # (az rest's own default is GET, whatever the body)


def _gh_api(args: tuple[str, ...]) -> ApiCall | None:
    method, url, body = "", "", []
    skip = False
    for i, arg in enumerate(args):
        if skip:
            skip = False
            continue
        if arg == "api" and not url and i == 0:
            continue
        if (got := _option_value(args, i, frozenset({"-X", "--method"}))) is not None:
            method = got[1].upper()
            skip = got[0] == arg
        elif (got := _option_value(args, i, _GH_FIELDS)) is not None:
            body.append(got[1])
            skip = got[0] == arg
        elif arg in ("-H", "--header", "-q", "--jq", "-t", "--template", "--hostname", "--cache", "-p",
                     "--preview"):
            skip = True
        elif not arg.startswith("-") and not url:
            url = arg
    if not url:
        return None
    return ApiCall(method or ("POST" if body else "GET"), url, " ".join(body))


# -- what a call does ---------------------------------------------------------------------------------------

# The top administrative roles, by the name or the well-known id each vendor gives them.
_TOP_ROLES = lazy_compile(
    r"(?i)\bsuper_?admin\b|\borg_admin\b|_SEED_ADMIN_ROLE|\bglobal ?administrator\b|"
    r"\bcompany ?administrator\b|"
    r"62e90394-69f5-4237-9190-012177145e10|e8611ab8-c189-46e8-94e1-60213ab1f814|"  # Global, Privileged Role
    r"7be44c8a-adaf-4e2a-84d6-ab2649e08a13|"  # Privileged Authentication Administrator
    r"8e3af657-a8ff-443c-a75c-2fe8c4bcb635|18d7d88d-d35e-4fb5-a5c3-7773c20a72d9")  # Azure Owner, UAA
_ROLE_PATH = lazy_compile(r"(?i)/(?:roles|roleassignments|roleAssignmentScheduleRequests|role_assignments|"
                          r"roleAssignments|admins|administrators|directoryRoles/[^/]+/members)(?:/|\?|$|\$)")
# GitHub's organisation owner (`orgs/O/memberships/U` with role=admin), GitLab's owner (access_level 50).
_ORG_MEMBERSHIP = lazy_compile(r"(?i)(?:^|/)orgs/[^/]+/memberships/[^/?]+")
_OWNER_BODY = lazy_compile(r"(?i)(?:^|[\s,{\"'])role\"?\s*[=:]\s*\"?admin\b")
_GITLAB_MEMBERS = lazy_compile(r"(?i)/(?:groups|projects)/[^/]+/members")
_GITLAB_OWNER = lazy_compile(r"(?i)access_level\"?\s*[=:]\s*\"?50\b")

# Tenant-wide sign-in safeguards, and the body that switches one off.
_SECURITY_DEFAULTS = lazy_compile(r"(?i)identitySecurityDefaults?EnforcementPolic")
_CA_POLICY = lazy_compile(r"(?i)conditionalAccess/?polic|authenticationMethodsPolic|"
                          r"authenticationStrengthPolic|/policies/authorizationPolicy")
# (`"isEnabled": false`, PowerShell's `-IsEnabled:$false` and `-State disabled`)
_OFF = lazy_compile(r"(?i)\"?(?:isEnabled|enabled)\"?\s*[:=]\s*\"?\$?(?:false|0)\b|"
                    r"\"?state\"?\s*[:=]\s*\"?(?:disabled|off)\b|-state[:\s]+[\"']?disabled\b")
_MFA_OFF = lazy_compile(r"(?i)\"?[\w.]*(?:mfa|2fa|two_?factor|multi_?factor|require_?2fa)[\w.]*\"?\s*[:=]\s*"
                        r"\"?(?:false|0|off|disabled|none)\b")
# Okta's policy lifecycle (`/api/v1/policies/ID/lifecycle/deactivate`) and its password policy's settings.
_POLICY_PATH = lazy_compile(r"(?i)/api/v1/policies/[^/?]+")
_MIN_LENGTH = lazy_compile(r"(?i)\"?min_?length\"?\s*[:=]\s*(\d+)")
_NO_LOCKOUT = lazy_compile(r"(?i)\"?max_?attempts\"?\s*[:=]\s*0\b")

# A repository or project handed to another owner.
_TRANSFER = lazy_compile(r"(?i)(?:^|/)(?:repos|projects)/([^/]+)/[^/]+/transfer(?:$|[/?])|"
                         r"(?:^|/)projects/[^/]+/transfer(?:$|[/?])")
_NEW_OWNER = lazy_compile(r"(?i)(?:new_owner|namespace)\"?\s*[=:]\s*\"?([\w.-]+)")

# A repository or project resource, and a body that makes it public.
_REPO_PATH = lazy_compile(r"(?i)(?:^|/)(?:repos/[^/]+/[^/?]+|projects/[^/?]+)/?(?:$|\?)")
_PUBLIC_BODY = lazy_compile(r"(?i)visibility\"?\s*[=:]\s*\"?public\b|"
                            r"(?:^|[\s{,\"])private\"?\s*[=:]\s*\"?false\b")

# A managed device wiped, erased or retired remotely (Intune, Jamf classic and Pro, Kandji, fleet MDMs).
_WIPE = lazy_compile(r"(?i)/(?:wipe|erase|erasedevice|retire|cleanwindowsdevice|factoryreset|"
                     r"erase_device|remote_?wipe)(?:/|\?|$)|commandType\"?\s*:\s*\"?(?:ERASE_DEVICE|EraseDevice)|"
                     r"/computercommands/command/EraseDevice|/mobiledevicecommands/command/EraseDevice")

# A retention setting cut short, on a store of logs or security events.
_RETENTION = lazy_compile(
    r"(?i)(frozenTimePeriodInSecs|retention_?(?:in_?)?(?:period_?)?(?:days|seconds|secs|hours|ms)?|"
    r"retentionInDays|retention_?time|maxDataAge|delete_after|"
    # an index lifecycle's delete phase (`"delete": {"min_age": "1d"}`); a warm phase's age or a rollover's
    # `max_age` deletes nothing
    r"\"delete\"\s*:\s*\{\s*\"min_age)\"?\s*[=:]\s*\"?(\d+)\s*([dhms]?)")
_LOG_STORE = lazy_compile(r"(?i)log|audit|secur|siem|event|trail|splunk|index|indices|sentinel|guard|alert")
# An index pattern of logs or security events deleted by a wildcard.
# (a pattern that keeps a date or a version before its `*`, `filebeat-2024.09.*`, deletes one period's
# indices: retention, judged as the delete it is; `logs-*` deletes the whole family)
_LOG_WILDCARD = lazy_compile(r"(?i)/[^/?\d]*(?:log|audit|secur|siem|event|trail|alert|filebeat|winlogbeat|"
                             r"auditbeat|packetbeat|wazuh)[^/?\d]*\*|/\*(?:$|[?,])|/_all(?:$|[?,])")
# A route that carries an organisation's logs to its SIEM or archive: a log stream, a sink, a forwarder, a
# SIEM or audit-log integration (Okta's `/api/v1/logStreams/ID`, a `log-forwarders`, `audit-log-streams`).
_LOG_ROUTE = lazy_compile(r"(?i)/(?:log[_-]?streams?|log[_-]?sinks?|log[_-]?forward(?:er|ing)s?|"
                          r"audit[_-]?log[_-]?streams?|siem[_-]?integrations?|log[_-]?exports?|"
                          r"streaming[_-]?exports?)(?:/|$|\?)")
# The route's own off switch in its path (`…/lifecycle/deactivate`, `…/disable`, `…/pause`).
_ROUTE_OFF = lazy_compile(r"(?i)/(?:deactivate|disable|pause|suspend|stop)(?:/|$|\?)")
# A host named for development, testing or a lab (`dev-12345.okta.com`, `es-dev.acme.internal`).
_DEV_HOST = lazy_compile(r"(?i)^(?:https?://)?(?:[^/\s]*?[\W_])?(?:dev|devel|test|testing|lab|sandbox|staging|"
                         r"stg|qa|local|preview)(?:[\W_\d]|$)")
# The user name and password a URL may carry before its host (`https://dev@api.github.com`): not the host.
_USERINFO = lazy_compile(r"^((?:https?://)?)[^/@\s]*@")


def _dev_host(url: str) -> bool:
    """The URL's host (not a user name written before it) is named for development, testing or a lab."""
    return _DEV_HOST.match(_USERINFO.sub(r"\1", url)) is not None

# What an entry handed on is, when it is a pipeline's by-product or machinery that registers again (judged
# one by one elsewhere).
_BY_PRODUCTS = lazy_compile(r"(?i)/(?:runs|caches|artifacts|deployments|workflow_runs|jobs|pipelines|runners|"
                            r"notifications|comments|reactions|tmp|temp)/")


def _seconds(value: str, unit: str, key: str) -> int:
    n = int(value)
    lowered = key.lower()
    if unit == "d" or "day" in lowered:
        return n * 86400
    if unit == "h" or "hour" in lowered:
        return n * 3600
    if unit == "m":
        return n * 60
    if lowered.endswith("ms"):
        return n // 1000
    return n


def _stop(subject: str, why: str, rule: str, safer: str, recovery: str) -> Assessment:
    return assess(DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
                  factors=(f"{why} [{rule}]",), rules=(rule,), safer_alternative=safer, recovery=recovery)


def _pause(subject: str, why: str, rule: str, safer: str, recovery: str) -> Assessment:
    return assess(DangerLevel.DESTRUCTIVE, kind="command", subject=subject,
                  factors=(f"{why} [{rule}]",), rules=(rule,), safer_alternative=safer, recovery=recovery)


def call_act(call: ApiCall, facts: Facts, subject: str) -> Assessment | None:
    """The worst act this one request performs, as a verdict, or None when it does none this module knows.
    On a tenant or host named for development, testing or a lab (`dev-12345.okta.com`) nobody's real access
    or records are at stake: a stop found there is held for a human instead (a pause)."""
    if not call.writes or _LOCAL.match(call.url):
        return None
    found = _call_act(call, facts, subject)
    if found is None or found.danger_level < DangerLevel.FORBIDDEN or not _dev_host(call.url):
        return found
    return assess(DangerLevel.DESTRUCTIVE, kind="command", subject=subject,
                  factors=(*found.factors, "on a tenant or host named for development, testing or a lab: "
                           "held for a human rather than stopped"), rules=found.rules,
                  safer_alternative=found.safer_alternative, recovery=found.recovery)


def _call_act(call: ApiCall, facts: Facts, subject: str) -> Assessment | None:
    url, body = call.url, call.body
    both = f"{url} {body}"
    if _TOP_ROLES.search(body) or (_ROLE_PATH.search(url) and _TOP_ROLES.search(both)):
        return _stop(subject, "grants the directory's highest administrative role (super or global admin, "
                     "owner): whoever holds it can take over every account and setting of the tenant",
                     "identity.top-admin-granted",
                     "Grant a scoped role (help desk, user admin) to a named employee account, through the "
                     "provider's approval workflow.",
                     "Remove the role assignment at once and review the tenant's audit log for what it did.")
    if (_ORG_MEMBERSHIP.search(url) and _OWNER_BODY.search(body)) or (
            _GITLAB_MEMBERS.search(url) and _GITLAB_OWNER.search(body)):
        return _stop(subject, "makes an account an owner of the whole organisation: every repository, "
                     "member and setting is theirs to change or delete", "identity.top-admin-granted",
                     "Add the member with the member role; grant ownership in the web interface, with a "
                     "second owner's review.",
                     "Set the membership back to member and review the organisation's audit log.")
    if (_SECURITY_DEFAULTS.search(url) and _OFF.search(body)) or (_CA_POLICY.search(url) and (
            call.method == "DELETE" or _OFF.search(body))) or _MFA_OFF.search(body):
        return _stop(subject, "switches off a tenant-wide sign-in safeguard (security defaults, a "
                     "Conditional Access or MFA policy): every account loses its second factor",
                     "identity.mfa-policy-off",
                     "Exclude one named break-glass account from the policy for a limited time instead.",
                     "Turn the policy back on and review the sign-ins made while it was off.")
    if _POLICY_PATH.search(url) and (
            url.rstrip("/").endswith("lifecycle/deactivate") or call.method == "DELETE"
            or _NO_LOCKOUT.search(body) or any(int(n) < 8 for n in _MIN_LENGTH.findall(body))):
        return _stop(subject, "weakens or removes the organisation's sign-on or password policy (a short "
                     "minimum length, no lockout, the policy deactivated): every account becomes guessable",
                     "identity.password-policy-weakened",
                     "Change the policy in the admin console with the security team's review.",
                     "Restore the policy's previous settings and force a password reset where needed.")
    transfer = _TRANSFER.search(url)
    if transfer is not None and call.method in ("POST", "PUT", "PATCH"):
        owner = _NEW_OWNER.search(body)
        if transfer.group(1) is None or owner is None or owner.group(1).lower() != transfer.group(1).lower():
            return _stop(subject, "hands a repository to another owner: its code, issues and access leave "
                         "the organisation's control", "scm.repo-transferred-out",
                         "Transfer only between the organisation's own namespaces, from the web interface.",
                         "Ask the new owner to transfer it back; rotate the secrets it held.")
    if _REPO_PATH.search(url) and _PUBLIC_BODY.search(body):
        return _stop(subject, "makes a repository public through the API: every file and every commit of its "
                     "history can be read and copied by anyone", "scm.repo-made-public",
                     "Publish a reviewed copy without history, or keep it private and invite the readers.",
                     "Make it private again at once and rotate every secret its history held.")
    retention = _short_retention(both)
    if retention is not None and _LOG_STORE.search(url):
        return _stop(subject, f"cuts the retention of a log or security-event store to {retention}: the "
                     "store deletes every older event itself", "siem.retention-cut",
                     "Keep security and audit logs for at least the policy's minimum (often a year).",
                     "Set the retention back at once; events already aged out are gone.")
    if call.method == "DELETE" and _LOG_WILDCARD.search(url) and not _dev_host(url):
        return _stop(subject, "deletes every log or security-event index the wildcard matches on a shared "
                     "store: the history an investigation needs is gone", "siem.log-indices-deleted",
                     "Let the store's lifecycle policy age indices out; delete one named index at most.",
                     "Restore the indices from the store's snapshots.")
    if _LOG_ROUTE.search(url) and (call.method == "DELETE" or _ROUTE_OFF.search(url) or (
            _OFF.search(body))) and not _dev_host(url):
        return _stop(subject, "switches off or deletes a log stream, sink or forwarder "
                     "(`logStreams/…/lifecycle/deactivate`): the events it carried to the SIEM or the "
                     "archive stop arriving, and nothing alerts on what happens next", "siem.log-stream-off",
                     "Leave log routing to the security owner; filter one noisy source instead.",
                     "Reactivate the stream at once and review what happened while it was off.")
    if _WIPE.search(both):
        return _pause(subject, "wipes or erases a managed device remotely: everything on it is gone and its "
                      "user cannot work until it is set up again", "mdm.device-wiped",
                      "Lock the device first and confirm the ticket and the device's serial with a human.",
                      "None for the data on the device: restore from its backup, if any.")
    if facts.name in ("az", "mgc") or _GRAPH_NOUN.match(facts.name.partition("-")[2]):
        return _pause(subject, "changes the tenant (Microsoft Graph or Azure Resource Manager) through its "
                      "raw API", "identity.graph-write",
                      "Use the dedicated command (`az ad …`) or show the request to a human first.",
                      "Undo through the API or the admin center.")
    return None


def _short_retention(text: str) -> str:
    """The first retention setting under thirty days in the text, in words, or ""."""
    for key, value, unit in _RETENTION.findall(text):
        seconds = _seconds(value, unit, key)
        if 0 < seconds < 30 * 86400:
            return f"{key}={value}{unit}"
    return None  # type: ignore[return-value]


# -- the same act on every entry a listing prints ----------------------------------------------------------

_DEVICE_ACTS = frozenset({"wipe", "erase", "lock", "retire"})
_ITEM = lazy_compile(r"\{\}|\$\{?\w+\}?|%\w|\{\w*\}")
_PICKS = lazy_compile(r"(?i)select\s*\(|\[\?|\bfirst\b|\blimit\b|\[0\]|\bhead\b|\?(?:[^#]*&)?"
                      r"(?:q|search|filter|query|name|login|email)=")
_DESTROYS = lazy_compile(r"(?i)/(?:wipe|erase|erasedevice|retire|delete|remove|deactivate|suspend|lock|"
                         r"devicelock|device_lock|disable|revoke)(?:/|\?|$)")


def _listing_every(feeders: tuple[Facts, ...]) -> bool:
    """The feeders are an unfiltered listing: a read (a GET, a `list`/`get`/`print` subcommand) and steps
    that pass every line on."""
    if not feeders:
        return False
    first = feeders[-1]  # (the feeders come nearest first: the listing is the farthest)
    if _steps_pick(feeders) or first.name in ("cat", "echo", "printf"):
        return False
    call = read_call(first) if first.name in API_CLIENTS else None
    if call is not None:
        return not call.writes
    words = first.lowered_positionals[:3]
    return bool({"list", "get", "print", "ls", "show", "search"}.intersection(words))


def _steps_pick(feeders: tuple[Facts, ...]) -> bool:
    """Some step of the listing picks entries: a query or a jq `select` in it, or a `grep` that keeps what
    it names (`grep -v admin` drops a few and passes everyone else on)."""
    text = " ".join(" ".join(f.inv.argv) for f in feeders)
    return bool(_PICKS.search(text)) or any(
        f.name in ("grep", "egrep", "fgrep", "rg") and not any(
            (a.startswith("-") and not a.startswith("--") and "v" in a) or a == "--invert-match"
            for a in f.inv.args) for f in feeders)


def every_entry_destroyed(facts: Facts, subject: str) -> Assessment | None:
    """A destructive call (a DELETE, a wipe or erase, a deactivation) whose target is each entry a listing
    prints: the act on every one."""
    if not facts.feeders or not ({"xargs", "parallel"} & set(facts.inv.wrappers)):
        return None
    call = read_call(facts)
    words = facts.lowered_positionals
    if call is not None:
        if not call.writes or not _ITEM.search(call.url) or _BY_PRODUCTS.search(call.url + "/"):
            return None
        destroys = call.method == "DELETE" or bool(_DESTROYS.search(call.url) or _WIPE.search(call.url))
        what = call.url
    else:
        # (a program's own delete fed a listing is the classifier's listing reading; here only a device act)
        destroys = bool(_DEVICE_ACTS.intersection(words[:3]))
        what = " ".join(facts.inv.argv[:4])
    if not destroys:
        return None
    wipes = bool(_WIPE.search(what)) or "wipe" in words[:3] or "erase" in words[:3]
    if not wipes and not _listing_every(facts.feeders):
        return None
    if wipes and any(f.name in ("cat", "echo", "printf") for f in facts.feeders[-1:]):
        return None  # a file of devices someone wrote down: each is judged as one
    return _stop(subject, f"`{what[:90]}` runs once for every entry the listing before it prints: the act "
                 "reaches every one of them (every device wiped, every rule or account deleted)",
                 "compound.every-entry-destroyed",
                 "Act on the few entries you mean, named one by one, after a human has read the list.",
                 "Restore what can be restored from the service's recycle bin or backups.")


# -- Google Workspace (GAM) ---------------------------------------------------------------------------------

_GAM_USER_LISTINGS = (("print", "users"), ("print", "group-members"))
_GAM_TOP_ROLE = frozenset({"_seed_admin_role", "super_admin", "superadmin", "super admin"})


def gam_act(facts: Facts, subject: str) -> Assessment | None:
    """`gam create admin USER _SEED_ADMIN_ROLE customer` and `gam update user U admin on` make a super
    admin (a stop); `gam create datatransfer` hands a person's files to another (a pause); `gam csv - gam
    delete user ~primaryEmail` fed by `gam print users` deletes every account the listing prints (a stop)."""
    words = [w.lower() for w in facts.parsed.positionals]
    if (words[:2] == ["create", "admin"] and _GAM_TOP_ROLE.intersection(words[3:4])) or (
            words[:1] == ["update"] and words[1:2] == ["user"] and _gam_on(words, ("admin", "isadmin"))):
        return _stop(subject, "makes a Google Workspace account a super admin: it can take over every "
                     "account and setting of the domain", "identity.top-admin-granted",
                     "Assign a scoped admin role to a named employee in the Admin console.",
                     "Remove the role (`gam delete admin ROLE_ASSIGNMENT_ID`), review the admin audit log.")
    if words[:1] == ["user"] and (words[2:4] in (["turnoff", "2sv"], ["delete", "backupcodes"])
                                  or words[2:3] in (["deprovision"], ["signout"])):
        return _pause(subject, "takes one account's second factor or sessions away (2-step verification off, "
                      "backup codes deleted, signed out, deprovisioned)", "identity.account-factor-removed",
                      "Confirm the person and the ticket with a human; prefer a reset they complete.",
                      "Have the user enrol their second factor again.")
    if words[:2] == ["create", "datatransfer"] or (words[:1] == ["user"] and "transfer" in words[2:4]):
        return _pause(subject, "hands the ownership of a person's files to another account",
                      "identity.data-transfer",
                      "Confirm the leaver, the recipient and the services with a human first.",
                      "Transfer the files back from the recipient's account.")
    if words[:1] == ["csv"] and "gam" in words[2:]:
        inner = words[words.index("gam") + 1:]
        deletes = inner[:1] in (["delete"], ["deprovision"]) or (
            inner[:1] == ["user"] and {"delete", "deprovision"}.intersection(inner[2:3]))
        suspends = _gam_on(inner, ("suspended",))
        if (deletes or suspends) and facts.feeders and any(
                f.name == "gam" and f.lowered_positionals[:2] in _GAM_USER_LISTINGS for f in facts.feeders):
            from dongle.classify.every_account import lists_every_account  # (only for a gam csv loop)

            every = bool(lists_every_account(facts.feeders[-1])) and not _steps_pick(facts.feeders[:-1])
            if deletes or every:
                return _stop(subject, "runs the act once for every account the listing before it prints "
                             f"({'deleted' if deletes else 'suspended'}): a whole directory or unit at once",
                             "compound.every-account-acted-on",
                             "Act on the few accounts you mean, named in a reviewed file.",
                             "Restore the accounts within the provider's recovery window.")
        if deletes or suspends:
            return _pause(subject, "deletes or suspends each account a file or a filtered listing names: "
                          "several people lose their access at once", "identity.accounts-acted-in-bulk",
                          "Have a human read the list first; act on a few, then the rest.",
                          "Restore or unsuspend the accounts within the provider's recovery window.")
    return None


def _gam_on(words: list[str], keys: tuple[str, ...]) -> bool:
    return any(a in keys and b in ("on", "true", "yes", "1") for a, b in itertools.pairwise(words))


# -- mail DNS ----------------------------------------------------------------------------------------------

_SPF_PASS_ALL = lazy_compile(r"(?i)v=spf1\b[^\"']*?(?:\s|^)\+?all\b(?![\w-])")
_SPF_NEUTRAL = lazy_compile(r"(?i)v=spf1\b[^\"']*?\s[-~?]all\b")
_MX_DELETE = lazy_compile(r"(?i)\"Action\"\s*:\s*\"DELETE\"[^]]*?\"Type\"\s*:\s*\"MX\"|"
                          r"\"Type\"\s*:\s*\"MX\"[^]]*?\"Action\"\s*:\s*\"DELETE\"")
_THROWAWAY_HOST = lazy_compile(r"(?i)(?:^|\.)(?:nip\.io|sslip\.io|xip\.io|ngrok(?:-free)?\.(?:io|app)|"
                               r"trycloudflare\.com|serveo\.net|localtunnel\.me|duckdns\.org)\.?$|"
                               r"^\d{1,3}(?:[.-]\d{1,3}){3}\.?$")
_MX_JSON = lazy_compile(r"(?i)\"Type\"\s*:\s*\"MX\"")
_THROWAWAY_IN_TEXT = lazy_compile(r"(?i)((?:[\w-]+\.)*(?:nip\.io|sslip\.io|xip\.io|"
                                  r"ngrok(?:-free)?\.(?:io|app)|trycloudflare\.com|serveo\.net|localtunnel\.me|duckdns\.org))\b")
DNS_PROGRAMS = frozenset({"aws", "gcloud", "az", "doctl", "cf", "flarectl", "curl", "nsupdate"})


def mail_dns_act(facts: Facts, subject: str) -> Assessment | None:
    """SPF that passes every sender (`v=spf1 +all`), the domain's MX record deleted, or MX pointed at a
    throwaway or raw-address host: mail is forged as the domain, bounced, or read by someone else."""
    text = " ".join(facts.inv.args)
    if "spf1" not in text and "MX" not in text.upper():
        return None
    if _SPF_PASS_ALL.search(text) and not _SPF_NEUTRAL.search(text):
        return _stop(subject, "publishes an SPF record that passes every sender (`+all`): anyone can send "
                     "mail as the domain", "dns.spf-passes-all",
                     "End the record with `-all` (or `~all`) after the senders you mean.",
                     "Publish the previous SPF record again.")
    if _MX_DELETE.search(text):
        return _stop(subject, "deletes the domain's MX record: inbound mail bounces", "dns.mx-deleted",
                     "Add the new MX record first and lower the old one's priority instead.",
                     "Publish the MX record again; bounced mail is lost to the sender's retries.")
    lowered = [a.lower() for a in facts.inv.args]
    mx = "mx" in lowered or "--type=mx" in lowered or ("--type" in lowered and "mx" in lowered)
    if mx and ("delete" in lowered[:5] or "remove-record" in lowered[:6]) and not _DEV_HOST.search(text):
        return _stop(subject, "deletes the domain's MX record: inbound mail bounces", "dns.mx-deleted",
                     "Add the new MX record first and lower the old one's priority instead.",
                     "Publish the MX record again; bounced mail is lost to the sender's retries.")
    if _MX_JSON.search(text) and (hosted := _THROWAWAY_IN_TEXT.search(text)):
        return _stop(subject, f"points the domain's mail (MX) at `{hosted.group(1)}`, a throwaway host: "
                     "someone else receives the company's mail", "dns.mx-to-untrusted-host",
                     "Point MX only at the mail provider's documented hosts.",
                     "Publish the previous MX records again and review what was received.")
    if "mx" in lowered or any(a.startswith("--type=mx") for a in lowered):
        for i, arg in enumerate(lowered):
            if arg in ("-e", "--exchange", "--rrdatas", "--value", "--content") and i + 1 < len(lowered):
                host = lowered[i + 1].strip("'\"").split()[-1].rstrip(".")
                if _THROWAWAY_HOST.search(host):
                    return _stop(subject, f"points the domain's mail (MX) at `{host}`, a throwaway or "
                                 "raw-address host: someone else receives the company's mail",
                                 "dns.mx-to-untrusted-host",
                                 "Point MX only at the mail provider's documented hosts.",
                                 "Publish the previous MX records again and review what was received.")
    return None


# -- a root of trust fetched over the network ---------------------------------------------------------------

_TRUST_DIRS = ("/usr/local/share/ca-certificates", "/usr/share/ca-certificates", "/etc/pki/ca-trust/source",
               "/etc/ca-certificates", "/etc/ssl/certs", "/usr/share/pki/trust", "/etc/pki/trust")
TRUST_WRITERS = frozenset({"tee", "cp", "mv", "install", "dd", "curl", "wget"})
_PLAIN_OR_RAW = lazy_compile(r"(?i)^(?:http://|(?:https?://)?\d{1,3}(?:\.\d{1,3}){3}(?:[:/]|$))")


def trust_from_network(facts: Facts, subject: str) -> Assessment | None:
    """A certificate written into the system trust store straight from a download over plain HTTP or from a
    bare IP address: whoever answered that request (or sits on the path) now signs certificates every
    program on the host trusts, a stop. A file of the project copied in (`cp pki/root.crt …`) keeps the
    pause the system write has."""
    args = facts.inv.args
    if not any(a.startswith(_TRUST_DIRS) or ("of=" in a and _TRUST_DIRS[0] in a) for a in args):
        return None
    sources = [*args] if facts.name in ("curl", "wget") else [
        w for f in facts.feeders if f.name in ("curl", "wget") for w in f.inv.args]
    if not any(_PLAIN_OR_RAW.match(w) for w in sources):
        return None
    return _stop(subject, "installs a certificate fetched over plain HTTP or from a bare IP address into the "
                 "system trust store: whoever served it can impersonate any site to this host",
                 "pki.untrusted-root-installed",
                 "Get the CA certificate from the PKI team over an authenticated channel, check its "
                 "fingerprint, then install that file.",
                 "Remove the file from the trust store, run update-ca-certificates, and treat traffic since "
                 "as intercepted.")
