"""A gating-proxy call said in words for its Pending card: which tool, on which server, doing what.

A confirmation the MCP proxy opens carries only a bound action text (`vault.delete_secret {...}`)
and the reasons its danger was resolved from (adapter annotations). The human deciding needs the
call itself: the audit entry the gate wrote for it (`ADAPTER_OPERATION`, naming the token) holds the
server, the tool and the (redacted) arguments; the tool's CRUDE family comes from its name; and the
same deterministic classifier the loop uses judges the call for a safer alternative and factors.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from typing import Any

from dongle.classify.operation import infer_category
from dongle.console.views import ProxyCall

PROXY_AGENT_PREFIX = "proxy:"  # the gate's agent name for the calls it gates
_VERBS = {
    "create": "create something",
    "read": "read data",
    "update": "change existing data",
    "delete": "delete data",
    "execute": "run an operation",
}


def proxy_call(agent: str, facts: Mapping[str, Any]) -> ProxyCall | None:
    """The call behind a proxy confirmation, from the gate's audit facts; None for other agents."""
    if not agent.startswith(PROXY_AGENT_PREFIX):
        return None
    server = str(facts.get("adapter_name") or agent[len(PROXY_AGENT_PREFIX):])
    tool = facts.get("operation")
    if not isinstance(tool, str) or not tool:
        return None
    raw = facts.get("parameters")
    params: dict[str, Any] = raw if isinstance(raw, dict) else {}
    arguments = tuple((str(k), _value(v)) for k, v in sorted(params.items()))
    category = infer_category(tool)
    reasons = facts.get("reasons")
    judged = _judge(server, tool, json.dumps(params, sort_keys=True, default=str))
    return ProxyCall(
        server=server,
        tool=tool,
        category=category,
        does=_VERBS.get(category or "", "run an operation"),
        arguments=arguments,
        reasons=tuple(str(r) for r in reasons) if isinstance(reasons, list) else (),
        safer_alternative=judged.get("safer_alternative"),
        factors=tuple(judged.get("factors") or ()),
    )


def sentence(call: ProxyCall) -> str:
    """`delete_secret` on `vault` in one plain sentence."""
    family = f" (its name says: {call.category})" if call.category else " (its name does not say what kind)"
    args = ", ".join(f"{k} = {v}" for k, v in call.arguments) or "no arguments"
    return f"The tool {call.tool} on the MCP server {call.server} will {call.does}{family}, with {args}."


@functools.lru_cache(maxsize=256)
def _judge(server: str, tool: str, arguments_json: str) -> dict[str, Any]:
    """What the loop's classifier says about this tool call: its safer alternative and factors.
    Any failure leaves them out rather than guessing."""
    try:
        from dongle.action import Action
        from dongle.evaluator import StepRequest, classify_step

        arguments = json.loads(arguments_json)
        action = Action(kind="tool_call", text=f"{server}.{tool} {arguments_json}", tool=f"{server}.{tool}",
                        arguments=arguments)
        verdict = classify_step(StepRequest(next_action_hint=action.text, action=action))
    except Exception:  # the card still shows the call itself
        return {}
    if verdict.unresolved:
        return {}
    return {"safer_alternative": verdict.safer_alternative, "factors": list(verdict.factors)}


def _value(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return text if len(text) <= 120 else text[:119] + "…"
