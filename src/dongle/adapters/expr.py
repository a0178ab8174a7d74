"""A small, closed expression language for conditional danger levels (seed 000 §9.1).

Adapter files are data someone else wrote, so `when: "params.count > 100"` must never reach
`eval`. The text is parsed with `ast` and only a whitelist of node kinds is accepted: comparisons,
`and`/`or`/`not`, `params.NAME` (nested attributes allowed), literals (numbers, strings, true,
false, null and lists of them) and `len(...)`. Anything else is rejected when the adapter loads,
so a bad condition is a validation error with its file and line, not a surprise at call time.
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

_LITERAL_NAMES = {"true": True, "false": False, "null": None, "True": True, "False": False, "None": None}
_COMPARE: dict[type[ast.cmpop], Callable[[Any, Any], bool]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
}
MAX_LENGTH = 500


class ExpressionError(ValueError):
    """The condition text is not in the accepted language."""


class EvaluationError(ValueError):
    """The condition is well formed but cannot be decided for these parameters."""


_MISSING = object()


@dataclass(frozen=True)
class Condition:
    """A parsed `when:` expression; `evaluate(params)` never executes code."""

    text: str
    tree: ast.expr

    @classmethod
    def parse(cls, text: str) -> Condition:
        if not isinstance(text, str) or not text.strip():
            raise ExpressionError("condition must be a non-empty string")
        if len(text) > MAX_LENGTH:
            raise ExpressionError(f"condition longer than {MAX_LENGTH} characters")
        try:
            tree = ast.parse(text.strip(), mode="eval").body
        except SyntaxError as exc:
            raise ExpressionError(f"cannot parse condition {text!r}: {exc.msg}") from None
        _check(tree)
        return cls(text, tree)

    def evaluate(self, params: Mapping[str, Any]) -> bool:
        value = _eval(self.tree, params)
        if value is _MISSING:
            return False
        return bool(value)


def _check(node: ast.AST) -> None:
    if isinstance(node, ast.BoolOp):
        for value in node.values:
            _check(value)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not | ast.USub):
        _check(node.operand)
    elif isinstance(node, ast.Compare):
        if not all(type(op) in _COMPARE for op in node.ops):
            raise ExpressionError("unsupported comparison operator")
        for part in (node.left, *node.comparators):
            _check(part)
    elif isinstance(node, ast.Attribute):
        _params_path(node)
    elif isinstance(node, ast.Constant):
        if not isinstance(node.value, str | int | float | bool | type(None)):
            raise ExpressionError(f"unsupported literal {node.value!r}")
    elif isinstance(node, ast.Name):
        if node.id not in _LITERAL_NAMES:
            raise ExpressionError(f"unknown name {node.id!r}: refer to parameters as params.NAME")
    elif isinstance(node, ast.List | ast.Tuple):
        for element in node.elts:
            if not isinstance(element, ast.Constant | ast.Name):
                raise ExpressionError("lists may hold only literals")
            _check(element)
    elif isinstance(node, ast.Call):
        if not (isinstance(node.func, ast.Name) and node.func.id == "len") or node.keywords:
            raise ExpressionError("the only function allowed is len(params.NAME)")
        if len(node.args) != 1:
            raise ExpressionError("len() takes one argument")
        _check(node.args[0])
    else:
        raise ExpressionError(f"unsupported expression element {type(node).__name__}")


def _params_path(node: ast.Attribute) -> list[str]:
    path: list[str] = []
    current: ast.expr = node
    while isinstance(current, ast.Attribute):
        if current.attr.startswith("_"):
            raise ExpressionError(f"parameter names starting with '_' are not readable: {current.attr!r}")
        path.append(current.attr)
        current = current.value
    if not (isinstance(current, ast.Name) and current.id == "params"):
        raise ExpressionError("attributes must start with params.")
    return list(reversed(path))


def _eval(node: ast.AST, params: Mapping[str, Any]) -> Any:
    if isinstance(node, ast.BoolOp):
        values = [_eval(v, params) for v in node.values]
        truth = [v is not _MISSING and bool(v) for v in values]
        return all(truth) if isinstance(node.op, ast.And) else any(truth)
    if isinstance(node, ast.UnaryOp):
        operand = _eval(node.operand, params)
        if isinstance(node.op, ast.Not):
            return operand is _MISSING or not operand
        if isinstance(operand, bool) or not isinstance(operand, int | float):
            raise EvaluationError("unary minus needs a number")
        return -operand
    if isinstance(node, ast.Compare):
        left = _eval(node.left, params)
        for op, right_node in zip(node.ops, node.comparators, strict=True):
            right = _eval(right_node, params)
            if left is _MISSING or right is _MISSING:
                if isinstance(op, ast.Eq | ast.In):
                    return False
                if isinstance(op, ast.NotEq | ast.NotIn):
                    left = right
                    continue
                raise EvaluationError("a parameter the condition orders by is missing")
            try:
                if not _COMPARE[type(op)](left, right):
                    return False
            except TypeError:
                raise EvaluationError(
                    f"cannot compare {type(left).__name__} with {type(right).__name__}"
                ) from None
            left = right
        return True
    if isinstance(node, ast.Attribute):
        value: Any = params
        for key in _params_path(node):
            if not isinstance(value, Mapping) or key not in value:
                return _MISSING
            value = value[key]
        return value
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return _LITERAL_NAMES[node.id]
    if isinstance(node, ast.List | ast.Tuple):
        return [_eval(e, params) for e in node.elts]
    if isinstance(node, ast.Call):
        value = _eval(node.args[0], params)
        if value is _MISSING:
            return _MISSING
        try:
            return len(value)
        except TypeError:
            raise EvaluationError(f"len() of {type(value).__name__}") from None
    raise EvaluationError(f"unsupported element {type(node).__name__}")  # unreachable after _check
