"""Helpers shared by the server tests (a unique module name: tests/ has several conftest.py files)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dongle.server.config import Options

# Patterns make the tests independent of the hint classifier's judgement of prose.
TEST_POLICY = {
    "maxAutonomousSteps": 20,
    "deny": ["*drop_database*"],
    "requiresApproval": ["deploy_*"],
    "autoApprove": ["list files*"],
}
GO = "list files in src/"
CONFIRM = "deploy_service to staging"
STOP = "calling drop_database on the customers server"


def options(tmp_path: Path, **overrides: Any) -> Options:
    policy = tmp_path / "policy.json"
    if not policy.exists():
        policy.write_text(json.dumps(TEST_POLICY))
    values: dict[str, Any] = {
        "policy": str(policy),
        "db": str(tmp_path / "state.db"),
        "mode": "enforcing",
        "endpoint_mode": "semantic",
        "tool_prefix": "",
        "http_host": None,
        "http_port": None,
        "allow_remote": False,
        "token": None,
    }
    values.update(overrides)
    return Options(**values)


async def call(
    client: Any, tool: str, operation: str | None = None, *, raw: dict | None = None, **params: Any
) -> dict[str, Any]:
    """Call a tool and decode its MCP-AQL JSON; also checks the isError mapping of every answer."""
    arguments = raw if raw is not None else {"operation": operation, "params": params}
    result = await client.call_tool(tool, arguments)
    body = json.loads(result.content[0].text)
    code = body.get("error", {}).get("code", "")
    assert result.is_error == (body["success"] is False and code == "INTERNAL_ERROR"), body
    return body
