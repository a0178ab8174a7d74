"""Helpers for evaluator tests: assessments are injected so each stage is tested on its own."""

from __future__ import annotations

from collections.abc import Callable

from dongle.assessment import Assessment
from dongle.evaluator import StepContext, StepRequest
from dongle.levels import DangerLevel, level_for_score
from dongle.policy import Policy, parse_policy


def fixed(
    score: int,
    *,
    irreversible: bool = False,
    unresolved: bool = False,
    rules: tuple[str, ...] = ("test.rule",),
    level: DangerLevel | None = None,
) -> Callable[[StepRequest], Assessment]:
    """A classifier that judges every hint the same way."""

    def classify(request: StepRequest) -> Assessment:
        return Assessment(
            danger_level=level if level is not None else level_for_score(score),
            risk_score=score,
            irreversible=irreversible,
            unresolved=unresolved,
            factors=(f"fixed test verdict {score}",),
            rules=rules if score > 15 else (),
            kind="hint",
            subject=request.next_action_hint,
        )

    return classify


SAFE = fixed(0)


def policy(**doc) -> Policy:
    return Policy(layers=(parse_policy(doc),))


def ctx(step: int = 1, **kw) -> StepContext:
    return StepContext(agent_id=kw.pop("agent_id", "agent-a"), execution_id="exec-1", step_number=step, **kw)
