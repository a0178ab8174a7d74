"""Protection and durability turned down by a property, and capacity shrunk under live data.

Why: storage and host tools switch their safeguards off with a setting, not an act word: `zfs set
sync=disabled` (writes acknowledged before they are on disk: a crash or power cut loses them),
`ceph osd pool set rbd size 2` / `min_size 1` (fewer copies: one more failed disk loses data), `ceph osd
pool set P nodelete false` (the pool's delete guard off), `esxcli network firewall set --enabled false`
(the host's firewall off), and `lvreduce -L 50G` (the volume cut under its file system). Each went go as a
program no pack knows, or as a `set` of a known one. Read by effect:

- a host firewall set off by a property (`--enabled false`, `enabled=0`) or told to pass everything
  (`--default-action true` on ESXi) stops, as `ufw disable` does (the rubric's firewall disabled on a host);
- a logical volume shrunk without its file system shrunk first (no `-r`/`--resizefs`) stops: the file
  system's end is cut off, and what it stored there is gone; with `-r` it pauses (the shrink is checked by
  the file system's own tool, but a mistake still loses data);
- durability lowered (sync off, replicas reduced, a pool's delete guard lifted, a backup tool's safety
  margin set to none) pauses: nothing is lost until the next failure, and a human should know it is coming.

Examples are run by tests/classify/test_durability_lowered.py.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

FIREWALL_OFF = "firewall-off"
SHRUNK = "shrunk"
SHRUNK_CHECKED = "shrunk-checked"
LOWERED = "lowered"

# Programs this module reads (the cheap gate: any other part is never asked).
PROGRAMS = frozenset({"zfs", "ceph", "esxcli", "govc", "lvreduce", "lvresize", "kopia", "gluster", "mdadm"})

# A property that switches something off: `--enabled false`, `--enabled=false`, `enabled=0`.
_OFF_VALUE = frozenset({"false", "0", "off", "no", "disabled"})
_ENABLED = lazy_compile(r"^-{0,2}enabled?$")
# A replica count lowered to this or fewer copies leaves one failure from loss (`size 2`) or none
# (`min_size 1`).
_LOW_SIZE = {"size": 2, "min_size": 1, "min-size": 1}
# LVM's options that make a shrink check and resize the file system first, or only test.
_RESIZES_FS = frozenset({"-r", "--resizefs"})
_TESTS = frozenset({"-t", "--test", "--help", "-h"})
_NEGATIVE_SIZE = lazy_compile(r"^(?:-[lL]|--size|--extents)(?:=)?-\d")

EXAMPLES: dict[str, tuple[str, ...]] = {
    "stop": ("esxcli network firewall set --enabled false", "esxcli network firewall unload",
             "govc host.esxcli -host esx-02 network firewall set --enabled false",
             "esxcli network firewall set --default-action true",
             "lvreduce -f -L 50G /dev/vg_data/home", "lvresize -L -20G /dev/vg0/data"),
    "pause": ("zfs set sync=disabled tank/pgdata", "ceph osd pool set rbd-vm size 2",
              "ceph osd pool set rbd-vm min_size 1", "ceph osd pool set rbd nodelete false",
              "lvreduce -r -L 50G /dev/vg_data/home", "kopia maintenance run --full --safety=none",
              "gluster volume set gv0 cluster.quorum-type none",
              "ceph config set mon mon_allow_pool_delete true"),
    "go": ("zfs set compression=lz4 tank/pgdata", "zfs set sync=standard tank/pgdata", "zfs get sync tank",
           "ceph osd pool set rbd-vm size 3", "ceph osd pool get rbd-vm size",
           "esxcli network firewall set --enabled true", "esxcli network firewall get",
           "lvreduce -t -L 50G /dev/vg_data/home", "lvresize -L +20G /dev/vg0/data",
           "kopia maintenance run --full", "esxcli network firewall load",
           "ceph config set mon mon_allow_pool_delete false"),
}


def lowered(inv: Invocation) -> tuple[str, str] | None:
    """(effect, what) for a safeguard this invocation turns down, or None."""
    name = inv.name
    args = inv.args
    low = [a.lower() for a in args]
    words = [w for w in low if not w.startswith("-")]
    if "firewall" in words and words[-1:] == ["unload"]:
        return FIREWALL_OFF, "the host's firewall module unloaded: no rule is enforced"
    if name == "ceph" and words[:2] == ["config", "set"] and "mon_allow_pool_delete" in words and (
            words[-1] in ("true", "1", "yes")):
        return LOWERED, "the monitors' guard against pool deletion lifted"
    if "firewall" in words and "set" in words:
        for i, arg in enumerate(low):
            key, eq, value = arg.partition("=")
            value = value if eq else (low[i + 1] if i + 1 < len(low) else "")
            if _ENABLED.match(key) and value.strip("'\"") in _OFF_VALUE:
                return FIREWALL_OFF, f"`{args[i]}`: the host's firewall set off"
            if key == "--default-action" and value.strip("'\"") in ("true", "pass", "accept"):
                return FIREWALL_OFF, "the host's firewall set to let everything through"
    if name in ("lvreduce", "lvresize"):
        if not _TESTS.isdisjoint(low):
            return None
        shrinks = name == "lvreduce" or any(_NEGATIVE_SIZE.match(a) or (
            a in ("-l", "-L", "--size", "--extents") and low[i + 1:i + 2] and low[i + 1].startswith("-"))
            for i, a in enumerate(low))
        if not shrinks and name == "lvresize" and any(
                a in ("-l", "-L", "--size", "--extents") and low[i + 1:i + 2] and low[i + 1][:1].isdigit()
                for i, a in enumerate(low)):
            # `lvresize -L 5G`: an absolute size is smaller or larger than the volume, unseen from here
            return SHRUNK_CHECKED, "a logical volume set to an absolute size: smaller than it is, it shrinks"
        if not shrinks:
            return None
        if _RESIZES_FS.isdisjoint(low) and not any(a.startswith("--resizefs") for a in low):
            return SHRUNK, "a logical volume shrunk with its file system still spanning it"
        return SHRUNK_CHECKED, "a logical volume shrunk (its file system resized first)"
    if name == "zfs" and words[:1] == ["set"] and any(w in ("sync=disabled", "sync=off") for w in words):
        return LOWERED, "sync writes disabled: writes acknowledged before they reach disk are lost in a crash"
    if name == "ceph" and words[:3] == ["osd", "pool", "set"] and len(words) >= 6:
        key, value = words[4], words[5]
        if key in _LOW_SIZE and value.isascii() and value.isdigit() and int(value) <= _LOW_SIZE[key]:
            return LOWERED, f"the pool's replicas lowered (`{key} {value}`): one failure from losing data"
        if key in ("nodelete", "nosizechange") and value in _OFF_VALUE:
            return LOWERED, f"the pool's `{key}` guard lifted"
    if (name == "kopia" and any(a in ("--safety=none",) for a in low)) or (
            name == "kopia" and "--safety" in low and low[low.index("--safety") + 1:][:1] == ["none"]):
        return LOWERED, "a backup repository's maintenance run with no safety margin"
    if name == "gluster" and words[:2] == ["volume", "set"] and len(words) >= 5 and (
            "quorum" in words[3] and words[4] in ("none", "off")):
        return LOWERED, "the volume's quorum switched off: a split brain can write both halves"
    return None


def durability_lowered(inv: Invocation, judged: Assessment, subject: str) -> Assessment | None:
    """The part judged for a safeguard turned down, when that is worse than its judgement; else None."""
    found = lowered(inv)
    if found is None:
        return None
    effect, what = found
    level = DangerLevel.FORBIDDEN if effect in (FIREWALL_OFF, SHRUNK) else DangerLevel.DESTRUCTIVE
    if judged.danger_level >= level:
        return None
    rule = {FIREWALL_OFF: "svc.firewall-set-off", SHRUNK: "svc.volume-shrunk"}.get(
        effect, "svc.durability-lowered")
    return assess(
        level, kind="command", subject=subject, irreversible=effect == SHRUNK,
        factors=(f"{what} [{rule}]",), rules=(rule,),
        safer_alternative="Keep the safeguard on; for a shrink, back up and shrink the file system first "
        "(`lvreduce -r`), after checking how much it holds.",
        recovery="Set it back (`sync=standard`, the replica count, the firewall enabled); a volume cut under "
        "its file system is restored from a backup.")
