"""Danger escalation within one execution (seed 000 §8.3; digest K-7).

Two triggers, each raising the step's tier by one (never beyond `EscalationSettings.max_tier`, never
lowering it), and only the tier: the action's declared danger level stays what the classifier said.
- Repetition: the same destructive-or-worse action (same action hash, or the same classifier rule)
  performed again and again in one execution; the `repeat_threshold`-th occurrence escalates.
- Cumulative risk: the risk above the advisory band (score - 30 per step) summed over the steps
  this execution actually performed, this one included, past `cumulative_threshold`.
Only steps that were allowed to proceed and were not reported skipped count: a paused step that a
human then approved is not "repeated" by being reported again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dongle.assessment import Assessment
from dongle.levels import DangerLevel, SafetyTier
from dongle.policy.model import EscalationSettings

if TYPE_CHECKING:
    from dongle.evaluator import PriorStep

ADVISORY_CEILING = 30  # scores above this are past the advisory band (core §8.7.2)
_NEUTRAL_RULES = frozenset({"internal.unevaluable"})


@dataclass(frozen=True)
class Escalation:
    tier: SafetyTier
    raised: bool = False
    factors: tuple[str, ...] = ()


def _counts(step: PriorStep) -> bool:
    return step.continued and step.outcome != "skipped"


def escalate(
    tier: SafetyTier,
    assessment: Assessment,
    score: int,
    action_hash: str,
    prior: Sequence[PriorStep],
    settings: EscalationSettings,
) -> Escalation:
    """The tier after escalation for a step of `tier`/`score` given the execution's earlier steps."""
    if not settings.enabled:
        return Escalation(tier)
    performed = [p for p in prior if _counts(p)]
    factors: list[str] = []
    if assessment.danger_level >= DangerLevel.DESTRUCTIVE:
        rules = set(assessment.rules) - _NEUTRAL_RULES
        same = [
            p for p in performed
            if p.danger_level >= DangerLevel.DESTRUCTIVE
            and (p.action_hash == action_hash or rules & set(p.rules))
        ]
        occurrence = len(same) + 1
        if occurrence >= settings.repeat_threshold:
            factors.append(
                f"escalation: the same {assessment.danger_level.label} action is repeated "
                f"({occurrence} times in this execution, threshold {settings.repeat_threshold})"
            )
    if score > ADVISORY_CEILING:
        total = sum(max(0, p.risk_score - ADVISORY_CEILING) for p in performed) + score - ADVISORY_CEILING
        if total > settings.cumulative_threshold:
            factors.append(
                f"escalation: cumulative risk in this execution is {total} "
                f"(over the threshold of {settings.cumulative_threshold})"
            )
    if not factors:
        return Escalation(tier)
    if tier.rank >= settings.max_tier.rank:
        factors.append(f"tier stays {tier.value} (escalation ceiling {settings.max_tier.value})")
        return Escalation(tier, False, tuple(factors))
    order = list(SafetyTier)
    raised = order[tier.rank + 1]
    factors.append(f"tier raised from {tier.value} to {raised.value}")
    return Escalation(raised, True, tuple(factors))
