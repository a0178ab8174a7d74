"""Build the MCP-AQL conformance evidence bundle by driving the real server (digest §4.2, §4.5).

Every response in the bundle is what the server answered to a real `tools/call` through the SDK's
in-process client over the JSON-RPC handshake path; nothing is written by hand. The accepted
parameter sets come from the validator's table and are then proven by probing: each documented
parameter is sent and must not be refused as unknown, so the evidence is not circular.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from mcp import Client

from dongle import __version__
from dongle.server.app import DongleApp
from dongle.server.introspection import SPEC_VERSION
from dongle.server.operations import Operation

PROBE_AGENT = "conformance-probe"
BOGUS = "bogus_param"


class ProbeError(RuntimeError):
    """The server contradicted its own documentation while the bundle was being built."""


def minimal_params(op: Operation) -> dict[str, Any]:
    """A request with every required parameter of `op` set to a valid value."""
    return {p.name: _sample(op, p.name) for p in op.params if p.required}


def _sample(op: Operation, name: str) -> Any:
    param = op.param(name)
    assert param is not None
    if param.enum:
        return param.enum[0]
    if name == "element_name":
        return PROBE_AGENT
    if name == "next_action_hint":
        return "listing the files of the project directory"
    if name == "challenge_id":
        return str(uuid.uuid4())
    if name == "confirmation_token":
        return "conf_" + uuid.uuid4().hex
    if name == "action":
        return {"kind": "file_read", "path": "README.md"}
    return {"object": {}, "integer": 1, "number": 1, "boolean": False, "array": []}.get(param.type, "probe")


class _Caller:
    def __init__(self, client: Client, app: DongleApp) -> None:
        self.client = client
        self.app = app

    async def call(
        self,
        operation: str,
        params: dict[str, Any] | None = None,
        *,
        tool: str | None = None,
        raw: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        op = self.app.envelope.operations.get(operation)
        tool = tool or (self.app.envelope.tool_for(op) if op else self.app._tool_names()[0])
        arguments = raw if raw is not None else {"operation": operation, "params": params or {}}
        result = await self.client.call_tool(tool, arguments)
        return json.loads(result.content[0].text)


async def build_bundle(app: DongleApp) -> dict[str, Any]:
    async with Client(app.server, mode="legacy") as client:
        caller = _Caller(client, app)
        ops = list(app.envelope.operations.values())
        operations_list = await caller.call("introspect", {"query": "operations"})
        types_list = await caller.call("introspect", {"query": "types"})
        details = []
        for info in operations_list["data"]["operations"]:
            answer = await caller.call("introspect", {"query": "operations", "name": info["name"]})
            details.append(answer["data"]["operation"])
        accepted = {op.name: await _probe_accepted(caller, op) for op in ops}
        missing = [
            {
                "operation": op.name,
                "parameter": p.name,
                "response": await caller.call(op.name, _without(minimal_params(op), p.name)),
            }
            for op in ops
            for p in op.params
            if p.required
        ]
        unknown = []
        error_tests = []
        for op in ops:
            response = await caller.call(op.name, {**minimal_params(op), BOGUS: "x"})
            unknown.append({"operation": op.name, "parameter": BOGUS, "response": response})
            error_tests.append(
                {"name": f"unknown-param-{op.name}", "must_mention": [BOGUS, op.name], "response": response}
            )
        error_tests += await _error_cases(caller, app)
        round_trips = await _round_trips(caller)
    return {
        "implementation": "mcpaql-safety-dongle",
        "version": __version__,
        "spec_version": SPEC_VERSION,
        "expected_level": 1,
        "expected_exit_code": 0,
        "endpoint_modes": ["crude", "single"],
        "capabilities": {"field_selection": False, "batch_operations": False},
        "introspection": {
            "operations_list": operations_list,
            "types_list": types_list,
            "operation_details": details,
        },
        "accepted_parameters": accepted,
        "parameter_tests": {
            "missing_required": missing,
            "unknown_parameter": unknown,
            "optional_defaults": [],
        },
        "error_tests": error_tests,
        "round_trip_tests": round_trips,
        "update_preservation_tests": [],
    }


def _without(params: dict[str, Any], name: str) -> dict[str, Any]:
    return {k: v for k, v in params.items() if k != name}


async def _probe_accepted(caller: _Caller, op: Operation) -> list[str]:
    accepted = []
    for param in op.params:
        response = await caller.call(op.name, {**minimal_params(op), param.name: _sample(op, param.name)})
        if response.get("error", {}).get("code") == "VALIDATION_UNKNOWN_PARAM":
            raise ProbeError(f"{op.name} documents {param.name} but refuses it as unknown")
        accepted.append(param.name)
    return accepted


async def _error_cases(caller: _Caller, app: DongleApp) -> list[dict[str, Any]]:
    step = "record_execution_step"
    good = {"element_name": PROBE_AGENT, "next_action_hint": "listing the files of the project directory"}
    cases: list[tuple[str, list[str], dict[str, Any]]] = [
        ("unknown-operation", ["drop_everything"], await caller.call("drop_everything", {})),
        ("missing-operation", ["operation"], await caller.call(step, raw={"params": good})),
        ("invalid-type", ["element_name"], await caller.call(step, {**good, "element_name": 42})),
        ("invalid-enum-value", ["outcome"], await caller.call(step, {**good, "outcome": "partial"})),
        (
            "invalid-encoding-lone-surrogate",
            [],
            await caller.call(step, {**good, "findings": "bad \ud800 text"}),
        ),
        ("nul-character", [], await caller.call(step, {**good, "findings": "nul \x00 byte"})),
        (
            "request-too-large",
            ["request_size"],
            await caller.call(step, {**good, "findings": "x" * 1_048_577}),
        ),
        (
            "nesting-too-deep",
            ["nesting_depth"],
            await caller.call("execute_agent", {"element_name": PROBE_AGENT, "parameters": _nested(40)}),
        ),
        (
            "unknown-confirmation-token",
            [],
            await caller.call("confirm_operation", {"confirmation_token": "conf_" + uuid.uuid4().hex}),
        ),
        (
            "unknown-challenge",
            [],
            await caller.call("verify_challenge", {"challenge_id": str(uuid.uuid4()), "code": "wrong"}),
        ),
        ("step-without-execution", [], await caller.call(step, {**good, "element_name": "never-started"})),
    ]
    if app.envelope.tool_for_family:  # semantic tools exist, so an operation can be sent to the wrong one
        expected_tool = app.envelope.tool_for(app.envelope.operations[step])
        wrong = await caller.call(step, good, tool=app.envelope.tool_for_family["execute"])
        cases.append(("wrong-endpoint", [step, expected_tool], wrong))
    out = []
    for name, must_mention, response in cases:
        if response.get("success") is not False:
            raise ProbeError(f"error case {name} did not fail: {response}")
        out.append({"name": name, "must_mention": must_mention, "response": response})
    return out


def _nested(depth: int) -> dict[str, Any]:
    node: dict[str, Any] = {}
    for _ in range(depth):
        node = {"a": node}
    return node


async def _round_trips(caller: _Caller) -> list[dict[str, Any]]:
    """Write through the safety loop, read back through get_execution_status."""
    agent = "conformance-round-trip"
    started = await caller.call("execute_agent", {"element_name": agent})
    if started.get("success") is not True:
        raise ProbeError(f"execute_agent failed while building round trips: {started}")
    execution_id = started["data"]["execution_id"]
    after_start = await caller.call("get_execution_status", {"element_name": agent})
    tests = [
        {
            "name": "execute_agent-then-status",
            "expected_fields": {
                "data.element_name": agent,
                "data.execution_id": execution_id,
                "data.status": "running",
                "data.step_count": 0,
            },
            "read_response": after_start,
        }
    ]
    await caller.call(
        "record_execution_step",
        {"element_name": agent, "next_action_hint": "listing the files of the project directory"},
    )
    after_step = await caller.call("get_execution_status", {"element_name": agent})
    tests.append(
        {
            "name": "record_execution_step-then-status",
            "expected_fields": {
                "data.execution_id": execution_id,
                "data.step_count": 1,
                "data.started_at": after_start["data"]["started_at"],
            },
            "read_response": after_step,
        }
    )
    await caller.call("complete_execution", {"element_name": agent})
    after_end = await caller.call("get_execution_status", {"element_name": agent})
    tests.append(
        {
            "name": "complete_execution-then-status",
            "expected_fields": {"data.execution_id": execution_id, "data.status": "completed"},
            "read_response": after_end,
        }
    )
    return tests
