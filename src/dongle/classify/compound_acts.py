"""Destructive verbs written inside names: a compound word, a camel-cased call, an option, a program's name.

Why: the act a program is told is read from its subcommand words split at `_`, `:` and `-`
(`command._act_named`): `uapi Mysql delete_database` says delete. Many tools spell the same act without a
separator or as something other than a subcommand, and each of those went go as "a program the dongle
does not know": WHM's API names its calls `removeacct` and `killdns` (a verb glued to its object),
CyberPanel's `deleteWebsite` is camel-cased, Plesk's utilities take the act as an option
(`plesk bin subscription --remove cityarts.org`), and HestiaCP's commands are programs named for their act
(`v-delete-user harbor`). Each is read here into the same parts the subcommand reading gives (`removeacct`
-> remove + account), so the act words and their effects (act_effects) judge them as they judge
`delete_database`.

What the act removes decides pause or stop (act_effects.whole_store): a store removed whole is a stop
unless a word naming it marks it disposable. A glued object is only read when it is a known object noun
(`killdns` is kill + dns, `purgecss` and `dropbox` are no acts), and `kill` counts only glued to such a
noun (`kill-port`, `killall` stay what their programs are). A DNS zone (`killdns`, `dns-domain`) is a
whole store: every name in the domain stops resolving. A hosting control panel's unit of tenancy (an
account, a subscription, a customer, a reseller, a virtual server's domain) holds a customer's sites, mail
and databases, so removing one is a whole store lost too; a web, mail or SSL domain of a panel is one part
of a tenant (a pause), and cPanel's `uapi` acts inside one account, whose own objects are its parts.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# Verbs that remove, as written glued to an object (`removeacct`, `delpop`, `killdns`, `dropdb`), each with
# the act word it stands for.
_GLUED_VERBS = {"remove": "remove", "delete": "delete", "del": "delete", "rm": "remove", "drop": "drop",
                "destroy": "destroy", "purge": "purge", "kill": "delete", "wipe": "wipe", "erase": "erase",
                "terminate": "terminate", "nuke": "nuke", "truncate": "truncate", "suspend": "suspend"}
# Objects such verbs are glued to, with the name the act vocabulary knows them by.
_GLUED_OBJECTS = {
    "acct": "account", "accts": "accounts", "account": "account", "accounts": "accounts", "user": "user",
    "users": "users", "dns": "zone", "zone": "zone", "zones": "zones", "dnszone": "zone", "domain": "domain",
    "domains": "domains", "subdomain": "subdomain", "addondomain": "addondomain",
    "parkeddomain": "parkeddomain", "zonerecord": "record", "record": "record", "records": "records",
    "site": "site", "sites": "sites", "website": "website", "websites": "websites", "db": "db", "dbs": "dbs",
    "database": "database", "databases": "databases", "dbuser": "dbuser", "table": "table",
    "tables": "tables", "mail": "mail", "mailbox": "mailbox", "pop": "pop", "email": "email",
    "forwarder": "forwarder", "vhost": "vhost", "subscription": "subscription", "customer": "customer",
    "client": "client", "reseller": "reseller", "pkg": "package", "package": "package", "vm": "vm",
    "server": "server", "instance": "instance", "bucket": "bucket", "cert": "cert", "ssl": "ssl",
    "cron": "cron", "ftp": "ftp", "ftpuser": "ftpuser", "backup": "backup", "backups": "backups",
    "snapshot": "snapshot", "snapshots": "snapshots", "volume": "volume", "disk": "disk", "repo": "repo",
    "project": "project", "tenant": "tenant", "app": "app", "key": "key", "token": "token", "queue": "queue",
    "index": "index", "cluster": "cluster", "webspace": "webspace", "all": "all",
    # storage and configuration a vendor CLI names glued (`vgreduce --removemissing`, `deleteallsnapshots`)
    "config": "config", "configs": "config", "configuration": "config", "missing": "missing",
    "storage": "storage", "data": "data", "datastore": "datastore", "dataset": "dataset",
    "datasets": "datasets", "pool": "pool", "pools": "pools", "vms": "vms", "volumes": "volumes",
    "disks": "disks", "channel": "channel", "channels": "channels",
}
_GLUED = lazy_compile("^(" + "|".join(sorted(_GLUED_VERBS, key=len, reverse=True)) + ")(all)?("
                      + "|".join(sorted(_GLUED_OBJECTS, key=len, reverse=True)) + ")$")
# Verbs that lose something only glued to a few objects, with the act word each stands for there: a
# configuration cleared (`targetcli clearconfig`: every target, LUN and ACL of a SAN gone), a payment
# channel closed or abandoned (`lncli closeallchannels`, `abandonchannel`: the channel ended, its funds
# settled on chain or, abandoned, forgotten). Bare, `clear` and `close` are everyday words (a terminal
# cleared, a file or an issue closed).
_NARROW_GLUED: dict[str, tuple[str, frozenset[str]]] = {
    "clear": ("wipe", frozenset({"config", "configs", "configuration", "all", "data", "everything"})),
    "close": ("terminate", frozenset({"channel", "channels", "allchannels"})),
    "abandon": ("terminate", frozenset({"channel", "channels"})),
}
_NARROW = lazy_compile("^(clear|close|abandon)(all)?([a-z]+)$")
# A word's own separators, and the boundary of a camel-cased word (`deleteWebsite`, `DeleteZone`).
_SEPARATORS = lazy_compile(r"[_:.-]+")
_CAMEL = lazy_compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
# Only a word that could hold a glued or camel-cased verb is split further (the cheap gate: most words hold
# none of these letters in a row).
_MAY_HOLD_VERB = lazy_compile(r"(?i)remove|delete|del|rm|drop|destroy|purge|kill|wipe|erase|terminate|nuke"
                              r"|truncate|suspend|clear|close|abandon")


def act_parts(word: str) -> set[str]:
    """The lower-cased parts of a told word, with a glued verb and object read apart (`removeacct` ->
    remove, account; `deleteWebsite` -> delete, website; `v-delete-dns-domain` -> …, zone)."""
    low = word.lower()
    parts = {p for p in _SEPARATORS.split(low) if p}
    if not _MAY_HOLD_VERB.search(word):
        return parts
    for piece in _SEPARATORS.split(word):
        camel = _CAMEL.findall(piece) if not (piece.islower() or piece.isupper()) else ()
        if len(camel) > 1:
            parts.update(c.lower() for c in camel)
        glued = _GLUED.match(piece.lower())
        if glued:
            parts.add(_GLUED_VERBS[glued.group(1)])
            parts.add(_GLUED_OBJECTS[glued.group(3)])
            if glued.group(2):
                parts.add("all")  # `deleteallsnapshots`: every one of them
        elif narrow := _NARROW.match(piece.lower()):
            act, objects = _NARROW_GLUED[narrow.group(1)]
            if (narrow.group(2) or "") + narrow.group(3) in objects or narrow.group(3) in objects:
                parts.add(act)
                if narrow.group(2):
                    parts.add("all")
    if "del" in parts:
        parts.add("delete")  # `ipa user-del jdoe`
    if "dns" in parts and "domain" in parts:
        parts.add("zone")  # HestiaCP's `dns-domain` is the zone
    return parts


# A dotted subcommand (`govc vm.destroy`, `govc datastore.rm`, TrueNAS' `midclt call pool.dataset.delete`, a
# JSON-RPC method `snapshot.remove`): the object path, then the act. Only the last segment is the verb, so a
# file name (`drop.sql`, `delete_me.txt`, `purge.log`) is none; `rm` and `del` as a last segment are file
# suffixes too (`movie.rm`), so they count only after an object word (`datastore.rm`).
_DOTTED = lazy_compile(r"[A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z][A-Za-z0-9_-]*)+")
_SUFFIX_LIKE = frozenset({"rm", "del"})
_DOTTED_OBJECTS = frozenset(_GLUED_OBJECTS) | frozenset({
    "file", "files", "dir", "folder", "datastore", "dataset", "pool", "vm", "vapp", "host", "disk", "device",
    "snapshot", "volume", "zvol", "share", "lun", "target", "record", "entry", "object", "item", "node",
    # vSphere's and appliances' other inventories (`govc library.rm`, `govc tags.category.rm`)
    "library", "category", "tag", "tags", "content", "template", "role", "permission", "group", "session",
    "alarm", "event", "rule", "policy", "network", "portgroup", "switch", "dvs", "cluster",
    "license", "certificate", "extension", "job", "task", "schedule", "replication", "export", "iscsi"})


def dotted_call(word: str, verbs: frozenset[str]) -> bool:
    """`vm.destroy`, `pool.dataset.delete`, `datastore.rm`: a dotted subcommand whose last segment (read
    as `act_parts` reads a word) names one of `verbs`; not a file name (`drop.sql`, `movie.rm`)."""
    if "." not in word or not _DOTTED.fullmatch(word):
        return False
    segments = word.lower().split(".")
    last = segments[-1]
    if last in _SUFFIX_LIKE:
        return segments[-2] in _DOTTED_OBJECTS
    return not verbs.isdisjoint(act_parts(last) | {last})


def dotted_parts(word: str) -> set[str]:
    """A dotted subcommand's parts: its object path's words, and its last segment read for its act
    (`datastore.rm` -> datastore, rm; `pool.dataset.delete` -> pool, dataset, delete)."""
    segments = word.split(".")
    return {s.lower() for s in segments[:-1]} | act_parts(segments[-1]) | {segments[-1].lower()}


# An act told as a JSON argument's key set true (TrueNAS' `midclt call pool.export 1 '{"destroy": true}'`,
# an RPC body `{"delete_data": true}`): a destroying verb, alone or with its data as its scope.
_JSON_TRUE = lazy_compile(r'"([A-Za-z][A-Za-z_-]*)"\s*:\s*true\b')
_JSON_VERBS = frozenset({"destroy", "delete", "purge", "wipe", "erase", "drop", "truncate", "remove"})
_JSON_SCOPES = frozenset({"data", "all", "storage", "disks", "volumes", "snapshots", "datasets", "everything",
                          "contents", "files"})


def json_act(args: tuple[str, ...]) -> str:
    """The destroying key a JSON argument sets true (`destroy`, `delete_data`), or ""."""
    for arg in args:
        if "{" not in arg or ":" not in arg:
            continue
        for key in _JSON_TRUE.findall(arg):
            parts = _SEPARATORS.split(key.lower())
            if parts[0] in _JSON_VERBS and (len(parts) == 1 or parts[1] in _JSON_SCOPES):
                return key
    return ""


# Removal options: the act told as an option of the object named before it (`plesk bin subscription
# --remove cityarts.org`). Not `--delete`: a sync's mirror option (`X --dest ./out --delete ./build`),
# judged by where its destination is.
REMOVAL_OPTIONS = frozenset({"--remove", "--destroy", "--terminate", "-remove"})


def removal_option(args: tuple[str, ...]) -> str:
    """The removal option a program is told, or ""."""
    if REMOVAL_OPTIONS.isdisjoint(args):
        return ""
    return next(a for a in args if a in REMOVAL_OPTIONS)


def option_object(args: tuple[str, ...], option: str) -> str:
    """The word before a removal option when it is a subcommand word (`subscription` in `plesk bin
    subscription --remove x`), lower-cased, or ""."""
    at = args.index(option)
    before = args[at - 1] if at > 0 else ""
    plain = before[:1].isalpha() and before.replace("-", "").replace("_", "").isalnum()
    return before.lower() if plain else ""


# Hosting control panels' command-line tools (WHM/cPanel, Plesk, Virtualmin, CyberPanel, CloudPanel,
# HestiaCP/VestaCP's `v-*` and cPanel's `/scripts/*` programs are recognised by their shape).
HOSTING_PANELS = frozenset({"whmapi0", "whmapi1", "whmlapi0", "cpapi1", "cpapi2", "plesk", "virtualmin",
                            "cyberpanel", "clpctl", "ispconfig", "directadmin", "webmin"})
# A panel's unit of tenancy: removed, a customer's sites, mail and databases go with it.
PANEL_TENANTS = frozenset({"account", "accounts", "acct", "subscription", "subscriptions", "customer",
                           "customers", "reseller", "resellers", "webspace", "webspaces", "user", "users",
                           "domain", "domains"})
# Words that make a panel's domain one part of a tenant (its web host, its mail, its certificate).
_DOMAIN_PARTS = frozenset({"web", "mail", "ssl", "sub", "subdomain", "addon", "addondomain", "parked",
                           "parkeddomain", "alias", "redirect", "forwarder", "www", "letsencrypt", "record"})


def hosting_panel(name: str, argv0: str) -> bool:
    """The program is a hosting control panel's tool (not cPanel's `uapi`, which acts inside one account)."""
    return (name in HOSTING_PANELS or (name.startswith("v-") and len(name) > 4)
            or argv0.startswith("/scripts/"))


def panel_tenant(parts: set[str]) -> str:
    """The tenant a panel's removal names among a told word's parts (a bare `domain`, not a web domain)."""
    found = parts & PANEL_TENANTS
    if {"domain", "domains"} & found and not _DOMAIN_PARTS.isdisjoint(parts):
        found -= {"domain", "domains"}
    return min(found) if found else ""


# Options whose value names what a panel's act lands on (`--domain x`, `--domainName=x`, `--user x`).
PANEL_TARGET_OPTIONS = frozenset({"domain", "domainname", "domain-name", "user", "username", "subscription",
                                  "webspace", "customer", "login", "zone", "account"})
