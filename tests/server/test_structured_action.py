"""The `action` parameter of record_execution_step through the real MCP server and SQLite store.

The agent's side only sees MCP responses; the human approves through the operator API
(`SafetyService.approve`) on the same database.
"""

from __future__ import annotations

import pytest
from mcp import Client
from srv_helpers import call

pytestmark = pytest.mark.anyio
CREATE = "mcp_aql_create"
CWD = "/home/me/project"


async def _step(client, hint: str, action, agent: str = "a") -> dict:
    return await call(client, CREATE, "record_execution_step", element_name=agent, next_action_hint=hint,
                      action=action)


async def _start(client, agent: str = "a") -> None:
    started = await call(client, "mcp_aql_execute", "execute_agent", element_name=agent)
    assert started["success"] is True, started


async def test_harmless_hint_over_rm_rf_home_stops_and_says_why(make_app):
    async with Client(make_app().server) as client:
        await _start(client)
        body = await _step(client, "tidying up a few temp files", {"kind": "shell", "command": "rm -rf ~",
                                                                   "cwd": CWD})
    autonomy = body["data"]["autonomy"]
    assert autonomy["continue"] is False and autonomy["stopped"] is True
    assert any("understates" in f for f in autonomy["factors"]), autonomy["factors"]


async def test_drop_database_tool_action_does_not_go(make_app):
    async with Client(make_app().server) as client:
        await _start(client)
        body = await _step(client, "looking at the customer data",
                           {"kind": "tool", "server": "postgres", "tool": "drop_database",
                            "arguments": {"name": "customers"}})
    autonomy = body["data"]["autonomy"]
    assert autonomy["continue"] is False
    assert autonomy["nextStepRisk"] in ("verify", "danger_zone")


async def test_file_write_to_bashrc_pauses(make_app):
    async with Client(make_app().server) as client:
        await _start(client)
        body = await _step(client, "writing ~/.bashrc", {"kind": "file_write", "path": "~/.bashrc",
                                                         "cwd": CWD})
    autonomy = body["data"]["autonomy"]
    assert autonomy["continue"] is False and "stopped" not in autonomy
    assert any("start-up file" in f for f in autonomy["factors"]), autonomy["factors"]


async def test_file_read_of_a_project_file_goes(make_app):
    async with Client(make_app().server) as client:
        await _start(client)
        body = await _step(client, "reading the readme", {"kind": "file_read", "path": "README.md",
                                                          "cwd": CWD})
    assert body["data"]["autonomy"]["continue"] is True, body


@pytest.mark.parametrize(
    ("action", "code", "field"),
    [
        ({"kind": "teleport"}, "VALIDATION_INVALID_VALUE", "action.kind"),
        ({"command": "ls"}, "VALIDATION_MISSING_PARAM", "action.kind"),
        ({"kind": "shell"}, "VALIDATION_MISSING_PARAM", "action.command"),
        ({"kind": "shell", "command": ["rm", "-rf", "/"]}, "VALIDATION_INVALID_TYPE", "action.command"),
        ({"kind": 7}, "VALIDATION_INVALID_TYPE", "action.kind"),
        ({"kind": "tool", "tool": "x", "arguments": "all"}, "VALIDATION_INVALID_TYPE", "action.arguments"),
        ({"kind": "file_write", "path": "a", "mode": "0777"}, "VALIDATION_INVALID_VALUE", "action.mode"),
        ("rm -rf /", "VALIDATION_INVALID_TYPE", "action"),
    ],
)
async def test_malformed_action_is_a_structured_validation_error(make_app, action, code, field):
    app = make_app()
    async with Client(app.server) as client:
        await _start(client)
        body = await _step(client, "reading the readme", action)
        status = await call(client, "mcp_aql_read", "get_execution_status", element_name="a")
    assert body["success"] is False
    assert body["error"]["code"] == code, body
    assert body["error"]["details"]["param_name"] == field
    assert field in body["error"]["message"]
    assert "Traceback" not in str(body)
    assert status["data"]["step_count"] == 0  # a refused step is not recorded


async def test_approval_of_one_action_is_not_reused_for_another(make_app):
    app = make_app()
    notes = {"kind": "file_write", "path": "~/notes.txt", "cwd": CWD}
    profile = {"kind": "file_write", "path": "~/.profile-notes", "cwd": CWD}
    hint = "removing the old notes file"  # honest: a confirm-tier story for a confirm-tier action
    async with Client(app.server) as client:
        await _start(client)
        paused = await _step(client, hint, notes)
        assert paused["data"]["autonomy"]["continue"] is False, paused
        token = paused["data"]["confirmation"]["token"]
        app.backend.service.approve(token, "human")
        confirmed = await call(client, "mcp_aql_execute", "confirm_operation", confirmation_token=token)
        assert confirmed["data"]["confirmed"] is True, confirmed
        swapped = await _step(client, hint, profile)  # same hint, different action
        approved = await _step(client, "a different story", notes)  # the approved action itself
    assert swapped["data"]["autonomy"]["continue"] is False
    assert approved["data"]["autonomy"]["continue"] is True, approved


async def test_introspection_documents_the_action_parameter_and_its_schema(make_app):
    async with Client(make_app().server) as client:
        details = await call(client, "mcp_aql_read", "introspect", query="operations",
                             name="record_execution_step")
        union = await call(client, "mcp_aql_read", "introspect", query="types", name="StructuredAction")
        tool = await call(client, "mcp_aql_read", "introspect", query="types", name="ToolAction")
    op = details["data"]["operation"]
    param = next(p for p in op["parameters"] if p["name"] == "action")
    assert param["type"] == "object" and param["required"] is False
    assert "StructuredAction" in param["description"] and "file_write" in param["description"]
    assert any("action" in e["request"]["params"] for e in op["examples"])
    assert set(union["data"]["type"]["members"]) == {"ShellAction", "ToolAction", "FileAction"}
    fields = {f["name"]: f for f in tool["data"]["type"]["fields"]}
    assert fields["kind"]["enum"] == ["tool"] and fields["tool"]["required"] is True
    assert set(fields) == {"kind", "server", "tool", "arguments"}
