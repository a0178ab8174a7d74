"""Proxy overhead: a `tools/call` through `dongle proxy` beside a direct call to the same downstream.

Both sides talk to the same tiny downstream MCP server (tests/proxy/downstream_server.py, tool
`echo`) over real stdio subprocesses, in the same run, calls interleaved (the order alternating
each pair) so machine load hits both alike. The proxied operation is declared `safe` on an adapter
promoted to `validated`, so every call takes the allow path (adapter freshness check, danger
resolution, gate, forward). On Linux the CPU time each server process spent per call is read from
/proc: what the proxy costs in CPU, apart from the wake-ups of one more process on the way.

    .venv/bin/python bench/bench_proxy.py [--calls 500] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
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


def _children(pid: int) -> dict[int, str]:
    """Descendant processes of `pid` and their command lines (Linux /proc; empty elsewhere)."""
    found: dict[int, str] = {}
    try:
        entries = [e for e in os.listdir("/proc") if e.isdigit()]
    except OSError:
        return found
    parents: dict[int, int] = {}
    for entry in entries:
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
    frontier = [pid]
    while frontier:
        parent = frontier.pop()
        for child, ppid in parents.items():
            if ppid == parent and child not in found:
                try:
                    found[child] = Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode()
                except OSError:
                    continue
                frontier.append(child)
    return found


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _server_processes() -> dict[str, int]:
    """The proxy, the downstream it started, and the downstream the bench calls directly."""
    roles: dict[str, int] = {}
    children = _children(os.getpid())
    for pid, cmd in children.items():
        if "dongle proxy" in cmd:
            roles["proxy"] = pid
    for pid, cmd in children.items():
        if str(DOWNSTREAM) in cmd:
            parent = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
            roles["proxied_downstream" if parent == roles.get("proxy") else "direct_downstream"] = pid
    return roles


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

            async def timed_direct() -> None:
                start = time.perf_counter()
                await direct.call_tool("echo", {"n": 1})
                direct_times.append(time.perf_counter() - start)

            async def timed_proxy() -> None:
                start = time.perf_counter()
                await proxy.call_tool("mcp_aql_read", envelope)
                proxy_times.append(time.perf_counter() - start)

            roles = _server_processes()
            cpu_before = {role: _cpu_seconds(pid) for role, pid in roles.items()}
            for i in range(calls):
                first, second = (timed_direct, timed_proxy) if i % 2 == 0 else (timed_proxy, timed_direct)
                await first()
                await second()
            cpu_after = {role: _cpu_seconds(pid) for role, pid in roles.items()}
        gate_times = await gate_only(adapter, db, calls)
    ms = 1000.0
    cpu = {
        f"{role}_cpu_per_call_ms": (cpu_after[role] - cpu_before[role]) / calls * ms
        for role in roles
        if cpu_before.get(role) is not None and cpu_after.get(role) is not None
    }
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
    paired = [p - d for p, d in zip(proxy_times, direct_times, strict=True)]
    result["added_paired_median_ms"] = statistics.median(paired) * ms
    result["ratio"] = result["proxy_median_ms"] / result["direct_median_ms"]
    result.update(cpu)
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
        print(
            f"added by the proxy: median {out['added_median_ms']:.3f} ms (ratio {out['ratio']:.2f}x); "
            f"median of paired differences {out['added_paired_median_ms']:.3f} ms"
        )
        for role in ("proxy", "proxied_downstream", "direct_downstream"):
            if f"{role}_cpu_per_call_ms" in out:
                print(f"CPU per call      : {role} {out[f'{role}_cpu_per_call_ms']:.3f} ms")
