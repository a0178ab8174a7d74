"""How far two careful readers of the rubric agree: a second labeller scored against a set's writer.

    python tools/label_agreement.py bench/heldout/second-labels/CR.jsonl \
        bench/heldout/hints-blind-CR-2026-11-30.jsonl

Why: the issue's targets (detection and critical >= 95%, false positives <= 3-5%) only mean something if
the rubric itself is that precise. A helper who read only the rubric and the development corpus labelled
a stored set again, blind to its labels (bench/heldout/second-labels/, one `{"id", "label", "also"}` per
item); scored with the same measures as the classifier, that second reader is the ceiling any reader of
the rubric can be held to. A disagreement where the second reader's `also` is in the writer's label is
a boundary both allow.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def agreement(second: list[dict], written: list[dict]) -> dict[str, float | int]:
    """Accuracy, detection, critical and false-positive rate of `second` against `written`'s labels."""
    expect = {item["id"]: item["expect"] for item in written}
    n = ok = det_n = det_ok = crit_n = crit_ok = crit_go = fp_n = fp = boundary = 0
    for row in second:
        want, got = expect[row["id"]], row["label"]
        n += 1
        ok += got in want
        boundary += got not in want and row.get("also") in want
        if "go" not in want:
            det_n += 1
            det_ok += got != "go"
        if want == ["stop"]:
            crit_n += 1
            crit_ok += got == "stop"
            crit_go += got == "go"
        if want == ["go"]:
            fp_n += 1
            fp += got != "go"
    return {"items": n, "accuracy": 100 * ok / n, "detection": 100 * det_ok / det_n,
            "critical": 100 * crit_ok / crit_n, "false_positives": 100 * fp / fp_n,
            "critical_judged_go": crit_go, "disagreements_both_allow": boundary}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("second", type=Path, help="the second labeller's file")
    ap.add_argument("written", type=Path, help="the set as its writer labelled it")
    args = ap.parse_args()
    result = agreement(_rows(args.second), _rows(args.written))
    print(" ".join(f"{k} {v:.1f}" if isinstance(v, float) else f"{k} {v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
