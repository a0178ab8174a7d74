"""Routing rules C-1…C-4, endpoint modes and the tool-name prefix."""

from __future__ import annotations

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from srv_helpers import CONFIRM, call

pytestmark = pytest.mark.anyio


async def test_c1_wrong_endpoint_names_the_right_tool_and_runs_nothing(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_create", "execute_agent", element_name="a")
        status = await call(client, "mcp_aql_read", "get_execution_status", element_name="a")
    assert body["error"] == {
        "code": "VALIDATION_ENDPOINT_MISMATCH",
        "message": "Operation 'execute_agent' must be called via mcp_aql_execute, not mcp_aql_create",
        "details": {
            "operation": "execute_agent",
            "expected_endpoint": "mcp_aql_execute",
            "actual_endpoint": "mcp_aql_create",
        },
    }
    assert status["error"]["code"] == "NOT_FOUND_RESOURCE"


async def test_c1_read_tool_cannot_reach_execute_operations(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_read", "confirm_operation", confirmation_token="conf_x")
    assert body["error"]["details"]["expected_endpoint"] == "mcp_aql_execute"


async def test_c2_unknown_operation(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_execute", "drop_everything")
    assert body["error"]["code"] == "NOT_FOUND_OPERATION"
    assert body["error"]["message"] == "Unknown operation: 'drop_everything'"
    assert "execute_agent" in body["error"]["details"]["available"]


async def test_unknown_tool_is_a_protocol_error(make_app):
    async with Client(make_app().server) as client:
        with pytest.raises(MCPError):
            await client.call_tool("mcp_aql_delete", {"operation": "introspect"})


async def test_c3_single_mode_applies_the_same_rules(make_app):
    async with Client(make_app("single").server) as client:
        tools = [t.name for t in (await client.list_tools()).tools]
        instructions = client.instructions
        unknown = await call(client, "mcp_aql", "abort_execution", element_name="a", bogus=1)
        started = await call(client, "mcp_aql", "execute_agent", element_name="a")
        step = await call(
            client, "mcp_aql", "record_execution_step", element_name="a", next_action_hint=CONFIRM
        )
        details = await call(client, "mcp_aql", "introspect", query="operations", name="execute_agent")
        listing = await call(client, "mcp_aql", "introspect", query="operations")
    assert tools == ["mcp_aql"]
    assert "call mcp_aql with" in instructions and "mcp_aql_create" not in instructions
    assert unknown["error"]["code"] == "VALIDATION_UNKNOWN_PARAM"
    assert started["success"] is True
    assert step["data"]["autonomy"]["continue"] is False  # requiresApproval pattern: same enforcement
    assert details["data"]["operation"]["mcpTool"] == "mcp_aql"
    assert listing["data"]["_protocol"]["mode"] == "single"


async def test_all_mode_routes_semantic_tools_strictly_and_the_single_tool_freely(make_app):
    async with Client(make_app("all").server) as client:
        via_single = await call(client, "mcp_aql", "execute_agent", element_name="a")
        via_wrong = await call(client, "mcp_aql_create", "execute_agent", element_name="b")
        details = await call(client, "mcp_aql_read", "introspect", query="operations", name="execute_agent")
    assert via_single["success"] is True
    assert via_wrong["error"]["code"] == "VALIDATION_ENDPOINT_MISMATCH"
    assert details["data"]["operation"]["mcpTool"] == "mcp_aql_execute"


async def test_tool_prefix(make_app):
    async with Client(make_app(tool_prefix="safety_").server) as client:
        tools = sorted(t.name for t in (await client.list_tools()).tools)
        wrong = await call(client, "safety_mcp_aql_create", "execute_agent", element_name="a")
        details = await call(
            client, "safety_mcp_aql_read", "introspect", query="operations", name="execute_agent"
        )
    assert tools == ["safety_mcp_aql_create", "safety_mcp_aql_execute", "safety_mcp_aql_read"]
    assert "via safety_mcp_aql_execute" in wrong["error"]["message"]
    assert details["data"]["operation"]["mcpTool"] == "safety_mcp_aql_execute"


async def test_tool_annotations(make_app):
    async with Client(make_app("all").server) as client:
        tools = {t.name: t.annotations for t in (await client.list_tools()).tools}
    hints = {name: (a.read_only_hint, a.destructive_hint) for name, a in tools.items()}
    assert hints == {
        "mcp_aql_read": (True, False),
        "mcp_aql_create": (False, False),
        "mcp_aql_execute": (False, True),
        "mcp_aql": (False, True),
    }


async def test_c4_is_error_only_for_unrecoverable_failures(make_app):
    app = make_app()
    async with Client(app.server) as client:
        recoverable = await client.call_tool("mcp_aql_create", {"operation": "nope"})
        stopped_or_paused = await client.call_tool(
            "mcp_aql_execute", {"operation": "execute_agent", "params": {"element_name": "a"}}
        )
        app.backend.store.close()  # the state store goes away under the server
        broken = await client.call_tool(
            "mcp_aql_execute", {"operation": "abort_execution", "params": {"element_name": "a"}}
        )
    assert recoverable.is_error is False
    assert stopped_or_paused.is_error is False
    assert broken.is_error is True
    assert '"INTERNAL_ERROR"' in broken.content[0].text


async def test_bench_noop_tool_is_hidden_unless_enabled(make_app):
    async with Client(make_app().server) as client:
        names = [t.name for t in (await client.list_tools()).tools]
        with pytest.raises(MCPError):
            await client.call_tool("dongle_bench_noop", {})
    assert "dongle_bench_noop" not in names
