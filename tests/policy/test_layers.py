"""Layering: system, user, project in that order; a later layer can only tighten, never loosen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dongle.levels import RiskTolerance
from dongle.policy import ApprovalScope, PolicyError, load_layered
from dongle.policy.model import Layer

USER = {
    "maxAutonomousSteps": 10,
    "riskTolerance": "moderate",
    "deny": ["rm -rf*"],
    "requiresApproval": ["git push*"],
    "autoApprove": ["read_*", "list_*"],
    "escalation": {"repeatThreshold": 3, "cumulativeRiskThreshold": 150, "maxTier": "verify"},
    "tools": {
        "allowPatterns": ["Read", "Bash:git *"],
        "denyPatterns": ["Bash:sudo *"],
        "approvalPolicy": {"requireApproval": ["dangerous"], "defaultScope": "single", "ttlSeconds": 300},
    },
    "agents": {"builder": {"maxAutonomousSteps": 30}},
}


def files(tmp_path: Path, **docs: dict) -> list[tuple[Layer, Path]]:
    out = []
    for name, doc in docs.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(doc))
        out.append((Layer(name), path))
    return out


def load(tmp_path, **docs):
    return load_layered(files(tmp_path, **docs))


LOOSENING = [
    ({"maxAutonomousSteps": 11}, "maxAutonomousSteps"),
    ({"riskTolerance": "aggressive"}, "riskTolerance"),
    ({"autoApprove": ["read_*", "git push*"]}, "autoApprove"),
    ({"escalation": {"enabled": False}}, "escalation.enabled"),
    ({"escalation": {"repeatThreshold": 10}}, "escalation.repeatThreshold"),
    ({"escalation": {"cumulativeRiskThreshold": 1000}}, "escalation.cumulativeRiskThreshold"),
    ({"escalation": {"maxTier": "confirm"}}, "escalation.maxTier"),
    ({"tools": {"allowPatterns": ["Read", "Bash:*"]}}, "tools.allowPatterns"),
    ({"tools": {"approvalPolicy": {"defaultScope": "tool_session"}}}, "tools.approvalPolicy.defaultScope"),
    ({"tools": {"approvalPolicy": {"ttlSeconds": 3600}}}, "tools.approvalPolicy.ttlSeconds"),
    ({"safetyServers": ["dongle", "evil"]}, "safetyServers"),
    ({"agents": {"builder": {"maxAutonomousSteps": 31}}}, "agents.builder.maxAutonomousSteps"),
    ({"agents": {"other": {"riskTolerance": "aggressive"}}}, "agents.other.riskTolerance"),
]


@pytest.mark.parametrize(("project", "key"), LOOSENING)
def test_a_project_policy_cannot_loosen_the_user_policy(tmp_path, project, key):
    with pytest.raises(PolicyError) as caught:
        load(tmp_path, user=USER, project=project)
    assert caught.value.key == key
    assert caught.value.file.endswith("project.json")
    assert "can only tighten" in caught.value.problem


def test_a_project_policy_cannot_remove_a_deny_pattern(tmp_path):
    policy = load(
        tmp_path, user=USER, project={"deny": [], "requiresApproval": [], "tools": {"denyPatterns": []}}
    )
    s = policy.settings_for(None)
    assert s.deny.patterns == ("rm -rf*",)
    assert s.requires_approval.patterns == ("git push*",)
    assert s.tools.deny == ("Bash:sudo *",)


def test_a_project_policy_can_tighten(tmp_path):
    project = {
        "maxAutonomousSteps": 4,
        "riskTolerance": "conservative",
        "deny": ["deploy_*"],
        "autoApprove": ["read_*"],
        "dangerPatterns": {"forbidden": ["*_production*"]},
        "escalation": {"repeatThreshold": 2, "maxTier": "danger_zone"},
        "tools": {
            "allowPatterns": ["Read"],
            "confirmPatterns": ["Edit:*"],
            "approvalPolicy": {"requireApproval": ["irreversible"], "ttlSeconds": 60},
        },
    }
    s = load(tmp_path, user=USER, project=project).settings_for(None)
    assert s.max_autonomous_steps == 4 and s.risk_tolerance is RiskTolerance.CONSERVATIVE
    assert s.deny.patterns == ("rm -rf*", "deploy_*")
    assert s.auto_approve.patterns == ("read_*",)
    assert s.escalation.repeat_threshold == 2 and s.escalation.max_tier.value == "danger_zone"
    assert s.tools.allow == ("Read",) and s.tools.confirm == ("Edit:*",)
    assert s.tools.approval.require_approval == {"dangerous", "irreversible"}
    assert s.tools.approval.ttl_seconds == 60 and s.tools.approval.default_scope is ApprovalScope.SINGLE


def test_a_project_may_declare_an_allow_list_where_the_user_had_none(tmp_path):
    s = load(tmp_path, user={"deny": ["x"]}, project={"tools": {"allowPatterns": ["Read"]}}).settings_for(
        None
    )
    assert s.tools.allow == ("Read",)


def test_within_one_file_an_agent_section_may_differ_from_the_global_one(tmp_path):
    policy = load(tmp_path, user=USER)
    assert policy.settings_for("builder").max_autonomous_steps == 30
    assert policy.settings_for(None).max_autonomous_steps == 10


def test_a_project_agent_section_is_checked_against_that_agents_effective_policy(tmp_path):
    policy = load(tmp_path, user=USER, project={"agents": {"builder": {"maxAutonomousSteps": 20}}})
    assert policy.settings_for("builder").max_autonomous_steps == 20
    assert policy.settings_for("someone").max_autonomous_steps == 10


def test_the_user_layer_cannot_loosen_the_system_layer_either(tmp_path):
    with pytest.raises(PolicyError) as caught:
        load(tmp_path, system={"maxAutonomousSteps": 5}, user={"maxAutonomousSteps": 50})
    assert caught.value.key == "maxAutonomousSteps" and caught.value.file.endswith("user.json")


def test_layers_apply_in_system_user_project_order_whatever_the_argument_order(tmp_path):
    given = files(tmp_path, project={"maxAutonomousSteps": 3}, user={"maxAutonomousSteps": 8})
    assert load_layered(given).settings_for(None).max_autonomous_steps == 3
    assert [layer.layer for layer in load_layered(given).layers] == [Layer.USER, Layer.PROJECT]


def test_agent_names_compare_normalised_so_case_cannot_pick_another_section(tmp_path):
    policy = load(tmp_path, user={"agents": {"Builder": {"deny": ["deploy_*"]}}})
    for name in ("builder", "BUILDER", "ｂuilder"):
        assert policy.settings_for(name).deny.patterns == ("deploy_*",)
    with pytest.raises(PolicyError, match="the same agent as 'Builder'"):
        load(tmp_path, user={"agents": {"Builder": {}, "builder": {}}})


def test_a_project_cannot_loosen_an_agent_through_a_differently_cased_name(tmp_path):
    with pytest.raises(PolicyError) as caught:
        load(
            tmp_path,
            user={"agents": {"Builder": {"maxAutonomousSteps": 5}}},
            project={"agents": {"BUILDER": {"maxAutonomousSteps": 9}}},
        )
    assert caught.value.key == "agents.BUILDER.maxAutonomousSteps"


ALONE_LOOSENING = [
    ({"autoApprove": ["*"]}, "autoApprove"),
    ({"riskTolerance": "aggressive"}, "riskTolerance"),
    ({"escalation": {"enabled": False}}, "escalation.enabled"),
    ({"escalation": {"maxTier": "confirm"}}, "escalation.maxTier"),
    ({"tools": {"approvalPolicy": {"defaultScope": "tool_session"}}}, "tools.approvalPolicy.defaultScope"),
    ({"agents": {"any": {"riskTolerance": "aggressive"}}}, "agents.any.riskTolerance"),
]


@pytest.mark.parametrize(("project", "key"), ALONE_LOOSENING)
def test_a_project_policy_alone_cannot_loosen_the_built_in_defaults(tmp_path, project, key):
    """The default install has no user policy: the project file is the only one, and it is still
    compared with the defaults (issue 12, item 4)."""
    with pytest.raises(PolicyError) as caught:
        load(tmp_path, project=project)
    assert caught.value.key == key
    assert "built-in defaults" in caught.value.problem


def test_a_project_policy_alone_may_tighten_the_defaults(tmp_path):
    policy = load(tmp_path, project={"riskTolerance": "conservative", "deny": ["rm *"]})
    assert policy.settings_for(None).risk_tolerance is RiskTolerance.CONSERVATIVE


def test_the_operators_first_file_still_sets_values_over_the_defaults(tmp_path):
    policy = load(tmp_path, user={"riskTolerance": "aggressive"})
    assert policy.settings_for(None).risk_tolerance is RiskTolerance.AGGRESSIVE
