"""Act words a program may be told, sorted by what the act does to what the program manages.

Why: a program no pack knows (`hcloud`, `ray`, `doveadm`, `lakectl`), or a known program's subcommand no
pack rule covers (`bq cp -f`, `bq update --expiration`), is judged by the act its words name
(`command._act_named`). A flat list of verbs missed whole families writers use: a server *rebuilt* from an
image (its disk reinstalled), a cluster brought *down* (its machines terminated), mail *expunged*, a table
*overwritten* by a forced copy, data given an *expiration* (deleted when it passes), a machine
*power-cycled*. Each effect below says which words name it, whether on production it is a loss (a stop,
as `terraform destroy` there is) or a change to verify, and, where a word is common in harmless use, what
the act must be done to for the word to count (a rebuild of a *server*, not of an index or a package).

The effect decides the level with the scope the command names (`command._act_named`'s caller): off
production the act pauses; on production a destroying act stops; told to every user's data (`-A`,
`--all-users`) a destroying act stops as production data lost does. Targets named as disposable
(scratch, tmp, test, dev) keep the caller's own exemption. Examples are (command, verdict) pairs run by
tests/classify/test_act_effects.py, harmful variants beside harmless look-alikes.
"""

from __future__ import annotations

from dataclasses import dataclass

from dongle.classify.compound_acts import PANEL_TARGET_OPTIONS, act_parts, option_object, panel_tenant
from dongle.classify.target_words import operands_and_targets
from dongle.lazy_regex import lazy_compile


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


@dataclass(frozen=True)
class ActEffect:
    """One effect an act word names.

    destroys: on production (or told to every user's data) the act loses what it acts on: a stop.
    objects: when set, the word names this effect only after one of these subcommand words (the thing
    the act is done to): `hcloud server rebuild` reinstalls a machine, `dune rebuild` builds again.
    """

    name: str
    words: frozenset[str]
    destroys: bool
    objects: frozenset[str] | None = None
    examples: tuple[tuple[str, str], ...] = ()


# Machines and their cloud spellings: rebuilding or reimaging one reinstalls its disk from an image.
MACHINE_OBJECTS = _words("server servers instance instances vm vms machine machines node nodes droplet "
                         "droplets droplet-action linode linodes host hosts compute baremetal bare-metal "
                         "metal box")

EFFECTS: tuple[ActEffect, ...] = (
    ActEffect(
        "destroy",
        _words("destroy delete drop dropall purge wipe erase nuke terminate teardown decommission truncate "
               "obliterate flush flushall reset cleanse zeroize factoryreset unpublish"),
        True,
        examples=(("lakectl repo delete lakefs://datalake -y", "stop"),
                  ("lakectl branch delete lakefs://datalake/exp-maya -y", "pause"),
                  ("envctl env destroy ephemeral-pr-311", "go")),
    ),
    ActEffect(
        # messages or files removed beyond the trash: nothing keeps a copy
        "expunge",
        _words("expunge shred"),
        True,
        examples=(("doveadm expunge -A mailbox INBOX all", "stop"),
                  ("doveadm expunge -u nina@example.com mailbox Trash savedbefore 30d", "pause"),
                  ("bazel clean --expunge", "go")),
    ),
    ActEffect(
        # a trash bin or a file-version store emptied (`occ trashbin:cleanup`, `occ versions:cleanup`):
        # what users deleted, kept there so it could be restored, or the older versions of their files,
        # are gone for good (a clean-up of other things, `occ files:cleanup`, is upkeep)
        "trash-emptied",
        _words("cleanup clean-up empty expire-all"),
        True,
        objects=_words("trash trashbin trash-bin recyclebin recycle-bin bin deleted deleted-items versions "
                       "file-versions"),
        examples=(("occ trashbin:cleanup --all-users", "pause"),
                  ("occ versions:cleanup jdoe", "pause"),
                  ("occ files:cleanup", "go"), ("occ trashbin:list jdoe", "go")),
    ),
    ActEffect(
        # a machine reinstalled from an image: whatever its disk held (mail, a database, state) is gone
        "reinstall",
        _words("rebuild reinstall reimage re-image reprovision"),
        True,
        objects=MACHINE_OBJECTS,
        examples=(("hcloud server rebuild --image debian-12 mail-prod", "stop"),
                  ("hcloud server rebuild --image debian-12 web-1", "pause"),
                  ("linode-cli linodes rebuild 4211 --image linode/debian12", "pause"),
                  ("dune rebuild", "go"), ("hcloud server list", "go")),
    ),
    ActEffect(
        # a program, an account or a payment channel closed on a ledger (`solana program close`, `spl-token
        # close`, `lncli closechannel`): the program can never be deployed at that address again, the
        # account's data is gone, the channel's funds settle on chain (an issue or a file closed is no such
        # act: the word counts only on these objects)
        "closed-on-ledger",
        _words("close"),
        True,
        objects=_words("program programs account accounts channel channels buffer buffers"),
        # (on mainnet, production: a stop; on devnet a throwaway's clean-up)
        examples=(("solana program close DexP7rXq --url mainnet-beta --bypass-warning", "stop"),
                  ("solana program close DexP7rXq --url devnet --bypass-warning", "go"),
                  ("solana program show DexP7rXq --url mainnet-beta", "go"),
                  ("acme-cli issue close 42", "go")),
    ),
    ActEffect(
        # a machine uninstalled by its hypervisor (`xe vm-uninstall`): the VM and its disks are destroyed
        # (a package's uninstall is no machine's: package managers never reach this reading)
        "machine-uninstalled",
        _words("uninstall"),
        True,
        objects=MACHINE_OBJECTS,
        examples=(("xe vm-uninstall uuid=8a1c force=true", "pause"),
                  ("xe vm-list", "go"), ("acme-cli plugin uninstall foo", "go")),
    ),
    ActEffect(
        # a cluster a launcher made, brought down: its machines are terminated with what their disks held
        # (a compose stack's `down` keeps its volumes, and its own rules judge `-v`; see NOT_TEAR_DOWN)
        "tear-down",
        _words("down"),
        True,
        examples=(("ray down cluster.yaml -y", "pause"), ("sky down -a -y", "pause"),
                  ("ray down prod-cluster.yaml -y", "stop"), ("ray status", "go")),
    ),
    ActEffect(
        # a machine's power cut and restored: whatever it serves is down, unsaved state lost
        "power-cycle",
        _words("power-cycle powercycle power-off poweroff power_cycle power_off hard-reboot"),
        False,
        examples=(("doctl compute droplet-action power-cycle 318842117", "pause"),
                  ("doctl compute droplet-action get 318842117 --action-id 7", "go")),
    ),
    ActEffect(
        # the target replaced by something else: what it held is gone. A database synced over another
        # (`drush sql-sync @src @dest`) replaces the destination's rows with the source's; production
        # counts only as the destination (SYNC_OVERWRITES)
        "overwrite",
        _words("overwrite sql-sync sql:sync db-sync db:sync sync-db dbsync sqlsync"),
        True,
        examples=(("bq cp -f prod-analytics:core.customers_backup prod-analytics:core.customers", "stop"),
                  ("bq cp analytics:core.customers analytics:core.customers_copy", "go"),
                  ("drush @prod sql-sync @local @prod -y", "stop"),
                  ("drush @local sql-sync @prod @local -y", "pause")),
    ),
    ActEffect(
        # data given an expiry: deleted when it passes, unseen
        "expire",
        _words("expire"),
        True,
        examples=(("bq update --expiration 3600 prod-analytics:core_finance.ledger_entries", "stop"),
                  ("bq update --expiration 3600 dev-sandbox:maya_scratch.tmp_join", "go"),
                  ("bq update --description 'ledger' prod-analytics:core_finance.ledger_entries", "go")),
    ),
)

# Every word of every effect, and those whose act loses what it is done to.
ACT_EFFECT_WORDS: frozenset[str] = frozenset().union(*(e.words for e in EFFECTS))
DESTROYING_WORDS: frozenset[str] = frozenset().union(*(e.words for e in EFFECTS if e.destroys))
# The trash-emptying words (`cleanup`, `empty`): everyday words that name a loss only on a trash or a
# version store, never in a script's own name (`cleanup.sh` cleans what it is given).
TRASH_EMPTYING_WORDS: frozenset[str] = next(e.words for e in EFFECTS if e.name == "trash-emptied")
_OBJECT_BOUND = {word: e.objects for e in EFFECTS if e.objects for word in e.words}
# Words that count as a third subcommand word too (`doctl compute droplet-action power-cycle ID`): every
# effect's but the tear-down's `down`, which deep in a line is more often a state (`ip link set … down`).
DEEP_WORDS: frozenset[str] = ACT_EFFECT_WORDS - {"down"}

# Programs whose `down` stops containers they start again and keeps their volumes (their packs judge
# `down -v`), and migration tools, whose `down` the migration-undo reading judges.
NOT_TEAR_DOWN = _words("docker-compose podman-compose nerdctl-compose compose tilt vagrant devspace skaffold "
                       "supabase colima lima multipass garden okteto")

# Syncs that replace their last operand with their source: only the destination's environment raises them.
SYNC_OVERWRITES = _words("sql-sync sql:sync db-sync db:sync sync-db dbsync sqlsync")

# Options that say the program overwrites its target (a forced copy: `bq cp -f`), and the subcommand
# words that copy.
COPY_ACTS = _words("cp copy")
FORCE_OPTIONS = _words("-f --force --force=true -y")
# Subcommands that write a managed state onto its target (dotfiles onto the home, a configuration onto a
# host), and the long options that tell them to overwrite local changes without asking (not `-f`, which
# for most of them names a file: `X apply -f manifest.yaml`).
APPLY_ACTS = _words("apply")
APPLY_FORCE_OPTIONS = _words("--force --force=true")
# Options that give data an expiry (`bq update --expiration 3600`, `--default-table-expiration`): its rows
# are deleted when it passes. Only with a subcommand that changes settings.
EXPIRY_OPTION_STEMS = ("--expiration", "--expire", "--default-table-expiration",
                       "--default-partition-expiration", "--time-partitioning-expiration")
SETTING_ACTS = _words("update set modify alter patch edit configure")
# Scope words that reach every user's data (`doveadm expunge -A`): told to one of these, a destroying act
# loses every account's content, as dropping production data does.
EVERY_USER_OPTIONS = _words("-A --all-users")
# Of the destroying words, those that remove content itself (not a purge of what is already deleted,
# not a cache flush or a reset to defaults).
CONTENT_REMOVALS = _words("expunge shred delete wipe erase drop truncate obliterate destroy nuke")


def act_counts(acts: frozenset[str] | set[str], before: tuple[str, ...], program: str) -> set[str]:
    """The acts among `acts` that name their effect here: an object-bound word (`rebuild`) only after a
    word for its object, `down` not for a compose-style tool."""
    kept = set()
    for act in acts:
        objects = _OBJECT_BOUND.get(act)
        if objects is not None and objects.isdisjoint(before) and program not in objects:
            continue
        if act == "down" and (program in NOT_TEAR_DOWN or program.endswith("-compose")):
            continue
        kept.add(act)
    return kept


def option_act(args: tuple[str, ...], positionals: tuple[str, ...]) -> str:
    """An act the options name with the subcommand: a forced copy overwrites (`bq cp -f`), an expiry set
    on data deletes it later (`bq update --expiration 3600`); "" when none."""
    first = {w.lower() for w in positionals[:2]}
    if first & COPY_ACTS and not FORCE_OPTIONS.isdisjoint(args):
        return "overwrite"
    if first & APPLY_ACTS and not APPLY_FORCE_OPTIONS.isdisjoint(args):
        # `chezmoi apply --force`, `X apply --force`: the managed state is written over whatever was changed
        # by hand in the target since, without the prompt that would have shown each conflict
        return "force-apply"
    if first & SETTING_ACTS:
        for arg in args:
            if arg.lower().split("=", 1)[0].startswith(EXPIRY_OPTION_STEMS):
                return "expire"
    return ""


def effect_of(word: str) -> str:
    """The effect a told word names, for the reason shown (`down` is a tear-down), or ""."""
    low = word.lower()
    return next((e.name for e in EFFECTS if low in e.words or e.name == low), "")


def every_user(args: tuple[str, ...]) -> bool:
    """The act is told to reach every user's data (`-A`, `--all-users`)."""
    return not EVERY_USER_OPTIONS.isdisjoint(args)


# Names that mark data as disposable: scratch space, temporary tables, test accounts, sandboxes.
_DISPOSABLE_NAME = lazy_compile(r"(?i)scratch|(?<![a-z])te?mp(?![a-z])|tmp|sandbox|(?<![a-z])test|ephemeral|"
                                r"throwaway")
# Effects on data itself (not on machines): a disposable target makes them everyday upkeep.
_DATA_EFFECTS = _words("expunge shred expire overwrite")


def disposable_data(act: str, positionals: tuple[str, ...], production: bool) -> bool:
    """An act on data (an expunge, an expiry, an overwrite) whose every target operand is named as
    disposable (`dev-sandbox:maya_scratch.tmp_join`, a test account's Trash), off production: the act is
    what such data is for. Machines rebuilt or clusters brought down keep their pause whatever their name."""
    if production or act.lower() not in _DATA_EFFECTS:
        return False
    operands = [w for w in positionals if not w.startswith("-") and w.lower() not in ACT_EFFECT_WORDS
                and w.lower() not in COPY_ACTS and w.lower() not in SETTING_ACTS]
    named = [w for w in operands if not w.isdigit()]  # (`--expiration 3600`: a number names nothing)
    return bool(named) and all(_DISPOSABLE_NAME.search(w) for w in named)


# Whole stores: what a deletion of one loses is every object in it (`lakectl repo delete`, `influx bucket
# delete`, `turso db destroy`), as `aws s3 rb --force` or `DROP DATABASE` do.
STORE_OBJECTS = _words("repo repos repository repositories bucket buckets database databases db dbs "
                       "keyspace keyspaces warehouse warehouses lake lakes datalake lakehouse project "
                       "projects account accounts acct accts tenant tenants "
                       # a DNS zone: every name of the domain (site, mail, APIs) stops resolving
                       "zone zones dnszone dns-zone "
                       # a file system: every file in it
                       "fs filesystem filesystems "
                       # a data platform's metastore, catalog or workspace: every schema, table, notebook
                       # and job it holds
                       "metastore metastores catalog catalogs workspace workspaces")
# One part of a store, as the last word of a compound act (`remove-zone-key`, `delete-database-user`).
_PART_NOUNS = _words("key keys record records rrset user users member members role roles rule rules entry "
                     "entries alias aliases tag tags label labels permission permissions grant grants "
                     "binding bindings webhook webhooks token tokens acl acls cert certs certificate "
                     "certificates setting settings annotation annotations comment comments quota quotas")
# Stores whose removal keeps their data unless an option says it goes too (a backup server's or a
# hypervisor's datastore removed from its configuration, its files left on disk): with `--destroy-data`
# they are removed whole.
DATA_KEPT_STORES = _words("datastore datastores pool pools volume volumes")
# The destroying words that remove a store (not a purge of its contents' old versions, not a reset).
STORE_REMOVING = _words("delete destroy drop rm remove nuke obliterate erase wipe")
# Name parts that mark a store as disposable: scratch and test space, a developer's or a review's own
# copy, a staging or QA twin. A store so named, deleted, is a clean-up (a pause still asks).
DISPOSABLE_PARTS = _words("scratch tmp temp test tests testing sandbox sbx ephemeral throwaway dev devel "
                          "development staging stage stg qa uat poc demo preview playground sample example "
                          "e2e ci local")
_NAME_PARTS = lazy_compile(r"[a-z]+")


# A domain name's top-level label (`corp.example`, `shop.test`): it names the domain's registry, not an
# environment, so it marks nothing as disposable (`example.com` and `staging.corp.example` still do).
_DOMAIN_TLD = lazy_compile(r"(?<=[a-z0-9])\.[a-z]{2,}$")


def named_disposable(word: str) -> bool:
    """A word whose name parts mark it as disposable (`metrics_staging`, `acme/checkout-poc`)."""
    low = word.lower()
    if "." in low and "/" not in low:
        low = _DOMAIN_TLD.sub("", low)
    return not DISPOSABLE_PARTS.isdisjoint(_NAME_PARTS.findall(low))


def whole_store(word: str, positionals: tuple[str, ...], args: tuple[str, ...] = (),
                panel: bool = False) -> str:
    """The store a told act removes whole, when its words say so: the act word is a store removal and the
    word before it, or a part of the act word itself, names a store (`repo delete`, `delete-database`,
    `db destroy`, `removeacct`, `subscription --remove`), by that word; "" otherwise. On a hosting
    panel's tool (`panel`) the panel's tenant (an account, a subscription, a customer) is a store too
    (compound_acts)."""
    low = word.lower()
    tokens = _NAME_PARTS.findall(low)
    parts = set(tokens) | act_parts(word)
    if parts.isdisjoint(STORE_REMOVING):
        return ""
    nouns = [t for t in tokens if t not in STORE_REMOVING and t != "v"]
    if len(nouns) > 1 and nouns[-1] in _PART_NOUNS:
        # a compound ending in one of a store's parts removes that part (`remove-zone-key` removes a key of
        # a zone, `delete-database-user` a user); any other last word leaves the store the object
        # (`delete-account-data`, `delete-bucket-objects`, `drop-database-now` remove the store's all)
        return ""
    if own := parts & STORE_OBJECTS:
        return min(own, key=len)  # (the object's own name: `removeacct` removes an account)
    if panel and (tenant := panel_tenant(parts)):
        return tenant
    if low.startswith("-"):  # an option told the act: the subcommand word before it names the object
        before = option_object(args, word) if word in args else ""
    else:
        at = positionals.index(low) if low in positionals else -1
        before = positionals[at - 1] if at > 0 else ""
    if before in STORE_OBJECTS or (panel and before and panel_tenant(act_parts(before))):
        return before
    return ""


# A zone's leftmost label naming a non-production environment (`dev.corp.example`): the subdomain that
# environment's hosts live under. (Not `lab`/`labs`: `labs.acme.com` is as often a public product site.)
_ZONE_ENVIRONMENTS = DISPOSABLE_PARTS


def _environment_subdomain(word: str) -> bool:
    """`dev.corp.example`, `test.acme.io`: three or more labels, the first naming an environment."""
    labels = word.lower().strip(".").split(".")
    return len(labels) >= 3 and labels[0] in _ZONE_ENVIRONMENTS


def store_kept_disposable(args: tuple[str, ...], store: str, act: str, panel: bool = False) -> bool:
    """Some word that names the store (an operand or option value after the act word) marks it as
    disposable, or nothing after the act names it (`dotnet ef database drop --force`: the project's own
    configured database, judged by its pause). A hosting panel's options that name its tenant
    (`--domain x`, `--domainName=x`) name the store."""
    low = [a.lower() for a in args]
    at = low.index(act.lower()) + 1 if act.lower() in low else 0
    # (only operands and target options name it: `--reason=ci`, `--comment test` say nothing of the store)
    named = operands_and_targets(args[at:], PANEL_TARGET_OPTIONS if panel else frozenset())
    # (a local path is where the tool's own project or settings are, `--project src/App.Data`, not the store)
    named = [a for a in named if a and a.lower() not in (store, act.lower())
             and ("://" in a or not (a.startswith((".", "~")) or "/" in a))]
    zone = store in ("zone", "zones", "dnszone", "dns-zone")
    return not named or any(named_disposable(a) or (zone and _environment_subdomain(a)) for a in named)
