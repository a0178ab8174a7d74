"""Operator overrides of the gating matrix (seed 004 §5.3), which can only make it stricter.

```yaml
trust_policy:
  minimum_trust_for_writes: validated          # create / update / execute operations
  minimum_trust_for_deletes: community_reviewed
  allow_untested_introspection: true
  require_confirmation_below: community_reviewed  # an `allow` below this trust becomes `confirm`
```

Each key adds a refusal or a confirmation on top of the matrix; none can turn a `deny` or a
`confirm` into an `allow`, so a policy file can never weaken the seed's defaults.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dongle.levels import Gate, TrustLevel

_KEYS = {
    "minimum_trust_for_writes",
    "minimum_trust_for_deletes",
    "allow_untested_introspection",
    "require_confirmation_below",
}
WRITE_CATEGORIES = ("create", "update", "execute")


class TrustPolicyError(ValueError):
    pass


@dataclass(frozen=True)
class TrustPolicy:
    minimum_trust_for_writes: TrustLevel | None = None
    minimum_trust_for_deletes: TrustLevel | None = None
    allow_untested_introspection: bool = True
    require_confirmation_below: TrustLevel | None = None

    @classmethod
    def from_mapping(cls, data: Any, source: str = "trust policy") -> TrustPolicy:
        if isinstance(data, dict) and "trust_policy" in data:
            data = data["trust_policy"]
        if not isinstance(data, dict):
            raise TrustPolicyError(f"{source}: trust_policy must be a mapping")
        unknown = sorted(set(data) - _KEYS)
        if unknown:
            raise TrustPolicyError(
                f"{source}: unknown key(s) {', '.join(unknown)}; allowed: {', '.join(sorted(_KEYS))}"
            )

        def level(key: str) -> TrustLevel | None:
            if data.get(key) is None:
                return None
            try:
                return TrustLevel.parse(data[key])
            except ValueError as exc:
                raise TrustPolicyError(f"{source}: {key}: {exc}") from None

        introspection = data.get("allow_untested_introspection", True)
        if not isinstance(introspection, bool):
            raise TrustPolicyError(f"{source}: allow_untested_introspection must be true or false")
        return cls(
            level("minimum_trust_for_writes"),
            level("minimum_trust_for_deletes"),
            introspection,
            level("require_confirmation_below"),
        )

    @classmethod
    def load(cls, path: str | Path) -> TrustPolicy:
        import yaml

        try:
            data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
            raise TrustPolicyError(f"{path}: cannot read the trust policy ({type(exc).__name__})") from None
        return cls.from_mapping(data, str(path))

    def required_trust(self, category: str) -> TrustLevel | None:
        """The policy's minimum trust for an operation of this CRUDE category, if any."""
        if category == "delete":
            return self.minimum_trust_for_deletes
        if category in WRITE_CATEGORIES:
            return self.minimum_trust_for_writes
        return None

    def tighten(self, cell: Gate, trust: TrustLevel) -> Gate:
        if (
            cell is Gate.ALLOW
            and self.require_confirmation_below is not None
            and trust < self.require_confirmation_below
        ):
            return Gate.CONFIRM
        return cell
