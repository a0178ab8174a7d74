"""A named pipe where code is read (session 21, HJ-55's family): the guard judges scripts, Makefiles,
patches and archives by reading them from the disk, and never opens a pipe (it would wait for a
writer past the hook's budget). A pipe handed to what runs or applies it, or made under a name code
is kept at, asks; reading a pipe's data, and pipes under other names, go; nothing hangs.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hooks.helpers import expect_shell_decision, shell_tier

PIPES = ("a.sh", "Makefile", "x.tar", "d.patch", "p.py", ".envrc")

ASKS = ["bash a.sh", "./a.sh", ". a.sh", "source .envrc", "make", "make -f Makefile", "tar -xf x.tar",
        "git apply d.patch", "patch -p1 < d.patch", "python3 p.py", "eval \"$(cat a.sh)\"",
        "bash -c \"$(< a.sh)\"", "rm -f run.sh && mkfifo run.sh", "mkfifo .git/hooks/pre-commit"]
GOES = ["cat a.sh", "grep -n x a.sh", "ls -l", "make -C /tmp/elsewhere", "mkfifo /tmp/logpipe",
        "mkfifo -m 600 ./events"]


@pytest.fixture
def piped(judge_home: Path) -> Path:
    project = judge_home / "project"
    (project / ".git" / "hooks").mkdir(parents=True)
    for name in PIPES:
        os.mkfifo(project / name)
    return judge_home


@pytest.mark.parametrize("command", ASKS)
def test_pipe_run_or_planted_asks(piped: Path, command: str) -> None:
    assert shell_tier(command, piped) in ("confirm", "verify", "danger_zone")


@pytest.mark.parametrize("command", GOES)
def test_pipe_read_or_elsewhere_goes(piped: Path, command: str) -> None:
    assert shell_tier(command, piped) == "advisory"


def test_real_hook_asks_and_does_not_hang(fake_home: Path) -> None:
    """Through the real hook: a script that is a pipe asks at once (no writer ever comes)."""
    for name in ("run.sh", "prog"):
        os.mkfifo(fake_home / "project" / name)
    expect_shell_decision("ls", fake_home, "allow")
    expect_shell_decision("./prog", fake_home, "ask")
    expect_shell_decision("bash run.sh", fake_home, "ask")
