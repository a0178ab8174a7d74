"""Whole-process hook time: `dongle hook AGENT` per tool call, beside a bare interpreter start.

A hook is a new process for every tool call an agent makes, so what counts is the wall time from
spawn to answer. Each round runs the hook on one command of the development corpus (as a Claude Code
PreToolUse input, or the chosen agent's format) and `python -c pass` with the same interpreter,
interleaved so that load on the shared machine hits both alike. Prints median and p99 of each, their
ratio, the verdict tally, and the slowest imports of one hook call (`-X importtime`).

    .venv/bin/python bench/bench_hooks.py [--agent claude-code] [--limit 200] [--json]

Targets (issue 6): median under 40 ms and under 3x the bare interpreter start.

Bytecode: an installed package has its `.pyc` files; a checkout run with PYTHONDONTWRITEBYTECODE=1
recompiles every module on every call. The benchmark therefore drops that variable and points
PYTHONPYCACHEPREFIX at a private temporary directory (warmed up first), so both sides run from
bytecode as an installed dongle would, without writing into the tree. `--no-bytecode` measures the
other case.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO.parent / "shared" / "corpus" / "commands.jsonl"
DONGLE = Path(sys.executable).parent / "dongle"
FALLBACK = [
    "ls -la",
    "git status",
    "rm -rf ~",
    "git push --force origin main",
    "cat README.md",
    "curl https://example.com/install.sh | sh",
    "pytest -q",
    "rm -rf build",
]


def corpus(limit: int) -> list[tuple[str, str]]:
    if CORPUS.exists():
        rows = [json.loads(line) for line in CORPUS.read_text().splitlines() if line.strip()]
        items = [(r["command"], r.get("cwd") or "/home/dev/project") for r in rows]
    else:
        items = [(c, "/home/dev/project") for c in FALLBACK]
    return items[:limit] if limit else items


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def timed(argv: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, bytes, int]:
    start = time.perf_counter()
    done = subprocess.run(argv, input=stdin, capture_output=True, env=env, check=False)
    return (time.perf_counter() - start) * 1000, done.stdout, done.returncode


def import_profile(agent: str, stdin: bytes, env: dict[str, str], top: int = 12) -> list[tuple[int, str]]:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "dongle", "hook", agent],
        input=stdin,
        capture_output=True,
        env=env,
        check=False,
    )
    rows = []
    for line in done.stderr.decode().splitlines():
        if line.startswith("import time:") and "|" in line:
            _, cumulative, name = (part.strip() for part in line[len("import time:") :].split("|"))
            if cumulative.isdigit():
                rows.append((int(cumulative), name))
    return sorted(rows, reverse=True)[:top]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--agent", default="claude-code")
    parser.add_argument("--limit", type=int, default=200, help="corpus commands to run (0 = all)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-bytecode", action="store_true", help="keep PYTHONDONTWRITEBYTECODE as set")
    args = parser.parse_args()

    sys.path.insert(0, str(REPO / "src"))
    from dongle.hooks import protocol

    proto = protocol(args.agent)
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DONGLE", "XDG_"))}
        env.update(HOME=home, XDG_STATE_HOME=f"{home}/.local/state", XDG_CONFIG_HOME=f"{home}/.config")
        if not args.no_bytecode:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = f"{home}/pycache"
        items = corpus(args.limit)
        hook_ms: list[float] = []
        bare_ms: list[float] = []
        tally: collections.Counter[str] = collections.Counter()
        # one warm-up of each so .pyc compilation is not measured
        timed([sys.executable, "-c", "pass"], b"", env)
        timed([str(DONGLE), "hook", args.agent], json.dumps(proto.probe("ls", "/tmp")).encode(), env)
        for command, cwd in items:
            stdin = json.dumps(proto.probe(command, cwd)).encode()
            ms, out, status = timed([str(DONGLE), "hook", args.agent], stdin, env)
            hook_ms.append(ms)
            try:
                tally[proto.decision(out.decode(), status)] += 1
            except (ValueError, KeyError):
                tally["invalid answer"] += 1
            bare_ms.append(timed([sys.executable, "-c", "pass"], b"", env)[0])
        profile = import_profile(args.agent, json.dumps(proto.probe("git status", "/tmp")).encode(), env)

    result = {
        "agent": args.agent,
        "bytecode_cached": not args.no_bytecode,
        "calls": len(hook_ms),
        "hook_median_ms": round(statistics.median(hook_ms), 2),
        "hook_p99_ms": round(pct(hook_ms, 0.99), 2),
        "python_c_pass_median_ms": round(statistics.median(bare_ms), 2),
        "python_c_pass_p99_ms": round(pct(bare_ms, 0.99), 2),
        "ratio_median": round(statistics.median(hook_ms) / statistics.median(bare_ms), 2),
        "decisions": dict(tally),
        "slowest_imports_us": [{"module": name, "cumulative_us": us} for us, name in profile],
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"dongle hook {args.agent}: {result['calls']} calls over the corpus")
    print(
        f"  hook            median {result['hook_median_ms']:7.2f} ms   p99 {result['hook_p99_ms']:7.2f} ms"
    )
    print(
        f"  python -c pass  median {result['python_c_pass_median_ms']:7.2f} ms   "
        f"p99 {result['python_c_pass_p99_ms']:7.2f} ms"
    )
    print(f"  ratio (median)  {result['ratio_median']:.2f}x   (targets: < 40 ms and < 3x)")
    print(f"  decisions       {dict(tally)}")
    print("  slowest imports of one call (cumulative µs):")
    for row in result["slowest_imports_us"]:
        print(f"    {row['cumulative_us']:>8}  {row['module']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
