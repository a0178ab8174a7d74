"""Structured actions through the real classifier and evaluator: the action decides, a cover story
escalates, policy patterns see the action, and approvals bind to it rather than to the hint."""

from __future__ import annotations

import pytest

from dongle.action import Action
from dongle.classify.structured import ActionValidationError
from dongle.evaluator import Approval, StepContext, StepRequest, classify_step, evaluate
from dongle.levels import SafetyTier
from dongle.step_action import action_from_structured, structured_from_action
from evaluator.helpers import policy

CWD = "/home/me/project"


def judge(hint: str, action: dict, settings=None, **ctx):
    request = StepRequest(hint, action=action_from_structured(action))
    return evaluate(request, StepContext("agent", "exec", 1, **ctx), settings)


def test_harmless_hint_over_rm_rf_home_stops_and_says_the_hint_understates():
    d = judge("cleaning up some temp files", {"kind": "shell", "command": "rm -rf ~", "cwd": CWD})
    assert d.stopped and not d.continue_
    assert any("understates" in f for f in d.factors)


def test_the_action_not_the_hint_is_judged():
    # A reassuring hint cannot buy a go for a destructive tool call ...
    d = judge("checking the database", {"kind": "tool", "server": "db", "tool": "drop_database"})
    assert not d.continue_ and d.next_step_risk is SafetyTier.DANGER_ZONE
    # ... and a scary hint does not block a harmless read.
    d = judge("dropping the production database", {"kind": "file_read", "path": "README.md", "cwd": CWD})
    assert d.continue_
    assert any("riskier" in f for f in d.factors)


def test_honest_hint_one_tier_short_is_not_a_cover_story():
    d = judge("writing ~/.bashrc", {"kind": "file_write", "path": "~/.bashrc", "cwd": CWD})
    assert not d.continue_ and not d.stopped and d.requires == "verification"
    assert not any("understates" in f for f in d.factors)


def test_same_action_judged_alike_through_either_door():
    """A hook reports the command as the hint; the MCP door as an action. Same verdict."""
    command = "git push --force origin main"
    hook = evaluate(StepRequest(command, action=Action("command", command, cwd=CWD)),
                    StepContext("a", "e", 1), None)
    mcp = judge(command, {"kind": "shell", "command": command, "cwd": CWD})
    assert (hook.continue_, hook.next_step_risk) == (mcp.continue_, mcp.next_step_risk)


def test_deny_pattern_sees_the_action_under_a_harmless_hint():
    settings = policy(deny=["*drop_database*"]).settings_for("agent")
    d = judge("tidying up", {"kind": "tool", "server": "db", "tool": "drop_database"}, settings)
    assert d.stopped and d.stage == "deny"


def test_auto_approve_of_the_hint_does_not_cover_a_different_action():
    # The hint honestly admits a confirm-tier deletion (no cover story), and autoApprove covers the
    # hint's words; the action's own text is not covered, so the confirm pause stands.
    settings = policy(autoApprove=["removing *"]).settings_for("agent")
    action = {"kind": "file_write", "path": "~/notes.txt", "cwd": CWD}
    d = judge("removing the old notes file", action, settings)
    assert not d.continue_ and d.stage == "tier"


def test_approval_binds_to_the_action_not_the_hint():
    approved = action_from_structured({"kind": "file_write", "path": "~/notes.txt", "cwd": CWD})
    other = action_from_structured({"kind": "file_write", "path": "~/.profile", "cwd": CWD})
    assert approved.canonical_hash() != other.canonical_hash()
    # Same hint, different action: a different hash, so a stored approval is not found for it.
    def hash_of(hint: str, action: Action) -> str:
        return StepRequest(hint, action=action).action_hash()

    assert hash_of("saving", approved) != hash_of("saving", other)
    # Different hint, same action: the same hash (the approval is for what runs).
    assert hash_of("a", approved) == hash_of("b", approved)


@pytest.mark.parametrize(
    ("one", "two"),
    [
        ({"kind": "shell", "command": "ls", "cwd": "/a"}, {"kind": "shell", "command": "ls", "cwd": "/b"}),
        ({"kind": "shell", "command": "ls", "env": {"X": "1"}}, {"kind": "shell", "command": "ls"}),
        ({"kind": "tool", "server": "a", "tool": "t"}, {"kind": "tool", "server": "b", "tool": "t"}),
        (
            {"kind": "tool", "tool": "t", "arguments": {"id": 1}},
            {"kind": "tool", "tool": "t", "arguments": {"id": 2}},
        ),
        ({"kind": "file_read", "path": "x"}, {"kind": "file_write", "path": "x"}),
    ],
)
def test_every_field_that_changes_the_effect_changes_the_hash(one, two):
    assert action_from_structured(one).canonical_hash() != action_from_structured(two).canonical_hash()


def test_a_verified_approval_lifts_only_that_action():
    action = {"kind": "file_write", "path": "~/.bashrc", "cwd": CWD}
    lifted = judge("writing ~/.bashrc", action, approval=Approval.VERIFIED)
    assert lifted.continue_ and lifted.approval_used


def test_round_trip_keeps_every_field():
    for structured in (
        {"kind": "shell", "command": "make", "cwd": CWD, "env": {"CI": "1"}},
        {"kind": "tool", "server": "gh", "tool": "delete_repo", "arguments": {"repo": "x"}},
        {"kind": "file_write", "path": "a.txt", "cwd": CWD},
    ):
        back = structured_from_action(action_from_structured(structured))
        assert {k: v for k, v in back.items() if v is not None} == structured
    assert structured_from_action(Action("hint", "listing files")) is None


def test_malformed_action_reaching_the_classifier_pauses():
    request = StepRequest("listing files", action=Action("command", "   "))
    verdict = classify_step(request)
    assert verdict.unresolved and verdict.tier is not SafetyTier.ADVISORY


def test_invalid_structured_action_is_refused_before_judging():
    with pytest.raises(ActionValidationError) as info:
        action_from_structured({"kind": "tool", "server": "db"})
    assert info.value.field == "action.tool" and info.value.validation_code == "VALIDATION_MISSING_PARAM"
    with pytest.raises(ActionValidationError) as info:
        action_from_structured({"kind": ["shell"]})
    assert info.value.field == "action.kind" and info.value.validation_code == "VALIDATION_INVALID_TYPE"
