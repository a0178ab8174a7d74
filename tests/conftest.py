"""Shared fixtures. `../shared` (corpora, spec digest) is used when present and skipped cleanly when not."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# CI replays the same generated examples on every run (`.ci/run` sets HYPOTHESIS_PROFILE=ci), so a red
# CI means the code changed, not the draw; local runs keep drawing new examples (a random hint found
# the grammar's segfault on `{` and a wide character).
settings.register_profile("ci", derandomize=True, database=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside this checkout")
    return SHARED
