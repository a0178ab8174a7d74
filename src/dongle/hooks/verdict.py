"""What a hook answers: allow, ask or deny, with a reason a human and a model can act on.

Where an agent cannot show an `ask` prompt, the pause becomes a deny whose text carries the reason,
the safer alternative and how a human approves (`dongle approve ID` in their own terminal); the
protocol modules decide that, this module only composes the words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

HookDecision = Literal["allow", "ask", "deny"]


@dataclass(frozen=True)
class HookVerdict:
    """The judge's answer for one tool call.

    decision: allow, ask (a human may let it through) or deny (stop; a human cannot wave it on here).
    request_id: the approval request a human redeems with `dongle approve ID`; that exact action then
                passes once within `ttl_seconds`.
    session_tool / session_ttl: set when the agent's approval scope is `tool_session`: the approval
                then lets calls of that tool in this session that need only a confirmation pass for
                `session_ttl` seconds after the human approves.
    unblock_id: for a stop that hard-blocked the agent, the challenge a human resolves to lift it.
    """

    decision: HookDecision
    reason: str
    rules: tuple[str, ...] = ()
    safer_alternative: str | None = None
    recovery: str | None = None
    request_id: str | None = None
    ttl_seconds: int | None = None
    unblock_id: str | None = None
    tier: str | None = None
    risk_score: int | None = None
    session_tool: str | None = None
    session_ttl: int | None = None

    @classmethod
    def failed(cls, reason: str) -> HookVerdict:
        """Fail closed: the hook could not judge, so a human must decide (never a silent go)."""
        return cls("ask", f"the dongle could not judge this call ({reason}); not letting it run unseen",
                   rules=("hook.unevaluable",))

    def message(self, as_deny: bool = False) -> str:
        """The text shown to the model and the human. `as_deny`: an ask the agent cannot prompt for."""
        if self.decision == "allow":
            head = "dongle: go"
        elif self.decision == "deny":
            head = "dongle: stopped"
        else:
            head = "dongle: paused for a human"
        parts = [f"{head}: {self.reason}"]
        if self.rules:
            parts.append(f"[{', '.join(self.rules)}]")
        if self.safer_alternative and self.decision != "allow":
            parts.append(f"Safer alternative: {self.safer_alternative.rstrip('. ')}.")
        if self.decision == "ask":
            parts.append(self._approval_hint(as_deny))
        if self.decision == "deny" and self.unblock_id:
            parts.append(f"This agent is now blocked: every call is denied until a human runs "
                         f"`dongle approve {self.unblock_id}` in their own terminal.")
        if self.recovery and self.decision != "allow":
            parts.append(f"If something like it already ran: {self.recovery.rstrip('. ')}.")
        return " ".join(p.rstrip() for p in parts if p)

    def _approval_hint(self, as_deny: bool) -> str:
        if self.request_id and self.session_tool:
            return (f"To run it anyway, a human runs `dongle approve {self.request_id}` in their own "
                    f"terminal; then {self.session_tool} calls in this session that need only a "
                    f"confirmation pass for {self.session_ttl} s. Do not run `dongle approve` yourself.")
        if self.request_id:
            ttl = f" within {self.ttl_seconds} s" if self.ttl_seconds else ""
            return (f"To run it anyway, a human runs `dongle approve {self.request_id}` in their own "
                    f"terminal; then the exact same call passes once{ttl}. "
                    "Do not run `dongle approve` yourself.")
        if as_deny:
            return "A human has to decide; ask them, or retry with a narrower, clearly safe call."
        return ""
