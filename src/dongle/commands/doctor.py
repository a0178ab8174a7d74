"""`dongle doctor`: which agents have the hook, does each answer a probe, how long it takes."""

from __future__ import annotations

import argparse

NAME = "doctor"
HELP = "check the installed agent hooks: present, answering probes through the real entry point, and fast"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="one JSON object per finding")


def run(args: argparse.Namespace) -> int:
    import json
    from pathlib import Path

    from dongle.hooks.doctor import examine

    findings = examine(Path.home(), Path.cwd())
    for f in findings:
        if args.json:
            print(json.dumps({"agent": f.agent, "scope": f.scope, "path": str(f.path), "command": f.command,
                              "ok": f.ok, "problems": f.problems, "median_ms": f.median_ms,
                              "fails_closed": f.fails_closed, "when_hook_fails": f.when_hook_fails}))
            continue
        timing = f"{f.median_ms:.0f} ms per call" if f.median_ms is not None else "no timing"
        state = "ok" if f.ok else "PROBLEM: " + "; ".join(f.problems)
        print(f"{f.agent:<12} {f.scope:<8} {f.path}  {state}  ({timing})")
        if f.command is not None:
            print(f"{'':<21} {f.command}")
            print(f"{'':<21} if this hook process crashes, hangs or is missing: {f.when_hook_fails}"
                  + ("" if f.fails_closed else " (not fail-closed)"))
    if not findings:
        print("no dongle hook is installed; run `dongle install AGENT`"
              " (claude-code, codex, gemini, copilot, cursor)")
        return 1
    return 0 if all(f.ok for f in findings) else 1
