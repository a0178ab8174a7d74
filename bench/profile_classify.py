"""Where `classify_command`'s work goes, in counts a loaded machine cannot disturb.

`bench_classify.py` measures wall time, which on the shared two-CPU machine swings by more than any one
change moves it. This script counts instead, over the same corpus, after warm-up passes (first-call costs
are `bench_load.py`'s):

- Python opcodes executed per command, each counted under the stage it runs in: the innermost of
  `parse` (the shell model, `parse_command`), `facts` (what the rules read of a part: its paths,
  arguments, hosts; `rules/facts.py`, `paths.py`), `rules` (`matching`: the rule tests), `invocation`
  (`_assess_invocation`'s own work: help, score, filters), `line` (`_assess_model`: the line's state
  and the per-part checks) and `explanation` (Assessments built, merged and combined). Median and mean
  per command, and each stage's share.
- The length requirement in the same unit: opcodes per character of `bench_classify.py`'s 10,000-
  character pipeline over its short one (the target is a ratio of at most 1).
- With `--instructions`: machine instructions per command, from two runs under valgrind's cachegrind
  (the corpus judged 1 and 3 times after the warm-up; the difference over two passes), which also
  counts what opcodes hide (regular expressions, tree-sitter, allocation).

    .venv/bin/python bench/profile_classify.py [--instructions] [--json]
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path
from types import FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_classify import PIPELINE_STAGE, load_items

WARM_UP = 4
# a frame of one of these functions starts its stage (for code under dongle/); others stay in their caller's
_STAGE_OF_FUNCTION = {
    "parse_command": "parse",
    "matching": "rules",
    "_assess_invocation": "invocation",
    "_assess_model": "line",
    "assessment": "explanation",
    "worst": "explanation",
    "combined": "explanation",
    "_fail_closed": "explanation",
}
_FACT_FILES = ("/dongle/rules/facts.py", "/dongle/paths.py")


class StageCounter:
    """Opcodes of one call of `classify_command`, counted under the stage each frame runs in."""

    def __init__(self) -> None:
        self.counts: collections.Counter[str] = collections.Counter()
        self._stage_of_frame: dict[int, str] = {}

    def _stage(self, frame: FrameType) -> str:
        caller = self._stage_of_frame.get(id(frame.f_back), "top") if frame.f_back else "top"
        code = frame.f_code
        if "/dongle/" not in code.co_filename or caller == "parse":  # the shell model reads paths too
            return caller
        if code.co_filename.endswith(_FACT_FILES):
            return "facts"
        return _STAGE_OF_FUNCTION.get(code.co_name, caller)

    def _trace(self, frame: FrameType, event: str, _arg: Any) -> Any:
        if event != "call":
            return None
        stage = self._stage_of_frame[id(frame)] = self._stage(frame)
        frame.f_trace_opcodes = True
        counts = self.counts

        def opcodes(_frame: FrameType, event: str, _arg: Any) -> Any:
            if event == "opcode":
                counts[stage] += 1
            return opcodes

        return opcodes

    def run(self, call: Any) -> dict[str, int]:
        self.counts.clear()
        self._stage_of_frame.clear()
        sys.settrace(self._trace)
        try:
            call()
        finally:
            sys.settrace(None)
        return dict(self.counts)


def opcode_profile(items: list[dict]) -> dict[str, Any]:
    from dongle.classify.command import classify_command

    for _ in range(WARM_UP):
        for item in items:
            classify_command(item["command"], cwd=item.get("cwd"), env=item.get("env"))
    counter = StageCounter()
    per_command = [counter.run(lambda it=item: classify_command(it["command"], cwd=it.get("cwd"),
                                                                 env=it.get("env"))) for item in items]
    totals = [sum(c.values()) for c in per_command]
    stages = collections.Counter()
    for counts in per_command:
        stages.update(counts)
    everything = sum(stages.values())
    short = "ps aux" + PIPELINE_STAGE * 2
    long = "ps aux" + PIPELINE_STAGE * (10_000 // len(PIPELINE_STAGE))
    per_char = {}
    for line in (short, long):
        classify_command(line, cwd="/home/dev/project")
        per_char[line] = sum(counter.run(lambda text=line: classify_command(text, cwd="/home/dev/project"))
                             .values()) / len(line)
    return {
        "commands": len(items),
        "opcodes per command": {"median": statistics.median(totals), "mean": statistics.mean(totals)},
        "stages": {
            stage: {
                "median": statistics.median(c.get(stage, 0) for c in per_command),
                "mean": total / len(items),
                "share": total / everything,
            }
            for stage, total in stages.most_common()
        },
        "length ratio (opcodes per character, long over short)": per_char[long] / per_char[short],
    }


def _judge_passes(passes: int) -> None:
    """The corpus judged WARM_UP + `passes` times: what cachegrind counts in `--instructions`."""
    from dongle.classify.command import classify_command

    items = load_items()
    for _ in range(WARM_UP + passes):
        for item in items:
            classify_command(item["command"], cwd=item.get("cwd"), env=item.get("env"))


def instructions_per_command(commands: int) -> float:
    """Machine instructions per command: cachegrind totals at 1 and 3 passes, the difference over 2."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind")
    refs = []
    for passes in (1, 3):
        done = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
             sys.executable, __file__, "--judge-passes", str(passes)],
            capture_output=True, text=True, check=True)
        found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
        if found is None:
            raise SystemExit("cachegrind printed no instruction count")
        refs.append(int(found.group(1).replace(",", "")))
    return (refs[1] - refs[0]) / (2 * commands)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--instructions", action="store_true",
                        help="also count machine instructions (valgrind)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--judge-passes", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.judge_passes is not None:
        _judge_passes(args.judge_passes)
        return
    items = load_items()
    result = opcode_profile(items)
    if args.instructions:
        result["instructions per command"] = instructions_per_command(len(items))
    if args.json:
        print(json.dumps(result, indent=2))
        return
    whole = result["opcodes per command"]
    print(f"{result['commands']} commands, Python opcodes per command: median {whole['median']:,.0f}, "
          f"mean {whole['mean']:,.0f}")
    for stage, row in result["stages"].items():
        print(f"  {stage:12} median {row['median']:7,.0f}   mean {row['mean']:7,.0f}"
              f"   share {row['share']:6.1%}")
    print(f"length ratio (opcodes per character, 10,000-character pipeline over the short one): "
          f"{result['length ratio (opcodes per character, long over short)']:.3f}")
    if "instructions per command" in result:
        print(f"machine instructions per command: {result['instructions per command']:,.0f}")


if __name__ == "__main__":
    main()
