"""A write to the dongle's policy that only tightens it is no disarm (HT-95).

The file as the write would leave it is loaded the way the hook loads it, stacked with the other
policy files in force, and every agent's settings are compared with what they are now: a lower step
limit, a lower tolerance, one more deny or approval pattern, a stricter escalation go. A looser value,
a rewrite that drops what the file held, a text that no longer loads (a key repeated, an append that
lands inside another table, JSON appended to), a second policy file beside the first, a value the
line computes, a link, and the same text written to another guard file stay stops.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_tier

PROJECT_POLICY = 'deny = ["drop_*"]\n'
USER_POLICY = 'deny = ["rm -rf*"]\nmaxAutonomousSteps = 20\n'

TIGHTENED = {
    "lower step limit": "printf 'maxAutonomousSteps = 5\\n' >> .dongle/policy.toml",
    "lower tolerance": "echo 'riskTolerance = \"conservative\"' >> .dongle/policy.toml",
    "stricter escalation by here-document": "cat >> .dongle/policy.toml <<'EOF'\n[escalation]\n"
                                            "repeatThreshold = 2\nmaxTier = \"danger_zone\"\nEOF",
    "one more approval pattern": "echo 'requiresApproval = [\"git push*\"]' >> .dongle/policy.toml",
    "a stricter agent section": "printf '[agents.builder]\\nmaxAutonomousSteps = 3\\n' "
                                ">> .dongle/policy.toml",
    "a rewrite that keeps the deny": "printf 'deny = [\"drop_*\", \"rm -rf*\"]\\nmaxAutonomousSteps = 4\\n' "
                                     "> .dongle/policy.toml",
    "the user's file, lower tolerance": "printf 'riskTolerance = \"conservative\"\\n' "
                                        ">> ~/.config/dongle/policy.toml",
}

LOOSENED = {
    "higher step limit": "printf 'maxAutonomousSteps = 50\\n' >> .dongle/policy.toml",
    "higher tolerance": "echo 'riskTolerance = \"aggressive\"' >> .dongle/policy.toml",
    "auto-approval added": "echo 'autoApprove = [\"*\"]' >> .dongle/policy.toml",
    "escalation off": "printf '[escalation]\\nenabled = false\\n' >> .dongle/policy.toml",
    "wider approval scope": "printf '[tools.approvalPolicy]\\ndefaultScope = \"tool_session\"\\n' "
                            ">> .dongle/policy.toml",
    "an agent section that loosens": "printf '[agents.builder]\\nmaxAutonomousSteps = 40\\n' "
                                     ">> .dongle/policy.toml",
    "rewrite drops the deny": "printf 'maxAutonomousSteps = 5\\n' > .dongle/policy.toml",
    "tee without -a rewrites": "echo 'maxAutonomousSteps = 5' | tee .dongle/policy.toml",
    "repeated key breaks the file": "echo 'deny = [\"x\"]' >> .dongle/policy.toml",
    "a second file beside the first": "echo 'maxAutonomousSteps: 5' > .dongle/policy.yaml",
    "a computed value": "printf \"maxAutonomousSteps = $N\\n\" >> .dongle/policy.toml",
    "the user's file raised": "printf 'maxAutonomousSteps = 500\\n' >> ~/.config/dongle/policy.toml",
    "the same text into hook settings": "printf 'maxAutonomousSteps = 5\\n' >> ~/.claude/settings.json",
    "tightened, then the settings removed": "printf 'maxAutonomousSteps = 5\\n' >> .dongle/policy.toml; "
                                            "rm ~/.claude/settings.json",
}


@pytest.fixture
def policies(judge_home: Path) -> Path:
    (judge_home / "project" / ".dongle").mkdir()
    (judge_home / "project" / ".dongle" / "policy.toml").write_text(PROJECT_POLICY)
    (judge_home / ".config" / "dongle").mkdir(parents=True)
    (judge_home / ".config" / "dongle" / "policy.toml").write_text(USER_POLICY)
    return judge_home


@pytest.mark.parametrize("command", list(TIGHTENED.values()), ids=list(TIGHTENED))
def test_only_tightening_goes(policies: Path, command: str) -> None:
    assert shell_tier(command, policies) == "advisory"


@pytest.mark.parametrize("command", list(LOOSENED.values()), ids=list(LOOSENED))
def test_anything_else_stops(policies: Path, command: str) -> None:
    assert shell_tier(command, policies) == "danger_zone"


def test_pattern_count_is_bounded_not_its_stars(policies: Path) -> None:
    """The matcher is a segment scan, linear in the text, so a pattern of many stars costs the judge
    nothing more (GU-19 assumed backtracking); hundreds of new patterns, each matched against every
    call, would slow every judgement, and a hook that answers late lets the call through."""
    starred = "printf 'requiresApproval = [\"" + "*a" * 22 + "*b\"]\\n' >> .dongle/policy.toml"
    assert shell_tier(starred, policies) == "advisory"
    for count, tier in ((50, "advisory"), (150, "danger_zone")):
        many = ", ".join(f'\\"p{i}_*\\"' for i in range(count))
        added = f"printf 'requiresApproval = [{many}]\\n' >> .dongle/policy.toml"
        assert shell_tier(added, policies) == tier


def test_new_project_file_that_only_tightens(judge_home: Path) -> None:
    """No policy file yet: the new one is compared with the built-in defaults."""
    assert shell_tier("printf 'maxAutonomousSteps = 5\\n' >> .dongle/policy.toml", judge_home) == "advisory"
    raised = "printf 'maxAutonomousSteps = 11\\n' > .dongle/policy.toml"
    assert shell_tier(raised, judge_home) == "danger_zone"


def test_append_inside_another_table_stops(policies: Path) -> None:
    """Appended after a `[tools]` table, the key lands in that table, where it is unknown: the file no
    longer loads, and the hook would pause every call."""
    (policies / "project" / ".dongle" / "policy.toml").write_text('[tools]\ndenyPatterns = ["Bash:sudo *"]\n')
    assert shell_tier("printf 'maxAutonomousSteps = 5\\n' >> .dongle/policy.toml", policies) == "danger_zone"


def test_linked_policy_stops(policies: Path) -> None:
    """A policy file that is a link writes somewhere else than where it is read from."""
    target = policies / "project" / ".dongle" / "policy.toml"
    target.unlink()
    target.symlink_to(policies / ".claude-settings.json")
    assert shell_tier("printf 'maxAutonomousSteps = 5\\n' >> .dongle/policy.toml", policies) == "danger_zone"


def test_json_policy_appended_to_stops(policies: Path) -> None:
    (policies / "project" / ".dongle" / "policy.toml").unlink()
    (policies / "project" / ".dongle" / "policy.json").write_text('{"deny": ["drop_*"]}\n')
    assert shell_tier("echo '{\"maxAutonomousSteps\": 5}' >> .dongle/policy.json", policies) == "danger_zone"


def test_user_file_is_not_judged_behind_a_project_file(policies: Path) -> None:
    """The user's file is in force in every project: a project file that sets a lower limit here must not
    mask the user's limit raised for all the others."""
    (policies / "project" / ".dongle" / "policy.toml").write_text(PROJECT_POLICY + "maxAutonomousSteps = 5\n")
    (policies / ".config" / "dongle" / "policy.toml").write_text('deny = ["rm -rf*"]\n')
    raised = "printf 'maxAutonomousSteps = 9000\\n' >> ~/.config/dongle/policy.toml"
    assert shell_tier(raised, policies) == "danger_zone"


def test_project_folder_linked_to_the_user_folder_stops(policies: Path) -> None:
    """`.dongle` linked to the user's folder: a rewrite read as the project's file replaces the user's."""
    folder = policies / "project" / ".dongle"
    (folder / "policy.toml").unlink()
    folder.rmdir()
    folder.symlink_to(policies / ".config" / "dongle")
    assert shell_tier("printf 'maxAutonomousSteps = 5\\n' > .dongle/policy.toml", policies) == "danger_zone"
