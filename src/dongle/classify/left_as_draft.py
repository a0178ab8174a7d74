"""Whether a tool call's own arguments leave what it makes unsubmitted: a draft, or a preview.

`offers.create {"base_salary": 82000, "status": "draft"}`, `purchase_orders.create {"amount": 62000,
"status": "draft"}`, `run_payroll {"mode": "preview"}`: the money figure in the arguments is what a
person will see and submit, not a payment made. Nothing moves and nobody outside is told until someone
approves or sends it, and a draft is deleted or edited at will. The money reading of the arguments
(arguments.py) pauses on the figure alone; the call's status says the decision is still a human's.

Only a call that creates or updates a record (or runs a preview) with nothing else found is lowered: not
when the arguments also send, submit, approve, notify or publish ("send": true, "auto_submit"), nor a
call whose name pays, sends, submits or approves: those are the act a draft waits for.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L

# The argument naming the state a record is left in, and the states that wait for a person
_STATE_KEYS = frozenset({"status", "state", "mode", "stage"})
_WAITING = lazy_compile(r"(?i)(?:draft|drafts|preview|dry[-_ ]?run|unsent|unsubmitted|pending[-_ ]approval"
                        r"|pending[-_ ]review|for[-_ ]review|inactive|disabled)")
# What a call does on its way that a draft does not wait for, in its name or in an argument's key
_ACTS_ON = lazy_compile(
    r"(?i)(?:^|[._-])(?:send|sends|submit|approve|pay|payouts?|payments?|transfers?|wires?|refunds?|charges?"
    r"|notify|publish|issue|release|post|finali[sz]e|execute|sign)(?:$|[._-])")
# The rules a draft or a preview explains: the money figure and the category guessed from the call's verb
_EXPLAINED = frozenset({"tool.argument-money", "operation.category.create", "operation.category.update",
                        "operation.category.execute", "operation.unlabeled", "hint.change", "hint.execute"})
# ... each said as that reason alone: the figure (not "for everyone"), the guessed category, the bare kind
# of act the call's name reads as
_EXPLAINED_FACTOR = lazy_compile(
    r"sets a price or moves money \([^)]*\): a human decides payments"
    r"|operation '[^']+' (?:is in CRUDE category '(?:create|update|execute)'|has no danger label).*"
    r"|'[^']+': (?:change|execute) action(?:; moves money \([^)]*\))?")


def left_waiting(tool: str, arguments: Mapping[str, Any]) -> str:
    """The argument that leaves the call's record for a person to submit ("status=draft"), or ""."""
    if _ACTS_ON.search(tool) or any(_ACTS_ON.search(str(k)) and v not in (False, None, "false", 0)
                                    for k, v in arguments.items()):
        return ""
    for key, value in arguments.items():
        if str(key).lower() in _STATE_KEYS and isinstance(value, str) and _WAITING.fullmatch(value.strip()):
            return f"{key}={value}"
    return ""


def drafted(judged: Assessment, tool: str, arguments: Mapping[str, Any]) -> Assessment:
    """The call's verdict, lowered to reversible when its arguments leave the record a draft or a preview and
    the pause rests only on the money figure and the call's guessed category (see the module docstring)."""
    if judged.danger_level != L.DESTRUCTIVE or "tool.argument-money" not in judged.rules \
            or not set(judged.rules) <= _EXPLAINED \
            or not all(_EXPLAINED_FACTOR.fullmatch(factor) for factor in judged.factors):
        return judged
    waiting = left_waiting(tool, arguments)
    if not waiting:
        return judged
    return assess(L.REVERSIBLE, kind=judged.kind, subject=judged.subject,
                  rules=(*judged.rules, "tool.left-as-draft"),
                  factors=(*judged.factors,
                           f"left for a person to submit ({waiting}): nothing is paid or sent "
                           "until someone approves it"))
