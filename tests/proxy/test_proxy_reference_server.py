"""The proxy in front of the official MCP reference server (`@modelcontextprotocol/server-everything`).

It runs through npx and skips cleanly when npx is missing or the package can be neither found in
npm's cache nor fetched (an offline machine that never ran it).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from proxy_helpers import proxy_client, set_trust

from dongle.levels import TrustLevel

pytestmark = pytest.mark.anyio

PACKAGE = "@modelcontextprotocol/server-everything"
COMMAND = ["npx", "-y", "--prefer-offline", PACKAGE]


@pytest.fixture(scope="module")
def reference_server() -> list[str]:
    if shutil.which("npx") is None:
        pytest.skip("npx is not installed")
    try:
        probe = subprocess.run(COMMAND, stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        pytest.skip(f"{PACKAGE} did not start within 120 s (no network and not cached?)")
    if probe.returncode != 0:
        pytest.skip(f"{PACKAGE} is not available: {probe.stderr.decode(errors='replace')[-300:]}")
    return COMMAND


async def test_native_tools_from_the_reference_server_keep_title_output_schema_and_structure(
    tmp_path: Path, reference_server: list[str]
):
    adapter = tmp_path / "everything.md"
    adapter.write_text(
        f"""---
name: everything
type: adapter
version: 1.0.0
description: The MCP reference server
target:
  type: mcp
  command: {json.dumps(reference_server)}
  expose_unlisted_tools: true
operations:
  read:
    - {{name: weather, maps_to: get-structured-content}}
trust:
  level: untested
---
"""
    )
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db, "--native-tools") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        # the SDK client checks the structured content against the listed output schema
        weather = await client.call_tool("weather", {"location": "Chicago"})
        echo = json.loads((await client.call_tool("echo", {"message": "hi"})).content[0].text)
    tool = tools["weather"]
    assert tool.title == "Get Structured Content Tool"
    assert tool.output_schema is not None and tool.output_schema["required"] == [
        "temperature",
        "conditions",
        "humidity",
    ]
    assert tool.description.startswith("Returns structured content")
    assert "maps to 'get-structured-content'" in tool.description
    assert tools["get-structured-content"].meta == {
        "dongle/operation": "weather",
        "dongle/maps_to": "get-structured-content",
    }
    assert tools["echo"].title == "Echo Tool"
    assert weather.is_error is not True
    assert set(weather.structured_content or {}) == {"temperature", "conditions", "humidity"}
    assert echo["success"] is True, echo
    assert "hi" in json.dumps(echo["data"]["result"]["content"])
