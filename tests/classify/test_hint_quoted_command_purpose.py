"""A hint that opens with a quoted command and says why it runs is judged on the command.

"`minikube delete -p scratch` to drop my local test profile", "`git remote prune origin` to remove refs
for branches already deleted on GitHub": the purpose restates what the command does in the user's words,
as the same hint written without backticks already was read. Only a program whose own subcommand and
options say what it does counts: a runner of scripts or tasks (make, npm, a ./script), a client that sends
what it is given, a command the classifier does not know, or a purpose that names production, people or
secrets keep the purpose judged as prose.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("`minikube delete -p scratch` to drop my local test profile", "go"),
    ("`git remote prune origin` to remove refs for branches already deleted on GitHub", "go"),
    ("`git branch -d spike/x` to delete the merged spike branch", "go"),
    # twins: a task runner, an unknown script, production, a shared thing, a command that itself deletes
    ("`make reset` to wipe the staging database", "pause"),
    ("`./scripts/cleanup.sh` to delete the customer uploads", "pause"),
    ("`kind delete cluster --name prod-eu` to tear down the production cluster", "stop"),
    ("`minikube delete -p scratch` to wipe the shared team cluster", "pause"),
    ("`git push origin --delete main` to clean up", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_quoted_command_purpose(hint, want):
    _check(hint, want)
