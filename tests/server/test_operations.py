"""Every safety-loop operation through the MCP server, with the human side played by the operator API.

The human approves and reads codes through `SafetyService.approve` / `reveal_code` (the operator
channel's functions) on the same database; the agent only ever sees MCP responses.
"""

from __future__ import annotations

import json

import pytest
from mcp import Client
from srv_helpers import CONFIRM, STOP, call

pytestmark = pytest.mark.anyio
HINT = "executing shell command: make test"


class Recorder:
    """Wraps `call` and keeps every response text the agent saw."""

    def __init__(self, client):
        self.client = client
        self.seen: list[str] = []

    async def __call__(self, tool, operation, **params):
        body = await call(self.client, tool, operation, **params)
        self.seen.append(json.dumps(body))
        return body


async def test_execute_agent_and_lifecycle_to_completed(make_app):
    async with Client(make_app().server) as client:
        started = await call(
            client, "mcp_aql_execute", "execute_agent", element_name="a", parameters={"goal": "tests"}
        )
        step = await call(
            client,
            "mcp_aql_create",
            "record_execution_step",
            element_name="a",
            next_action_hint=HINT,
            outcome="success",
            findings="none",
        )
        done = await call(client, "mcp_aql_execute", "complete_execution", element_name="a", summary="ok")
        status = await call(client, "mcp_aql_read", "get_execution_status", element_name="a")
        again = await call(client, "mcp_aql_execute", "complete_execution", element_name="a")
    assert started["data"]["status"] == "running" and started["data"]["autonomy"]["continue"] is True
    autonomy = step["data"]["autonomy"]
    assert isinstance(autonomy["continue"], bool) and isinstance(autonomy["factors"], list)  # F-6
    assert step["data"]["execution_id"] == started["data"]["execution_id"]
    assert done["success"] is True
    assert status["data"]["status"] == "completed" and status["data"]["step_count"] == 1
    assert status["data"]["finished_at"].endswith("Z")
    assert again["error"]["code"] == "NOT_FOUND_RESOURCE"  # terminal states stay terminal


async def test_abort_execution(make_app):
    async with Client(make_app().server) as client:
        await call(client, "mcp_aql_execute", "execute_agent", element_name="a")
        aborted = await call(
            client, "mcp_aql_execute", "abort_execution", element_name="a", reason="user said stop"
        )
        status = await call(client, "mcp_aql_read", "get_execution_status", element_name="a")
    assert aborted["success"] is True
    assert status["data"]["status"] == "cancelled"


async def test_step_without_execution_is_not_found(make_app):
    async with Client(make_app().server) as client:
        body = await call(
            client, "mcp_aql_create", "record_execution_step", element_name="ghost", next_action_hint=HINT
        )
    assert body["error"]["code"] == "NOT_FOUND_RESOURCE"


async def test_confirm_pause_needs_the_human_not_the_token(make_app):
    app = make_app()
    async with Client(app.server) as client:
        agent = Recorder(client)
        await agent("mcp_aql_execute", "execute_agent", element_name="a")
        paused = await agent(
            "mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=CONFIRM
        )
        autonomy = paused["data"]["autonomy"]
        assert autonomy["continue"] is False and "stopped" not in autonomy
        token = paused["data"]["confirmation"]["token"]
        assert token.startswith("conf_")
        self_approval = await agent("mcp_aql_execute", "confirm_operation", confirmation_token=token)
        assert self_approval["success"] is False  # the agent cannot approve its own pause
        app.backend.service.approve(token, "human")  # the operator channel
        confirmed = await agent("mcp_aql_execute", "confirm_operation", confirmation_token=token)
        assert confirmed["success"] is True and confirmed["data"]["confirmed"] is True, confirmed
        resumed = await agent(
            "mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=CONFIRM
        )
        replayed = await agent(
            "mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=CONFIRM
        )
    assert resumed["data"]["autonomy"]["continue"] is True, resumed
    assert replayed["data"]["autonomy"]["continue"] is False  # the approval was used once


async def test_verify_pause_and_verify_challenge(make_app):
    app = make_app()
    async with Client(app.server) as client:
        agent = Recorder(client)
        await agent("mcp_aql_execute", "execute_agent", element_name="a")
        paused = await agent(
            "mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=HINT, risk_score=75
        )
        autonomy = paused["data"]["autonomy"]
        assert autonomy["continue"] is False and "stopped" not in autonomy
        assert autonomy["nextStepRisk"] == "verify"
        pause = next(n for n in autonomy["notifications"] if n["type"] == "autonomy_pause")
        challenge = pause["metadata"]["verificationId"]
        wrong = await agent("mcp_aql_create", "verify_challenge", challenge_id=challenge, code="0" * 26)
        assert wrong["error"]["code"] == "TOKEN_INVALID"
        burned = await agent("mcp_aql_create", "verify_challenge", challenge_id=challenge, code="0" * 26)
        assert burned["success"] is False
        still = await agent(
            "mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=HINT, risk_score=75
        )
        assert still["data"]["autonomy"]["continue"] is False
        live = [
            n["metadata"]["verificationId"]
            for n in still["data"]["autonomy"]["notifications"]
            if n["type"] == "autonomy_pause" and "verificationId" in n.get("metadata", {})
        ][-1]
        live, code = app.backend.service.reveal_code(live, "human")  # shown to the human only
        verified = await agent("mcp_aql_create", "verify_challenge", challenge_id=live, code=code)
        assert verified["success"] is True, verified
    assert all(code not in text for text in agent.seen)  # I-4: never in anything the agent received


async def test_danger_zone_stop_blocks_the_agent_and_the_session_x13(make_app):
    app = make_app()
    async with Client(app.server) as client:
        agent = Recorder(client)
        await agent("mcp_aql_execute", "execute_agent", element_name="a")
        stop = await agent("mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=STOP)
        autonomy = stop["data"]["autonomy"]
        assert autonomy["stopped"] is True and autonomy["continue"] is False
        zone = next(n for n in autonomy["notifications"] if n["type"] == "danger_zone")
        challenge = zone["metadata"]["verificationId"]
        same = await agent("mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=HINT)
        assert (
            same["error"]["code"] == "PERMISSION_DENIED"
            and same["error"]["details"]["reason"] == "agent_blocked"
        )
        renamed = await agent("mcp_aql_execute", "execute_agent", element_name="innocent-new-name")
        assert renamed["error"]["code"] == "PERMISSION_DENIED"
        assert renamed["error"]["details"]["reason"] == "session_blocked"
        assert renamed["error"]["details"]["blocked_agent"] == "a"
        confirm = await agent("mcp_aql_execute", "confirm_operation", confirmation_token="conf_whatever")
        assert confirm["error"]["details"]["reason"] == "session_blocked"
        status = await agent("mcp_aql_read", "introspect", query="operations")
        assert status["success"] is True  # introspection stays open

        live = same["error"]["details"].get("verification_id") or challenge
        live, code = app.backend.service.reveal_code(live, "human")
        verified = await agent("mcp_aql_create", "verify_challenge", challenge_id=live, code=code)
        assert verified["success"] is True, verified
        renamed_after = await agent("mcp_aql_execute", "execute_agent", element_name="innocent-new-name")
        assert renamed_after["success"] is True
    assert all(code not in text for text in agent.seen)


async def test_hard_block_persists_into_a_new_session_for_the_same_agent(make_app):
    app = make_app()
    async with Client(app.server) as client:
        await call(client, "mcp_aql_execute", "execute_agent", element_name="a")
        await call(client, "mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=STOP)
    async with Client(app.server) as client:
        other = await call(client, "mcp_aql_execute", "execute_agent", element_name="b")
    async with Client(app.server) as client:
        same_name = await call(client, "mcp_aql_execute", "execute_agent", element_name="a")
        then_renamed = await call(client, "mcp_aql_execute", "execute_agent", element_name="c")
    assert other["success"] is True  # another connection that never acted as 'a' is not blocked
    assert same_name["error"]["details"]["reason"] == "agent_blocked"
    # A session that tried to act as the blocked agent cannot carry on under a new name.
    assert then_renamed["error"]["details"]["reason"] == "session_blocked"


async def test_d1_session_end_cancels_running_executions(make_app):
    app = make_app()
    async with Client(app.server, mode="legacy") as client:
        await call(client, "mcp_aql_execute", "execute_agent", element_name="a")
        session_id = (await call(client, "mcp_aql_read", "introspect", query="operations"))["data"][
            "_protocol"
        ]["session_id"]
    with app.backend.store.transaction() as tx:
        assert tx.active_executions(session_id) == []


async def test_monitoring_mode_never_stops(make_app):
    async with Client(make_app(mode="monitoring").server) as client:
        await call(client, "mcp_aql_execute", "execute_agent", element_name="a")
        body = await call(
            client, "mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=STOP
        )
    autonomy = body["data"]["autonomy"]
    assert autonomy["continue"] is True and "stopped" not in autonomy
    assert autonomy["factors"]


async def test_disabled_mode_keeps_the_shape(make_app):
    async with Client(make_app(mode="disabled").server) as client:
        await call(client, "mcp_aql_execute", "execute_agent", element_name="a")
        body = await call(
            client, "mcp_aql_create", "record_execution_step", element_name="a", next_action_hint=STOP
        )
    assert body["data"]["autonomy"]["continue"] is True
