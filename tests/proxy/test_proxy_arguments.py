"""The gate judges what a proxied call's arguments do, as the hint judge judges a tool call (issue 14):
a local file server's delete of /etc is `rm -rf /etc` whatever the adapter file says a delete costs,
and a visibility set to public exposes. Arguments only ever raise the level the adapter gives."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from proxy_helpers import Recorder, set_trust

from dongle.levels import TrustLevel
from dongle.proxy.gate import ProxyGate
from dongle.store import open_store

pytestmark = pytest.mark.anyio

ADAPTER = f"""---
name: files
type: adapter
version: 1.0.0
description: A local file server
target:
  type: mcp
  command: ["{sys.executable}", "-c", "pass"]
operations:
  delete:
    - name: delete_file
      maps_to: delete_file
      parameters:
        path: {{type: string, required: true}}
        recursive: {{type: boolean}}
  create:
    - name: write_file
      maps_to: write_file
      parameters:
        path: {{type: string, required: true}}
        content: {{type: string}}
  update:
    - name: update_repo
      maps_to: update_repo
      parameters:
        name: {{type: string, required: true}}
        visibility: {{type: string}}
---
"""


@pytest.fixture
def gate(tmp_path: Path):
    path = tmp_path / "files.md"
    path.write_text(ADAPTER)
    db = tmp_path / "state.db"
    set_trust(path, db, TrustLevel.COMMUNITY_REVIEWED)  # a delete or an update is allowed at this trust
    store = open_store(db)
    backend = Recorder()
    yield ProxyGate(path, store, backend), backend
    store.close()


async def test_a_harmless_delete_is_forwarded(gate):
    g, backend = gate
    answer = await g.call("delete_file", {"path": "build/out.log"})
    assert answer["success"] is True
    assert backend.calls == [("delete_file", {"path": "build/out.log"})]


async def test_a_delete_of_a_system_directory_is_refused(gate):
    g, backend = gate
    answer = await g.call("delete_file", {"path": "/etc", "recursive": True})
    assert answer["success"] is False
    assert answer["error"]["code"] == "PERMISSION_DANGER_LEVEL_DENIED"
    assert answer["error"]["details"]["danger_level"] == "forbidden"
    assert any("rm -rf -- /etc" in r for r in answer["error"]["details"]["reasons"])
    assert backend.calls == []


async def test_a_visibility_made_public_is_not_forwarded_unasked(gate):
    g, backend = gate
    private = await g.call("update_repo", {"name": "infra", "visibility": "private"})
    public = await g.call("update_repo", {"name": "infra", "visibility": "public"})
    assert private["success"] is True
    assert public["success"] is False
    assert backend.calls == [("update_repo", {"name": "infra", "visibility": "private"})]


@pytest.mark.parametrize("path, content", [
    ("{home}/.claude/settings.json", "{{}}"),                       # the agent's hook settings
    ("{home}/project/Makefile", "all:\n\trm -f ~/.claude/settings.json\n"),  # a target run later
])
async def test_a_local_server_cannot_switch_the_guard_off(gate, tmp_path, monkeypatch, path, content):
    """The hooks' self-protection holds through the proxy too: a local file server handed the guard's
    own files, or writing text that removes them later, is refused whatever its trust."""
    monkeypatch.setenv("HOME", str(tmp_path))
    g, backend = gate
    answer = await g.call("write_file", {"path": path.format(home=tmp_path), "content": content.format()})
    assert answer["success"] is False
    assert answer["error"]["details"]["danger_level"] == "forbidden"
    assert backend.calls == []


async def test_a_local_server_writes_an_ordinary_makefile(gate, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    g, backend = gate
    params = {"path": f"{tmp_path}/project/Makefile", "content": "test:\n\tpytest -q\n"}
    answer = await g.call("write_file", params)
    assert answer["success"] is True
    assert backend.calls == [("write_file", params)]
