"""Issue 13: a dead downstream answered `MCPError` forever, with no restart and no word that it died.

The downstream here is the real test server as a real child process; `crash` makes it exit mid-call
(exit code 3, a line on stderr). The clock is controlled only where a backoff is waited out.
"""

from __future__ import annotations

import sys
from pathlib import Path

import anyio
import pytest
from proxy_helpers import DOWNSTREAM, call, downstream_calls, proxy_client, set_trust
from test_proxy_mcp import mcp_adapter

from dongle.levels import TrustLevel
from dongle.proxy.downstream import Downstream, DownstreamDown, RestartPolicy

pytestmark = pytest.mark.anyio

CRASH_OPS = """operations:
  read:
    - {name: get_item, maps_to: get_item}
  execute:
    - {name: crash, maps_to: crash, danger: safe}
    - {name: quit_soon, maps_to: quit_soon, danger: safe}
"""


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def downstream(tmp_path: Path, policy: RestartPolicy, clock: Clock) -> Downstream:
    env = {"DOWNSTREAM_LOG": str(tmp_path / "log.jsonl"), "DOWNSTREAM_BROKEN": str(tmp_path / "broken")}
    return Downstream([sys.executable, str(DOWNSTREAM)], env, policy, clock)


async def test_the_proxy_says_the_downstream_died_and_serves_the_next_call_from_a_fresh_one(tmp_path):
    adapter, log = mcp_adapter(tmp_path, CRASH_OPS)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db) as client:
        died = await call(client, "execute", "crash")
        after = await call(client, "read", "get_item", {"id": "1"})
        again = await call(client, "read", "get_item", {"id": "2"})
    assert died["success"] is False
    error = died["error"]
    assert error["code"] == "INTERNAL_ERROR"
    assert "downstream server died during 'crash' (exit code 3)" in error["message"]
    assert "not re-sent" in error["message"]
    details = error["details"]
    assert details["reason"] == "downstream_died" and details["exit_code"] == 3
    assert "worker ran out of memory" in details["stderr_tail"]
    assert details["restart"] == "on_next_call"
    assert after["success"] is True, after
    assert again["success"] is True, again
    # the crashing call reached the downstream once and was never re-sent
    assert [c["tool"] for c in downstream_calls(log)] == ["crash", "get_item", "get_item"]


async def test_a_server_that_died_while_idle_is_restarted_and_the_answer_says_so(tmp_path):
    adapter, log = mcp_adapter(tmp_path, CRASH_OPS)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    async with proxy_client(adapter, db) as client:
        quit_soon = await call(client, "execute", "quit_soon")
        await anyio.sleep(1.0)  # the downstream exits 0.1 s after answering
        after = await call(client, "read", "get_item", {"id": "1"})
        later = await call(client, "read", "get_item", {"id": "2"})
    assert quit_soon["success"] is True and "warnings" not in quit_soon
    assert after["success"] is True, after
    assert after["warnings"] == [
        {
            "code": "DOWNSTREAM_RESTARTED",
            "message": "The downstream server had died (exit code 4) and was restarted before this call",
            "severity": "medium",
        }
    ]
    assert "warnings" not in later
    assert [c["tool"] for c in downstream_calls(log)] == ["quit_soon", "get_item", "get_item"]


async def test_restarts_back_off_and_stop_for_a_crash_looping_server(tmp_path):
    clock = Clock()
    policy = RestartPolicy(max_restarts=3, window_seconds=600, first_delay=5, max_delay=30)
    async with downstream(tmp_path, policy, clock) as ds:
        first = ds.generation
        with pytest.raises(DownstreamDown) as died:
            await ds.call_tool("crash", {})
        assert died.value.details["exit_code"] == 3
        await ds.ensure()  # the first restart is immediate
        assert ds.generation == first + 1
        assert (await ds.call_tool("get_item", {})).is_error is not True

        with pytest.raises(DownstreamDown) as died:
            await ds.call_tool("crash", {})
        assert died.value.details["retry_after_seconds"] == 5
        with pytest.raises(DownstreamDown) as waiting:
            await ds.ensure()  # the second death in the window: wait 5 s
        assert waiting.value.details["restart"] == "pending"
        assert "restarted in 5.0 s" in str(waiting.value)
        clock.now += 5
        await ds.ensure()
        assert ds.generation == first + 2

        with pytest.raises(DownstreamDown) as died:
            await ds.call_tool("crash", {})
        assert died.value.details["restart"] == "given_up"
        clock.now += 30  # waiting does not help: the deaths are still in the window
        with pytest.raises(DownstreamDown) as given_up:
            await ds.ensure()
        assert given_up.value.details["restart"] == "given_up"
        assert "not restarted again" in str(given_up.value)
        assert ds.generation == first + 2  # nothing was started


async def test_a_restart_that_fails_reports_the_new_process_exit_and_stderr(tmp_path):
    clock = Clock()
    async with downstream(tmp_path, RestartPolicy(first_delay=1), clock) as ds:
        with pytest.raises(DownstreamDown):
            await ds.call_tool("crash", {})
        (tmp_path / "broken").write_text("")
        with pytest.raises(DownstreamDown) as failed:
            await ds.ensure()
        details = failed.value.details
        assert details["restart"] == "failed"
        assert details["exit_code"] == 7
        assert "cannot open its database" in details["stderr_tail"]
        (tmp_path / "broken").unlink()
        clock.now += 1  # the second death in the window waits first_delay
        await ds.ensure()
        assert (await ds.call_tool("get_item", {})).is_error is not True


async def test_calls_arriving_together_after_a_death_restart_the_server_once(tmp_path):
    async with downstream(tmp_path, RestartPolicy(), Clock()) as ds:
        first = ds.generation
        with pytest.raises(DownstreamDown):
            await ds.call_tool("crash", {})
        async with anyio.create_task_group() as tg:
            for _ in range(4):
                tg.start_soon(ds.ensure)
        assert ds.generation == first + 1
        assert (await ds.call_tool("get_item", {})).is_error is not True
