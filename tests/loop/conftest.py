"""Fixtures for the safety-loop tests: a real store in a temp dir, a controllable clock and
the real evaluator with a deterministic classifier (see helpers).

Every test that takes `service`/`make_service` runs twice, over SQLite and over a real PostgreSQL
server (tests/postgres/server.py), so both backends are held to the same behaviour."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dongle.evaluator import Mode
from dongle.policy import Policy
from dongle.service import SafetyService
from dongle.store import Store
from dongle.store.sqlite import SqliteStore
from loop.helpers import Clock, keyword_classifier, make_policy
from postgres.server import pg_server, pg_url  # noqa: F401


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "state" / "dongle.db"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture(params=["sqlite", "postgres"])
def open_test_store(request: pytest.FixtureRequest) -> Callable[[], Store]:
    """Opens the backend under test; a test that reads the SQLite file itself runs on SQLite only."""
    if request.param == "sqlite":
        path = request.getfixturevalue("db_path")
        return lambda: SqliteStore(path)
    if "db_path" in request.fixturenames:
        pytest.skip("reads the SQLite file directly (tests/postgres has the PostgreSQL counterpart)")
    from dongle.store.postgres import PostgresStore

    url = request.getfixturevalue("pg_url")
    return lambda: PostgresStore(url)


@pytest.fixture
def make_service(open_test_store: Callable[[], Store], clock: Clock) -> Callable[..., SafetyService]:
    opened: list[Store] = []

    def factory(policy: Policy | None = None, mode: Mode = Mode.ENFORCING, **kwargs: Any) -> SafetyService:
        store = open_test_store()
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
