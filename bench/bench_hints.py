"""Speed of the hint judge, in process, beside the shell-command classifier in the same run.

Each round judges one hint of ../shared/corpus/hints.jsonl with `classify_hint` and one command of
../shared/corpus/commands.jsonl with `classify_command`, interleaved so that load on the shared
machine hits both alike. Prints the median and p99 of each, their ratio, the hint verdict tally and
the slowest hints. Also times `classify_operation` on bare operation names, and reports which heavy
modules (mcp, pydantic, starlette, yaml) the hint path imported.

    .venv/bin/python bench/bench_hints.py [--rounds 5] [--json]

Target (issue 5): median per hint under 200 µs.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared" / "corpus"
HEAVY = ("mcp", "pydantic", "starlette", "yaml")


def _load(name: str, key: str) -> list[dict]:
    path = SHARED / name
    if not path.exists():
        sys.exit(f"no corpus at {path}")
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip() and key in line]


def _stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return {"median_us": statistics.median(ordered) * 1e6, "p99_us": p99 * 1e6, "n": len(ordered)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5, help="passes over the hint corpus (default 5)")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = ap.parse_args()

    before = set(sys.modules)
    t0 = time.perf_counter()
    from dongle.classify.hint import classify_hint
    from dongle.classify.operation import classify_operation

    import_ms = (time.perf_counter() - t0) * 1000
    heavy = sorted(m for m in set(sys.modules) - before if m.split(".")[0] in HEAVY)
    from dongle.classify.command import classify_command

    hints = _load("hints.jsonl", '"hint"')
    commands = _load("commands.jsonl", '"command"')
    ops = [h["hint"].split()[0] for h in hints if h.get("category") == "operation"]

    # Warm up caches (lemmas, compiled rules, tree-sitter parser) outside the clock.
    for h in hints:
        classify_hint(h["hint"])
    for c in commands[:50]:
        classify_command(c["command"], cwd=c.get("cwd"), env=c.get("env"))

    hint_t: list[float] = []
    cmd_t: list[float] = []
    op_t: list[float] = []
    per_hint: dict[str, list[float]] = collections.defaultdict(list)
    tally: collections.Counter[str] = collections.Counter()
    clock = time.perf_counter
    for r in range(args.rounds):
        for i, h in enumerate(hints):
            start = clock()
            a = classify_hint(h["hint"])
            elapsed = clock() - start
            hint_t.append(elapsed)
            per_hint[h["hint"]].append(elapsed)
            if r == 0:
                tally[a.tier.value] += 1
            c = commands[(r * len(hints) + i) % len(commands)]
            start = clock()
            classify_command(c["command"], cwd=c.get("cwd"), env=c.get("env"))
            cmd_t.append(clock() - start)
            if ops:
                name = ops[i % len(ops)]
                start = clock()
                classify_operation(name)
                op_t.append(clock() - start)

    hs, cs, os_ = _stats(hint_t), _stats(cmd_t), _stats(op_t)
    slowest = sorted(((statistics.median(v) * 1e6, k) for k, v in per_hint.items()), reverse=True)[:5]
    result = {
        "hint": hs,
        "command": cs,
        "operation": os_,
        "ratio_hint_to_command_median": hs["median_us"] / cs["median_us"],
        "hint_import_ms": import_ms,
        "heavy_modules_imported": heavy,
        "tiers": dict(tally),
        "slowest_hints_us": [[round(us, 1), text] for us, text in slowest],
        "target_median_us": 200,
        "meets_target": hs["median_us"] < 200,
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{'':22}{'median µs':>12}{'p99 µs':>12}{'n':>8}")
    for name, s in (("classify_hint", hs), ("classify_command", cs), ("classify_operation", os_)):
        print(f"{name:22}{s['median_us']:12.1f}{s['p99_us']:12.1f}{s['n']:8d}")
    print(f"hint / command median ratio: {result['ratio_hint_to_command_median']:.2f}")
    print(f"importing the hint judge: {import_ms:.1f} ms; heavy modules imported: {heavy or 'none'}")
    print(f"tiers over the corpus: {dict(tally)}")
    print("slowest hints (median µs):")
    for us, text in slowest:
        print(f"  {us:8.1f}  {text[:90]}")
    print(f"target: median < 200 µs -> {'met' if result['meets_target'] else 'NOT met'}")


if __name__ == "__main__":
    main()
