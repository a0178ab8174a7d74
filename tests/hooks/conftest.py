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
