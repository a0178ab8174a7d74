"""Envelope and validation rules A-1…A-13 through the SDK's in-process client."""

from __future__ import annotations

import re

import pytest
from mcp import Client
from srv_helpers import GO, call

from dongle.server.envelope import Limits
from dongle.server.operations import OPERATIONS

pytestmark = pytest.mark.anyio
SNAKE = re.compile(r"^[a-z][a-z0-9_]*$")


async def test_a1_every_tool_has_the_base_envelope_schema(make_app):
    async with Client(make_app("all").server) as client:
        tools = (await client.list_tools()).tools
    assert {t.name for t in tools} == {"mcp_aql_create", "mcp_aql_read", "mcp_aql_execute", "mcp_aql"}
    for tool in tools:
        schema = tool.input_schema
        assert schema["required"] == ["operation"]
        assert schema["properties"]["operation"]["type"] == "string"
        assert schema["properties"]["params"]["type"] == "object"
        assert "introspect" in tool.description and "Supported operations:" in tool.description


def test_a2_operation_and_parameter_names_are_snake_case():
    for op in OPERATIONS:
        assert SNAKE.match(op.name)
        for param in op.params:
            assert SNAKE.match(param.name), (op.name, param.name)


async def test_a3_unknown_parameter_is_rejected_with_details(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_execute", "abort_execution", element_name="a", bogus=1, other=2)
    error = body["error"]
    assert error["code"] == "VALIDATION_UNKNOWN_PARAM"
    assert error["message"] == "Unknown parameter(s) for operation 'abort_execution': bogus, other"
    assert error["details"] == {
        "operation": "abort_execution",
        "unknown_params": ["bogus", "other"],
        "valid_params": ["element_name", "reason"],
    }


async def test_a3_unknown_top_level_parameter_is_rejected_too(make_app):
    async with Client(make_app().server) as client:
        body = await call(
            client,
            "mcp_aql_execute",
            raw={"operation": "abort_execution", "element_name": "a", "sneaky": True},
        )
    assert body["error"]["code"] == "VALIDATION_UNKNOWN_PARAM"
    assert body["error"]["details"]["unknown_params"] == ["sneaky"]


async def test_a4_protocol_and_underscore_fields_never_count_as_unknown(make_app):
    async with Client(make_app().server) as client:
        body = await call(
            client,
            "mcp_aql_execute",
            raw={
                "operation": "execute_agent",
                "params": {"element_name": "a", "_trace": "x"},
                "_meta": {"label": "mine"},
                "_request_id": "r1",
            },
        )
    assert body["success"] is True, body


async def test_a6_missing_required_parameter_names_it(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_create", "record_execution_step", element_name="a")
    assert body["error"]["code"] == "VALIDATION_MISSING_PARAM"
    assert body["error"]["message"].startswith(
        "Missing required parameter 'next_action_hint'. Expected: string"
    )
    assert body["error"]["details"] == {
        "param_name": "next_action_hint",
        "operation": "record_execution_step",
    }


async def test_a6_missing_operation(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_create", raw={"params": {"element_name": "a"}})
    assert body["error"]["code"] == "VALIDATION_MISSING_PARAM"
    assert body["error"]["details"]["param_name"] == "operation"


async def test_a7_wrong_type(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_execute", "execute_agent", element_name=["a"])
        params_not_object = await call(
            client, "mcp_aql_execute", raw={"operation": "execute_agent", "params": "x"}
        )
        operation_not_string = await call(client, "mcp_aql_execute", raw={"operation": 7})
    assert body["error"]["code"] == "VALIDATION_INVALID_TYPE"
    assert body["error"]["details"] == {
        "param_name": "element_name",
        "operation": "execute_agent",
        "expected_type": "string",
        "actual_type": "array",
    }
    assert params_not_object["error"]["details"]["param_name"] == "params"
    assert operation_not_string["error"]["code"] == "VALIDATION_INVALID_TYPE"


async def test_a8_validation_order_required_then_types_then_unknown_then_constraints(make_app):
    async with Client(make_app().server) as client:
        missing_first = await call(client, "mcp_aql_create", "record_execution_step", element_name=5, bogus=1)
        type_before_unknown = await call(
            client, "mcp_aql_create", "record_execution_step", element_name=5, next_action_hint=GO, bogus=1
        )
        unknown_before_enum = await call(
            client,
            "mcp_aql_create",
            "record_execution_step",
            element_name="a",
            next_action_hint=GO,
            outcome="partial",
            bogus=1,
        )
        enum_last = await call(
            client,
            "mcp_aql_create",
            "record_execution_step",
            element_name="a",
            next_action_hint=GO,
            outcome="partial",
        )
    assert missing_first["error"]["code"] == "VALIDATION_MISSING_PARAM"
    assert type_before_unknown["error"]["code"] == "VALIDATION_INVALID_TYPE"
    assert unknown_before_enum["error"]["code"] == "VALIDATION_UNKNOWN_PARAM"
    assert enum_last["error"]["code"] == "VALIDATION_INVALID_TYPE"
    assert enum_last["error"]["details"]["param_name"] == "outcome"


async def test_a8_rejected_request_has_no_side_effect(make_app):
    async with Client(make_app().server) as client:
        rejected = await call(client, "mcp_aql_execute", "execute_agent", element_name="a", bogus=1)
        status = await call(client, "mcp_aql_read", "get_execution_status", element_name="a")
    assert rejected["success"] is False
    assert status["error"]["code"] == "NOT_FOUND_RESOURCE"


@pytest.mark.parametrize(
    "text", ["lone \ud800 surrogate", "trailing \udfff", "nul \x00 byte", "marked \ufdd0"]
)
async def test_a9_invalid_encoding(make_app, text):
    async with Client(make_app().server) as client:
        body = await call(
            client,
            "mcp_aql_create",
            "record_execution_step",
            element_name="a",
            next_action_hint=GO,
            findings=text,
        )
    assert body["error"]["code"] == "VALIDATION_INVALID_ENCODING"
    assert body["error"]["details"]["location"] == "arguments.params.findings"


def test_a9_invalid_encoding_in_a_key(make_app):
    # The SDK client cannot even serialise such a key, so this goes straight to the MCP-AQL layer.
    envelope = make_app().envelope
    body = envelope.parse(
        "mcp_aql_execute",
        {"operation": "execute_agent", "params": {"element_name": "a", "parameters": {"bad\ud800key": 1}}},
    )
    assert body["error"]["code"] == "VALIDATION_INVALID_ENCODING"


@pytest.mark.parametrize(
    ("payload", "limit_type", "unit"),
    [
        ({"parameters": {"blob": "x" * (Limits.max_request_size + 1)}}, "request_size", "bytes"),
        ({"parameters": {"items": list(range(Limits.max_array_elements + 1))}}, "array_elements", "elements"),
    ],
)
async def test_a11_size_limits(make_app, payload, limit_type, unit):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_execute", "execute_agent", element_name="a", **payload)
    assert body["error"]["code"] == "VALIDATION_PAYLOAD_TOO_LARGE"
    details = body["error"]["details"]
    assert details["limit_type"] == limit_type and details["unit"] == unit
    assert details["actual_value"] > details["limit_value"]


async def test_a11_nesting_depth_counts_root_as_one(make_app):
    def nested(levels):
        node = {}
        for _ in range(levels - 1):
            node = {"a": node}
        return node

    async with Client(make_app().server) as client:
        # arguments (1) > params (2) > parameters (3): 30 more levels reach exactly 32.
        at_limit = await call(
            client, "mcp_aql_execute", "execute_agent", element_name="a", parameters=nested(30)
        )
        over = await call(client, "mcp_aql_execute", "execute_agent", element_name="b", parameters=nested(31))
    assert at_limit["success"] is True, at_limit
    assert over["error"]["details"] == {
        "limit_type": "nesting_depth",
        "limit_value": 32,
        "actual_value": 33,
        "unit": "levels",
    }


def test_a11_string_length_limit_is_enforced_below_the_request_limit():
    from dongle.server.envelope import check_payload

    limits = Limits(max_request_size=10_000_000, max_string_length=100)
    problem = check_payload({"s": "é" * 51}, limits)  # 102 bytes in UTF-8
    assert problem["error"]["details"] == {
        "limit_type": "string_length",
        "limit_value": 100,
        "actual_value": 102,
        "unit": "bytes",
    }
    assert check_payload({"s": "é" * 50}, limits) is None


async def test_a11_limits_are_published_in_protocol(make_app):
    async with Client(make_app().server) as client:
        body = await call(client, "mcp_aql_read", "introspect", query="operations")
    assert body["data"]["_protocol"]["limits"] == {
        "max_request_size": 1_048_576,
        "max_response_size": 10_485_760,
        "max_string_length": 1_048_576,
        "max_array_elements": 10_000,
        "max_nesting_depth": 32,
    }


async def test_camel_case_aliases_are_normalised(make_app):
    async with Client(make_app().server) as client:
        started = await call(
            client, "mcp_aql_execute", "execute_agent", elementName="a", maxAutonomousSteps=3
        )
        body = await call(
            client,
            "mcp_aql_create",
            "record_execution_step",
            element_name="a",
            nextActionHint=GO,
            stepDescription="started",
            riskScore=10,
        )
    assert started["data"]["max_autonomous_steps"] == 3
    assert body["success"] is True, body
    assert body["data"]["execution_id"] == started["data"]["execution_id"]
    assert body["data"]["step_number"] == 1


async def test_alias_and_canonical_with_different_values_are_refused(make_app):
    async with Client(make_app().server) as client:
        body = await call(
            client,
            "mcp_aql_create",
            "record_execution_step",
            element_name="a",
            next_action_hint=GO,
            nextActionHint="something else",
        )
    assert body["error"]["code"] == "VALIDATION_INVALID_VALUE"


async def test_params_object_wins_over_top_level(make_app):
    async with Client(make_app().server) as client:
        await call(
            client,
            "mcp_aql_execute",
            raw={"operation": "execute_agent", "element_name": "top", "params": {"element_name": "inner"}},
        )
        inner = await call(client, "mcp_aql_read", "get_execution_status", element_name="inner")
        top = await call(client, "mcp_aql_read", "get_execution_status", element_name="top")
    assert inner["success"] is True and top["success"] is False


async def test_constraints_min_and_max(make_app):
    async with Client(make_app().server) as client:
        empty = await call(client, "mcp_aql_execute", "execute_agent", element_name="  ")
        too_low = await call(
            client, "mcp_aql_execute", "execute_agent", element_name="a", max_autonomous_steps=0
        )
        await call(client, "mcp_aql_execute", "execute_agent", element_name="b")
        too_high = await call(
            client,
            "mcp_aql_create",
            "record_execution_step",
            element_name="b",
            next_action_hint=GO,
            risk_score=101,
        )
    for body in (empty, too_low, too_high):
        assert body["error"]["code"] == "VALIDATION_INVALID_VALUE", body


async def test_a12_a13_failures_are_structured_and_clean(make_app):
    async with Client(make_app().server) as client:
        bodies = [
            await call(client, "mcp_aql_create", "record_execution_step"),
            await call(client, "mcp_aql_create", "nope"),
            await call(client, "mcp_aql_create", "verify_challenge", challenge_id="x", code="y"),
            await call(client, "mcp_aql_execute", "confirm_operation", confirmation_token="conf_nothing"),
        ]
    for body in bodies:
        assert set(body) == {"success", "error"} and body["success"] is False
        assert set(body["error"]) <= {"code", "message", "details"}
        assert re.match(r"^[A-Z][A-Z0-9_]*$", body["error"]["code"])
        for marker in ("Traceback", "Error:", ".py", "/src/", 'File "'):
            assert marker not in body["error"]["message"], body
