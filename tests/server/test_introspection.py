"""Introspection queries (digest B) through the in-process client, checked against the schema shapes."""

from __future__ import annotations

import pytest
from level1 import operation_details, operations_list_data, parameter_info, type_info, types_list_data
from mcp import Client
from srv_helpers import call

from dongle.server.operations import OPERATIONS

pytestmark = pytest.mark.anyio

DONGLE_TYPES = [
    "AutonomyDirective",
    "AgentNotification",
    "NotificationType",
    "SafetyTier",
    "DangerLevel",
    "TrustLevel",
    "RiskTolerance",
]
PROTOCOL_TYPES = [
    "SemanticCategory",
    "OperationInput",
    "OperationResult",
    "OperationSuccess",
    "OperationFailure",
    "EndpointPermissions",
]


async def test_b2_operations_list(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_read", "introspect", query="operations")
    data = body["data"]
    assert operations_list_data(data) == []
    by_name = {op["name"]: op for op in data["operations"]}
    assert by_name["introspect"] == {
        "name": "introspect",
        "semantic_category": "READ",
        "endpoint": "read",
        "description": by_name["introspect"]["description"],
    }
    expected = {
        "introspect": "read",
        "get_execution_status": "read",
        "record_execution_step": "create",
        "verify_challenge": "create",
        "execute_agent": "execute",
        "complete_execution": "execute",
        "abort_execution": "execute",
        "confirm_operation": "execute",
    }
    assert {name: op["endpoint"] for name, op in by_name.items()} == expected


@pytest.mark.parametrize("mode", ["enforcing", "monitoring", "logging", "disabled"])
async def test_b11_b12_b13_b14_protocol_block(make_app, mode):
    async with Client(make_app(mode=mode).server) as client:
        first = await call(client, "mcp_aql_read", "introspect", query="operations")
        again = await call(client, "mcp_aql_read", "introspect", query="operations")
    proto = first["data"]["_protocol"]
    assert proto["version"] == "1.0.0-draft" and proto["mode"] == "semantic"
    assert proto["capabilities"]["execution_safety_loop"] == mode
    assert (
        proto["capabilities"]["confirmation"] is True
        and proto["capabilities"]["dangerous_operations"] is True
    )
    assert proto["safety_loop"]["default_max_autonomous_steps"] == 20  # from the test policy
    assert proto["safety_loop"]["risk_tolerance"] == "moderate"
    assert proto["trust_level"] == "untested"
    assert "maxAutonomousSteps" in proto["configuration"]["policy_file_keys"]
    assert "MCPAQL_SAFETY_LOOP" in proto["configuration"]["environment"]
    assert proto["session_id"] and proto["session_id"] == again["data"]["_protocol"]["session_id"]


async def test_session_id_differs_per_connection(make_app):
    app = make_app()
    ids = []
    for _ in range(2):
        async with Client(app.server) as client:
            ids.append(
                (await call(client, "mcp_aql_read", "introspect", query="operations"))["data"]["_protocol"][
                    "session_id"
                ]
            )
    assert ids[0] != ids[1]


async def test_b4_b5_operation_details_for_every_operation(make_app):
    async with Client(make_app().server) as client:
        for op in OPERATIONS:
            body = await call(client, "mcp_aql_read", "introspect", query="operations", name=op.name)
            details = body["data"]["operation"]
            assert operation_details(details, op.name) == []
            assert details["mcpTool"] == f"mcp_aql_{op.family}"
            assert all(parameter_info(p, p["name"]) == [] for p in details["parameters"])
            assert [p["name"] for p in details["parameters"]] == op.param_names()


async def test_record_step_details_match_the_spec_table(make_app):
    async with Client(make_app().server) as client:
        body = await call(
            client, "mcp_aql_read", "introspect", query="operations", name="record_execution_step"
        )
    params = {p["name"]: p for p in body["data"]["operation"]["parameters"]}
    assert params["element_name"]["required"] is True and params["next_action_hint"]["required"] is True
    assert params["outcome"]["enum"] == ["success", "failure", "skipped"]
    assert body["data"]["operation"]["permissions"] == {"readOnly": False, "destructive": False}
    assert body["data"]["operation"]["returns"]["name"] == "StepResult"


async def test_b6_types_list_and_details(make_app):
    async with Client(make_app().server) as client:
        listing = await call(client, "mcp_aql_read", "introspect", query="types")
        names = [t["name"] for t in listing["data"]["types"]]
        assert types_list_data(listing["data"]) == []
        assert set(DONGLE_TYPES + PROTOCOL_TYPES) <= set(names)
        for name in names:
            details = (await call(client, "mcp_aql_read", "introspect", query="types", name=name))["data"][
                "type"
            ]
            assert type_info({k: details[k] for k in ("name", "kind", "description")}, name) == []
            key = {"enum": "values", "object": "fields", "union": "members"}.get(details["kind"])
            if key:
                assert details[key], name
            if details["kind"] == "object":
                assert all(parameter_info(f, f["name"]) == [] for f in details["fields"])
        tier = (await call(client, "mcp_aql_read", "introspect", query="types", name="SafetyTier"))["data"][
            "type"
        ]
        directive = (
            await call(client, "mcp_aql_read", "introspect", query="types", name="AutonomyDirective")
        )["data"]["type"]
    assert tier["values"] == ["advisory", "confirm", "verify", "danger_zone"]
    required = {f["name"] for f in directive["fields"] if f["required"]}
    assert required == {"continue", "factors"}


async def test_b7_unknown_names_are_null_not_errors(make_app):
    async with Client(make_app().server) as client:
        op = await call(client, "mcp_aql_read", "introspect", query="operations", name="drop_everything")
        typ = await call(client, "mcp_aql_read", "introspect", query="types", name="NoSuchType")
    assert op == {"success": True, "data": {"operation": None}}
    assert typ == {"success": True, "data": {"type": None}}


async def test_unknown_query_is_a_validation_error(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_read", "introspect", query="adapter_info")
    assert body["error"]["code"] == "VALIDATION_INVALID_TYPE"
    assert body["error"]["details"]["param_name"] == "query"


async def test_b8_every_documented_parameter_is_accepted(make_app):
    """Introspection matches the handler: a documented parameter is never refused as unknown."""
    from dongle.server.conformance import _sample, minimal_params

    async with Client(make_app().server) as client:
        for op in OPERATIONS:
            details = (await call(client, "mcp_aql_read", "introspect", query="operations", name=op.name))[
                "data"
            ]["operation"]
            tool = details["mcpTool"]
            for param in details["parameters"]:
                body = await call(
                    client, tool, op.name, **{**minimal_params(op), param["name"]: _sample(op, param["name"])}
                )
                assert body.get("error", {}).get("code") != "VALIDATION_UNKNOWN_PARAM", (op.name, param)
