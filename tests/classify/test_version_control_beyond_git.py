"""Version control beyond git: Perforce, git-annex and Git LFS, judged by what each act loses.

A Perforce depot is the only copy of its history: `obliterate -y` of a whole depot or branch stops,
of one throwaway folder pauses, and without -y it is only a preview (go). A workspace's unsubmitted
work thrown away (`revert`, `clean`) and a shelf, user or workspace deleted pause; every user a
listing names deleted in turn stops; a submit is everyday work. git-annex dropping with --force may
remove the last copy; `git lfs migrate import|export` rewrites history (pause). The server's own
storage (depot files, checkpoints, journals under /p4/N or a P4ROOT) deleted stops.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("p4 -p ssl:perforce.corp:1666 -u ops obliterate -y //assets/...", "stop"),
    ("p4 obliterate -y //streams/Racer/Dev/...", "stop"),
    ("p4 obliterate -y //streams/Racer/Dev/scratch/...", "pause"),
    ("p4 obliterate -y //assets/Racer/Audio/old_mix.wav", "pause"),
    ("p4 obliterate //assets/...", "go"),
    ("p4 -c ana_ws revert //streams/Racer/Dev/...", "pause"),
    ("p4 revert -n //streams/Racer/Dev/...", "go"),
    ("p4 revert -a //...", "go"),
    ("p4 clean //streams/Racer/Dev/Art/...", "pause"),
    ("p4 shelve -d -c 7731", "pause"),
    ("p4 shelve -c 7731", "go"),
    ("p4 -u admin user -d -f intern07", "pause"),
    ("p4 user -o intern07", "go"),
    ("p4 -ztag -F %client% clients | xargs -n1 p4 client -d -f", "stop"),
    ("p4 submit -c 5512", "go"),
    ("p4 -c ana_ws sync //streams/Racer/Dev/...#head", "go"),
    ("sudo rm -rf /p4/master/root/*", "stop"),
    ("rm -rf /opt/perforce/p4root", "stop"),
    ("sudo rm -rf /p4/1/logs/p4d.log.old", "pause"),
    ("git annex drop --force footage/2024/", "pause"),
    ("git annex drop footage/2024/", "go"),
    ("git lfs migrate import --everything --include='*.wav,*.fbx'", "pause"),
    ("git lfs migrate info --everything", "go"),
    ("git lfs migrate import --no-rewrite audio/theme.wav", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_version_control_beyond_git(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/racer", {"HOME": "/home/dev"}).tier.value] == expected
