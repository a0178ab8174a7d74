"""The dongle's MCP-AQL operations as data: names, CRUDE families, parameters, permissions, returns.

One table serves three consumers, so they cannot drift apart: the envelope validator (which
parameters an operation accepts, their types and aliases), introspection (OperationInfo,
OperationDetails, ParameterInfo) and the conformance bundle (`accepted_parameters`). Parameter
names are snake_case (core §4.3); the spec's camelCase spellings are accepted as aliases (Y-1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

OUTCOMES = ("success", "failure", "skipped")


@dataclass(frozen=True)
class Param:
    """One operation parameter; `info()` is its introspection ParameterInfo."""

    name: str
    type: str  # JSON type: string, integer, number, boolean, object, array
    required: bool
    description: str
    enum: tuple[str, ...] | None = None
    aliases: tuple[str, ...] = ()
    sensitive: bool = False
    min_length: int | None = None
    minimum: int | None = None
    maximum: int | None = None

    def info(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "type": self.type,
            "required": self.required,
            "description": self.description,
        }
        if self.enum is not None:
            out["enum"] = list(self.enum)
        if self.min_length is not None:
            out["minLength"] = self.min_length
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.sensitive:
            out["sensitive"] = True
        return out

    def expected(self) -> str:
        """The `Expected: …` suffix of a missing-parameter message (INT §8.2.3)."""
        return f"{self.type} ({self.description.rstrip('.')})"


@dataclass(frozen=True)
class Operation:
    name: str
    category: str  # CREATE, READ, UPDATE, DELETE, EXECUTE
    description: str
    params: tuple[Param, ...]
    returns: tuple[str, str, str]  # TypeInfo name, kind, description
    read_only: bool = False
    destructive: bool = False
    examples: tuple[dict[str, Any], ...] = field(default=())

    @property
    def family(self) -> str:
        """The endpoint family in lower case, as introspection's `endpoint` wants it (INT §4.1)."""
        return self.category.lower()

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)

    def alias_map(self) -> dict[str, str]:
        return {alias: p.name for p in self.params for alias in p.aliases}

    def param_names(self) -> list[str]:
        return [p.name for p in self.params]


_ELEMENT = Param(
    "element_name",
    "string",
    True,
    "Name of the agent reporting to the safety loop; blocks and step counts are kept per name.",
    aliases=("elementName",),
    min_length=1,
)

OPERATIONS: tuple[Operation, ...] = (
    Operation(
        "introspect",
        "READ",
        "Discover the operations, parameters and types this server accepts, and the safety loop's "
        "configuration (_protocol). query 'operations' or 'types'; add name for one entry.",
        (
            Param(
                "query",
                "string",
                True,
                "What to list: 'operations' or 'types'.",
                enum=("operations", "types"),
            ),
            Param("name", "string", False, "One operation or type name; unknown names give null."),
        ),
        (
            "IntrospectionResult",
            "object",
            "Operations list, one operation's details, types list or one type.",
        ),
        read_only=True,
        examples=(
            {
                "description": "List every operation",
                "request": {"operation": "introspect", "params": {"query": "operations"}},
            },
        ),
    ),
    Operation(
        "get_execution_status",
        "READ",
        "Read the state of an agent's current (or, in this session, most recent) execution: id, status, "
        "steps recorded so far, start and finish times.",
        (_ELEMENT,),
        (
            "ExecutionState",
            "object",
            "execution_id, element_name, status, step_count, started_at, finished_at.",
        ),
        read_only=True,
    ),
    Operation(
        "record_execution_step",
        "CREATE",
        "Report the action you are about to take (any tool call, file change, shell command or message) "
        "and receive an AutonomyDirective in data.autonomy: proceed only if continue is true; stop "
        "entirely if stopped is true.",
        (
            _ELEMENT,
            Param(
                "next_action_hint",
                "string",
                True,
                "The exact action you intend to take next, specific enough to judge: the command, "
                "tool and target.",
                aliases=("nextActionHint",),
                min_length=1,
            ),
            Param(
                "step_description",
                "string",
                False,
                "What the step you just finished did.",
                aliases=("stepDescription",),
            ),
            Param("outcome", "string", False, "Outcome of the previous step.", enum=OUTCOMES),
            Param("findings", "string", False, "Observations from the step you just finished."),
            Param(
                "risk_score",
                "integer",
                False,
                "Your own 0-100 risk estimate; it can raise the computed score, never lower it.",
                aliases=("riskScore",),
                minimum=0,
                maximum=100,
            ),
            Param(
                "action",
                "object",
                False,
                "The exact action, as data (type StructuredAction): "
                '{"kind": "shell", "command", "cwd"?, "env"?} | '
                '{"kind": "tool", "server"?, "tool", "arguments"?} | '
                '{"kind": "file_write" | "file_read", "path", "cwd"?}. When given it is judged in '
                "preference to next_action_hint, and a hint that makes it sound harmless escalates the "
                "verdict. Approvals bind to it.",
            ),
        ),
        ("StepResult", "object", "execution_id, step_number and the AutonomyDirective under autonomy."),
        examples=(
            {
                "description": "Report a shell command before running it",
                "request": {
                    "operation": "record_execution_step",
                    "params": {
                        "element_name": "coder",
                        "next_action_hint": "executing shell command: npm test",
                    },
                },
            },
            {
                "description": "Report the exact action as data; it is judged, the hint explains it",
                "request": {
                    "operation": "record_execution_step",
                    "params": {
                        "element_name": "coder",
                        "next_action_hint": "running the test suite",
                        "action": {"kind": "shell", "command": "npm test", "cwd": "/home/me/project"},
                    },
                },
            },
        ),
    ),
    Operation(
        "verify_challenge",
        "CREATE",
        "Submit the code a human read from the out-of-band verification channel for a challenge id. "
        "Codes are never shown to the agent; only the human can supply one.",
        (
            Param(
                "challenge_id",
                "string",
                True,
                "The verificationId from the pause or stop notification.",
                aliases=("challengeId", "verificationId", "verification_id"),
            ),
            Param("code", "string", True, "The code shown to the human out of band.", sensitive=True),
        ),
        ("VerificationResult", "object", "Whether the challenge was satisfied and the agent unblocked."),
    ),
    Operation(
        "execute_agent",
        "EXECUTE",
        "Start a monitored execution for an agent: from now on report every action with "
        "record_execution_step before taking it.",
        (
            _ELEMENT,
            Param("parameters", "object", False, "Free-form context of the task (goal, inputs)."),
            Param(
                "max_autonomous_steps",
                "integer",
                False,
                "Lower the step limit for this execution; values above the configured limit are capped.",
                aliases=("maxAutonomousSteps",),
                minimum=1,
            ),
        ),
        ("ExecutionStarted", "object", "execution_id, status, step limit and the initial directive."),
        destructive=True,
    ),
    Operation(
        "complete_execution",
        "EXECUTE",
        "End the agent's execution normally.",
        (
            _ELEMENT,
            Param("summary", "string", False, "What the execution achieved."),
            Param("outcome", "string", False, "Outcome of the last step.", enum=OUTCOMES),
        ),
        ("ExecutionFinished", "object", "execution_id and its final status 'completed'."),
        destructive=True,
    ),
    Operation(
        "abort_execution",
        "EXECUTE",
        "End the agent's execution abnormally (cancelled).",
        (
            _ELEMENT,
            Param("reason", "string", False, "Why the execution is being aborted."),
        ),
        ("ExecutionFinished", "object", "execution_id and its final status 'cancelled'."),
        destructive=True,
    ),
    Operation(
        "confirm_operation",
        "EXECUTE",
        "Redeem a confirmation request for a paused action. The token the agent receives is only a "
        "request id: it takes effect once a human has approved it on the operator channel "
        "(dongle approve), so an agent cannot approve its own pause.",
        (
            Param(
                "confirmation_token",
                "string",
                True,
                "The conf_… request id from the pause.",
                aliases=("confirmationToken", "_confirmation"),
                min_length=1,
            ),
            Param(
                "element_name",
                "string",
                False,
                "The agent whose pause this confirms (checked if given).",
                aliases=("elementName",),
            ),
        ),
        ("ConfirmationResult", "object", "Whether the pause was lifted."),
        destructive=True,
    ),
)

BY_NAME: dict[str, Operation] = {op.name: op for op in OPERATIONS}
