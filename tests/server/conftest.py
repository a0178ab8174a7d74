"""Fixtures for the MCP-AQL server tests: a real server over a real SQLite store in tmp_path."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from srv_helpers import options

from dongle.server.app import DongleApp, ServerConfig
from dongle.server.backend import ServiceBackend, open_backend


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def make_app(tmp_path: Path) -> Iterator[Callable[..., DongleApp]]:
    backends: list[ServiceBackend] = []

    def build(endpoint_mode: str = "semantic", tool_prefix: str = "", mode: str = "enforcing") -> DongleApp:
        backend = open_backend(options(tmp_path, mode=mode))
        backends.append(backend)
        return DongleApp(backend, ServerConfig(endpoint_mode=endpoint_mode, tool_prefix=tool_prefix))

    yield build
    for backend in backends:
        backend.close()
