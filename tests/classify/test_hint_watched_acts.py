"""A rule that watches for an act names the act as what it matches (watched_acts.py): adding a detector,
an alarm or a lint check does not do the act. The twins loosen (an exception, an allow rule), do the act
to test the rule, add a second act, are not detectors (a cron job, an alarm action that deletes), or are
network controls that cut off whoever they match.
"""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.watched_acts import watch_added

GO = [
    "Adding a Sigma rule that flags `vssadmin delete shadows` on the Windows fleet to detections/windows.yml",
    "Adding a Datadog monitor on DeleteBucket and PutBucketPolicy calls in the audit trail",
    "Writing a semgrep rule that fails the build on `subprocess.call(cmd, shell=True)`",
]

NOT_GO = [
    "Adding a Sigma rule exception so backup agents may run `vssadmin delete shadows`",
    "Adding a detection rule for `vssadmin delete shadows` and running `vssadmin delete shadows /all` "
    "to test it",
    "Adding a Datadog monitor on DeleteBucket calls, then deleting the old audit bucket",
    "Adding a scheduled task that runs `vssadmin delete shadows /all /quiet` every night",
    "Adding a firewall rule that blocks all inbound traffic to the payments hosts",
    "Adding a Datadog monitor on root logins with removal of the old security monitors",
    # rules that act on what they name: a mail rule that sends, a sudo rule that grants, a lifecycle rule
    # that expires
    "Creating an inbox rule on the payroll mailbox that copies each payslip to an external address",
    "Adding a passwordless sudo rule for `journalctl --vacuum-time=1d` to /etc/sudoers.d/ops",
    "Adding an expiry rule on gs://acme-prod-audit: delete objects after 30 days",
]


@pytest.mark.parametrize("hint", GO, ids=[h[:50] for h in GO])
def test_watching_rule_added_goes(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize("hint", NOT_GO, ids=[h[:50] for h in NOT_GO])
def test_acting_or_loosening_rules_pause(hint: str) -> None:
    assert_kept(hint, "pause")


def test_only_the_whole_hint_is_a_watch() -> None:
    assert watch_added("Adding an alarm on StopLogging calls") is not None
    assert watch_added("Adding an alarm on StopLogging calls and deleting the trail") is None
    assert watch_added("Adding an allow rule for chmod 777") is None
