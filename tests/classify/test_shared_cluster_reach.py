"""Shared clusters: what a batch-job cancel, a delete on a parallel file system or of the site's
software tree reaches is other people's work.

One job cancelled by id is everyday (go); every job a filter selects pauses; as root with no user
named (or every user) it stops. A whole project or group area on Lustre/GPFS/BeeGFS deleted stops,
one user's run directory in it pauses; the site's software tree and module files stop; a file system
deleted stops. Environment modules only change the shell (go).
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("scancel 99120", "go"),
    ("scancel --me -t PENDING", "pause"),
    ("scancel --user=$USER --partition=long", "pause"),
    ("bkill 0", "pause"),
    ("sudo scancel --partition=gpu", "stop"),
    ("sudo scancel --user=ravi -t RUNNING", "pause"),
    ("sudo bkill -u all 0", "stop"),
    ("rm -rf /gpfs/groups/neuro", "stop"),
    ("rm -rf /beegfs/proj/materials/", "stop"),
    ("rm -rf /projects/genomics", "stop"),
    ("rm -rf /gpfs/groups/neuro/ravi", "pause"),
    ("rm -rf /projects/genomics/run-0042", "pause"),
    ("sudo rm -rf /sw/easybuild/software/*", "stop"),
    ("rm -rf /cm/shared/modulefiles", "stop"),
    ("sudo mmdelfileset fs1 neuro -f", "stop"),
    ("ml purge; ml load cuda/12.4", "go"),
    ("module purge", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_shared_cluster_reach(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/ravi/sim", {"HOME": "/home/ravi"}).tier.value] == expected
