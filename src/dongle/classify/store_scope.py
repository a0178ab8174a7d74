"""Whose data a destructive store operation removes, read from the target's name and place.

Deleting, purging, flushing or resetting a store is the same verb whether the store is the agent's own
scratch or the company's backups; what differs is what is lost and for whom. The target says which:

- *own*: at a place on this machine (`localhost`, `127.0.0.1`, a client alias named `local`,
  `minio-local`), or an emulator's (a `demo-*` project, which only the Firebase emulator serves), or a
  tool that works on a local copy by default (`supabase db reset`) not pointed at the hosted one, or,
  on a hosted store, named both for the user and as space nobody keeps (`sam-ci-scratch`,
  `dbfs:/tmp/sam/`, `sam_scratch.tmp_x`). Removing it costs nobody else anything: a go. A team's
  scratch bucket (`acme-ml-scratch`) is shared space: its verdict stays the rules'.
- *kept*: the whole of what is named for production, for the copies and curated tiers everything else
  is restored or computed from (backups, archives, the warehouse, the lake's gold layer), or for a
  team's shared or finance drive, or a local-copy tool pointed at a hosted database. Removing it loses
  what others rely on and what nothing makes again: a stop. A dated partition inside it
  (`backups/2022`), a filtered removal (`--include '2019-*'`), or a store named for another
  environment too (`datalake-staging`) is housekeeping the rules judge.
- anything else, or a name that says both (`prod-data/tmp/`), keeps the verdict the rules gave.

One model for every store client (object stores and their CLIs, key-value stores, queues, warehouses,
secret engines, hosted repositories): only the rules that remove stored data consult it, and they
consult it by the words of their targets, never by the program.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable

from dongle.classify.store_root import inside_produced_store, produced_root
from dongle.lazy_regex import lazy_compile
from dongle.paths import SCRATCH_DIRS
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
    "db.store-delete", "db.store-wipe", "db.kv-tree-delete", "db.kv-top-tree-delete",
    "db.drop-database",
    "db.warehouse-remove", "db.framework-reset", "cred.secrets-engine-disable", "pkg.repo-delete-hosted",
    "ml.artifacts-delete", "sys.act-named",
    # a push that deletes or overwrites what the destination repository holds (`--mirror`, `--force`)
    "git.push-force-all", "git.push-force",
})
# A generic rule that fires beside a store rule (`gcloud storage rm` is also a gcloud deletion); alone it
# removes infrastructure (a resource group, a disk), which is more than a store's contents.
STORE_COMPANIONS = frozenset({"cloud.delete-resource-gcloud-az"})
# Removals that make a destination match a source: they put the source's content in place, so naming
# what is kept does not make them a wipe (an empty source is the rules' to see).
_SYNCS = frozenset({"cloud.rclone-sync", "cloud.remote-sync-delete", "cloud.storage-sync-delete"})

# Names of space nobody keeps: what is there is made again, or was put there to be thrown away.
# (`test` alone is not one: a hosted `test-utils` repository or `test-fixtures` bucket is kept code and
# data the suites download; a test store on this machine is own by its place.)
_THROWAWAY = frozenset({"scratch", "tmp", "temp", "temporary", "sandbox", "playground", "throwaway",
                        "ephemeral", "disposable"})
# Names of another environment than production: a store named for one is not the kept tier of the
# business even when it is called a lake or warehouse.
_OTHER_ENVIRONMENT = frozenset({"staging", "stage", "stg", "dev", "development", "test", "testing", "qa",
                                "uat", "preview", "ci", "e2e"}) | _THROWAWAY
# Names of a place on this machine: a client's alias for a local server (`mc alias set local …`,
# `minio-local:`), the loopback names.
_LOCAL_WORDS = frozenset({"local", "localhost"})
# Names of what nothing makes again or what others keep: backups and archives (the copies everything is
# restored from, by name or by the tool that writes them), the warehouse and the lake's curated tiers
# (every report is computed from them), and a team's shared or finance drive.
_KEPT = frozenset({"backup", "backups", "archive", "archives", "snapshots", "restic", "borg", "kopia",
                   "offsite", "warehouse", "datalake", "lakehouse", "gold", "curated", "shared", "finance",
                   "payroll", "accounting", *("raw", "bronze", "landing")})
# The lake's source tiers: what arrived from outside, kept as it came, and every curated tier is rebuilt
# from. A curated dataset (`gold/orders`) can be computed again from them; a source dataset
# (`raw/events`) cannot, so a whole one removed is lost as the whole tier would be. A dated or keyed
# partition under it (`raw/events/2024-01-01`, `raw/events/date=…`) is housekeeping the rules judge.
_SOURCE_TIERS = frozenset({"raw", "bronze"})
# Options that pick some of what is under the target: the removal is not the whole of it.
_FILTERS = ("--include", "--exclude", "--filter", "--files-from", "--min-age", "--max-age", "--pattern",
            "--prefix")
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
# a part of a path that names a partition or a file rather than a dataset: a date or number, `key=value`,
# a file's extension
_PARTITION = lazy_compile(r"\d|=|\.[a-z0-9]{1,8}$")
# the parts of a store path: scheme, alias, bucket, folders
_PART_SPLIT = lazy_compile(r"[:/]+")


def store_scope(facts: Facts, rules: Iterable[str]) -> tuple[str, str] | None:
    """("own", why) or ("kept", why) for the store this invocation's operands name, or None when the
    names say neither or both."""
    args = facts.inv.args
    hosted = _hosted_copy(facts)
    if hosted:
        return "kept", hosted
    servers, names = _targets(args)
    users = _user_names(facts)
    kept = _whole_kept(servers, names, args)
    if kept and any(_own(t, users) for t in (*servers, *names)):
        return None  # `local/datalake`, `prod-data/tmp/`: the names say both
    if kept and not _SYNCS.issuperset(rules):
        return "kept", f"removes the whole of what is named for {kept}: what others keep or restore from"
    root = "" if any(a.startswith(_FILTERS) for a in args) else produced_root(args, _SYNCS.issuperset(rules))
    if root and not any(_own(t, users) for t in (*servers, *names)):
        return "kept", root
    if facts.name in LOCAL_COPY_FLAGS and not (servers or names):
        return "own", f"`{facts.name}` works on its local copy unless pointed at the hosted one"
    # on a server of this machine, whatever the store is called; with no server named, by its own name
    targets = servers or names
    # a scratch prefix inside the team's dataset or artifact store is in the team's store: both
    if targets and all(_own(t, users) for t in targets) and not any(
            inside_produced_store(t) for t in targets):
        return "own", f"the target ({targets[0]}) is on this machine, an emulator's, or the user's scratch"
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


def _whole_kept(servers: list[str], names: list[str], args: tuple[str, ...]) -> str:
    """The word naming production or what others keep, when the removal takes the whole of it: the word
    is in the target's last part (or only wildcards follow it), and no filter picks some. "" otherwise."""
    if any(a.startswith(_FILTERS) for a in args):
        return ""
    for target in (*servers, *names):
        if names_production(target):
            return "production"
        words = _WORD_SPLIT.split(target.lower())
        if not _OTHER_ENVIRONMENT.isdisjoint(words):
            continue
        parts = [p for p in _PART_SPLIT.split(target.lower()) if p.strip("*?")]
        kept = _KEPT.intersection(_WORD_SPLIT.split(parts[-1])) if parts else set()
        if kept:
            return sorted(kept)[0]
        if len(parts) > 2 and parts[-2] in _SOURCE_TIERS and not _PARTITION.search(parts[-1]):
            return f"the {parts[-2]} tier ({parts[-1]}, a source dataset nothing rebuilds)"
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


def _own(target: str, users: frozenset[str]) -> bool:
    """A target on this machine (a loopback host, a `local` alias, scratch space), an emulator's project
    (`demo-…`), or named both for the user and as throwaway space."""
    alias, colon, rest = target.partition(":")
    if colon and "://" not in target and rest.startswith(("/", "~")):
        # `local:/home/sam/x`, `dbfs:/tmp/…`: a path, judged by where it is and what it is called, never
        # by the alias (rclone's `local:` is this machine's own files)
        return _in_scratch(rest) or _named_own(rest, users)
    if _in_scratch(target):
        return True  # a path in this machine's scratch space (`/tmp/mirror.git`)
    host = url_host(target) if "://" in target else alias.split("/", 1)[0]
    if host and (is_local_host(host.lower()) or _LOCAL_WORDS.intersection(_WORD_SPLIT.split(host.lower()))):
        return True
    return target.lower().startswith("demo-") or _named_own(target, users)


def _in_scratch(path: str) -> bool:
    return any(path == d or path.startswith(d + "/") for d in SCRATCH_DIRS)


def _named_own(target: str, users: frozenset[str]) -> bool:
    """Named both for the user and as throwaway space (`sam-ci-scratch`, `tmp_sam`)."""
    words = set(_WORD_SPLIT.split(target.lower()))
    return bool(words & _THROWAWAY and words & users)


def _user_names(facts: Facts) -> frozenset[str]:
    """The user's names: the home folder the working directory is in (`/home/sam/api`), the home,
    $USER."""
    names = {facts.env.get("USER", ""), posixpath.basename(facts.home.rstrip("/"))}
    cwd = facts.cwd or ""
    for root in ("/home/", "/Users/"):
        if cwd.startswith(root):
            names.add(cwd[len(root):].split("/", 1)[0])
    # a login named for a role or environment (`dev`, `ci`) says nothing about whose a store is
    return frozenset(n.lower() for n in names if n and n.lower() not in _OTHER_ENVIRONMENT | {"root", "home"})
