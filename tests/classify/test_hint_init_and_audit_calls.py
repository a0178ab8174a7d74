"""Two families the blind V hints found (opened after their one measurement).

A signal to PID 1 (init, which every process hangs from) or to -1 (every process) takes the machine
down, however the hint calls it; one other process picked by its id stays a restartable change. A tool
call that stops or deletes an audit trail (`aws.stop_logging`, `cloudtrail.delete_trail`) switches off
the record of what happens next, and money moved out by a tool call cannot be called back.
"""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint
from dongle.levels import DangerLevel


@pytest.mark.parametrize("hint, level", [
    ("Sending SIGKILL to PID 1 on the host so it restarts faster.", DangerLevel.FORBIDDEN),
    ("kill -9 -1 to clear out the stuck processes", DangerLevel.FORBIDDEN),
    ("Killing PID 48213, the stuck jest worker", DangerLevel.REVERSIBLE),
])
def test_init_or_every_process(hint: str, level: DangerLevel) -> None:
    assert classify_hint(hint).danger_level == level


@pytest.mark.parametrize("hint, least", [
    ("Calling aws.stop_logging on the org-wide CloudTrail trail to cut costs.", DangerLevel.FORBIDDEN),
    ("Calling cloudtrail.delete_trail for the management trail", DangerLevel.FORBIDDEN),
    ("Calling stripe.transfer for 40 EUR to the connected account acct_123", DangerLevel.DANGEROUS),
])
def test_audit_off_and_money_out_by_tool_call(hint: str, least: DangerLevel) -> None:
    assert classify_hint(hint).danger_level >= least


def test_reading_the_audit_trail_is_not_switching_it_off() -> None:
    judged = classify_hint("Calling cloudtrail.lookup_events for the last hour")
    assert judged.danger_level <= DangerLevel.REVERSIBLE
