"""Fixtures for the safety-loop tests: a real SQLite store in a temp dir, a controllable clock and
the real evaluator with a deterministic classifier (see helpers)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dongle.evaluator import Mode
from dongle.policy import Policy
from dongle.service import SafetyService
from dongle.store.sqlite import SqliteStore
from loop.helpers import Clock, keyword_classifier, make_policy


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "state" / "dongle.db"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def make_service(db_path: Path, clock: Clock) -> Callable[..., SafetyService]:
    opened: list[SqliteStore] = []

    def factory(policy: Policy | None = None, mode: Mode = Mode.ENFORCING, **kwargs: Any) -> SafetyService:
        store = SqliteStore(db_path)
        opened.append(store)
        return SafetyService(
            store, policy or make_policy(), mode, clock=clock, classify=keyword_classifier, **kwargs
        )

    yield factory
    for store in opened:
        store.close()


@pytest.fixture
def service(make_service: Callable[..., SafetyService]) -> SafetyService:
    return make_service()
