"""Audit events and outcomes in the words a human uses, and what each audit entry was about.

The audit log keeps the wire names (`DANGER_DECISION`, outcome `denied`) because its hash chain and
exports are read by tools; the console says them in words. An outcome label can be finer than the
stored value: the log records a pause as `denied` (the call did not go ahead), yet the agent was
paused for a human, not refused. The Activity filter offers these labels and maps each back to the
stored outcome (plus the tier that tells a pause from a stop), so filtering stays exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from dongle.store.records import AuditEntry

EVENT_WORDS = {
    "DANGER_DECISION": "safety decision",
    "EXECUTION_STARTED": "execution started",
    "EXECUTION_COMPLETED": "execution completed",
    "EXECUTION_FAILED": "execution failed",
    "EXECUTION_CANCELLED": "execution cancelled",
    "CHALLENGE_ISSUED": "verification requested",
    "VERIFICATION_SUCCEEDED": "verification passed",
    "VERIFICATION_FAILED": "wrong verification code",
    "AGENT_BLOCKED": "agent blocked (hard stop)",
    "AGENT_UNBLOCKED": "agent unblocked",
    "BLOCKED_CALL_REJECTED": "call refused: agent is blocked",
    "TOKEN_ISSUED": "approval requested",
    "TOKEN_VALIDATED": "approval used",
    "TOKEN_REVOKED": "approval request closed",
    "TOKEN_EXPIRED": "expired approval presented",
    "TOKEN_REJECTED": "approval refused",
    "TOKEN_ALREADY_USED": "approval reused (refused)",
    "TOKEN_SCOPE_MISMATCH": "approval used for another action (refused)",
    "OPERATOR_APPROVE": "approved by the operator",
    "OPERATOR_DENY": "denied by the operator",
    "OPERATOR_REVEAL_CODE": "code shown to the operator",
    "OPERATOR_UNBLOCK": "admin override: unblocked",
    "OPERATOR_LOGIN": "operator logged in",
    "OPERATOR_LOGIN_LOCKOUT": "operator login locked",
    "OPERATOR_AUTH_FAILED": "wrong operator passphrase",
    "ADAPTER_OPERATION": "proxied tool call",
    "ADAPTER_TRUST_CHANGED": "adapter trust changed",
    "ADAPTER_REVIEW": "adapter reviewed",
    "RATE_LIMIT_EXCEEDED": "rate limit reached",
    "STORE_REINITIALISED": "store re-initialised",
}

# label key -> (words, stored outcome). Keys are what the filter sends; order is the filter's order.
OUTCOMES: dict[str, tuple[str, str]] = {
    "paused": ("paused for a human", "denied"),
    "stopped": ("stopped (hard stop)", "denied"),
    "denied": ("denied", "denied"),
    "waiting": ("waiting for a human", "pending"),
    "approved": ("approved", "confirmed"),
    "allowed": ("allowed", "allowed"),
    "done": ("done", "success"),
    "failed": ("failed", "failure"),
}
_PAUSE_TIERS = ("confirm", "verify")
_STOP_TIERS = ("danger_zone", "deny")
_STOP_EVENTS = ("AGENT_BLOCKED", "BLOCKED_CALL_REJECTED")  # a hard stop, recorded without a tier
_KEY_OF_STORED = {"pending": "waiting", "confirmed": "approved", "allowed": "allowed",
                  "success": "done", "failure": "failed"}


@dataclass(frozen=True)
class TokenFact:
    """What a confirmation token (request id) was for, read from its record in the store."""

    action: str
    expires_at: float
    state: str


def event_words(event: str) -> str:
    """An event name in words; an unknown one is still said as words, not as a constant."""
    return EVENT_WORDS.get(event) or event.replace("_", " ").lower()


def outcome_key(entry: AuditEntry) -> str:
    """The label key of an entry's outcome (a stored value the console has no words for is its own key)."""
    outcome = entry.outcome or ""
    if outcome == "denied":
        tier = str((entry.data or {}).get("tier") or "")
        if tier in _PAUSE_TIERS or (entry.data or {}).get("awaiting_confirmation"):
            return "paused"  # the proxy's held call is recorded without a tier, flagged as awaiting
        return "stopped" if tier in _STOP_TIERS or entry.event in _STOP_EVENTS else "denied"
    return _KEY_OF_STORED.get(outcome, outcome)


def outcome_words(key: str) -> str:
    if not key:
        return "-"
    return OUTCOMES[key][0] if key in OUTCOMES else key.replace("_", " ")


def stored_outcome(key: str) -> str | None:
    """The stored outcome a filter key selects (None: no outcome filter)."""
    if not key:
        return None
    return OUTCOMES[key][1] if key in OUTCOMES else key


def filter_choices(keys: set[str]) -> list[tuple[str, str]]:
    """(key, words) for the outcome filter: the labels the log's entries carry, in a fixed order."""
    ordered = [k for k in OUTCOMES if k in keys] + sorted(k for k in keys if k and k not in OUTCOMES)
    return [(k, outcome_words(k)) for k in ordered]


def token_id(entry: AuditEntry) -> str | None:
    """The confirmation token an entry is about, if any."""
    data = entry.data or {}
    for key in ("token_id", "confirmation_token"):
        value = data.get(key)
        if isinstance(value, str) and value:
            return value
    return None


def detail(entry: AuditEntry, tokens: dict[str, TokenFact] | None = None, limit: int = 160) -> str:
    """What an entry was about, in one line. A token event names the action the token was for
    (from the store) and, when the token expired, when: such entries carry only the token's id."""
    data = entry.data or {}
    text = ""
    for key in ("operation", "action", "reason", "message"):
        if data.get(key):
            text = str(data[key])
            break
    ident = token_id(entry)
    if entry.event.startswith("TOKEN_") and ident:
        text = _token_detail(entry, ident, (tokens or {}).get(ident), text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _token_detail(entry: AuditEntry, ident: str, fact: TokenFact | None, known: str) -> str:
    why = str((entry.data or {}).get("failure_reason") or "")
    what = f"approval for {fact.action}" if fact else f"approval {ident}"
    if known and not fact:
        what += f" ({known})"
    if why == "expired" or entry.event == "TOKEN_EXPIRED":
        stamp = f" at {when(fact.expires_at)}" if fact else ""
        lead = "Expired unused" if entry.event == "TOKEN_REVOKED" else "Presented after it expired"
        return f"{lead}{stamp}: {what}"
    return f"{what} — {why}" if why else what


def when(ts: float | None) -> str:
    """A timestamp as the console prints it everywhere (UTC, to the second)."""
    if ts is None:
        return ""
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
