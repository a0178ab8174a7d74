"""The Policy page's view: the settings in force and, for every rule, the file that set it.

Built from `dongle.policy`'s layers: each layer (system, user, project, or one `--policy FILE`)
keeps what its file said, so listing the layers in order shows where each rule came from, and
the resolved global `Settings` show what is actually in force after the layers were folded.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from enum import Enum

from dongle.console.views import PolicyRuleView, PolicyView
from dongle.policy import Policy

_LISTS = (("deny", "deny"), ("requires_approval", "requiresApproval"), ("auto_approve", "autoApprove"))
_TOOL_LISTS = (
    ("allow", "tools.allowPatterns"),
    ("confirm", "tools.confirmPatterns"),
    ("deny", "tools.denyPatterns"),
)
BUILT_IN = "built-in default"


def build(policy: Policy) -> PolicyView:
    rules: list[PolicyRuleView] = []
    settings: list[tuple[str, str, str]] = []
    for layer in policy.layers:
        source = f"{layer.layer.value}: {layer.path or BUILT_IN}"
        sections = [(None, layer.global_), *sorted(layer.agents.items())]
        for agent, ov in sections:
            where = source if agent is None else f"{source} (agent {agent})"
            for attr, name in _LISTS:
                for pattern in getattr(ov, attr) or ():
                    rules.append(PolicyRuleView(name, pattern, where))
            for level, patterns in (ov.danger_patterns or {}).items():
                for pattern in patterns:
                    rules.append(PolicyRuleView(f"dangerPatterns.{level.label}", pattern, where))
            if ov.tools is not None:
                for attr, name in _TOOL_LISTS:
                    for pattern in getattr(ov.tools, attr) or ():
                        rules.append(PolicyRuleView(name, pattern, where))
            for name, value in _scalars(ov):
                settings.append((name if agent is None else f"{name} [{agent}]", value, where))
    effective = policy.settings_for(None)
    set_names = {name for name, _, _ in settings}
    for name, value in (
        ("maxAutonomousSteps", str(effective.max_autonomous_steps)),
        ("riskTolerance", _show(effective.risk_tolerance)),
        ("escalation", _show(effective.escalation)),
    ):
        if name not in set_names:
            settings.append((name, value, BUILT_IN))
    return PolicyView(
        sources=policy.sources, rules=tuple(rules), settings=tuple(settings), problems=tuple(policy.warnings)
    )


def _scalars(ov: object) -> list[tuple[str, str]]:
    out = []
    names = {
        "max_autonomous_steps": "maxAutonomousSteps",
        "risk_tolerance": "riskTolerance",
        "escalation": "escalation",
        "safety_servers": "safetyServers",
    }
    for f in fields(ov):  # type: ignore[arg-type]
        if f.name in names:
            value = getattr(ov, f.name)
            if value is not None:
                out.append((names[f.name], _show(value)))
    return out


def _show(value: object) -> str:
    if hasattr(value, "__dataclass_fields__"):
        parts = [
            f"{f.name}={_show(getattr(value, f.name))}"
            for f in fields(value)  # type: ignore[arg-type]
            if getattr(value, f.name) is not None
        ]
        return ", ".join(parts)
    if isinstance(value, Mapping):
        return ", ".join(f"{k}={_show(v)}" for k, v in value.items())
    if isinstance(value, tuple | list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, Enum):
        return value.value if isinstance(value.value, str) else f"{value.name.lower()} ({value.value})"
    return str(value)
