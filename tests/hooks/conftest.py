"""A private HOME per test, placed where a real home would be: not under /tmp (scratch space to the
path classifier) nor under /root (a secrets location), so "outside the project" means what it says."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest


@pytest.fixture
def fake_home():
    base = Path("/home/.dongle-hook-tests") if os.access("/home", os.W_OK) else (
        Path.home() / ".cache" / "dongle-hook-tests")
    base.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(dir=base))
    (home / "project").mkdir()
    try:
        yield home
    finally:
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture
def judge_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private HOME for judging in-process (`hooks.helpers.shell_tier`): the guard's files are
    looked for under it, and the variables that move them elsewhere are unset."""
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "DONGLE_DB"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "project").mkdir()
    return tmp_path
