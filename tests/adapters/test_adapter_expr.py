"""The condition language: what it accepts, what it refuses, how it decides."""

from __future__ import annotations

import pytest

from dongle.adapters.expr import Condition, EvaluationError, ExpressionError


@pytest.mark.parametrize(
    ("text", "params", "expected"),
    [
        ("params.count > 100", {"count": 101}, True),
        ("params.count > 100", {"count": 100}, False),
        ("params.permanent == true", {"permanent": True}, True),
        ("params.permanent == true", {}, False),
        ("params.env in ['prod', 'production']", {"env": "prod"}, True),
        ("params.env not in ['prod']", {"env": "dev"}, True),
        ("len(params.ids) >= 3 or params.all", {"ids": [1, 2]}, False),
        ("len(params.ids) >= 3 or params.all", {"ids": [], "all": True}, True),
        ("not params.dry_run and params.target.kind == 'db'", {"target": {"kind": "db"}}, True),
        ("0 < params.n <= 10", {"n": 10}, True),
        ("params.n > -1", {"n": 0}, True),
    ],
)
def test_evaluates(text, params, expected):
    assert Condition.parse(text).evaluate(params) is expected


@pytest.mark.parametrize(
    "text",
    [
        "__import__('os').system('id')",
        "params.__class__.__mro__",
        "open('/etc/passwd')",
        "(lambda: 1)()",
        "params.count * 1000 > 5",
        "os.path",
        "[x for x in params]",
        "params['count'] > 1",
        "",
        "params.count >",
    ],
)
def test_refuses_anything_outside_the_language(text):
    with pytest.raises(ExpressionError):
        Condition.parse(text)


def test_ordering_on_a_missing_or_mistyped_parameter_is_undecidable():
    with pytest.raises(EvaluationError):
        Condition.parse("params.count > 100").evaluate({})
    with pytest.raises(EvaluationError):
        Condition.parse("params.count > 100").evaluate({"count": "lots"})
