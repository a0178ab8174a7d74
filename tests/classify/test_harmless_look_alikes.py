"""Harmless twins that read like harm: each keeps its risky sibling's verdict.

A preview (`pulumi destroy --preview-only`), a local snapshot build (`goreleaser --snapshot`) and a
printed rotation (`logrotate -d`) change nothing. Killing a macOS interface agent that launchd
restarts applies a setting. A compose project named for one test run holds that run's fixtures. The
project's own hook file installed from its working tree is the project's code. Reading an endpoint
sensor's settings changes nothing. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/project"
LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str) -> str:
    return LABEL[classify_command(command, CWD, {"HOME": "/home/dev"}).tier.value]


PREVIEWS = [
    ("pulumi destroy --preview-only --stack acme/payments-prod", "go"),
    ("pulumi destroy --yes --stack acme/payments-prod", "stop"),
    ("goreleaser release --snapshot --clean --skip=sign", "go"),
    ("goreleaser release --clean", "pause"),
    ("sudo logrotate --debug /etc/logrotate.d/postgresql", "go"),
]


@pytest.mark.parametrize(("command", "expected"), PREVIEWS, ids=lambda v: str(v)[:60])
def test_a_preview_changes_nothing(command: str, expected: str) -> None:
    assert label(command) == expected


RESTARTS_AND_FIXTURES = [
    ("defaults write com.apple.dock autohide -bool true && killall Dock", "go"),
    ("killall SystemUIServer", "go"),
    ("killall postgres", "pause"),
    ("docker compose -p e2e-977 down -v", "go"),
    ("docker compose -p test_3141 down --volumes", "go"),
    ("docker compose -p billing down -v", "pause"),
    ("sudo falconctl -g --cid --version", "go"),
    ("sudo falconctl -s --apd=TRUE", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), RESTARTS_AND_FIXTURES, ids=lambda v: str(v)[:60])
def test_restarted_agents_and_test_fixtures(command: str, expected: str) -> None:
    assert label(command) == expected


HOOKS = [
    ("cp tools/git-hooks/commit-msg .git/hooks/commit-msg && chmod +x .git/hooks/commit-msg", "go"),
    ("install -m 755 hooks/pre-push .git/hooks/pre-push", "go"),
    ("ln -s ../../tools/hooks/pre-commit .git/hooks/pre-commit", "go"),
    ("cp /tmp/pre-push .git/hooks/pre-push", "pause"),
    ("ln -s /tmp/payload .git/hooks/post-merge", "pause"),
    ("cp ../other-repo/.git/hooks/pre-commit .git/hooks/pre-commit", "pause"),
    ("cp tools/gitconfig .git/config", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), HOOKS, ids=lambda v: str(v)[:60])
def test_the_projects_own_hook_installed_from_its_tree(command: str, expected: str) -> None:
    assert label(command) == expected
