"""Services that many others depend on, taken down in their own tools' words.

Why: a DNS server stopped (`rndc stop`), an NFS server's export table withdrawn (`exportfs -ua`), a ZFS pool
exported, a hypervisor host put into maintenance, a Ceph host drained, a cluster's quorum overridden or an
HA resource set to stopped went go: the tools are ones no pack knows, and their verbs (`stop`, `export`,
`drain`, `expected`, `maintenance.enter`) are no act words of the generic model, because most of their uses
elsewhere are harmless (`docker compose stop`, `git archive --format`, `make export`). Read in the tool's own
grammar, each takes down something every client, VM or share depends on: a scoped outage a human decides
on (pause), come back from by starting it again. Nothing here stops: a loss of data is judged by the act
readings and the packs, and the worse verdict stands.

Each entry says which program, which leading words (a dotted call's name, a subcommand path), and what the
other words must hold; examples are run by tests/classify/test_services_taken_down.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation


def _always(args: tuple[str, ...]) -> bool:
    return True


def _option_cluster(letter: str) -> Callable[[tuple[str, ...]], bool]:
    """A short option given alone or in a cluster (`-u`, `-ua`, `-avu`)."""
    def test(args: tuple[str, ...]) -> bool:
        return any(a[:1] == "-" and a[1:2] != "-" and letter in a[1:] and a[1:].isalpha() for a in args)
    return test


def _any_of(*words: str) -> Callable[[tuple[str, ...]], bool]:
    wanted = frozenset(words)  # (options as written: `multipath -F` flushes every map, `-f` one)
    lowered = frozenset(w.lower() for w in words if not w.startswith("-") or w == w.lower())

    def test(args: tuple[str, ...]) -> bool:
        return any(a in wanted or a.lower() in lowered or a.lower().split("=", 1)[-1] in lowered
                   for a in args)
    return test


@dataclass(frozen=True)
class Outage:
    """One way a tool takes a shared service down: `lead` must start its non-option words (lower-cased),
    and `given` must hold for its whole argument list."""

    program: str
    lead: tuple[str, ...]
    what: str
    given: Callable[[tuple[str, ...]], bool] = _always


OUTAGES: tuple[Outage, ...] = (
    # BIND's control channel: the name server stops answering for every zone it serves
    Outage("rndc", ("stop",), "a DNS server stopped: every name it serves stops resolving"),
    Outage("rndc", ("halt",), "a DNS server halted: every name it serves stops resolving"),
    # every export (or the named ones) withdrawn: the clients' mounts go stale
    Outage("exportfs", (), "NFS exports withdrawn: every client mounting them loses its files",
           _option_cluster("u")),
    # a pool exported: every dataset, share and VM disk on it is unmounted
    Outage("zpool", ("export",), "a ZFS pool exported: every dataset, share and VM disk on it goes offline"),
    # Ceph: a host drained or removed from the orchestrator, a file system failed, the cluster's I/O paused
    Outage("ceph", ("orch", "host", "drain"), "a Ceph host drained: its daemons are moved off and its OSDs "
           "emptied, the cluster rebalances"),
    Outage("ceph", ("orch", "host", "rm"), "a Ceph host removed from the cluster"),
    Outage("ceph", ("orch", "host", "maintenance", "enter"), "a Ceph host put into maintenance"),
    Outage("ceph", ("fs", "fail"), "a Ceph file system failed: every client's mount stops"),
    Outage("ceph", ("fs", "set"), "a Ceph file system marked down: every client's mount stops",
           _any_of("down")),
    Outage("ceph", ("osd", "pause"), "every OSD's reads and writes paused: the whole cluster stops serving"),
    Outage("ceph", ("mon", "remove"), "a Ceph monitor removed: the quorum shrinks"),
    Outage("ceph", ("mon", "rm"), "a Ceph monitor removed: the quorum shrinks"),
    # vSphere through govc: a host into maintenance or down, a VM powered off or reset, a snapshot reverted
    Outage("govc", ("host.maintenance.enter",),
           "an ESXi host put into maintenance: its VMs must move or stop"),
    Outage("govc", ("host.shutdown",), "an ESXi host shut down: every VM on it stops"),
    Outage("govc", ("host.disconnect",), "an ESXi host disconnected from vCenter"),
    Outage("govc", ("vm.power",), "a VM powered off, reset or suspended: what it serves is down",
           _any_of("-off", "-reset", "-s", "-r", "-suspend", "-off=true", "-reset=true", "-suspend=true")),
    Outage("govc", ("snapshot.revert",), "a VM reverted to a snapshot: every change since is lost"),
    # Proxmox: HA resources stopped, quorum forced, nodes removed, guests restored over
    Outage("ha-manager", ("set",), "an HA resource set to stopped or disabled: the guest is shut down and "
           "kept down", _any_of("stopped", "disabled")),
    Outage("pvecm", ("expected",), "the cluster's expected votes forced: quorum no longer protects against "
           "a split brain"),
    Outage("pvecm", ("delnode",), "a node removed from the Proxmox cluster"),
    Outage("pct", ("restore",), "a container restored from a backup: whatever the id holds now is replaced"),
    Outage("qmrestore", (), "a VM restored from a backup: whatever the id holds now is replaced"),
    # libvirt: a snapshot reverted, a disk or device detached from a running guest
    Outage("virsh", ("snapshot-revert",), "a VM reverted to a snapshot: every change since is lost"),
    Outage("virsh", ("detach-disk",), "a disk detached from a VM: what the guest stores there is cut off"),
    Outage("virsh", ("detach-device",), "a device detached from a VM"),
    Outage("virsh", ("suspend",), "a VM suspended: what it serves is down"),
    # Pacemaker clusters: every node's stack stopped, a node put in standby, a resource disabled
    Outage("pcs", ("cluster", "stop"), "the cluster stack stopped: its resources go down", _any_of("--all")),
    Outage("pcs", ("node", "standby"), "a cluster node put in standby: its resources move or stop"),
    Outage("pcs", ("resource", "disable"), "a cluster resource disabled: the service it runs stops"),
    Outage("crm", ("node", "standby"), "a cluster node put in standby: its resources move or stop"),
    # a mail server stopped: mail for the domain queues elsewhere or bounces
    Outage("postfix", ("stop",), "the mail server stopped: mail to and from the domain stops"),
    # storage a host's services sit on, taken away: a Gluster volume stopped, a RAID array stopped, every
    # iSCSI session logged out, every multipath map flushed, a DRBD replica's data discarded
    Outage("gluster", ("volume", "stop"), "a Gluster volume stopped: every client's mount fails"),
    Outage("mdadm", (), "a RAID array stopped: the file systems on it go away", _any_of("--stop", "-S")),
    Outage("iscsiadm", (), "iSCSI sessions logged out: the disks they carry vanish from the host",
           _any_of("-u", "--logout", "--logoutall=all")),
    Outage("multipath", (), "every multipath map flushed: the disks behind them vanish", _any_of("-F")),
    Outage("drbdadm", ("invalidate",), "a DRBD replica's data discarded and resynced from its peer"),
    # LVM: a volume merged back into its snapshot, volumes on a missing disk dropped
    Outage("lvconvert", (), "a logical volume merged back into its snapshot: every change since the "
           "snapshot is lost", _any_of("--merge")),
)

PROGRAMS: frozenset[str] = frozenset(o.program for o in OUTAGES)
_BY_PROGRAM: dict[str, tuple[Outage, ...]] = {
    p: tuple(o for o in OUTAGES if o.program == p) for p in PROGRAMS}
# Options that only show what would happen.
_PREVIEW = frozenset({"--dry-run", "-n", "--help", "-h", "--test", "-t"})

EXAMPLES: dict[str, tuple[str, ...]] = {
    "pause": ("rndc -s ns1.corp.example stop", "exportfs -ua", "sudo exportfs -u 10.0.0.0/24:/export/home",
              "zpool export tank", "ceph orch host drain ceph-osd-05", "ceph fs fail cephfs",
              "govc host.maintenance.enter -timeout 3600 /DC/host/c/esx-04",
              "govc vm.power -off -force app-02",
              "govc snapshot.revert -vm sql-01 before-cu14", "ha-manager set vm:412 --state stopped",
              "pvecm expected 1", "pct restore 305 /mnt/backups/vzdump-lxc-305.tar.zst --storage local",
              "virsh snapshot-revert devbox-01 pre-upgrade",
              "virsh detach-disk pg-replica-2 vdb --persistent",
              "pcs cluster stop --all", "lvconvert --merge /dev/vg_data/pgdata_snap",
              "gluster volume stop gv0", "mdadm --stop /dev/md0", "iscsiadm -m node -u", "multipath -F",
              "drbdadm invalidate r0"),
    "go": ("rndc reload", "rndc status", "exportfs -v", "exportfs -ra", "zpool status tank", "zpool list",
           "ceph orch host ls", "ceph fs status", "govc vm.power -on app-02", "govc vm.info app-02",
           "govc snapshot.tree -vm sql-01", "ha-manager set vm:412 --state started", "ha-manager status",
           "pvecm status", "pct list", "virsh snapshot-list devbox-01", "virsh list --all",
           "gluster volume status", "mdadm --detail /dev/md0", "iscsiadm -m session", "multipath -ll",
           "drbdadm status", "pcs status", "lvconvert --type raid1 -m1 vg/lv", "postfix reload"),
}


def outage(inv: Invocation) -> Outage | None:
    """The shared service this invocation takes down, in its tool's grammar, or None."""
    entries = _BY_PROGRAM.get(inv.name)
    if entries is None or not _PREVIEW.isdisjoint(inv.args):
        return None
    words = tuple(a.lower() for a in inv.args if not a.startswith("-"))
    for entry in entries:
        size = len(entry.lead)
        # the lead starts the words, or follows one word that is an option's value (`rndc -s ns1 stop`)
        if (words[:size] == entry.lead or words[1:1 + size] == entry.lead) and entry.given(inv.args):
            return entry
    return None


def service_taken_down(inv: Invocation, judged: Assessment, subject: str) -> Assessment | None:
    """A pause for a shared service taken down, when the part is judged lower; None otherwise."""
    found = outage(inv)
    if found is None or judged.danger_level >= DangerLevel.DESTRUCTIVE:
        return None
    return assess(
        DangerLevel.DESTRUCTIVE, kind="command", subject=subject,
        factors=(f"{found.what} (`{inv.name}`): what others depend on is taken down or lost "
                 "[svc.shared-service-down]",),
        rules=("svc.shared-service-down",),
        safer_alternative="Announce the window, move or stop the dependants first, and check the service's "
        "state (`status`, `list`) before taking it down.",
        recovery="Bring it back (start the server, re-export, import the pool, exit maintenance) and check "
        "the clients reconnect.")
