"""`dongle proxy` in front of a real downstream MCP server, driven by the SDK client over stdio.

The proxy, the downstream server and the store are all real: two subprocesses and a SQLite file.
Trust changes go through the real lifecycle (`change_trust`) while the proxy runs, so each test
also shows a trust change taking effect on the very next call.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from proxy_helpers import DOWNSTREAM, call, downstream_calls, proxy_client, set_trust

from dongle.levels import TrustLevel
from dongle.service import SafetyService
from dongle.store import open_store
from dongle.store.records import AuditFilter

pytestmark = pytest.mark.anyio

# Seed 000 §4.1, written out here rather than read from dongle.levels, so the proxy is checked
# against the specification and not against itself. Columns: untested .. certified.
SEED_MATRIX = {
    "safe": ("introspect_only", "allow", "allow", "allow", "allow"),
    "reversible": ("deny", "deny", "allow", "allow", "allow"),
    "destructive": ("deny", "deny", "confirm", "allow", "allow"),
    "dangerous": ("deny", "deny", "deny", "confirm", "allow"),
    "forbidden": ("deny", "deny", "deny", "deny", "confirm"),
}
MIN_TRUST = {
    "reversible": "validated",
    "destructive": "validated",
    "dangerous": "community_reviewed",
    "forbidden": "certified",
    "safe": "generated",
}
CERTIFICATION = """  certification:
    authority: Test Authority
    certificate_id: T-1
    issued_at: "2026-01-01T00:00:00Z"
    expires_at: "2030-01-01T00:00:00Z"
"""


def mcp_adapter(tmp_path: Path, operations: str, *, expose: bool = False) -> tuple[Path, Path]:
    log = tmp_path / "downstream.jsonl"
    path = tmp_path / "downstream.md"
    path.write_text(
        f"""---
name: downstream
type: adapter
version: 1.0.0
description: The test downstream server
target:
  type: mcp
  command: ["{sys.executable}", "{DOWNSTREAM}"]
  env:
    DOWNSTREAM_LOG: "{log}"
  expose_unlisted_tools: {str(expose).lower()}
{operations}
trust:
  level: untested
{CERTIFICATION}---
# Downstream

Test adapter.
"""
    )
    return path, log


MATRIX_OPS = "operations:\n  execute:\n" + "".join(
    f"    - name: op_{level}\n      maps_to: echo\n      danger: {level}\n" for level in SEED_MATRIX
)


async def test_every_cell_of_the_matrix_through_the_proxy(tmp_path):
    adapter, log = mcp_adapter(tmp_path, MATRIX_OPS)
    db = tmp_path / "state.db"
    attempts_at_2_plus = 0
    async with proxy_client(adapter, db) as client:
        for trust in TrustLevel:
            set_trust(adapter, db, trust)
            info = await call(client, "read", "introspect", {"query": "adapter_info"})
            assert info["data"]["trust"]["level"] == trust.label
            for danger, row in SEED_MATRIX.items():
                expected = row[trust]
                before = len(downstream_calls(log))
                answer = await call(client, "execute", f"op_{danger}", {"n": 1})
                reached = len(downstream_calls(log)) - before
                where = f"{danger} at {trust.label}"
                if danger != "safe":
                    attempts_at_2_plus += danger in ("destructive", "dangerous", "forbidden")
                if expected == "allow":
                    assert answer["success"] is True, where
                    assert reached == 1, where
                    continue
                assert answer["success"] is False and reached == 0, where
                error = answer["error"]
                if expected == "confirm":
                    assert error["code"] == "CONFIRMATION_REQUIRED", where
                    assert error["details"]["confirmation_token"].startswith("conf_")
                    assert error["details"]["danger_level"] == danger
                elif expected == "deny":
                    assert error["code"] == "PERMISSION_DANGER_LEVEL_DENIED", where
                    details = error["details"]
                    assert details["operation"] == f"op_{danger}"
                    assert details["danger_level"] == danger
                    assert details["adapter_trust"] == trust.label
                    assert details["minimum_trust_required"] == MIN_TRUST[danger]
                    assert error["message"] == (
                        f"Operation 'op_{danger}' (danger: {danger}) denied for adapter "
                        f"trust level '{trust.label}'"
                    )
                else:
                    assert error["code"] == "PERMISSION_TRUST_LEVEL_INSUFFICIENT", where
                    assert error["details"] == {
                        "operation": "op_safe",
                        "required_trust": "generated",
                        "actual_trust": "untested",
                        "danger_level": 0,
                        "reason": "untested adapters allow introspection only",
                    }
    store = open_store(db)
    try:
        audited = list(store.iter_audit(AuditFilter(event="ADAPTER_OPERATION")))
    finally:
        store.close()
    assert len(audited) == attempts_at_2_plus == 15
    for entry in audited:
        assert set(entry.data) >= {"adapter_name", "operation", "danger_level", "adapter_trust", "outcome"}
        assert entry.data["danger_level"] >= 2
        assert entry.data["outcome"] in ("allowed", "confirmed", "denied")


DELETE_OP = """operations:
  read:
    - name: get_item
      maps_to: get_item
  delete:
    - name: delete_item
      maps_to: delete_item
      parameters:
        id: {type: string, required: true}
      danger:
        level: destructive
        reasons: ["Removes the item for good"]
        confirmation_message: "Delete item '{id}'? This cannot be undone."
        audit_context: ["item deletion"]"""


async def test_confirmation_needs_a_human_is_bound_to_params_and_single_use(tmp_path):
    adapter, log = mcp_adapter(tmp_path, DELETE_OP)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db) as client:
        tools = sorted(t.name for t in (await client.list_tools()).tools)
        first = await call(client, "delete", "delete_item", {"id": "a"})
        token = first["error"]["details"]["confirmation_token"]
        # The agent retries with the token on its own: nothing happens until a human approves.
        early = await call(client, "delete", "delete_item", {"id": "a", "_confirmation": token})
        service = SafetyService(open_store(db))
        service.approve(token, "alice")
        other = await call(client, "delete", "delete_item", {"id": "b", "_confirmation": token})
        done = await call(client, "delete", "delete_item", {"id": "a", "_confirmation": token})
        replay = await call(client, "delete", "delete_item", {"id": "a", "_confirmation": token})
        forged = await call(client, "delete", "delete_item", {"id": "a", "_confirmation": "conf_" + "0" * 32})
        service.store.close()
    assert tools == ["mcp_aql_delete", "mcp_aql_read"]  # no way to approve from the agent's side
    assert first["error"]["code"] == "CONFIRMATION_REQUIRED"
    assert first["error"]["details"]["confirmation_message"] == "Delete item 'a'? This cannot be undone."
    assert first["error"]["details"]["reasons"] == ["Removes the item for good"]
    assert early["error"]["code"] == "CONFIRMATION_REQUIRED"
    assert other["error"]["code"] == "TOKEN_SCOPE_MISMATCH"
    assert done["success"] is True
    assert replay["error"]["code"] == "TOKEN_ALREADY_USED"
    assert forged["error"]["code"] == "TOKEN_INVALID"
    assert downstream_calls(log) == [{"tool": "delete_item", "arguments": {"id": "a"}}]
    store = open_store(db)
    try:
        events = [e.event for e in store.iter_audit() if e.event.startswith("TOKEN_")]
        confirmed = [
            e for e in store.iter_audit(AuditFilter(event="ADAPTER_OPERATION")) if e.outcome == "confirmed"
        ]
    finally:
        store.close()
    assert "TOKEN_ISSUED" in events and "TOKEN_VALIDATED" in events and events.count("TOKEN_REJECTED") >= 3
    assert len(confirmed) == 1 and confirmed[0].data["confirmation_token"] == token
    assert confirmed[0].data["audit_context"] == ["item deletion"]


async def test_demotion_and_tampering_take_effect_on_the_next_call(tmp_path):
    adapter, log = mcp_adapter(tmp_path, DELETE_OP)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.COMMUNITY_REVIEWED)
    async with proxy_client(adapter, db) as client:
        allowed = await call(client, "delete", "delete_item", {"id": "x"})
        set_trust(adapter, db, TrustLevel.GENERATED)
        demoted = await call(client, "delete", "delete_item", {"id": "x"})
        read_ok = await call(client, "read", "get_item", {"id": "x"})
        # Someone edits the file to declare the delete safe and claims certification.
        text = adapter.read_text().replace("level: destructive", "level: safe")
        adapter.write_text(text.replace("level: generated", "level: certified"))
        tampered = await call(client, "delete", "delete_item", {"id": "x"})
        info = await call(client, "read", "introspect", {"query": "adapter_info"})
    assert allowed["success"] is True
    assert demoted["error"]["code"] == "PERMISSION_DANGER_LEVEL_DENIED"
    assert demoted["error"]["details"]["adapter_trust"] == "generated"
    assert read_ok["success"] is True
    assert tampered["error"]["code"] == "PERMISSION_TRUST_LEVEL_INSUFFICIENT"
    assert info["data"]["trust"]["level"] == "untested" and info["data"]["trust"]["file_level"] == "certified"
    assert [c["arguments"] for c in downstream_calls(log)] == [{"id": "x"}, {"id": "x"}]


async def test_annotations_count_only_from_validated_adapters(tmp_path):
    adapter, log = mcp_adapter(tmp_path, "", expose=True)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.GENERATED)
    async with proxy_client(adapter, db) as client:
        intro = await call(client, "read", "introspect", {"query": "operations"})
        tidy_generated = await call(client, "execute", "tidy")
        drop_generated = await call(client, "execute", "drop_table")
        set_trust(adapter, db, TrustLevel.VALIDATED)
        tidy_validated = await call(client, "read", "tidy")
        drop_validated = await call(client, "read", "drop_table")
        get_validated = await call(client, "read", "get_item", {"id": "1"})
    ops = {o["name"]: o for o in intro["data"]["operations"]}
    assert ops["tidy"]["danger"]["level"] == "reversible" and ops["tidy"]["danger"]["source"] != "annotations"
    assert tidy_generated["error"]["code"] == "PERMISSION_DANGER_LEVEL_DENIED"
    assert drop_generated["error"]["details"]["danger_level"] == "forbidden"
    assert tidy_validated["success"] is True
    # drop_table claims readOnlyHint; the forbidden name pattern still wins.
    assert drop_validated["error"]["code"] == "PERMISSION_DANGER_LEVEL_DENIED"
    assert drop_validated["error"]["details"]["danger_level"] == "forbidden"
    assert get_validated["success"] is True
    assert [c["tool"] for c in downstream_calls(log)] == ["tidy", "get_item"]


async def test_native_tool_names_go_through_the_same_gate(tmp_path):
    adapter, log = mcp_adapter(tmp_path, DELETE_OP, expose=True)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db, "--native-tools") as client:
        tools = {t.name for t in (await client.list_tools()).tools}
        got = json.loads((await client.call_tool("get_item", {"id": "7"})).content[0].text)
        delete = json.loads((await client.call_tool("delete_item", {"id": "7"})).content[0].text)
        drop = json.loads((await client.call_tool("drop_table", {})).content[0].text)
    assert {"mcp_aql_read", "get_item", "delete_item", "drop_table", "tidy", "echo"} <= tools
    assert got["success"] is True
    assert delete["error"]["code"] == "CONFIRMATION_REQUIRED"
    assert drop["error"]["code"] == "PERMISSION_DANGER_LEVEL_DENIED"
    assert downstream_calls(log) == [{"tool": "get_item", "arguments": {"id": "7"}}]


async def test_proxy_over_streamable_http_needs_the_bearer_token(tmp_path):
    import socket
    import subprocess
    import time
    import urllib.error
    import urllib.request

    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client
    from proxy_helpers import clean_env

    adapter, log = mcp_adapter(tmp_path, DELETE_OP)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    token = "proxy-test-token-0123456789"
    refused = subprocess.run(
        [sys.executable, "-m", "dongle", "proxy", str(adapter), "--db", str(db), "--http", "0.0.0.0:9"],
        capture_output=True,
        text=True,
        timeout=60,
        env=clean_env(MCPAQL_HTTP_TOKEN=token),
    )
    assert refused.returncode == 3 and "loopback" in refused.stderr
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "dongle",
            "proxy",
            str(adapter),
            "--db",
            str(db),
            "--http",
            f"127.0.0.1:{port}",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=clean_env(MCPAQL_HTTP_TOKEN=token),
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                assert proc.poll() is None, proc.stderr.read()
                time.sleep(0.1)
        url = f"http://127.0.0.1:{port}/mcp"
        with pytest.raises(urllib.error.HTTPError) as unauthorised:
            urllib.request.urlopen(urllib.request.Request(url, data=b"{}", method="POST"), timeout=10)
        async with (
            httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}) as http,
            Client(streamable_http_client(url, http_client=http)) as client,
        ):
            got = await call(client, "read", "get_item", {"id": "1"})
            delete = await call(client, "delete", "delete_item", {"id": "1"})
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    assert unauthorised.value.code == 401
    assert got["success"] is True
    assert delete["error"]["code"] == "CONFIRMATION_REQUIRED"
    assert [c["tool"] for c in downstream_calls(log)] == ["get_item"]


PASSTHROUGH_OPS = """operations:
  read:
    - {name: snapshot, maps_to: snapshot}
    - {name: fail, maps_to: fail}
"""


async def test_non_text_content_and_downstream_errors_pass_through(tmp_path):
    """Issue 13: an image came back as {"type": "image"} without data, a resource link without its
    uri, and a downstream error as a bare "returned an error"."""
    adapter, _log = mcp_adapter(tmp_path, PASSTHROUGH_OPS)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db) as client:
        shot = await call(client, "read", "snapshot")
        failed = await call(client, "read", "fail")
    assert shot["success"] is True, shot
    blocks = shot["data"]["result"]["content"]
    image = next(b for b in blocks if b["type"] == "image")
    link = next(b for b in blocks if b["type"] == "resource_link")
    assert image["data"].startswith("iVBOR") and image["mimeType"] == "image/png"
    assert link["uri"] == "file:///srv/report.pdf"
    assert shot["data"]["result"]["structured"] == {"rows": 3}
    assert failed["success"] is False
    assert "quota exceeded for project x" in failed["error"]["message"]


async def test_auto_exposed_operations_show_the_downstream_input_schema(tmp_path):
    """Issue 13: introspection showed `parameters: null` for tools the adapter file does not list."""
    adapter, _log = mcp_adapter(tmp_path, DELETE_OP, expose=True)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db) as client:
        info = await call(client, "read", "introspect", {"query": "operations"})
    ops = {op["name"]: op for op in info["data"]["operations"]}
    assert ops["echo"]["input_schema"] == {"type": "object"}


RENAMED_OPS = """operations:
  read:
    - {name: fetch_item, maps_to: get_item, description: "Fetch one item by id"}
    - {name: snapshot, maps_to: snapshot}
"""


async def test_native_tools_carry_the_downstream_title_description_and_schemas(tmp_path):
    """Issue 13: the native listing lost `title`, `outputSchema` and the downstream's own
    description, and listed a renamed operation only under the adapter's name."""
    adapter, log = mcp_adapter(tmp_path, RENAMED_OPS)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db, "--native-tools") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        shot = await client.call_tool("snapshot", {})
        by_alias = json.loads((await client.call_tool("get_item", {"id": "3"})).content[0].text)
        by_name = json.loads((await client.call_tool("fetch_item", {"id": "4"})).content[0].text)
    snapshot = tools["snapshot"]
    assert snapshot.title == "Take a snapshot"
    assert snapshot.output_schema == {
        "type": "object", "properties": {"rows": {"type": "integer"}}, "required": ["rows"]
    }
    assert snapshot.description.startswith("Non-text content: an image")
    assert shot.structured_content == {"rows": 3}  # what the output schema promises
    fetch = tools["fetch_item"]
    assert fetch.description.startswith("Read one item — Fetch one item by id")
    assert "maps to 'get_item'" in fetch.description
    assert fetch.meta == {"dongle/operation": "fetch_item", "dongle/maps_to": "get_item"}
    # the downstream's own name answers too, through the same operation and gate
    assert tools["get_item"].meta == {"dongle/operation": "fetch_item", "dongle/maps_to": "get_item"}
    assert by_alias["success"] is True and by_name["success"] is True
    assert [c["arguments"] for c in downstream_calls(log) if c["tool"] == "get_item"] == [
        {"id": "3"},
        {"id": "4"},
    ]
