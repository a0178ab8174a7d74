"""Backups or snapshots deleted by a selector that takes every point of a kind stop, for any program
(`dongle.classify.recovery_points`); a selector pinned to a period, one named point, or a retention that
keeps the newest pause; a named non-production environment caps the stop at a pause.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.recovery_points import EXAMPLES

EVERY = [
    *EXAMPLES["every"],
    "tarsnap -d -f 'web-*'",
    "vaultctl recovery-points rm --all --vault main",
    "ddbackup delete-backups 'orders-*'",
    "sudo etcd-snapshots wipe-snapshots --all",
]
SOME = [
    *EXAMPLES["some"],
    "velero backup delete nightly-20240301 --confirm",
    "restic forget --keep-last 3 --prune",
    "tarsnap -d -f 'web-2022-*'",
    "nodetool -h cass-3.staging.internal clearsnapshot --all",
    "snapctl snapshots delete 'nightly-*' --cluster dev-eu",
]
LOOK_ALIKES = [  # read or list backups, or print the words
    "nodetool listsnapshots",
    "echo 'clearsnapshot --all'",
    "mytool backups list --all",
]


def _tier(command: str) -> str:
    return classify_command(command, cwd="/home/dev/proj").tier.value


@pytest.mark.parametrize("command", EVERY)
def test_every_point_of_a_kind_deleted_stops(command: str) -> None:
    assert _tier(command) == "danger_zone"


@pytest.mark.parametrize("command", SOME)
def test_some_points_or_a_non_production_environment_pause(command: str) -> None:
    assert _tier(command) in ("confirm", "verify")


@pytest.mark.parametrize("command", LOOK_ALIKES)
def test_reads_and_mentions_go(command: str) -> None:
    assert _tier(command) == "advisory"


def test_a_label_names_no_environment() -> None:
    """Only what the deletion acts on can name a non-production place: a label or a note cannot."""
    labelled = classify_command("snapctl snapshots delete 'nightly-*' --label qa", cwd="/home/dev/proj")
    assert labelled.tier.value == "danger_zone"
    assert classify_command("snapctl snapshots delete 'nightly-*' --cluster qa-cluster",
                            cwd="/home/dev/proj").tier.value == "confirm"
