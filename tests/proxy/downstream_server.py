"""A small real MCP server for the proxy tests: a read, a create, a delete, a drop and an unlabeled tool.

Every call it receives is appended to the file named by $DOWNSTREAM_LOG, so a test can prove what
reached the downstream and what the gate stopped. `crash` kills the server mid-call (exit code 3,
a last word on stderr); `quit_soon` answers, then the server exits (code 4) while idle; while the
file named by $DOWNSTREAM_BROKEN exists, the server dies at start (code 7).
"""

from __future__ import annotations

import json
import os
import sys
import threading
from typing import Any

import anyio
import mcp_types as types
from mcp.server import Server
from mcp.server.stdio import stdio_server

TOOLS = [
    ("get_item", "Read one item", types.ToolAnnotations(read_only_hint=True, destructive_hint=False)),
    ("create_item", "Create an item", types.ToolAnnotations(read_only_hint=False, destructive_hint=False)),
    ("delete_item", "Delete an item", types.ToolAnnotations(read_only_hint=False, destructive_hint=True)),
    ("drop_table", "Drop a table", types.ToolAnnotations(read_only_hint=True, destructive_hint=False)),
    ("tidy", "Unlabeled by name, read-only by annotation", types.ToolAnnotations(read_only_hint=True)),
    ("echo", "Echo the arguments", None),
    ("snapshot", "Non-text content: an image, a resource link, structured content",
     types.ToolAnnotations(read_only_hint=True)),
    ("fail", "Always fails with a message of its own", types.ToolAnnotations(read_only_hint=True)),
    ("crash", "Kills the server in the middle of the call", None),
    ("quit_soon", "Answers, then the server exits while idle", None),
]
PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="


# what a native listing must pass on: a title and an output schema (snapshot's structured content)
TITLES = {"snapshot": "Take a snapshot"}
OUTPUT_SCHEMAS = {
    "snapshot": {"type": "object", "properties": {"rows": {"type": "integer"}}, "required": ["rows"]}
}


async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
    return types.ListToolsResult(
        tools=[
            types.Tool(
                name=n,
                title=TITLES.get(n),
                description=d,
                input_schema={"type": "object"},
                output_schema=OUTPUT_SCHEMAS.get(n),
                annotations=a,
            )
            for n, d, a in TOOLS
        ]
    )


async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
    record = {"tool": params.name, "arguments": params.arguments or {}}
    with open(os.environ["DOWNSTREAM_LOG"], "a", encoding="utf-8") as log:
        log.write(json.dumps(record) + "\n")
    if params.name == "crash":
        sys.stderr.write("downstream: worker ran out of memory\n")
        sys.stderr.flush()
        os._exit(3)
    if params.name == "quit_soon":
        threading.Timer(0.1, os._exit, (4,)).start()
    if params.name == "snapshot":
        return types.CallToolResult(
            content=[types.ImageContent(type="image", data=PIXEL, mime_type="image/png"),
                     types.ResourceLink(type="resource_link", uri="file:///srv/report.pdf", name="report")],
            structured_content={"rows": 3},
        )
    if params.name == "fail":
        said = types.TextContent(type="text", text="quota exceeded for project x")
        return types.CallToolResult(content=[said], is_error=True)
    return types.CallToolResult(content=[types.TextContent(type="text", text=json.dumps(record))])


async def main() -> None:
    broken = os.environ.get("DOWNSTREAM_BROKEN")
    if broken and os.path.exists(broken):
        sys.stderr.write("downstream: cannot open its database\n")
        sys.exit(7)
    server: Server[Any] = Server("downstream", on_list_tools=list_tools, on_call_tool=call_tool)
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
