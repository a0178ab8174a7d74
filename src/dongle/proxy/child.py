"""The downstream MCP server as a child process whose death can be seen.

The SDK's stdio transport keeps its process to itself, so a crashed downstream reads only as
"Connection closed" on every later call. This transport speaks the same newline-delimited JSON-RPC
but keeps the process: its exit code and the tail of what it wrote to stderr say why it died.
stderr is still copied to ours, so the operator's logs see what they saw before.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from typing import Any

import anyio
import mcp_types as types
from anyio.streams.text import TextReceiveStream
from mcp.client.stdio import get_default_environment
from mcp.shared.message import SessionMessage

STDERR_TAIL_BYTES = 2000
_EXIT_GRACE = 2.0  # after stdin closes, as the MCP lifecycle asks, before the process group is killed
_BROKEN = (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream, OSError)


class ChildProcess:
    """One run of the downstream command; `open()` is the transport `mcp.Client` takes."""

    def __init__(self, command: list[str], env: dict[str, str] | None = None):
        self.command = command
        self.env = env
        self._process: Any = None
        self._tail = bytearray()
        self._stdout_ended = anyio.Event()

    @property
    def exit_code(self) -> int | None:
        return None if self._process is None else self._process.returncode

    @property
    def ended(self) -> bool:
        """The process exited or closed its stdout: nothing it could still say would reach us."""
        return self.exit_code is not None or self._stdout_ended.is_set()

    def stderr_tail(self) -> str:
        return self._tail.decode("utf-8", "replace").strip()

    async def settle(self, timeout: float = 1.0) -> None:
        """Give a process whose connection broke a moment to exit, so its exit code can be reported
        (a live one with a broken connection just costs the wait)."""
        with anyio.move_on_after(timeout):
            while self._process is not None and self._process.returncode is None:
                await anyio.sleep(0.02)

    @asynccontextmanager
    async def open(self) -> AsyncIterator[tuple[Any, Any]]:
        process = await anyio.open_process(
            self.command,
            env=get_default_environment() | (self.env or {}),
            stderr=subprocess.PIPE,
            start_new_session=True,  # its own process group, so stopping it stops its children too
        )
        self._process = process
        read_writer, read_stream = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        write_stream, write_reader = anyio.create_memory_object_stream[SessionMessage](0)

        async def stdout_reader() -> None:
            buffer = ""
            try:
                async with read_writer:
                    async for chunk in TextReceiveStream(process.stdout, errors="replace"):
                        lines = (buffer + chunk).split("\n")
                        buffer = lines.pop()
                        for line in lines:
                            if line.strip():
                                await read_writer.send(_parse(line))
            except _BROKEN:
                pass
            finally:
                self._stdout_ended.set()

        async def stdin_writer() -> None:
            try:
                async with write_reader:
                    async for message in write_reader:
                        line = message.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n"
                        await process.stdin.send(line.encode())
            except _BROKEN:
                await read_writer.aclose()  # the session sees the connection end, not a hang

        async def stderr_copier() -> None:
            with suppress(*_BROKEN):
                async for chunk in process.stderr:
                    self._tail.extend(chunk)
                    del self._tail[:-STDERR_TAIL_BYTES]
                    sys.stderr.write(chunk.decode("utf-8", "replace"))
                    sys.stderr.flush()

        async with anyio.create_task_group() as tg:
            tg.start_soon(stdout_reader)
            tg.start_soon(stdin_writer)
            tg.start_soon(stderr_copier)
            try:
                yield read_stream, write_stream
            finally:
                with anyio.CancelScope(shield=True):
                    await _stop(process)
                    for stream in (read_stream, write_stream, read_writer, write_reader):
                        await stream.aclose()
                tg.cancel_scope.cancel()


def _parse(line: str) -> SessionMessage | Exception:
    try:
        return SessionMessage(types.jsonrpc_message_adapter.validate_json(line, by_name=False))
    except ValueError as exc:
        return exc


async def _stop(process: Any) -> None:
    """Close stdin, wait, then SIGTERM and SIGKILL the process group; every wait is bounded."""
    with suppress(*_BROKEN):
        await process.stdin.aclose()
    for sig in (None, signal.SIGTERM, signal.SIGKILL):
        if sig is not None and process.returncode is None:
            with suppress(ProcessLookupError, PermissionError):
                os.killpg(process.pid, sig)
        with anyio.move_on_after(_EXIT_GRACE):
            while process.returncode is None:
                await anyio.sleep(0.02)
        if process.returncode is not None:
            return
