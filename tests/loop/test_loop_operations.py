"""The seven operations, lifecycle and notifications (digest D, E, F, G, H, I-7, I-8, X-3, X-8, X-15)."""

from __future__ import annotations

from dongle.evaluator import Mode
from dongle.store.records import AuditFilter
from loop.helpers import make_policy


def _autonomy(response):
    assert response["success"] is True, response
    return response["data"]["autonomy"]


def _meta(autonomy, kind):
    return next(n for n in autonomy["notifications"] if n["type"] == kind)["metadata"]


def _types(autonomy):
    return [n["type"] for n in autonomy.get("notifications", [])]


# ---- E: execution lifecycle ------------------------------------------------------------------------


def test_E1_lifecycle_running_then_completed_and_terminal_states_never_move(service):
    started = service.execute_agent("coder")
    assert started["data"]["status"] == "running"
    done = service.complete_execution("coder", summary="ok")
    assert done["data"]["status"] == "completed"
    # terminal: nothing more to complete, abort or record
    for response in (
        service.complete_execution("coder"),
        service.abort_execution("coder"),
        service.record_execution_step("coder", "ls"),
    ):
        assert response["success"] is False
        assert response["error"]["code"] == "NOT_FOUND_RESOURCE"
        assert response["error"]["details"]["resource_type"] == "execution"


def test_E4_abort_is_cancelled_and_failure_outcome_completes_as_failed(service):
    service.execute_agent("a")
    assert service.abort_execution("a", reason="user stop")["data"]["status"] == "cancelled"
    service.execute_agent("b")
    assert service.complete_execution("b", outcome="failure")["data"]["status"] == "failed"


def test_F5_missing_params_are_validation_errors_not_exceptions(service):
    assert service.record_execution_step("", "ls")["error"]["code"] == "VALIDATION_MISSING_PARAM"
    missing_hint = service.record_execution_step("a", "  ")
    assert missing_hint["error"]["code"] == "VALIDATION_MISSING_PARAM"
    assert "next_action_hint" in missing_hint["error"]["message"]
    bad_outcome = service.record_execution_step("a", "ls", outcome="partial")
    assert bad_outcome["error"]["code"] == "VALIDATION_INVALID_TYPE"


def test_X7_agent_can_lower_but_never_raise_its_step_limit(make_service):
    service = make_service(make_policy(maxAutonomousSteps=5))
    assert service.execute_agent("a", max_autonomous_steps=50)["data"]["max_autonomous_steps"] == 5
    assert service.execute_agent("a", max_autonomous_steps=2)["data"]["max_autonomous_steps"] == 2


# ---- G: stages ---------------------------------------------------------------------------------------


def test_G2_step_limit_N_plus_one_pauses_and_steps_remaining_counts_down(make_service):
    service = make_service(make_policy(maxAutonomousSteps=3))
    service.execute_agent("a")
    remaining = []
    for _ in range(3):
        autonomy = _autonomy(service.record_execution_step("a", "ls"))
        assert autonomy["continue"] is True
        remaining.append(autonomy["stepsRemaining"])
    assert remaining == [2, 1, 0]
    fourth = _autonomy(service.record_execution_step("a", "ls"))
    assert fourth["continue"] is False
    assert "stopped" not in fourth
    assert "autonomy_pause" in _types(fourth)


def test_X15_human_approval_of_a_step_limit_pause_grants_a_fresh_budget(make_service):
    service = make_service(make_policy(maxAutonomousSteps=1))
    service.execute_agent("a")
    assert _autonomy(service.record_execution_step("a", "ls"))["continue"] is True
    paused = service.record_execution_step("a", "ls -la")
    assert _autonomy(paused)["continue"] is False
    token = paused["data"]["confirmation"]["token"]
    service.approve(token, "alice")
    resumed = _autonomy(service.record_execution_step("a", "ls -la"))
    assert resumed["continue"] is True
    assert _autonomy(service.record_execution_step("a", "pwd"))["continue"] is False  # budget of 1 again


def test_X3_deny_hint_beyond_the_step_limit_still_stops(make_service):
    """The deny check runs before the step limit: past the limit, a denied action is a hard stop,
    not a plain step-limit pause (digest X-3), with the real evaluator."""
    service = make_service(make_policy(maxAutonomousSteps=2, deny=["rm -rf*"]))
    service.execute_agent("a")
    for _ in range(2):
        _autonomy(service.record_execution_step("a", "ls"))
    assert _autonomy(service.record_execution_step("a", "pwd"))["continue"] is False  # over the limit
    stop = _autonomy(service.record_execution_step("a", "rm -rf build", outcome="failure"))
    assert stop["continue"] is False
    assert stop["stopped"] is True
    dz = [n for n in stop["notifications"] if n["type"] == "danger_zone"]
    assert dz and dz[0]["metadata"]["verificationId"]
    assert service.agent_blocked("a")


def test_G3_failure_outcome_pauses(service):
    service.execute_agent("a")
    autonomy = _autonomy(service.record_execution_step("a", "ls", outcome="failure"))
    assert autonomy["continue"] is False


def test_G4_requires_approval_gives_permission_pending_with_a_request_id(make_service):
    service = make_service(make_policy(requiresApproval=["git push*"]))
    service.execute_agent("a")
    response = service.record_execution_step("a", "git push origin main")
    autonomy = _autonomy(response)
    assert autonomy["continue"] is False
    pending = [n for n in autonomy["notifications"] if n["type"] == "permission_pending"]
    assert pending and pending[0]["metadata"]["level"] == "CONFIRM_SINGLE_USE"
    assert response["data"]["confirmation"]["token"].startswith("conf_")


def test_F8_monitoring_mode_never_stops_and_issues_nothing(make_service):
    service = make_service(make_policy(deny=["rm -rf*"]), Mode.MONITORING)
    service.execute_agent("a")
    autonomy = _autonomy(service.record_execution_step("a", "rm -rf /"))
    assert autonomy["continue"] is True
    assert "stopped" not in autonomy
    assert not service.agent_blocked("a")
    assert service.pending() == []
    decisions = list(service.store.iter_audit(AuditFilter(event="DANGER_DECISION")))
    assert decisions and decisions[-1].data["would"] == "stop"


# ---- I-7, X-8: hard blocks ------------------------------------------------------------------------


def test_I7_X8_blocked_agent_is_rejected_on_every_execution_operation(service):
    service.execute_agent("a")
    stop = _autonomy(service.record_execution_step("a", "rm -rf /"))
    assert stop["stopped"] is True and stop["nextStepRisk"] == "danger_zone"
    for response in (
        service.record_execution_step("a", "ls"),
        service.execute_agent("a"),
        service.complete_execution("a"),
        service.abort_execution("a"),
    ):
        assert response["success"] is False
        assert response["error"]["code"] == "PERMISSION_DENIED"
        details = response["error"]["details"]
        assert details["reason"] == "agent_blocked"
        assert details["verification_id"]
        assert details["autonomy"]["stopped"] is True


def test_a_blocked_agent_cannot_escape_by_respelling_its_name(service):
    """Issue 12 item 8: case, full-width letters and zero-width characters name the same agent."""
    service.execute_agent("evil")
    assert _autonomy(service.record_execution_step("evil", "rm -rf /"))["stopped"] is True
    for alias in ("Evil", "EVIL", "\uff45\uff56\uff49\uff4c", "evil\u200b", "e\u200dvil", " evil "):
        started = service.execute_agent(alias)
        assert started["success"] is False, alias
        assert started["error"]["details"]["reason"] == "agent_blocked"
        assert service.agent_blocked(alias)
    assert not service.agent_blocked("evil2")
    assert service.execute_agent("evil2")["success"] is True


def test_unblock_finds_the_block_under_any_spelling(service):
    service.execute_agent("worker")
    service.record_execution_step("worker", "rm -rf /")
    assert service.unblock("WORKER\u200b", "operator", "checked") is True
    assert not service.agent_blocked("worker")


def test_H4_danger_zone_is_broadcast_to_every_agent_with_an_active_execution(service):
    service.execute_agent("bad")
    service.execute_agent("bystander")
    stop = _autonomy(service.record_execution_step("bad", "drop table users"))
    challenge_id = _meta(stop, "danger_zone")["verificationId"]
    seen = _autonomy(service.record_execution_step("bystander", "ls"))
    assert seen["continue"] is True
    broadcast = [n for n in seen["notifications"] if n["type"] == "danger_zone"]
    assert broadcast and broadcast[0]["metadata"]["verificationId"] == challenge_id
    assert broadcast[0]["metadata"]["agent"] == "bad"
    # cleared when the agent is unblocked
    assert service.unblock("bad", "alice", "reviewed")
    after = _autonomy(service.record_execution_step("bystander", "ls"))
    assert "danger_zone" not in _types(after)


def test_I8_verify_pause_keeps_pausing_with_the_challenge_id_until_it_expires(service, clock):
    service.execute_agent("a")
    first = _autonomy(service.record_execution_step("a", "git push --force"))
    assert first["continue"] is False and "stopped" not in first
    challenge = _meta(first, "autonomy_pause")["verificationId"]
    again = _autonomy(service.record_execution_step("a", "ls"))
    assert again["continue"] is False
    assert challenge in again["reason"]
    clock.advance(301)
    lifted = _autonomy(service.record_execution_step("a", "ls"))
    assert lifted["continue"] is True
    assert "autonomy_pause" not in _types(lifted)
    assert "status" in _types(lifted)  # told once that the pause expired ...
    assert "status" not in _types(_autonomy(service.record_execution_step("a", "pwd")))  # ... not again
    renewed = _autonomy(service.record_execution_step("a", "git push --force"))
    new_id = _meta(renewed, "autonomy_pause")["verificationId"]
    assert new_id != challenge


def test_I8_verify_pause_does_not_prevent_a_new_execution(service):
    service.execute_agent("a")
    assert _autonomy(service.record_execution_step("a", "git push --force"))["continue"] is False
    assert service.execute_agent("a")["success"] is True
    assert _autonomy(service.record_execution_step("a", "ls"))["continue"] is True


def test_D1_end_session_cancels_executions_and_revokes_requests_but_blocks_stay(make_service):
    service = make_service(make_policy(requiresApproval=["deploy*"]))
    service.execute_agent("a", session_id="s1")
    service.execute_agent("b", session_id="s1")
    paused = service.record_execution_step("a", "deploy prod", session_id="s1")
    token = paused["data"]["confirmation"]["token"]
    service.record_execution_step("b", "rm -rf /", session_id="s1")
    assert service.end_session("s1") == 2
    assert service.confirm_operation(token)["error"]["code"] == "TOKEN_EXPIRED"
    assert service.agent_blocked("b")


def test_evaluator_exception_fails_closed(make_service):
    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    service = make_service(evaluate=broken)
    service.execute_agent("a")
    autonomy = _autonomy(service.record_execution_step("a", "ls"))
    assert autonomy["continue"] is False
    assert any("evaluation failed" in f for f in autonomy["factors"])


def test_store_failure_is_an_error_never_a_go(service):
    service.execute_agent("a")
    service.store.close()
    response = service.record_execution_step("a", "ls")
    assert response["success"] is False
    assert response["error"]["code"] == "INTERNAL_ERROR"
    assert "Traceback" not in response["error"]["message"]


def test_evaluate_action_for_hooks_records_binds_and_fails_closed(service):
    from dongle.action import Action

    action = Action(kind="command", text="delete the cache", agent_id="claude", session_id="s")
    directive = service.evaluate_action(action, "claude", "s")
    assert directive.continue_ is False
    token = directive.reason.split("request ")[1].split(";")[0]
    service.approve(token, "alice")
    assert service.evaluate_action(action, "claude", "s").continue_ is True
    assert service.evaluate_action(action, "claude", "s").continue_ is False  # single use
    service.store.close()
    assert service.evaluate_action(action, "claude", "s").continue_ is False  # store gone: fail closed


def _approved_step(service, agent, hint):
    token = service.record_execution_step(agent, hint)["data"]["confirmation"]["token"]
    service.approve(token, "alice")
    assert _autonomy(service.record_execution_step(agent, hint))["continue"] is True


def test_K7_repeated_destructive_actions_escalate_by_rule_across_targets(service):
    """Three different deletions match the same classifier rule: the third is escalated, which
    needs each step's rules kept in the store (seed 000 §8.3 repetition escalation)."""
    service.execute_agent("a")
    _approved_step(service, "a", "delete file a")
    _approved_step(service, "a", "delete file b")
    third = _autonomy(service.record_execution_step("a", "delete file c"))
    assert third["continue"] is False
    assert third["nextStepRisk"] == "verify"
    assert any("repeated" in f for f in third["factors"])


def test_prior_steps_carry_their_own_outcome_which_arrives_with_the_next_step():
    from dongle.service import _prior_steps
    from dongle.store.records import StepRecord

    def step(n, outcome):
        return StepRecord("e", n, "a", 1.0, f"h{n}", "", outcome, "advisory", 0, 0, True, False)

    prior = _prior_steps([step(3, "failure"), step(2, "success"), step(1, None)], "skipped")
    assert [p.action_hash for p in prior] == ["h1", "h2", "h3"]
    assert [p.outcome for p in prior] == ["success", "failure", "skipped"]


def test_a_human_refusal_reaches_the_agent_as_a_refusal(service):
    """Issue 13: after `dongle deny`, a retry of the same action used to meet what looked like a new
    pause; the agent is now told that a human refused it."""
    service.execute_agent("a")
    _autonomy(service.record_execution_step("a", "delete the old exports"))
    request = next(p for p in service.pending() if p.kind == "confirmation")
    service.deny(request.id, "alice", "not now")
    retry = _autonomy(service.record_execution_step("a", "delete the old exports"))
    assert retry["continue"] is False
    assert "a human (alice) refused this exact action" in retry["factors"][0]
    other = _autonomy(service.record_execution_step("a", "delete the stale caches"))
    assert not any("refused" in f for f in other["factors"])
