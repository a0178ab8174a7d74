"""From a `ToolCall` to a `HookVerdict`: classify, apply the agent's tool policy, consult the store.

1. Classify what would really happen: shell commands through the shell classifier with the hook's
   cwd, file writes and reads by path (`dongle.hooks.paths`), MCP and unfamiliar tools by operation
   name and arguments (a tool that carries a `command` string is also judged as that command).
2. The policy's per-agent tool restrictions (allow/confirm/deny patterns) can only add pauses/stops.
3. The safety service records the step in the same store as the server, so step limits, escalation,
   hard blocks and bound approvals (`dongle approve ID`) apply to what really runs.
"""

from __future__ import annotations

import os

from dongle.action import Action
from dongle.assessment import Assessment, worst
from dongle.hooks.call import ToolCall
from dongle.hooks.verdict import HookDecision, HookVerdict
from dongle.levels import Decision


def action_for(call: ToolCall) -> Action:
    """The Action approvals bind to: a shell call is the command text in its cwd, as the server
    sees it; any other call is the tool with its exact arguments (different content, different hash)."""
    who = {"agent_id": call.agent, "session_id": call.session_id}
    if call.kind == "shell":
        return Action("command", call.command or "", cwd=call.cwd, **who)
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
        return assess_paths(call.paths, call.cwd, write=call.kind == "write")
    if call.kind == "inert":
        inert = f"{call.tool} neither runs code nor edits files"
        return Assessment.safe(call.tool, kind="tool_call", factors=(inert,))
    parts = [_operation(call)]
    command = call.arguments.get("command")
    if isinstance(command, str) and command.strip():
        parts.append(_shell(command, call.cwd))
    return worst(parts, subject=call.tool, kind="tool_call")


def _shell(command: str, cwd: str) -> Assessment:
    from dongle.classify.command import classify_command

    return classify_command(command, cwd=cwd, env=dict(os.environ))


def _operation(call: ToolCall) -> Assessment:
    from dongle.classify.operation import classify_operation

    name = call.mcp_tool or call.tool
    return classify_operation(name, arguments=dict(call.arguments), server=call.mcp_server)


def _from_assessment(a: Assessment) -> HookVerdict:
    decision: HookDecision = {Decision.ALLOW: "allow", Decision.ASK: "ask", Decision.VERIFY: "ask",
                              Decision.DENY: "deny"}[a.decision]
    reason = "; ".join(a.factors[:3]) or ("nothing risky found" if decision == "allow" else "risky")
    return HookVerdict(decision, reason, rules=a.rules, safer_alternative=a.safer_alternative,
                       recovery=a.recovery, tier=a.tier.value, risk_score=a.risk_score)


def judge(call: ToolCall) -> HookVerdict:
    assessment = assess(call)
    verdict = _from_assessment(assessment)
    return _with_policy_and_store(call, assessment, verdict)


def _with_policy_and_store(call: ToolCall, assessment: Assessment, verdict: HookVerdict) -> HookVerdict:
    # Filled in as the policy and service layers land (see module docstring).
    _ = (call, assessment)
    return verdict

