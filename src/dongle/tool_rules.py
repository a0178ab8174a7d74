"""Per-agent tool restrictions (seed 002) evaluated for one tool call: deny > confirm > allow.

Patterns are `Tool:argument-glob` (`Bash:git push*`, `Edit:*.env*`) or a bare tool glob
(`mcp__github__*`). Shell commands are matched per simple command of the parsed shell model (argv
after quote removal, wrappers unwrapped, nested bodies included), never against the raw string. A
declared allow-list denies everything it does not allow, except the fixed safety operations an agent
must always be able to call (complete/abort execution, confirm, verify) on the dongle's own server.
Used by the hooks and the proxy; restrictions only ever tighten what the classifier says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from dongle.assessment import Assessment
from dongle.levels import Decision
from dongle.policy.model import ApprovalScope, Policy, Settings

# Operations no restriction can take away: the ones that stop an agent or let a human release it.
EXEMPT_OPERATIONS: frozenset[str] = frozenset(
    {"complete_execution", "abort_execution", "confirm_operation", "verify_challenge"}
)

Source = Literal["exempt", "deny", "confirm", "allow", "allowlist", "approval_policy", "unresolved", "none"]


@dataclass(frozen=True)
class ToolVerdict:
    """What the restrictions say about one call.

    decision: DENY, ASK (a human must approve) or ALLOW (the restrictions permit it; the classifier's
        own verdict still applies and the stricter of the two wins).
    source: which rule decided; matched: the pattern (or risk class) that matched.
    approval_scope / approval_ttl: for ASK, how far and how long a human approval may reach.
    """

    decision: Decision
    source: Source
    reason: str
    matched: str | None = None
    subjects: tuple[str, ...] = ()
    approval_scope: ApprovalScope | None = None
    approval_ttl: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "decision": self.decision.value,
            "source": self.source,
            "reason": self.reason,
            "matched": self.matched,
            "subjects": list(self.subjects),
            "approval_scope": self.approval_scope.value if self.approval_scope else None,
            "approval_ttl": self.approval_ttl,
        }


def evaluate_tool_call(
    policy: Policy | Settings,
    agent_id: str | None,
    tool_name: str,
    tool_input: Mapping[str, Any] | None,
    *,
    assessment: Assessment | None = None,
    classify: Callable[[str, Mapping[str, Any]], Assessment] | None = None,
) -> ToolVerdict:
    """Judge one tool call against the agent's restrictions. Never raises: errors deny.

    assessment: the classifier's verdict for the call, if the caller has one; needed only when the
    approval policy names risk classes (otherwise `classify` is used, then fail-closed ASK).
    """
    raise NotImplementedError
