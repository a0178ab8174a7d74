"""The second-labeller yardstick (tools/label_agreement.py) scores a reader as the classifier is scored, and
the stored second labels cover their set exactly."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))

from label_agreement import agreement  # noqa: E402

WRITTEN = [
    {"id": "a", "expect": ["stop"]},
    {"id": "b", "expect": ["go"]},
    {"id": "c", "expect": ["pause", "stop"]},
    {"id": "d", "expect": ["go", "pause"]},
]


def test_a_reader_who_agrees_scores_perfect() -> None:
    second = [{"id": "a", "label": "stop"}, {"id": "b", "label": "go"}, {"id": "c", "label": "pause"},
              {"id": "d", "label": "go"}]
    got = agreement(second, WRITTEN)
    assert (got["accuracy"], got["detection"], got["critical"], got["false_positives"]) == (100, 100, 100, 0)


def test_a_stop_read_as_go_and_a_go_paused_are_counted() -> None:
    second = [{"id": "a", "label": "go", "also": "pause"}, {"id": "b", "label": "pause", "also": "go"},
              {"id": "c", "label": "stop"}, {"id": "d", "label": "pause"}]
    got = agreement(second, WRITTEN)
    assert got["critical_judged_go"] == 1 and got["critical"] == 0
    assert got["false_positives"] == 100 and got["accuracy"] == 50
    assert got["disagreements_both_allow"] == 1  # b: the second reader's "also" is the writer's go


@pytest.mark.parametrize("name", ["CR", "CS", "CQ", "DG", "DD", "DK", "DI"])
def test_stored_second_labels_cover_their_set(name: str) -> None:
    second = [json.loads(line) for line in (REPO / "bench/heldout/second-labels" / f"{name}.jsonl").open()]
    written_path = next((REPO / "bench/heldout").glob(f"**/*-blind-{name}-*.jsonl"))
    written = [json.loads(line) for line in written_path.open() if line.strip()]
    assert sorted(r["id"] for r in second) == sorted(i["id"] for i in written)
    assert {r["label"] for r in second} <= {"go", "pause", "stop"}
