"""Act words in a CLI's own spellings (dongle.classify.compound_acts: dotted subcommands, glued verbs beyond
the object list, a JSON argument's destroying key; command._act_named reads them): harmful variants across
tools beside look-alikes that must stay go (file names, ordinary words, reads)."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.compound_acts import act_parts, dotted_call, json_act

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _label(command: str) -> str:
    return LABEL[classify_command(command, "/home/dev/ops", {"HOME": "/home/dev"}).tier.value]


CASES = [
    # dotted subcommands: the last segment is the verb
    ("govc vm.destroy /DC-Lab/vm/scratch/ansible-test-01", "pause"),
    ("govc datastore.rm -ds DS-PROD-01 erp-db-01", "stop"),
    ("ssh root@truenas-prod 'midclt call pool.dataset.delete tank/smb/finance'", "stop"),
    ("midclt call pool.snapshottask.delete 3", "pause"),
    ("xo-cli vm.delete id=4b1c", "pause"),
    # a vendor CLI's unfiltered listing fed to its own dotted delete: every one
    ("govc vm.destroy $(govc find /DC-Lab/vm -type m)", "stop"),
    ("for v in $(govc ls /DC/vm); do govc vm.destroy $v; done", "stop"),
    ("govc find /DC-Lab/vm -type m -name 'ci-*' | xargs govc vm.destroy", "pause"),
    # glued verbs beyond the closed object list
    ("ssh root@san-prod-01 'targetcli clearconfig confirm=True'", "stop"),
    ("lncli closeallchannels --force", "pause"),
    ("lncli abandonchannel --funding_txid 1f2e3d", "pause"),
    ("vgreduce --removemissing --force vg_data", "pause"),
    # a JSON argument's destroying key
    ("ssh root@truenas-prod \"midclt call pool.export 1 '{\\\"destroy\\\": true}'\"", "stop"),
    # a data-removing option on production
    ("virsh -c qemu+ssh://root@kvm-prod-01/system undefine pg-primary --remove-all-storage", "stop"),
    # look-alikes: file names, reads, ordinary words
    ("mplayer movie.rm", "go"),
    ("python3 drop.sql.py", "go"),
    ("cat purge.log", "go"),
    ("govc vm.info -vm sql-prod-01", "go"),
    ("govc ls /DC-Prod/vm", "go"),
    ("govc snapshot.tree -vm sql-01", "go"),
    ("midclt call pool.dataset.query", "go"),
    ("midclt call pool.dataset.create '{\"name\": \"tank/x\"}'", "go"),
    ("clear", "go"),
    ("vgreduce --help", "go"),
]


@pytest.mark.parametrize(("command", "want"), CASES, ids=[c[:50] for c, _ in CASES])
def test_variant(command: str, want: str) -> None:
    assert _label(command) == want, command


def test_glued_reading() -> None:
    assert "wipe" in act_parts("clearconfig")
    assert {"terminate", "all"} <= act_parts("closeallchannels")
    assert {"delete", "all", "snapshots"} <= act_parts("deleteallsnapshots")
    for word in ("clearly", "closed", "closet", "removed", "purgecss", "dropbox", "clearance", "deleter"):
        assert act_parts(word) == {word}, word


def test_dotted_reading() -> None:
    verbs = frozenset({"destroy", "delete", "rm", "remove"})
    assert dotted_call("vm.destroy", verbs) and dotted_call("datastore.rm", verbs)
    for word in ("movie.rm", "drop.sql", "cleanup.sh", "x.delete.json", "vm.info", "notes.del"):
        assert not dotted_call(word, verbs), word


def test_json_key() -> None:
    assert json_act(("{\"destroy\": true, \"cascade\": true}",)) == "destroy"
    assert json_act(("{\"delete_data\": true}",)) == "delete_data"
    assert json_act(("{\"recursive\": true}",)) == ""
    assert json_act(("{\"destroy\": false}",)) == ""
    assert json_act(("{\"deleted_at\": true}",)) == ""


STORES = [
    # a store removed whole: a file system, a datastore told to take its data along, a zone under a TLD
    ("ceph fs rm cephfs --yes-i-really-mean-it", "stop"),
    ("ssh root@pbs01 'proxmox-backup-manager datastore remove store1 --destroy-data true'", "stop"),
    ("ssh root@ns1.corp.example 'pdnsutil delete-zone corp.example'", "stop"),
    # kept: the datastore's files stay, the store is named scratch or staging
    ("proxmox-backup-manager datastore remove store1", "pause"),
    ("proxmox-backup-manager datastore remove scratch-store --destroy-data true", "pause"),
    ("pdnsutil delete-zone staging.corp.example", "pause"),
    ("ceph fs rm test-fs --yes-i-really-mean-it", "pause"),
    # reads of the same objects
    ("virsh -c qemu+ssh://root@kvm-prod-01/system domblklist pg-replica-2 --details", "go"),
    ("virsh -c qemu+ssh://root@kvm-prod-01/system dumpxml pg-replica-2", "go"),
]


@pytest.mark.parametrize(("command", "want"), STORES, ids=[c[:50] for c, _ in STORES])
def test_store_removed(command: str, want: str) -> None:
    assert _label(command) == want, command


PLATFORM_STORES = [
    ("databricks metastores delete 3f1a9b2c-7d44 --force", "stop"),
    ("databricks account workspaces delete 1234567890123456", "stop"),
    ("databricks catalogs delete dev_sandbox --force", "pause"),
    ("databricks workspace delete /Users/me/reports-notebook", "pause"),
    ("databricks workspace list /Users/me", "go"),
]


@pytest.mark.parametrize(("command", "want"), PLATFORM_STORES, ids=[c[:50] for c, _ in PLATFORM_STORES])
def test_platform_store(command: str, want: str) -> None:
    assert _label(command) == want, command


LISTED = [
    # a state filter that keeps every live one is no selection
    ("stripe subscriptions list --live --status active --limit 100 | jq -r '.data[].id' "
     "| xargs -I{} stripe subscriptions cancel {} --live", "stop"),
    ("stripe subscriptions list --live --status past_due --limit 100 | jq -r '.data[].id' "
     "| xargs -I{} stripe subscriptions cancel {} --live", "pause"),
]


@pytest.mark.parametrize(("command", "want"), LISTED, ids=[c[:50] for c, _ in LISTED])
def test_every_listed(command: str, want: str) -> None:
    assert _label(command) == want, command


ZONES = [
    # a compound's head noun decides: a zone's key is not the zone
    ("pdnsutil remove-zone-key corp.example 3", "pause"),
    ("ssh root@ns1.corp.example 'pdnsutil delete-zone corp.example'", "stop"),
    # a zone under an environment's subdomain is that environment's
    ("pdnsutil delete-zone dev.corp.example", "pause"),
    ("pdnsutil delete-zone dev.acme.io", "pause"),
    ("acme-db delete-database orders", "stop"),
    # an identifier with underscores is no program told an act (a setting's name in a sentence)
    ("prevent_destroy = true", "go"),
]


@pytest.mark.parametrize(("command", "want"), ZONES, ids=[c[:50] for c, _ in ZONES])
def test_zone_and_head_noun(command: str, want: str) -> None:
    assert _label(command) == want, command
