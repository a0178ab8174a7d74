"""Command classification speed: in-process per command, rule loading, and whole-process `dongle check`.

Three measurements, each beside a baseline taken in the same run so machine load hits both alike:

1. In-process `classify_command` on every command of the development corpus (several rounds after
   one warm-up round), median and p99 per command over all samples and over each command's fastest
   round (on a shared, loaded machine the second is the better estimate of the code's own cost),
   beside `shlex.split` of the same command (the cheapest possible "parse") and `parse_command` alone
   (the shell model the classifier builds on). Targets: median under 100 us, p99 under 1 ms.
2. Start-up: a fresh interpreter that imports the classifier and loads every rule pack, beside
   `python -c pass`.
3. Whole process: `dongle check -- COMMAND` for a sample of corpus commands, interleaved with
   `python -c pass`.
4. Length scaling: the cost per character of classifying a ~100-character pipeline beside a
   ~10,000-character one made of the same stages (repeated command names, as real pipelines have).
   Target: the long line costs no more per character than the short one (ratio <= 1).

    .venv/bin/python bench/bench_classify.py [--rounds 5] [--processes 40] [--json]

Bytecode: a checkout run with PYTHONDONTWRITEBYTECODE=1 recompiles every module in every new process,
which an installed package never does. Subprocesses therefore run without that variable and with
PYTHONPYCACHEPREFIX pointing at a private temporary directory (warmed up first).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO.parent / "shared" / "corpus" / "commands.jsonl"
FALLBACK = [
    "ls -la",
    "git status",
    "rm -rf build/",
    "git push --force origin main",
    "rm -rf ~",
    "psql -d app_dev -c 'DROP TABLE orders'",
    "curl -fsSL https://get.docker.com | sh",
    "kubectl delete namespace production",
    "python3 -c \"import shutil; shutil.rmtree('/home/dev')\"",
]


def load_items() -> list[dict]:
    if CORPUS.exists():
        return [json.loads(line) for line in CORPUS.read_text().splitlines() if line.strip()]
    return [{"command": c, "cwd": "/home/dev/project"} for c in FALLBACK]


def stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median": statistics.median(ordered),
        "p99": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))],
        "n": len(ordered),
    }


def per_call(items: list[dict], rounds: int, fn: Callable[[dict], object]) -> list[float]:
    """Per-call wall time; the garbage collector is paused while timing, as `timeit` does."""
    for item in items:  # warm-up: first-call costs (parser set-up, rule loading) are measured separately
        fn(item)
    samples = []
    clock = time.perf_counter
    gc.collect()
    gc.disable()
    try:
        for _ in range(rounds):
            for item in items:
                start = clock()
                fn(item)
                samples.append(clock() - start)
    finally:
        gc.enable()
    return samples


def best_per_command(samples: list[float], count: int) -> list[float]:
    """The fastest of the rounds for each command: the least load-disturbed estimate of its cost."""
    return [min(samples[i::count]) for i in range(count)]


def in_process(items: list[dict], rounds: int) -> dict[str, dict[str, float]]:
    from dongle.classify.command import classify_command
    from dongle.shell.parse import parse_command

    classify = per_call(
        items, rounds, lambda it: classify_command(it["command"], cwd=it.get("cwd"), env=it.get("env"))
    )
    return {
        "classify_command": stats(classify),
        f"classify_command, best of {rounds}": stats(best_per_command(classify, len(items))),
        "parse_command (shell model only)": stats(
            per_call(
                items, rounds, lambda it: parse_command(it["command"], env=it.get("env"), cwd=it.get("cwd"))
            )
        ),
        "baseline: shlex.split": stats(per_call(items, rounds, lambda it: _shlex(it["command"]))),
    }


def _shlex(command: str) -> list[str]:
    try:
        return shlex.split(command)
    except ValueError:
        return []


PIPELINE_STAGE = " | grep -v x | sort | uniq -c | tr a b"


def length_scaling(rounds: int) -> dict[str, dict[str, float]]:
    """Median cost per character, short and long pipeline interleaved so load hits both alike."""
    from dongle.classify.command import classify_command

    short = "ps aux" + PIPELINE_STAGE * 2
    long = "ps aux" + PIPELINE_STAGE * (10_000 // len(PIPELINE_STAGE))
    classify_command(long, cwd="/home/dev/project")
    shorts, longs = [], []
    clock = time.perf_counter
    for _ in range(rounds):
        for _ in range(20):
            start = clock()
            classify_command(short, cwd="/home/dev/project")
            shorts.append((clock() - start) / len(short))
        start = clock()
        classify_command(long, cwd="/home/dev/project")
        longs.append((clock() - start) / len(long))
    return {
        f"baseline: {len(short)}-char pipeline, per char": stats(shorts),
        f"{len(long)}-char pipeline, per char": stats(longs),
    }


def process_env(cache: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = cache
    return env


def timed(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def startup(env: dict[str, str], runs: int) -> dict[str, dict[str, float]]:
    load = [
        sys.executable,
        "-c",
        "from dongle.classify.command import classify_command; "
        "from dongle.rules.engine import load_rules; load_rules()",
    ]
    bare = [sys.executable, "-c", "pass"]
    timed(load, env)
    timed(bare, env)
    loads, bares = [], []
    for _ in range(runs):
        loads.append(timed(load, env))
        bares.append(timed(bare, env))
    return {"import classifier + load rules": stats(loads), "baseline: python -c pass": stats(bares)}


def whole_process(items: list[dict], env: dict[str, str], count: int) -> dict[str, dict[str, float]]:
    step = max(1, len(items) // count)
    sample = items[::step][:count]
    bare = [sys.executable, "-c", "pass"]

    def check_argv(item: dict) -> list[str]:
        return [
            sys.executable,
            "-m",
            "dongle",
            "check",
            "--cwd",
            item.get("cwd") or "/tmp",
            "--",
            item["command"],
        ]

    timed(check_argv(sample[0]), env)  # warm the bytecode cache
    checks, bares = [], []
    for item in sample:
        checks.append(timed(check_argv(item), env))
        bares.append(timed(bare, env))
    return {"dongle check -- COMMAND": stats(checks), "baseline: python -c pass": stats(bares)}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=5, help="in-process rounds over the corpus")
    parser.add_argument("--processes", type=int, default=40, help="whole-process samples")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args()
    items = load_items()
    results: dict[str, dict[str, dict[str, float]]] = {
        "in-process (per command)": in_process(items, args.rounds),
        "length scaling (per character)": length_scaling(max(10, args.rounds * 4)),
    }
    with tempfile.TemporaryDirectory(prefix="dongle-bench-pyc-") as cache:
        env = process_env(cache)
        results["start-up"] = startup(env, max(10, args.processes // 2))
        results["whole process"] = whole_process(items, env, args.processes)
    if args.json:
        print(json.dumps(results, indent=2))
        return
    for section, rows in results.items():
        print(f"\n{section}")
        baseline = next((v for k, v in rows.items() if k.startswith("baseline")), None)
        for name, row in rows.items():
            unit, scale = ("us", 1e6) if section.startswith("in-process") else ("ms", 1e3)
            if section.startswith("length"):
                unit, scale = ("ns", 1e9)
            ratio = (
                f"  ({row['median'] / baseline['median']:.1f}x baseline)"
                if baseline and row is not baseline
                else ""
            )
            print(
                f"  {name:36} median {row['median'] * scale:8.1f} {unit}"
                f"   p99 {row['p99'] * scale:8.1f} {unit}   n={row['n']}{ratio}"
            )
    for name, row in results["in-process (per command)"].items():
        if name.startswith("classify_command"):
            verdict = "meets" if row["median"] < 100e-6 and row["p99"] < 1e-3 else "MISSES"
            print(f"targets (median < 100 us, p99 < 1 ms), {name}: {verdict}")
    short_row, long_row = results["length scaling (per character)"].values()
    ratio = long_row["median"] / short_row["median"]
    print(f"target (long pipeline no dearer per character than short): ratio {ratio:.2f}, "
          f"{'meets' if ratio <= 1.0 else 'MISSES'}")


if __name__ == "__main__":
    main()
