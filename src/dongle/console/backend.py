"""The console's single door to the safety loop: reads from the store, changes through the service.

Every change the console makes (approve, deny, show a code, unblock) goes through the same
`SafetyService` operator methods as the `dongle` CLI, so the console cannot do anything the
operator channel could not, and everything it does lands in the same hash-chained audit log.
Login failures and lockouts are audited too, and the lockout counter lives in the store, so
restarting the console does not reset it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Protocol

from dongle import audit as audit_log
from dongle.console import insights as insights_mod
from dongle.console import labels
from dongle.console.proxy_view import proxy_call
from dongle.console.views import HARD_STOP_TIERS, BlockView, ExecutionView, PendingItem, PolicyView
from dongle.store.base import Store, StoreError
from dongle.store.records import AuditEntry, AuditFilter, ExecutionRecord

ACTIVE_EXECUTION = ("pending", "running")  # the store's active execution states
CONTEXT_SCAN = 2000  # newest audit entries searched for a pending item's factors and rules


class BackendError(Exception):
    """Something the operator should read (unknown id, already decided, store busy)."""


class OperatorService(Protocol):
    """The operator side of `dongle.service.SafetyService` that the console uses."""

    def pending(self) -> list[Any]: ...
    def approve(self, request_id: str, operator: str) -> Any: ...
    def deny(self, request_id: str, operator: str, reason: str | None = None) -> Any: ...
    def unblock(self, agent: str, operator: str, reason: str | None = None) -> bool: ...
    def reveal_code(self, challenge_id: str, operator: str) -> tuple[str, str]: ...
    def record_operator_failure(self, what: str) -> None: ...
    def operator_locked(self) -> int: ...
    def record_operator_event(self, event: str, operator: str, **data: Any) -> None: ...


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
    ):
        self.store = store
        self.service = service
        self.operator = operator
        self._check = check_passphrase
        self._policy = policy

    # ------------------------------------------------------------------------- login and lockout
    # The console has its own lockout counter (SafetyService.operator_locked("console")): a guesser
    # here (any same-user process can reach a loopback page) can lock the console, never the
    # operator's terminal prompt, which keeps its own counter.

    def check_passphrase(self, passphrase: str) -> bool:
        try:
            return bool(self._check(passphrase))
        except Exception:  # a broken or missing verifier must never let anyone in
            return False

    def login_locked_for(self) -> float:
        try:
            return float(self.service.operator_locked("console"))
        except StoreError:
            return 60.0  # cannot tell: stay locked

    def login_failed(self) -> float:
        """Count and audit a wrong passphrase; return the lockout it started (0 if none)."""
        self.service.record_operator_failure("console login", "console")
        locked = self.login_locked_for()
        if locked > 0:
            self.service.record_operator_event(
                "OPERATOR_LOGIN_LOCKOUT", self.operator, channel="console", locked_seconds=int(locked)
            )
        return locked

    def login_succeeded(self) -> None:
        self.service.record_operator_event("OPERATOR_LOGIN", self.operator, channel="console")

    # ------------------------------------------------------------------------------- pending

    def pending(self) -> list[PendingItem]:
        """What waits, newest first, with the factors and rules the audit log holds for each."""
        waiting = [w for w in self.service.pending() if w.kind in ("confirmation", "verification")]
        by_id, by_action = self._context({w.id for w in waiting})
        ended = self._ended({w.id for w in waiting if w.kind == "verification"})
        items = []
        for w in waiting:
            ctx = {**by_action.get((w.agent, _short(w.action)), {}), **by_id.get(w.id, {})}
            proxy = proxy_call(w.agent, ctx)
            if proxy is not None:  # judged as the tool call it is, not as its bound text
                ctx["safer_alternative"] = ctx.get("safer_alternative") or proxy.safer_alternative
                ctx["factors"] = ctx.get("factors") or list(proxy.factors)
            if not ctx.get("safer_alternative") or not ctx.get("factors"):
                judged = _judge_text(w.action)
                ctx.setdefault("safer_alternative", judged.get("safer_alternative"))
                if not ctx.get("factors"):
                    ctx["factors"] = judged.get("factors")
            level = w.danger_level if w.danger_level is not None else ctx.get("danger_level")
            items.append(
                PendingItem(
                    item_id=w.id,
                    kind="confirmation" if w.kind == "confirmation" else "challenge",
                    agent=w.agent,
                    action=w.action,
                    tier=w.tier or "confirm",
                    reason=w.reason,
                    created_at=w.created_at,
                    expires_at=w.expires_at or w.created_at,
                    danger_level=level if isinstance(level, int) else None,
                    factors=_strings(ctx.get("factors")),
                    rules=_strings(ctx.get("rules")),
                    safer_alternative=_text(ctx.get("safer_alternative")),
                    code_issued=bool(w.code_shown),
                    ended=ended.get(w.id),
                    proxy=proxy,
                )
            )
        items.sort(key=lambda i: i.created_at, reverse=True)
        return items

    def pending_ids(self) -> set[str]:
        return {w.id for w in self.service.pending() if w.kind in ("confirmation", "verification")}

    def _ended(self, challenge_ids: set[str]) -> dict[str, str]:
        """Why the agent no longer waits on each of these challenges (absent: it still waits).

        A verify pause waits on its execution: once that execution ended (completed, failed or
        cancelled with its session) nobody retries the action, though the challenge stays open
        until it expires. A hard stop waits on the agent's block: once lifted, nothing waits."""
        if not challenge_ids:
            return {}
        out: dict[str, str] = {}
        with self.store.transaction() as tx:
            for ident in challenge_ids:
                challenge = tx.get_challenge(ident)
                if challenge is None:
                    continue
                if challenge.kind == "verify" and challenge.execution_id:
                    execution = tx.get_execution(challenge.execution_id)
                    if execution is None or execution.status not in ACTIVE_EXECUTION:
                        out[ident] = _execution_end(execution)
                elif challenge.kind in HARD_STOP_TIERS and tx.get_block(challenge.agent) is None:
                    out[ident] = "the agent is no longer blocked (its hard stop was lifted)"
        return out

    def _context(
        self, ids: set[str]
    ) -> tuple[dict[str, dict[str, Any]], dict[tuple[str, str], dict[str, Any]]]:
        """Facts about each pending id from the audit entries that raised it: entries naming the id
        (factors of a block), and the decision entry for the same agent and action (tier, rules)."""
        by_id: dict[str, dict[str, Any]] = {}
        by_action: dict[tuple[str, str], dict[str, Any]] = {}
        if not ids:
            return by_id, by_action
        for entry in self.store.iter_audit(AuditFilter(limit=CONTEXT_SCAN)):
            data = {k: v for k, v in (entry.data or {}).items() if v not in (None, "", [])}
            if entry.danger_level is not None:
                data.setdefault("danger_level", entry.danger_level)
            for key in insights_mod.ID_KEYS:
                ident = data.get(key)
                if isinstance(ident, str) and ident in ids:
                    by_id.setdefault(ident, {}).update(data)
            if entry.agent and isinstance(data.get("operation"), str) and "tier" in data:
                by_action[(entry.agent, data["operation"])] = data
        return by_id, by_action

    def _call(self, what: str, fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except (KeyError, ValueError, LookupError, PermissionError, StoreError) as exc:
            raise BackendError(f"Could not {what}: {_message(exc)}") from exc

    def lifts_hard_stop(self, item_id: str) -> bool:
        """Whether approving `item_id` would lift a hard stop (a danger-zone or deny-rule challenge).

        Such an approval needs a second, explicit confirmation from the operator; the console asks
        for it on the server, so a bare POST (a stray click, a replayed form) cannot lift a stop."""
        return any(
            w.id == item_id and w.kind == "verification" and w.tier in HARD_STOP_TIERS
            for w in self.service.pending()
        )

    def approve(self, item_id: str) -> None:
        self._call("approve", lambda: self.service.approve(item_id, self.operator))

    def deny(self, item_id: str) -> None:
        self._call("deny", lambda: self.service.deny(item_id, self.operator))

    def reveal_code(self, challenge_id: str) -> tuple[str, str]:
        """(id, code): the id is a replacement challenge's when the old one had lapsed."""
        ident, code = self._call(
            "show the code", lambda: self.service.reveal_code(challenge_id, self.operator)
        )
        return str(ident), str(code)

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
        if not self._call("unblock", lambda: self.service.unblock(agent, self.operator, reason[:500])):
            raise BackendError(f"{agent} is not blocked.")

    # ------------------------------------------------------------------------------ activity

    def audit_head_seq(self) -> int:
        return self.store.audit_head()[0]

    def activity(
        self, after_seq: int, filters: dict[str, str], limit: int, since: float | None = None
    ) -> list[AuditEntry]:
        """Entries after `after_seq` (oldest first) matching the filters; at most the newest `limit`.

        `since` bounds the scan by timestamp (the live stream passes a little before the newest
        entry it has seen, so clocks of different writer processes may disagree by that much)."""
        agent = filters.get("agent") or None
        tier = filters.get("tier") or ""
        key = filters.get("outcome") or ""
        bounded = after_seq or since is not None
        scan = AuditFilter(
            agent=agent,
            outcome=labels.stored_outcome(key),
            since=since,
            limit=None if bounded else max(limit * 5, 500),
        )
        out = [
            e
            for e in self.store.iter_audit(scan)
            if e.seq > after_seq
            and (not tier or str((e.data or {}).get("tier") or "") == tier)
            and (not key or labels.outcome_key(e) == key)
        ]
        return out[-limit:]

    def activity_choices(self) -> tuple[list[str], list[tuple[str, str]]]:
        """Agents, and the outcome filter's (key, words) for the outcomes the log holds."""
        agents, outcomes = set(), set()
        for e in self.store.iter_audit(AuditFilter(limit=5000)):
            if e.agent:
                agents.add(e.agent)
            outcomes.add(labels.outcome_key(e))
        return sorted(agents), labels.filter_choices(outcomes)

    def token_facts(self, entries: list[AuditEntry]) -> dict[str, labels.TokenFact]:
        """What each confirmation token named by these entries was for (the entries hold only ids)."""
        ids = {i for i in (labels.token_id(e) for e in entries) if i}
        if not ids:
            return {}
        facts = {}
        with self.store.transaction() as tx:
            for ident in ids:
                rec = tx.get_confirmation(ident)
                if rec is not None:
                    facts[ident] = labels.TokenFact(_short(rec.action_text, 200), rec.expires_at, rec.state)
        return facts

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


@functools.lru_cache(maxsize=256)
def _judge_text(text: str) -> dict[str, Any]:
    """What the classifier says about an action text on its own: its factors and safer alternative.

    The audit log records a decision's tier and rules but not always its factors or a safer
    alternative; both are properties of the action that the (pure, deterministic) classifier
    gives again. Any failure leaves them out rather than guessing."""
    try:
        from dongle.classify.command import classify_command
        from dongle.evaluator import StepRequest, classify_step

        as_hint = classify_step(StepRequest(next_action_hint=text))
        as_command = classify_command(text)
    except Exception:  # the page still shows everything else
        return {}
    # a text the command classifier recognises (it names rules) is judged as that command
    best = as_command if as_command.rules and not as_command.unresolved else as_hint
    if best.unresolved:
        return {}
    return {
        "safer_alternative": best.safer_alternative or as_hint.safer_alternative,
        "factors": list(best.factors),
    }


def _execution_end(execution: ExecutionRecord | None) -> str:
    """How the execution a verify pause belonged to ended, in words."""
    if execution is None:
        return "its execution no longer exists"
    text = f"its execution {execution.execution_id} was {execution.status}"
    if execution.error:
        text += f" ({execution.error})"
    if execution.finished_at is not None:
        text += f" at {labels.when(execution.finished_at)}"
    return text


def _strings(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value if v)
    return ()


def _text(value: Any) -> str | None:
    return str(value) if value else None


def _short(text: str, limit: int = 500) -> str:
    """The audit log's shortening of an action text (service.AUDIT_TEXT), to match decisions to items."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _message(exc: BaseException) -> str:
    return str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
