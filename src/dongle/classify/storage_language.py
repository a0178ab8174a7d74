"""Storage arrays and clusters judged in their own command language.

An array's CLI (NetApp ONTAP over ssh, Pure's `purevol`, Ceph's `ceph`/`rbd`) is not a shell program the
packs know, so its words were judged generically: any `delete` on a name holding "prod" stopped, any other
act paused, and words it does not call acts (`purevol eradicate`, `snapmirror break`, `ceph osd out`) went.
Read in its own grammar, the object and the verb say what is lost:

- a store removed with its data (`volume delete`, `storage aggregate delete`, `vol destroy`, `lun delete`,
  `purevol eradicate`, `rbd rm`): stop, unless its names say it is a test, scratch, dev or clone store
  (pause);
- recovery points removed: every snapshot (`-snapshot *`, `snap delete -a`) stop; one named snapshot pause;
- a store taken out of service or its replication cut, recoverably (`volume offline`, `snapmirror break`,
  `snapmirror delete` of the relationship alone, `lun unmap`, `purevol destroy` — eradicated only after a
  day —, `ceph osd out`): pause;
- additive or read-only verbs (`snapshot create`, `show`, `list`, `modify -size +…`): go, the array's own
  grammar showing that the generic reading's act is absent.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

REMOVED = "removed"
SNAPSHOTS = "snapshots"
OUT_OF_SERVICE = "out-of-service"
ADDITIVE = "additive"
ONE_REMOVED = "one-removed"

# program -> [(words that must start its non-option words, effect)], first match wins
GRAMMAR: dict[str, tuple[tuple[tuple[str, ...], str], ...]] = {
    # NetApp ONTAP (clustered and 7-mode)
    "volume": ((("snapshot", "delete"), SNAPSHOTS), (("snapshot", "create"), ADDITIVE),
               (("snapshot", "show"), ADDITIVE), (("snapshot", "restore"), OUT_OF_SERVICE),
               (("delete",), REMOVED), (("destroy",), REMOVED), (("offline",), OUT_OF_SERVICE),
               (("unmount",), OUT_OF_SERVICE), (("show",), ADDITIVE), (("create",), ADDITIVE)),
    "vol": ((("destroy",), REMOVED), (("delete",), REMOVED), (("offline",), OUT_OF_SERVICE),
            (("restrict",), OUT_OF_SERVICE), (("status",), ADDITIVE)),
    "storage": ((("aggregate", "delete"), REMOVED), (("aggregate", "offline"), OUT_OF_SERVICE),
                (("aggregate", "show"), ADDITIVE)),
    "aggr": ((("destroy",), REMOVED), (("delete",), REMOVED), (("offline",), OUT_OF_SERVICE),
             (("status",), ADDITIVE), (("show",), ADDITIVE)),
    "snapmirror": ((("break",), OUT_OF_SERVICE), (("delete",), OUT_OF_SERVICE),
                   (("quiesce",), OUT_OF_SERVICE), (("release",), OUT_OF_SERVICE),
                   (("abort",), OUT_OF_SERVICE), (("show",), ADDITIVE),
                   (("update",), ADDITIVE)),
    "lun": ((("delete",), REMOVED), (("destroy",), REMOVED), (("unmap",), OUT_OF_SERVICE),
            (("offline",), OUT_OF_SERVICE), (("show",), ADDITIVE)),
    "snap": ((("delete",), SNAPSHOTS), (("create",), ADDITIVE), (("list",), ADDITIVE)),
    # Pure FlashArray: destroy keeps the volume for a day (recoverable), eradicate ends it
    "purevol": ((("eradicate",), REMOVED), (("destroy",), OUT_OF_SERVICE), (("list",), ADDITIVE),
                (("create",), ADDITIVE), (("snap",), ADDITIVE), (("disconnect",), OUT_OF_SERVICE)),
    "purepgroup": ((("eradicate",), REMOVED), (("destroy",), OUT_OF_SERVICE), (("list",), ADDITIVE)),
    "purepod": ((("eradicate",), REMOVED), (("destroy",), OUT_OF_SERVICE), (("list",), ADDITIVE)),
    # Ceph: an OSD marked out or down rebalances; the pool and image removals are the packs' own
    "ceph": ((("osd", "out"), OUT_OF_SERVICE), (("osd", "down"), OUT_OF_SERVICE),
             (("osd", "destroy"), OUT_OF_SERVICE), (("osd", "purge"), OUT_OF_SERVICE),
             (("osd", "crush", "remove"), OUT_OF_SERVICE)),
    # a network or storage device's read commands and their output filters (Junos `show configuration |
    # compare rollback 1 | no-more`): the words after them name what is shown, never an act
    **{word: (((), ADDITIVE),) for word in ("show", "compare", "no-more", "display", "except")},
    # replicated stores' members taken out of the cluster: the data moves to the others (a pause)
    "nodetool": ((("decommission",), OUT_OF_SERVICE), (("removenode",), OUT_OF_SERVICE),
                 (("assassinate",), OUT_OF_SERVICE)),
    "cockroach": ((("node", "decommission"), OUT_OF_SERVICE), (("node", "drain"), OUT_OF_SERVICE)),
    "consul": ((("force-leave",), OUT_OF_SERVICE), (("leave",), OUT_OF_SERVICE)),
    # a message broker's node reset wipes its queues, messages and definitions; one named queue is one
    "rabbitmqctl": ((("force_reset",), REMOVED), (("reset",), REMOVED), (("delete_queue",), ONE_REMOVED),
                    (("purge_queue",), ONE_REMOVED), (("delete_vhost",), REMOVED)),
}

# Programs run only on the array itself, over ssh: judged in its grammar only there (`snap`, `volume` and
# `storage` are also other programs' names on a workstation).
ON_THE_ARRAY = frozenset(GRAMMAR) - {"ceph", "nodetool", "cockroach", "consul", "rabbitmqctl"}
PROGRAMS = frozenset(GRAMMAR) | {"bconsole"}
_CATALOG_REMOVAL = lazy_compile(
    r"(?im)^\s*(?:delete|purge|prune|truncate)\s+(?:volume|jobid|job|files|pool)\b")

# Names that say the store is a throwaway one: a test, scratch, dev, CI or clone volume.
_THROWAWAY = lazy_compile(r"(?i)(?<![a-z])(?:test|tests|scratch|dev|tmp|temp|clone|sandbox|demo|ci|jenkins"
                          r"|staging|stage)(?![a-z])")
# Names that say production: a throwaway word beside them (`svm_prod … vol_ci_archive`) lowers nothing.
_PRODUCTION = lazy_compile(r"(?i)(?<![a-z])(?:prod|production|prd|live)(?![a-z])")
# Selectors that take every snapshot: a star, `-a` (alone or with `-f`), `--all`, or all but one (`!name`).
_EVERY = lazy_compile(r"^\*$|^-(?:a|af|fa)$|^--all$|^-snapshot=?\*$|^!")
# the generic readings this grammar stands in for: a lower verdict replaces only these
GENERIC_RULES = frozenset({"sys.unknown-program-act", "sys.act-named", "sys.unknown-program-production",
                           "sys.unknown-program-delete-all-production",
                           "sys.unknown-program-destroy-production", "sys.unknown-program-root",
                           "sys.recovery-points-deleted"})

EXAMPLES = {
    "stop": ("volume delete -vserver svm_prod -volume vol_oradata",
             "storage aggregate delete -aggregate aggr1", "purevol eradicate vol-ora-prod01",
             "volume snapshot delete -vserver svm1 -volume * -snapshot *",
             "vol destroy vol_data -f", "snap delete -a -f vol_data"),
    "pause": ("volume snapshot delete -vserver svm_prod -volume vol_oradata -snapshot pre_patch",
              "snapmirror break -destination-path svm_dr:vol_dr", "ceph osd out osd.12",
              "volume delete -vserver svm_dev -volume vol_scratch_jenkins", "purevol destroy vol-ora-prod01",
              "lun unmap -vserver svm_prod -path /vol/v/lun0 -igroup esx"),
    "pause-local": ("nodetool -h cass-prod-4.dc1.acme.internal decommission",
                    "cockroach node decommission 4 --host=crdb-prod-1.acme.internal:26257 --certs-dir=certs",
                    "consul force-leave consul-server-2",
                    "rabbitmqctl delete_queue -p /staging orders.dead-letter"),
    "stop-local": ("rabbitmqctl force_reset",),
    "pause-stdin": ("echo 'delete volume=Full-0042 pool=Offsite yes' | bconsole",),
    "go": ("volume snapshot create -vserver svm_prod -volume vol_oradata -snapshot pre_patch",
           "volume show -vserver svm_prod", "purevol list --space",
           "show configuration | compare rollback 1 | no-more"),
}


def storage_effect(inv: Invocation) -> str:
    """The effect the array's own grammar gives this invocation, or "" when it is none of its verbs."""
    if inv.name == "bconsole":
        # Bacula's console reads its commands on stdin: a volume or job deleted, purged or pruned from the
        # catalog (`delete volume=Full-0042 pool=Offsite yes`) is one backup's record gone
        return ONE_REMOVED if _CATALOG_REMOVAL.search(inv.stdin_text or "") else ""
    grammar = GRAMMAR.get(inv.name)
    if grammar is None or (inv.name in ON_THE_ARRAY and not inv.remote):
        return ""
    words = tuple(a.lower() for a in inv.args if not a.startswith("-"))
    # the verb leads, or follows one word that is an option's value (`nodetool -h HOST decommission`)
    for at in (0, 1):
        found = next((effect for lead, effect in grammar if words[at:at + len(lead)] == lead), "")
        if found:
            return found
    return ""


def storage_verdict(inv: Invocation, judged: Assessment, subject: str) -> Assessment | None:
    """The invocation judged in its array's grammar, when that differs from the judgement it has: a
    higher verdict always, a lower one only in place of the generic readings of an unknown program."""
    effect = storage_effect(inv)
    if not effect:
        return None
    names = " ".join(a for a in inv.args if not a.startswith("-"))
    every = any(map(_EVERY.match, inv.args)) or any(
        a in ("-snapshot", "-volume") and inv.args[i + 1:i + 2] == ("*",) for i, a in enumerate(inv.args))
    if effect == REMOVED:
        level = DangerLevel.DESTRUCTIVE if _THROWAWAY.search(names) and not _PRODUCTION.search(
            " ".join(inv.args)) else DangerLevel.FORBIDDEN
        why = ("removes a storage volume, aggregate or LUN with every byte on it, in the array's own "
               "language: the data and its snapshots go with it [storage.store-removed]")
        rule = "storage.store-removed"
    elif effect == SNAPSHOTS:
        level = DangerLevel.FORBIDDEN if every else DangerLevel.DESTRUCTIVE
        why = ("deletes every snapshot its selector takes on the array: no recovery point is left "
               if every else "deletes one named snapshot on the array: that recovery point is gone ")
        why += "[storage.snapshots-deleted]"
        rule = "storage.snapshots-deleted"
    elif effect == ONE_REMOVED:
        level = DangerLevel.DESTRUCTIVE
        why = ("deletes one named object of the store (a queue with its messages, a backup volume's record): "
               "that one is gone, the store keeps the rest [storage.one-removed]")
        rule = "storage.one-removed"
    elif effect == OUT_OF_SERVICE:
        level = DangerLevel.DESTRUCTIVE
        why = ("takes a store or a member of a store's cluster out of service, or cuts its replication "
               "(offline, break, unmap, an OSD out, a node decommissioned, a destroy the array keeps for a "
               "day): users lose access or the data moves, until it is brought back [storage.out-of-service]")
        rule = "storage.out-of-service"
    else:
        level = DangerLevel.SAFE
        why = "reads the array or adds to it (a snapshot made, a listing): nothing is lost [storage.additive]"
        rule = "storage.additive"
    if level == judged.danger_level:
        return None
    if level < judged.danger_level and (not (judged.rules and set(judged.rules) <= GENERIC_RULES) or (
            effect == ONE_REMOVED and _PRODUCTION.search(" ".join(inv.args)))):
        return None  # (a production queue purged or deleted is production data lost: the higher one stays)
    return assess(level, kind="command", subject=subject, irreversible=level >= DangerLevel.FORBIDDEN,
                  factors=(why,), rules=(rule,) if level > DangerLevel.SAFE else (),
                  safer_alternative="Snapshot first, check the object's name and its replication "
                  "(`volume show`, `snapmirror show`), and act on the one test object you mean.",
                  recovery="Recover from a snapshot or the DR copy, if one is left; a removed store "
                  "without either is lost.")
