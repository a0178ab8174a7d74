"""Benchmark: the safety loop's cost over classification alone, in one process, in one run.

Measures, per reported step, on the same hints and in the same process:
  classify   dongle.evaluator.classify_step (the classifier the loop uses)
  evaluate   dongle.evaluator.evaluate (classification + the five stages, no store)
  loop       SafetyService.record_execution_step with a real SQLite store on disk
             (WAL, synchronous=FULL: every step is durable before the call returns)
  commit     a bare durable one-row commit to another SQLite file in the same directory,
             interleaved with the loop steps so both see the same disk load (the fsync floor)
and reports median and p99 of each and the loop's overhead over classification
(target: < 1 ms median), and how much of it the bare commit already accounts for.

Usage: python bench/bench_loop.py [--steps N] [--db PATH] [--json]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from dongle.evaluator import Mode, StepContext, StepRequest, classify_step, evaluate
from dongle.policy import Policy, parse_policy
from dongle.service import SafetyService
from dongle.store.sqlite import SqliteStore

# What agents report most of the time: reads, builds, tests, edits; a few riskier actions.
HINTS = (
    "executing shell command: git status",
    "executing shell command: ls -la src",
    "reading src/app/config.py to check the database URL",
    "executing shell command: npm test",
    "calling write_file on project/README.md to fix a typo",
    "executing shell command: python -m pytest tests/unit -q",
    "executing shell command: git diff HEAD~1 -- src/",
    "executing shell command: grep -rn TODO src | head -20",
    "calling edit_file on src/service/handlers.py to add input validation",
    "executing shell command: git add src/service/handlers.py && git commit -m 'validate input'",
    "executing shell command: cat package.json",
    "searching the codebase for usages of parse_config",
)


def _percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _summary(samples: list[float]) -> dict[str, float]:
    return {
        "median_ms": statistics.median(samples) * 1000,
        "p99_ms": _percentile(samples, 0.99) * 1000,
        "mean_ms": statistics.fmean(samples) * 1000,
    }


def run(steps: int, db: Path) -> dict[str, object]:
    policy = Policy(layers=(parse_policy({"maxAutonomousSteps": 10_000}, file="bench"),))
    settings = policy.settings_for("bench")
    requests = [StepRequest(next_action_hint=HINTS[i % len(HINTS)]) for i in range(steps)]

    for request in requests[: len(HINTS)]:  # warm caches (parsers, compiled patterns)
        classify_step(request)

    classify_t: list[float] = []
    for request in requests:
        t0 = time.perf_counter()
        classify_step(request)
        classify_t.append(time.perf_counter() - t0)

    evaluate_t: list[float] = []
    for i, request in enumerate(requests):
        ctx = StepContext(agent_id="bench", execution_id="e", step_number=1 + i % 50)
        t0 = time.perf_counter()
        evaluate(request, ctx, settings, Mode.ENFORCING)
        evaluate_t.append(time.perf_counter() - t0)

    store = SqliteStore(db)
    service = SafetyService(store, policy, Mode.ENFORCING)
    service.execute_agent("bench")
    bare = sqlite3.connect(db.parent / "baseline.db", isolation_level=None)
    bare.execute("PRAGMA journal_mode=WAL")
    bare.execute("PRAGMA synchronous=FULL")
    bare.execute("CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
    loop_t: list[float] = []
    commit_t: list[float] = []
    proceeded = 0

    def bare_commit(text: str) -> None:
        t0 = time.perf_counter()
        bare.execute("BEGIN IMMEDIATE")
        bare.execute("INSERT INTO t (text) VALUES (?)", (text,))
        bare.execute("COMMIT")
        commit_t.append(time.perf_counter() - t0)

    for i, request in enumerate(requests):
        # Alternate which goes first: an fsync right after another one finds the filesystem
        # journal already flushed and looks cheaper than it is.
        if i % 2:
            bare_commit(request.next_action_hint)
        t0 = time.perf_counter()
        response = service.record_execution_step("bench", request.next_action_hint)
        loop_t.append(time.perf_counter() - t0)
        proceeded += bool(response["success"] and response["data"]["autonomy"]["continue"])
        if not i % 2:
            bare_commit(request.next_action_hint)
    bare.close()
    journal = store._con.execute("PRAGMA journal_mode").fetchone()[0]
    sync = store._con.execute("PRAGMA synchronous").fetchone()[0]
    store.close()

    result = {
        "steps": steps,
        "store": {"path": str(db), "journal_mode": journal, "synchronous": {2: "FULL"}.get(sync, sync)},
        "classify": _summary(classify_t),
        "evaluate": _summary(evaluate_t),
        "loop": _summary(loop_t),
        "commit": _summary(commit_t),
        "proceeded": proceeded,
    }
    result["overhead_over_classify_median_ms"] = result["loop"]["median_ms"] - result["classify"]["median_ms"]
    result["store_and_bookkeeping_median_ms"] = result["loop"]["median_ms"] - result["evaluate"]["median_ms"]
    result["overhead_beyond_bare_commit_median_ms"] = (
        result["overhead_over_classify_median_ms"] - result["commit"]["median_ms"]
    )
    result["target_met"] = result["overhead_over_classify_median_ms"] < 1.0
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--db", type=Path, help="database path (default: a fresh temp dir on local disk)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=str(Path.home()) if args.db is None else None) as tmp:
        db = args.db or Path(tmp) / "bench" / "dongle.db"
        result = run(args.steps, db)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(
        f"{result['steps']} steps, store {result['store']['journal_mode']}/"
        f"synchronous={result['store']['synchronous']}, {result['proceeded']} proceeded"
    )
    print(f"{'':<10}{'median ms':>12}{'p99 ms':>10}{'mean ms':>10}")
    for name in ("classify", "evaluate", "loop", "commit"):
        s = result[name]
        print(f"{name:<10}{s['median_ms']:>12.3f}{s['p99_ms']:>10.3f}{s['mean_ms']:>10.3f}")
    verdict = "met" if result["target_met"] else "MISSED"
    print(
        f"loop overhead over classification (median): {result['overhead_over_classify_median_ms']:.3f} ms "
        f"(target < 1 ms: {verdict})"
    )
    print(f"  of which store + bookkeeping over evaluate: {result['store_and_bookkeeping_median_ms']:.3f} ms")
    beyond = result["overhead_beyond_bare_commit_median_ms"]
    print(f"  beyond a bare durable commit in the same run: {beyond:.3f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
