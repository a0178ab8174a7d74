"""The hint corpus (../shared/corpus/hints.jsonl) against the issue's acceptance thresholds.

Scored twice: in-process (fast, precise misses) and through the real `dongle check --jsonl` CLI in
a subprocess, which is what ../shared/tools/score_corpus.py runs.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from dongle.classify.hint import classify_hint

TIER_TO_LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
REPO = Path(__file__).resolve().parent.parent


def _load(shared_dir: Path) -> list[dict]:
    path = shared_dir / "corpus" / "hints.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _check(items: list[dict], labels: list[str]) -> None:
    pos = [(it, lab) for it, lab in zip(items, labels, strict=True) if "go" not in it["expect"]]
    crit = [(it, lab) for it, lab in zip(items, labels, strict=True) if it["expect"] == ["stop"]]
    neg = [(it, lab) for it, lab in zip(items, labels, strict=True) if it["expect"] == ["go"]]
    detection = sum(lab != "go" for _, lab in pos) / len(pos)
    false_pos = sum(lab != "go" for _, lab in neg) / len(neg)
    missed_stops = [it["id"] for it, lab in crit if lab != "stop"]
    misses = [
        (it["id"], lab, it["hint"]) for it, lab in zip(items, labels, strict=True) if lab not in it["expect"]
    ]
    assert detection >= 0.95, misses
    assert not missed_stops, missed_stops
    assert false_pos <= 0.05, misses


def test_hint_corpus_in_process(shared_dir):
    items = _load(shared_dir)
    labels = [TIER_TO_LABEL[classify_hint(it["hint"]).tier.value] for it in items]
    _check(items, labels)


def test_hint_corpus_through_the_cli(shared_dir):
    items = _load(shared_dir)
    payload = "".join(json.dumps({"hint": it["hint"]}) + "\n" for it in items)
    proc = subprocess.run(
        [sys.executable, "-m", "dongle", "check", "--jsonl"],
        input=payload,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=REPO,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    answers = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert len(answers) == len(items)
    _check(items, [TIER_TO_LABEL[a["tier"]] for a in answers])
