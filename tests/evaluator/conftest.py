"""Fixtures for evaluator tests."""

from __future__ import annotations

import pytest

from dongle.policy import Policy
from evaluator.helpers import policy


@pytest.fixture
def spec_policy() -> Policy:
    """The core §8.7.4 example policy."""
    return policy(
        deny=["drop_*", "delete_all*", "rm -rf*"],
        requiresApproval=["delete_*", "*force*", "deploy_*", "git push*"],
        autoApprove=["read_*", "list_*", "get_*", "search_*"],
        maxAutonomousSteps=5,
    )
