"""The evaluation pipeline (digest G, X-1..X-3, X-5, X-14) with injected classifier verdicts."""

from __future__ import annotations

import pytest

from dongle.evaluator import StepRequest, evaluate
from dongle.levels import SafetyTier
from evaluator.helpers import SAFE, ctx, fixed, policy


def run(hint, pol=None, *, step=1, classify=SAFE, outcome=None, risk=None, **kw):
    return evaluate(
        StepRequest(hint, outcome=outcome, risk_score=risk), ctx(step, **kw), pol, classify=classify
    )


# --- Stage 1: step limit (G-2) -------------------------------------------------------------------


def test_G2_steps_up_to_limit_continue_and_the_next_pauses():
    pol = policy(maxAutonomousSteps=3)
    results = [run("ls", pol, step=n) for n in (1, 2, 3, 4)]
    assert [d.continue_ for d in results] == [True, True, True, False]
    assert [d.steps_remaining for d in results] == [2, 1, 0, 0]
    last = results[-1]
    assert last.reason == "Step limit exceeded" and not last.stopped
    assert last.requires == "confirmation"
    assert [n.type for n in last.notifications] == ["autonomy_pause"]


def test_G2_default_step_limit_is_ten():
    assert run("ls", step=10).continue_
    assert not run("ls", step=11).continue_


# --- Deny first (X-3) ------------------------------------------------------------------------------


def test_X3_deny_beyond_step_limit_still_stops(spec_policy):
    directive = run("rm -rf /", spec_policy, step=99)
    assert directive.stopped and not directive.continue_
    assert directive.stage == "deny"
    assert directive.next_step_risk is SafetyTier.DANGER_ZONE


def test_X3_deny_after_failed_previous_step_still_stops(spec_policy):
    directive = run("drop_table users", spec_policy, outcome="failure")
    assert directive.stopped and directive.stage == "deny"


def test_X3_danger_zone_classification_beyond_step_limit_still_stops(spec_policy):
    directive = run("wipe the disk", spec_policy, step=50, classify=fixed(95))
    assert directive.stopped and directive.stage == "danger_zone"


def test_X3_deny_beats_auto_approve_and_requires_approval():
    pol = policy(deny=["*secret*"], requiresApproval=["read_*"], autoApprove=["read_*"])
    assert run("read_secret_file", pol).stage == "deny"


# --- Stage 2: previous outcome (G-3) ---------------------------------------------------------------


@pytest.mark.parametrize("outcome", ["success", "skipped", None])
def test_G3_non_failure_outcomes_continue(outcome):
    assert run("ls", outcome=outcome).continue_


def test_G3_failure_outcome_pauses_without_stopping():
    directive = run("ls", outcome="failure")
    assert not directive.continue_ and not directive.stopped
    assert directive.stage == "outcome" and directive.requires == "confirmation"


# --- Stage 3: patterns (G-4, X-5, X-14) -----------------------------------------------------------


def test_G4_deny_pattern_stops_with_danger_zone_notification(spec_policy):
    directive = run("calling drop_table on prod", spec_policy)
    assert directive.stopped and directive.matched_rule == "drop_*"
    assert directive.requires == "verification"
    (note,) = directive.notifications
    assert note.type == "danger_zone"
    assert note.metadata["agent"] == "agent-a" and note.timestamp.endswith("Z")


def test_X14_requires_approval_pauses_with_permission_pending(spec_policy):
    directive = run("git push origin main", spec_policy)
    assert not directive.continue_ and not directive.stopped
    assert directive.stage == "requires_approval" and directive.matched_rule == "git push*"
    (note,) = directive.notifications
    assert note.type == "permission_pending" and note.metadata["level"] == "CONFIRM_SINGLE_USE"
    assert directive.next_step_risk is SafetyTier.CONFIRM


def test_G4_requires_approval_beats_auto_approve():
    pol = policy(requiresApproval=["*delete*"], autoApprove=["read*"])
    assert run("read and delete files", pol).stage == "requires_approval"


def test_X5_deny_matches_at_a_word_boundary_not_inside_a_word(spec_policy):
    assert run("calling drop_table now", spec_policy).stopped
    assert not run("undrop_table now", spec_policy).stopped


def test_X5_auto_approve_matches_only_the_whole_hint(spec_policy):
    whole = run("read_file src/app.py", spec_policy, classify=fixed(45))
    assert whole.continue_ and whole.stage == "auto_approve"
    inside = run("then read_file src/app.py", spec_policy, classify=fixed(45))
    assert not inside.continue_ and inside.stage == "tier"


def test_G4_auto_approve_skips_the_confirm_tier_and_tolerance():
    pol = policy(autoApprove=["list_*"], riskTolerance="conservative")
    assert run("list_repos", pol, classify=fixed(50)).continue_
    assert run("list_repos", pol, classify=fixed(28)).continue_


def test_I1_auto_approve_never_lifts_the_verify_tier(spec_policy):
    directive = run("read_x and rewrite the remote", spec_policy, classify=fixed(75))
    assert not directive.continue_ and directive.requires == "verification"


def test_I1_an_earlier_pause_on_a_verify_tier_action_asks_for_verification(spec_policy):
    for directive in (
        run("git push --force", spec_policy, classify=fixed(75)),
        run("ls", spec_policy, classify=fixed(75), step=6),
        run("ls", spec_policy, classify=fixed(75), outcome="failure"),
    ):
        assert not directive.continue_ and directive.requires == "verification"
        (note,) = directive.notifications
        assert note.type == "autonomy_pause" and note.metadata["level"] == "verify"


@pytest.mark.parametrize("flag", ["irreversible", "unresolved"])
def test_auto_approve_does_not_lift_irreversible_or_unresolved_verdicts(spec_policy, flag):
    directive = run("get_rid_of_branch", spec_policy, classify=fixed(45, **{flag: True}))
    assert not directive.continue_
    assert any("autoApprove pattern 'get_*' ignored" in f for f in directive.factors)


def test_X5_deny_patterns_survive_obfuscation(spec_policy):
    for hint in (
        "ls\nrm -rf /",
        "ls;rm -rf /",
        "rm\x00 -rf /",
        "ｒｍ -rf /",
        "rм -rf /",
        "RM  -RF /",
        "r\u200bm -rf /",
        "echo ok\r\nrm -rf ~",
    ):
        assert run(hint, spec_policy).stopped, hint


def test_deny_pattern_checks_the_full_text_of_an_overlong_hint(spec_policy):
    hint = "x " * 40_000 + "drop_table users"
    assert run(hint, spec_policy).stopped
    long_benign = run("y " * 40_000, spec_policy)
    assert not long_benign.continue_ and long_benign.stage == "tier"  # too long to classify: pause


# --- Stage 4: safety tier (G-5, I-2) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("score", "tier", "cont", "stopped", "requires"),
    [
        (30, SafetyTier.ADVISORY, True, False, "none"),
        (31, SafetyTier.CONFIRM, False, False, "confirmation"),
        (60, SafetyTier.CONFIRM, False, False, "confirmation"),
        (61, SafetyTier.VERIFY, False, False, "verification"),
        (85, SafetyTier.VERIFY, False, False, "verification"),
        (86, SafetyTier.DANGER_ZONE, False, True, "verification"),
        (100, SafetyTier.DANGER_ZONE, False, True, "verification"),
    ],
)
def test_G5_score_to_tier_boundaries(score, tier, cont, stopped, requires):
    directive = run("do something", policy(riskTolerance="aggressive"), classify=fixed(score))
    assert (directive.next_step_risk, directive.continue_, directive.stopped, directive.requires) == (
        tier,
        cont,
        stopped,
        requires,
    )


def test_I2_verify_tier_pauses_with_autonomy_pause_and_is_not_stopped():
    directive = run("force push", classify=fixed(70))
    assert not directive.continue_ and not directive.stopped
    (note,) = directive.notifications
    assert note.type == "autonomy_pause" and note.metadata["level"] == "verify"


def test_I2_danger_zone_tier_stops_with_danger_zone_notification():
    directive = run("format the disk", classify=fixed(90))
    assert directive.stopped and [n.type for n in directive.notifications] == ["danger_zone"]


def test_irreversible_action_with_a_modest_score_still_pauses():
    directive = run("git stash drop", classify=fixed(20, irreversible=True))
    assert not directive.continue_ and directive.next_step_risk is SafetyTier.CONFIRM


def test_forbidden_level_is_danger_zone_whatever_the_score():
    from dongle.levels import DangerLevel

    directive = run("something odd", classify=fixed(40, level=DangerLevel.FORBIDDEN))
    assert directive.stopped


# --- Stage 5: risk tolerance (G-6, X-2) -----------------------------------------------------------


@pytest.mark.parametrize(
    ("tolerance", "score", "cont"),
    [
        ("conservative", 25, True),
        ("conservative", 26, False),
        ("conservative", 30, False),
        ("moderate", 30, True),
        ("aggressive", 30, True),
    ],
)
def test_G6_tolerance_thresholds(tolerance, score, cont):
    directive = run("edit a file", policy(riskTolerance=tolerance), classify=fixed(score))
    assert directive.continue_ is cont
    if not cont:
        assert directive.stage == "tolerance"


@pytest.mark.parametrize("score", [31, 45, 60, 70, 84])
def test_X2_aggressive_tolerance_never_lifts_a_tier_pause(score):
    assert not run("edit a file", policy(riskTolerance="aggressive"), classify=fixed(score)).continue_


# --- the agent can only raise its own risk ---------------------------------------------------


def test_X1_reported_risk_score_cannot_lower_the_computed_one():
    assert not run("rewrite history", classify=fixed(50), risk=0).continue_


def test_X1_reported_risk_score_can_raise_it():
    directive = run("harmless looking", classify=SAFE, risk=95)
    assert directive.stopped and directive.risk_score == 95


# --- Policy danger patterns (K-4, DL §5.1) ---------------------------------------------------------


def test_policy_danger_pattern_raises_the_level():
    pol = policy(dangerPatterns={"forbidden": ["*_production*"], "dangerous": ["force_*"]})
    assert run("deploy_production now", pol).stopped
    assert run("force_sync", pol).requires == "verification"
    # the highest matching level wins
    assert run("force_deploy_production", pol).stopped


def test_policy_danger_pattern_never_lowers_a_verdict():
    pol = policy(dangerPatterns={"reversible": ["rm *"]})
    assert run("rm -rf ~", pol, classify=fixed(95)).stopped


@pytest.mark.parametrize(
    ("reported", "expected"),
    [(float("nan"), "pause"), ("high", "pause"), (float("inf"), "stop"), (-1e9, "go")],
)
def test_X1_unreadable_reported_scores_never_mean_no_risk(reported, expected):
    directive = run("edit a file", risk=reported)
    assert {True: "go"}.get(directive.continue_, "stop" if directive.stopped else "pause") == expected
    assert run("rm -rf /", policy(deny=["rm*"]), risk=reported).stopped  # deny is never skipped
