"""The policy example in the README is a valid policy that means what the README says."""

from __future__ import annotations

import re
from pathlib import Path

from dongle.evaluator import StepContext, StepRequest, evaluate
from dongle.policy import load_policy

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_policy_example_loads_and_behaves(tmp_path):
    section = README.read_text(encoding="utf-8").split("## Policy files", 1)[1]
    example = re.search(r"```toml\n(.*?)```", section, re.S).group(1)
    path = tmp_path / "policy.toml"
    path.write_text(example, encoding="utf-8")
    policy = load_policy(path)
    assert policy.warnings == ()
    assert policy.settings_for("builder").max_autonomous_steps == 30
    ctx = StepContext("someone", "exec", 1)

    def safe(request):
        from dongle.assessment import Assessment

        return Assessment.safe(request.next_action_hint)

    assert evaluate(StepRequest("calling drop_table on prod"), ctx, policy, classify=safe).stopped
    assert (
        evaluate(StepRequest("git push origin main"), ctx, policy, classify=safe).stage == "requires_approval"
    )
