"""Load benchmark: many agents reporting steps over streamable HTTP, SQLite vs PostgreSQL, 1 vs 2 instances.

Three scenarios in one run, each on fresh state:
  (a) one `dongle serve --http` instance over a SQLite file        — the baseline
  (b) one instance over a PostgreSQL database
  (c) two instances sharing one PostgreSQL database (agents spread over both)

In each, AGENTS concurrent agents (asyncio tasks, one MCP session each, raw JSON-RPC over HTTP) open
an execution and report STEPS steps each. Measured: steps per second over the whole burst, median
and p99 latency of one `record_execution_step` round trip. Then a consistency check:
  - no lost step counts: every agent got step numbers 1..STEPS, and the database holds exactly STEPS
    steps for each execution;
  - every block is seen by every instance: one agent per instance is stopped (`rm -rf /`) through
    that instance, and each blocked agent is then refused through every instance;
  - the audit chain verifies (`verify_store`).

The PostgreSQL server is a throwaway one started like the tests' (tests/postgres/server.py).
Usage: .venv/bin/python bench/bench_load.py [--agents 50] [--steps 10] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx2 as httpx  # the HTTP client the mcp SDK ships with

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from postgres.server import Unavailable, start_server  # noqa: E402

HINT = "executing shell command: ls -la src/"
ACCEPT = "application/json, text/event-stream"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Instance:
    """One `dongle serve --http` process."""

    def __init__(self, db: str, policy: Path):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/mcp"
        cmd = [sys.executable, "-m", "dongle", "serve", "--http", f"127.0.0.1:{self.port}"]
        cmd += ["--db", db, "--policy", str(policy)]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    def wait_ready(self, timeout: float = 30) -> None:
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.proc.stderr.read().decode()[-800:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("server did not start listening")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class Session:
    """One MCP session over streamable HTTP (JSON or SSE answers)."""

    def __init__(self, client: httpx.AsyncClient, url: str):
        self.client, self.url = client, url
        self.headers = {"Accept": ACCEPT, "Content-Type": "application/json"}
        self.next_id = 0

    async def _post(self, body: dict) -> dict | None:
        response = await self.client.post(self.url, json=body, headers=self.headers)
        response.raise_for_status()
        if "mcp-session-id" in response.headers:
            self.headers["mcp-session-id"] = response.headers["mcp-session-id"]
        if "id" not in body:
            return None
        if response.headers.get("content-type", "").startswith("text/event-stream"):
            for line in response.text.splitlines():
                if line.startswith("data:"):
                    message = json.loads(line[5:])
                    if message.get("id") == body["id"]:
                        return message
            raise RuntimeError("no answer in the event stream")
        return response.json()

    async def open(self) -> None:
        self.next_id += 1
        await self._post(
            {
                "jsonrpc": "2.0",
                "id": self.next_id,
                "method": "initialize",
                "params": {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "bench-load", "version": "0"},
                },
            }
        )
        self.headers["mcp-protocol-version"] = "2025-06-18"
        await self._post({"jsonrpc": "2.0", "method": "notifications/initialized"})

    async def call(self, tool: str, arguments: dict) -> dict:
        self.next_id += 1
        answer = await self._post(
            {
                "jsonrpc": "2.0",
                "id": self.next_id,
                "method": "tools/call",
                "params": {"name": tool, "arguments": arguments},
            }
        )
        assert answer is not None and "result" in answer, answer
        return json.loads(answer["result"]["content"][0]["text"])

    async def step(self, agent: str, hint: str) -> dict:
        params = {"element_name": agent, "next_action_hint": hint}
        return await self.call("mcp_aql_create", {"operation": "record_execution_step", "params": params})

    async def execute(self, agent: str) -> dict:
        return await self.call(
            "mcp_aql_execute", {"operation": "execute_agent", "params": {"element_name": agent}}
        )


@dataclass
class Result:
    name: str
    steps: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)
    checks: dict[str, bool] = field(default_factory=dict)

    @property
    def rate(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0

    def percentile(self, q: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def run_agents(
    result: Result, urls: list[str], agents: int, steps: int, executions: dict[str, str]
) -> dict[str, list[int]]:
    limits = httpx.Limits(max_connections=agents * 2, max_keepalive_connections=agents * 2)
    numbers: dict[str, list[int]] = {}
    async with httpx.AsyncClient(timeout=120, limits=limits) as client:
        sessions = [Session(client, urls[i % len(urls)]) for i in range(agents)]
        await asyncio.gather(*(s.open() for s in sessions))
        for i, s in enumerate(sessions):
            started = await s.execute(f"agent-{i}")
            assert started.get("success") is True, started
            executions[f"agent-{i}"] = started["data"]["execution_id"]

        async def agent(i: int, session: Session) -> None:
            name = f"agent-{i}"
            got = numbers.setdefault(name, [])
            for _ in range(steps):
                t0 = time.perf_counter()
                answer = await session.step(name, HINT)
                result.latencies.append(time.perf_counter() - t0)
                assert answer.get("success") is True and answer["data"]["autonomy"]["continue"], answer
                got.append(answer["data"]["step_number"])

        t0 = time.perf_counter()
        await asyncio.gather(*(agent(i, s) for i, s in enumerate(sessions)))
        result.seconds = time.perf_counter() - t0
        result.steps = agents * steps

        # blocks: one agent stopped through each instance, then asked about through every instance
        blocked = []
        for k, url in enumerate(urls):
            session = Session(client, url)
            await session.open()
            name = f"blocked-{k}"
            await session.execute(name)
            stop = await session.step(name, "executing shell command: rm -rf /")
            assert stop["data"]["autonomy"]["stopped"] is True, stop
            blocked.append(name)
        seen = True
        for url in urls:
            for name in blocked:
                session = Session(client, url)  # fresh: asking about a blocked agent blocks the session
                await session.open()
                answer = await session.step(name, HINT)
                error = answer.get("error") or {}
                refused = (
                    answer.get("success") is False
                    and error.get("details", {}).get("reason") == "agent_blocked"
                )
                if not refused:
                    print(f"not refused: {name} through {url}: {answer}", file=sys.stderr)
                seen = seen and refused
        result.checks["every block seen by every instance"] = seen
    return numbers


def consistency(
    result: Result, db: str, numbers: dict[str, list[int]], executions: dict[str, str], steps: int
) -> None:
    from dongle.audit import verify_store
    from dongle.store import open_store

    result.checks["step numbers 1..N per agent"] = all(
        sorted(got) == list(range(1, steps + 1)) for got in numbers.values()
    )
    store = open_store(db)
    try:
        with store.transaction() as tx:
            # the executions may have ended with their MCP sessions; their steps must all be there
            stored = len(executions) == len(numbers) and all(
                (e := tx.get_execution(execution_id)) is not None
                and e.step_count == steps
                and len(tx.recent_steps(execution_id, limit=steps * 10)) == steps
                for execution_id in executions.values()
            )
        result.checks["no lost steps in the database"] = stored
        result.checks["audit chain verifies"] = verify_store(store).ok
    finally:
        store.close()


def scenario(name: str, db: str, instances: int, policy: Path, agents: int, steps: int) -> Result:
    result = Result(name)
    servers = [Instance(db, policy) for _ in range(instances)]
    try:
        for server in servers:
            server.wait_ready()
        executions: dict[str, str] = {}
        numbers = asyncio.run(run_agents(result, [s.url for s in servers], agents, steps, executions))
    finally:
        for server in servers:
            server.stop()
    consistency(result, db, numbers, executions, steps)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agents", type=int, default=50)
    parser.add_argument("--steps", type=int, default=10, help="steps per agent")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="dongle-load-") as tmp:
        policy = Path(tmp) / "policy.json"
        policy.write_text(json.dumps({"maxAutonomousSteps": args.steps * 10 + 100}))
        os.environ.pop("DONGLE_DB", None)
        results.append(
            scenario("1 instance, SQLite", str(Path(tmp) / "state.db"), 1, policy, args.agents, args.steps)
        )
        try:
            pg = start_server()
        except Unavailable as exc:
            print(f"PostgreSQL scenarios skipped: {exc}", file=sys.stderr)
            pg = None
        if pg:
            try:
                one = pg.create_database("load_one")
                results.append(scenario("1 instance, PostgreSQL", one, 1, policy, args.agents, args.steps))
                two = pg.create_database("load_two")
                results.append(
                    scenario("2 instances, shared PostgreSQL", two, 2, policy, args.agents, args.steps)
                )
            finally:
                pg.stop()
    base = results[0].rate
    if args.json:
        print(
            json.dumps(
                [
                    {
                        "scenario": r.name,
                        "steps": r.steps,
                        "steps_per_second": round(r.rate, 1),
                        "median_ms": round(statistics.median(r.latencies) * 1000, 2),
                        "p99_ms": round(r.percentile(0.99) * 1000, 2),
                        "checks": r.checks,
                    }
                    for r in results
                ],
                indent=2,
            )
        )
    else:
        print(f"{args.agents} agents x {args.steps} steps over streamable HTTP")
        print(f"{'scenario':34} {'steps/s':>8} {'vs SQLite':>9} {'median ms':>10} {'p99 ms':>8}  consistency")
        for r in results:
            ok = (
                "ok"
                if all(r.checks.values())
                else "FAILED: " + ", ".join(k for k, v in r.checks.items() if not v)
            )
            median, p99 = statistics.median(r.latencies) * 1000, r.percentile(0.99) * 1000
            print(f"{r.name:34} {r.rate:8.1f} {r.rate / base:8.2f}x {median:10.1f} {p99:8.1f}  {ok}")
    return 0 if all(all(r.checks.values()) for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
