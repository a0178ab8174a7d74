"""A tool call that sets what a whole population is owed or holds to nothing, or pays all of it at once.

`rippling_bulk_update_compensation {"filter": {"employment_status": "active"}, "annual_salary": 0}` zeroes
every active employee's pay; `shopify_bulk_set_inventory {"location_id": "all", "sku": "*", "available": 0}`
zeroes every live stock count; `bulk_update_claims {"filter": {"status": "open"}, "set": {"status":
"closed_paid", "auto_release_payment": true}}` pays every open claim. The call's name is an ordinary update,
and its arguments say the rest: a selector that takes everything (a wildcard, `all`, or a bulk call picking
by a state every record has) and a value that wipes what each record holds (pay, price, stock, a balance set
to zero) or releases money for each. Each record is then wrong at once, money leaves before anyone looks,
and undoing it means finding every one again. A stop.

The effect is absent, and nothing is found, when the call only looks or previews, is a draft, names a test
or sandbox place or test mode, or picks records by their ids.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

_SELECTOR_KEY = re.compile(r"(?i)(?:^|_)(?:ids?|skus?|locations?|scope|targets?|selector|segment|where|match"
                           r"|accounts?|users?|employees?|customers?|products?|items?)$")
_WILDCARD = frozenset({"*", "all", "any", "%", "everything", "everyone"})
_BULK_WORDS = frozenset({"bulk", "many", "mass", "batch", "all"})
_FILTER_KEYS = frozenset({"filter", "filters", "where", "query", "criteria", "match", "conditions"})
# what each record holds or is owed: set to zero, it is wiped
_VALUE_KEY = re.compile(r"(?i)(?:salary|salaries|pay|wages?|compensation|rate|price|amount|available"
                        r"|quantity|qty|stock|inventory|on_hand|balance|credit|limit|bonus|hours)")
# money released for each record picked
_RELEASE_KEY = re.compile(r"(?i)(?:release|payout|disburse|pay_?out|auto_?pay)")
_PAID_STATUS = re.compile(r"(?i)^(?:closed_?)?paid(?:_out)?$|^approved_?(?:and_?)?paid$")
_LOOK = frozenset({"get", "list", "search", "count", "preview", "simulate", "estimate", "validate", "read",
                   "find", "query", "report", "export", "describe", "show", "draft", "plan"})
_SPARE_VALUE = re.compile(r"(?i)^(?:test|testing|sandbox|staging|demo|dev|draft|preview)$|(?:^|[-_])(?:test"
                          r"|sandbox|staging|demo)(?:$|[-_])|^(?:sk|rk|pk)_test_")
_SPARE_SWITCH = re.compile(r"(?i)^(?:dry_?run|preview|validate_?only|simulate|test_?mode)$")


def _pairs(arguments: Mapping[str, Any], depth: int = 0) -> Iterable[tuple[str, Any]]:
    """(key, value) pairs at every depth, mappings included as values of their key."""
    if depth > 5:
        return
    for key, value in arguments.items():
        yield str(key), value
        if isinstance(value, Mapping):
            yield from _pairs(value, depth + 1)
        elif isinstance(value, list | tuple):
            for item in value[:100]:
                if isinstance(item, Mapping):
                    yield from _pairs(item, depth + 1)


def _absent(pairs: list[tuple[str, Any]]) -> bool:
    """The call names a test place or mode, a dry run, or a draft: nothing real is changed."""
    for key, value in pairs:
        if isinstance(value, str) and _SPARE_VALUE.search(value):
            return True
        if _SPARE_SWITCH.match(key) and (value is True or str(value).lower() == "true"):
            return True
        if key.lower() in ("livemode", "live_mode", "live") and value is False:
            return True
    return False


def _takes_everything(tool_words: set[str], pairs: list[tuple[str, Any]]) -> str:
    """The selector that picks every record: a wildcard, or a bulk call's filter that names no record."""
    for key, value in pairs:
        if _SELECTOR_KEY.search(key) and isinstance(value, str) and value.strip().lower() in _WILDCARD:
            return f"{key}: {value}"
    if tool_words & _BULK_WORDS:
        for key, value in pairs:
            if key.lower() in _FILTER_KEYS and isinstance(value, Mapping) and value and not any(
                    re.search(r"(?i)(?:^|_)ids?$", str(k)) for k in value):
                return f"{key}: {dict(value)}"
    return ""


def _wiped_or_paid(pairs: list[tuple[str, Any]]) -> str:
    """A value each record holds set to zero, or money released for each."""
    for key, value in pairs:
        if isinstance(value, bool):
            if value and _RELEASE_KEY.search(key):
                return f"{key}: true"
            continue
        zero = str(value).strip() in ("0", "0.0", "0.00")
        if _VALUE_KEY.search(key) and isinstance(value, int | float | str) and zero:
            return f"{key}: {value}"
        if key.lower() == "status" and isinstance(value, str) and _PAID_STATUS.match(value):
            return f"{key}: {value}"
    return ""


def zeroes_or_pays_everyone(tool_words: Iterable[str], arguments: Mapping[str, Any]) -> str | None:
    """What a call that wipes or pays a whole population selects and sets, or None."""
    words = {w.lower() for w in tool_words}
    if words & _LOOK:
        return None
    pairs = list(_pairs(arguments))
    if _absent(pairs):
        return None
    selector = _takes_everything(words, pairs)
    if not selector:
        return None
    effect = _wiped_or_paid(pairs)
    return f"{selector}; {effect}" if effect else None
