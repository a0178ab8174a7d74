"""Hook latency in the privilege-separated mode beside the same-user daemon, in one run.

Needs root (it creates a judge user and an agent user, as tests/hooks/test_separated.py does, and
removes them afterwards). Both sides run as the agent user with the same interpreter and bytecode
cache, in alternating order, on read-only commands (`ls`, `git status`, ...) so neither store gets
a block: the separated hook asking the `dongle` user's daemon over the peer-checked socket, and the
same-user hook answered by the agent's own warm daemon. Prints medians, p90 and the ratio.

    .venv/bin/python bench/bench_separated.py [--rounds 60] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from dongle.hooks import protocol
from hooks.test_separated import World, _skip_reason

COMMANDS = ("ls -la", "git status", "cat README.md", "grep -rn TODO src", "echo hello", "pwd")
HOOK = "import sys; from dongle.cli import main; sys.exit(main(sys.argv[1:]))"


def call(world: World, command: str, env: dict[str, str]) -> tuple[float, str]:
    stdin = json.dumps(protocol("claude-code").probe(command, str(world.agent_home / "project")))
    started = time.perf_counter()
    done = subprocess.run([world.python, "-c", HOOK, "hook", "claude-code"], input=stdin.encode(),
                          user=world.agent_user, group=world.agent_user, env=env,
                          cwd=str(world.agent_home / "project"), capture_output=True, check=False)
    elapsed = (time.perf_counter() - started) * 1000
    return elapsed, protocol("claude-code").decision(done.stdout.decode(), done.returncode)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    reason = _skip_reason()
    if reason:
        print(f"skipped: {reason}")
        return 0
    world = World()
    try:
        world.create()
        agent_state = world.agent_home / ".local" / "state"
        traces = {"separated": world.agent_home / "sep.trace",
                  "same-user daemon": world.agent_home / "su.trace"}
        separated = world.env(world.agent_home, DONGLE_HOOK_TRACE=str(traces["separated"]))
        # The same-user default: the separation file at its default path, absent on this machine.
        same_user = world.env(world.agent_home, DONGLE_SEPARATION="/etc/mcpaql-safety-dongle/separation.conf",
                              XDG_STATE_HOME=str(agent_state), XDG_CONFIG_HOME=str(world.agent_home / ".cfg"),
                              DONGLE_HOOK_TRACE=str(traces["same-user daemon"]))
        if os.path.exists(same_user["DONGLE_SEPARATION"]):
            print("skipped: this machine is separated; the same-user side cannot be measured")
            return 0
        for _ in range(3):   # warm: bytecode caches, the same-user daemon starts after its first call
            call(world, "ls", separated)
            call(world, "ls", same_user)
            time.sleep(1.0)
        for trace in traces.values():
            trace.unlink(missing_ok=True)
        times: dict[str, list[float]] = {"separated": [], "same-user daemon": []}
        decisions: dict[str, set[str]] = {"separated": set(), "same-user daemon": set()}
        for i in range(args.rounds):
            command = COMMANDS[i % len(COMMANDS)]
            order = [("separated", separated), ("same-user daemon", same_user)]
            for name, env in order if i % 2 == 0 else reversed(order):
                ms, decision = call(world, command, env)
                times[name].append(ms)
                decisions[name].add(decision)
        result = {name: {"median_ms": round(statistics.median(v), 1),
                         "p90_ms": round(sorted(v)[int(len(v) * 0.9) - 1], 1),
                         "decisions": sorted(decisions[name]),
                         "answered_by": sorted(set(traces[name].read_text().splitlines()))}
                  for name, v in times.items()}
        ratio = result["separated"]["median_ms"] / result["same-user daemon"]["median_ms"]
        result["ratio_separated_to_same_user"] = round(ratio, 2)  # type: ignore[assignment]
        if args.json:
            print(json.dumps(result, indent=2))
        else:
            for name in times:
                r = result[name]
                print(f"{name:18} median {r['median_ms']:6.1f} ms  p90 {r['p90_ms']:6.1f} ms  "
                      f"decisions {','.join(r['decisions'])}  answered by {'; '.join(r['answered_by'])}")
            print(f"ratio separated / same-user daemon: {ratio:.2f}x ({args.rounds} rounds each)")
    finally:
        world.destroy()
    return 0


if __name__ == "__main__":
    sys.exit(main())
