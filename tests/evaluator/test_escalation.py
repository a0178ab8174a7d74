"""Danger escalation within one execution (seed 000 §8.3; digest K-7)."""

from __future__ import annotations

from dongle.evaluator import PriorStep, StepRequest, evaluate
from dongle.levels import DangerLevel, SafetyTier
from evaluator.helpers import ctx, fixed, policy

DELETE = StepRequest("delete the record")


def prior(
    request: StepRequest,
    *,
    score: int = 45,
    continued: bool = True,
    outcome: str | None = "success",
    rules: tuple[str, ...] = ("test.rule",),
    same: bool = True,
) -> PriorStep:
    return PriorStep(
        action_hash=request.action_hash() if same else "other",
        risk_score=score,
        danger_level=DangerLevel.DESTRUCTIVE if score > 40 else DangerLevel.REVERSIBLE,
        tier=SafetyTier.for_score(score),
        outcome=outcome,
        rules=rules,
        continued=continued,
    )


def judge(request, prior_steps, pol=None, score=45):
    return evaluate(
        request, ctx(len(prior_steps) + 1, prior_steps=tuple(prior_steps)), pol, classify=fixed(score)
    )


def test_K7_the_same_destructive_action_repeated_raises_the_tier():
    assert judge(DELETE, [prior(DELETE)]).next_step_risk is SafetyTier.CONFIRM
    third = judge(DELETE, [prior(DELETE), prior(DELETE)])
    assert third.escalated and third.next_step_risk is SafetyTier.VERIFY
    assert third.requires == "verification"
    assert any("repeated (3 times" in f for f in third.factors)


def test_K7_repetition_is_recognised_by_the_same_rule_too():
    steps = [prior(DELETE, same=False), prior(DELETE, same=False)]
    assert judge(StepRequest("delete another record"), steps).escalated
    unrelated = [prior(DELETE, same=False, rules=("other.rule",))] * 2
    assert not judge(StepRequest("delete another record"), unrelated).escalated


def test_K7_paused_or_skipped_steps_do_not_count_as_repetitions():
    steps = [prior(DELETE, continued=False), prior(DELETE, outcome="skipped")]
    assert not judge(DELETE, steps).escalated


def test_K7_safe_actions_never_escalate_by_repetition():
    ls = StepRequest("ls")
    steps = [prior(ls, score=0)] * 20
    directive = judge(ls, steps, pol=policy(maxAutonomousSteps=100), score=0)
    assert directive.continue_ and not directive.escalated


def test_K7_cumulative_risk_past_the_threshold_raises_the_tier():
    edits = [prior(StepRequest(f"edit {i}"), score=55, same=False, rules=(f"r{i}",)) for i in range(5)]
    directive = judge(StepRequest("edit 6"), edits, pol=policy(escalation={"repeatThreshold": 50}), score=40)
    # (25 * 5) + 10 = 135 is under 150; one more step crosses it
    assert not directive.escalated
    more = [*edits, prior(StepRequest("edit 5"), score=55, same=False, rules=("r5",))]
    crossed = judge(StepRequest("edit 7"), more, pol=policy(escalation={"repeatThreshold": 50}), score=40)
    assert crossed.escalated and crossed.next_step_risk is SafetyTier.VERIFY
    assert any("cumulative risk" in f for f in crossed.factors)


def test_K7_escalation_stops_at_the_configured_ceiling():
    steps = [prior(DELETE, score=70)] * 3
    capped = judge(DELETE, steps, score=70)
    assert capped.next_step_risk is SafetyTier.VERIFY and not capped.stopped
    assert any("escalation ceiling verify" in f for f in capped.factors)
    open_ceiling = judge(DELETE, steps, pol=policy(escalation={"maxTier": "danger_zone"}), score=70)
    assert open_ceiling.stopped and open_ceiling.next_step_risk is SafetyTier.DANGER_ZONE


def test_K7_escalation_can_be_disabled_and_changes_only_the_tier():
    steps = [prior(DELETE)] * 5
    assert not judge(DELETE, steps, pol=policy(escalation={"enabled": False})).escalated
    escalated = judge(DELETE, steps)
    assert escalated.assessment.danger_level is DangerLevel.DESTRUCTIVE  # declared level unchanged


def test_K7_an_escalated_action_is_not_auto_approved():
    steps = [prior(DELETE)] * 2
    directive = judge(DELETE, steps, pol=policy(autoApprove=["delete the record"]))
    assert not directive.continue_
