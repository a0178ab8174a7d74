"""The policy model: what a policy file says, resolved for one agent.

A policy is a stack of layers (system, user, project; or one `--policy FILE`). Each layer is a
`PolicyLayer`: a global `Overrides` plus per-agent `Overrides`. `Policy.settings_for(agent_id)` folds
the layers into one flat `Settings`. The first layer may set anything over the defaults; every later
layer can only tighten (union of deny lists, minimum of limits, narrower autoApprove, ...), so a
project file an agent can write never loosens what the user or the system decided.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from dongle.levels import DangerLevel, RiskTolerance, SafetyTier
from dongle.policy.glob import PatternList


class Layer(StrEnum):
    """Where a policy file sits; later layers only tighten earlier ones."""

    SYSTEM = "system"
    USER = "user"
    PROJECT = "project"


class ApprovalScope(StrEnum):
    """How far a human approval of a tool call reaches: one call, or the tool for the session."""

    SINGLE = "single"
    TOOL_SESSION = "tool_session"


# Risk classes an approval policy can name: the danger levels plus two facts that are not scores.
RISK_CLASSES: tuple[str, ...] = (*(level.label for level in DangerLevel), "irreversible", "unresolved")

TTL_RANGE = (30, 3600)  # seconds, seed 002 / REF approvalPolicy.ttlSeconds


@dataclass(frozen=True)
class ApprovalPolicy:
    """Which risk classes of tool calls need a human, and how long/far an approval lasts."""

    require_approval: frozenset[str] = frozenset()
    default_scope: ApprovalScope = ApprovalScope.SINGLE
    ttl_seconds: int = 300


@dataclass(frozen=True)
class ToolRestrictions:
    """Per-agent tool restrictions (seed 002): `Tool:argument-glob` patterns, deny > confirm > allow.

    `allow` is None when no allow-list is declared (nothing is restricted by it); an empty tuple is a
    declared allow-list that allows nothing (everything but the exempt safety operations is denied).
    """

    allow: tuple[str, ...] | None = None
    confirm: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
    approval: ApprovalPolicy = field(default_factory=ApprovalPolicy)

    @property
    def empty(self) -> bool:
        unrestricted = self.allow is None and not self.confirm and not self.deny
        return unrestricted and not self.approval.require_approval


@dataclass(frozen=True)
class EscalationSettings:
    """Danger escalation within one execution (seed 000 §8.3); changes only the tier, never the level.

    repeat_threshold: the Nth occurrence of the same destructive-or-worse action in one execution
        raises its tier by one.
    cumulative_threshold: when the summed risk above the advisory band (score - 30 for each step over
        30, this step included) exceeds it, a risky step's tier goes up by one.
    max_tier: escalation never raises a tier beyond this.
    """

    enabled: bool = True
    repeat_threshold: int = 3
    cumulative_threshold: int = 150
    max_tier: SafetyTier = SafetyTier.VERIFY


DEFAULT_MAX_STEPS = 10


@dataclass(frozen=True)
class Settings:
    """The effective policy for one agent: everything the evaluator and the tool rules read."""

    max_autonomous_steps: int = DEFAULT_MAX_STEPS
    risk_tolerance: RiskTolerance = RiskTolerance.MODERATE
    deny: PatternList = field(default_factory=PatternList)
    requires_approval: PatternList = field(default_factory=PatternList)
    auto_approve: PatternList = field(default_factory=PatternList)
    danger_patterns: Mapping[DangerLevel, PatternList] = field(default_factory=dict)
    escalation: EscalationSettings = field(default_factory=EscalationSettings)
    tools: ToolRestrictions = field(default_factory=ToolRestrictions)
    safety_servers: tuple[str, ...] = ("dongle",)

    def describe(self) -> dict[str, Any]:
        """The effective settings and the evaluation rules, as introspection documents them (G-7, X-2)."""
        esc = self.escalation
        return {
            "maxAutonomousSteps": self.max_autonomous_steps,
            "riskTolerance": self.risk_tolerance.value,
            "riskToleranceThreshold": self.risk_tolerance.threshold,
            "deny": list(self.deny),
            "requiresApproval": list(self.requires_approval),
            "autoApprove": list(self.auto_approve),
            "dangerPatterns": {level.label: list(p) for level, p in sorted(self.danger_patterns.items())},
            "escalation": {
                "enabled": esc.enabled,
                "repeatThreshold": esc.repeat_threshold,
                "cumulativeRiskThreshold": esc.cumulative_threshold,
                "maxTier": esc.max_tier.value,
            },
            "rules": {
                "order": "hard block, deny pattern, danger_zone tier, pending verification, then step limit, "
                "previous outcome, patterns, safety tier, risk tolerance; the first that pauses decides",
                "precedence": "deny > requiresApproval > autoApprove > evaluator",
                "matching": "case-insensitive; only * and ? are wildcards; deny, requiresApproval and danger "
                "patterns also match a suffix of the hint starting at a word boundary, autoApprove only the "
                "whole hint",
                "riskTolerance": "only adds pauses (a score above the threshold pauses); never lifts the "
                "confirm, verify or danger_zone tier",
                "autoApprove": "skips the confirm tier and risk tolerance, never a verify or danger_zone "
                "tier, nor an irreversible, unresolved or escalated verdict",
            },
        }


class PolicyError(ValueError):
    """An invalid policy file, rejected at load: which file, which key, what is wrong."""

    def __init__(self, file: str | None, key: str, problem: str) -> None:
        self.file = file
        self.key = key
        self.problem = problem
        where = f"{file}: " if file else ""
        super().__init__(f"{where}{key}: {problem}")

    def to_dict(self) -> dict[str, str | None]:
        return {"file": self.file, "key": self.key, "problem": self.problem}


@dataclass(frozen=True)
class EscalationOverrides:
    enabled: bool | None = None
    repeat_threshold: int | None = None
    cumulative_threshold: int | None = None
    max_tier: SafetyTier | None = None


@dataclass(frozen=True)
class ToolOverrides:
    allow: tuple[str, ...] | None = None
    confirm: tuple[str, ...] | None = None
    deny: tuple[str, ...] | None = None
    require_approval: frozenset[str] | None = None
    default_scope: ApprovalScope | None = None
    ttl_seconds: int | None = None


@dataclass(frozen=True)
class Overrides:
    """One section of a policy file (global or one agent): only the keys the file set are not None."""

    max_autonomous_steps: int | None = None
    risk_tolerance: RiskTolerance | None = None
    deny: tuple[str, ...] | None = None
    requires_approval: tuple[str, ...] | None = None
    auto_approve: tuple[str, ...] | None = None
    danger_patterns: Mapping[DangerLevel, tuple[str, ...]] | None = None
    escalation: EscalationOverrides | None = None
    tools: ToolOverrides | None = None
    safety_servers: tuple[str, ...] | None = None


@dataclass(frozen=True)
class PolicyLayer:
    """One loaded policy file."""

    layer: Layer
    path: str | None
    global_: Overrides = field(default_factory=Overrides)
    agents: Mapping[str, Overrides] = field(default_factory=dict)


@dataclass(frozen=True)
class Policy:
    """A validated stack of layers (possibly empty: the defaults). Resolve with `settings_for`."""

    layers: tuple[PolicyLayer, ...] = ()
    warnings: tuple[str, ...] = ()
    _cache: dict[str | None, Settings] = field(default_factory=dict, init=False, repr=False, compare=False)

    def settings_for(self, agent_id: str | None) -> Settings:
        """The effective settings for one agent (None: the global settings)."""
        if agent_id not in self._cache:
            from dongle.policy.layers import resolve

            self._cache[agent_id] = resolve(self.layers, agent_id)
        return self._cache[agent_id]

    @property
    def sources(self) -> tuple[str, ...]:
        return tuple(f"{layer.layer.value}:{layer.path}" for layer in self.layers)
