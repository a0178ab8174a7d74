"""Confirmations an agent cannot forge (digest H-5, M, X-6): request ids, binding, single use, TTLs."""

from __future__ import annotations

import pytest

from dongle.confirmations import ConfirmationConfig
from dongle.levels import DangerLevel
from dongle.service import OperatorActionError
from dongle.store.records import AuditFilter
from loop.helpers import make_policy


def _pause(service, agent="a", hint="delete the old logs"):
    response = service.record_execution_step(agent, hint)
    assert response["data"]["autonomy"]["continue"] is False
    return response["data"]["confirmation"]["token"]


def _continue(service, agent, hint):
    return service.record_execution_step(agent, hint)["data"]["autonomy"]["continue"]


def test_X6_agent_cannot_approve_itself_with_the_request_id(service):
    service.execute_agent("a")
    token = _pause(service)
    for _ in range(3):
        refused = service.confirm_operation(token)
        assert refused["success"] is False
        assert refused["error"]["code"] == "PERMISSION_DENIED"
        assert refused["error"]["details"]["reason"] == "self_approval_forbidden"
        refused = service.confirm_operation(token, element_name="a")
        assert refused["error"]["details"]["reason"] == "self_approval_forbidden"
    # nothing changed: the action is still paused, the notification is still there
    again = service.record_execution_step("a", "delete the old logs")["data"]["autonomy"]
    assert again["continue"] is False
    assert any(n["metadata"].get("confirmationToken") == token for n in again["notifications"])
    rejected = list(service.store.iter_audit(AuditFilter(event="TOKEN_REJECTED")))
    assert len(rejected) == 6


def test_M4_unknown_token_is_invalid_and_audited(service):
    response = service.confirm_operation("conf_" + "0" * 32)
    assert response["error"]["code"] == "TOKEN_INVALID"
    assert list(service.store.iter_audit(AuditFilter(event="TOKEN_REJECTED")))


def test_H2_human_approval_then_confirm_clears_the_notification_and_the_action_proceeds_once(service):
    service.execute_agent("a")
    token = _pause(service)
    service.approve(token, "alice")
    confirmed = service.confirm_operation(token)
    assert confirmed["success"] is True and confirmed["data"]["confirmed"] is True
    step = service.record_execution_step("a", "delete the old logs")["data"]["autonomy"]
    assert step["continue"] is True
    assert not any(
        n["type"] in ("permission_pending", "autonomy_pause") for n in step.get("notifications", [])
    )
    # consumed before the action proceeded: a replay is paused again and the token reports used
    assert _continue(service, "a", "delete the old logs") is False
    assert service.confirm_operation(token)["error"]["code"] == "TOKEN_ALREADY_USED"


def test_M3_approval_is_bound_to_the_exact_action(service):
    service.execute_agent("a")
    token = _pause(service, hint="delete the old logs")
    service.approve(token, "alice")
    assert _continue(service, "a", "delete the old logs and the database") is False
    assert _continue(service, "a", "delete the old logs") is True


def test_M3_approval_is_bound_to_the_agent(service):
    service.execute_agent("a")
    service.execute_agent("b")
    token = _pause(service, agent="a")
    service.approve(token, "alice")
    assert service.confirm_operation(token, element_name="b")["error"]["code"] == "TOKEN_SCOPE_MISMATCH"
    assert _continue(service, "b", "delete the old logs") is False
    assert _continue(service, "a", "delete the old logs") is True


def test_M3_approval_is_bound_to_the_execution(service):
    service.execute_agent("a")
    token = _pause(service)
    service.approve(token, "alice")
    service.execute_agent("a")  # a new execution: the old approval is revoked with the old execution
    assert _continue(service, "a", "delete the old logs") is False
    assert service.confirm_operation(token)["error"]["code"] == "TOKEN_EXPIRED"


def test_M5_ttl_by_danger_level_and_expired_tokens_are_never_accepted(make_service, clock):
    service = make_service(make_policy(requiresApproval=["wipe*"]))
    service.execute_agent("a")
    destructive = _pause(service)  # level 2: 5 minutes
    forbidden = service.record_execution_step("a", "drop table users")  # level 4 but a hard stop, not a pause
    assert forbidden["data"]["autonomy"]["stopped"] is True
    rec = _record(service, destructive)
    assert rec.expires_at - rec.created_at == 300
    service.approve(destructive, "alice")
    clock.advance(301)
    assert service.confirm_operation(destructive)["error"]["code"] == "TOKEN_EXPIRED"


def test_M5_configured_ttl_must_stay_within_the_spec_maxima():
    assert ConfirmationConfig({DangerLevel.FORBIDDEN: 300}).ttl_for(DangerLevel.FORBIDDEN) == 300
    assert ConfirmationConfig().ttl_for(DangerLevel.FORBIDDEN) == 120
    assert ConfirmationConfig().ttl_for(DangerLevel.DANGEROUS) == 300
    with pytest.raises(ValueError, match="forbidden"):
        ConfirmationConfig({DangerLevel.FORBIDDEN: 301})
    with pytest.raises(ValueError, match="destructive"):
        ConfirmationConfig({DangerLevel.DESTRUCTIVE: 901})


def test_operator_deny_closes_the_request_for_good(service):
    service.execute_agent("a")
    token = _pause(service)
    service.deny(token, "alice", "not now")
    response = service.confirm_operation(token)
    assert response["error"]["details"]["reason"] == "denied_by_operator"
    assert _continue(service, "a", "delete the old logs") is False
    with pytest.raises(OperatorActionError):
        service.approve(token, "alice")


def test_M1_request_ids_are_128_bit_random_and_public(service):
    tokens = set()
    for i in range(20):  # one agent each: repeated deletes in one execution would escalate the tier
        service.execute_agent(f"a{i}")
        tokens.add(_pause(service, agent=f"a{i}", hint=f"delete file {i}"))
    assert len(tokens) == 20
    for token in tokens:
        assert token.startswith("conf_") and len(token) == 37
        int(token[5:], 16)


def _record(service, token):
    with service.store.transaction() as tx:
        return tx.get_confirmation(token)


def test_lesson_an_approved_but_unused_approval_expires(service, clock):
    """REF never expired approved-but-unused CLI approvals."""
    service.execute_agent("a")
    token = _pause(service)
    service.approve(token, "alice")
    clock.advance(301)
    assert _continue(service, "a", "delete the old logs") is False
    assert token not in {item.id for item in service.pending() if item.kind == "confirmation"}
