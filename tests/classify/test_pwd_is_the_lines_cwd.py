"""`$PWD` in a judged line is the directory the line runs in, not the judge's own: a hook runs beside the
agent, in a process whose PWD may be anywhere (a CI checkout under /tmp), and the shell that runs the line
sets PWD to the directory it starts in."""

from __future__ import annotations

from dongle.classify.command import classify_command
from dongle.levels import SafetyTier


def test_the_projects_bin_first_on_path_goes_whatever_the_judges_pwd() -> None:
    for judge_pwd in ("/tmp/ci/repo", "/work/elsewhere", "/"):
        got = classify_command("export PATH=$PWD/.bin:$PATH", cwd="/home/dev/project",
                               env={"HOME": "/home/dev", "PWD": judge_pwd})
        assert got.tier is SafetyTier.ADVISORY, (judge_pwd, got.factors)


def test_a_scratch_directory_first_on_path_still_pauses() -> None:
    """A scratch directory named first still pauses, whatever PWD the judge has."""
    for judge_pwd in ("/tmp/ci/repo", "/home/dev/project"):
        got = classify_command("export PATH=/tmp/.x:$PATH", cwd="/home/dev/project",
                               env={"HOME": "/home/dev", "PWD": judge_pwd})
        assert got.tier is not SafetyTier.ADVISORY, judge_pwd
