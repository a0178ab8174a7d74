"""Levels, tiers and the trust-to-danger matrix: the pieces `tests/test_levels.py` does not cover."""

from __future__ import annotations

import pytest

from dongle.levels import (
    GATING_MATRIX,
    SCORE_BANDS,
    DangerLevel,
    Decision,
    Gate,
    RiskTolerance,
    SafetyTier,
    TrustLevel,
    gate,
    level_for_score,
)

STRICTNESS = {Gate.ALLOW: 0, Gate.CONFIRM: 1, Gate.DENY: 2, Gate.INTROSPECT_ONLY: 2}


def test_risk_tolerance_thresholds():
    assert [t.threshold for t in RiskTolerance] == [25, 50, 75]


def test_score_bands_cover_0_to_100_without_gaps_or_overlaps():
    covered = [s for low, high in SCORE_BANDS.values() for s in range(low, high + 1)]
    assert covered == list(range(101))
    for level, (low, high) in SCORE_BANDS.items():
        assert level_for_score(low) is level and level_for_score(high) is level
    assert level_for_score(-3) is DangerLevel.SAFE and level_for_score(140) is DangerLevel.FORBIDDEN


def test_tier_decisions_and_exit_codes():
    assert [t.decision for t in SafetyTier] == [Decision.ALLOW, Decision.ASK, Decision.VERIFY, Decision.DENY]
    assert [d.exit_code for d in Decision] == [0, 1, 1, 2]
    assert [t.rank for t in SafetyTier] == [0, 1, 2, 3]


def test_L2_more_trust_is_never_stricter_and_more_danger_never_looser():
    for danger in DangerLevel:
        for trust in list(TrustLevel)[1:]:
            assert STRICTNESS[gate(trust, danger)] <= STRICTNESS[gate(TrustLevel(trust - 1), danger)]
    for trust in TrustLevel:
        cells = [STRICTNESS[gate(trust, d)] for d in DangerLevel if d is not DangerLevel.SAFE]
        assert cells == sorted(cells)
    assert len(GATING_MATRIX) == 5 and all(len(row) == 5 for row in GATING_MATRIX.values())


def test_L1_missing_trust_is_untested_and_only_introspection_runs():
    assert gate(TrustLevel.parse(None), DangerLevel.SAFE) is Gate.INTROSPECT_ONLY


@pytest.mark.parametrize("bad", [3, "", "Trusted", True, 2.0, {"level": "validated"}])
def test_L1_invalid_trust_metadata_is_rejected_with_the_allowed_values(bad):
    with pytest.raises(ValueError, match="expected one of: untested, generated, validated"):
        TrustLevel.parse(bad)


@pytest.mark.parametrize("bad", [True, 5, -1, "5", "", None])
def test_K1_invalid_danger_levels_are_rejected(bad):
    with pytest.raises(ValueError, match="invalid danger level"):
        DangerLevel.parse(bad)


def test_K1_danger_levels_parse_names_and_numbers():
    assert DangerLevel.parse(" Dangerous ") is DangerLevel.DANGEROUS
    assert DangerLevel.parse("4") is DangerLevel.FORBIDDEN and DangerLevel.parse(0) is DangerLevel.SAFE
