"""What lands in the audit log, and the directive's shape in every mode (digest F-6, F-9, K-2, M-8, O)."""

from __future__ import annotations

import pytest

from dongle.evaluator import Mode
from dongle.store.records import AuditFilter
from loop.helpers import make_policy


def _events(service, event):
    return list(service.store.iter_audit(AuditFilter(event=event)))


def test_K2_O2_every_decision_at_level_2_or_above_is_logged_with_the_seed_000_fields(service):
    service.execute_agent("a")
    service.record_execution_step("a", "ls")  # level 0, proceeds: not a danger decision
    token = service.record_execution_step("a", "delete the logs")["data"]["confirmation"]["token"]
    service.approve(token, "alice")
    service.record_execution_step("a", "delete the logs")
    decisions = _events(service, "DANGER_DECISION")
    assert [d.outcome for d in decisions] == ["denied", "confirmed"]
    for entry in decisions:
        assert entry.danger_level == 2 and entry.agent == "a" and entry.timestamp
        for key in ("adapter_name", "operation", "adapter_trust", "user_id", "parameters"):
            assert key in entry.data
        assert entry.data["operation"] == "delete the logs"
    assert decisions[1].data["confirmation_token"] == token
    assert not [d for d in decisions if d.data["operation"] == "ls"]


def test_M8_every_token_event_is_audited(service):
    service.execute_agent("a")
    token = service.record_execution_step("a", "delete the logs")["data"]["confirmation"]["token"]
    service.confirm_operation(token)  # rejected: not approved
    service.approve(token, "alice")
    service.confirm_operation(token)  # validated
    service.record_execution_step("a", "delete the logs")  # consumed
    token2 = service.record_execution_step("a", "delete the cache")["data"]["confirmation"]["token"]
    service.deny(token2, "alice")  # revoked
    for event, count in (
        ("TOKEN_ISSUED", 2),
        ("TOKEN_REJECTED", 1),
        ("TOKEN_VALIDATED", 2),
        ("TOKEN_REVOKED", 1),
    ):
        entries = _events(service, event)
        assert len(entries) == count, event
        for entry in entries:
            assert entry.data["token_id"] in (token, token2)
            assert entry.outcome in ("success", "failure")


def test_O_operator_actions_are_audited_with_the_operator(service):
    service.execute_agent("a")
    service.record_execution_step("a", "rm -rf /")
    challenge = service.record_execution_step("a", "ls")["error"]["details"]["verification_id"]
    service.reveal_code(challenge, "alice")
    service.unblock("a", "alice", "checked")
    for event in ("OPERATOR_REVEAL_CODE", "OPERATOR_UNBLOCK", "AGENT_BLOCKED", "AGENT_UNBLOCKED"):
        assert _events(service, event), event
    assert _events(service, "OPERATOR_UNBLOCK")[0].data["operator"] == "alice"


@pytest.mark.parametrize("mode", list(Mode))
def test_F6_F9_every_step_returns_continue_and_factors_in_every_mode(make_service, mode):
    service = make_service(make_policy(deny=["rm -rf*"]), mode)
    service.execute_agent("a")
    for hint in ("ls", "delete the logs", "rm -rf /"):
        response = service.record_execution_step("a", hint)
        autonomy = response["data"]["autonomy"]
        assert isinstance(autonomy["continue"], bool) and isinstance(autonomy["factors"], list)
        if mode is not Mode.ENFORCING:
            assert autonomy["continue"] is True and "stopped" not in autonomy
    with service.store.transaction() as tx:
        execution = tx.active_execution("a")
        assert execution is not None and execution.step_count == 3  # recorded in every mode
