"""Policy files: model, loading and validation, layering (a project policy can only tighten).

Public API: `load_policy(path)`, `load_layered([(Layer, path), ...])`, `Policy.settings_for(agent)`,
`Settings`, `PolicyError`, `PatternList`; the evaluator and `dongle.tool_rules` read `Settings`.
"""

from dongle.policy.glob import Glob, PatternList, normalise
from dongle.policy.load import default_policy, load_layered, load_policy, parse_policy
from dongle.policy.model import (
    ApprovalPolicy,
    ApprovalScope,
    EscalationSettings,
    Layer,
    Policy,
    PolicyError,
    PolicyLayer,
    Settings,
    ToolRestrictions,
)

__all__ = [
    "ApprovalPolicy",
    "ApprovalScope",
    "EscalationSettings",
    "Glob",
    "Layer",
    "PatternList",
    "Policy",
    "PolicyError",
    "PolicyLayer",
    "Settings",
    "ToolRestrictions",
    "default_policy",
    "load_layered",
    "load_policy",
    "normalise",
    "parse_policy",
]
