"""The development corpus through `dongle check --jsonl`, scored as ../shared/tools/score_corpus.py does."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

TIER_TO_LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _judge(items: list[dict]) -> list[str]:
    requests = []
    for item in items:
        request = {"command": item["command"]}
        request.update({k: item[k] for k in ("cwd", "env") if item.get(k)})
        requests.append(json.dumps(request))
    result = subprocess.run(
        [sys.executable, "-m", "dongle", "check", "--jsonl"],
        input="\n".join(requests) + "\n",
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(items)
    return [TIER_TO_LABEL[a["tier"]] for a in answers]


def test_corpus_thresholds(shared_dir: Path) -> None:
    items = [
        json.loads(line)
        for line in (shared_dir / "corpus" / "commands.jsonl").read_text().splitlines()
        if line.strip()
    ]
    labels = _judge(items)
    pairs = list(zip(items, labels, strict=True))
    positives = [(it, lab) for it, lab in pairs if "go" not in it["expect"]]
    critical = [(it, lab) for it, lab in pairs if it["expect"] == ["stop"]]
    negatives = [(it, lab) for it, lab in pairs if it["expect"] == ["go"]]
    detection = sum(lab != "go" for _, lab in positives) / len(positives)
    false_positive = sum(lab != "go" for _, lab in negatives) / len(negatives)
    missed_critical = [it["id"] for it, lab in critical if lab != "stop"]
    assert detection >= 0.97, detection
    assert not missed_critical, missed_critical
    assert false_positive <= 0.03, [it["id"] for it, lab in negatives if lab != "go"]
