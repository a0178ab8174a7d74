"""The figures teams tune their policy with, computed from the audit log alone.

Shared by the console's Insights page and `dongle stats`, so both always agree. Only the audit log
is read: it is the one record every door writes, and it survives restarts.

A *pause* is a decision that held the agent for a human (confirm or verify tier); a *stop* is a
hard stop (danger_zone tier, a deny rule, or `stopped`). Operator decisions are the audit events
the human side writes (approvals, denials, shown codes, admin overrides); approval time is the
delay from the request's first audit entry to the human's approval of it.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from dongle.store.records import AuditEntry

PAUSE_TIERS = frozenset({"confirm", "verify"})
STOP_TIERS = frozenset({"danger_zone", "deny"})
STOP_OUTCOMES = frozenset({"denied", "stopped", "blocked"})
# Where each event keeps the request it concerns: a confirmation is issued as TOKEN_ISSUED and
# approved as OPERATOR_APPROVE, both under `token_id`; a verification under `challenge_id`.
ID_KEYS = ("request_id", "challenge_id", "confirmation_token", "token_id", "verification_id")


def operator_kind(event: str) -> str | None:
    """Which human-side action an audit event records, if any."""
    name = event.lower()
    if not name.startswith("operator"):  # the service records every human act as OPERATOR_*
        return None
    for word, kind in (
        ("unblock", "override"),
        ("override", "override"),
        ("approv", "approval"),
        ("deny", "denial"),
        ("denied", "denial"),
        ("code", "code shown"),
        ("login", "login"),
        ("auth", "login"),
    ):
        if word in name:
            return kind
    return "other"


def verdict(entry: AuditEntry) -> str | None:
    """'pause', 'stop' or None for an entry that is not a blocking decision."""
    if operator_kind(entry.event):
        return None
    data = entry.data or {}
    tier = str(data.get("tier") or data.get("nextStepRisk") or "")
    if data.get("stopped") is True or tier in STOP_TIERS:
        return "stop"
    if tier in PAUSE_TIERS:
        return "pause"
    return None


def _rules(entry: AuditEntry) -> list[str]:
    data = entry.data or {}
    rules = data.get("rules") or data.get("rule_ids") or []
    if isinstance(rules, str):
        rules = [rules]
    found = [str(r) for r in rules if r]
    return found or [f"tier {data.get('tier') or 'unknown'} (no rule id)"]


def _ids(entry: AuditEntry) -> list[str]:
    data = entry.data or {}
    return [str(data[k]) for k in ID_KEYS if data.get(k)]


@dataclass
class Insights:
    entries: int = 0
    decisions: int = 0
    pauses: int = 0
    stops: int = 0
    approvals: int = 0
    denials: int = 0
    overrides: int = 0
    approval_median: float | None = None
    approval_p90: float | None = None
    by_rule: list[tuple[str, int]] = field(default_factory=list)
    by_agent: list[tuple[str, int]] = field(default_factory=list)
    by_day: list[tuple[str, int, int]] = field(default_factory=list)  # (day, pauses, stops)
    operator_actions: list[tuple[str, int]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["by_rule"] = [{"rule": r, "count": n} for r, n in self.by_rule]
        out["by_agent"] = [{"agent": a, "count": n} for a, n in self.by_agent]
        out["by_day"] = [{"day": d, "pauses": p, "stops": s} for d, p, s in self.by_day]
        out["operator_actions"] = [{"action": a, "count": n} for a, n in self.operator_actions]
        return out


def compute(entries: Iterable[AuditEntry]) -> Insights:
    ins = Insights()
    by_rule: Counter[str] = Counter()
    by_agent: Counter[str] = Counter()
    days: dict[str, list[int]] = {}
    ops: Counter[str] = Counter()
    first_seen: dict[str, float] = {}
    waits: list[float] = []
    for entry in entries:
        ins.entries += 1
        kind = operator_kind(entry.event)
        if kind:
            if kind != "login":
                ops[kind] += 1
            if kind == "approval":
                ins.approvals += 1
                for ident in _ids(entry):
                    if ident in first_seen:
                        waits.append(max(0.0, entry.timestamp - first_seen.pop(ident)))
                        break
            elif kind == "denial":
                ins.denials += 1
            elif kind == "override":
                ins.overrides += 1
            continue
        for ident in _ids(entry):
            first_seen.setdefault(ident, entry.timestamp)
        if (entry.data or {}).get("tier") is not None:
            ins.decisions += 1
        v = verdict(entry)
        if v is None:
            continue
        day = datetime.fromtimestamp(entry.timestamp, UTC).strftime("%Y-%m-%d")
        counts = days.setdefault(day, [0, 0])
        if v == "pause":
            ins.pauses += 1
            counts[0] += 1
        else:
            ins.stops += 1
            counts[1] += 1
        by_agent[entry.agent or "(unknown agent)"] += 1
        for rule in _rules(entry):
            by_rule[rule] += 1
    ins.by_rule = by_rule.most_common()
    ins.by_agent = by_agent.most_common()
    ins.by_day = [(d, c[0], c[1]) for d, c in sorted(days.items())]
    ins.operator_actions = ops.most_common()
    if waits:
        ins.approval_median = statistics.median(waits)
        ins.approval_p90 = statistics.quantiles(waits, n=10)[-1] if len(waits) > 1 else waits[0]
    return ins


def render_text(ins: Insights) -> str:
    """`dongle stats` in a terminal: the same figures as the Insights page, as aligned text."""

    def secs(v: float | None) -> str:
        return "-" if v is None else f"{v:.0f} s"

    lines = [
        f"audit entries      {ins.entries}",
        f"decisions          {ins.decisions}",
        f"pauses             {ins.pauses}",
        f"hard stops         {ins.stops}",
        f"human approvals    {ins.approvals}   (median wait {secs(ins.approval_median)}, "
        f"p90 {secs(ins.approval_p90)})",
        f"human denials      {ins.denials}",
        f"admin overrides    {ins.overrides}",
    ]

    def section(title: str, rows: list[tuple[str, int]]) -> None:
        lines.append("")
        lines.append(title)
        if not rows:
            lines.append("  (none)")
        width = max((len(k) for k, _ in rows), default=0)
        top = max((n for _, n in rows), default=1) or 1
        for key, n in rows:
            lines.append(f"  {key:<{width}}  {n:>5}  {'#' * max(1, round(20 * n / top))}")

    section("pauses and stops by rule", ins.by_rule)
    section("pauses and stops by agent", ins.by_agent)
    lines.append("")
    lines.append("pauses and stops by day")
    if not ins.by_day:
        lines.append("  (none)")
    for day, p, s in ins.by_day:
        lines.append(f"  {day}  pauses {p:>4}  stops {s:>4}")
    section("operator actions", ins.operator_actions)
    return "\n".join(lines)
