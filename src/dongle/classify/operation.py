"""Danger level of an operation from its name (seed 000 §3.3, §5, §6).

Order of precedence, as the seed lays it down:

1. an explicit declaration (`declared`) overrides everything (§5.3: `force_sync` declared safe);
2. otherwise every matching danger pattern is collected and the highest level wins (§5.1:
   `force_delete_all` matches `force_*` and `delete_all*`, so it is forbidden). As that example
   shows, a danger glob matches from any word boundary of the name, not only its start
   (`s3_drop_bucket` matches `drop_*`); safe globs match from the start only;
3. a safe pattern (`get_*`, `list_*`, …) applies only when no danger pattern matched;
4. the CRUDE category default (read safe, create/update/execute reversible, delete destructive),
   when a category is given or can be read off the name's leading verb; a category never lowers a
   pattern's level;
5. an unlabeled name is at least reversible, never safe (§7.1).

Names are normalised first (camelCase and kebab-case to snake_case, lower case) so `dropTable`,
`drop-table` and `DROP_TABLE` are one operation. This module is also the adapters' and the proxy's
judge of tool names, so it imports nothing beyond the stdlib and the shared levels.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fnmatch import translate
from functools import lru_cache

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel


@dataclass(frozen=True)
class NamePattern:
    """One glob over normalised operation names, with why it is dangerous and names it must match."""

    glob: str
    level: DangerLevel
    reason: str
    irreversible: bool
    examples: tuple[str, ...]
    counter_examples: tuple[str, ...] = ()


_D, _F, _S = DangerLevel.DANGEROUS, DangerLevel.FORBIDDEN, DangerLevel.SAFE

DEFAULT_PATTERNS: tuple[NamePattern, ...] = (
    # seed 000 §6.1: dangerous
    NamePattern(
        "force_*", _D, "force operations bypass safety checks", False, ("force_push", "force_delete")
    ),
    NamePattern("*_permanently", _D, "permanent, irreversible action", True, ("remove_permanently",)),
    NamePattern("bulk_delete*", _D, "mass deletion", True, ("bulk_delete_users",)),
    NamePattern("override_*", _D, "overrides a safety validation", False, ("override_validation",)),
    NamePattern("bypass_*", _D, "bypasses a validation or approval", False, ("bypass_approval",)),
    NamePattern("*_without_backup", _D, "skips the backup", True, ("delete_without_backup",)),
    NamePattern("purge_*", _D, "purges data", True, ("purge_logs", "purge_cache")),
    # seed 000 §6.2: forbidden
    NamePattern(
        "drop_*",
        _F,
        "drops a database, table or collection",
        True,
        ("drop_table", "drop_database"),
        ("dropdown_list",),
    ),
    NamePattern("delete_all*", _F, "deletes all records", True, ("delete_all_users",), ("delete_alias",)),
    NamePattern("truncate_*", _F, "truncates data", True, ("truncate_table",)),
    NamePattern("reset_*", _F, "resets to an empty or factory state", True, ("reset_database",)),
    NamePattern("destroy_*", _F, "destroys a resource completely", True, ("destroy_environment",)),
    NamePattern("wipe_*", _F, "wipes data", True, ("wipe_data",)),
    NamePattern("*_production", _F, "mutates production", False, ("deploy_production",)),
    # beyond the seed: an audit record switched off leaves what happens next untraced (the rubric's
    # "disabling audit logs"), whichever service keeps it
    NamePattern("stop_logging*", _F, "stops an audit trail's logging", True, ("stop_logging",)),
    NamePattern("delete_trail*", _F, "deletes an audit trail", True, ("delete_trail",)),
    NamePattern("disable_*audit*", _F, "switches an audit record off", True,
                ("disable_audit", "disable_audit_logging", "disable_vault_audit"), ("audit_report",)),
    NamePattern("*audit*_off", _F, "switches an audit record off", True, ("set_audit_off",)),
    # money that leaves the account cannot be called back
    NamePattern("transfer*", _D, "moves money or ownership out; it cannot be called back", True,
                ("transfer", "transfer_funds", "transfer_ownership"), ("transformer_run",)),
    NamePattern("create_payout*", _D, "pays money out; it cannot be called back", True,
                ("create_payout",), ("list_payouts",)),
    # seed 000 §6.3: safe
    NamePattern("get_*", _S, "retrieves one resource", False, ("get_user", "get_repo")),
    NamePattern("list_*", _S, "lists resources", False, ("list_repos", "list_users")),
    NamePattern("search_*", _S, "searches", False, ("search_issues",)),
    NamePattern("count_*", _S, "counts", False, ("count_records",)),
    NamePattern("check_*", _S, "validation check", False, ("check_status",)),
    NamePattern("introspect*", _S, "introspection", False, ("introspect",)),
    # beyond the seed: the cloud APIs' read verb (EC2 DescribeInstances, RDS DescribeDBInstances, a
    # security group's rules, a secret's metadata without its value) and a resource shown or viewed
    NamePattern("describe_*", _S, "describes a resource's settings", False,
                ("describe_sg", "describe_instances", "describe_db_clusters")),
    NamePattern("show_*", _S, "shows a resource", False, ("show_pipeline", "show_config")),
    NamePattern("view_*", _S, "views a resource", False, ("view_dashboard",)),
)

# The CRUDE categories and their default levels (seed 000 §3.3).
CATEGORY_DEFAULTS: dict[str, DangerLevel] = {
    "read": DangerLevel.SAFE,
    "create": DangerLevel.REVERSIBLE,
    "update": DangerLevel.REVERSIBLE,
    "delete": DangerLevel.DESTRUCTIVE,
    "execute": DangerLevel.REVERSIBLE,
}

# Leading verbs that reveal a name's category when none is declared. Only `delete` changes the
# outcome (raising an unlabeled name to destructive); read verbs are deliberately absent, because
# an unlabeled name must stay at least reversible and only the seed's safe patterns confirm safety.
CATEGORY_VERBS: dict[str, str] = {
    **dict.fromkeys(
        (
            "delete",
            "remove",
            "rm",
            "del",
            "erase",
            "unlink",
            "terminate",
            "revoke",
            "deprovision",
            "uninstall",
            "archive",
            "detach",
            "evict",
            "kill",
        ),
        "delete",
    ),
    **dict.fromkeys(("create", "add", "insert", "new", "post", "put", "upload", "register"), "create"),
    **dict.fromkeys(
        ("update", "set", "edit", "modify", "patch", "rename", "move", "change", "replace", "upsert"),
        "update",
    ),
    **dict.fromkeys(
        ("run", "execute", "exec", "invoke", "trigger", "start", "stop", "restart", "deploy", "send", "call"),
        "execute",
    ),
}

_CAMEL = lazy_compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_SEPARATORS = lazy_compile(r"[^a-z0-9]+")


def normalise_name(name: str) -> str:
    """`dropTable`, `Drop-Table`, `server.drop_table` -> `drop_table` (the part after the last dot)."""
    name = name.strip().rsplit(".", 1)[-1].rsplit("/", 1)[-1]
    snake = _CAMEL.sub("_", name).lower()
    return _SEPARATORS.sub("_", snake).strip("_")


def name_words(name: str) -> list[str]:
    return [w for w in normalise_name(name).split("_") if w]


PatternOverrides = Mapping[DangerLevel | str | int, Iterable[str]]


@dataclass(frozen=True)
class _Compiled:
    danger: re.Pattern[str]  # alternation of the danger globs: a cheap "anything at all?" test
    safe: re.Pattern[str]
    patterns: tuple[tuple[NamePattern, re.Pattern[str]], ...]


def _alternation(pats: Iterable[NamePattern]) -> re.Pattern[str]:
    return lazy_compile("|".join(f"(?:{translate(p.glob)})" for p in pats) or "(?!)")


def _compile(patterns: Iterable[NamePattern]) -> _Compiled:
    pats = tuple(patterns)
    danger = [p for p in pats if p.level > DangerLevel.SAFE]
    safe = [p for p in pats if p.level == DangerLevel.SAFE]
    each = tuple((p, lazy_compile(translate(p.glob))) for p in pats)
    return _Compiled(_alternation(danger), _alternation(safe), each)


@lru_cache(maxsize=1)
def _default() -> _Compiled:
    """The built-in patterns, translated and compiled on the first operation judged: a process that
    judges only shell commands never asks them (translating them was a tenth of the classifier's import)."""
    return _compile(DEFAULT_PATTERNS)


def _suffixes(name: str) -> list[str]:
    """The name and every suffix that starts after an underscore: where a danger glob may match."""
    return [name] + [name[i + 1 :] for i, ch in enumerate(name) if ch == "_" and i + 1 < len(name)]


def _hits(compiled: _Compiled, name: str) -> list[NamePattern]:
    suffixes = _suffixes(name)
    hits: list[NamePattern] = []
    if any(compiled.danger.match(s) for s in suffixes):
        for p, rx in compiled.patterns:
            where = suffixes if not p.glob.startswith("*") else [name]
            if p.level > DangerLevel.SAFE and any(rx.match(s) for s in where):
                hits.append(p)
    if compiled.safe.match(name):
        hits += [p for p, rx in compiled.patterns if p.level == DangerLevel.SAFE and rx.match(name)]
    return hits


def _with_overrides(overrides: PatternOverrides) -> _Compiled:
    """Replace the default list of each level named in `overrides`; other levels keep the defaults."""
    replaced: dict[DangerLevel, list[NamePattern]] = {}
    for key, globs in overrides.items():
        level = DangerLevel.parse(key)
        if isinstance(globs, str):
            raise ValueError(f"patterns for {level.label} must be a list of globs, not a string")
        replaced[level] = [
            NamePattern(str(g).lower(), level, f"matches configured pattern {g}", False, ()) for g in globs
        ]
    kept = [p for p in DEFAULT_PATTERNS if p.level not in replaced]
    return _compile(kept + [p for ps in replaced.values() for p in ps])


def infer_category(name: str) -> str | None:
    """The category of the first known verb in the name (`s3_delete_bucket` -> delete)."""
    for word in name_words(name):
        if word in CATEGORY_VERBS:
            return CATEGORY_VERBS[word]
    return None


def classify_operation(
    name: str,
    category: str | None = None,
    declared: DangerLevel | str | int | None = None,
    patterns: PatternOverrides | None = None,
) -> Assessment:
    """The danger level of an operation named `name` (see the module docstring for precedence).

    Raises ValueError for an empty name, an unknown category or an invalid declared level, so a
    caller can answer with a structured error instead of a guess.
    """
    norm = normalise_name(name)
    if not norm:
        raise ValueError("operation name is empty")
    if category is not None and category.lower() not in CATEGORY_DEFAULTS:
        raise ValueError(
            f"unknown CRUDE category {category!r}; expected one of: {', '.join(CATEGORY_DEFAULTS)}"
        )
    if declared is not None:
        level = DangerLevel.parse(declared)
        return assess(
            level,
            kind="operation",
            subject=norm,
            factors=(f"operation {norm!r} declares danger level {level.label}",),
            rules=("operation.declared",),
            irreversible=level >= DangerLevel.DANGEROUS,
        )

    compiled = _default() if patterns is None else _with_overrides(patterns)
    hits = _hits(compiled, norm)
    danger_hits = [p for p in hits if p.level > DangerLevel.SAFE]
    cat = category.lower() if category else infer_category(norm)
    cat_level = CATEGORY_DEFAULTS.get(cat) if cat else None

    if danger_hits:
        top = max(p.level for p in danger_hits)
        winners = [p for p in danger_hits if p.level == top]
        level = max(top, cat_level) if cat_level is not None else top
        factors = [f"operation {norm!r} matches {p.glob!r} ({p.level.label}: {p.reason})" for p in winners]
        rules = [f"operation.pattern.{p.glob}" for p in winners]
        irreversible = any(p.irreversible for p in winners)
    elif hits and cat in (None, "read"):
        p = hits[0]
        level, irreversible = DangerLevel.SAFE, False
        factors, rules = (
            [f"operation {norm!r} matches safe pattern {p.glob!r} ({p.reason})"],
            [f"operation.pattern.{p.glob}"],
        )
    elif cat_level is not None:
        how = "declared" if category else "inferred from its leading verb"
        level = max(cat_level, DangerLevel.REVERSIBLE) if not category else cat_level
        irreversible = False
        factors = [f"operation {norm!r} is in CRUDE category {cat!r} ({how}): default {level.label}"]
        rules = [f"operation.category.{cat}"]
    else:
        level, irreversible = DangerLevel.REVERSIBLE, False
        factors = [f"operation {norm!r} has no danger label: treated as at least reversible"]
        rules = ["operation.unlabeled"]
    return assess(
        level, kind="operation", subject=norm, factors=factors, rules=rules, irreversible=irreversible
    )
