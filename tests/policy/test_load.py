"""Loading policy files: three formats, one model; every invalid file names file, key and fault."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dongle.levels import DangerLevel, RiskTolerance, SafetyTier
from dongle.policy import ApprovalScope, Policy, PolicyError, load_policy, parse_policy
from dongle.policy.load import discover_policy_files
from dongle.policy.model import DEFAULT_MAX_STEPS, Layer

DOC = {
    "maxAutonomousSteps": 7,
    "riskTolerance": "conservative",
    "deny": ["drop_*", "rm -rf*"],
    "requiresApproval": ["git push*"],
    "autoApprove": ["read_*"],
    "dangerPatterns": {"forbidden": ["*_production*"]},
    "escalation": {"repeatThreshold": 4, "maxTier": "danger_zone"},
    "tools": {
        "allowPatterns": ["Read", "Bash:git status*"],
        "confirmPatterns": ["Edit:*.env*"],
        "denyPatterns": ["Bash:sudo *"],
        "approvalPolicy": {
            "requireApproval": ["dangerous", "irreversible"],
            "defaultScope": "tool_session",
            "ttlSeconds": 600,
        },
    },
    "agents": {"builder": {"maxAutonomousSteps": 20, "deny": ["deploy_*"]}},
}

TOML = """
maxAutonomousSteps = 7
riskTolerance = "conservative"
deny = ["drop_*", "rm -rf*"]
requiresApproval = ["git push*"]
autoApprove = ["read_*"]

[dangerPatterns]
forbidden = ["*_production*"]

[escalation]
repeatThreshold = 4
maxTier = "danger_zone"

[tools]
allowPatterns = ["Read", "Bash:git status*"]
confirmPatterns = ["Edit:*.env*"]
denyPatterns = ["Bash:sudo *"]

[tools.approvalPolicy]
requireApproval = ["dangerous", "irreversible"]
defaultScope = "tool_session"
ttlSeconds = 600

[agents.builder]
maxAutonomousSteps = 20
deny = ["deploy_*"]
"""

YAML = """
max_autonomous_steps: 7          # snake_case spellings are accepted (digest Y-1)
risk_tolerance: conservative
deny: ["drop_*", "rm -rf*"]
requires_approval: ["git push*"]
auto_approve: ["read_*"]
danger_patterns: {forbidden: ["*_production*"]}
escalation: {repeat_threshold: 4, max_tier: danger_zone}
tools:
  allow_patterns: [Read, "Bash:git status*"]
  confirm_patterns: ["Edit:*.env*"]
  deny_patterns: ["Bash:sudo *"]
  approval_policy:
    {require_approval: [dangerous, irreversible], default_scope: tool_session, ttl_seconds: 600}
agents:
  builder: {max_autonomous_steps: 20, deny: ["deploy_*"]}
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


@pytest.mark.parametrize(("name", "text"), [("p.json", json.dumps(DOC)), ("p.toml", TOML), ("p.yaml", YAML)])
def test_the_three_formats_load_to_the_same_policy(tmp_path, name, text):
    policy = load_policy(write(tmp_path, name, text))
    s = policy.settings_for(None)
    assert s.max_autonomous_steps == 7 and s.risk_tolerance is RiskTolerance.CONSERVATIVE
    assert s.deny.patterns == ("drop_*", "rm -rf*")
    assert s.danger_patterns[DangerLevel.FORBIDDEN].patterns == ("*_production*",)
    assert s.escalation.repeat_threshold == 4 and s.escalation.max_tier is SafetyTier.DANGER_ZONE
    assert s.tools.allow == ("Read", "Bash:git status*")
    assert s.tools.approval.require_approval == {"dangerous", "irreversible"}
    assert (
        s.tools.approval.default_scope is ApprovalScope.TOOL_SESSION and s.tools.approval.ttl_seconds == 600
    )
    builder = policy.settings_for("builder")
    assert builder.max_autonomous_steps == 20  # an agent section replaces scalars …
    assert builder.deny.patterns == ("drop_*", "rm -rf*", "deploy_*")  # … and adds to lists
    assert policy.settings_for("someone-else") == s


def test_defaults_when_no_file():
    s = Policy().settings_for("any")
    assert s.max_autonomous_steps == DEFAULT_MAX_STEPS == 10
    assert s.risk_tolerance is RiskTolerance.MODERATE
    assert not s.deny and not s.requires_approval and not s.auto_approve
    assert s.tools.empty and s.escalation.enabled


BAD = [
    ({"denny": ["x"]}, "denny", "unknown key"),
    ({"deny": "rm -rf*"}, "deny", "expected a list of strings"),
    ({"deny": [""]}, "deny[0]", "empty pattern"),
    ({"deny": ["x" * 501]}, "deny[0]", "longer than 500"),
    ({"deny": ["rm\x00"]}, "deny[0]", "control characters"),
    ({"maxAutonomousSteps": 0}, "maxAutonomousSteps", "out of range"),
    ({"maxAutonomousSteps": True}, "maxAutonomousSteps", "expected an integer"),
    ({"maxAutonomousSteps": "5"}, "maxAutonomousSteps", "expected an integer"),
    ({"riskTolerance": "yolo"}, "riskTolerance", "not one of: conservative, moderate, aggressive"),
    ({"dangerPatterns": {"safe": ["get_*"]}}, "dangerPatterns.safe", "can only raise"),
    ({"dangerPatterns": {"catastrophic": ["x"]}}, "dangerPatterns.catastrophic", "invalid danger level"),
    ({"escalation": {"enabled": "false"}}, "escalation.enabled", "expected true or false"),
    ({"escalation": {"maxTier": "advisory"}}, "escalation.maxTier", "not one of"),
    (
        {"tools": {"approvalPolicy": {"ttlSeconds": 10}}},
        "tools.approvalPolicy.ttlSeconds",
        "expected 30 to 3600",
    ),
    ({"tools": {"approvalPolicy": {"ttlSeconds": 3601}}}, "tools.approvalPolicy.ttlSeconds", "out of range"),
    (
        {"tools": {"approvalPolicy": {"defaultScope": "forever"}}},
        "tools.approvalPolicy.defaultScope",
        "not one of",
    ),
    (
        {"tools": {"approvalPolicy": {"requireApproval": ["scary"]}}},
        "tools.approvalPolicy.requireApproval[0]",
        "not one of",
    ),
    ({"tools": {"approvalPolicy": []}}, "tools.approvalPolicy", "expected a table"),
    ({"tools": {"denyPatterns": [":rm"]}}, "tools.denyPatterns[0]", "missing tool name"),
    ({"tools": {"denyPatterns": ["Bash:"]}}, "tools.denyPatterns[0]", "missing argument glob"),
    ({"agents": ["a"]}, "agents", "expected a table"),
    ({"agents": {"a": {"agents": {}}}}, "agents.a.agents", "unknown key"),
    ({"agents": {"a": {"safetyServers": ["x"]}}}, "agents.a.safetyServers", "unknown key"),
    ({"deny": ["a"], "Deny": ["b"]}, "Deny", "unknown key"),
    ({"autoApprove": ["a"], "auto_approve": ["b"]}, "auto_approve", "given twice"),
    ({"version": 2}, "version", "unsupported version"),
]


@pytest.mark.parametrize(("doc", "key", "problem"), BAD)
def test_invalid_documents_are_rejected_with_file_key_and_problem(tmp_path, doc, key, problem):
    path = write(tmp_path, "policy.json", json.dumps(doc))
    with pytest.raises(PolicyError) as caught:
        load_policy(path)
    err = caught.value
    assert err.file == str(path) and err.key == key and problem in err.problem
    assert str(path) in str(err) and key in str(err)
    assert err.to_dict() == {"file": str(path), "key": key, "problem": err.problem}


@pytest.mark.parametrize(
    ("name", "text", "problem"),
    [
        ("p.json", '{"deny": ["a"],\n "deny": []}', "duplicate key 'deny'"),
        ("p.yaml", "deny: [a]\ndeny: []\n", "duplicate key 'deny'"),
        ("p.json", '{"deny": [', "invalid JSON at line 1"),
        ("p.toml", "deny = [", "invalid TOML"),
        ("p.yaml", "deny: [a\n", "invalid YAML"),
        ("p.yaml", "- just\n- a list\n", "expected a table/object"),
        ("p.ini", "deny=x", "unsupported format"),
    ],
)
def test_broken_files_are_rejected_with_a_clear_error(tmp_path, name, text, problem):
    with pytest.raises(PolicyError, match=problem.replace("[", r"\[")) as caught:
        load_policy(write(tmp_path, name, text))
    assert caught.value.file.endswith(name)


def test_missing_and_non_utf8_files(tmp_path):
    with pytest.raises(PolicyError, match="cannot read"):
        load_policy(tmp_path / "absent.toml")
    bad = tmp_path / "p.toml"
    bad.write_bytes(b'deny = ["\xff"]')
    with pytest.raises(PolicyError, match="not UTF-8"):
        load_policy(bad)


def test_an_empty_yaml_file_is_the_defaults(tmp_path):
    assert load_policy(write(tmp_path, "p.yaml", "")).settings_for(None).max_autonomous_steps == 10


def test_regex_looking_patterns_load_with_a_warning(tmp_path):
    policy = load_policy(
        write(tmp_path, "p.json", json.dumps({"deny": ["(drop|delete)_.*"], "autoApprove": ["*"]}))
    )
    assert any("only * and ? are wildcards" in w for w in policy.warnings)
    assert any("a bare * matches everything" in w for w in policy.warnings)


def test_parse_policy_validates_without_a_file():
    with pytest.raises(PolicyError) as caught:
        parse_policy({"deny": [1]})
    assert caught.value.file is None and caught.value.key == "deny"


def test_loading_json_or_toml_never_imports_yaml(tmp_path):
    toml = write(tmp_path, "p.toml", TOML)
    code = (
        "import sys; from dongle.policy import load_policy; "
        f"load_policy({str(toml)!r}); print('yaml' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_discovery_finds_each_layer_and_refuses_ambiguity(tmp_path):
    home = tmp_path / "home"
    (home / ".config" / "dongle").mkdir(parents=True)
    (home / ".config" / "dongle" / "policy.toml").write_text("deny = ['x']")
    project = tmp_path / "proj"
    (project / ".dongle").mkdir(parents=True)
    (project / ".dongle" / "policy.json").write_text("{}")
    found = discover_policy_files(project, {"HOME": str(home)})
    assert [(layer, p.name) for layer, p in found if layer is not Layer.SYSTEM] == [
        (Layer.USER, "policy.toml"),
        (Layer.PROJECT, "policy.json"),
    ]
    explicit = discover_policy_files(project, {"HOME": str(home)}, explicit=tmp_path / "mine.yaml")
    assert (Layer.USER, tmp_path / "mine.yaml") in explicit
    (project / ".dongle" / "policy.yaml").write_text("{}")
    with pytest.raises(PolicyError, match="several policy files"):
        discover_policy_files(project, {"HOME": str(home)})


def test_describe_documents_the_defaults_and_rules_for_introspection():
    described = Policy().settings_for(None).describe()
    assert described["maxAutonomousSteps"] == 10 and described["riskTolerance"] == "moderate"
    assert described["riskToleranceThreshold"] == 50
    assert described["rules"]["precedence"] == "deny > requiresApproval > autoApprove > evaluator"
    assert "only adds pauses" in described["rules"]["riskTolerance"]
    json.dumps(described)  # serialisable as it is
