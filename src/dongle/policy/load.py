"""Reading and validating policy files (JSON, TOML, YAML): every problem names file, key and fault."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from dongle.policy.model import Layer, Policy, PolicyLayer


def default_policy() -> Policy:
    """The policy when no file is given: the documented defaults."""
    return Policy()


def parse_policy(
    data: Mapping[str, Any], *, file: str | None = None, layer: Layer = Layer.USER
) -> PolicyLayer:
    """Validate one decoded policy document; raise PolicyError(file, key, problem)."""
    raise NotImplementedError


def load_policy(path: str | Path, layer: Layer = Layer.USER) -> Policy:
    """Load one policy file (`--policy FILE`) over the defaults."""
    raise NotImplementedError


def load_layered(files: Sequence[tuple[Layer, str | Path]]) -> Policy:
    """Load system/user/project files in that order; later files may only tighten earlier ones."""
    raise NotImplementedError
