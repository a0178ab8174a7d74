"""The Assessment: what every classifier (command, hint, operation, path) says about one action.

Risk (the score) and irreversibility are separate facts (DESIGN.md): an irreversible action is gated
even when its score is modest, so `irreversible` never hides inside `risk_score`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from dongle.frozen import quick_init
from dongle.levels import SCORE_BANDS, DangerLevel, Decision, SafetyTier


@quick_init
@dataclass(frozen=True)
class Assessment:
    """A verdict with its explanation. `tier` and `decision` derive from the score."""

    danger_level: DangerLevel
    risk_score: int
    irreversible: bool = False
    factors: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    safer_alternative: str | None = None
    recovery: str | None = None
    unresolved: bool = False
    kind: str = "command"
    subject: str = ""
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        score = self.risk_score
        if type(score) is not int or not 0 <= score <= 100:  # nearly every score is already one
            object.__setattr__(self, "risk_score", max(0, min(100, int(score))))

    @property
    def tier(self) -> SafetyTier:
        return SafetyTier.for_score(self.risk_score)

    @property
    def decision(self) -> Decision:
        return self.tier.decision

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of `dongle check --json/--jsonl` and of evaluator factors."""
        out: dict[str, Any] = {
            "decision": self.decision.value,
            "tier": self.tier.value,
            "danger_level": self.danger_level.label,
            "risk_score": self.risk_score,
            "irreversible": self.irreversible,
            "factors": list(self.factors),
            "rules": list(self.rules),
            "safer_alternative": self.safer_alternative,
            "recovery": self.recovery,
            "unresolved": self.unresolved,
            "kind": self.kind,
        }
        out.update(self.extra)
        return out

    @classmethod
    def safe(cls, subject: str = "", kind: str = "command", factors: Iterable[str] = ()) -> Assessment:
        return cls(DangerLevel.SAFE, 0, factors=tuple(factors), kind=kind, subject=subject)

    @classmethod
    def failed(cls, subject: str, reason: str, kind: str = "command") -> Assessment:
        """Fail closed: an input we could not judge pauses for a human (confirm tier, never allow)."""
        low, _ = SCORE_BANDS[DangerLevel.DESTRUCTIVE]
        return cls(
            DangerLevel.DESTRUCTIVE,
            low,
            factors=(f"could not be evaluated: {reason}",),
            rules=("internal.unevaluable",),
            unresolved=True,
            kind=kind,
            subject=subject,
        )


def worst(assessments: Iterable[Assessment], subject: str = "", kind: str = "command") -> Assessment:
    """Combine parts of a compound action: the worst part decides, explanations are merged."""
    parts = list(assessments)
    if not parts:
        return Assessment.safe(subject, kind)
    top = max(parts, key=lambda a: (a.risk_score, a.danger_level, a.irreversible))

    def merged(attr: str) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for part in sorted(parts, key=lambda a: -a.risk_score):
            for item in getattr(part, attr):
                seen.setdefault(item, None)
        return tuple(seen)

    return Assessment(
        danger_level=max(a.danger_level for a in parts),
        risk_score=top.risk_score,
        irreversible=any(a.irreversible for a in parts),
        factors=merged("factors"),
        rules=merged("rules"),
        safer_alternative=top.safer_alternative
        or next((a.safer_alternative for a in parts if a.safer_alternative), None),
        recovery=top.recovery or next((a.recovery for a in parts if a.recovery), None),
        unresolved=any(a.unresolved for a in parts),
        kind=kind,
        subject=subject,
    )
