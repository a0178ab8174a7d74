"""`dongle proxy` before a real HTTP API on loopback: the dongle makes the REST call itself, after the gate.

Shows bearer auth read from the environment variable the file names, conditional danger (seed 000
§9.1) and escalation by count (§9.3) deciding the gate per call, and that nothing the gate stops
reaches the API.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from proxy_helpers import call, proxy_client, set_trust

from dongle.levels import TrustLevel

pytestmark = pytest.mark.anyio
SECRET = "s3cret-token-for-tests"


class Api:
    def __init__(self) -> None:
        self.requests: list[dict] = []
        api = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length).decode() if length else ""
                api.requests.append(
                    {
                        "method": self.command,
                        "path": self.path,
                        "auth": self.headers.get("Authorization"),
                        "body": json.loads(body) if body else None,
                    }
                )
                payload = json.dumps({"ok": True, "path": self.path}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = do_DELETE = _answer

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def api():
    server = Api()
    yield server
    server.close()


def http_adapter(tmp_path: Path, base_url: str) -> Path:
    path = tmp_path / "records.md"
    path.write_text(
        f"""---
name: records-api
type: adapter
version: "2.1"
description: A records API on loopback
target:
  type: http
  base_url: {base_url}
auth:
  type: bearer
  env: TEST_API_TOKEN
operations:
  read:
    - name: get_item
      maps_to: "GET /items/{{id}}"
      parameters:
        id: {{type: string, required: true}}
  create:
    - name: create_item
      maps_to: "POST /items"
      parameters:
        title: {{type: string, required: true}}
      danger:
        level: reversible
        escalation:
          - after_count: 3
            level: destructive
            message: "third create within the hour"
  delete:
    - name: delete_records
      maps_to: "DELETE /records"
      parameters:
        count: {{type: integer}}
        permanent: {{type: boolean}}
      danger:
        default_level: reversible
        conditions:
          - when: "params.count > 100"
            level: dangerous
            reason: "Bulk delete of more than 100 records"
          - when: "params.permanent == true"
            level: destructive
            reason: "Permanent deletion requested"
---
The records API.
"""
    )
    return path


async def test_http_adapter_gates_conditions_and_escalation(tmp_path, api):
    adapter = http_adapter(tmp_path, api.url)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db, TEST_API_TOKEN=SECRET) as client:
        got = await call(client, "read", "get_item", {"id": "a b/c"})
        small = await call(client, "delete", "delete_records", {"count": 5})
        bulk = await call(client, "delete", "delete_records", {"count": 500})
        unknown_count = await call(client, "delete", "delete_records", {})
        permanent = await call(client, "delete", "delete_records", {"count": 1, "permanent": True})
        bad_type = await call(client, "delete", "delete_records", {"count": "many"})
        creates = [await call(client, "create", "create_item", {"title": f"t{i}"}) for i in range(3)]
        wrong_family = await call(client, "read", "delete_records", {"count": 1})
    assert got["success"] is True and got["data"]["result"]["http_status"] == 200
    assert small["success"] is True
    assert bulk["error"]["code"] == "PERMISSION_DANGER_LEVEL_DENIED"
    assert bulk["error"]["details"]["danger_level"] == "dangerous"
    assert "Bulk delete of more than 100 records" in bulk["error"]["details"]["reasons"]
    assert unknown_count["error"]["details"]["danger_level"] == "dangerous"  # undecidable counts as met
    assert permanent["error"]["code"] == "CONFIRMATION_REQUIRED"
    assert permanent["error"]["details"]["danger_level"] == "destructive"
    assert bad_type["error"]["code"] == "VALIDATION_INVALID_TYPE"
    assert [c["success"] for c in creates[:2]] == [True, True]
    assert creates[2]["error"]["code"] == "CONFIRMATION_REQUIRED"
    assert "third create within the hour" in creates[2]["error"]["details"]["reasons"]
    assert wrong_family["error"]["code"] == "VALIDATION_ENDPOINT_MISMATCH"
    assert api.requests == [
        {"method": "GET", "path": "/items/a%20b%2Fc", "auth": f"Bearer {SECRET}", "body": None},
        {"method": "DELETE", "path": "/records?count=5", "auth": f"Bearer {SECRET}", "body": None},
        {"method": "POST", "path": "/items", "auth": f"Bearer {SECRET}", "body": {"title": "t0"}},
        {"method": "POST", "path": "/items", "auth": f"Bearer {SECRET}", "body": {"title": "t1"}},
    ]
    assert SECRET not in json.dumps([got, small, creates])


async def test_missing_credential_fails_the_call_without_leaking(tmp_path, api):
    adapter = http_adapter(tmp_path, api.url)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db) as client:
        answer = await call(client, "read", "get_item", {"id": "a"})
    assert answer["success"] is False
    assert answer["error"]["details"]["reason"] == "credential_missing"
    assert api.requests == []
