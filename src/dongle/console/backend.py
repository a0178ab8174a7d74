"""The console's single door to the safety loop: reads from the store, changes through the service.

Every change the console makes (approve, deny, show a code, unblock) goes through the same
`SafetyService` operator methods as the `dongle` CLI, so the console cannot do anything the
operator channel could not, and everything it does lands in the same hash-chained audit log.
Login failures and lockouts are audited too, and the lockout counter lives in the store, so
restarting the console does not reset it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

from dongle import audit as audit_log
from dongle.console import insights as insights_mod
from dongle.console.views import BlockView, ExecutionView, PendingItem, PolicyView
from dongle.store.base import Store, StoreError
from dongle.store.records import AuditDraft, AuditEntry, AuditFilter, RateLimitRecord

LOGIN_KEY = "console:login"
LOGIN_LIMIT = 5
LOGIN_BASE_LOCK = 60.0
LOGIN_MAX_LOCK = 3600.0
CONTEXT_SCAN = 2000  # newest audit entries searched for a pending item's factors


class BackendError(Exception):
    """Something the operator should read (unknown id, already decided, store busy)."""


class OperatorService(Protocol):
    """The operator side of `dongle.service.SafetyService` that the console uses."""

    def approve(self, request_id: str, operator: str) -> Any: ...
    def deny(self, request_id: str, operator: str) -> Any: ...
    def unblock(self, agent: str, operator: str) -> Any: ...
    def reveal_code(self, challenge_id: str, operator: str) -> str: ...


class Backend:
    """What the console needs, over one store and one service (both shared with the CLI)."""

    def __init__(
        self,
        store: Store,
        service: OperatorService,
        *,
        operator: str,
        check_passphrase: Callable[[str], bool],
        policy: Callable[[], PolicyView],
        clock: Callable[[], float] = time.time,
    ):
        self.store = store
        self.service = service
        self.operator = operator
        self._check = check_passphrase
        self._policy = policy
        self.clock = clock

    # ------------------------------------------------------------------------- login and lockout

    def _audit(self, event: str, outcome: str, **data: Any) -> None:
        draft = AuditDraft(
            event=event,
            timestamp=self.clock(),
            outcome=outcome,
            data={"channel": "console", "operator": self.operator, **data},
        )
        with self.store.transaction() as tx:
            tx.append_audit(draft)

    def check_passphrase(self, passphrase: str) -> bool:
        try:
            return bool(self._check(passphrase))
        except Exception:  # a broken verifier must never let anyone in
            return False

    def login_locked_for(self) -> float:
        try:
            with self.store.transaction() as tx:
                rec = tx.get_rate_limit(LOGIN_KEY)
        except StoreError:
            return LOGIN_BASE_LOCK  # cannot tell: stay locked
        return max(0.0, rec.locked_until - self.clock()) if rec else 0.0

    def login_failed(self) -> float:
        """Count a wrong passphrase; the LOGIN_LIMIT-th in a row locks the form, longer each time."""
        now = self.clock()
        with self.store.transaction() as tx:
            rec = tx.get_rate_limit(LOGIN_KEY) or RateLimitRecord(key=LOGIN_KEY)
            rec.failures = [*rec.failures, now]
            lock = 0.0
            if len(rec.failures) >= LOGIN_LIMIT:
                lock = min(LOGIN_MAX_LOCK, LOGIN_BASE_LOCK * (2**rec.violations))
                rec.locked_until = now + lock
                rec.violations += 1
                rec.failures = []
            tx.put_rate_limit(rec)
            tx.append_audit(
                AuditDraft(
                    event="operator_login_failed",
                    timestamp=now,
                    outcome="denied",
                    data={"channel": "console", "failures_in_a_row": len(rec.failures) or LOGIN_LIMIT},
                )
            )
            if lock:
                tx.append_audit(
                    AuditDraft(
                        event="operator_login_lockout",
                        timestamp=now,
                        outcome="denied",
                        data={"channel": "console", "locked_seconds": int(lock), "lockouts": rec.violations},
                    )
                )
        return lock

    def login_succeeded(self) -> None:
        now = self.clock()
        with self.store.transaction() as tx:
            rec = tx.get_rate_limit(LOGIN_KEY)
            if rec is not None:
                tx.put_rate_limit(RateLimitRecord(key=LOGIN_KEY, violations=rec.violations))
            tx.append_audit(
                AuditDraft(
                    event="operator_login",
                    timestamp=now,
                    outcome="allowed",
                    data={"channel": "console", "operator": self.operator},
                )
            )

    # ------------------------------------------------------------------------------- pending

    def pending(self) -> list[PendingItem]:
        now = self.clock()
        with self.store.transaction() as tx:
            confirmations = [c for c in tx.list_confirmations("pending") if c.kind == "confirm"]
            challenges = tx.list_challenges("pending")
        context = self._context({c.request_id for c in confirmations} | {c.challenge_id for c in challenges})
        items = []
        for c in confirmations:
            if c.expires_at < now:
                continue
            ctx = context.get(c.request_id, {})
            items.append(
                PendingItem(
                    item_id=c.request_id,
                    kind="confirmation",
                    agent=c.agent,
                    action=c.action_text,
                    tier=c.tier,
                    reason=c.reason,
                    created_at=c.created_at,
                    expires_at=c.expires_at,
                    danger_level=c.danger_level,
                    factors=_strings(ctx.get("factors")),
                    rules=_strings(ctx.get("rules")),
                    safer_alternative=_text(ctx.get("safer_alternative")),
                    execution_id=c.execution_id,
                )
            )
        for ch in challenges:
            if ch.expires_at < now:
                continue
            ctx = context.get(ch.challenge_id, {})
            level = ctx.get("danger_level")
            items.append(
                PendingItem(
                    item_id=ch.challenge_id,
                    kind="challenge",
                    agent=ch.agent,
                    action=ch.action_text,
                    tier=ch.kind,
                    reason=ch.reason,
                    created_at=ch.created_at,
                    expires_at=ch.expires_at,
                    danger_level=level if isinstance(level, int) else None,
                    factors=_strings(ctx.get("factors")),
                    rules=_strings(ctx.get("rules")),
                    safer_alternative=_text(ctx.get("safer_alternative")),
                    execution_id=ch.execution_id,
                    code_issued=bool(ch.code_hash),
                )
            )
        items.sort(key=lambda i: i.created_at, reverse=True)
        return items

    def _context(self, ids: set[str]) -> dict[str, dict[str, Any]]:
        """Factors, rules and safer alternative of each id, from the audit entry that raised it."""
        found: dict[str, dict[str, Any]] = {}
        if not ids:
            return found
        for entry in self.store.iter_audit(AuditFilter(limit=CONTEXT_SCAN)):
            data = entry.data or {}
            for key in insights_mod.ID_KEYS:
                ident = data.get(key)
                if isinstance(ident, str) and ident in ids:
                    merged = found.setdefault(ident, {})
                    merged.update({k: v for k, v in data.items() if v not in (None, "", [])})
                    if entry.danger_level is not None:
                        merged.setdefault("danger_level", entry.danger_level)
        return found

    def _call(self, what: str, fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except (KeyError, ValueError, LookupError, PermissionError, StoreError) as exc:
            raise BackendError(f"Could not {what}: {_message(exc)}") from exc

    def approve(self, item_id: str) -> None:
        self._call("approve", lambda: self.service.approve(item_id, self.operator))

    def deny(self, item_id: str) -> None:
        self._call("deny", lambda: self.service.deny(item_id, self.operator))

    def reveal_code(self, challenge_id: str) -> str:
        return str(self._call("show the code", lambda: self.service.reveal_code(challenge_id, self.operator)))

    # -------------------------------------------------------------------------------- agents

    def agents(self) -> tuple[list[ExecutionView], list[BlockView]]:
        with self.store.transaction() as tx:
            executions = tx.active_executions()
            blocks = tx.list_blocks()
        ex = [
            ExecutionView(
                e.execution_id,
                e.agent,
                e.status,
                e.started_at,
                e.step_count,
                e.max_steps,
                e.paused_challenge_id,
            )
            for e in executions
        ]
        bl = [BlockView(b.agent, b.reason, b.blocked_at, b.challenge_id, tuple(b.factors)) for b in blocks]
        return sorted(ex, key=lambda e: e.started_at, reverse=True), sorted(
            bl, key=lambda b: b.blocked_at, reverse=True
        )

    def unblock(self, agent: str, reason: str) -> None:
        self._call("unblock", lambda: self.service.unblock(agent, self.operator))
        self._audit("operator_override_reason", "allowed", agent_unblocked=agent, reason=reason[:500])

    # ------------------------------------------------------------------------------ activity

    def audit_head_seq(self) -> int:
        return self.store.audit_head()[0]

    def activity(self, after_seq: int, filters: dict[str, str], limit: int) -> list[AuditEntry]:
        """Entries after `after_seq` (oldest first) matching the filters; at most the newest `limit`."""
        agent = filters.get("agent") or None
        tier = filters.get("tier") or ""
        outcome = filters.get("outcome") or None
        scan = AuditFilter(agent=agent, outcome=outcome, limit=None if after_seq else max(limit * 5, 500))
        out = [
            e
            for e in self.store.iter_audit(scan)
            if e.seq > after_seq and (not tier or str((e.data or {}).get("tier") or "") == tier)
        ]
        return out[-limit:]

    def activity_choices(self) -> tuple[list[str], list[str]]:
        agents, outcomes = set(), set()
        for e in self.store.iter_audit(AuditFilter(limit=5000)):
            if e.agent:
                agents.add(e.agent)
            if e.outcome:
                outcomes.add(e.outcome)
        return sorted(agents), sorted(outcomes)

    # --------------------------------------------------------------------------------- audit

    def audit_page(self, page: int, size: int) -> tuple[list[AuditEntry], int]:
        """Newest first: page 1 is the newest `size` entries."""
        total = self.store.audit_head()[0]
        newest = list(self.store.iter_audit(AuditFilter(limit=page * size)))
        chunk = newest[: max(0, len(newest) - (page - 1) * size)][-size:]
        return list(reversed(chunk)), total

    def verify_chain(self) -> audit_log.ChainReport:
        return audit_log.verify_chain(self.store.iter_audit(), self.store.audit_head())

    def export_jsonl(self) -> str:
        return "".join(
            audit_log.canonical_json(audit_log.entry_to_dict(e)) + "\n" for e in self.store.iter_audit()
        )

    # ------------------------------------------------------------------------ policy, stats

    def policy(self) -> PolicyView:
        return self._policy()

    def insights(self) -> insights_mod.Insights:
        return insights_mod.compute(self.store.iter_audit())


def _strings(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value if v)
    return ()


def _text(value: Any) -> str | None:
    return str(value) if value else None


def _message(exc: BaseException) -> str:
    return str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
