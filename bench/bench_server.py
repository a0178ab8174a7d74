"""Benchmark: the MCP-AQL server over stdio.

1. Spawn-to-initialize: time from starting `python -m dongle.server` to its answer to `initialize`.
2. Round trips on one server in one run: `record_execution_step` (validation, evaluation and durable
   SQLite state) beside a no-op tool (`dongle_bench_noop`, exposed only when DONGLE_BENCH_NOOP=1),
   interleaved so drift on a shared machine hits both alike. Reports median and p99 of each and
   the ratio of the medians (target < 1.5).

The driver speaks newline-delimited JSON-RPC with the standard library only, so the client adds
the same small cost to both calls. Usage: .venv/bin/python bench/bench_server.py [--calls N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HINT = "executing shell command: ls -la src/"


class StdioServer:
    def __init__(self, db: Path, policy: Path | None, *, noop: bool) -> None:
        env = dict(os.environ, DONGLE_BENCH_NOOP="1" if noop else "0")
        cmd = [sys.executable, "-m", "dongle.server", "--db", str(db)]
        if policy:
            cmd += ["--policy", str(policy)]
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env
        )
        self.next_id = 0

    def request(self, method: str, params: dict) -> dict:
        self.next_id += 1
        line = json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(line.encode() + b"\n")
        self.proc.stdin.flush()
        while True:
            answer = json.loads(self.proc.stdout.readline())
            if answer.get("id") == self.next_id:
                return answer

    def initialize(self) -> dict:
        answer = self.request(
            "initialize",
            {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "bench", "version": "0"},
            },
        )
        assert self.proc.stdin
        self.proc.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        self.proc.stdin.flush()
        return answer

    def call(self, tool: str, arguments: dict) -> dict:
        answer = self.request("tools/call", {"name": tool, "arguments": arguments})
        return json.loads(answer["result"]["content"][0]["text"])

    def close(self) -> None:
        assert self.proc.stdin
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def spawn_to_initialize(tmp: Path, runs: int) -> list[float]:
    times = []
    for i in range(runs):
        start = time.perf_counter()
        server = StdioServer(tmp / f"spawn{i}.db", None, noop=False)
        answer = server.initialize()
        times.append(time.perf_counter() - start)
        assert "result" in answer, answer
        server.close()
    return times


def round_trips(tmp: Path, calls: int) -> tuple[list[float], list[float]]:
    policy = tmp / "policy.json"
    policy.write_text(json.dumps({"maxAutonomousSteps": calls * 4 + 100}))
    server = StdioServer(tmp / "bench.db", policy, noop=True)
    server.initialize()
    started = server.call(
        "mcp_aql_execute", {"operation": "execute_agent", "params": {"element_name": "bench"}}
    )
    assert started.get("success") is True, started
    step = {
        "operation": "record_execution_step",
        "params": {"element_name": "bench", "next_action_hint": HINT},
    }
    first = server.call("mcp_aql_create", step)
    assert first.get("success") is True and first["data"]["autonomy"]["continue"] is True, first
    noop, steps = [], []
    for _ in range(50):  # warm-up
        server.call("dongle_bench_noop", {})
        server.call("mcp_aql_create", step)
    for _ in range(calls):
        t0 = time.perf_counter()
        server.call("dongle_bench_noop", {})
        t1 = time.perf_counter()
        server.call("mcp_aql_create", step)
        t2 = time.perf_counter()
        noop.append(t1 - t0)
        steps.append(t2 - t1)
    server.close()
    return noop, steps


def in_process_service(tmp: Path, calls: int) -> list[float]:
    """The same step through `SafetyService` alone (no MCP, no envelope): the floor set by evaluation
    and the durable SQLite commit, measured in the same run."""
    from dongle.policy import load_policy
    from dongle.service import SafetyService
    from dongle.store import open_store

    store = open_store(tmp / "inproc.db")
    service = SafetyService(store, load_policy(tmp / "policy.json"))
    service.execute_agent("bench", session_id="bench")
    times = []
    for i in range(calls + 50):
        t0 = time.perf_counter()
        service.record_execution_step("bench", HINT, session_id="bench")
        if i >= 50:
            times.append(time.perf_counter() - t0)
    store.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--spawns", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="dongle-bench-") as tmp_name:
        tmp = Path(tmp_name)
        spawn = spawn_to_initialize(tmp, args.spawns)
        noop, steps = round_trips(tmp, args.calls)
        service = in_process_service(tmp, args.calls)
    ms = 1000.0
    print(
        f"spawn -> initialize answered ({args.spawns} runs): median {statistics.median(spawn) * ms:.0f} ms, "
        f"min {min(spawn) * ms:.0f} ms, max {max(spawn) * ms:.0f} ms"
    )
    print(f"stdio round trips, {args.calls} each, interleaved on one server:")
    for name, values in (("no-op tool", noop), ("record_execution_step", steps)):
        median, p99 = statistics.median(values) * ms, percentile(values, 0.99) * ms
        print(f"  {name:24s} median {median:.3f} ms   p99 {p99:.3f} ms")
    ratio = statistics.median(steps) / statistics.median(noop)
    print(f"  ratio of medians (step / no-op): {ratio:.2f}  (target < 1.5)")
    floor, overhead = statistics.median(service), statistics.median(steps) - statistics.median(noop)
    print(
        f"  SafetyService.record_execution_step in-process (evaluation + durable commit): median "
        f"{floor * ms:.3f} ms, p99 {percentile(service, 0.99) * ms:.3f} ms"
    )
    print(
        f"  server layer (envelope, routing, JSON) beyond no-op + service: {(overhead - floor) * ms:.3f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
