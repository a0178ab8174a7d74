"""Helpers for the proxy tests: adapter files, trust grants through the real lifecycle, a client."""

from __future__ import annotations

import json
import os
import sys
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters

from dongle.adapters.model import load_adapter
from dongle.adapters.trust import change_trust, effective_trust
from dongle.levels import TrustLevel
from dongle.store import open_store

HERE = Path(__file__).resolve().parent
DOWNSTREAM = HERE / "downstream_server.py"


def set_trust(path: Path, db: Path, level: TrustLevel) -> None:
    """Walk the adapter to `level` the way an operator would: one promotion at a time, or a demotion."""
    store = open_store(db)
    try:
        current = effective_trust(store, load_adapter(path))
        if level < current:
            change_trust(path, level, by="operator:test", reason="test demotion", store=store)
        while current < level:
            current = TrustLevel(current + 1)
            if current == TrustLevel.CERTIFIED:
                certify_with_test_key(path, store)
                continue
            change_trust(
                path, current, by="operator:test", reason=f"test promotion to {current.label}", store=store
            )
    finally:
        store.close()


def certify_with_test_key(path: Path, store: Any) -> None:
    """Sign the adapter as its certification's authority with a fresh key, and certify it."""
    import base64

    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from dongle.adapters.certify import certify, signed_message

    adapter = load_adapter(path)
    key = Ed25519PrivateKey.generate()
    public = key.public_key().public_bytes_raw()
    signature = base64.b64encode(key.sign(signed_message(adapter))).decode()
    authority = adapter.trust.raw["certification"]["authority"]
    certify(path, signature, {authority: public}, by="operator:test", store=store)


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MCPAQL_", "MCP_AQL_", "DONGLE_"))}
    env.update(extra)
    return env


@asynccontextmanager
async def proxy_client(adapter: Path, db: Path, *extra: str, **env: str):
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "dongle", "proxy", str(adapter), "--db", str(db), *extra],
        env=clean_env(**env),
    )
    async with Client(params) as client:
        yield client


async def call(
    client: Any, family: str, operation: str, params: dict[str, Any] | None = None
) -> dict[str, Any]:
    result = await client.call_tool(f"mcp_aql_{family}", {"operation": operation, "params": params or {}})
    return json.loads(result.content[0].text)


def downstream_calls(log: Path) -> list[dict[str, Any]]:
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text().splitlines() if line.strip()]


class Recorder:
    """A stand-in for the downstream caller: records each call the gate lets through."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict]] = []

    async def prepare(self) -> None:
        return None

    async def call(self, adapter: Any, op: Any, params: dict) -> dict:
        self.calls.append((op.name, dict(params)))
        return {"ok": True}
