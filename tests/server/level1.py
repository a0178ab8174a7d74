"""An independent re-implementation of the MCP-AQL conformance runner's Level-1 checks (digest §4.3).

Four required categories: Introspection Fidelity, Parameter Handling, Error Quality, Round-Trip
Integrity. Shapes are checked as the introspection and operation-result schemas define them
(digest §1.3, B-2…B-6), written out here by hand rather than taken from the server, so a server
bug cannot also hide in the checker. `check(bundle)` returns (category, test, result, detail)
rows with result PASS, WARN or FAIL.
"""

from __future__ import annotations

import json
import re
from typing import Any

SNAKE = re.compile(r"^[a-z][a-z0-9_]*$")
VERSION = re.compile(r"^\d+\.\d+\.\d+(-[a-zA-Z0-9.-]+)?$")
CODE = re.compile(r"^[A-Z][A-Z0-9_]*$")
BAD_MESSAGE = [
    re.compile(p, re.I)
    for p in (
        r"typeerror",
        r"referenceerror",
        r"syntaxerror",
        r"at\s+\S+",
        r"/src/",
        r"/node_modules/",
        r"\.ts:\d+",
        r"\.js:\d+",
    )
]
CATEGORIES = ("CREATE", "READ", "UPDATE", "DELETE", "EXECUTE")
KINDS = ("enum", "object", "scalar", "union")
PARAM_KEYS = {
    "name",
    "type",
    "required",
    "description",
    "default",
    "enum",
    "minimum",
    "maximum",
    "minLength",
    "maxLength",
    "pattern",
    "format",
    "items",
    "sensitive",
}
DETAIL_KEYS = {
    "name",
    "semantic_category",
    "endpoint",
    "mcpTool",
    "description",
    "permissions",
    "parameters",
    "returns",
    "examples",
    "computed_fields",
    "aggregation_support",
    "relationship_capabilities",
    "lifecycle",
}


def _obj(value: Any, where: str, required: set[str], allowed: set[str] | None) -> list[str]:
    if not isinstance(value, dict):
        return [f"{where}: not an object"]
    problems = [f"{where}: missing {k}" for k in sorted(required - value.keys())]
    if allowed is not None:
        problems += [f"{where}: unexpected {k}" for k in sorted(value.keys() - allowed)]
    return problems


def _str(value: Any, where: str) -> list[str]:
    return [] if isinstance(value, str) else [f"{where}: not a string"]


def operations_list_data(data: Any) -> list[str]:
    problems = _obj(data, "data", {"operations"}, {"_protocol", "operations"})
    if problems:
        return problems
    proto = data.get("_protocol")
    if proto is not None:
        problems += _obj(proto, "_protocol", {"version"}, None)
        if isinstance(proto, dict):
            if not (isinstance(proto.get("version"), str) and VERSION.match(proto["version"])):
                problems.append("_protocol.version: not semver")
            if "conformance" in proto and proto["conformance"] not in ("level-1", "level-2"):
                problems.append("_protocol.conformance: invalid")
            if "mode" in proto and proto["mode"] not in ("semantic", "single", "all"):
                problems.append("_protocol.mode: invalid")
            if "capabilities" in proto and not isinstance(proto["capabilities"], dict):
                problems.append("_protocol.capabilities: not an object")
    if not isinstance(data["operations"], list):
        return [*problems, "operations: not an array"]
    for i, info in enumerate(data["operations"]):
        where = f"operations[{i}]"
        keys = {"name", "semantic_category", "endpoint", "description"}
        problems += _obj(info, where, keys, keys)
        if isinstance(info, dict):
            problems += [
                p for k in ("name", "endpoint", "description") for p in _str(info.get(k), f"{where}.{k}")
            ]
            if info.get("semantic_category") not in CATEGORIES:
                problems.append(f"{where}.semantic_category: invalid")
    return problems


def type_info(value: Any, where: str) -> list[str]:
    problems = _obj(value, where, {"name", "kind"}, {"name", "kind", "description"})
    if isinstance(value, dict):
        problems += _str(value.get("name"), f"{where}.name")
        if value.get("kind") not in KINDS:
            problems.append(f"{where}.kind: invalid")
        if "description" in value:
            problems += _str(value["description"], f"{where}.description")
    return problems


def types_list_data(data: Any) -> list[str]:
    problems = _obj(data, "data", {"types"}, {"types"})
    if problems:
        return problems
    if not isinstance(data["types"], list):
        return ["types: not an array"]
    return [p for i, t in enumerate(data["types"]) for p in type_info(t, f"types[{i}]")]


def parameter_info(value: Any, where: str) -> list[str]:
    problems = _obj(value, where, {"name", "type", "required"}, PARAM_KEYS)
    if isinstance(value, dict):
        problems += _str(value.get("name"), f"{where}.name") + _str(value.get("type"), f"{where}.type")
        if not isinstance(value.get("required"), bool):
            problems.append(f"{where}.required: not a boolean")
        if "enum" in value and not isinstance(value["enum"], list):
            problems.append(f"{where}.enum: not an array")
        if "sensitive" in value and not isinstance(value["sensitive"], bool):
            problems.append(f"{where}.sensitive: not a boolean")
    return problems


def operation_details(value: Any, where: str) -> list[str]:
    required = {
        "name",
        "semantic_category",
        "endpoint",
        "mcpTool",
        "description",
        "permissions",
        "parameters",
        "returns",
    }
    problems = _obj(value, where, required, DETAIL_KEYS)
    if not isinstance(value, dict) or problems:
        return problems
    if value["semantic_category"] not in CATEGORIES:
        problems.append(f"{where}.semantic_category: invalid")
    for key in ("name", "endpoint", "mcpTool", "description"):
        problems += _str(value[key], f"{where}.{key}")
    perms = value["permissions"]
    problems += _obj(perms, f"{where}.permissions", {"readOnly", "destructive"}, {"readOnly", "destructive"})
    if isinstance(perms, dict) and not all(
        isinstance(perms.get(k), bool) for k in ("readOnly", "destructive")
    ):
        problems.append(f"{where}.permissions: flags must be booleans")
    if not isinstance(value["parameters"], list):
        problems.append(f"{where}.parameters: not an array")
    else:
        problems += [
            p
            for i, prm in enumerate(value["parameters"])
            for p in parameter_info(prm, f"{where}.parameters[{i}]")
        ]
    problems += type_info(value["returns"], f"{where}.returns")
    for i, example in enumerate(value.get("examples", [])):
        problems += _obj(example, f"{where}.examples[{i}]", {"request"}, {"description", "request"})
    return problems


def operation_result(value: Any) -> list[str]:
    """The operation-result schema: strict discriminated success / failure (digest §1.3)."""
    if not isinstance(value, dict) or not isinstance(value.get("success"), bool):
        return ["response: no boolean success"]
    if value["success"]:
        problems = _obj(
            value,
            "response",
            {"success", "data"},
            {"success", "data", "warnings", "_meta", "results", "summary"},
        )
        for i, warning in enumerate(value.get("warnings", [])):
            problems += _obj(
                warning, f"warnings[{i}]", {"code", "message"}, {"code", "message", "details", "severity"}
            )
        return problems
    problems = _obj(
        value,
        "response",
        {"success", "error"},
        {
            "success",
            "error",
            "confirmation",
            "deprecated",
            "deprecationMessage",
            "deprecatedSince",
            "removalVersion",
        },
    )
    error = value.get("error")
    problems += _obj(error, "error", {"code", "message"}, {"code", "message", "details"})
    if isinstance(error, dict):
        if not (isinstance(error.get("code"), str) and CODE.match(error["code"])):
            problems.append("error.code: not CATEGORY_SPECIFIC")
        problems += _str(error.get("message"), "error.message")
        if "details" in error and not isinstance(error["details"], dict):
            problems.append("error.details: not an object")
    if "confirmation" in value:
        problems += _obj(
            value["confirmation"],
            "confirmation",
            {"token", "expires_at"},
            {"token", "expires_at", "message", "reasons"},
        )
    return problems


def get_path(obj: Any, path: str) -> Any:
    for part in path.split("."):
        if not isinstance(obj, dict) or part not in obj:
            return None
        obj = obj[part]
    return obj


def check(bundle: dict[str, Any]) -> list[tuple[str, str, str, str]]:
    rows: list[tuple[str, str, str, str]] = []

    def add(category: str, test: str, problems: list[str], warnings: list[str] | None = None) -> None:
        result = "FAIL" if problems else ("WARN" if warnings else "PASS")
        rows.append((category, test, result, "; ".join(problems or warnings or [])))

    intro = bundle["introspection"]
    cat = "Introspection Fidelity"
    ops_list = intro["operations_list"]
    add(
        cat,
        "operations list",
        ([] if ops_list.get("success") is True else ["success is not true"])
        + operations_list_data(ops_list.get("data")),
    )
    types_list = intro["types_list"]
    add(
        cat,
        "types list",
        ([] if types_list.get("success") is True else ["success is not true"])
        + types_list_data(types_list.get("data")),
    )
    details = intro["operation_details"]
    add(
        cat,
        "operation details",
        [p for d in details for p in operation_details(d, f"details[{d.get('name')}]")],
    )
    accepted = bundle.get("accepted_parameters", {})
    fails, warns = [], []
    for d in details:
        documented = {p["name"] for p in d.get("parameters", [])}
        if d["name"] not in accepted:
            warns += [f"{d['name']}.{n}: no accepted_parameters entry" for n in sorted(documented)]
            continue
        fails += [
            f"{d['name']}.{n}: accepted but not documented"
            for n in accepted[d["name"]]
            if n not in documented
        ]
        warns += [
            f"{d['name']}.{n}: documented but not accepted"
            for n in sorted(documented - set(accepted[d["name"]]))
        ]
    add(cat, "parameter completeness", fails, warns)

    cat = "Parameter Handling"
    tests = bundle["parameter_tests"]
    fails = []
    for d in details:
        for p in d.get("parameters", []):
            if not p.get("required"):
                continue
            cases = [
                c
                for c in tests["missing_required"]
                if c["operation"] == d["name"] and c["parameter"] == p["name"]
            ]
            if not cases:
                fails.append(f"{d['name']}.{p['name']}: no missing_required case")
            for c in cases:
                r = c["response"]
                if r.get("success") is not False or p["name"] not in str(
                    r.get("error", {}).get("message", "")
                ):
                    fails.append(f"{d['name']}.{p['name']}: response does not name the missing parameter")
    add(cat, "missing required parameters", fails)
    fails = []
    for c in tests["unknown_parameter"]:
        r = c["response"]
        rejected = r.get("success") is False and c["parameter"] in str(r.get("error", {}).get("message", ""))
        warned = r.get("success") is True and bool(r.get("warnings"))
        if not (rejected or warned):
            fails.append(f"{c['operation']}.{c['parameter']}: unknown parameter neither rejected nor warned")
    add(cat, "unknown parameters", fails)
    fails = [
        f"{c['operation']}.{c['parameter']}: default differs"
        for c in tests["optional_defaults"]
        if get_path(c["response"], c["expected_value_path"]) != c["expected_value"]
    ]
    add(cat, "optional defaults", fails)
    fails = [
        f"{d['name']}.{p['name']}: not snake_case"
        for d in details
        for p in d.get("parameters", [])
        if not SNAKE.match(str(p.get("name")))
    ]
    add(cat, "parameter naming", fails)

    cat = "Error Quality"
    fails, warns = [], []
    for case in bundle["error_tests"]:
        r = case["response"]
        fails += [f"{case['name']}: {p}" for p in operation_result(r)]
        message = str(r.get("error", {}).get("message", ""))
        fails += [f"{case['name']}: message matches {rx.pattern}" for rx in BAD_MESSAGE if rx.search(message)]
        text = json.dumps(r)
        warns += [
            f"{case['name']}: does not mention {m}" for m in case.get("must_mention", []) if m not in text
        ]
    add(cat, "error responses", fails, warns)

    cat = "Round-Trip Integrity"
    fails = []
    for key, field in (
        ("round_trip_tests", "expected_fields"),
        ("update_preservation_tests", "preserved_fields"),
    ):
        for case in bundle.get(key, []):
            for path, expected in case[field].items():
                if json.dumps(get_path(case["read_response"], path)) != json.dumps(expected):
                    fails.append(f"{case['name']}: {path} differs")
    add(cat, "round trips", fails)
    return rows
