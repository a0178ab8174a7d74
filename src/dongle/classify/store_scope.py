"""Whose data a destructive store operation removes, read from the target's name and place.

Deleting, purging, flushing or resetting a store is the same verb whether the store is the agent's own
scratch or the company's backups; what differs is what is lost and for whom. The target says which:

- *own*: at a place on this machine (`localhost`, `127.0.0.1`, a client alias named `local`,
  `minio-local`), or named as space nobody keeps (`ci-scratch`, `tmp/`, `sandbox`, `playground`, a
  Firebase `demo-*` project, which only the emulator serves), or a tool that works on a local copy
  by default (`supabase db reset`) not pointed at the hosted one. Removing it costs nobody anything:
  a go.
- *kept*: named for production, or for the copies and curated tiers everything else is restored or
  computed from (backups, archives, the warehouse, the lake's gold layer), or for a team's shared
  drive (`Shared/Finance`), or a local-copy tool pointed at a hosted database by URL or flag. Removing
  it loses what others rely on and what nothing makes again: a stop.
- anything else, or a name that says both (`prod-data/tmp/`: scratch inside production), keeps the
  verdict the rules gave.

One model for every store client (object stores and their CLIs, key-value stores, queues, warehouses,
secret engines, hosted repositories): only the rules that remove stored data consult it, and they
consult it by the words of their targets, never by the program.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.lazy_regex import lazy_compile
from dongle.rules.facts import (
    HOSTED_COPY_FLAGS,
    LOCAL_COPY_FLAGS,
    Facts,
    is_local_host,
    names_production,
    url_host,
)

# Rules whose act removes or empties stored data named by the command's operands: a bucket or path on
# an object store, keys, a topic, a dataset, a database reset by its framework, a secrets mount, a
# hosted repository. Rules about SQL statements are left out: a whole SQL database dropped pauses even
# on this machine (its rows are the developer's work), unless a test run recreates it (Facts).
STORE_REMOVALS = frozenset({
    "cloud.remote-delete", "cloud.remote-purge-store", "cloud.remote-delete-store", "cloud.rclone-sync",
    "cloud.remote-sync-delete", "cloud.storage-delete", "cloud.storage-sync-delete", "cloud.bucket-emptied",
    "cloud.delete-resource-gcloud-az", "db.store-delete", "db.store-wipe", "db.drop-database",
    "db.warehouse-remove", "db.framework-reset", "cred.secrets-engine-disable", "pkg.repo-delete-hosted",
    "ml.artifacts-delete", "sys.act-named",
})

# Names of space nobody keeps: what is there is made again, or was put there to be thrown away.
# (`test` alone is not one: a hosted `test-utils` repository or `test-fixtures` bucket is kept code and
# data the suites download; a test store on this machine is own by its place.)
_THROWAWAY = frozenset({"scratch", "tmp", "temp", "temporary", "sandbox", "playground", "throwaway",
                        "ephemeral", "disposable", "demo", "emulator", "localstack"})
# Names of a place on this machine: a client's alias for a local server (`mc alias set local …`,
# `minio-local:`), the loopback names.
_LOCAL_WORDS = frozenset({"local", "localhost"})
# Names of what nothing makes again or what others keep: backups and archives (the copies everything is
# restored from, by name or by the tool that writes them), the warehouse and the lake's curated tiers
# (every report is computed from them), customers' data, and a team's shared or finance drive.
_KEPT = frozenset({"backup", "backups", "archive", "archives", "snapshots", "restic", "borg", "kopia",
                   "offsite", "warehouse", "datalake", "lakehouse", "gold", "curated", "customer",
                   "customers", "shared", "finance", "payroll", "accounting"})
# Options that name the server a client acts on: what is on a server on this machine is on this machine.
_SERVER_OPTIONS = frozenset({"-h", "--host", "--hostname", "-H", "--server", "--bootstrap-server",
                             "--brokers", "--endpoint", "--endpoints", "--endpoint-url", "--url", "--db-url",
                             "-address", "--address", "-http-addr", "--http-addr"})
# Options that name the store itself on that server: a project or app, a topic, a bucket, a mount.
_NAME_OPTIONS = frozenset({"--project", "--app", "--topic", "--queue-url", "--bucket", "-mount", "--mount",
                           "--account-name", "--container-name"})
# `firestore:delete`, `pg:reset`: a program's subcommand spelled with colons, not a target
_SUBCOMMAND = lazy_compile(r"[A-Za-z]+(?::[A-Za-z-]+)+")
_WORD_SPLIT = lazy_compile(r"[^a-z0-9]+")


def store_scope(facts: Facts) -> tuple[str, str] | None:
    """("own", why) or ("kept", why) for the store this invocation's operands name, or None when the
    names say neither or both."""
    args = facts.inv.args
    hosted = _hosted_copy(facts)
    if hosted:
        return "kept", hosted
    kept = _kept_names(args)
    servers, names = _targets(args)
    own = [t for t in (*servers, *names) if _own(t)]
    if kept:
        return None if own else ("kept", f"the target is named for {kept}: what others keep or restore from")
    if facts.name in LOCAL_COPY_FLAGS and not (servers or names):
        return "own", f"`{facts.name}` works on its local copy unless pointed at the hosted one"
    # on a server of this machine, whatever the store is called; with no server named, by its own name
    targets = servers or names
    if targets and all(_own(t) for t in targets):
        return "own", f"the target ({targets[0]}) is on this machine or named as scratch space nobody keeps"
    return None


def _hosted_copy(facts: Facts) -> str:
    """How a tool that works on a local copy by default is pointed at the hosted one: its flag
    (`--linked`, `--remote`) or a URL of a server elsewhere (`--db-url postgresql://…supabase.co`)."""
    if facts.name not in LOCAL_COPY_FLAGS:
        return ""
    for word in facts.inv.args:
        value = word.partition("=")[2] if word.startswith("-") else word
        if word in HOSTED_COPY_FLAGS.get(facts.name, ()):
            return f"`{word}`: the hosted database, not the local copy"
        host = url_host(value) if "://" in value else None
        if host and not is_local_host(host):
            return f"the hosted database at {host}, not the local copy"
    return ""


def _kept_names(args: Iterable[str]) -> str:
    """The first word of the arguments that names production or what others keep, or ""."""
    for arg in args:
        value = arg.partition("=")[2] if arg.startswith("-") else arg
        if names_production(value):
            return "production"
        kept = _KEPT.intersection(_WORD_SPLIT.split(value.lower()))
        if kept:
            return sorted(kept)[0]
    return ""


def _targets(args: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """(servers, names): the servers the client is pointed at (by option, or a URL operand), and the
    operands that name a store: words that are names (with a digit, `.`, `/`, `:`, `-` or `_`; a bare
    word is a subcommand or a plain value) and the values of options that name one. Ports and counts,
    sources on this machine (`./dist`) and `prog:verb` subcommands are not stores."""
    servers: list[str] = []
    names: list[str] = []
    skip_next = False
    for i, arg in enumerate(args):
        if skip_next:
            skip_next = False
            continue
        if arg.startswith("-"):
            name, eq, value = arg.partition("=")
            into = servers if name in _SERVER_OPTIONS else names if name in _NAME_OPTIONS else None
            if into is not None and not eq and i + 1 < len(args):
                value, skip_next = args[i + 1], True
            if into is not None and value:
                into.append(value)
            continue
        if arg.isdigit() or arg.isalpha() or _SUBCOMMAND.fullmatch(arg) or arg.startswith(("./", "../")):
            continue
        (servers if "://" in arg else names).append(arg)
    return servers, names


def _own(target: str) -> bool:
    """A target on this machine (a loopback host, a `local` alias) or named as throwaway space."""
    host = url_host(target) if "://" in target else target.split(":", 1)[0].split("/", 1)[0]
    if host and (is_local_host(host.lower()) or _LOCAL_WORDS.intersection(_WORD_SPLIT.split(host.lower()))):
        return True
    return bool(_THROWAWAY.intersection(_WORD_SPLIT.split(target.lower())))
