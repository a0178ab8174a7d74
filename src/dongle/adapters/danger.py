"""The danger level of one call to one adapter operation.

Where the level comes from, first source present wins (issue 7):

1. the operation's declared `danger` block in the adapter file;
2. for MCP tools, the downstream server's annotations (`readOnlyHint` -> safe, `destructiveHint`
   -> destructive), believed only when the adapter is trusted at `validated` or above, and never
   lowering what the name patterns say (a `drop_table` tool that calls itself read-only is still
   forbidden: annotations are the downstream server's claim, a declared block is the adapter
   reviewer's). For an operation the adapter file lists, annotations may only raise the level of the
   family the operator filed it under (`tidy` filed under delete stays a delete, whatever the
   downstream says about itself); only tools the file does not list take their level from them;
3. the operation-name patterns of seed 000 §6 (`dongle.classify.operation`);
4. the CRUDE category default.

On top of the base level, declared conditions (seed 000 §9.1) and count escalation (§9.3) can only
raise it. A condition that cannot be decided for the given parameters counts as met: an unknown
count is treated like a large one (fail closed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dongle.adapters.expr import EvaluationError
from dongle.adapters.model import DangerSpec, Operation
from dongle.classify.operation import classify_operation
from dongle.levels import DangerLevel, TrustLevel


@dataclass(frozen=True)
class ToolHints:
    """The MCP tool annotations that bear on danger (None: not given)."""

    read_only: bool | None = None
    destructive: bool | None = None


@dataclass(frozen=True)
class ResolvedDanger:
    level: DangerLevel
    base_level: DangerLevel
    source: str  # "declared" | "annotations" | "name_pattern" | "category_default"
    reasons: tuple[str, ...]
    rules: tuple[str, ...] = ()


def base_danger(
    op: Operation, trust: TrustLevel, hints: ToolHints | None = None, filed: bool = True
) -> ResolvedDanger:
    """The level before parameters and counts are looked at (what introspection shows). `filed`: the
    operation is listed in the adapter file, so its family is the operator's word, which the
    downstream's annotations can only raise."""
    if op.danger is not None:
        reasons = op.danger.reasons or (f"declared {op.danger.level.label} in the adapter file",)
        return ResolvedDanger(op.danger.level, op.danger.level, "declared", reasons, ("adapter.declared",))
    named = classify_operation(op.name, category=op.category)
    from_name = named.danger_level
    name_source = (
        "category_default" if any(r.startswith("operation.category") for r in named.rules) else "name_pattern"
    )
    if hints is not None and trust >= TrustLevel.VALIDATED:
        hinted: DangerLevel | None = None
        if hints.destructive:
            hinted = DangerLevel.DESTRUCTIVE
        elif hints.read_only:
            hinted = DangerLevel.SAFE
        elif hints.destructive is False:
            hinted = DangerLevel.REVERSIBLE
        if hinted is not None:
            pattern_floor = (
                from_name if name_source == "name_pattern" and from_name > DangerLevel.DESTRUCTIVE else None
            )
            if pattern_floor is not None and pattern_floor > hinted:
                return ResolvedDanger(
                    pattern_floor, pattern_floor, "name_pattern", tuple(named.factors), tuple(named.rules)
                )
            if filed and from_name > hinted:
                why = (*named.factors, f"the downstream's annotations (readOnlyHint={hints.read_only}, "
                       f"destructiveHint={hints.destructive}) cannot lower the family the adapter file "
                       f"gives it ({op.category})")
                return ResolvedDanger(from_name, from_name, name_source, why, tuple(named.rules))
            reason = f"tool annotations (readOnlyHint={hints.read_only}, destructiveHint={hints.destructive})"
            return ResolvedDanger(hinted, hinted, "annotations", (reason,), ("adapter.annotations",))
    return ResolvedDanger(from_name, from_name, name_source, tuple(named.factors), tuple(named.rules))


def resolve_danger(
    op: Operation,
    params: Mapping[str, Any],
    trust: TrustLevel,
    hints: ToolHints | None = None,
    recent_calls: int = 0,
    filed: bool = True,
) -> ResolvedDanger:
    """The level of this call: the base level raised by met conditions and by escalation.

    `recent_calls` is how many earlier calls of this operation fell in the escalation window."""
    base = base_danger(op, trust, hints, filed)
    spec: DangerSpec | None = op.danger
    if spec is None:
        return base
    level, reasons, rules = base.level, list(base.reasons), list(base.rules)
    for cond in spec.conditions:
        try:
            met = cond.when.evaluate(params)
            why = cond.reason
        except EvaluationError as exc:
            met, why = True, f"{cond.reason} (condition undecidable: {exc}; assumed met)"
        if met and cond.level > level:
            level = cond.level
        if met:
            reasons.append(why)
            rules.append(f"adapter.condition:{cond.when.text}")
    for step in spec.escalation:
        if recent_calls + 1 >= step.after_count:
            level = max(level, step.level)
            reasons.append(step.message or f"called {recent_calls + 1} times in the escalation window")
            rules.append(f"adapter.escalation.after_{step.after_count}")
    return ResolvedDanger(level, base.level, base.source, tuple(reasons), tuple(rules))


def interpolate(template: str, params: Mapping[str, Any]) -> str:
    """`{param}` interpolation of a confirmation message; unknown names stay as written."""
    out: list[str] = []
    i = 0
    while i < len(template):
        start = template.find("{", i)
        if start < 0:
            out.append(template[i:])
            break
        end = template.find("}", start)
        if end < 0:
            out.append(template[i:])
            break
        out.append(template[i:start])
        key = template[start + 1 : end]
        value = params.get(key) if key and not key.startswith("_") else None
        out.append(str(value) if value is not None else template[start : end + 1])
        i = end + 1
    return "".join(out)
