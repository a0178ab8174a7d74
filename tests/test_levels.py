from dongle.levels import (
    DangerLevel,
    Gate,
    SafetyTier,
    TrustLevel,
    gate,
    minimum_trust_for,
)


def test_matrix_matches_seed_000_section_4_1():
    rows = {
        "safe": "introspect_only allow allow allow allow",
        "reversible": "deny deny allow allow allow",
        "destructive": "deny deny confirm allow allow",
        "dangerous": "deny deny deny confirm allow",
        "forbidden": "deny deny deny deny confirm",
    }
    for danger_name, cells in rows.items():
        danger = DangerLevel.parse(danger_name)
        assert [gate(t, danger).value for t in TrustLevel] == cells.split()


def test_minimum_trust():
    assert minimum_trust_for(DangerLevel.DANGEROUS) is TrustLevel.COMMUNITY_REVIEWED
    assert minimum_trust_for(DangerLevel.FORBIDDEN) is TrustLevel.CERTIFIED
    assert gate(TrustLevel.UNTESTED, DangerLevel.SAFE) is Gate.INTROSPECT_ONLY


def test_score_to_tier_boundaries():
    assert [SafetyTier.for_score(s).value for s in (0, 30, 31, 60, 61, 85, 86, 100)] == [
        "advisory", "advisory", "confirm", "confirm", "verify", "verify", "danger_zone", "danger_zone",
    ]


def test_parse_rejects_bad_values():
    import pytest

    with pytest.raises(ValueError, match="expected one of"):
        DangerLevel.parse("catastrophic")
    with pytest.raises(ValueError, match="expected one of"):
        TrustLevel.parse("trusted")
    assert TrustLevel.parse(None) is TrustLevel.UNTESTED
