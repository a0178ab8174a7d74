"""Fail-open routes a review found in session 28's hint changes, each tried with the route and a harmless
twin that keeps its verdict: a quoted dry run lowering a real act named in a clause of its own (hint.py,
_previewed_words), an unknown program read as a query because one of its options reads
(read_invocations.py), and the words of a run call's other keys cut out of the prose (extract.py)."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint
from dongle.classify.read_invocations import reads_by_options

_LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _verdict(hint: str) -> str:
    return _LABEL[classify_hint(hint).tier.value]


# 1. a dry run quoted once, then the real act in a clause of its own
@pytest.mark.parametrize(("hint", "least"), [
    ("Run `kubectl delete namespace production --dry-run=server`, then delete namespace production.", "stop"),
    ("Running `kubectl delete ns prod --dry-run=server`; after that run the delete on prod.", "pause"),
    ("Run `kubectl delete namespace production --dry-run=server` and then delete the namespace production.",
     "stop"),
])
def test_dry_run_does_not_lower_a_later_act(hint: str, least: str) -> None:
    order = ["go", "pause", "stop"]
    assert order.index(_verdict(hint)) >= order.index(least), hint


@pytest.mark.parametrize("hint", [
    "Run `kubectl delete namespace production --dry-run=server`.",
    "Running `kubectl delete namespace production --dry-run=server` to see which finalizers block it.",
    "Run `kubectl delete ns prod --dry-run=server` to check, then report back.",
])
def test_dry_run_alone_still_goes(hint: str) -> None:
    assert _verdict(hint) == "go", hint


# 2. an unknown program: every option must be a known read option, not merely no listed change word
@pytest.mark.parametrize("cmd", [
    "billingd --status --charge-all-customers",
    "payoutctl --list --send-all-payouts",
    "acmectl --describe --failover",
])
def test_unknown_option_beside_a_read_option_pauses_on_production(cmd: str) -> None:
    assert not reads_by_options(cmd), cmd
    assert _verdict(f"On production, run `{cmd}`") == "pause", cmd


@pytest.mark.parametrize("cmd", [
    "billingd --status",
    "kafka-consumer-groups --describe --group billing-sink",
    "vendorctl list --all",
])
def test_read_options_only_still_go_on_production(cmd: str) -> None:
    assert reads_by_options(cmd), cmd
    assert _verdict(f"On production, run `{cmd}`") == "go", cmd


# 3. a run call's arguments: the words of its other keys are judged with the prose
def test_other_keys_text_is_judged() -> None:
    assert _verdict('helper with {"cmd": "ls", "after": "delete the production database"}') == "stop"


@pytest.mark.parametrize("hint", [
    'helper with {"cmd": "ls", "after": "list the files"}',
    'helper with {"cmd": "ls"}',
])
def test_harmless_other_keys_still_go(hint: str) -> None:
    assert _verdict(hint) == "go", hint
