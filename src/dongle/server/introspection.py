"""Introspection responses exactly in the shapes of the MCP-AQL introspection schema (digest B).

The operations list and details come from the same table the validator uses (`operations.py`),
so introspection cannot document a parameter the handler rejects or miss one it accepts (B-8).
Type details follow the schema's TypeDetails: `values` for enums, `fields` (ParameterInfo[]) for
objects, `members` for unions; list entries carry only name, kind and description (B-6).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from dongle.classify.structured import STRUCTURED_ACTION_SCHEMA
from dongle.levels import DangerLevel, RiskTolerance, SafetyTier, TrustLevel
from dongle.server import errors
from dongle.server.envelope import Envelope
from dongle.server.operations import Operation

SPEC_VERSION = "1.0.0-draft"


def _field(name: str, type_: str, required: bool, description: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "type": type_, "required": required, "description": description, **extra}


@dataclass(frozen=True)
class TypeDef:
    name: str
    kind: str  # enum, object, scalar, union
    description: str
    values: tuple[str, ...] = ()
    fields: tuple[dict[str, Any], ...] = ()
    members: tuple[str, ...] = ()

    def info(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "description": self.description}

    def details(self) -> dict[str, Any]:
        out = self.info()
        if self.kind == "enum":
            out["values"] = list(self.values)
        elif self.kind == "object":
            out["fields"] = [dict(f) for f in self.fields]
        elif self.kind == "union":
            out["members"] = list(self.members)
        return out


_FIELD_WORDS = {
    "kind": "which kind of action",
    "tool": "the tool's name",
    "path": "the file, absolute or relative to cwd",
    "cwd": "absolute working directory",
}


def _action_types() -> tuple[TypeDef, ...]:
    """StructuredAction and its branches, read off STRUCTURED_ACTION_SCHEMA so the documentation
    is the schema the service validates with."""
    branches = []
    for branch in STRUCTURED_ACTION_SCHEMA["oneOf"]:
        required = set(branch["required"])
        fields = []
        for name, spec in branch["properties"].items():
            extra: dict[str, Any] = {}
            if "const" in spec or "enum" in spec:
                extra["enum"] = [spec["const"]] if "const" in spec else list(spec["enum"])
            for key in ("minLength", "maxLength"):
                if key in spec:
                    extra[key] = spec[key]
            description = spec.get("description") or _FIELD_WORDS.get(name, name)
            fields.append(_field(name, spec.get("type", "string"), name in required, description, **extra))
        title = branch["title"].capitalize() + "Action"
        examples = "; ".join(json.dumps(e, separators=(",", ":")) for e in branch.get("examples", ()))
        branches.append(
            TypeDef(title, "object", f"A {branch['title']} action, e.g. {examples}", fields=tuple(fields))
        )
    union = TypeDef(
        "StructuredAction",
        "union",
        STRUCTURED_ACTION_SCHEMA["description"],
        members=tuple(t.name for t in branches),
    )
    return (union, *branches)


_TIERS = tuple(t.value for t in SafetyTier)
_NOTIFICATION_TYPES = ("permission_pending", "autonomy_pause", "danger_zone", "status", "error")

TYPES: tuple[TypeDef, ...] = (
    TypeDef(
        "SemanticCategory",
        "enum",
        "CRUDE family of an operation.",
        values=("CREATE", "READ", "UPDATE", "DELETE", "EXECUTE"),
    ),
    TypeDef(
        "OperationInput",
        "object",
        "The envelope every tool accepts; parameters may also sit at the top level.",
        fields=(
            _field("operation", "string", True, "Operation name (snake_case)."),
            _field("params", "object", False, "Operation parameters."),
        ),
    ),
    TypeDef(
        "OperationResult",
        "union",
        "Every response: success with data, or failure with error.",
        members=("OperationSuccess", "OperationFailure"),
    ),
    TypeDef(
        "OperationSuccess",
        "object",
        "A successful response.",
        fields=(
            _field("success", "boolean", True, "Always true."),
            _field("data", "object", True, "The operation's result."),
        ),
    ),
    TypeDef(
        "OperationFailure",
        "object",
        "A failed response; error.code is CATEGORY_SPECIFIC.",
        fields=(
            _field("success", "boolean", True, "Always false."),
            _field("error", "object", True, "{code, message, details?}."),
            _field(
                "confirmation",
                "object",
                False,
                "{token, expires_at, message?} for a confirmation "
                "request; the token is a request id a human must approve.",
            ),
        ),
    ),
    TypeDef(
        "EndpointPermissions",
        "object",
        "Permission flags of an operation.",
        fields=(
            _field("readOnly", "boolean", True, "Only reads state."),
            _field("destructive", "boolean", True, "May remove or change state irreversibly."),
        ),
    ),
    TypeDef(
        "AutonomyDirective",
        "object",
        "The go / pause / stop answer in data.autonomy. stopped true: hard stop until a human verifies "
        "out of band. continue false: pause. continue true: proceed with the reported action only.",
        fields=(
            _field("continue", "boolean", True, "Whether the agent may take the reported action."),
            _field(
                "factors", "array", True, "Human-readable reasons for the decision.", items={"type": "string"}
            ),
            _field("stopped", "boolean", False, "Hard block (danger zone or deny pattern)."),
            _field("reason", "string", False, "Why the agent was paused or stopped."),
            _field("stepsRemaining", "integer", False, "Steps left before the mandatory pause."),
            _field(
                "nextStepRisk",
                "SafetyTier",
                False,
                "Tier assigned to the reported action.",
                enum=list(_TIERS),
            ),
            _field(
                "notifications",
                "array",
                False,
                "Pending events for this agent.",
                items={"type": "AgentNotification"},
            ),
        ),
    ),
    TypeDef(
        "AgentNotification",
        "object",
        "A pull-based event delivered in the next directive.",
        fields=(
            _field("type", "NotificationType", True, "Kind of event.", enum=list(_NOTIFICATION_TYPES)),
            _field("message", "string", True, "What happened."),
            _field("metadata", "object", False, "{operation?, reason?, level?, verificationId?}."),
            _field("timestamp", "string", True, "ISO 8601 UTC time.", format="date-time"),
        ),
    ),
    TypeDef("NotificationType", "enum", "Kinds of AgentNotification.", values=_NOTIFICATION_TYPES),
    TypeDef(
        "SafetyTier",
        "enum",
        "Tier from the 0-100 risk score: advisory 0-30, confirm 31-60, verify 61-85, danger_zone 86-100.",
        values=_TIERS,
    ),
    TypeDef(
        "DangerLevel",
        "enum",
        "Harm an action can do: safe 0, reversible 1, destructive 2, dangerous 3, forbidden 4.",
        values=tuple(level.label for level in DangerLevel),
    ),
    TypeDef(
        "TrustLevel",
        "enum",
        "Trust in an adapter, lowest first; missing trust is untested.",
        values=tuple(level.label for level in TrustLevel),
    ),
    TypeDef(
        "RiskTolerance",
        "enum",
        "Stage 5 threshold: conservative 25, moderate 50, aggressive 75. It only "
        "adds pauses; it never lifts a tier pause.",
        values=tuple(t.value for t in RiskTolerance),
    ),
    TypeDef(
        "ExecutionStatus",
        "enum",
        "Execution lifecycle states.",
        values=("pending", "running", "completed", "failed", "cancelled"),
    ),
    TypeDef(
        "ExecutionState",
        "object",
        "Result of get_execution_status (times are ISO 8601 UTC).",
        fields=(
            _field("execution_id", "string", True, "The execution."),
            _field("element_name", "string", True, "The agent."),
            _field("status", "ExecutionStatus", True, "Lifecycle state."),
            _field("step_count", "integer", True, "Steps recorded in this execution."),
            _field("started_at", "string", True, "Start time.", format="date-time"),
            _field("finished_at", "string", False, "End time, once terminal.", format="date-time"),
        ),
    ),
    TypeDef(
        "StepResult",
        "object",
        "Result of record_execution_step.",
        fields=(
            _field("execution_id", "string", False, "The execution the step belongs to."),
            _field("step_number", "integer", False, "1-based number of this step."),
            _field("autonomy", "AutonomyDirective", True, "The directive."),
        ),
    ),
    TypeDef(
        "ExecutionStarted",
        "object",
        "Result of execute_agent.",
        fields=(
            _field("execution_id", "string", True, "New execution id."),
            _field("element_name", "string", True, "The agent."),
            _field("status", "ExecutionStatus", True, "running."),
        ),
    ),
    TypeDef(
        "ExecutionFinished",
        "object",
        "Result of complete_execution and abort_execution.",
        fields=(
            _field("execution_id", "string", True, "The execution."),
            _field("status", "ExecutionStatus", True, "completed or cancelled."),
        ),
    ),
    TypeDef(
        "ConfirmationResult",
        "object",
        "Result of confirm_operation.",
        fields=(_field("confirmed", "boolean", True, "Whether the pause was lifted."),),
    ),
    TypeDef(
        "VerificationResult",
        "object",
        "Result of verify_challenge.",
        fields=(_field("verified", "boolean", True, "Whether the challenge was satisfied."),),
    ),
    TypeDef(
        "IntrospectionResult",
        "union",
        "What introspect returns for each query.",
        members=("OperationsListData", "OperationDetailData", "TypesListData", "TypeDetailData"),
    ),
    *_action_types(),
)
TYPES_BY_NAME = {t.name: t for t in TYPES}


def operation_info(op: Operation) -> dict[str, Any]:
    return {
        "name": op.name,
        "semantic_category": op.category,
        "endpoint": op.family,
        "description": op.description,
    }


def operation_details(op: Operation, envelope: Envelope) -> dict[str, Any]:
    name, kind, description = op.returns
    details: dict[str, Any] = {
        **operation_info(op),
        "mcpTool": envelope.tool_for(op),
        "permissions": {"readOnly": op.read_only, "destructive": op.destructive},
        "parameters": [p.info() for p in op.params],
        "returns": {"name": name, "kind": kind, "description": description},
    }
    if op.examples:
        details["examples"] = [dict(e) for e in op.examples]
    return details


def introspect(params: dict[str, Any], envelope: Envelope, protocol: dict[str, Any]) -> dict[str, Any]:
    """Answer `introspect` (parameters already validated); unknown names are null, not errors (B-7)."""
    query, name = params["query"], params.get("name")
    if query == "operations":
        if name is None:
            return errors.success(
                {
                    "_protocol": protocol,
                    "operations": [operation_info(op) for op in envelope.operations.values()],
                }
            )
        op = envelope.operations.get(name)
        return errors.success({"operation": operation_details(op, envelope) if op else None})
    # "types" (the envelope has already rejected any other query value)
    if name is None:
        return errors.success({"types": [t.info() for t in TYPES]})
    found = TYPES_BY_NAME.get(name)
    return errors.success({"type": found.details() if found else None})
