"""Adapter files: strict validation with file, line and key; defaults; danger resolution."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dongle.adapters.danger import ToolHints, base_danger, interpolate, resolve_danger
from dongle.adapters.model import AdapterError, Operation, load_adapter
from dongle.levels import DangerLevel, TrustLevel

GOOD = """---
name: github-api
type: adapter
version: 1.0.0
description: GitHub REST API
target:
  type: http
  base_url: https://api.github.com
auth:
  type: bearer
  env: GITHUB_TOKEN
operations:
  read:
    - name: list_repos
      maps_to: "GET /user/repos"
  execute:
    - name: force_sync
      maps_to: "POST /sync"
      danger:
        level: safe
        reasons: ["Force flag only bypasses cache"]
  delete:
    - name: delete_repo
      maps_to: "DELETE /repos/{owner}/{repo}"
      danger:
        level: destructive
        confirmation_message: "Delete repository '{owner}/{repo}'? This cannot be undone."
        cooldown_seconds: 5
    - name: remove_label
      maps_to: "DELETE /labels/{name}"
---
# GitHub
"""


def write(tmp_path: Path, text: str, name: str = "a.md") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_a_valid_file_loads_and_missing_trust_means_untested(tmp_path):
    adapter = load_adapter(write(tmp_path, GOOD))
    assert adapter.trust.level is TrustLevel.UNTESTED
    assert adapter.auth.env == "GITHUB_TOKEN" and adapter.auth.header == "Authorization"
    assert sorted(adapter.operations) == ["delete_repo", "force_sync", "list_repos", "remove_label"]
    assert adapter.operations["delete_repo"].danger.cooldown_seconds == 5


@pytest.mark.parametrize(
    ("old", "new", "key", "line", "problem"),
    [
        ("type: adapter", "type: skill", "type", 3, "must be 'adapter'"),
        (
            "        level: destructive",
            "        level: catastrophic",
            "operations.delete[0].danger.level",
            26,
            "invalid danger level",
        ),
        (
            '      maps_to: "GET /user/repos"',
            '      maps_to: "FETCH /user/repos"',
            "operations.read[0].maps_to",
            15,
            "METHOD /path",
        ),
        ("  execute:", "  run:", "operations.run", 16, "unknown CRUDE category"),
        ("  env: GITHUB_TOKEN", "  env: ghp_abc-123!", "auth.env", 11, "environment variable name"),
        (
            "        cooldown_seconds: 5",
            "        cooldown_seconds: -1",
            "operations.delete[0].danger.cooldown_seconds",
            28,
            "between 0 and 3600",
        ),
        ("description: GitHub REST API", "descripton: GitHub REST API", "descripton", 5, "unknown key"),
    ],
)
def test_problems_name_the_file_line_and_key(tmp_path, old, new, key, line, problem):
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new))
    with pytest.raises(AdapterError) as caught:
        load_adapter(path)
    found = [p for p in caught.value.problems if p.key == key]
    assert found, caught.value.problems
    assert found[0].file == str(path) and found[0].line == line and problem in found[0].problem


def test_bad_trust_and_bad_conditions_are_rejected(tmp_path):
    text = GOOD.replace("---\n# GitHub", "trust:\n  level: trusted\n---\n# GitHub").replace(
        "        cooldown_seconds: 5",
        "        cooldown_seconds: 5\n        conditions:\n"
        "          - when: \"__import__('os').system('x')\"\n"
        "            level: forbidden",
    )
    with pytest.raises(AdapterError) as caught:
        load_adapter(write(tmp_path, text))
    keys = {p.key: p for p in caught.value.problems}
    assert "invalid trust level" in keys["trust.level"].problem
    assert keys["operations.delete[0].danger.conditions[0].when"].line == 30


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("name: x\n", "must start with a '---' line"),
        ("---\nname: x\n", "not closed"),
        ("---\nname: [unclosed\n---\n", "invalid YAML"),
        ("---\n- a\n- b\n---\n", "must be a YAML mapping"),
    ],
)
def test_malformed_files(tmp_path, text, problem):
    with pytest.raises(AdapterError) as caught:
        load_adapter(write(tmp_path, text))
    assert problem in str(caught.value)


def test_declared_danger_overrides_patterns_and_defaults_apply(tmp_path):
    adapter = load_adapter(write(tmp_path, GOOD))
    ops = adapter.operations
    trust = TrustLevel.VALIDATED
    assert base_danger(ops["force_sync"], trust).level is DangerLevel.SAFE  # §5.3 override of force_*
    assert base_danger(ops["force_sync"], trust).source == "declared"
    assert base_danger(ops["list_repos"], trust).level is DangerLevel.SAFE
    assert base_danger(ops["remove_label"], trust).level is DangerLevel.DESTRUCTIVE  # delete default
    assert base_danger(ops["remove_label"], trust).source == "category_default"


def test_annotations_are_ignored_below_validated_and_never_lower_a_forbidden_name():
    tidy = Operation("tidy", "execute", "tidy")
    drop = Operation("drop_table", "read", "drop_table")
    read_only = ToolHints(read_only=True, destructive=False)
    assert base_danger(tidy, TrustLevel.GENERATED, read_only).level is DangerLevel.REVERSIBLE
    # a tool the adapter file does not list takes its level from trusted annotations ...
    assert base_danger(tidy, TrustLevel.VALIDATED, read_only, filed=False).level is DangerLevel.SAFE
    # ... one it lists keeps the family the operator filed it under: annotations only raise (issue 13)
    assert base_danger(tidy, TrustLevel.VALIDATED, read_only).level is DangerLevel.REVERSIBLE
    filed_delete = Operation("tidy", "delete", "tidy")
    assert base_danger(filed_delete, TrustLevel.VALIDATED, read_only).level is DangerLevel.DESTRUCTIVE
    assert (
        base_danger(tidy, TrustLevel.VALIDATED, ToolHints(destructive=True)).level is DangerLevel.DESTRUCTIVE
    )
    assert base_danger(drop, TrustLevel.CERTIFIED, read_only).level is DangerLevel.FORBIDDEN


def test_conditions_and_escalation_only_raise(tmp_path):
    text = GOOD.replace(
        "        cooldown_seconds: 5",
        "        cooldown_seconds: 5\n"
        "        conditions:\n"
        '          - when: "params.count > 100 and not params.dry_run"\n'
        "            level: forbidden\n"
        "            reason: bulk\n"
        "          - when: \"params.repo in ['scratch', 'tmp']\"\n"
        "            level: safe\n"
        "        escalation:\n"
        "          - after_count: 3\n"
        "            level: dangerous\n"
        "            message: many",
    )
    op = load_adapter(write(tmp_path, text)).operations["delete_repo"]
    t = TrustLevel.CERTIFIED
    assert resolve_danger(op, {"count": 5}, t).level is DangerLevel.DESTRUCTIVE
    assert resolve_danger(op, {"count": 500, "dry_run": False}, t).level is DangerLevel.FORBIDDEN
    assert resolve_danger(op, {"count": 500, "dry_run": True}, t).level is DangerLevel.DESTRUCTIVE
    assert resolve_danger(op, {"count": "x"}, t).level is DangerLevel.FORBIDDEN  # undecidable: assumed met
    assert resolve_danger(op, {"count": 1, "repo": "tmp"}, t).level is DangerLevel.DESTRUCTIVE  # cannot lower
    assert resolve_danger(op, {"count": 1}, t, recent_calls=1).level is DangerLevel.DESTRUCTIVE
    escalated = resolve_danger(op, {"count": 1}, t, recent_calls=2)
    assert escalated.level is DangerLevel.DANGEROUS and "many" in escalated.reasons


def test_confirmation_message_interpolation():
    template = "Delete repository '{owner}/{repo}'? {_confirmation} {missing}"
    assert interpolate(template, {"owner": "acme", "repo": "widgets", "_confirmation": "conf_x"}) == (
        "Delete repository 'acme/widgets'? {_confirmation} {missing}"
    )


def test_cli_validate_reports_file_line_and_problem(tmp_path):
    good = write(tmp_path, GOOD, "good.md")
    bad = write(tmp_path, GOOD.replace("type: adapter", "type: skill"), "bad.md")
    ok = subprocess.run(
        [sys.executable, "-m", "dongle", "adapter", "validate", str(good)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    fail = subprocess.run(
        [sys.executable, "-m", "dongle", "adapter", "validate", str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ok.returncode == 0 and "valid adapter 'github-api'" in ok.stdout
    assert fail.returncode == 2
    assert f"{bad}:3: type: must be 'adapter'" in fail.stderr
