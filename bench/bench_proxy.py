"""Proxy overhead: a `tools/call` through `dongle proxy` beside a direct call to the same downstream.

Both sides talk to the same tiny downstream MCP server (tests/proxy/downstream_server.py, tool
`echo`) over real stdio subprocesses, in the same run, calls interleaved so machine load hits both
alike. The proxied operation is declared `safe` on an adapter promoted to `validated`, so every call
takes the allow path (adapter freshness check, danger resolution, gate, forward).

    .venv/bin/python bench/bench_proxy.py [--calls 500] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parent.parent
DOWNSTREAM = ROOT / "tests" / "proxy" / "downstream_server.py"


def adapter_text(log: Path) -> str:
    return f"""---
name: bench
type: adapter
version: 1.0.0
description: benchmark adapter
target:
  type: mcp
  command: ["{sys.executable}", "{DOWNSTREAM}"]
  env: {{DOWNSTREAM_LOG: "{log}"}}
  expose_unlisted_tools: false
operations:
  read:
    - {{name: echo_op, maps_to: echo, danger: safe}}
---
"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class _Nothing:
    async def call(self, adapter, op, params):  # type: ignore[no-untyped-def]
        return {}


async def gate_only(adapter: Path, db: Path, calls: int) -> list[float]:
    """The gate alone, in process (file freshness check, danger, matrix), forwarding to nothing."""
    from dongle.proxy.gate import ProxyGate
    from dongle.store import open_store

    store = open_store(db)
    gate = ProxyGate(adapter, store, _Nothing())
    times = []
    try:
        for _ in range(calls):
            start = time.perf_counter()
            await gate.call("echo_op", {"n": 1})
            times.append(time.perf_counter() - start)
    finally:
        store.close()
    return times


async def main(calls: int) -> dict:
    from dongle.adapters.trust import change_trust
    from dongle.levels import TrustLevel
    from dongle.store import open_store

    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        log = tmp_path / "calls.jsonl"
        adapter = tmp_path / "bench.md"
        adapter.write_text(adapter_text(log))
        db = tmp_path / "state.db"
        store = open_store(db)
        for level in (TrustLevel.GENERATED, TrustLevel.VALIDATED):
            change_trust(adapter, level, by="bench", reason="bench", store=store)
        store.close()
        direct_params = StdioServerParameters(
            command=sys.executable, args=[str(DOWNSTREAM)], env={"DOWNSTREAM_LOG": str(log)}
        )
        proxy_params = StdioServerParameters(
            command=sys.executable, args=["-m", "dongle", "proxy", str(adapter), "--db", str(db)]
        )
        direct_times: list[float] = []
        proxy_times: list[float] = []
        async with Client(direct_params) as direct, Client(proxy_params) as proxy:
            envelope = {"operation": "echo_op", "params": {"n": 1}}
            for _ in range(20):  # warm-up
                await direct.call_tool("echo", {"n": 1})
                answer = await proxy.call_tool("mcp_aql_read", envelope)
            assert json.loads(answer.content[0].text)["success"] is True
            for _ in range(calls):
                start = time.perf_counter()
                await direct.call_tool("echo", {"n": 1})
                direct_times.append(time.perf_counter() - start)
                start = time.perf_counter()
                await proxy.call_tool("mcp_aql_read", envelope)
                proxy_times.append(time.perf_counter() - start)
        gate_times = await gate_only(adapter, db, calls)
    ms = 1000.0
    result = {
        "gate_only_median_ms": statistics.median(gate_times) * ms,
        "gate_only_p99_ms": pct(gate_times, 0.99) * ms,
        "calls": calls,
        "direct_median_ms": statistics.median(direct_times) * ms,
        "direct_p99_ms": pct(direct_times, 0.99) * ms,
        "proxy_median_ms": statistics.median(proxy_times) * ms,
        "proxy_p99_ms": pct(proxy_times, 0.99) * ms,
    }
    result["added_median_ms"] = result["proxy_median_ms"] - result["direct_median_ms"]
    result["ratio"] = result["proxy_median_ms"] / result["direct_median_ms"]
    return result


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out = anyio.run(main, args.calls)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print(
            f"direct call       : median {out['direct_median_ms']:.3f} ms, p99 {out['direct_p99_ms']:.3f} ms"
        )
        print(f"through the proxy : median {out['proxy_median_ms']:.3f} ms, p99 {out['proxy_p99_ms']:.3f} ms")
        print(
            f"gate alone        : median {out['gate_only_median_ms']:.3f} ms, "
            f"p99 {out['gate_only_p99_ms']:.3f} ms"
        )
        print(f"added by the proxy: median {out['added_median_ms']:.3f} ms (ratio {out['ratio']:.2f}x)")
