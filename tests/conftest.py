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


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    """`--dist loadgroup` (scripts/test.sh) with its bookkeeping counted instead of recounted after
    every test (tests/xdist_schedule.py): the same units to the same workers, without the controller's
    quadratic CPU. Any other `--dist` is xdist's own."""
    if config.getoption("dist", None) != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    # the subclass leans on the stock scheduler's bookkeeping; another xdist keeps its own scheduler
    if not all(hasattr(LoadGroupScheduling, name) for name in ("_split_scope", "_assign_work_unit",
                                                              "_reschedule", "mark_test_complete")):
        return None
    from xdist_schedule import CountedLoadGroupScheduling

    return CountedLoadGroupScheduling(config, log)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On an xdist worker under `--dist loadgroup`, a test marked `xdist_group(NAME)` gets the id
    `...@NAME` that the controller's scheduler groups by. pytest-xdist 3.8 writes `item._nodeid`, which
    pytest 9 no longer reads (a node's id is `item._id`): every group was silently spread over the
    workers (two workers driving one hook daemon, one browser, the same system users). Done here
    only where xdist's own suffix did not take."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        names = sorted({str(m.args[0] if m.args else m.kwargs.get("name", "default"))
                        for m in item.iter_markers("xdist_group")})
        if not names or item.nodeid.endswith("@" + "_".join(names)):
            continue
        try:
            from _pytest.nodeid import NodeId
        except ImportError:  # a pytest without it reads xdist's own suffix, or groups stay spread as before
            return
        item._id = NodeId.parse(f"{item.nodeid}@{'_'.join(names)}")  # type: ignore[attr-defined]
