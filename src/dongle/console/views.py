"""What the console shows, gathered from the store and the service into plain dataclasses.

The pages render these and nothing else, so no page reaches into the store on its own and no
view carries a secret: a verification code travels only as the return value of
`Backend.reveal_code`, through the session's one-time slot, into the one page that shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Tiers whose challenge is a hard stop: approving one lifts the stop, so it needs a second confirmation.
HARD_STOP_TIERS = ("danger_zone", "deny")


@dataclass(frozen=True)
class ProxyCall:
    """The MCP tool call behind a gating-proxy confirmation: which tool on which server does what."""

    server: str
    tool: str
    category: str | None  # CRUDE family from the tool's name, None when the name does not say
    does: str  # what that family does, in words
    arguments: tuple[tuple[str, str], ...]  # as the gate audited them (secrets redacted)
    reasons: tuple[str, ...]  # why the gate asked (declared danger, annotations)
    safer_alternative: str | None = None
    factors: tuple[str, ...] = ()


@dataclass(frozen=True)
class PendingItem:
    """A confirmation request or a verification challenge waiting for the human."""

    item_id: str
    kind: str  # "confirmation" | "challenge"
    agent: str
    action: str
    tier: str  # confirm | verify | danger_zone | deny
    reason: str
    created_at: float
    expires_at: float
    danger_level: int | None = None
    factors: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    safer_alternative: str | None = None
    execution_id: str | None = None
    code_issued: bool = False
    # Why the agent no longer waits on this (its execution ended, its block was lifted), or None
    # while it does: an ended item must not look live on the Pending page.
    ended: str | None = None
    proxy: ProxyCall | None = None  # set for a call the gating MCP proxy holds for approval


@dataclass(frozen=True)
class ExecutionView:
    execution_id: str
    agent: str
    status: str
    started_at: float
    step_count: int
    max_steps: int
    paused_by: str | None = None


@dataclass(frozen=True)
class BlockView:
    agent: str
    reason: str
    blocked_at: float
    challenge_id: str | None
    factors: tuple[str, ...] = ()


@dataclass(frozen=True)
class PolicyRuleView:
    """One rule in force and the file (or built-in default) it came from."""

    section: str
    value: str
    source: str


@dataclass(frozen=True)
class PolicyView:
    sources: tuple[str, ...]
    rules: tuple[PolicyRuleView, ...]
    settings: tuple[tuple[str, str, str], ...] = ()  # (name, value, source)
    problems: tuple[str, ...] = field(default_factory=tuple)
