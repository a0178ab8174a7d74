"""Turning a danger level into a risk score, the one place the hint and operation judges share.

Each level maps to a fixed point inside its seed 000 §8.1 band, chosen so the tier lands where the
rubric expects: reversible stays advisory (go), destructive pauses (confirm), dangerous asks for
out-of-band verification, forbidden is a danger-zone stop.
"""

from __future__ import annotations

from collections.abc import Iterable

from dongle.assessment import Assessment
from dongle.levels import DangerLevel

LEVEL_SCORE: dict[DangerLevel, int] = {
    DangerLevel.SAFE: 5,
    DangerLevel.REVERSIBLE: 20,
    DangerLevel.DESTRUCTIVE: 50,
    DangerLevel.DANGEROUS: 75,
    DangerLevel.FORBIDDEN: 95,
}


def score_for(level: DangerLevel) -> int:
    return LEVEL_SCORE[level]


def assess(
    level: DangerLevel,
    *,
    kind: str,
    subject: str,
    factors: Iterable[str] = (),
    rules: Iterable[str] = (),
    irreversible: bool = False,
    safer_alternative: str | None = None,
    recovery: str | None = None,
    unresolved: bool = False,
) -> Assessment:
    """An Assessment whose score is the level's point, with factors and rules de-duplicated in order."""
    return Assessment(
        danger_level=level,
        risk_score=score_for(level),
        irreversible=irreversible,
        factors=tuple(dict.fromkeys(factors)),
        rules=tuple(dict.fromkeys(rules)),
        safer_alternative=safer_alternative,
        recovery=recovery,
        unresolved=unresolved,
        kind=kind,
        subject=subject,
    )
