"""Modes, hard blocks, pending challenges, human approvals, failures and the directive's shape
(digest F-6..F-9, H, I-7/I-8, X-8, X-14, X-15, X-17)."""

from __future__ import annotations

import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dongle.action import Action
from dongle.evaluator import Approval, Directive, Mode, StepRequest, evaluate
from dongle.levels import SafetyTier
from dongle.policy import Settings
from evaluator.helpers import SAFE, ctx, fixed, policy

STOPPING = [("deny", "rm -rf /", SAFE), ("danger_zone", "wipe it", fixed(95))]


# --- Modes (F-8, F-9, X-17) ------------------------------------------------------------------------


@pytest.mark.parametrize(("stage", "hint", "classify"), STOPPING)
def test_F8_monitoring_never_blocks_and_never_stops(spec_policy, stage, hint, classify):
    directive = evaluate(StepRequest(hint), ctx(), spec_policy, Mode.MONITORING, classify=classify)
    assert directive.continue_ and not directive.stopped
    assert directive.would == "stop" and directive.stage == stage
    assert directive.factors[0].startswith("monitoring: would stop:")
    assert directive.notifications == () and directive.requires == "none"  # no challenges or blocks
    assert directive.next_step_risk is SafetyTier.DANGER_ZONE  # risk is still computed
    assert "stopped" not in directive.to_dict()


def test_F8_monitoring_reports_a_would_be_pause():
    directive = evaluate(StepRequest("ls"), ctx(11), None, Mode.MONITORING, classify=SAFE)
    assert directive.continue_ and directive.would == "pause"
    assert "would pause: Step limit exceeded" in directive.factors[0]


def test_F8_monitoring_does_not_stop_an_already_blocked_agent():
    directive = evaluate(StepRequest("ls"), ctx(agent_blocked=True), None, Mode.MONITORING, classify=SAFE)
    assert directive.continue_ and not directive.stopped


def test_F8_monitoring_never_blocks_on_an_internal_error():
    directive = evaluate(StepRequest("ls"), ctx(), object(), Mode.MONITORING, classify=SAFE)
    assert directive.continue_ and directive.would == "pause"


@pytest.mark.parametrize("mode", [Mode.LOGGING, Mode.DISABLED])
def test_X17_logging_and_disabled_modes_do_not_evaluate(mode):
    def explode(request):
        raise AssertionError("must not classify")

    directive = evaluate(StepRequest("rm -rf /"), ctx(), policy(deny=["rm*"]), mode, classify=explode)
    assert directive.to_dict() == {"continue": True, "factors": [f"safety loop {mode.value}: not evaluated"]}
    assert directive.action_hash  # the service still records the action


def test_mode_parsing_and_environment():
    assert Mode.parse(" Monitoring ") is Mode.MONITORING
    assert Mode.from_env({}) is Mode.ENFORCING
    assert Mode.from_env({"MCPAQL_SAFETY_LOOP": "disabled"}) is Mode.DISABLED
    with pytest.raises(ValueError, match="expected one of: enforcing, monitoring, logging, disabled"):
        Mode.from_env({"MCPAQL_SAFETY_LOOP": "off"})


# --- Hard blocks and pending challenges (F-7, I-7, I-8) --------------------------------------------


def test_F7_a_blocked_agent_never_gets_continue():
    pol = policy(autoApprove=["*"])
    for approval in Approval:
        directive = evaluate(
            StepRequest("list files"),
            ctx(agent_blocked=True, block_verification_id="c-1", approval=approval),
            pol,
            classify=SAFE,
        )
        assert directive.stopped and not directive.continue_
        assert "c-1" in directive.reason and directive.stage == "blocked"


def test_I8_pending_verification_pauses_with_the_challenge_id_in_the_reason():
    directive = evaluate(StepRequest("ls"), ctx(pending_verification_id="9f0c"), None, classify=SAFE)
    assert not directive.continue_ and not directive.stopped
    assert "9f0c" in directive.reason and directive.requires == "verification"
    assert directive.notifications == ()  # the open challenge's notification is already pending


def test_I8_a_deny_while_a_verification_is_pending_still_stops():
    directive = evaluate(
        StepRequest("rm -rf /"), ctx(pending_verification_id="9f0c"), policy(deny=["rm -rf*"]), classify=SAFE
    )
    assert directive.stopped


# --- Human approvals bound to the action (H-5, X-6, X-15) ------------------------------------------


def test_a_confirmation_lifts_a_confirm_pause_for_that_step_only():
    plain = evaluate(StepRequest("rewrite file"), ctx(), None, classify=fixed(45))
    assert not plain.continue_
    approved = evaluate(
        StepRequest("rewrite file"), ctx(approval=Approval.CONFIRMED), None, classify=fixed(45)
    )
    assert approved.continue_ and approved.approval_used


def test_a_confirmation_never_lifts_a_verification_requirement():
    directive = evaluate(
        StepRequest("force push"), ctx(approval=Approval.CONFIRMED), None, classify=fixed(75)
    )
    assert not directive.continue_ and directive.requires == "verification"


def test_a_confirmation_never_lifts_a_deny():
    directive = evaluate(
        StepRequest("rm -rf /"), ctx(approval=Approval.CONFIRMED), policy(deny=["rm -rf*"]), classify=SAFE
    )
    assert directive.stopped


def test_a_verification_lifts_the_verify_tier_for_that_step():
    directive = evaluate(StepRequest("force push"), ctx(approval=Approval.VERIFIED), None, classify=fixed(75))
    assert directive.continue_ and directive.approval_used


def test_X15_a_confirmed_step_limit_pause_lets_that_step_through_but_not_a_riskier_one():
    assert evaluate(StepRequest("ls"), ctx(11, approval=Approval.CONFIRMED), None, classify=SAFE).continue_
    risky = evaluate(
        StepRequest("rm -rf build"), ctx(11, approval=Approval.CONFIRMED), None, classify=fixed(75)
    )
    assert not risky.continue_ and risky.requires == "verification"


def test_the_approval_hash_binds_to_the_exact_action():
    first = StepRequest("run it", action=Action(kind="command", text="rm -rf build", cwd="/repo"))
    moved = StepRequest("run it", action=Action(kind="command", text="rm -rf build", cwd="/"))
    assert first.action_hash() != moved.action_hash()
    assert StepRequest("a").action_hash() != StepRequest("b").action_hash()
    directive = evaluate(first, ctx(), None, classify=SAFE)
    assert directive.action_hash == first.action_hash()


# --- Failing closed (X-14) ---------------------------------------------------------------------------


def test_X14_a_classifier_error_pauses_and_deny_still_applies():
    def broken(request):
        raise RuntimeError("boom")

    paused = evaluate(StepRequest("ls"), ctx(), None, classify=broken)
    assert not paused.continue_ and any("RuntimeError" in f for f in paused.factors)
    assert evaluate(StepRequest("rm -rf /"), ctx(), policy(deny=["rm*"]), classify=broken).stopped


def test_X14_an_internal_error_pauses_with_an_error_notification():
    directive = evaluate(StepRequest("ls"), ctx(), object(), classify=SAFE)
    assert not directive.continue_ and directive.stage == "error"
    assert directive.factors[0].startswith("SAFETY_EVALUATION_FAILURE")
    assert [n.type for n in directive.notifications] == ["error", "autonomy_pause"]


def test_X14_a_classifier_returning_garbage_pauses():
    directive = evaluate(StepRequest("ls"), ctx(), None, classify=lambda r: {"risk": 0})
    assert not directive.continue_


def test_empty_hint_is_never_a_go():
    assert not evaluate(StepRequest("   "), ctx(), None, classify=SAFE).continue_


def test_default_classifier_fails_closed_when_the_hint_classifier_is_missing(monkeypatch):
    monkeypatch.setitem(sys.modules, "dongle.classify.hint", None)
    directive = evaluate(StepRequest("list the files"), ctx(), Settings())
    assert not directive.continue_
    assert any("hint classifier is not available" in f for f in directive.factors)


def test_default_classifier_judges_commands_inside_the_hint():
    pytest.importorskip("dongle.classify.hint")
    directive = evaluate(StepRequest("I will now run `rm -rf ~` to clean up"), ctx(), Settings())
    assert not directive.continue_


def test_default_classifier_also_judges_the_structured_command_a_door_reports():
    pytest.importorskip("dongle.classify.hint")
    pytest.importorskip("dongle.classify.command")
    request = StepRequest(
        "tidy up the workspace", action=Action(kind="command", text="rm -rf ~", cwd="/repo")
    )
    assert evaluate(request, ctx(), Settings()).stopped


# --- The directive's shape (F-6, H) ------------------------------------------------------------------

ALLOWED_KEYS = {"continue", "factors", "stopped", "reason", "stepsRemaining", "nextStepRisk", "notifications"}

hints = st.text(min_size=0, max_size=80) | st.sampled_from(["rm -rf /", "drop_table x", "git push", "ls"])


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    hint=hints,
    score=st.integers(-5, 120),
    step=st.integers(0, 30),
    outcome=st.sampled_from([None, "success", "failure", "skipped"]),
    blocked=st.booleans(),
    mode=st.sampled_from([Mode.ENFORCING, Mode.MONITORING]),
    reported=st.one_of(st.none(), st.integers(-10, 200)),
)
def test_F6_every_directive_has_continue_and_factors_and_is_consistent(
    hint, score, step, outcome, blocked, mode, reported
):
    pol = policy(deny=["rm -rf*"], requiresApproval=["git push*"], autoApprove=["ls"], maxAutonomousSteps=10)
    directive = evaluate(
        StepRequest(hint, outcome=outcome, risk_score=reported),
        ctx(step, agent_blocked=blocked),
        pol,
        mode,
        classify=fixed(score),
    )
    assert isinstance(directive, Directive)
    wire = directive.to_dict()
    assert isinstance(wire["continue"], bool) and wire["factors"]
    assert set(wire) <= ALLOWED_KEYS
    if mode is Mode.MONITORING:
        assert wire["continue"] is True and "stopped" not in wire
        return
    if directive.stopped:
        assert not directive.continue_
        assert blocked or [n["type"] for n in wire["notifications"]] == ["danger_zone"]
    if directive.requires == "verification" and not directive.stopped and directive.notifications:
        assert directive.notifications[0].type == "autonomy_pause"
    if directive.continue_:
        assert not blocked and directive.requires == "none"
        assert directive.next_step_risk is SafetyTier.ADVISORY or directive.stage == "auto_approve"


def test_to_dict_uses_the_spec_field_names():
    directive = evaluate(StepRequest("rm -rf /"), ctx(), policy(deny=["rm*"]), classify=SAFE)
    wire = directive.to_dict()
    assert wire["continue"] is False and wire["stopped"] is True
    assert wire["nextStepRisk"] == "danger_zone" and wire["stepsRemaining"] == 9
    note = wire["notifications"][0]
    assert set(note) == {"type", "message", "metadata", "timestamp"}
    assert note["metadata"]["operation"] == "rm -rf /"
