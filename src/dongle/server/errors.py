"""MCP-AQL failure responses and their mapping onto MCP's `isError` flag.

Every domain failure travels as `{success: false, error: {code, message, details}}` inside a normal
tool result, never as a JSON-RPC error (digest §1.2, A-12). Message templates follow the error-code
registry (digest N) with dynamic values in single quotes, and never carry stack traces, exception
class names or file paths (A-13): `internal_error` deliberately drops whatever went wrong.
"""

from __future__ import annotations

from typing import Any

# Codes a client can recover from by changing its request or waiting (digest C-4, widened per Z-9).
_RECOVERABLE_PREFIXES = ("VALIDATION_", "NOT_FOUND_", "PERMISSION_", "TOKEN_", "RATE_LIMIT_")
_RECOVERABLE_CODES = frozenset({"CONFIRMATION_REQUIRED"})


def failure(code: str, message: str, details: dict[str, Any] | None = None) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": message}
    if details is not None:
        error["details"] = details
    return {"success": False, "error": error}


def success(data: Any) -> dict[str, Any]:
    return {"success": True, "data": data}


def is_error(response: dict[str, Any]) -> bool:
    """The CallToolResult `isError` flag for an MCP-AQL response: only unrecoverable failures."""
    if response.get("success") is not False:
        return False
    code = str(response.get("error", {}).get("code", ""))
    return not (code.startswith(_RECOVERABLE_PREFIXES) or code in _RECOVERABLE_CODES)


def missing_param(param: str, operation: str, expected: str | None = None) -> dict[str, Any]:
    message = f"Missing required parameter '{param}'"
    if expected:
        message += f". Expected: {expected}"
    return failure("VALIDATION_MISSING_PARAM", message, {"param_name": param, "operation": operation})


def invalid_type(param: str, operation: str, expected: str, actual: str) -> dict[str, Any]:
    return failure(
        "VALIDATION_INVALID_TYPE",
        f"Parameter '{param}' expected '{expected}', got '{actual}'",
        {"param_name": param, "operation": operation, "expected_type": expected, "actual_type": actual},
    )


def invalid_value(
    param: str, operation: str, problem: str, allowed: list[Any] | None = None
) -> dict[str, Any]:
    details: dict[str, Any] = {"param_name": param, "operation": operation}
    if allowed is not None:
        details["allowed_values"] = allowed
    return failure("VALIDATION_INVALID_VALUE", f"Parameter '{param}' {problem}", details)


def unknown_params(operation: str, unknown: list[str], valid: list[str]) -> dict[str, Any]:
    return failure(
        "VALIDATION_UNKNOWN_PARAM",
        f"Unknown parameter(s) for operation '{operation}': {', '.join(unknown)}",
        {"operation": operation, "unknown_params": unknown, "valid_params": valid},
    )


def invalid_encoding(location: str) -> dict[str, Any]:
    return failure(
        "VALIDATION_INVALID_ENCODING", "Invalid character encoding in request", {"location": location}
    )


def payload_too_large(limit_type: str, limit_value: int, actual_value: int, unit: str) -> dict[str, Any]:
    return failure(
        "VALIDATION_PAYLOAD_TOO_LARGE",
        f"Payload exceeds {limit_type} limit of {limit_value}",
        {"limit_type": limit_type, "limit_value": limit_value, "actual_value": actual_value, "unit": unit},
    )


def unknown_operation(name: str, available: list[str]) -> dict[str, Any]:
    return failure(
        "NOT_FOUND_OPERATION", f"Unknown operation: '{name}'", {"operation": name, "available": available}
    )


def endpoint_mismatch(operation: str, expected_tool: str, actual_tool: str) -> dict[str, Any]:
    return failure(
        "VALIDATION_ENDPOINT_MISMATCH",
        f"Operation '{operation}' must be called via {expected_tool}, not {actual_tool}",
        {"operation": operation, "expected_endpoint": expected_tool, "actual_endpoint": actual_tool},
    )


def permission_denied(reason: str, explanation: str, **details: Any) -> dict[str, Any]:
    return failure(
        "PERMISSION_DENIED", f"Permission denied: '{reason}'. {explanation}", {"reason": reason, **details}
    )


def internal_error(description: str = "the request could not be completed") -> dict[str, Any]:
    """An unrecoverable failure whose message says nothing about where or why internally."""
    return failure("INTERNAL_ERROR", f"Internal error: '{description}'")
