"""Tool-session approval grants at the service, on both store backends: the scope is stored with
the request, survives a fresh service over the same store, stands until its TTL, and lifts only a
confirmation of the same tool in the same session."""

from __future__ import annotations

from dongle.action import Action
from dongle.confirmations import ApprovalReach

BASH = ApprovalReach("tool_session", "Bash", 60)


def act(text: str, session: str = "s") -> Action:
    return Action(kind="command", text=text, agent_id="claude", session_id=session)


def token(directive) -> str:
    return directive.reason.split("request ")[1].split(";")[0]


def test_grant_is_stored_with_its_scope_and_reaches_the_tool_until_its_ttl(make_service, clock):
    service = make_service()
    first = service.evaluate_action(act("delete the cache"), "claude", "s", BASH)
    assert first.continue_ is False
    granted = service.approve(token(first), "alice")
    assert (granted["scope"], granted["tool"]) == ("tool_session", "Bash")
    assert all(p.id != token(first) for p in service.pending())

    reopened = make_service()  # the grant is read back from the store, not remembered in memory
    assert reopened.evaluate_action(act("delete the logs"), "claude", "s", BASH).continue_ is True
    assert reopened.evaluate_action(act("delete the logs"), "claude", "s", BASH).continue_ is True
    assert reopened.evaluate_action(act("delete the logs"), "claude", "other", BASH).continue_ is False
    other_tool = ApprovalReach("tool_session", "Write", 60)
    assert reopened.evaluate_action(act("delete the tmp"), "claude", "s", other_tool).continue_ is False
    assert reopened.evaluate_action(act("delete the tmp"), "claude", "s").continue_ is False  # now single
    assert reopened.evaluate_action(act("push --force"), "claude", "s", BASH).continue_ is False  # verify

    uses = [e for e in reopened.store.iter_audit() if e.event == "TOKEN_VALIDATED"]
    assert len(uses) == 2 and all(e.data["scope"] == "tool_session" and e.data["consumed"] is False
                                  for e in uses)
    clock.advance(61)
    assert reopened.evaluate_action(act("delete the logs"), "claude", "s", BASH).continue_ is False


def test_pending_lists_the_scope_and_a_sessionless_request_stays_single(service):
    bound = service.evaluate_action(act("delete a"), "claude", "s", BASH)
    loose = service.evaluate_action(act("delete b", session=None), "claude", None, BASH)
    scopes = {p.id: p.scope for p in service.pending()}
    assert scopes[token(bound)] == "tool_session:Bash"
    assert scopes[token(loose)] == "single"
