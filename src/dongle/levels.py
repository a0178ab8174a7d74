"""Danger levels, trust levels, safety tiers and the trust-to-danger gating matrix.

These are the shared vocabulary of every part of the dongle (seed 000 §2, §4, §8; seed 004 §2).
They live in one small module with no imports beyond the stdlib so that the hook path stays fast.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


class DangerLevel(IntEnum):
    """How much harm an action can do (seed 000 §2.1)."""

    SAFE = 0
    REVERSIBLE = 1
    DESTRUCTIVE = 2
    DANGEROUS = 3
    FORBIDDEN = 4

    @property
    def label(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, value: str | int | DangerLevel) -> DangerLevel:
        """Accept 0-4, 'safe'…'forbidden' (any case); raise ValueError with the allowed values."""
        if isinstance(value, DangerLevel):
            return value
        if isinstance(value, bool):
            raise ValueError(f"invalid danger level {value!r}")
        if isinstance(value, int):
            try:
                return cls(value)
            except ValueError:
                pass
        elif isinstance(value, str):
            key = value.strip().upper()
            if key in cls.__members__:
                return cls[key]
            if key.isdigit() and int(key) in range(5):
                return cls(int(key))
        allowed = ", ".join(m.label for m in cls)
        raise ValueError(f"invalid danger level {value!r}; expected one of: {allowed} (or 0-4)")


class TrustLevel(IntEnum):
    """How much an adapter is trusted (seed 004). A missing trust block means UNTESTED."""

    UNTESTED = 0
    GENERATED = 1
    VALIDATED = 2
    COMMUNITY_REVIEWED = 3
    CERTIFIED = 4

    @property
    def label(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, value: str | TrustLevel | None) -> TrustLevel:
        if value is None:
            return cls.UNTESTED
        if isinstance(value, TrustLevel):
            return value
        if isinstance(value, str) and value.strip().upper() in cls.__members__:
            return cls[value.strip().upper()]
        allowed = ", ".join(m.label for m in cls)
        raise ValueError(f"invalid trust level {value!r}; expected one of: {allowed}")


class SafetyTier(StrEnum):
    """What the autonomy evaluator does with an action, from its risk score (seed 003 §5)."""

    ADVISORY = "advisory"
    CONFIRM = "confirm"
    VERIFY = "verify"
    DANGER_ZONE = "danger_zone"

    @classmethod
    def for_score(cls, score: int) -> SafetyTier:
        """advisory 0-30, confirm 31-60, verify 61-85, danger_zone 86-100 (clamped)."""
        if score <= 30:
            return cls.ADVISORY
        if score <= 60:
            return cls.CONFIRM
        if score <= 85:
            return cls.VERIFY
        return cls.DANGER_ZONE

    @property
    def rank(self) -> int:
        return _TIER_ORDER.index(self)

    @property
    def decision(self) -> Decision:
        return _TIER_DECISION[self]


_TIER_ORDER = [SafetyTier.ADVISORY, SafetyTier.CONFIRM, SafetyTier.VERIFY, SafetyTier.DANGER_ZONE]


class Decision(StrEnum):
    """The verdict a door acts on: allow, ask a human, require out-of-band verification, deny."""

    ALLOW = "allow"
    ASK = "ask"
    VERIFY = "verify"
    DENY = "deny"

    @property
    def exit_code(self) -> int:
        """`dongle check` exit status: 0 allow, 1 ask/verify, 2 deny."""
        return {Decision.ALLOW: 0, Decision.ASK: 1, Decision.VERIFY: 1, Decision.DENY: 2}[self]


_TIER_DECISION = {
    SafetyTier.ADVISORY: Decision.ALLOW,
    SafetyTier.CONFIRM: Decision.ASK,
    SafetyTier.VERIFY: Decision.VERIFY,
    SafetyTier.DANGER_ZONE: Decision.DENY,
}

# Risk-score band for each danger level (seed 000 §8.1). Classifiers pick a score inside the band
# of the level they found, then factors move it within (or, for escalation, beyond) the band.
SCORE_BANDS: dict[DangerLevel, tuple[int, int]] = {
    DangerLevel.SAFE: (0, 15),
    DangerLevel.REVERSIBLE: (16, 40),
    DangerLevel.DESTRUCTIVE: (41, 60),
    DangerLevel.DANGEROUS: (61, 85),
    DangerLevel.FORBIDDEN: (86, 100),
}


def level_for_score(score: int) -> DangerLevel:
    for level, (low, high) in SCORE_BANDS.items():
        if low <= score <= high:
            return level
    return DangerLevel.FORBIDDEN if score > 100 else DangerLevel.SAFE


class Gate(StrEnum):
    """Outcome of the trust-to-danger matrix (seed 000 §4.2)."""

    ALLOW = "allow"
    CONFIRM = "confirm"
    DENY = "deny"
    INTROSPECT_ONLY = "introspect_only"


_A, _C, _D, _I = Gate.ALLOW, Gate.CONFIRM, Gate.DENY, Gate.INTROSPECT_ONLY

# Rows: danger level; columns: untested, generated, validated, community_reviewed, certified.
GATING_MATRIX: dict[DangerLevel, tuple[Gate, Gate, Gate, Gate, Gate]] = {
    DangerLevel.SAFE: (_I, _A, _A, _A, _A),
    DangerLevel.REVERSIBLE: (_D, _D, _A, _A, _A),
    DangerLevel.DESTRUCTIVE: (_D, _D, _C, _A, _A),
    DangerLevel.DANGEROUS: (_D, _D, _D, _C, _A),
    DangerLevel.FORBIDDEN: (_D, _D, _D, _D, _C),
}


def gate(trust: TrustLevel, danger: DangerLevel) -> Gate:
    """The matrix cell for an adapter's trust and an operation's danger (seed 000 §4.1)."""
    return GATING_MATRIX[danger][trust]


def minimum_trust_for(danger: DangerLevel) -> TrustLevel:
    """The lowest trust level at which `danger` is allowed or confirmable (for denial errors)."""
    for trust in TrustLevel:
        if gate(trust, danger) in (Gate.ALLOW, Gate.CONFIRM):
            return trust
    return TrustLevel.CERTIFIED


class RiskTolerance(StrEnum):
    """How much risk an agent may take without a pause (seed 003 §5.5): a score threshold."""

    CONSERVATIVE = "conservative"
    MODERATE = "moderate"
    AGGRESSIVE = "aggressive"

    @property
    def threshold(self) -> int:
        return {"conservative": 25, "moderate": 50, "aggressive": 75}[self.value]
