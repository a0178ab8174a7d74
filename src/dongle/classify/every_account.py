"""Every account listed, then acted on: the act's reach is everyone the directory holds.

`gam print users | xargs -I{} gam delete user {}`, `okta … /api/v1/users | jq -r '.[].id' | while read id;
do curl -X POST …/users/$id/lifecycle/deactivate; done`, `Get-MgUser -All | ForEach-Object { Remove-MgUser …
}`, `for u in $(aws iam list-users …); do aws iam delete-login-profile --user-name $u; done`: one act on one
account is a pause (a person locked out, a mailbox gone, undone one at a time), but handed every account a
listing of the directory prints, the same act locks out, deletes or signs out the whole organisation at
once, the operators running the command included. Whatever the vendor, the line has three parts this module
reads by effect:

- a listing of a directory's accounts (users, members, service accounts, mailboxes, managed devices): a
  listing verb (`list`, `print`, `get`, `search`, a `Get-` cmdlet, a GET of a collection URL) and an account
  noun, with nothing that picks some (a filter, a query, a search, a selector, one namespace); a filter that
  only keeps the live ones (`isSuspended=False`, `status eq "ACTIVE"`) picks everyone who can sign in;
- steps between that pass every entry on, or drop only a named few (`grep -v admin`, `Where-Object {
  $_.UserPrincipalName -notlike "admin*" }`, `jq 'select(.x != …)'`): everyone but a few is still everyone;
- an act on each account that takes access away or destroys what it holds: delete, suspend, deactivate,
  disable, lock, sign out, reset a password, forward its mail, wipe its device.

A listing narrowed to a named few (`query "orgUnitPath=/Contractors"`, `?search=…`, `-Filter 'Department -eq
"Temp"'`), or one that feeds a read (`gam info user {}`, `aws iam list-access-keys --user-name`), keeps the
verdict it has. `gam all users …` names the same everyone without a listing.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel

if TYPE_CHECKING:
    from dongle.rules.facts import Facts

# Nouns that name a directory's accounts, or what each account holds the access of (its devices).
_ACCOUNT_NOUNS = frozenset({
    "users", "user", "members", "member", "accounts", "account", "people", "identities", "principals",
    "logins", "serviceaccounts", "serviceaccount", "service-accounts", "service-account", "sa", "mailboxes",
    "mailbox", "devices", "mobile", "mobiles", "cros", "employees", "staff", "computers", "endpoints",
    "laptops", "workstations", "login-profiles", "aduser", "mguser", "msoluser", "azureaduser", "mgdevice",
    "localuser", "serviceprincipal", "serviceprincipals"})
# Verbs that list: a program's subcommand (`print users`, `list-users`, `users list`, `get sa`).
_LIST_WORDS = frozenset({"list", "ls", "print", "get", "search", "export", "dump", "show", "select", "find"})
# A PowerShell Get- cmdlet's noun that names accounts: `Get-MgUser`, `Get-ADUser`, `Get-Mailbox`.
# (Intune's managed devices too: `Get-MgDeviceManagementManagedDevice`)
_PS_ACCOUNT_NOUN = lazy_compile(r"(?i)^get-(?:mg|ad|msol|azuread|azad|local|exo|entra|okta|cs)?"
                                r"(?:devicemanagement)?(?:managed)?"
                                r"(?:user|mailbox|device|serviceprincipal|recipient|member)s?$")
# A collection URL's last path segment that names accounts (`/api/v1/users`, `/scim/v2/Users`,
# `/orgs/acme/members`, `/v1.0/users`).
_ACCOUNT_URL = lazy_compile(r"(?i)^(?:https?://)?[^?#\s]*/(?:users|members|accounts|people|identities|"
                            r"mailboxes|devices|serviceaccounts|service_accounts|principals)/?(?:\?([^#\s]*))?$")
# Query parameters that page or shape a listing without choosing who is in it; a directory's own name
# (`customer=my_customer`, `domain=acme.com`) is everyone in it.
_PAGING = frozenset({"limit", "page", "per_page", "page_size", "cursor", "after", "offset", "fields",
                     "select", "$select", "$top", "sort", "order", "orderby", "format", "pretty",
                     "maxresults", "pagetoken", "customer", "domain", "projection", "include_totals",
                     "paginate", "showdeleted"})
# Options and words that pick some accounts from the listing.
_PICKING_OPTIONS = lazy_compile(
    r"(?i)^-{1,2}(?:filter|filters|query|q|search|selector|l|label|labels|namespace|n|searchbase|identity|"
    r"path-prefix|prefix|tag|tags|"
    r"user-name|group|group-name|role-name|ou|org-unit|department|realm-role|email|login|upn|userid|"
    r"user-id|id|ids|name|names|match|where|first|top|max-items|resultsize)(?:=.*)?$")
_GAM_PICKS = frozenset({"query", "queries", "ou", "ou_and_children", "group", "groups", "select", "domain",
                        "orgunit", "org", "file", "csvfile", "users"})
# A filter or query value that keeps everyone who can sign in: the live accounts, or any.
_EVERY_LIVE = lazy_compile(
    r"(?i)^\s*(?:\*|\"?\*\"?|all|any|"
    r"(?:is)?suspended\s*(?:=|:|eq|-eq)\s*(?:false|\$false|0)|"
    r"(?:account)?enabled\s*(?:=|:|eq|-eq)\s*(?:true|\$true|1)|"
    r"status\s*(?:=|:|eq|-eq)\s*\"?(?:active|enabled|provisioned)\"?|"
    r"active\s*(?:=|:|eq|-eq)\s*(?:true|\$true))\s*$")
# Where-Object / jq comparisons that only drop some (`-notlike "admin*"`, `-ne`, `!=`): the rest go on.
_EXCLUDING = lazy_compile(r"(?i)(?:^|\s)-(?:ne|notlike|notmatch|notin|notcontains|inotlike|cnotlike)\b"
                          r"|!=|\bnot\b")
_INCLUDING = lazy_compile(r"(?i)(?:^|\s)-(?:eq|like|match|in|contains|gt|lt|ge|le|ieq|ilike)\b|==|\btest\(|"
                          r"\bstartswith\(|\bendswith\(|\bcontains\(")

# What an act does to an account, by the words a subcommand, a cmdlet, a URL or an option spells it with.
_ACT_WORDS = {
    "delete": "deleted", "remove": "deleted", "rm": "deleted", "destroy": "deleted", "purge": "deleted",
    "deprovision": "deleted", "offboard": "deleted", "erase": "deleted",
    "deactivate": "deactivated", "disable": "disabled", "suspend": "suspended",
    "lock": "locked", "block": "blocked", "expire": "expired", "revoke": "signed out or stripped of access",
    "signout": "signed out", "logout": "signed out", "invalidate": "signed out", "unenroll": "unenrolled",
    "wipe": "wiped", "retire": "wiped", "password": "given a new password",
    "reset": "reset (password or factors)", "forward": "forwarded outside", "forwarding": "forwarded outside",
    "forwardingsmtpaddress": "forwarded outside", "redirect": "forwarded outside", "transfer": "handed over",
    "delegate": "delegated to someone else",
}
# Words that say the command only reads, or creates something alongside (a read fed every account is a
# report, not an act).
_READ_WORDS = frozenset({"info", "show", "get", "list", "print", "describe", "report", "audit", "search",
                         "check", "whoami", "export", "count", "view", "read", "ls"})
_WORD_SPLIT = lazy_compile(r"[-_/.:=?&\s]+|(?<=[a-z])(?=[A-Z])")
# A request body or option that switches an account off: `"active": false`, `"suspended": true`,
# `--account-enabled false`, `-Enabled $false`, `--status Inactive`.
_OFF_BODY = lazy_compile(
    r"(?i)(?:^|[\s\"'{,])(?:active|enabled|accountenabled|account_enabled)\"?\s*[:=]\s*\"?(?:false|\$false|0)\b|"
    r"(?:^|[\s\"'{,])(?:suspended|blocked|locked|disabled)\"?\s*[:=]\s*\"?(?:true|\$true|1|on)\b|"
    r"(?:^|[\s\"'{,])status\"?\s*[:=]\s*\"?(?:inactive|suspended|disabled|blocked|deprovisioned|deactivated)\b")
_OFF_OPTION = lazy_compile(r"(?i)^--?(?:account-?enabled|enabled?|active)(?:[:=](?:false|\$false|0))?$")
_OFF_VALUE = frozenset({"false", "$false", "0", "off", "inactive", "disabled"})
_DRY_RUN = lazy_compile(r"(?i)^(?:--dry-?run(?:=(?:true|client|server))?|-whatif|--what-if|--noop)$")
_HTTP = frozenset({"curl", "http", "xh", "wget"})
_METHOD_OPTIONS = frozenset({"-X", "--request", "--method"})
_HEADER_SKIP = lazy_compile(r"^\s*F?NR\s*(?:>\s*[1-3]|>=\s*[2-4]|!=\s*1)\s*(?:\{\s*print\b[^}]*\}\s*)?$")
_JQ_SELECT = lazy_compile(r"select\(\s*(.*?)\s*\)")
# Programs that print or carry text: an act word among their arguments is data, not an act.
_TEXT_PROGRAMS = frozenset({"echo", "printf", "cat", "tee", "grep", "egrep", "rg", "awk", "sed", "jq", "yq",
                            "logger", "wc", "sort", "uniq", "head", "tail", "column", "cut", "tr", "read",
                            "write-output", "write-host", "out-file", "export-csv", "select-object"})


class EveryAccount(str):
    """What `_listing_fed` returns when a listing of every account feeds an act on each: the words that say
    so. A str, so the places that only ask whether a command is fed a listing keep working."""

    __slots__ = ()

    def assessment(self, subject: str) -> Assessment:
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
            factors=(f"{self} [compound.every-account-acted-on]",),
            rules=("compound.every-account-acted-on",),
            safer_alternative="Act on the few accounts you mean, named one by one, after a human has read "
            "the list (a filter in the listing, a reviewed CSV); never the whole directory at once.",
            recovery="Restore the accounts from the directory's recycle bin or backup (deleted users are "
            "kept for a while by most providers), re-enable them, and tell the people affected.")


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD_SPLIT.split(text) if w]


def _listing_picks(args: Sequence[str], start: int = 0) -> bool:
    """An option (or gam's keyword) among the listing's arguments that picks some accounts; one whose value
    keeps every live account (`query "isSuspended=False"`, `-Filter *`) picks nobody out."""
    lowered = [a.lower() for a in args]
    for i, arg in enumerate(lowered[start:], start):
        value = arg.partition("=")[2] if "=" in arg else (lowered[i + 1] if i + 1 < len(lowered) else "")
        if arg in ("-a", "-all", "--all", "-a=true", "--all-namespaces", "--all-namespaces=true"):
            continue
        if arg.split("=", 1)[0] == "--query" and "?" not in value:
            continue  # a JMESPath projection (`Users[].UserName`) shapes every entry; `[?…]` picks
        if arg.startswith("-") and _PICKING_OPTIONS.match(arg) and not _EVERY_LIVE.match(value.strip("'\"")):
            if arg in ("-n", "--namespace") or arg.startswith("--namespace="):
                return not any(a in ("-a", "--all-namespaces") for a in lowered)
            if arg in ("-resultsize", "--resultsize") and value == "unlimited":
                continue
            return True
        if arg in _GAM_PICKS and i > start + 1 and not _EVERY_LIVE.match(value.strip("'\"")):
            return True
    return False


def lists_every_account(lister: Facts) -> str:
    """The listing, in words, when it prints every account of a directory (or every live one); "". A file
    of names (`cat users-to-remove.csv`) is the named few someone wrote down, not a listing."""
    name = lister.name
    args = lister.inv.args
    if name in _TEXT_PROGRAMS:
        return ""
    if _PS_ACCOUNT_NOUN.match(name):
        lowered = [a.lower() for a in args]
        at = lowered.index("-filter") if "-filter" in lowered else -1
        kept = lowered[at + 1:at + 2] if at >= 0 else []
        # `-Filter *`, or a filter that keeps the live ones (`-Filter 'Enabled -eq $true'`): everyone
        every_kept = bool(kept) and (kept == ["*"] or bool(_EVERY_LIVE.match(kept[0].strip("'\""))))
        every = "-all" in lowered or "-all:$true" in lowered or every_kept or (
            "-resultsize" in lowered and "unlimited" in lowered) or not args
        rest = [a for i, a in enumerate(args) if lowered[i] != "-filter" and lowered[i:i + 1] != kept[:1]]
        if every and not _listing_picks(rest):
            return f"`{' '.join(lister.inv.argv)[:80]}` lists every account of the directory"
        return ""
    if name in _HTTP:
        method = lister.parsed.values.get("-X", ()) + lister.parsed.values.get("--request", ())
        if method and method[-1].upper() != "GET":
            return ""
        for word in args:
            m = _ACCOUNT_URL.match(word.strip("'\""))
            if m is None:
                continue
            query = m.group(1) or ""
            if any(p.partition("=")[0].lower() not in _PAGING for p in query.split("&") if p):
                return ""
            return f"`{word[:90]}` lists every account of the directory"
        return ""
    words = lister.lowered_positionals[:5]
    split = [w for word in words for w in _words(word)]
    # (or the collection as a path: `vault list auth/userpass/users`, `gh api orgs/acme/members`)
    if not (_LIST_WORDS.intersection(split) and _ACCOUNT_NOUNS.intersection(split + list(words))) and (
            not (_LIST_WORDS.intersection(split) or words[:1] == ("api",)) or not any(
                _ACCOUNT_URL.match("/" + w.strip("/")) for w in words)):
        return ""
    if name in ("kubectl", "oc") and not {"-a", "--all-namespaces"} & {a.lower() for a in args}:
        return ""  # one namespace's service accounts: a pick
    if _listing_picks(args, start=0) or _listing_picks(list(lister.parsed.positionals), start=0):
        return ""
    return f"`{' '.join((name, *lister.parsed.positionals[:3]))[:80]}` lists every account of the directory"


def passes_everyone(step: Facts, reshapes_only: Callable[[Facts], bool]) -> bool:
    """A step between the listing and the act that passes every account on, or drops only some named ones
    (`grep -v admin`, `Where-Object { $_.UserPrincipalName -notlike "admin*" }`, `jq 'select(.x != …)'`)."""
    if reshapes_only(step):
        return True
    if step.name in ("awk", "gawk", "mawk") and any(map(_HEADER_SKIP.match, step.inv.args)):
        return True  # `awk 'NR>2{print $1}'`: the header lines skipped, every account printed
    if step.name not in ("where-object", "where", "?", "jq", "yq"):
        return False
    text = " ".join(step.inv.args)
    if step.name in ("jq", "yq"):
        if "select" not in text and "[0]" not in text and "first" not in text and "limit" not in text:
            return True  # a projection of every item
        inner = _JQ_SELECT.search(text)
        text = inner.group(1) if inner else text
    return (bool(_EXCLUDING.search(text)) and not _INCLUDING.search(text)) or _keeps_live(text)


def _keeps_live(condition: str) -> bool:
    """A comparison that keeps the live accounts: `$_.AccountEnabled -eq $true`, `.status == "ACTIVE"`."""
    tokens = condition.replace("{", " ").replace("}", " ").replace("==", " = ").split()
    if len(tokens) != 3:
        return False
    field = tokens[0].rsplit(".", 1)[-1]
    return bool(_EVERY_LIVE.match(f"{field} {tokens[1]} {tokens[2]}"))


def account_act(facts: Facts) -> str:
    """How an account handed to this command ends up ("deleted", "suspended", "signed out"…), or ""."""
    args = facts.inv.args
    if facts.name in _TEXT_PROGRAMS or any(_DRY_RUN.match(a) for a in args):
        return ""
    if facts.name in _HTTP or _METHOD_OPTIONS.intersection(args):
        # (an API client that takes a method as curl does: `gh api -X DELETE …`, `glab api --method POST`)
        method = tuple(args[i + 1] for i, a in enumerate(args[:-1]) if a in _METHOD_OPTIONS) + (
            facts.parsed.values.get("-X", ()) + facts.parsed.values.get("--request", ()))
        verb = method[-1].upper() if method else ("POST" if any(a.startswith(("-d", "--data", "--json"))
                                                               for a in args) else "GET")
        if verb == "GET":
            return ""
        if verb == "DELETE":
            return "deleted"
        urls = [w.partition("?")[0] for w in args if "/" in w and not w.startswith("-")]
        paths = [u.split("//", 1)[1].partition("/")[2] if "//" in u else u for u in urls]
        for word in (w for path in paths for w in _words(path)):
            if word in _ACT_WORDS and word not in ("password", "transfer"):
                return _ACT_WORDS[word]
        body = " ".join(args)
        return "switched off" if _OFF_BODY.search(body) else ""
    words: list[str] = []
    positionals = facts.parsed.positionals
    head = [facts.inv.argv[0], *positionals[:6]] if facts.name.count("-") == 1 else list(positionals[:6])
    for word in head:
        words.extend(_words(word))
    if facts.name.count("-") == 1 and "-" in facts.inv.argv[0]:
        verb = facts.inv.argv[0].split("-", 1)[0].lower()
        if verb in ("get", "select", "where", "format", "export", "test", "measure", "write", "out"):
            return ""
    if any(w in _READ_WORDS for w in words[:2]) and not any(w in _ACT_WORDS for w in words[:4]):
        return ""
    for w in words:
        if w in _ACT_WORDS:
            return _ACT_WORDS[w]
    lowered = [a.lower() for a in args]
    for i, arg in enumerate(lowered):
        key, eq, value = arg.partition("=")
        value = value if eq else (lowered[i + 1] if i + 1 < len(lowered) else "")
        if _OFF_OPTION.match(key) and value.strip("'\":") in _OFF_VALUE:
            return "switched off"
        if key.lstrip("-").replace("-", "") in ("status", "state") and value.strip("'\"") in _OFF_VALUE:
            return "switched off"
        if key.lstrip("-") in ("forwardingsmtpaddress", "forwardingaddress", "forwardto", "redirectto"):
            return "forwarded outside"
        if _ACT_WORDS.get(key.lstrip("-").split("-")[0]) and key.startswith("-") and key.lstrip("-") in (
                "deletecontent", "suspend", "disable", "lock"):
            return _ACT_WORDS[key.lstrip("-").split("-")[0]]
    if _OFF_BODY.search(" ".join(args)):
        return "switched off"  # `kcadm.sh update users/ID -s enabled=false`
    # gam's own spelling: `gam update user X suspended on`
    for a, b in itertools.pairwise(words):
        if a in ("suspended", "archived", "locked") and b in ("on", "true", "yes"):
            return "suspended"
    return ""


def every_account_acted(chain: Sequence[Facts], facts: Facts,
                        reshapes_only: Callable[[Facts], bool]) -> EveryAccount | None:
    """The listing that feeds this command prints every account, nothing between picks some, and the
    command takes access away from (or destroys) each one: the act reaches everyone."""
    if not chain:
        return None
    listing = lists_every_account(chain[0])
    if not listing or not all(passes_everyone(f, reshapes_only) for f in chain[1:]):
        return None
    act = account_act(facts)
    if not act:
        return None
    return EveryAccount(f"{listing}, and each one is {act}: the act reaches every account, the people "
                        "running it included")


def all_accounts_selected(facts: Facts) -> EveryAccount | None:
    """`gam all users delete messages …`, `gam all users suspended on`: the tool's own selector for every
    account of the domain, with an act on each."""
    if facts.name != "gam":
        return None
    words = facts.lowered_positionals
    if words[:2] not in (("all", "users"), ("all", "users_ns"), ("all", "users_ns_susp")):
        return None
    act = account_act(facts)
    if not act:
        return None
    return EveryAccount(f"`gam all users` selects every account of the domain, and each one is {act}: the "
                        "act reaches everyone")


# Substrings one of the account nouns holds: parts whose first words hold none are not read further.
_ACCOUNT_GATE = lazy_compile(r"user|member|account|mailbox|device|people|principal|login|staff|employee|"
                             r"\bsa\b|mobile|cros|computer|endpoint|laptop|workstation|identit")
# Acts that take one account's access away without deleting it: undone by switching it back, so a pause.
_ACCESS_TAKEN = frozenset({"suspended", "deactivated", "disabled", "locked", "blocked", "switched off",
                           "signed out", "signed out or stripped of access", "wiped", "given a new password",
                           "reset (password or factors)"})


def may_name_account(arguments: str) -> bool:
    """Whether an account's word can be among these lower-cased arguments (joined by any separator):
    `one_account_taken`'s own first test (its operands are some of the arguments, each a whole word of
    the text), asked once of a whole line's arguments so that a line without one (most) asks no part."""
    return _ACCOUNT_GATE.search(arguments) is not None


def one_account_taken(facts: Facts, subject: str) -> Assessment | None:
    """`gam update user jdoe@acme.com suspended on`, `idpctl users deactivate jdoe`: one named account's
    access taken away (suspended, disabled, locked, signed out, its password reset): that person is shut out
    until someone switches it back, a pause whatever the tool. A deletion is judged by the packs' act
    readings."""
    words = facts.lowered_positionals[:4]
    if not words or _ACCOUNT_GATE.search(" ".join(words)) is None:
        return None  # (asked of nearly every part: one search before any splitting)
    if not _ACCOUNT_NOUNS.intersection(w for word in words for w in (word, *_words(word))) or {
            "create", "add", "new", "invite"}.intersection(words[:2]):
        return None  # (a new account is made, not one taken away)
    act = account_act(facts)
    if act not in _ACCESS_TAKEN:
        return None
    return assess(
        DangerLevel.DESTRUCTIVE, kind="command", subject=subject,
        factors=(f"the account it names is {act}: its owner is shut out until someone switches it back "
                 "[identity.account-access-taken]",),
        rules=("identity.account-access-taken",),
        safer_alternative="Confirm the account and the reason (an offboarding ticket, a security incident) "
        "with a human first.",
        recovery="Switch the account back on (unsuspend, enable, unlock) and tell its owner.")


# A store of an identity provider's accounts, named as an API path or a subcommand's object: an Auth0 database
# connection (`connections/ID`), a user pool. Something inside it (`connections/ID/users`) is not the store.
_ACCOUNT_STORE = lazy_compile(r"(?i)(?:^|/)(?:connections|user-?pools)/[^/\s?]+/?$")
_DEV_TENANT = lazy_compile(r"(?i)(?:^|[\W_])(?:dev|devel|development|test|testing|staging|stg|sandbox|local|"
                           r"localhost)(?:[\W_\d]|$)")


def account_store_deleted(facts: Facts, subject: str) -> Assessment | None:
    """`auth0 api delete "connections/ID"`: an identity provider's store of accounts deleted takes every user
    in it, with their passwords, at once (a stop, as a realm deleted is); on a tenant named for development,
    testing or staging it keeps the verdict the act has."""
    args = facts.inv.args
    if not any(("connections/" in a or "pool" in a.lower()) for a in args):
        return None
    words = [w.lower() for w in facts.parsed.positionals[:4]]
    if "delete" not in words and "rm" not in words and "remove" not in words:
        return None
    store = next((a for a in facts.parsed.positionals if _ACCOUNT_STORE.search(a.strip("'\""))), None)
    if store is None or any(_DEV_TENANT.search(a) for a in args):
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"deletes {store}, a store of the identity provider's accounts: every user in it goes at "
                 "once, with their passwords [sys.idp-user-store-delete]",),
        rules=("sys.idp-user-store-delete",),
        safer_alternative="Export the users first (the provider's bulk export), and disable the connection "
        "rather than delete it.",
        recovery="Import the users from an export, if one exists; otherwise every account must be made "
        "again.")
