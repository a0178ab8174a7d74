"""Structured actions: validation errors, each kind's judge, and the hint/action mismatch."""

from __future__ import annotations

import json

import pytest

from dongle.classify.structured import (
    FILE_RULES,
    STRUCTURED_ACTION_SCHEMA,
    ActionValidationError,
    classify_structured_action,
    judge_hint_and_action,
    validate_action,
)
from dongle.levels import DangerLevel, Decision

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
CWD = "/work/project"


def label(action) -> str:
    return LABEL[classify_structured_action(action).tier.value]


# --- validation ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (None, "action"),
        ("rm -rf /", "action"),
        ({}, "action.kind"),
        ({"kind": "teleport"}, "action.kind"),
        ({"kind": "shell"}, "action.command"),
        ({"kind": "shell", "command": "   "}, "action.command"),
        ({"kind": "shell", "command": ["rm", "-rf"]}, "action.command"),
        ({"kind": "shell", "command": "ls", "env": {"A": 1}}, "action.env"),
        ({"kind": "shell", "command": "ls", "sudo": True}, "action.sudo"),
        ({"kind": "tool"}, "action.tool"),
        ({"kind": "tool", "tool": "x", "arguments": [1, 2]}, "action.arguments"),
        ({"kind": "tool", "tool": "x", "arguments": {"a": object()}}, "action.arguments"),
        ({"kind": "file_write", "path": ""}, "action.path"),
        ({"kind": "file_read", "path": "x" * 5000}, "action.path"),
    ],
)
def test_invalid_actions_raise_a_structured_error(action, field):
    with pytest.raises(ActionValidationError) as err:
        classify_structured_action(action)
    payload = err.value.to_dict()
    assert payload["code"] == "INVALID_ACTION"
    assert payload["field"] == field
    assert payload["message"]
    json.dumps(payload)  # serialisable as an error body


def test_schema_examples_validate_and_schema_is_json():
    json.dumps(STRUCTURED_ACTION_SCHEMA)
    for branch in STRUCTURED_ACTION_SCHEMA["oneOf"]:
        for example in branch["examples"]:
            assert validate_action(example)["kind"] == example["kind"]
        assert set(branch["required"]) <= set(branch["properties"])


def test_schema_and_validator_agree_on_fields():
    from dongle.classify.structured import _ALLOWED_KEYS

    by_kind = {}
    for branch in STRUCTURED_ACTION_SCHEMA["oneOf"]:
        kind = branch["properties"]["kind"]
        for k in kind.get("enum", [kind.get("const")]):
            by_kind[k] = set(branch["properties"])
    assert by_kind == _ALLOWED_KEYS


# --- judging each kind --------------------------------------------------------------------------------


def test_shell_action_uses_the_shell_classifier_with_its_cwd():
    assert label({"kind": "shell", "command": "pytest -q", "cwd": CWD}) == "go"
    assert label({"kind": "shell", "command": "rm -rf ~", "cwd": CWD}) == "stop"
    assert label({"kind": "shell", "command": "rm -rf build", "cwd": CWD}) == "go"


def test_tool_action_reads_name_server_and_arguments():
    assert (
        label({"kind": "tool", "server": "github", "tool": "list_issues", "arguments": {"state": "open"}})
        == "go"
    )
    assert (
        label(
            {
                "kind": "tool",
                "server": "github",
                "tool": "delete_repo",
                "arguments": {"owner": "acme", "repo": "widgets"},
            }
        )
        == "stop"  # a hosted repository goes with its history, issues and pull requests
    )
    assert (
        label(
            {
                "kind": "tool",
                "server": "prod-postgres",
                "tool": "delete_rows",
                "arguments": {"table": "users"},
            }
        )
        == "stop"
    )
    assert (
        label(
            {
                "kind": "tool",
                "server": "postgres",
                "tool": "query",
                "arguments": {"sql": "DROP TABLE users", "database": "app_prod"},
            }
        )
        == "stop"
    )
    assert (
        label(
            {"kind": "tool", "server": "shell", "tool": "run_command", "arguments": {"command": "rm -rf /"}}
        )
        == "stop"
    )


@pytest.mark.parametrize("rule", [r for r in FILE_RULES if r.examples], ids=lambda r: r.key)
def test_file_rule_examples(rule):
    for kind, path, want in rule.examples:
        assert label({"kind": kind, "path": path, "cwd": CWD}) == want, (kind, path)


def test_file_read_of_shadow_is_a_secret():
    assert label({"kind": "file_read", "path": "/etc/shadow"}) == "pause"


def test_unresolvable_file_path_is_not_allowed():
    got = classify_structured_action({"kind": "file_write", "path": "$UNSET_DIR/x", "cwd": CWD})
    assert got.decision != Decision.ALLOW


def test_judge_failure_fails_closed(monkeypatch):
    import dongle.classify.structured as structured

    def boom(*_a, **_k):
        raise RuntimeError("broken")

    monkeypatch.setattr(structured, "judge_command", boom)
    got = classify_structured_action({"kind": "shell", "command": "ls"})
    assert got.decision == Decision.ASK and got.unresolved


# --- hint and action together ----------------------------------------------------------------------


def test_harmless_story_harmful_action_escalates_and_says_so():
    action = {"kind": "shell", "command": "git push --force origin main", "cwd": CWD}
    alone = classify_structured_action(action)
    got = judge_hint_and_action("running the unit tests", action)
    assert got.danger_level == DangerLevel(min(alone.danger_level + 1, 4))
    assert got.risk_score > alone.risk_score
    assert got.tier.rank > alone.tier.rank
    assert "action.hint-mismatch" in got.rules
    assert "understates" in got.factors[0]


def test_go_story_and_pause_action_becomes_stronger_than_pause():
    action = {"kind": "tool", "tool": "delete_repo", "arguments": {"repo": "acme/site"}}
    got = judge_hint_and_action("updating a config file", action)
    assert got.tier.value in ("verify", "danger_zone")


def test_matching_story_does_not_escalate():
    action = {"kind": "shell", "command": "git push --force origin main", "cwd": CWD}
    got = judge_hint_and_action("force pushing main after the rebase", action)
    assert got == classify_structured_action(action)
    assert "action.hint-mismatch" not in got.rules


def test_the_action_is_preferred_over_a_scary_story():
    action = {"kind": "file_read", "path": "README.md", "cwd": CWD}
    got = judge_hint_and_action("dropping the production database", action)
    assert got.decision == Decision.ALLOW
    assert any("riskier" in f for f in got.factors)


def test_vague_story_with_a_harmful_action_takes_the_action_verdict():
    action = {"kind": "shell", "command": "rm -rf ~", "cwd": CWD}
    got = judge_hint_and_action("doing something", action)
    assert got.tier.value == "danger_zone"


def test_no_action_means_the_hint_decides():
    assert judge_hint_and_action("listing files", None).decision == Decision.ALLOW
    assert judge_hint_and_action(None, None).decision == Decision.ASK  # nothing to judge: vague


def test_invalid_action_with_a_hint_still_raises():
    with pytest.raises(ActionValidationError):
        judge_hint_and_action("listing files", {"kind": "shell"})
