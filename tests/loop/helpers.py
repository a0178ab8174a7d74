"""Helpers of the safety-loop tests: a deterministic classifier injected into the real evaluator (the
loop is under test here, not the rules), a controllable clock, and policies built from dicts."""

from __future__ import annotations

from typing import Any

from dongle.assessment import Assessment
from dongle.evaluator import StepRequest
from dongle.levels import DangerLevel
from dongle.policy import Policy, parse_policy

# keyword -> (level, score); first match wins, checked in order
KEYWORDS: tuple[tuple[str, DangerLevel, int], ...] = (
    ("rm -rf /", DangerLevel.FORBIDDEN, 95),
    ("drop table", DangerLevel.FORBIDDEN, 92),
    ("--force", DangerLevel.DANGEROUS, 75),
    ("delete", DangerLevel.DESTRUCTIVE, 50),
    ("edit", DangerLevel.REVERSIBLE, 20),
)


def keyword_classifier(request: StepRequest) -> Assessment:
    text = request.next_action_hint.lower()
    for word, level, score in KEYWORDS:
        if word in text:
            return Assessment(
                level,
                score,
                factors=(f"matched {word!r}",),
                rules=(f"test.{level.label}",),
                kind="hint",
                subject=request.next_action_hint,
            )
    return Assessment.safe(request.next_action_hint, kind="hint")


class Clock:
    def __init__(self, start: float = 1_800_000_000.0):
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make_policy(**global_keys: Any) -> Policy:
    if not global_keys:
        return Policy()
    return Policy(layers=(parse_policy(global_keys, file="test-policy"),))
