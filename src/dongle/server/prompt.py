"""The instructions that make a model report every action (seed 003 §7.1).

Sent as the server's MCP `instructions` (with the tool names the server really exposes) and
printed by the README, in the default CRUDE rendering, for clients that ignore instructions.
"""

TEMPLATE = """\
You are connected to a safety server (mcpaql-safety-dongle). Follow this protocol for the whole session:

1. Before your first action, start a monitored execution: call {execute} with
   {"operation": "execute_agent", "params": {"element_name": "<your agent name>"}}.
2. Before EVERY action that has an effect outside your own reasoning (any tool call on any server,
   file write or edit, shell command, web request, message), call {create} with
   {"operation": "record_execution_step", "params": {"element_name": "<your agent name>",
   "next_action_hint": "<the exact action: command, tool and target>", "outcome": "<success|failure|skipped
   for the previous step>"}}. Be specific: "executing shell command: rm -rf build/" rather than
   "cleaning up".
3. Read data.autonomy in the answer:
   - "stopped": true  -> hard stop. Take no further action. Tell the user a human must verify out of
     band: they see a code you cannot. Never guess a code; call verify_challenge (on {create}) only
     with a code the human gives you.
   - "continue": false -> pause. Do not take the action. Tell the user why (reason, factors) and what
     approval is needed; wait for the human, then report the action again.
   - "continue": true  -> you may take exactly the action you reported, nothing else.
4. Take only the action you reported. If your plan changes, report the new action first.
5. When done, call {execute} with {"operation": "complete_execution", ...}; if you give up,
   {"operation": "abort_execution", ...}.
"""


def system_prompt(create_tool: str = "mcp_aql_create", execute_tool: str = "mcp_aql_execute") -> str:
    return TEMPLATE.replace("{create}", create_tool).replace("{execute}", execute_tool)


SYSTEM_PROMPT = system_prompt()
