"""Structured actions: the optional `action` object of `record_execution_step`.

A hint is a story; an action is the thing itself: `{"kind": "shell", "command": ..., "cwd": ...}`,
`{"kind": "tool", "server": ..., "tool": ..., "arguments": {...}}`, `{"kind": "file_write" |
"file_read", "path": ...}`. When an agent sends one, it is judged in preference to the prose, and
when the prose makes the action sound harmless while the action is not, the verdict escalates one
level and says so: a mismatch between what an agent says and what it does is itself a warning sign.

`STRUCTURED_ACTION_SCHEMA` documents the object for introspection (JSON-schema style, no external
validator needed); `validate_action` enforces it and raises `ActionValidationError`, which carries
a code, a message and the offending field so a door can answer with a structured error.
"""

from __future__ import annotations

import json
import posixpath
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dongle.assessment import Assessment
from dongle.classify.extract import ToolCall
from dongle.classify.hint import classify_hint, judge_command, judge_tool_call
from dongle.classify.verdict import assess, score_for
from dongle.levels import DangerLevel, SafetyTier

L = DangerLevel
MAX_COMMAND = 1_048_576
MAX_PATH = 4096
MAX_NAME = 256
MAX_ARGUMENTS_JSON = 262_144

STRUCTURED_ACTION_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "action",
    "description": (
        "Optional on record_execution_step: the exact action the agent is about to take. When present it "
        "is judged in preference to next_action_hint; if the hint makes it sound harmless and it is not, "
        "the verdict escalates."
    ),
    "oneOf": [
        {
            "title": "shell",
            "type": "object",
            "required": ["kind", "command"],
            "properties": {
                "kind": {"const": "shell"},
                "command": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": MAX_COMMAND,
                    "description": "the command line exactly as it will run",
                },
                "cwd": {"type": "string", "maxLength": MAX_PATH, "description": "absolute working directory"},
                "env": {
                    "type": "object",
                    "additionalProperties": {"type": "string"},
                    "description": "variables known to be set in the agent's shell",
                },
            },
            "additionalProperties": False,
            "examples": [{"kind": "shell", "command": "pytest -q", "cwd": "/home/me/project"}],
        },
        {
            "title": "tool",
            "type": "object",
            "required": ["kind", "tool"],
            "properties": {
                "kind": {"const": "tool"},
                "server": {"type": "string", "maxLength": MAX_NAME, "description": "the MCP server's name"},
                "tool": {"type": "string", "minLength": 1, "maxLength": MAX_NAME},
                "arguments": {"type": "object", "description": "the tool call's arguments"},
            },
            "additionalProperties": False,
            "examples": [
                {
                    "kind": "tool",
                    "server": "github",
                    "tool": "delete_repo",
                    "arguments": {"owner": "acme", "repo": "widgets"},
                }
            ],
        },
        {
            "title": "file",
            "type": "object",
            "required": ["kind", "path"],
            "properties": {
                "kind": {"enum": ["file_write", "file_read"]},
                "path": {"type": "string", "minLength": 1, "maxLength": MAX_PATH},
                "cwd": {"type": "string", "maxLength": MAX_PATH},
            },
            "additionalProperties": False,
            "examples": [{"kind": "file_write", "path": "src/app.py", "cwd": "/home/me/project"}],
        },
    ],
}

_ALLOWED_KEYS = {
    "shell": {"kind", "command", "cwd", "env"},
    "tool": {"kind", "server", "tool", "arguments"},
    "file_write": {"kind", "path", "cwd"},
    "file_read": {"kind", "path", "cwd"},
}


class ActionValidationError(ValueError):
    """The action object does not match STRUCTURED_ACTION_SCHEMA. `to_dict()` is the error payload.

    problem: "missing" (a required field), "type" (a field of the wrong JSON type) or "value";
    `validation_code` is the MCP-AQL error code a door answers with for it.
    """

    code = "INVALID_ACTION"

    def __init__(self, message: str, field: str | None = None, problem: str = "value") -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.problem = problem

    @property
    def validation_code(self) -> str:
        return {"missing": "VALIDATION_MISSING_PARAM", "type": "VALIDATION_INVALID_TYPE"}.get(
            self.problem, "VALIDATION_INVALID_VALUE"
        )

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "field": self.field}


def _string(action: Mapping[str, Any], key: str, limit: int, required: bool) -> str | None:
    value = action.get(key)
    if value is None:
        if required:
            raise ActionValidationError(f"action.{key} is required", f"action.{key}", "missing")
        return None
    if not isinstance(value, str):
        raise ActionValidationError(
            f"action.{key} must be a string, not {type(value).__name__}", f"action.{key}", "type"
        )
    if required and not value.strip():
        raise ActionValidationError(f"action.{key} must not be empty", f"action.{key}")
    if len(value) > limit:
        raise ActionValidationError(f"action.{key} is longer than {limit} characters", f"action.{key}")
    return value


def validate_action(action: Any) -> dict[str, Any]:
    """Check an action against the schema; return a clean copy. Raises ActionValidationError."""
    if not isinstance(action, Mapping):
        raise ActionValidationError(
            f"action must be an object, not {type(action).__name__}", "action", "type"
        )
    kind = action.get("kind")
    if kind is None:
        raise ActionValidationError("action.kind is required", "action.kind", "missing")
    if not isinstance(kind, str):
        raise ActionValidationError(
            f"action.kind must be a string, not {type(kind).__name__}", "action.kind", "type"
        )
    if kind not in _ALLOWED_KEYS:
        allowed = ", ".join(_ALLOWED_KEYS)
        raise ActionValidationError(f"action.kind must be one of: {allowed} (got {kind!r})", "action.kind")
    extra = sorted(str(k) for k in action if k not in _ALLOWED_KEYS[kind])
    if extra:
        raise ActionValidationError(
            f"unexpected field(s) for a {kind} action: {', '.join(extra)}", f"action.{extra[0]}"
        )
    clean: dict[str, Any] = {"kind": kind}
    if kind == "shell":
        clean["command"] = _string(action, "command", MAX_COMMAND, True)
        clean["cwd"] = _string(action, "cwd", MAX_PATH, False)
        env = action.get("env")
        if env is not None:
            if not isinstance(env, Mapping) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in env.items()
            ):
                raise ActionValidationError(
                    "action.env must map variable names to string values", "action.env", "type"
                )
            clean["env"] = dict(env)
    elif kind == "tool":
        clean["tool"] = _string(action, "tool", MAX_NAME, True)
        clean["server"] = _string(action, "server", MAX_NAME, False)
        args = action.get("arguments", {})
        if args is None:
            args = {}
        if not isinstance(args, Mapping):
            raise ActionValidationError("action.arguments must be an object", "action.arguments", "type")
        try:
            size = len(json.dumps(args))
        except (TypeError, ValueError, RecursionError) as exc:
            raise ActionValidationError(
                f"action.arguments is not JSON-serialisable ({exc})", "action.arguments"
            ) from exc
        if size > MAX_ARGUMENTS_JSON:
            raise ActionValidationError(
                f"action.arguments is larger than {MAX_ARGUMENTS_JSON} bytes as JSON", "action.arguments"
            )
        clean["arguments"] = dict(args)
    else:
        clean["path"] = _string(action, "path", MAX_PATH, True)
        clean["cwd"] = _string(action, "cwd", MAX_PATH, False)
    return clean


@dataclass(frozen=True)
class FileRule:
    """How bad it is to write or read a path in one region or sensitivity class."""

    key: str  # a region or sensitivity from dongle.paths
    write: DangerLevel
    read: DangerLevel
    reason: str
    examples: tuple[tuple[str, str, str], ...]  # (kind, path, expected label); cwd is /work/project


# Sensitivity first (a key in ~/.ssh is worse than "somewhere in home"), then region.
FILE_RULES: tuple[FileRule, ...] = (
    FileRule(
        "system_auth",
        L.FORBIDDEN,
        L.SAFE,
        "system account or sudo configuration",
        (("file_write", "/etc/sudoers", "stop"), ("file_read", "/etc/passwd", "go")),
    ),
    FileRule(
        "credential",
        L.DESTRUCTIVE,
        L.DESTRUCTIVE,
        "credentials or keys (reading puts them in the agent's context)",
        (("file_read", "~/.ssh/id_rsa", "pause"), ("file_write", "~/.aws/credentials", "pause")),
    ),
    FileRule(
        "project_secret",
        L.DESTRUCTIVE,
        L.DESTRUCTIVE,
        "the project's secrets (.env)",
        (("file_read", ".env", "pause"),),
    ),
    FileRule(
        "shell_startup",
        L.DANGEROUS,
        L.SAFE,
        "a shell start-up file runs on every new shell",
        (("file_write", "~/.bashrc", "pause"), ("file_read", "~/.zshrc", "go")),
    ),
    FileRule(
        "agent_config",
        L.DANGEROUS,
        L.SAFE,
        "agent hooks and settings decide what the agent may do",
        (("file_write", ".claude/settings.json", "pause"),),
    ),
    FileRule(
        "dongle_self",
        L.FORBIDDEN,
        L.SAFE,
        "the dongle's own state and policy: the agent must not change its own guard",
        (),
    ),
    FileRule(
        "device",
        L.FORBIDDEN,
        L.DESTRUCTIVE,
        "a block device: writing destroys a filesystem",
        (("file_write", "/dev/sda", "stop"),),
    ),
    FileRule("network", L.DANGEROUS, L.DESTRUCTIVE, "bash's /dev/tcp opens a network connection", ()),
    FileRule("root", L.FORBIDDEN, L.SAFE, "the filesystem root", ()),
    FileRule(
        "git",
        L.DANGEROUS,
        L.SAFE,
        "inside the repository's .git (hooks, history)",
        (("file_write", ".git/hooks/pre-commit", "pause"), ("file_read", ".git/HEAD", "go")),
    ),
    FileRule(
        "system",
        L.DANGEROUS,
        L.SAFE,
        "a system directory",
        (("file_write", "/etc/hosts", "pause"), ("file_read", "/etc/nginx/nginx.conf", "go")),
    ),
    FileRule(
        "home",
        L.DESTRUCTIVE,
        L.SAFE,
        "the home directory outside the project",
        (("file_write", "~/notes.txt", "pause"),),
    ),
    FileRule("home_data", L.DESTRUCTIVE, L.SAFE, "the home directory outside the project", ()),
    FileRule("outside", L.DESTRUCTIVE, L.SAFE, "outside the working directory", ()),
    FileRule("unknown", L.DESTRUCTIVE, L.DESTRUCTIVE, "the path could not be resolved", ()),
    FileRule("cwd", L.DESTRUCTIVE, L.SAFE, "the working directory itself", ()),
    FileRule(
        "pseudo", L.SAFE, L.SAFE, "a pseudo device that stores nothing", (("file_write", "/dev/null", "go"),)
    ),
    FileRule(
        "project",
        L.REVERSIBLE,
        L.SAFE,
        "a file in the project",
        (("file_write", "src/app.py", "go"), ("file_read", "README.md", "go")),
    ),
    FileRule("scratch", L.REVERSIBLE, L.SAFE, "scratch space", (("file_write", "/tmp/out.json", "go"),)),
)
_FILE_RULES = {r.key: r for r in FILE_RULES}
_SECRET_FILES = frozenset({"shadow", "gshadow", "master.passwd"})


def _judge_file(kind: str, path: str, cwd: str | None) -> Assessment:
    from dongle.paths import classify_path

    info = classify_path(path, cwd)
    writing = kind == "file_write"
    rule = (_FILE_RULES.get(info.sensitivity or "") if info.sensitivity else None) or _FILE_RULES.get(
        info.region
    )
    if rule is None:  # a region this table does not know yet: fail closed
        rule = _FILE_RULES["unknown"]
    level = rule.write if writing else rule.read
    if not writing and posixpath.basename(path) in _SECRET_FILES:
        level = L.DESTRUCTIVE
    verb = "writes" if writing else "reads"
    return assess(
        level,
        kind=kind,
        subject=path,
        rules=(f"file.{'write' if writing else 'read'}.{rule.key}",),
        factors=(f"{verb} {path}: {rule.reason}",),
        unresolved=info.region == "unknown",
        irreversible=writing and level >= L.DANGEROUS,
    )


def classify_structured_action(action: Mapping[str, Any]) -> Assessment:
    """Judge a structured action (see STRUCTURED_ACTION_SCHEMA). Raises ActionValidationError for an
    invalid object; any other failure while judging pauses (fail closed)."""
    clean = validate_action(action)
    kind = clean["kind"]
    try:
        if kind == "shell":
            return judge_command(
                clean["command"], "structured action", cwd=clean.get("cwd"), env=clean.get("env")
            )
        if kind == "tool":
            call = ToolCall(clean["tool"], clean.get("server"), clean["arguments"], form="tool")
            return judge_tool_call(call)
        return _judge_file(kind, clean["path"], clean.get("cwd"))
    except Exception as exc:  # fail closed on a judge's own failure
        subject = str(clean.get("command") or clean.get("tool") or clean.get("path"))
        return Assessment.failed(
            subject[:500], f"internal error while judging the action ({type(exc).__name__})", kind=kind
        )


def judge_hint_and_action(hint: str | None, action: Mapping[str, Any] | None) -> Assessment:
    """The verdict for a step that may carry both a hint and an action.

    The action decides. If the hint, judged alone, is materially below the action (a harmless
    story for a harmful action, or two tiers short), the verdict goes up one danger level and a
    factor says why. With
    no action, the hint alone decides. Raises ActionValidationError for an invalid action.
    """
    if action is None:
        return classify_hint(hint if hint is not None else "")
    judged = classify_structured_action(action)
    if not hint or not hint.strip():
        return judged
    told = classify_hint(hint)
    # Material disagreement only: a harmless story, or one at least two tiers below the action.
    # A hint that admits harm one tier short ("writing ~/.bashrc") is honest, not a cover story.
    gap = judged.tier.rank - told.tier.rank
    material = gap >= 2 or (gap >= 1 and told.tier is SafetyTier.ADVISORY)
    if told.unresolved or judged.tier is SafetyTier.ADVISORY or not material:
        if told.tier.rank > judged.tier.rank:
            note = (
                f"the hint sounds riskier ({told.tier.value}) than the action ({judged.tier.value}); "
                "the action is what is judged"
            )
            return _replace(judged, factors=(*judged.factors, note))
        return judged
    level = DangerLevel(min(int(judged.danger_level) + 1, int(L.FORBIDDEN)))
    score = max(score_for(level), min(100, judged.risk_score + 10))
    note = (
        f"the hint describes this as {told.tier.value} ({hint.strip()[:120]!r}) but the action is "
        f"{judged.tier.value}: the description understates the action, so the verdict is escalated"
    )
    return _replace(
        judged,
        danger_level=level,
        risk_score=score,
        factors=(note, *judged.factors),
        rules=(*judged.rules, "action.hint-mismatch"),
    )


def _replace(a: Assessment, **changes: Any) -> Assessment:
    fields = {
        "danger_level": a.danger_level,
        "risk_score": a.risk_score,
        "irreversible": a.irreversible,
        "factors": a.factors,
        "rules": a.rules,
        "safer_alternative": a.safer_alternative,
        "recovery": a.recovery,
        "unresolved": a.unresolved,
        "kind": a.kind,
        "subject": a.subject,
        "extra": dict(a.extra),
    }
    fields.update(changes)
    return Assessment(**fields)
