"""Reading and validating policy files (JSON, TOML, YAML): every problem names file, key and fault.

Keys are camelCase as in the spec (`maxAutonomousSteps`, `requiresApproval`, ...); the snake_case
spelling is accepted too (digest Y-1), but not both in one section. Unknown keys are errors, because
a misspelt `deny` that is silently ignored is a policy that does not protect. Duplicate keys are
errors for the same reason (a second `"deny": []` must not quietly win). PyYAML is imported only when
a YAML file is loaded, so the hook path never pays for it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from dongle.levels import DangerLevel, RiskTolerance, SafetyTier
from dongle.policy.glob import MAX_PATTERN_CHARS, Glob
from dongle.policy.layers import agent_key, check_tightening
from dongle.policy.model import (
    RISK_CLASSES,
    TTL_RANGE,
    ApprovalScope,
    EscalationOverrides,
    Layer,
    Overrides,
    Policy,
    PolicyError,
    PolicyLayer,
    ToolOverrides,
)

MAX_STEPS_RANGE = (1, 10_000)
FORMATS = {".json": "json", ".toml": "toml", ".yaml": "yaml", ".yml": "yaml"}
POLICY_NAMES = tuple(f"policy{suffix}" for suffix in FORMATS)

_SECTION_KEYS = {
    "maxAutonomousSteps": "max_autonomous_steps",
    "riskTolerance": "risk_tolerance",
    "deny": "deny",
    "requiresApproval": "requires_approval",
    "autoApprove": "auto_approve",
    "dangerPatterns": "danger_patterns",
    "escalation": "escalation",
    "tools": "tools",
    "description": "description",
}
_TOP_ONLY_KEYS = {"version": "version", "agents": "agents", "safetyServers": "safety_servers"}
_ESCALATION_KEYS = {
    "enabled": "enabled",
    "repeatThreshold": "repeat_threshold",
    "cumulativeRiskThreshold": "cumulative_risk_threshold",
    "maxTier": "max_tier",
}
_TOOLS_KEYS = {
    "allowPatterns": "allow_patterns",
    "confirmPatterns": "confirm_patterns",
    "denyPatterns": "deny_patterns",
    "approvalPolicy": "approval_policy",
}
_APPROVAL_KEYS = {
    "requireApproval": "require_approval",
    "defaultScope": "default_scope",
    "ttlSeconds": "ttl_seconds",
}
_REGEX_HINTS = set("[]()|\\^$+{}")


class _Reader:
    """Validates one document, collecting non-fatal warnings and raising PolicyError on the first fault."""

    def __init__(self, file: str | None) -> None:
        self.file = file
        self.warnings: list[str] = []

    def fail(self, key: str, problem: str) -> PolicyError:
        return PolicyError(self.file, key, problem)

    def warn(self, key: str, message: str) -> None:
        where = f"{self.file}: " if self.file else ""
        self.warnings.append(f"{where}{key}: {message}")

    def keys(self, data: Any, where: str, allowed: Mapping[str, str]) -> dict[str, Any]:
        """Canonical camelCase key -> value; rejects unknown keys and camel+snake duplicates."""
        if not isinstance(data, Mapping):
            raise self.fail(where or "(top level)", f"expected a table/object, got {_type(data)}")
        snake_to_camel = {snake: camel for camel, snake in allowed.items()}
        out: dict[str, Any] = {}
        for raw_key, value in data.items():
            key = raw_key if raw_key in allowed else snake_to_camel.get(raw_key)
            path = f"{where}.{raw_key}" if where else str(raw_key)
            if key is None:
                known = ", ".join(sorted(allowed))
                raise self.fail(path, f"unknown key; expected one of: {known}")
            if key in out:
                raise self.fail(path, f"given twice (as {key!r} and its snake_case spelling)")
            out[key] = value
        return out

    def integer(self, key: str, value: Any, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(key, f"expected an integer from {low} to {high}, got {_type(value)}")
        if not low <= value <= high:
            raise self.fail(key, f"{value} is out of range; expected {low} to {high}")
        return value

    def boolean(self, key: str, value: Any) -> bool:
        if not isinstance(value, bool):  # never coerce: "false" must not mean true (REF #679)
            raise self.fail(key, f"expected true or false, got {_type(value)}")
        return value

    def choice(self, key: str, value: Any, allowed: Iterable[str]) -> str:
        options = list(allowed)
        if not isinstance(value, str) or value.strip().lower() not in options:
            raise self.fail(key, f"{value!r} is not one of: {', '.join(options)}")
        return value.strip().lower()

    def strings(self, key: str, value: Any) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(key, f"expected a list of strings, got {_type(value)}")
        return tuple(value)

    def patterns(self, key: str, value: Any, *, whole_only: bool = False) -> tuple[str, ...]:
        items = self.strings(key, value)
        for index, pattern in enumerate(items):
            where = f"{key}[{index}]"
            if not pattern.strip():
                raise self.fail(where, "empty pattern")
            if len(pattern) > MAX_PATTERN_CHARS:
                raise self.fail(where, f"pattern longer than {MAX_PATTERN_CHARS} characters")
            if any(ord(c) < 32 or ord(c) == 127 for c in pattern):
                raise self.fail(where, "control characters are not allowed in a pattern")
            Glob(pattern)
            if pattern != pattern.strip():
                self.warn(where, f"{pattern!r} has leading or trailing whitespace (ignored when matching)")
            if _REGEX_HINTS & set(pattern):
                self.warn(where, f"{pattern!r}: only * and ? are wildcards; other characters are literal")
            if whole_only and pattern.strip() == "*":
                self.warn(where, "a bare * matches everything")
        return items

    def tool_patterns(self, key: str, value: Any, *, allow: bool = False) -> tuple[str, ...]:
        items = self.patterns(key, value, whole_only=allow)
        for index, pattern in enumerate(items):
            tool, sep, arg = pattern.partition(":")
            if not tool.strip():
                raise self.fail(f"{key}[{index}]", "missing tool name before ':' (e.g. 'Bash:git push*')")
            if sep and not arg.strip():
                raise self.fail(f"{key}[{index}]", "missing argument glob after ':' (use the bare tool name)")
        return items


def _type(value: Any) -> str:
    names = {bool: "a boolean", int: "an integer", float: "a number", str: "a string", list: "a list",
             type(None): "null"}
    return names.get(type(value), "a table" if isinstance(value, Mapping) else type(value).__name__)


def _section(reader: _Reader, data: Any, where: str, *, top: bool) -> tuple[Overrides, dict[str, Any]]:
    allowed = {**_SECTION_KEYS, **(_TOP_ONLY_KEYS if top else {})}
    values = reader.keys(data, where, allowed)

    def path(key: str) -> str:
        return f"{where}.{key}" if where else key

    fields: dict[str, Any] = {}
    if "description" in values and not isinstance(values["description"], str):
        raise reader.fail(path("description"), "expected a string")
    if "maxAutonomousSteps" in values:
        fields["max_autonomous_steps"] = reader.integer(
            path("maxAutonomousSteps"), values["maxAutonomousSteps"], *MAX_STEPS_RANGE
        )
    if "riskTolerance" in values:
        fields["risk_tolerance"] = RiskTolerance(
            reader.choice(path("riskTolerance"), values["riskTolerance"], (t.value for t in RiskTolerance))
        )
    for key, name in (("deny", "deny"), ("requiresApproval", "requires_approval")):
        if key in values:
            fields[name] = reader.patterns(path(key), values[key])
    if "autoApprove" in values:
        fields["auto_approve"] = reader.patterns(path("autoApprove"), values["autoApprove"], whole_only=True)
    if "dangerPatterns" in values:
        fields["danger_patterns"] = _danger_patterns(reader, values["dangerPatterns"], path("dangerPatterns"))
    if "escalation" in values:
        fields["escalation"] = _escalation(reader, values["escalation"], path("escalation"))
    if "tools" in values:
        fields["tools"] = _tools(reader, values["tools"], path("tools"))
    if "safetyServers" in values:
        servers = reader.strings(path("safetyServers"), values["safetyServers"])
        if not all(s.strip() for s in servers):
            raise reader.fail(path("safetyServers"), "server names must not be empty")
        fields["safety_servers"] = servers
    return Overrides(**fields), values


def _danger_patterns(reader: _Reader, data: Any, where: str) -> dict[DangerLevel, tuple[str, ...]]:
    if not isinstance(data, Mapping):
        raise reader.fail(where, f"expected a table of level -> patterns, got {_type(data)}")
    out: dict[DangerLevel, tuple[str, ...]] = {}
    for raw_level, patterns in data.items():
        key = f"{where}.{raw_level}"
        try:
            level = DangerLevel.parse(raw_level)
        except ValueError as exc:
            raise reader.fail(key, str(exc)) from None
        if level is DangerLevel.SAFE:
            raise reader.fail(key, "danger patterns can only raise a level; use autoApprove to skip pauses")
        out[level] = reader.patterns(key, patterns)
    return out


def _escalation(reader: _Reader, data: Any, where: str) -> EscalationOverrides:
    values = reader.keys(data, where, _ESCALATION_KEYS)
    fields: dict[str, Any] = {}
    if "enabled" in values:
        fields["enabled"] = reader.boolean(f"{where}.enabled", values["enabled"])
    if "repeatThreshold" in values:
        fields["repeat_threshold"] = reader.integer(
            f"{where}.repeatThreshold", values["repeatThreshold"], 2, 1000
        )
    if "cumulativeRiskThreshold" in values:
        fields["cumulative_threshold"] = reader.integer(
            f"{where}.cumulativeRiskThreshold", values["cumulativeRiskThreshold"], 1, 100_000
        )
    if "maxTier" in values:
        tiers = [t.value for t in SafetyTier if t is not SafetyTier.ADVISORY]
        fields["max_tier"] = SafetyTier(reader.choice(f"{where}.maxTier", values["maxTier"], tiers))
    return EscalationOverrides(**fields)


def _tools(reader: _Reader, data: Any, where: str) -> ToolOverrides:
    values = reader.keys(data, where, _TOOLS_KEYS)
    fields: dict[str, Any] = {}
    if "allowPatterns" in values:
        fields["allow"] = reader.tool_patterns(f"{where}.allowPatterns", values["allowPatterns"], allow=True)
    if "confirmPatterns" in values:
        fields["confirm"] = reader.tool_patterns(f"{where}.confirmPatterns", values["confirmPatterns"])
    if "denyPatterns" in values:
        fields["deny"] = reader.tool_patterns(f"{where}.denyPatterns", values["denyPatterns"])
    if "approvalPolicy" in values:
        key = f"{where}.approvalPolicy"
        policy = reader.keys(values["approvalPolicy"], key, _APPROVAL_KEYS)
        if "requireApproval" in policy:
            classes = reader.strings(f"{key}.requireApproval", policy["requireApproval"])
            for index, name in enumerate(classes):
                reader.choice(f"{key}.requireApproval[{index}]", name, RISK_CLASSES)
            fields["require_approval"] = frozenset(c.strip().lower() for c in classes)
        if "defaultScope" in policy:
            fields["default_scope"] = ApprovalScope(
                reader.choice(f"{key}.defaultScope", policy["defaultScope"], (s.value for s in ApprovalScope))
            )
        if "ttlSeconds" in policy:
            fields["ttl_seconds"] = reader.integer(f"{key}.ttlSeconds", policy["ttlSeconds"], *TTL_RANGE)
    return ToolOverrides(**fields)


def _parse(reader: _Reader, data: Any, layer: Layer) -> PolicyLayer:
    global_, values = _section(reader, data, "", top=True)
    if "version" in values and values["version"] != 1:
        raise reader.fail("version", f"unsupported version {values['version']!r}; expected 1")
    agents: dict[str, Overrides] = {}
    raw_agents = values.get("agents", {})
    if not isinstance(raw_agents, Mapping):
        raise reader.fail("agents", f"expected a table of agent name -> settings, got {_type(raw_agents)}")
    for name, section in raw_agents.items():
        if not isinstance(name, str) or not name.strip() or len(name) > 256:
            raise reader.fail(f"agents.{name}", "agent names are non-empty strings of at most 256 characters")
        same = next((other for other in agents if agent_key(other) == agent_key(name)), None)
        if same is not None:
            raise reader.fail(f"agents.{name}", f"the same agent as {same!r} (names ignore case and width)")
        agents[name], _ = _section(reader, section, f"agents.{name}", top=False)
    return PolicyLayer(layer=layer, path=reader.file, global_=global_, agents=agents)


def parse_policy(
    data: Mapping[str, Any], *, file: str | None = None, layer: Layer = Layer.USER
) -> PolicyLayer:
    """Validate one decoded policy document; raise PolicyError(file, key, problem)."""
    return _parse(_Reader(file), data, layer)


class _UniqueKeyLoader:
    """Builds a PyYAML SafeLoader subclass that rejects duplicate keys (imported lazily)."""

    @staticmethod
    def make() -> Any:
        import yaml

        class Loader(yaml.SafeLoader):
            pass

        def construct_mapping(loader: Any, node: Any, deep: bool = False) -> dict[Any, Any]:
            loader.flatten_mapping(node)
            out: dict[Any, Any] = {}
            for key_node, value_node in node.value:
                key = loader.construct_object(key_node, deep=deep)
                if key in out:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"duplicate key {key!r}", key_node.start_mark
                    )
                out[key] = loader.construct_object(value_node, deep=deep)
            return out

        Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
        return Loader


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


def decode_file(path: str | Path) -> Any:
    """Read and decode a policy file by its suffix; PolicyError on any failure."""
    file = str(path)
    if FORMATS.get(Path(file).suffix.lower()) is None:
        raise PolicyError(file, "(file)", f"unsupported format; use one of: {', '.join(FORMATS)}")
    try:
        text = Path(file).read_bytes().decode("utf-8")
    except OSError as exc:
        raise PolicyError(file, "(file)", f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise PolicyError(file, "(file)", f"not UTF-8 text (byte {exc.start})") from None
    return decode_text(text, file)


def decode_text(text: str, file: str) -> Any:
    """Decode a policy file's text by the file's suffix (also the text a write would leave there, which
    `dongle.policy.tightened` judges before it is written); PolicyError on any failure."""
    kind = FORMATS.get(Path(file).suffix.lower())
    if kind is None:
        raise PolicyError(file, "(file)", f"unsupported format; use one of: {', '.join(FORMATS)}")
    if kind == "toml":
        import tomllib  # here, not at module level: most hook processes never read a TOML file

        try:
            return tomllib.loads(text)
        except Exception as exc:  # tomllib.TOMLDecodeError, or anything else: never a traceback
            raise PolicyError(file, "(syntax)", f"invalid TOML: {exc}") from None
    try:
        if kind == "json":
            return json.loads(text, object_pairs_hook=_no_duplicates)
        import yaml

        return yaml.load(text, Loader=_UniqueKeyLoader.make())
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno} column {exc.colno}"
        raise PolicyError(file, "(syntax)", f"invalid JSON at {where}: {exc.msg}") from None
    except ValueError as exc:  # duplicate keys in JSON
        raise PolicyError(file, "(syntax)", str(exc)) from None
    except Exception as exc:  # yaml.YAMLError and its subclasses, without importing yaml up front
        raise PolicyError(file, "(syntax)", f"invalid YAML: {exc}") from None


def default_policy() -> Policy:
    """The policy when no file is given: the documented defaults."""
    return Policy()


def load_policy(path: str | Path, layer: Layer = Layer.USER) -> Policy:
    """Load one policy file (`--policy FILE`) over the defaults."""
    return load_layered([(layer, path)])


def load_layered(files: Sequence[tuple[Layer, str | Path]]) -> Policy:
    """Load system/user/project files in that order; later files may only tighten earlier ones."""
    order = list(Layer)
    ranked = sorted(files, key=lambda item: order.index(item[0]))
    layers: list[PolicyLayer] = []
    warnings: list[str] = []
    for layer, path in ranked:
        reader = _Reader(str(path))
        data = decode_file(path)
        if data is None:
            data = {}  # an empty YAML file
        layers.append(_parse(reader, data, layer))
        warnings.extend(reader.warnings)
    check_tightening(layers)
    return Policy(layers=tuple(layers), warnings=tuple(warnings))


def discover_policy_files(
    cwd: str | Path | None = None,
    environ: Mapping[str, str] | None = None,
    explicit: str | Path | None = None,
) -> list[tuple[Layer, Path]]:
    """The policy files that apply: `/etc/dongle`, the user's config dir (or `explicit`), `<cwd>/.dongle`.

    More than one policy file in one directory is an error: which one wins would be a guess.
    """
    env = os.environ if environ is None else environ
    config_home = Path(env.get("XDG_CONFIG_HOME") or Path(env.get("HOME", "~")).expanduser() / ".config")
    found: list[tuple[Layer, Path]] = []
    places = [(Layer.SYSTEM, Path("/etc/dongle"))]
    if explicit is None:
        places.append((Layer.USER, config_home / "dongle"))
    else:
        found.append((Layer.USER, Path(explicit)))
    places.append((Layer.PROJECT, Path(cwd or os.getcwd()) / ".dongle"))
    for layer, directory in places:
        present = [directory / name for name in POLICY_NAMES if (directory / name).is_file()]
        if len(present) > 1:
            names = ", ".join(p.name for p in present)
            raise PolicyError(str(directory), "(file)", f"several policy files: {names}")
        found.extend((layer, p) for p in present)
    return found
