"""Every rule carries examples that must and must not match; each runs through parse + classify."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.rules.engine import load_rules

CWD = "/home/dev/project"
ENV = {"HOME": "/home/dev"}


def _cases(kind: str) -> list[tuple[str, object]]:
    return [(rule.id, example) for rule in load_rules().rules for example in rule.examples[kind]]


def _run(example: object):
    if isinstance(example, dict):
        env = {**ENV, **example.get("env", {})}
        return classify_command(example["command"], cwd=example.get("cwd", CWD), env=env)
    return classify_command(str(example), cwd=CWD, env=ENV)


@pytest.mark.parametrize(("rule_id", "example"), _cases("match"), ids=lambda v: str(v)[:60])
def test_rule_matches_its_examples(rule_id: str, example: object) -> None:
    assessment = _run(example)
    assert rule_id in assessment.rules, (example, assessment.rules, assessment.factors)


@pytest.mark.parametrize(("rule_id", "example"), _cases("no_match"), ids=lambda v: str(v)[:60])
def test_rule_does_not_match_its_counter_examples(rule_id: str, example: object) -> None:
    assessment = _run(example)
    assert rule_id not in assessment.rules, (example, assessment.rules, assessment.factors)


def test_every_rule_has_both_kinds_of_example() -> None:
    for rule in load_rules().rules:
        assert rule.examples["match"], rule.id
        assert rule.examples["no_match"], rule.id
