"""The MCP-AQL input envelope: limits, encoding, operation lookup, routing and parameter validation.

`Envelope.parse` turns a tool's raw arguments into `(operation, params)` or a failure response, in
a fixed order: request limits and encoding (A-9, A-11), the operation name (C-2), the endpoint
(C-1), then parameters in the order OPS §5.4 prescribes: required, types, unknown, constraints
(A-8). Nothing here raises on bad input; every rejection is a structured failure.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from dongle.server import errors
from dongle.server.operations import BY_NAME, Operation

PROTOCOL_FIELDS = frozenset({"operation", "params"})
NONCHARACTER_MARK = "\ufdd0"  # what the stdio reader substitutes for each undecodable byte


@dataclass(frozen=True)
class Limits:
    """Size limits (core §4.7.5 defaults), published as `_protocol.limits`."""

    max_request_size: int = 1_048_576
    max_response_size: int = 10_485_760
    max_string_length: int = 1_048_576
    max_array_elements: int = 10_000
    max_nesting_depth: int = 32

    def to_dict(self) -> dict[str, int]:
        return dict(self.__dict__)


class _Reject(Exception):
    def __init__(self, response: dict[str, Any]) -> None:
        self.response = response


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _matches(type_name: str, value: Any) -> bool:
    actual = _json_type(value)
    return actual == type_name or (type_name == "number" and actual == "integer")


def check_payload(value: Any, limits: Limits, *, location: str = "arguments") -> dict[str, Any] | None:
    """Walk a decoded payload once: encoding of every string and key, string length, array size, depth.

    Iterative, so hostile nesting cannot exhaust the interpreter stack. Returns a failure or None.
    """
    stack: list[tuple[Any, int, str]] = [(value, 1, location)]
    while stack:
        node, depth, where = stack.pop()
        if isinstance(node, (dict, list)) and depth > limits.max_nesting_depth:
            return errors.payload_too_large("nesting_depth", limits.max_nesting_depth, depth, "levels")
        if isinstance(node, str):
            problem = _string_problem(node, limits)
            if problem == "encoding":
                return errors.invalid_encoding(where)
            if problem:
                return errors.payload_too_large(
                    "string_length", limits.max_string_length, len(node.encode("utf-8")), "bytes"
                )
        elif isinstance(node, dict):
            for key, child in node.items():
                if not isinstance(key, str) or _string_problem(key, limits) == "encoding":
                    return errors.invalid_encoding(f"{where} (a key)")
                stack.append((child, depth + 1, f"{where}.{key}"))
        elif isinstance(node, list):
            if len(node) > limits.max_array_elements:
                return errors.payload_too_large(
                    "array_elements", limits.max_array_elements, len(node), "elements"
                )
            stack.extend((child, depth + 1, f"{where}[{i}]") for i, child in enumerate(node))
    return None


def _string_problem(text: str, limits: Limits) -> str | None:
    if "\x00" in text or NONCHARACTER_MARK in text:
        return "encoding"
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError:  # lone surrogates U+D800-DFFF
        return "encoding"
    return "length" if size > limits.max_string_length else None


@dataclass(frozen=True)
class Envelope:
    """Validation for one server configuration: which tool names exist and which tool routes where."""

    operations: dict[str, Operation]
    tool_for_family: dict[str, str]  # "create" -> "mcp_aql_create" (semantic tools); empty in single mode
    single_tool: str | None  # "mcp_aql" when single or all mode
    limits: Limits = Limits()

    def parse(
        self, tool: str, arguments: dict[str, Any] | None
    ) -> tuple[Operation, dict[str, Any]] | dict[str, Any]:
        try:
            return self._parse(tool, arguments or {})
        except _Reject as rejection:
            return rejection.response

    def _parse(self, tool: str, arguments: dict[str, Any]) -> tuple[Operation, dict[str, Any]]:
        self._check_size(arguments)
        problem = check_payload(arguments, self.limits)
        if problem:
            raise _Reject(problem)
        name = arguments.get("operation")
        if name is None:
            raise _Reject(errors.missing_param("operation", "", "string (the operation to run)"))
        if not isinstance(name, str):
            raise _Reject(errors.invalid_type("operation", "", "string", _json_type(name)))
        operation = self.operations.get(name)
        if operation is None:
            raise _Reject(errors.unknown_operation(name, sorted(self.operations)))
        expected_tool = self.tool_for(operation)
        if tool != self.single_tool and tool != expected_tool:
            raise _Reject(errors.endpoint_mismatch(name, expected_tool, tool))
        return operation, self._params(operation, arguments)

    def tool_for(self, operation: Operation) -> str:
        """The tool introspection names as `mcpTool`: the semantic tool when there is one."""
        return self.tool_for_family.get(operation.family) or self.single_tool or ""

    def _check_size(self, arguments: dict[str, Any]) -> None:
        try:
            size = len(json.dumps(arguments, ensure_ascii=False).encode("utf-8", "surrogatepass"))
        except (TypeError, ValueError, RecursionError):
            raise _Reject(errors.invalid_encoding("arguments")) from None
        if size > self.limits.max_request_size:
            raise _Reject(
                errors.payload_too_large("request_size", self.limits.max_request_size, size, "bytes")
            )

    def _params(self, operation: Operation, arguments: dict[str, Any]) -> dict[str, Any]:
        raw_params = arguments.get("params", {})
        if raw_params is None:
            raw_params = {}
        if not isinstance(raw_params, dict):
            raise _Reject(errors.invalid_type("params", operation.name, "object", _json_type(raw_params)))
        # Top-level parameters first, then params.<name> wins (core §4.2).
        supplied: dict[str, Any] = {k: v for k, v in arguments.items() if k not in PROTOCOL_FIELDS}
        supplied.update(raw_params)

        aliases = operation.alias_map()
        given: dict[str, Any] = {}
        unknown: list[str] = []
        for key, value in supplied.items():
            canonical = aliases.get(key, key)
            if operation.param(canonical) is None:
                if not key.startswith("_"):
                    unknown.append(key)
                continue
            if canonical in given and given[canonical] != value:
                raise _Reject(
                    errors.invalid_value(
                        canonical, operation.name, f"was given twice (as '{key}' too) with different values"
                    )
                )
            given[canonical] = value
        # Optional parameters sent as null count as absent.
        given = {k: v for k, v in given.items() if v is not None or operation.param(k).required}  # type: ignore[union-attr]

        for param in operation.params:  # 1. required
            if param.required and given.get(param.name) is None:
                raise _Reject(errors.missing_param(param.name, operation.name, param.expected()))
        for name, value in given.items():  # 2. types
            param = operation.param(name)
            assert param is not None
            if not _matches(param.type, value):
                raise _Reject(errors.invalid_type(name, operation.name, param.type, _json_type(value)))
        if unknown:  # 3. unknown
            raise _Reject(errors.unknown_params(operation.name, unknown, operation.param_names()))
        for name, value in given.items():  # 4. constraints
            param = operation.param(name)
            assert param is not None
            if param.enum is not None and value not in param.enum:
                raise _Reject(
                    errors.invalid_type(name, operation.name, " | ".join(param.enum), str(value)[:80])
                )
            if (
                param.min_length is not None
                and isinstance(value, str)
                and len(value.strip()) < param.min_length
            ):
                raise _Reject(errors.invalid_value(name, operation.name, "must not be empty"))
            if param.minimum is not None and isinstance(value, (int, float)) and value < param.minimum:
                raise _Reject(errors.invalid_value(name, operation.name, f"must be at least {param.minimum}"))
            if param.maximum is not None and isinstance(value, (int, float)) and value > param.maximum:
                raise _Reject(errors.invalid_value(name, operation.name, f"must be at most {param.maximum}"))
        return given


def default_envelope(mode: str = "semantic", prefix: str = "") -> Envelope:
    """The envelope for an endpoint mode: semantic (CRUDE tools), single (`mcp_aql`) or all."""
    families = sorted({op.family for op in BY_NAME.values()})
    semantic = mode in ("semantic", "all")
    return Envelope(
        operations=dict(BY_NAME),
        tool_for_family={f: f"{prefix}mcp_aql_{f}" for f in families} if semantic else {},
        single_tool=f"{prefix}mcp_aql" if mode in ("single", "all") else None,
    )
