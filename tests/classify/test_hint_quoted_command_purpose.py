"""A hint that opens with a quoted command and says why it runs is judged on the command.

"`minikube delete -p scratch` to drop my local test profile", "`git remote prune origin` to remove refs
for branches already deleted on GitHub": the purpose restates what the command does in the user's words,
as the same hint written without backticks already was read. Only a program whose own subcommand and
options say what it does counts: a runner of scripts or tasks (make, npm, a ./script), a client that sends
what it is given, a command the classifier does not know, or a purpose that names production, people or
secrets keep the purpose judged as prose. The verb that runs the command may open the hint ("Running
`find . -name '*.orig' -delete` to clear merge leftovers"); an act named after the purpose ("…, then
dropping the staging database") is a second act, judged as prose.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("`minikube delete -p scratch` to drop my local test profile", "go"),
    ("`git remote prune origin` to remove refs for branches already deleted on GitHub", "go"),
    ("`git branch -d spike/x` to delete the merged spike branch", "go"),
    # the verb that runs it may come first
    ("Running `find . -name '*.orig' -delete` to clear merge leftovers from the checkout.", "go"),
    # twins: a task runner, an unknown script, production, a shared thing, a command that itself deletes
    ("`make reset` to wipe the staging database", "pause"),
    ("`./scripts/cleanup.sh` to delete the customer uploads", "pause"),
    ("`kind delete cluster --name prod-eu` to tear down the production cluster", "stop"),
    ("`minikube delete -p scratch` to wipe the shared team cluster", "pause"),
    ("`git push origin --delete main` to clean up", "pause"),
    ("Running `find / -name '*.log' -delete` to clear space", "stop"),
    ("Running `find . -name '*.orig' -delete` to clear the prod database", "stop"),
    ("Running `rm -rf data/` to clear merge leftovers", "pause"),
    # an act after the command's purpose is a second act, not done by the command
    ("Running `find . -name '*.orig' -delete` to clear merge leftovers, then dropping the staging database",
     "pause"),
    ("`minikube delete -p scratch` to drop my local test profile, then dropping the staging database",
     "pause"),
    ("`minikube delete -p scratch` to drop my local test profile and deleting the uploads folder", "pause"),
    ("Wiping generated stuff with `rm -rf node_modules dist`, then dropping the staging database", "pause"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_quoted_command_purpose(hint, want):
    _check(hint, want)
