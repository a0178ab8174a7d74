"""`dongle demo`: a scripted agent session against the real server, spawned over stdio.

Two sides are printed. AGENT lines are exactly what the agent sends and receives over MCP. HUMAN
lines are the operator's own channel: here the demo calls the service's operator functions
in-process on the same database (what `dongle approve` and `dongle pending --show-code` do after
the passphrase). A verification code is printed only on a HUMAN line; the agent gets it only when
the human types it in, as the protocol intends.

The agent reacts to each directive as the system prompt tells a model to: go ahead on
`continue: true`, wait for the human on a pause, stop entirely on `stopped: true`.
"""

from __future__ import annotations

import json
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters

AGENT_NAME = "demo-agent"
SCRIPT = [
    ("a routine read", "executing shell command: ls -la src/"),
    ("discarding the last three local commits", "executing shell command: git reset --hard HEAD~3"),
    ("rewriting shared history", "executing shell command: git push --force origin main"),
    ("wiping the home directory", "executing shell command: rm -rf ~"),
]


def say(side: str, text: str) -> None:
    prefix = f"    {side:5s} "
    print(textwrap.fill(text, width=108, initial_indent=prefix, subsequent_indent=" " * len(prefix)))


def show_directive(autonomy: dict[str, Any]) -> None:
    compact = {k: v for k, v in autonomy.items() if k != "notifications"}
    say("AGENT", "<- data.autonomy " + json.dumps(compact))
    for note in autonomy.get("notifications", []):
        meta = note.get("metadata", {})
        extra = f" verificationId={meta['verificationId']}" if "verificationId" in meta else ""
        say("AGENT", f"<- notification {note['type']}: {note['message']}{extra}")


class DemoAgent:
    def __init__(self, client: Client) -> None:
        self.client = client

    async def call(
        self, tool: str, operation: str, params: dict[str, Any], shown: dict[str, Any] | None = None
    ):
        say("AGENT", f"-> {tool} {operation} {json.dumps(shown if shown is not None else params)}")
        result = await self.client.call_tool(tool, {"operation": operation, "params": params})
        return json.loads(result.content[0].text)

    async def report(self, hint: str) -> dict[str, Any]:
        body = await self.call(
            "mcp_aql_create", "record_execution_step", {"element_name": AGENT_NAME, "next_action_hint": hint}
        )
        if body["success"]:
            show_directive(body["data"]["autonomy"])
        else:
            say("AGENT", f"<- {body['error']['code']}: {body['error']['message']}")
        return body


class Human:
    """The operator's side, on the same database as the server."""

    def __init__(self, db: Path) -> None:
        from dongle.service import SafetyService
        from dongle.store import open_store

        self.store = open_store(db)
        self.service = SafetyService(self.store)

    def approve(self, request_id: str) -> None:
        self.service.approve(request_id, "demo-human")
        say("HUMAN", f"approves request {request_id} on the operator channel (as `dongle approve` would)")

    def read_code(self, challenge_id: str) -> tuple[str, str]:
        live_id, code = self.service.reveal_code(challenge_id, "demo-human")
        say("HUMAN", f"reads the code for challenge {live_id} on the operator terminal:")
        print(f"    HUMAN code: {code}")
        say("HUMAN", "(it never travelled over MCP; the agent learns it only if the human types it in)")
        return live_id, code

    def close(self) -> None:
        self.store.close()


def _verification_id(autonomy: dict[str, Any]) -> str | None:
    ids = [n.get("metadata", {}).get("verificationId") for n in autonomy.get("notifications", [])]
    ids = [i for i in ids if i]
    return ids[-1] if ids else None


async def _handle(agent: DemoAgent, human: Human, hint: str, body: dict[str, Any]) -> None:
    data = body.get("data") or {}
    autonomy = data.get("autonomy") or {}
    if not body.get("success"):
        return
    if autonomy.get("continue"):
        print("    => GO: the agent runs the command.")
        return
    if autonomy.get("stopped"):
        print("    => HARD STOP: the agent must cease all actions until a human verifies out of band.")
        await agent.report("executing shell command: ls")
        say("AGENT", "tries to carry on under a new name:")
        renamed = await agent.call("mcp_aql_execute", "execute_agent", {"element_name": AGENT_NAME + "-2"})
        say("AGENT", f"<- {renamed['error']['code']}: {renamed['error']['message']}")
        challenge = _verification_id(autonomy)
        if challenge:
            await _verify(agent, human, challenge)
        return
    token = (data.get("confirmation") or {}).get("token")
    challenge = _verification_id(autonomy)
    if token:
        print(f"    => PAUSE: the agent waits and tells the user that request {token} needs a human.")
        mine = await agent.call("mcp_aql_execute", "confirm_operation", {"confirmation_token": token})
        say("AGENT", f"<- (trying to approve itself) {json.dumps(mine.get('error') or mine.get('data'))}")
        human.approve(token)
        confirmed = await agent.call("mcp_aql_execute", "confirm_operation", {"confirmation_token": token})
        say("AGENT", f"<- confirmed: {confirmed.get('data', {}).get('confirmed')}")
        again = await agent.report(hint)
        if again.get("data", {}).get("autonomy", {}).get("continue"):
            print("    => GO after the human's approval (that approval is now used up).")
    elif challenge:
        print("    => PAUSE FOR VERIFICATION: only a code shown to the human can lift it.")
        await _verify(agent, human, challenge)
        again = await agent.report(hint)
        if again.get("data", {}).get("autonomy", {}).get("continue"):
            print("    => GO after out-of-band verification.")
    else:
        print("    => PAUSE: the agent stops and reports the reason to the user.")


async def _verify(agent: DemoAgent, human: Human, challenge: str) -> None:
    live_id, code = human.read_code(challenge)
    say("HUMAN", "types the code into the agent's verification prompt")
    verified = await agent.call(
        "mcp_aql_create",
        "verify_challenge",
        {"challenge_id": live_id, "code": code},
        shown={"challenge_id": live_id, "code": "<typed by the human>"},
    )
    say("AGENT", f"<- {json.dumps(verified.get('data') or verified.get('error'))}")


async def _session(db: Path) -> None:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "dongle.server", "--db", str(db)],
        env={"MCPAQL_SAFETY_LOOP": "enforcing"},
    )
    async with Client(params) as client:
        agent = DemoAgent(client)
        print("[0] the agent starts a monitored execution")
        started = await agent.call("mcp_aql_execute", "execute_agent", {"element_name": AGENT_NAME})
        show_directive(started["data"]["autonomy"])
        human = Human(db)
        try:
            for number, (what, hint) in enumerate(SCRIPT, start=1):
                print(f"\n[{number}] {what}: the agent reports its next action before taking it")
                body = await agent.report(hint)
                await _handle(agent, human, hint, body)
            print("\n[5] the agent finishes")
            done = await agent.call("mcp_aql_execute", "complete_execution", {"element_name": AGENT_NAME})
            say("AGENT", f"<- {json.dumps(done.get('data') or done.get('error'))}")
        finally:
            human.close()


def run_demo(keep: str | None = None) -> int:
    with tempfile.TemporaryDirectory(prefix="dongle-demo-") as tmp:
        folder = Path(keep) if keep else Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        db = folder / "demo.db"
        print("mcpaql-safety-dongle demo: a scripted agent talks to the real server over stdio")
        print(f"  server: {sys.executable} -m dongle.server --db {db}")
        print(
            "  AGENT = what the agent sends and receives over MCP;"
            " HUMAN = the operator's own channel (called in-process here)\n"
        )
        anyio.run(_session, db)
    return 0
