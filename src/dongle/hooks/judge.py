"""From a `ToolCall` to a `HookVerdict`: classify, apply the agent's tool policy, consult the store.

1. Classify what would really happen: shell commands through the shell classifier with the hook's
   cwd, file writes and reads by path (`dongle.hooks.paths`), MCP and unfamiliar tools by operation
   name and arguments (a tool that carries a `command` string is also judged as that command).
2. The policy's per-agent tool restrictions (allow/confirm/deny patterns) can only add pauses/stops.
3. The safety service records the step in the same store as the server, so step limits, escalation,
   hard blocks and bound approvals (`dongle approve ID`) apply to what really runs. With the
   agent's approval scope `tool_session`, an approval reaches the same tool (by its policy name)
   in the same session until the policy TTL; `single` (the default) binds it to the exact call.
"""

from __future__ import annotations

import os
import time
from dataclasses import replace
from typing import Any

from dongle.action import Action
from dongle.assessment import Assessment, worst
from dongle.hooks.call import ToolCall
from dongle.hooks.verdict import HookVerdict
from dongle.levels import DangerLevel, Decision


def action_for(call: ToolCall, assessment: Assessment | None = None) -> Action:
    """The Action approvals bind to: a shell call is the command text in its cwd, as the server
    sees it, with the content of every file the line runs from disk (a script, a Makefile, a git
    hook): an approved `bash deploy.sh` does not pass again once deploy.sh has changed. Any other
    call is the tool with its exact arguments (different content, different hash)."""
    who = {"agent_id": call.agent, "session_id": call.session_id}
    if call.kind == "shell":
        read = (assessment.extra or {}).get("read_from_disk") if assessment is not None else None
        arguments = {"read_from_disk": read} if read else None
        return Action("command", call.command or "", cwd=call.cwd, arguments=arguments, **who)
    kind = {"write": "file_write", "read": "file_read"}.get(call.kind, "tool_call")
    text = ", ".join(call.paths) if call.paths else call.tool
    return Action(kind, text, cwd=call.cwd, tool=call.tool, arguments=dict(call.arguments), **who)  # type: ignore[arg-type]


def assess(call: ToolCall) -> Assessment:
    """What the call would do, as an Assessment (the worst part decides)."""
    if call.kind == "shell":
        return _shell(call.command or "", call.cwd)
    if call.kind in ("write", "read"):
        from dongle.hooks.paths import assess_paths

        if not call.paths:   # a content search with no path searches the project
            return Assessment.safe(call.tool, kind="file_read")
        judged = assess_paths(call.paths, call.cwd, write=call.kind == "write")
        if call.kind == "write":
            from dongle.hooks.guard_tools import guard_write

            judged = guard_write(judged, call)  # what the text written does later
        return judged
    if call.kind == "inert":
        inert = f"{call.tool} neither runs code nor edits files"
        return Assessment.safe(call.tool, kind="tool_call", factors=(inert,))
    from dongle.hooks.guard_tools import guard_tool_arguments

    parts = [guard_tool_arguments(_operation(call), call)]
    command = call.arguments.get("command")
    if isinstance(command, str) and command.strip():
        parts.append(_shell(command, call.cwd))
    return worst(parts, subject=call.tool, kind="tool_call")


def _shell(command: str, cwd: str) -> Assessment:
    from dongle.classify.command import classify_command
    from dongle.hooks.selfprotect import guard_shell

    return guard_shell(classify_command(command, cwd=cwd, env=dict(os.environ)), command, cwd)


def _operation(call: ToolCall) -> Assessment:
    """An MCP or unfamiliar tool, by its operation name (unlabeled names are at least reversible)."""
    from dongle.classify.operation import classify_operation

    return classify_operation(call.mcp_tool or call.tool)


def policy_for(cwd: str):  # -> dongle.policy.Policy
    """The policy in force for a call in `cwd`: /etc/dongle, the user's (or $DONGLE_POLICY), then the
    project's `.dongle/` (which can only tighten). An invalid file raises PolicyError: the hook
    then pauses rather than run under a policy nobody wrote."""
    from dongle.policy import default_policy, load_layered
    from dongle.policy.load import discover_policy_files

    files = discover_policy_files(cwd, explicit=os.environ.get("DONGLE_POLICY") or None)
    return load_layered(files) if files else default_policy()


def policy_tool(call: ToolCall) -> tuple[str, dict[str, Any]]:
    """The tool name and input the policy's `Tool:argument-glob` patterns see. Every agent's shell
    tool is `Bash` (so one `Bash:git push*` rule covers them all); MCP tools are `mcp__server__tool`."""
    if call.kind == "shell":
        return "Bash", {"command": call.command or ""}
    if call.kind == "mcp":
        return f"mcp__{call.mcp_server}__{call.mcp_tool}", dict(call.arguments)
    return call.tool, dict(call.arguments)


def apply_tool_policy(assessment: Assessment, verdict: Any) -> Assessment:
    """The stricter of the classifier and the agent's tool restrictions (restrictions never loosen)."""
    if verdict.decision == Decision.DENY:
        floor, level, tag = 100, DangerLevel.FORBIDDEN, "denied"
    elif verdict.decision in (Decision.ASK, Decision.VERIFY):
        floor, level, tag = 45, DangerLevel.DESTRUCTIVE, "needs approval"
    else:
        return assessment
    if assessment.risk_score >= floor:
        return assessment
    rule = f"policy.tools.{verdict.source}" + (f":{verdict.matched}" if verdict.matched else "")
    return replace(assessment, risk_score=floor, danger_level=max(level, assessment.danger_level),
                   factors=(f"tool policy: {tag}: {verdict.reason}", *assessment.factors),
                   rules=(rule, *assessment.rules))


def judge(call: ToolCall) -> HookVerdict:
    """Classify the call, apply the policy, and let the service record and decide it."""
    from dongle.policy import PolicyError
    from dongle.tool_rules import evaluate_tool_call

    assessment = assess(call)
    try:
        policy = policy_for(call.cwd)
    except PolicyError as exc:
        return HookVerdict.failed(f"the policy file is invalid: {exc}")
    tool, tool_input = policy_tool(call)
    restriction = evaluate_tool_call(policy, call.agent, tool, tool_input, assessment=assessment)
    assessment = apply_tool_policy(assessment, restriction)
    reach = approval_reach(policy, call, tool)
    return decide(call, assessment, policy, restriction.approval_ttl, reach=reach)


def approval_reach(policy: Any, call: ToolCall, tool: str):  # -> dongle.confirmations.ApprovalReach
    """How far a human approval of this call may reach: the agent's effective approval scope and
    TTL (`tools.approvalPolicy`), bound to the call's policy tool name."""
    from dongle.confirmations import ApprovalReach

    approval = policy.settings_for(call.agent).tools.approval
    return ApprovalReach(approval.default_scope.value, tool, approval.ttl_seconds)


def decide(call: ToolCall, assessment: Assessment, policy: Any, ttl: int | None = None,
           reach: Any = None) -> HookVerdict:
    """Record the action in the shared store and turn the service's directive into a hook verdict.

    The service binds approvals to the action's canonical hash within this agent's session, counts
    escalation over the session, and keeps hard blocks. A paused action gets a request id (a
    confirmation, or a verification challenge) that `dongle approve ID` redeems; a stopped one
    names the challenge that unblocks the agent."""
    from dongle.hooks.runner import remaining_budget
    from dongle.hooks.selfprotect import is_guard
    from dongle.service import SafetyService
    from dongle.store import open_store

    store = open_store(busy_timeout=remaining_budget())
    try:
        service = SafetyService(store, policy, classify=lambda _request: assessment)
        directive = service.evaluate_action(action_for(call, assessment), call.agent, call.session_id, reach)
        pending = (None, None, None)
        if not directive.continue_ and directive.stage != "error":
            # A failed evaluation recorded nothing to redeem; and when the store was locked, asking it
            # again would wait out a second busy timeout past the hook's budget.
            pending = _pending_request(store, call.agent, directive)
    finally:
        store.close()
    matched = (directive.matched_rule,) if directive.matched_rule else ()
    rules = tuple(dict.fromkeys((*assessment.rules, *matched)))
    reason = "; ".join([f for f in directive.factors if f][:3]) or "; ".join(assessment.factors[:3])
    tier = (directive.next_step_risk or assessment.tier).value
    common: dict[str, Any] = dict(rules=rules, safer_alternative=assessment.safer_alternative,
                                  recovery=assessment.recovery, tier=tier, risk_score=directive.risk_score)
    if directive.continue_ and is_guard(assessment) and directive.mode == "enforcing":
        # Even a human approval does not let the agent change its own guard: they do that by hand.
        return HookVerdict("deny", "; ".join(assessment.factors[:2]), **common)
    if directive.continue_:
        return HookVerdict("allow", reason or "nothing risky found", **common)
    request_id, expires, grant = pending
    ttl_left = max(1, int(expires - time.time())) if expires else ttl
    if directive.stopped:
        return HookVerdict("deny", reason or "stopped", unblock_id=request_id, **common)
    session_tool, session_ttl = (grant.tool, grant.scope_ttl) if grant is not None else (None, None)
    return HookVerdict("ask", reason or "needs a human", request_id=request_id, ttl_seconds=ttl_left,
                       session_tool=session_tool, session_ttl=session_ttl, **common)


def _pending_request(store: Any, agent: str, directive: Any) -> tuple[str | None, float | None, Any]:
    """The id a human redeems: for a hard block, the challenge that lifts it; else the pending
    confirmation for this exact action, else the newest pending challenge for it (verify tier).
    The third item is that confirmation when its approval reaches the tool for the session."""
    with store.transaction() as tx:
        block = tx.get_block(agent) if directive.stopped else None
        if block is not None and block.challenge_id:
            challenge = tx.get_challenge(block.challenge_id)
            return block.challenge_id, challenge.expires_at if challenge else None, None
        confirmations = tx.list_confirmations("pending", agent=agent, action_hash=directive.action_hash)
        if confirmations and not directive.stopped:
            newest = max(confirmations, key=lambda c: c.created_at)
            grant = newest if newest.scope == "tool_session" and newest.tool and newest.scope_ttl else None
            return newest.request_id, newest.expires_at, grant
        challenges = tx.list_challenges("pending", agent=agent)
        exact = [c for c in challenges if c.action_hash == directive.action_hash]
        chosen = exact or (challenges if directive.stopped else [])
        if chosen:
            newest = max(chosen, key=lambda c: c.created_at)
            return newest.challenge_id, newest.expires_at, None
    return None, None, None
