"""The evaluator as the service drives it: the context it is given changes what it decides."""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.evaluator import StepRequest
from dongle.policy import Policy, parse_policy
from dongle.service import SafetyService
from dongle.store import open_store


def safe(request: StepRequest) -> Assessment:
    return Assessment.safe(request.next_action_hint, kind="hint")


def destructive(request: StepRequest) -> Assessment:
    from dongle.levels import DangerLevel

    return Assessment(DangerLevel.DESTRUCTIVE, 45, rules=("test.delete",), kind="hint")


def autonomy(response):
    assert response["success"], response
    return response["data"]["autonomy"]


def test_X7_a_lower_step_limit_asked_for_at_execute_agent_is_enforced(tmp_path):
    service = SafetyService(open_store(tmp_path / "d.db"), Policy(), classify=safe)
    assert service.execute_agent("a", max_autonomous_steps=2)["success"]
    steps = [autonomy(service.record_execution_step("a", "ls")) for _ in range(3)]
    assert [s["continue"] for s in steps] == [True, True, False]
    assert steps[2]["reason"].startswith("Step limit exceeded")


def test_K7_paused_steps_are_not_counted_as_repetitions_by_the_service(tmp_path):
    policy = Policy(layers=(parse_policy({"maxAutonomousSteps": 50}),))
    service = SafetyService(open_store(tmp_path / "d.db"), policy, classify=destructive)
    assert service.execute_agent("a")["success"]
    # the same destructive action reported three times, each paused and never performed
    directives = [autonomy(service.record_execution_step("a", "delete the record")) for _ in range(3)]
    assert all(d["nextStepRisk"] == "confirm" for d in directives)
