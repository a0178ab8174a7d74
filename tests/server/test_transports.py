"""The real server process: stdio through the SDK client and through raw JSON-RPC, HTTP with a bearer token,
and the command-line and environment options."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from srv_helpers import GO, STOP, TEST_POLICY

pytestmark = pytest.mark.anyio
TOKEN = "test-token-0123456789abcdef"


def server_cmd(tmp_path: Path, *extra: str) -> list[str]:
    policy = tmp_path / "policy.json"
    policy.write_text(json.dumps(TEST_POLICY))
    return [
        sys.executable,
        "-m",
        "dongle.server",
        "--db",
        str(tmp_path / "state.db"),
        "--policy",
        str(policy),
        *extra,
    ]


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MCPAQL_", "MCP_AQL_", "DONGLE_"))}
    env.update(extra)
    return env


async def test_stdio_subprocess_with_the_sdk_client_and_env_options(tmp_path):
    cmd = server_cmd(tmp_path)
    params = StdioServerParameters(
        command=cmd[0],
        args=cmd[1:],
        env={
            "MCPAQL_SAFETY_LOOP": "monitoring",
            "MCP_AQL_ENDPOINT_MODE": "crude",
            "MCP_AQL_TOOL_PREFIX": "safety_",
        },
    )
    async with Client(params) as client:
        tools = sorted(t.name for t in (await client.list_tools()).tools)
        intro = json.loads(
            (
                await client.call_tool(
                    "safety_mcp_aql_read", {"operation": "introspect", "params": {"query": "operations"}}
                )
            )
            .content[0]
            .text
        )
        await client.call_tool(
            "safety_mcp_aql_execute", {"operation": "execute_agent", "params": {"element_name": "a"}}
        )
        step = json.loads(
            (
                await client.call_tool(
                    "safety_mcp_aql_create",
                    {
                        "operation": "record_execution_step",
                        "params": {"element_name": "a", "next_action_hint": STOP},
                    },
                )
            )
            .content[0]
            .text
        )
    assert tools == ["safety_mcp_aql_create", "safety_mcp_aql_execute", "safety_mcp_aql_read"]
    assert intro["data"]["_protocol"]["capabilities"]["execution_safety_loop"] == "monitoring"
    assert intro["data"]["_protocol"]["mode"] == "semantic"
    assert step["data"]["autonomy"]["continue"] is True and "stopped" not in step["data"]["autonomy"]


class RawStdio:
    """A hand-written JSON-RPC peer: exactly the bytes a stdio host sends (legacy handshake)."""

    def __init__(self, cmd: list[str]):
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=clean_env()
        )
        self.ids = 0

    def send(self, raw: bytes) -> None:
        self.proc.stdin.write(raw + b"\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict, raw: bytes | None = None) -> dict:
        self.ids += 1
        self.send(
            raw
            if raw is not None
            else json.dumps({"jsonrpc": "2.0", "id": self.ids, "method": method, "params": params}).encode()
        )
        while True:
            message = json.loads(self.proc.stdout.readline())
            if message.get("id") == self.ids:
                return message

    def close(self) -> bytes:
        self.proc.stdin.close()
        self.proc.wait(timeout=20)
        return self.proc.stderr.read()


def test_full_jsonrpc_handshake_over_stdio_and_invalid_utf8(tmp_path):
    peer = RawStdio(server_cmd(tmp_path))
    try:
        init = peer.request(
            "initialize",
            {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "raw", "version": "1"},
            },
        )
        assert init["result"]["protocolVersion"] == "2025-06-18"
        assert init["result"]["serverInfo"]["name"] == "mcpaql-safety-dongle"
        assert "record_execution_step" in init["result"]["instructions"]
        peer.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
        tools = peer.request("tools/list", {})["result"]["tools"]
        assert {t["name"] for t in tools} == {"mcp_aql_create", "mcp_aql_read", "mcp_aql_execute"}
        assert next(t for t in tools if t["name"] == "mcp_aql_read")["annotations"]["readOnlyHint"] is True

        started = peer.request(
            "tools/call",
            {
                "name": "mcp_aql_execute",
                "arguments": {"operation": "execute_agent", "params": {"element_name": "raw"}},
            },
        )
        assert json.loads(started["result"]["content"][0]["text"])["success"] is True
        # Invalid UTF-8 (a lone 0xff and a truncated sequence) inside a JSON string.
        bad = (
            b'{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"mcp_aql_create",'
            b'"arguments":{"operation":"record_execution_step","params":{"element_name":"raw",'
            b'"next_action_hint":"ls \xff\xe2\x82 src"}}}}'
        )
        answer = peer.request("tools/call", {}, raw=bad % (peer.ids + 1))
        body = json.loads(answer["result"]["content"][0]["text"])
        assert body["error"]["code"] == "VALIDATION_INVALID_ENCODING"
        assert answer["result"]["isError"] is False
        good = peer.request(
            "tools/call",
            {
                "name": "mcp_aql_create",
                "arguments": {
                    "operation": "record_execution_step",
                    "params": {"element_name": "raw", "next_action_hint": GO},
                },
            },
        )
        assert "autonomy" in json.loads(good["result"]["content"][0]["text"])["data"]
    finally:
        stderr = peer.close()
    assert b"Traceback" not in stderr


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def http_server(tmp_path):
    port = free_port()
    proc = subprocess.Popen(
        server_cmd(tmp_path, "--http", f"127.0.0.1:{port}"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=clean_env(MCPAQL_HTTP_TOKEN=TOKEN),
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            assert proc.poll() is None, proc.stderr.read()
            time.sleep(0.1)
    yield f"http://127.0.0.1:{port}/mcp"
    proc.terminate()
    proc.wait(timeout=20)


async def test_http_with_the_right_bearer_token(http_server):
    headers = {"Authorization": f"Bearer {TOKEN}"}
    async with (
        httpx2.AsyncClient(headers=headers) as http,
        Client(streamable_http_client(http_server, http_client=http)) as client,
    ):
        tools = sorted(t.name for t in (await client.list_tools()).tools)
        started = json.loads(
            (
                await client.call_tool(
                    "mcp_aql_execute", {"operation": "execute_agent", "params": {"element_name": "h"}}
                )
            )
            .content[0]
            .text
        )
        step = json.loads(
            (
                await client.call_tool(
                    "mcp_aql_create",
                    {
                        "operation": "record_execution_step",
                        "params": {"element_name": "h", "next_action_hint": STOP},
                    },
                )
            )
            .content[0]
            .text
        )
        renamed = json.loads(
            (
                await client.call_tool(
                    "mcp_aql_execute", {"operation": "execute_agent", "params": {"element_name": "h2"}}
                )
            )
            .content[0]
            .text
        )
    assert tools == ["mcp_aql_create", "mcp_aql_execute", "mcp_aql_read"]
    assert started["success"] is True
    assert step["data"]["autonomy"]["stopped"] is True
    assert renamed["error"]["details"]["reason"] == "session_blocked"  # X-13 holds over HTTP too


async def test_d1_ending_a_handshake_era_http_session_cancels_its_executions(http_server, tmp_path):
    from dongle.store import open_store

    headers = {"Authorization": f"Bearer {TOKEN}"}
    async with httpx2.AsyncClient(headers=headers) as http:
        async with Client(streamable_http_client(http_server, http_client=http), mode="legacy") as client:
            await client.call_tool(
                "mcp_aql_execute", {"operation": "execute_agent", "params": {"element_name": "d"}}
            )
            intro = json.loads(
                (
                    await client.call_tool(
                        "mcp_aql_read", {"operation": "introspect", "params": {"query": "operations"}}
                    )
                )
                .content[0]
                .text
            )
            session_id = intro["data"]["_protocol"]["session_id"]
            store = open_store(tmp_path / "state.db")
            with store.transaction() as tx:
                assert len(tx.active_executions(session_id)) == 1
        deadline = time.monotonic() + 10  # the client's DELETE ends the MCP session
        while True:
            with store.transaction() as tx:
                running = tx.active_executions(session_id)
            if not running or time.monotonic() > deadline:
                break
            time.sleep(0.1)
    store.close()
    assert running == []


@pytest.mark.parametrize("authorization", [None, "Bearer wrong-token-0123456789", f"Basic {TOKEN}"])
def test_http_rejects_a_missing_or_wrong_bearer(http_server, authorization):
    body = json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "x", "version": "1"},
            },
        }
    )
    request = urllib.request.Request(
        http_server,
        data=body.encode(),
        method="POST",
        headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream"},
    )
    if authorization:
        request.add_header("Authorization", authorization)
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(request, timeout=10)
    assert info.value.code == 401


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (["--http", "0.0.0.0:8765"], {}, "non-loopback"),
        (["--http", "0.0.0.0:8765", "--allow-remote"], {}, "bearer token"),
        (["--http", "192.168.1.10:8765", "--allow-remote"], {"MCPAQL_HTTP_TOKEN": "short"}, "too short"),
        (["--allow-remote"], {}, "only applies"),
        (["--mode", "yolo"], {}, "invalid choice"),
        ([], {"MCPAQL_SAFETY_LOOP": "yolo"}, "invalid safety loop mode"),
        ([], {"MCP_AQL_ENDPOINT_MODE": "five"}, "invalid endpoint mode"),
        (["--tool-prefix", "Bad-"], {}, "invalid tool prefix"),
    ],
)
def test_refused_configurations_exit_3(tmp_path, args, env, message):
    proc = subprocess.run(
        [sys.executable, "-m", "dongle", "serve", "--db", str(tmp_path / "s.db"), *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=clean_env(**env),
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 3
    assert message in proc.stderr


def test_remote_binding_with_token_is_accepted():
    import argparse

    from dongle.server import config, options

    parser = argparse.ArgumentParser()
    options.add_arguments(parser)
    args = parser.parse_args(["--http", "0.0.0.0:9000", "--allow-remote"])
    resolved = config.resolve(args, {"MCPAQL_HTTP_TOKEN": TOKEN})
    assert (resolved.http_host, resolved.http_port, resolved.token) == ("0.0.0.0", 9000, TOKEN)


def test_serve_command_module_imports_no_mcp():
    code = "import sys, dongle.commands.serve, dongle.server.options; print('mcp' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False"


def test_demo_runs_the_scripted_session_and_keeps_codes_on_the_human_side(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-m", "dongle", "demo", "--keep", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=180,
        env=clean_env(),
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    for step in ("[0]", "[1]", "[2]", "[3]", "[4]", "[5]"):
        assert step in out
    assert out.count("<- data.autonomy") >= 5
    assert '"status": "completed"' in out
    codes = [line.split("HUMAN code: ", 1)[1] for line in out.splitlines() if "HUMAN code: " in line]
    for code in codes:  # a code shows up once: on the human's line, never in anything the agent got
        assert out.count(code) == 1


def test_readme_carries_the_system_prompt_the_server_sends():
    from dongle.server.prompt import SYSTEM_PROMPT

    readme = Path(__file__).resolve().parents[2] / "README.md"
    assert SYSTEM_PROMPT.strip() in readme.read_text(encoding="utf-8")


def test_requests_sent_before_stdin_closes_are_all_answered(tmp_path):
    """A client that writes several requests and closes stdin at once still gets every answer (the
    SDK alone ends the session at end of input and drops what is in flight)."""
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
    ] + [{"jsonrpc": "2.0", "id": n, "method": "tools/list", "params": {}} for n in range(2, 8)]
    done = subprocess.run(
        [sys.executable, "-m", "dongle", "serve", "--db", str(tmp_path / "s.db")],
        input="".join(json.dumps(r) + "\n" for r in requests).encode(),
        capture_output=True,
        timeout=60,
    )
    answered = {m.get("id") for m in map(json.loads, done.stdout.decode().splitlines())}
    assert answered == set(range(1, 8)), done.stderr.decode()[-2000:]
    assert done.returncode == 0
