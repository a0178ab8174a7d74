"""The adapter file: Markdown with YAML front matter describing a target and its operations.

An adapter (MCP-AQL element type `adapter`) says what a target is (`http`: a REST API the dongle
calls itself; `mcp`: a downstream MCP server started over stdio), how to authenticate (the
*names* of environment variables, never secrets), which operations exist in each CRUDE category,
how dangerous each is, and how much the adapter is trusted (seed 004 §3).

Loading is strict: every problem is reported with the file, the line and the key it is about, and
nothing half-valid is ever returned. A missing `trust` block means `untested` (seed 004 §6.1).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dongle.adapters.expr import Condition, ExpressionError
from dongle.levels import DangerLevel, TrustLevel

CATEGORIES = ("read", "create", "update", "delete", "execute")
HTTP_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD")
AUTH_TYPES = ("none", "bearer", "api_key")
PARAM_TYPES = ("string", "integer", "number", "boolean", "object", "array")
MAX_FILE_BYTES = 1_000_000


@dataclass(frozen=True)
class Problem:
    file: str
    line: int | None
    key: str
    problem: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.key or '(file)'}: {self.problem}"

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "key": self.key, "problem": self.problem}


class AdapterError(ValueError):
    """The adapter file is invalid; `problems` lists every finding."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass(frozen=True)
class ConditionalLevel:
    when: Condition
    level: DangerLevel
    reason: str


@dataclass(frozen=True)
class EscalationStep:
    after_count: int
    level: DangerLevel
    message: str


@dataclass(frozen=True)
class DangerSpec:
    """A declared `danger` block (seed 000 §3.2, with §9.1 conditions and §9.3 escalation)."""

    level: DangerLevel
    reasons: tuple[str, ...] = ()
    confirmation_message: str | None = None
    cooldown_seconds: float = 0.0
    requires_reauth: bool = False
    audit_context: tuple[str, ...] = ()
    conditions: tuple[ConditionalLevel, ...] = ()
    escalation: tuple[EscalationStep, ...] = ()
    escalation_window_seconds: float = 3600.0


@dataclass(frozen=True)
class Parameter:
    name: str
    type: str | None = None
    required: bool = False
    description: str = ""


@dataclass(frozen=True)
class Operation:
    name: str
    category: str
    maps_to: str
    description: str = ""
    parameters: tuple[Parameter, ...] | None = None  # None: not declared, anything passes
    danger: DangerSpec | None = None


@dataclass(frozen=True)
class Auth:
    type: str = "none"
    env: str | None = None  # the variable holding the token or key
    header: str = "Authorization"


@dataclass(frozen=True)
class Target:
    type: str  # "http" | "mcp"
    base_url: str | None = None
    command: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    timeout_seconds: float = 30.0
    expose_unlisted_tools: bool = True


@dataclass(frozen=True)
class Promotion:
    from_level: TrustLevel
    to_level: TrustLevel
    at: str
    by: str
    reason: str = ""

    def to_dict(self) -> dict[str, Any]:
        record = {"from": self.from_level.label, "to": self.to_level.label, "at": self.at, "by": self.by}
        if self.reason:
            record["reason"] = self.reason
        return record


@dataclass(frozen=True)
class Trust:
    level: TrustLevel = TrustLevel.UNTESTED
    raw: dict[str, Any] = field(default_factory=dict)
    history: tuple[Promotion, ...] = ()


@dataclass(frozen=True)
class Adapter:
    path: Path
    name: str
    version: str
    description: str
    target: Target
    auth: Auth
    operations: dict[str, Operation]
    trust: Trust
    front_matter: dict[str, Any]
    body: str

    def fingerprint(self) -> str:
        """SHA-256 of everything but the trust block: what a promotion vouches for."""
        content = {k: v for k, v in self.front_matter.items() if k != "trust"}
        blob = json.dumps(content, sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.sha256(blob.encode() + b"\0" + self.body.encode()).hexdigest()


# ---- reading the file ----------------------------------------------------------------------------


def split_front_matter(text: str) -> tuple[str, str]:
    """(yaml, body). The file must open with a `---` line and close the block with another."""
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].strip() != "---":
        raise ValueError("the file must start with a '---' line opening the YAML front matter")
    for index in range(1, len(lines)):
        if lines[index].strip() == "---":
            return "".join(lines[1:index]), "".join(lines[index + 1 :])
    raise ValueError("the YAML front matter is not closed by a '---' line")


def _line_map(yaml_text: str) -> dict[str, int]:
    """Key path ('operations.delete[0].danger.level') -> 1-based line in the file."""
    import yaml

    lines: dict[str, int] = {}

    def walk(node: Any, path: str) -> None:
        lines.setdefault(path, node.start_mark.line + 2)  # +1 for 1-based, +1 for the '---' line
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                name = f"{path}.{key.value}" if path else str(key.value)
                lines[name] = key.start_mark.line + 2
                walk(value, name)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                walk(item, f"{path}[{index}]")

    root = yaml.compose(yaml_text, Loader=yaml.SafeLoader)
    if root is not None:
        walk(root, "")
    return lines


class _Reader:
    """Collects problems while turning the parsed front matter into the model."""

    def __init__(self, file: str, lines: dict[str, int]):
        self.file = file
        self.lines = lines
        self.problems: list[Problem] = []

    def fail(self, key: str, problem: str) -> None:
        line = self.lines.get(key)
        probe = key
        while line is None and probe:
            probe = probe.rsplit(".", 1)[0] if "." in probe else ""
            line = self.lines.get(probe)
        self.problems.append(Problem(self.file, line, key, problem))

    def string(self, data: dict[str, Any], key: str, path: str, *, required: bool = True) -> str | None:
        value = data.get(key)
        if value is None:
            if required:
                self.fail(path, "is required")
            return None
        if not isinstance(value, str) or not value.strip():
            self.fail(path, f"must be a non-empty string, got {type(value).__name__}")
            return None
        return value

    def mapping(self, value: Any, path: str) -> dict[str, Any] | None:
        if not isinstance(value, dict):
            self.fail(path, f"must be a mapping, got {type(value).__name__}")
            return None
        return value

    def unknown(self, data: dict[str, Any], allowed: set[str], path: str) -> None:
        for key in data:
            if key not in allowed:
                self.fail(
                    f"{path}.{key}" if path else str(key),
                    f"unknown key (allowed: {', '.join(sorted(allowed))})",
                )

    def level(self, value: Any, path: str) -> DangerLevel | None:
        try:
            return DangerLevel.parse(value)
        except ValueError as exc:
            self.fail(path, str(exc))
            return None


_TOP_KEYS = {"name", "type", "version", "description", "target", "auth", "operations", "trust"}
_OP_KEYS = {"name", "maps_to", "description", "parameters", "danger"}
_DANGER_KEYS = {
    "level",
    "default_level",
    "reasons",
    "confirmation_message",
    "cooldown_seconds",
    "requires_reauth",
    "audit_context",
    "conditions",
    "escalation",
    "escalation_window_seconds",
}
_TRUST_KEYS = {
    "level",
    "generated_at",
    "generated_by",
    "validated_at",
    "validated_by",
    "validation_report",
    "promoted_from",
    "promotion_history",
    "certification",
}


def load_adapter(path: str | Path) -> Adapter:
    """Read and validate an adapter file; raise AdapterError listing every problem found."""
    import yaml

    path = Path(path)
    file = str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise AdapterError([Problem(file, None, "", f"cannot read: {exc.strerror}")]) from None
    if len(raw) > MAX_FILE_BYTES:
        raise AdapterError([Problem(file, None, "", f"larger than {MAX_FILE_BYTES} bytes")])
    try:
        text = raw.decode("utf-8")
        yaml_text, body = split_front_matter(text)
    except UnicodeDecodeError:
        raise AdapterError([Problem(file, None, "", "not UTF-8 text")]) from None
    except ValueError as exc:
        raise AdapterError([Problem(file, 1, "", str(exc))]) from None
    try:
        data = yaml.safe_load(yaml_text)
        lines = _line_map(yaml_text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 2 if mark is not None else None
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise AdapterError([Problem(file, line, "", f"invalid YAML: {problem}")]) from None
    reader = _Reader(file, lines)
    if not isinstance(data, dict):
        raise AdapterError([Problem(file, 2, "", "the front matter must be a YAML mapping")])
    adapter = _read(reader, path, data, body)
    if reader.problems or adapter is None:
        raise AdapterError(reader.problems)
    return adapter


def _read(r: _Reader, path: Path, data: dict[str, Any], body: str) -> Adapter | None:
    r.unknown(data, _TOP_KEYS, "")
    name = r.string(data, "name", "name")
    if data.get("type") != "adapter":
        r.fail("type", f"must be 'adapter', got {data.get('type')!r}")
    version = data.get("version")
    if isinstance(version, int | float) and not isinstance(version, bool):
        version = str(version)
    if not isinstance(version, str) or not version.strip():
        r.fail("version", "is required (a version string such as '1.0.0')")
    description = r.string(data, "description", "description")
    target = _target(r, data.get("target"))
    auth = _auth(r, data.get("auth"))
    operations = _operations(r, data.get("operations"), target)
    trust = _trust(r, data.get("trust"))
    if r.problems or None in (name, description, target, auth, operations, trust):
        return None
    return Adapter(
        path=path,
        name=str(name),
        version=str(version),
        description=str(description),
        target=target,  # type: ignore[arg-type]
        auth=auth,  # type: ignore[arg-type]
        operations=operations,  # type: ignore[arg-type]
        trust=trust,  # type: ignore[arg-type]
        front_matter=data,
        body=body,
    )


def _target(r: _Reader, value: Any) -> Target | None:
    if value is None:
        r.fail("target", "is required")
        return None
    data = r.mapping(value, "target")
    if data is None:
        return None
    kind = data.get("type")
    timeout = data.get("timeout_seconds", 30)
    if isinstance(timeout, bool) or not isinstance(timeout, int | float) or not 0 < timeout <= 600:
        r.fail("target.timeout_seconds", "must be a number of seconds between 0 and 600")
        timeout = 30
    if kind == "http":
        r.unknown(data, {"type", "base_url", "timeout_seconds"}, "target")
        base = r.string(data, "base_url", "target.base_url")
        if base and not base.startswith(("http://", "https://")):
            r.fail("target.base_url", "must start with http:// or https://")
        return Target("http", base_url=(base or "").rstrip("/"), timeout_seconds=float(timeout))
    if kind == "mcp":
        r.unknown(
            data, {"type", "command", "args", "env", "timeout_seconds", "expose_unlisted_tools"}, "target"
        )
        command = data.get("command")
        if isinstance(command, str):
            command = [command]
        args = data.get("args", [])
        if not isinstance(command, list) or not command or not all(isinstance(c, str) for c in command):
            r.fail("target.command", "must be a program name or a list of strings")
            command = []
        if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
            r.fail("target.args", "must be a list of strings")
            args = []
        env = data.get("env", {})
        if not isinstance(env, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in env.items()
        ):
            r.fail("target.env", "must map variable names to strings")
            env = {}
        expose = data.get("expose_unlisted_tools", True)
        if not isinstance(expose, bool):
            r.fail("target.expose_unlisted_tools", "must be true or false")
            expose = False
        return Target(
            "mcp",
            command=tuple(command) + tuple(args),
            env=env,
            timeout_seconds=float(timeout),
            expose_unlisted_tools=expose,
        )
    r.fail("target.type", f"must be 'http' or 'mcp', got {kind!r}")
    return None


def _auth(r: _Reader, value: Any) -> Auth | None:
    if value is None:
        return Auth()
    data = r.mapping(value, "auth")
    if data is None:
        return None
    r.unknown(data, {"type", "env", "header"}, "auth")
    kind = data.get("type", "none")
    if kind not in AUTH_TYPES:
        r.fail("auth.type", f"must be one of {', '.join(AUTH_TYPES)}, got {kind!r}")
        return None
    if kind == "none":
        return Auth()
    env = r.string(data, "env", "auth.env")
    if env and not env.replace("_", "").isalnum():
        r.fail("auth.env", "must be an environment variable name (the secret itself never goes in the file)")
    header = data.get("header", "Authorization" if kind == "bearer" else "X-API-Key")
    if not isinstance(header, str) or not header or any(c in header for c in ":\r\n "):
        r.fail("auth.header", "must be an HTTP header name")
        header = "Authorization"
    return Auth(kind, env, header)


def _operations(r: _Reader, value: Any, target: Target | None) -> dict[str, Operation] | None:
    if value is None:
        if target is not None and target.type == "mcp":
            return {}
        r.fail("operations", "is required for an http target")
        return None
    data = r.mapping(value, "operations")
    if data is None:
        return None
    ops: dict[str, Operation] = {}
    for category, entries in data.items():
        path = f"operations.{category}"
        if category not in CATEGORIES:
            r.fail(path, f"unknown CRUDE category (allowed: {', '.join(CATEGORIES)})")
            continue
        if not isinstance(entries, list):
            r.fail(path, "must be a list of operations")
            continue
        for index, entry in enumerate(entries):
            op = _operation(r, entry, category, f"{path}[{index}]", target)
            if op is None:
                continue
            if op.name in ops:
                r.fail(f"{path}[{index}].name", f"duplicate operation name {op.name!r}")
                continue
            ops[op.name] = op
    return ops


def _operation(r: _Reader, value: Any, category: str, path: str, target: Target | None) -> Operation | None:
    data = r.mapping(value, path)
    if data is None:
        return None
    r.unknown(data, _OP_KEYS, path)
    name = r.string(data, "name", f"{path}.name")
    if name and not all(c.isalnum() or c in "_-" for c in name):
        r.fail(f"{path}.name", "may hold only letters, digits, '_' and '-'")
    maps_to = r.string(data, "maps_to", f"{path}.maps_to")
    if maps_to and target is not None and target.type == "http":
        method, _, route = maps_to.partition(" ")
        if method.upper() not in HTTP_METHODS or not route.startswith("/"):
            r.fail(f"{path}.maps_to", "must be 'METHOD /path' for an http target, e.g. 'DELETE /items/{id}'")
    description = data.get("description", "")
    if not isinstance(description, str):
        r.fail(f"{path}.description", "must be a string")
    params = _parameters(r, data.get("parameters"), f"{path}.parameters")
    danger = _danger(r, data["danger"], f"{path}.danger") if "danger" in data else None
    if name is None or maps_to is None:
        return None
    return Operation(name, category, maps_to, str(description or ""), params, danger)


def _parameters(r: _Reader, value: Any, path: str) -> tuple[Parameter, ...] | None:
    if value is None:
        return None
    items: list[tuple[str, Any, str]] = []
    if isinstance(value, dict):
        items = [(str(k), v, f"{path}.{k}") for k, v in value.items()]
    elif isinstance(value, list):
        for index, entry in enumerate(value):
            if isinstance(entry, dict) and isinstance(entry.get("name"), str):
                items.append(
                    (entry["name"], {k: v for k, v in entry.items() if k != "name"}, f"{path}[{index}]")
                )
            else:
                r.fail(f"{path}[{index}]", "must be a mapping with a 'name'")
    else:
        r.fail(path, "must be a mapping of parameter names or a list of {name, ...}")
        return None
    params = []
    for name, spec, where in items:
        if name.startswith("_"):
            r.fail(where, "parameter names starting with '_' are reserved (e.g. _confirmation)")
            continue
        spec = spec if spec is not None else {}
        if not isinstance(spec, dict):
            r.fail(where, "must be a mapping (type, required, description)")
            continue
        r.unknown(spec, {"type", "required", "description"}, where)
        kind = spec.get("type")
        if kind is not None and kind not in PARAM_TYPES:
            r.fail(f"{where}.type", f"must be one of {', '.join(PARAM_TYPES)}")
        required = spec.get("required", False)
        if not isinstance(required, bool):
            r.fail(f"{where}.required", "must be true or false")
            required = True
        params.append(Parameter(name, kind, required, str(spec.get("description", ""))))
    return tuple(params)


def _strings(r: _Reader, value: Any, path: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        r.fail(path, "must be a list of strings")
        return ()
    return tuple(value)


def _danger(r: _Reader, value: Any, path: str) -> DangerSpec | None:
    if isinstance(value, str | int) and not isinstance(value, bool):
        level = r.level(value, path)
        return DangerSpec(level) if level is not None else None
    data = r.mapping(value, path)
    if data is None:
        return None
    r.unknown(data, _DANGER_KEYS, path)
    if "level" in data and "default_level" in data:
        r.fail(path, "give 'level' or 'default_level', not both")
    key = "level" if "level" in data else "default_level"
    if key not in data:
        r.fail(f"{path}.level", "is required")
        return None
    level = r.level(data[key], f"{path}.{key}")
    message = data.get("confirmation_message")
    if message is not None and not isinstance(message, str):
        r.fail(f"{path}.confirmation_message", "must be a string")
        message = None
    cooldown = data.get("cooldown_seconds", 0)
    if isinstance(cooldown, bool) or not isinstance(cooldown, int | float) or not 0 <= cooldown <= 3600:
        r.fail(f"{path}.cooldown_seconds", "must be a number of seconds between 0 and 3600")
        cooldown = 0
    reauth = data.get("requires_reauth", False)
    if not isinstance(reauth, bool):
        r.fail(f"{path}.requires_reauth", "must be true or false")
        reauth = True
    window = data.get("escalation_window_seconds", 3600)
    if isinstance(window, bool) or not isinstance(window, int | float) or window <= 0:
        r.fail(f"{path}.escalation_window_seconds", "must be a positive number of seconds")
        window = 3600
    conditions = []
    raw_conditions = data.get("conditions", [])
    if not isinstance(raw_conditions, list):
        r.fail(f"{path}.conditions", "must be a list of {when, level, reason}")
        raw_conditions = []
    for index, entry in enumerate(raw_conditions):
        where = f"{path}.conditions[{index}]"
        entry = r.mapping(entry, where)
        if entry is None:
            continue
        r.unknown(entry, {"when", "level", "reason"}, where)
        try:
            when = Condition.parse(entry.get("when"))
        except ExpressionError as exc:
            r.fail(f"{where}.when", str(exc))
            continue
        cond_level = r.level(entry.get("level"), f"{where}.level")
        if cond_level is not None:
            conditions.append(ConditionalLevel(when, cond_level, str(entry.get("reason", entry["when"]))))
    steps = []
    raw_steps = data.get("escalation", [])
    if not isinstance(raw_steps, list):
        r.fail(f"{path}.escalation", "must be a list of {after_count, level, message}")
        raw_steps = []
    for index, entry in enumerate(raw_steps):
        where = f"{path}.escalation[{index}]"
        entry = r.mapping(entry, where)
        if entry is None:
            continue
        r.unknown(entry, {"after_count", "level", "message"}, where)
        count = entry.get("after_count")
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            r.fail(f"{where}.after_count", "must be a positive integer")
            continue
        step_level = r.level(entry.get("level"), f"{where}.level")
        if step_level is not None:
            steps.append(EscalationStep(count, step_level, str(entry.get("message", ""))))
    if level is None:
        return None
    return DangerSpec(
        level=level,
        reasons=_strings(r, data.get("reasons"), f"{path}.reasons"),
        confirmation_message=message,
        cooldown_seconds=float(cooldown),
        requires_reauth=reauth,
        audit_context=_strings(r, data.get("audit_context"), f"{path}.audit_context"),
        conditions=tuple(conditions),
        escalation=tuple(sorted(steps, key=lambda s: s.after_count)),
        escalation_window_seconds=float(window),
    )


def _trust(r: _Reader, value: Any) -> Trust | None:
    if value is None:
        return Trust()
    data = r.mapping(value, "trust")
    if data is None:
        return None
    r.unknown(data, _TRUST_KEYS, "trust")
    try:
        level = TrustLevel.parse(data.get("level"))
    except ValueError as exc:
        r.fail("trust.level", str(exc))
        return None
    if "level" not in data:
        r.fail("trust.level", "is required in a trust block")
    history = []
    raw = data.get("promotion_history", []) or []
    if not isinstance(raw, list):
        r.fail("trust.promotion_history", "must be a list")
        raw = []
    for index, entry in enumerate(raw):
        where = f"trust.promotion_history[{index}]"
        if not isinstance(entry, dict):
            r.fail(where, "must be a mapping {from, to, at, by, reason?}")
            continue
        try:
            history.append(
                Promotion(
                    TrustLevel.parse(entry.get("from")),
                    TrustLevel.parse(entry.get("to")),
                    str(entry.get("at", "")),
                    str(entry.get("by", "")),
                    str(entry.get("reason", "") or ""),
                )
            )
        except ValueError as exc:
            r.fail(where, str(exc))
    for key in ("validation_report", "certification"):
        if data.get(key) is not None and not isinstance(data[key], dict):
            r.fail(f"trust.{key}", "must be a mapping or null")
    return Trust(level, dict(data), tuple(history))
