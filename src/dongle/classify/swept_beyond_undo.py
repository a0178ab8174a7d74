"""A deletion that picks its records by a condition and takes away its own undo.

`zendesk_bulk_delete_tickets {"query": "created<2025-01-01", "permanent": true}`, `crm.delete_contacts
{"filter": {"last_activity_before": "2022-01-01"}, "hard_delete": true}`: the call deletes whatever its
condition matches (a date bound, a status, a search) rather than records it names, so nobody knows before it
runs how many go, and its flag (permanent, hard delete, skip or empty the trash) removes the copy a mistake
is undone from. Each alone keeps a pause (a scoped deletion; a named record deleted for good); together
every record the condition reaches is lost with nothing to restore it from: a stop.

Not when the records are named (`ids`, a filter on `id` only), when the arguments place the call outside
production (a sandbox, staging), or when what is deleted is rebuilt (a cache, tmp): those keep their
verdict. Only a verdict some rule already reads as a deletion is raised.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel as L

# Keys that pick records by a condition, and keys that name them one by one.
_CONDITION_KEY = lazy_compile(r"(?i)^(?:query|q|filter|filters|where|conditions?|criteria|search|soql|match"
                              r"|date_range|created_(?:before|after)|older_than|before|updated_before"
                              r"|last_\w+_before)$")
_NAMING_KEY = lazy_compile(r"(?i)^(?:(?:\w+_)?ids?|keys?|names?|record_ids?|uuids?|emails?)$")
# A condition that only names records by their identifier (`{"_id": "65ab"}`, `id = 42`,
# `email:qa-bot@x.test`): one value, no wildcard, nothing joined to it: not a sweep.
_ID_ONLY = lazy_compile(r"""(?i)^\s*\{?\s*["']?(?:_?id|\w+_id|uuid|email|key)["']?\s*(?:=|:|==)\s*"""
                        r"""["']?[^\s*%'"]+["']?\s*\}?\s*$|^\s*\{?\s*["']?_?id["']?\s*(?:=|:|==|\bin\b)""")
# Flags that take away a deletion's undo: no trash, no recycle bin, no backup kept.
_NO_UNDO_KEY = lazy_compile(r"(?i)^(?:permanent(?:ly)?|hard(?:_?delete)?|purge|skip_?trash|bypass_?trash"
                            r"|empty_?(?:trash|recycle_?bin)|permanently_?remove|no_?backup|skip_?backup"
                            r"|delete_?backups?|expunge)$")
# Verdicts read as a deletion of what is kept (not of what is cheap or rebuilt).
_DESTROYS = frozenset({"hint.destroy", "operation.category.delete", "operation.pattern.bulk_delete*",
                       "operation.pattern.purge_*", "operation.pattern.delete_all*"})
_CHEAP = frozenset({"hint.destroy-regenerable", "hint.pattern-softened", "hint.local-place",
                    "tool.argument-capped", "tool.argument-nonprod"})
# What is rebuilt, not lost, named by the tool (`purge_cache_entries`, `tmp_files.delete`).
_REBUILT = lazy_compile(r"(?i)(?:^|[\W_])(?:cache[sd]?|caching|tmp|temp|scratch|sessions?|logs?)(?:$|[\W_])")

EXAMPLES = {
    "swept": [{"query": "created<2025-01-01", "permanent": True},
              {"filter": {"last_activity_before": "2022-01-01"}, "hard_delete": True},
              {"where": "status = 'closed'", "empty_recycle_bin": True},
              {"created_before": "2024-01-01", "skipTrash": "true"}],
    "not_swept": [{"query": "created<2025-01-01"}, {"ids": [41, 42], "permanent": True},
                  {"filter": {"_id": "65ab"}, "permanent": True}, {"query": "id = 42", "hard_delete": True},
                  {"query": "created<2025-01-01", "permanent": False}, {"ticket_id": 9, "permanent": True},
                  {"query": "email:qa-robot@shop.test", "hard_delete": True},
                  {"query": "draft-*", "permanent": True},
                  {"query": "from:auditor@kpmg.com", "permanent": True}],
}


def _on(value: Any) -> bool:
    return value is True or (isinstance(value, str) and value.strip().lower() in ("true", "yes", "1"))


# A name pattern with a literal stem (`draft-*`, `tmp_export*`): the items it picks are named by their
# stem, a scoped deletion that keeps its pause, not a sweep by condition.
# One correspondent named (`from:auditor@kpmg.com`): their mail, a scoped deletion too.
_NAME_STEM = lazy_compile(r"^[A-Za-z0-9][\w.-]{2,}\*$"
                          r"|^(?:from|to|sender|recipient|email)\s*[:=]\s*[\w.+-]+@[\w.-]+$")


def _condition(value: Any) -> bool:
    if isinstance(value, Mapping):
        return bool(value) and not set(map(str, value)) <= {"_id", "id", "ids"}
    return (isinstance(value, str) and bool(value.strip()) and not _ID_ONLY.match(value)
            and not _NAME_STEM.match(value.strip()))


def swept_beyond_undo(arguments: Mapping[str, Any]) -> str:
    """`condition; undo flag` when the call deletes by a condition with its undo removed, else ""."""
    keys = {str(k): v for k, v in arguments.items()}
    if any(_NAMING_KEY.match(k) and v not in (None, "", [], {}) for k, v in keys.items()):
        return ""
    condition = next((f"{k}: {v}" for k, v in keys.items() if _CONDITION_KEY.match(k) and _condition(v)), "")
    undo = next((f"{k}: {v}" for k, v in keys.items()
                 if _NO_UNDO_KEY.match(k.replace("-", "_")) and _on(v)), "")
    return f"{condition}; {undo}" if condition and undo else ""


def raised_when_swept(verdict: Assessment, arguments: Mapping[str, Any], nonprod: bool,
                      names: str = "") -> Assessment:
    """The verdict raised to a stop when it is a deletion its arguments make a sweep beyond undo (`nonprod`:
    the arguments name a non-production place; `names`: the tool and its server, where a cache is named)."""
    rules = set(verdict.rules)
    if verdict.danger_level not in (L.DESTRUCTIVE, L.DANGEROUS) or nonprod or not rules & _DESTROYS \
            or rules & _CHEAP or _REBUILT.search(names):
        return verdict
    swept = swept_beyond_undo(arguments)
    if not swept:
        return verdict
    return assess(
        L.FORBIDDEN, kind=verdict.kind, subject=verdict.subject, irreversible=True,
        factors=(*verdict.factors, f"deletes whatever its condition matches, with no undo ({swept}): how "
                 "many go is not known before it runs, and nothing is left to restore them from"),
        rules=(*verdict.rules, "tool.argument-swept-beyond-undo"),
        safer_alternative="list what the condition matches, export it, and delete to the trash first",
        recovery=verdict.recovery,
    )
