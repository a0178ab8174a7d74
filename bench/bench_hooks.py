"""Whole-process hook time: `dongle hook AGENT` per tool call, beside a bare interpreter start.

A hook is a new process for every tool call an agent makes, so what counts is the wall time from
spawn to answer. Each round runs the hook on one command of the development corpus (as a Claude Code
PreToolUse input, or the chosen agent's format) and `python -c pass` with the same interpreter,
interleaved so that load on the shared machine hits both alike. Prints median and p99 of each, their
ratio, the verdict tally, and the slowest imports of one hook call (`-X importtime`).

Every call starts from a copy of the same initialised, unblocked store (copied before the clock
starts): one corpus command that hard-blocks the agent would otherwise turn every later call into
the cheaper "blocked" path. `--direct` also times the runner without the `dongle` CLI module
(`python -c 'from dongle.hooks.runner import main; ...'`), the cost a dedicated entry point would have.

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
import shutil
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


DIRECT = "import sys; from dongle.hooks.runner import main; sys.exit(main(sys.argv[1]))"

# Where one hook process spends its time after the interpreter is up: each phase's end, in ms.
PHASES = """
import time; t0 = time.perf_counter()
import json, sys
marks = {}
def mark(name): marks[name] = (time.perf_counter() - t0) * 1000
import dongle.hooks.runner, dongle.hooks.judge; mark("import hook layer")
import dongle.classify.command; mark("import classifier")
import dongle.policy, dongle.tool_rules; mark("import policy")
import dongle.service, dongle.store; mark("import service+store")
from dongle.hooks import protocol
from dongle.hooks.judge import assess, decide, policy_for, policy_tool
from dongle.tool_rules import evaluate_tool_call
call = protocol("claude-code").parse(json.loads(sys.argv[1]))
a = assess(call); mark("first classification")
p = policy_for(call.cwd); t, i = policy_tool(call)
evaluate_tool_call(p, call.agent, t, i, assessment=a); mark("policy + tool rules")
decide(call, a, p); mark("store: record + decide")
print(json.dumps(marks))
"""


def fresh_state(template: Path, target: Path) -> str:
    """A private copy of the initialised store, so each call starts unblocked."""
    shutil.copytree(template, target)
    return str(target)


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
    parser.add_argument("--direct", action="store_true", help="also time the runner without the CLI module")
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
        direct_ms: list[float] = []
        bare_ms: list[float] = []
        tally: collections.Counter[str] = collections.Counter()
        hook_argv = [str(DONGLE), "hook", args.agent]
        direct_argv = [sys.executable, "-c", DIRECT, args.agent]
        # one warm-up of each (writes the bytecode cache and the template store)
        template = Path(home) / "template"
        env["XDG_STATE_HOME"] = str(template)
        timed([sys.executable, "-c", "pass"], b"", env)
        timed(hook_argv, json.dumps(proto.probe("ls", "/tmp")).encode(), env)
        timed(direct_argv, json.dumps(proto.probe("ls", "/tmp")).encode(), env)
        for i, (command, cwd) in enumerate(items):
            stdin = json.dumps(proto.probe(command, cwd)).encode()
            env["XDG_STATE_HOME"] = fresh_state(template, Path(home) / f"state-{i}")
            ms, out, status = timed(hook_argv, stdin, env)
            hook_ms.append(ms)
            try:
                tally[proto.decision(out.decode(), status)] += 1
            except (ValueError, KeyError):
                tally["invalid answer"] += 1
            bare_ms.append(timed([sys.executable, "-c", "pass"], b"", env)[0])
            if args.direct:
                env["XDG_STATE_HOME"] = fresh_state(template, Path(home) / f"state-{i}-direct")
                direct_ms.append(timed(direct_argv, stdin, env)[0])
        profile = import_profile(args.agent, json.dumps(proto.probe("git status", "/tmp")).encode(), env)
        phase_runs = []
        for i, (command, cwd) in enumerate(items[:30]):
            env["XDG_STATE_HOME"] = fresh_state(template, Path(home) / f"phases-{i}")
            probe = json.dumps(protocol("claude-code").probe(command, cwd))
            done = subprocess.run([sys.executable, "-c", PHASES, probe], capture_output=True, env=env,
                                  check=False)
            if done.returncode == 0:
                phase_runs.append(json.loads(done.stdout))
        phases = {name: round(statistics.median(run[name] for run in phase_runs), 1)
                  for name in (phase_runs[0] if phase_runs else {})}

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
        "direct_runner_median_ms": round(statistics.median(direct_ms), 2) if direct_ms else None,
        "direct_runner_p99_ms": round(pct(direct_ms, 0.99), 2) if direct_ms else None,
        "phases_ms_after_interpreter_start": phases,
        "slowest_imports_us": [{"module": name, "cumulative_us": us} for us, name in profile],
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"dongle hook {args.agent}: {result['calls']} calls over the corpus")
    print("  bytecode: " + ("cached in a private PYTHONPYCACHEPREFIX (as an installed package)"
                            if result["bytecode_cached"] else "not written: every call recompiles"))
    print(
        f"  hook            median {result['hook_median_ms']:7.2f} ms   p99 {result['hook_p99_ms']:7.2f} ms"
    )
    print(
        f"  python -c pass  median {result['python_c_pass_median_ms']:7.2f} ms   "
        f"p99 {result['python_c_pass_p99_ms']:7.2f} ms"
    )
    print(f"  ratio (median)  {result['ratio_median']:.2f}x   (targets: < 40 ms and < 3x)")
    if direct_ms:
        print(f"  runner w/o CLI  median {result['direct_runner_median_ms']:7.2f} ms   "
              f"p99 {result['direct_runner_p99_ms']:7.2f} ms")
    print(f"  decisions       {dict(tally)}")
    print("  where one call spends its time (median end of each phase, ms after the interpreter is up):")
    for name, ms in phases.items():
        print(f"    {ms:7.1f}  {name}")
    print("  slowest imports of one call (cumulative µs):")
    for row in result["slowest_imports_us"]:
        print(f"    {row['cumulative_us']:>8}  {row['module']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
