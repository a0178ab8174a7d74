"""The proxy's thread-free stdio wire: framing over real pipes, large answers, and the fallback.

The end-to-end proxy tests already drive `dongle proxy` over pipes (the event-loop path); these
check what they do not reach: lines split across reads, a final line without a newline, an answer
larger than the pipe buffer, and stdin that epoll cannot watch (a regular file).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import anyio
import pytest
from proxy_helpers import DOWNSTREAM, clean_env

from dongle.stdio_wire import LineReader, Writer, event_loop_capable

pytestmark = pytest.mark.anyio


async def test_lines_split_across_reads_and_a_last_line_without_newline():
    read_fd, write_fd = os.pipe()
    os.set_blocking(read_fd, False)
    reader = LineReader(read_fd)

    def feed() -> None:
        for piece in (b'{"a":', b'1}\n{"b"', b':"\xc3', b'\xa9"}\n', b'{"c":3}'):
            os.write(write_fd, piece)
            threading.Event().wait(0.01)
        os.close(write_fd)

    feeder = threading.Thread(target=feed)
    feeder.start()
    try:
        lines = [line async for line in reader]
    finally:
        feeder.join()
        os.close(read_fd)
    assert lines == ['{"a":1}\n', '{"b":"é"}\n', '{"c":3}']


async def test_an_answer_larger_than_the_pipe_buffer_arrives_whole():
    read_fd, write_fd = os.pipe()
    os.set_blocking(write_fd, False)
    writer = Writer(write_fd)
    message = json.dumps({"text": "x" * 1_000_000}) + "\n"
    received = bytearray()

    def drain() -> None:
        while chunk := os.read(read_fd, 65536):
            received.extend(chunk)

    drainer = threading.Thread(target=drain)
    drainer.start()
    try:
        await writer.write(message)
        with anyio.fail_after(10):
            await writer.flush()
    finally:
        os.close(write_fd)
        drainer.join()
        os.close(read_fd)
    assert received.decode() == message


def test_only_pipes_and_sockets_take_the_event_loop_path(tmp_path):
    read_fd, write_fd = os.pipe()
    regular = os.open(tmp_path / "f", os.O_CREAT | os.O_RDWR)
    try:
        assert event_loop_capable(read_fd) and event_loop_capable(write_fd)
        assert not event_loop_capable(regular)
        assert not event_loop_capable(10_000)  # not open
    finally:
        for fd in (read_fd, write_fd, regular):
            os.close(fd)


def _adapter(tmp_path: Path) -> Path:
    log = tmp_path / "calls.jsonl"
    adapter = tmp_path / "a.md"
    adapter.write_text(
        f"""---
name: filetest
type: adapter
version: 1.0.0
description: stdin from a file
target:
  type: mcp
  command: ["{sys.executable}", "{DOWNSTREAM}"]
  env: {{DOWNSTREAM_LOG: "{log}"}}
operations:
  read:
    - {{name: echo_op, maps_to: echo, danger: safe}}
---
"""
    )
    return adapter


INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"},
    },
}


def test_stdin_from_a_file_falls_back_to_the_sdk_transport(tmp_path):
    """A regular file cannot be watched by epoll; the proxy must still answer, not crash."""
    adapter = _adapter(tmp_path)
    requests = [
        INITIALIZE,
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}},
    ]
    stdin = tmp_path / "stdin.jsonl"
    stdin.write_text("".join(json.dumps(r) + "\n" for r in requests))
    with stdin.open("rb") as source:
        done = subprocess.run(
            [sys.executable, "-m", "dongle", "proxy", str(adapter), "--db", str(tmp_path / "s.db")],
            stdin=source,
            capture_output=True,
            env=clean_env(),
            timeout=60,
        )
    answers = {m.get("id"): m for m in map(json.loads, done.stdout.decode().splitlines())}
    assert answers[1]["result"]["serverInfo"]["name"] == "mcpaql-safety-dongle-proxy"
    assert "mcp_aql_read" in {t["name"] for t in answers[2]["result"]["tools"]}


def test_stray_output_from_the_process_misses_the_wire(tmp_path):
    """While serving, fd 1 is diverted to stderr: only JSON-RPC lines reach the agent."""
    script = tmp_path / "stray.py"
    script.write_text(
        "import anyio, os\n"
        "from dongle.stdio_wire import stdio_streams\n"
        "async def main():\n"
        "    async with stdio_streams() as (read, write):\n"
        "        os.write(1, b'stray\\n')\n"
        "        print('printed', flush=True)\n"
        "        async with read, write:\n"
        "            async for message in read:\n"
        "                await write.send(message)\n"
        "anyio.run(main)\n"
    )
    # A notification, not a request: the echo is no answer, and a request left unanswered would hold
    # the session open for the whole drain at end of input.
    ping = json.dumps({"jsonrpc": "2.0", "method": "notifications/progress"}) + "\n"
    done = subprocess.run(
        [sys.executable, str(script)],
        input=ping.encode(),
        capture_output=True,
        timeout=60,
        cwd=Path(__file__).parent,
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    assert json.loads(done.stdout.decode()) == {"jsonrpc": "2.0", "method": "notifications/progress"}
    assert b"stray" in done.stderr and b"printed" in done.stderr


def test_over_pipes_the_proxy_answers_and_exits_cleanly_at_end_of_input(tmp_path):
    """The event-loop path: an answer per request, and exit status 0 once the agent closes stdin."""
    proxy = subprocess.Popen(
        [sys.executable, "-m", "dongle", "proxy", str(_adapter(tmp_path)), "--db", str(tmp_path / "s.db")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=clean_env(),
    )
    try:
        out, err = proxy.communicate((json.dumps(INITIALIZE) + "\n").encode(), timeout=60)
    finally:
        proxy.kill()
    assert proxy.returncode == 0, err.decode()[-2000:]
    answer = json.loads(out.decode())
    assert answer["id"] == 1 and answer["result"]["serverInfo"]["name"] == "mcpaql-safety-dongle-proxy"


def test_requests_written_before_closing_a_pipe_are_all_answered(tmp_path):
    """A client that writes its requests and closes stdin at once still gets every answer."""
    adapter = _adapter(tmp_path)
    requests = [INITIALIZE, {"jsonrpc": "2.0", "method": "notifications/initialized"}] + [
        {"jsonrpc": "2.0", "id": n, "method": "tools/list", "params": {}} for n in range(2, 7)
    ]
    done = subprocess.run(
        [sys.executable, "-m", "dongle", "proxy", str(adapter), "--db", str(tmp_path / "s.db")],
        input="".join(json.dumps(r) + "\n" for r in requests).encode(),
        capture_output=True,
        env=clean_env(),
        timeout=60,
    )
    answered = {m.get("id") for m in map(json.loads, done.stdout.decode().splitlines())}
    assert answered >= {1, 2, 3, 4, 5, 6}, done.stderr.decode()[-2000:]
    assert done.returncode == 0
