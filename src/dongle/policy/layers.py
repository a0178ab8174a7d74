"""Folding policy layers into one agent's `Settings`; a later layer can only tighten.

Within one file, an agent section adds to the file's global lists and replaces its scalars (that is
the user deciding about their own agents). Across files, the first file sets values over the defaults
and every later file is merged the strict way: deny-type lists are united, limits take the minimum,
tolerance the lower threshold, autoApprove and allow-lists the intersection. `violations` reports
every place where a later file tried to loosen, and loading rejects such a file.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TypeVar

from dongle.levels import DangerLevel
from dongle.policy.glob import PatternList, normalise
from dongle.policy.model import (
    ApprovalPolicy,
    ApprovalScope,
    EscalationOverrides,
    EscalationSettings,
    Layer,
    Overrides,
    PolicyError,
    PolicyLayer,
    Settings,
    ToolOverrides,
    ToolRestrictions,
)

T = TypeVar("T")
Violation = tuple[str, str]  # (key, what is loosened)


def _union(a: tuple[str, ...] | None, b: tuple[str, ...] | None) -> tuple[str, ...] | None:
    if a is None:
        return b
    if b is None:
        return a
    return tuple(dict.fromkeys(a + b))


def _pick(a: T, b: T | None) -> T:
    """The later value wins when it is set."""
    return a if b is None else b


def combine(outer: Overrides, inner: Overrides) -> Overrides:
    """A file's global section with one agent section on top: lists add up, scalars are replaced."""
    danger = outer.danger_patterns
    if inner.danger_patterns is not None:
        levels = set(danger or {}) | set(inner.danger_patterns)
        danger = {
            lvl: _union((danger or {}).get(lvl), inner.danger_patterns.get(lvl)) or () for lvl in levels
        }
    esc = outer.escalation
    if inner.escalation is not None:
        base = esc or EscalationOverrides()
        esc = EscalationOverrides(
            enabled=_pick(base.enabled, inner.escalation.enabled),
            repeat_threshold=_pick(base.repeat_threshold, inner.escalation.repeat_threshold),
            cumulative_threshold=_pick(base.cumulative_threshold, inner.escalation.cumulative_threshold),
            max_tier=_pick(base.max_tier, inner.escalation.max_tier),
        )
    tools = outer.tools
    if inner.tools is not None:
        base_t = tools or ToolOverrides()
        req = base_t.require_approval
        if inner.tools.require_approval is not None:
            req = (req or frozenset()) | inner.tools.require_approval
        tools = ToolOverrides(
            allow=_union(base_t.allow, inner.tools.allow),
            confirm=_union(base_t.confirm, inner.tools.confirm),
            deny=_union(base_t.deny, inner.tools.deny),
            require_approval=req,
            default_scope=_pick(base_t.default_scope, inner.tools.default_scope),
            ttl_seconds=_pick(base_t.ttl_seconds, inner.tools.ttl_seconds),
        )
    return Overrides(
        max_autonomous_steps=_pick(outer.max_autonomous_steps, inner.max_autonomous_steps),
        risk_tolerance=_pick(outer.risk_tolerance, inner.risk_tolerance),
        deny=_union(outer.deny, inner.deny),
        requires_approval=_union(outer.requires_approval, inner.requires_approval),
        auto_approve=_union(outer.auto_approve, inner.auto_approve),
        danger_patterns=danger,
        escalation=esc,
        tools=tools,
        safety_servers=_pick(outer.safety_servers, inner.safety_servers),
    )


def agent_key(agent_id: str) -> str:
    """Agent names compare normalised (case, width, look-alikes, spacing), so `Builder` and
    `builder` cannot pick different sections (REF #1636: canonicalise keys on write and read)."""
    return normalise(agent_id)


def section_for(layer: PolicyLayer, agent_id: str | None) -> Overrides:
    agent = None
    if agent_id is not None:
        wanted = agent_key(agent_id)
        agent = next((ov for name, ov in layer.agents.items() if agent_key(name) == wanted), None)
    return combine(layer.global_, agent) if agent is not None else layer.global_


def _add(patterns: PatternList, extra: Iterable[str] | None) -> PatternList:
    return patterns if extra is None else patterns.union(PatternList.of(extra))


def _danger(base: Settings, extra: Overrides) -> dict[DangerLevel, PatternList]:
    out = dict(base.danger_patterns)
    for level, patterns in (extra.danger_patterns or {}).items():
        out[level] = _add(out.get(level, PatternList()), patterns)
    return out


def apply_free(base: Settings, ov: Overrides) -> Settings:
    """The first layer over the defaults: anything may be set."""
    esc = base.escalation
    if ov.escalation is not None:
        e = ov.escalation
        esc = EscalationSettings(
            enabled=_pick(esc.enabled, e.enabled),
            repeat_threshold=_pick(esc.repeat_threshold, e.repeat_threshold),
            cumulative_threshold=_pick(esc.cumulative_threshold, e.cumulative_threshold),
            max_tier=_pick(esc.max_tier, e.max_tier),
        )
    tools = base.tools
    if ov.tools is not None:
        t = ov.tools
        tools = ToolRestrictions(
            allow=_union(tools.allow, t.allow),
            confirm=_union(tools.confirm, t.confirm) or (),
            deny=_union(tools.deny, t.deny) or (),
            approval=ApprovalPolicy(
                require_approval=tools.approval.require_approval | (t.require_approval or frozenset()),
                default_scope=_pick(tools.approval.default_scope, t.default_scope),
                ttl_seconds=_pick(tools.approval.ttl_seconds, t.ttl_seconds),
            ),
        )
    return Settings(
        max_autonomous_steps=_pick(base.max_autonomous_steps, ov.max_autonomous_steps),
        risk_tolerance=_pick(base.risk_tolerance, ov.risk_tolerance),
        deny=_add(base.deny, ov.deny),
        requires_approval=_add(base.requires_approval, ov.requires_approval),
        auto_approve=_add(base.auto_approve, ov.auto_approve),
        danger_patterns=_danger(base, ov),
        escalation=esc,
        tools=tools,
        safety_servers=_pick(base.safety_servers, ov.safety_servers),
    )


def _narrow(
    key: str, base: tuple[str, ...], wanted: tuple[str, ...], out: list[Violation]
) -> tuple[str, ...]:
    """A later layer's list that may only remove entries (autoApprove, allow-lists, servers)."""
    extra = [p for p in wanted if p not in base]
    if extra:
        out.append((key, f"cannot add {', '.join(repr(p) for p in extra)} (only an earlier layer can)"))
    return tuple(p for p in wanted if p in base)


def apply_tight(base: Settings, ov: Overrides) -> tuple[Settings, list[Violation]]:
    """A later layer over the settings so far: only tightening takes effect; loosening is reported."""
    out: list[Violation] = []
    steps = base.max_autonomous_steps
    if ov.max_autonomous_steps is not None:
        if ov.max_autonomous_steps > steps:
            out.append(("maxAutonomousSteps", f"cannot raise the step limit from {steps} to "
                                              f"{ov.max_autonomous_steps}"))
        steps = min(steps, ov.max_autonomous_steps)
    tolerance = base.risk_tolerance
    if ov.risk_tolerance is not None:
        if ov.risk_tolerance.threshold > tolerance.threshold:
            out.append(("riskTolerance", f"cannot raise the risk tolerance from {tolerance.value} to "
                                         f"{ov.risk_tolerance.value}"))
        else:
            tolerance = ov.risk_tolerance
    auto = base.auto_approve
    if ov.auto_approve is not None:
        auto = PatternList(_narrow("autoApprove", base.auto_approve.patterns, ov.auto_approve, out))

    esc = base.escalation
    if ov.escalation is not None:
        e = ov.escalation
        enabled = esc.enabled
        if e.enabled is not None:
            if esc.enabled and not e.enabled:
                out.append(("escalation.enabled", "cannot switch escalation off"))
            enabled = esc.enabled or e.enabled
        repeat, cumulative, max_tier = esc.repeat_threshold, esc.cumulative_threshold, esc.max_tier
        if e.repeat_threshold is not None:
            if e.repeat_threshold > repeat:
                out.append(("escalation.repeatThreshold", f"cannot raise it from {repeat}"))
            repeat = min(repeat, e.repeat_threshold)
        if e.cumulative_threshold is not None:
            if e.cumulative_threshold > cumulative:
                out.append(("escalation.cumulativeRiskThreshold", f"cannot raise it from {cumulative}"))
            cumulative = min(cumulative, e.cumulative_threshold)
        if e.max_tier is not None:
            if e.max_tier.rank < max_tier.rank:
                out.append(("escalation.maxTier", f"cannot lower it from {max_tier.value}"))
            else:
                max_tier = e.max_tier
        esc = EscalationSettings(enabled, repeat, cumulative, max_tier)

    tools = base.tools
    if ov.tools is not None:
        t = ov.tools
        allow = tools.allow
        if t.allow is not None:
            allow = t.allow if allow is None else _narrow("tools.allowPatterns", allow, t.allow, out)
        approval = tools.approval
        scope = approval.default_scope
        if t.default_scope is not None:
            if scope is ApprovalScope.SINGLE and t.default_scope is ApprovalScope.TOOL_SESSION:
                out.append(("tools.approvalPolicy.defaultScope", "cannot widen the scope from single to "
                                                                 "tool_session"))
            else:
                scope = t.default_scope
        ttl = approval.ttl_seconds
        if t.ttl_seconds is not None:
            if t.ttl_seconds > ttl:
                out.append(("tools.approvalPolicy.ttlSeconds", f"cannot raise the TTL from {ttl} s"))
            ttl = min(ttl, t.ttl_seconds)
        tools = ToolRestrictions(
            allow=allow,
            confirm=_union(tools.confirm, t.confirm) or (),
            deny=_union(tools.deny, t.deny) or (),
            approval=ApprovalPolicy(
                approval.require_approval | (t.require_approval or frozenset()), scope, ttl
            ),
        )

    servers = base.safety_servers
    if ov.safety_servers is not None:
        servers = _narrow("safetyServers", base.safety_servers, ov.safety_servers, out)

    settings = replace(
        base,
        max_autonomous_steps=steps,
        risk_tolerance=tolerance,
        deny=_add(base.deny, ov.deny),
        requires_approval=_add(base.requires_approval, ov.requires_approval),
        auto_approve=auto,
        danger_patterns=_danger(base, ov),
        escalation=esc,
        tools=tools,
        safety_servers=servers,
    )
    return settings, out


def _sets_freely(layers: Sequence[PolicyLayer], index: int) -> bool:
    """Only the operator's first file (system or user) sets values over the built-in defaults. A
    project file, first or not, is compared with what lies beneath it, the defaults included: a
    repository the agent can write must never loosen anything."""
    return index == 0 and layers[0].layer is not Layer.PROJECT


def resolve(layers: Sequence[PolicyLayer], agent_id: str | None) -> Settings:
    """The effective settings of one agent across all layers."""
    settings = Settings()
    for index, layer in enumerate(layers):
        section = section_for(layer, agent_id)
        free = _sets_freely(layers, index)
        settings = apply_free(settings, section) if free else apply_tight(settings, section)[0]
    return settings


def check_tightening(layers: Sequence[PolicyLayer]) -> None:
    """Raise PolicyError at the first place a layer would loosen what lies beneath it (the earlier
    layers, and for a project file the built-in defaults too), for any agent."""
    agents: list[str | None] = [None, *sorted({agent_key(a) for layer in layers for a in layer.agents})]
    for index in range(len(layers)):
        if _sets_freely(layers, index):
            continue
        layer = layers[index]
        for agent in agents:
            base = resolve(layers[:index], agent)
            _, violations = apply_tight(base, section_for(layer, agent))
            if violations:
                key, problem = violations[0]
                named = next((n for n in layer.agents if agent is not None and agent_key(n) == agent), None)
                prefix = f"agents.{named}." if named is not None else ""
                raise PolicyError(
                    layer.path, prefix + key,
                    f"a {layer.layer.value} policy can only tighten what lies beneath it (earlier layers and "
                    f"the built-in defaults): {problem}",
                )
