"""The stdio wire of the dongle's MCP servers (the safety server and the gating proxy).

The SDK's `stdio_server` reads stdin and writes stdout through `anyio.wrap_file`: one worker-thread
round trip per line read and two per message written (write, flush). In front of a downstream server
those three thread hand-offs were most of what the proxy added to a call. When both standard streams
are pipes or sockets (how an agent launches a stdio server), this module serves the same wire from
the event loop instead: non-blocking reads and writes on private duplicates of fds 0 and 1, woken by
epoll. Framing, parsing and dispatch stay the SDK's: the duplicates are handed to `stdio_server` as
its explicit streams.

As the SDK does, while serving fd 0 reads the null device and fd 1 goes to stderr, so stray output
from the process cannot corrupt the wire; both are restored on exit, with their blocking mode.
Anything else on stdin or stdout (a file, a terminal) is read and written through threads, as the
SDK does. On both paths, end of input waits (bounded) until every request read has been answered.
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio

_CHUNK = 65536


def event_loop_capable(fd: int) -> bool:
    """A pipe or a socket: epoll can watch it (a regular file or /dev/null cannot be)."""
    try:
        mode = os.fstat(fd).st_mode
    except OSError:
        return False
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


class LineReader:
    """`async for line in reader`: UTF-8 lines (newline kept) read from a non-blocking fd."""

    def __init__(self, fd: int, errors: str = "replace"):
        self.fd = fd
        self.errors = errors
        self._buffer = bytearray()
        self._eof = False

    def __aiter__(self) -> LineReader:
        return self

    async def __anext__(self) -> str:
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                line = bytes(self._buffer[: end + 1])
                del self._buffer[: end + 1]
                return line.decode("utf-8", self.errors)
            if self._eof:
                if self._buffer:
                    line = bytes(self._buffer)
                    self._buffer.clear()
                    return line.decode("utf-8", self.errors)
                raise StopAsyncIteration
            try:
                chunk = os.read(self.fd, _CHUNK)
            except BlockingIOError:
                await anyio.wait_readable(self.fd)
                continue
            if chunk:
                self._buffer += chunk
            else:
                self._eof = True


class Writer:
    """`await write(text)` then `await flush()`: the whole message reaches the fd before flush returns."""

    def __init__(self, fd: int):
        self.fd = fd
        self._pending = bytearray()

    async def write(self, text: str) -> int:
        self._pending += text.encode("utf-8")
        return len(text)

    async def flush(self) -> None:
        view = memoryview(self._pending)
        sent = 0
        try:
            while sent < len(view):
                try:
                    sent += os.write(self.fd, view[sent:])
                except BlockingIOError:
                    await anyio.wait_writable(self.fd)
        finally:
            view.release()
            del self._pending[:sent]


_RESPONSE_HEAD = re.compile(r'"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*,\s*"(?:result|error)"')
DRAIN_SECONDS = 30.0


class InFlight:
    """Requests read but not yet answered. At end of input the SDK's session ends at once and
    cancels what is still running, so a client that writes its requests and closes stdin (or a
    file given as stdin) would lose answers; the reader waits for them first, bounded."""

    def __init__(self) -> None:
        self.ids: set[str] = set()

    def read(self, line: str) -> None:
        try:
            message = json.loads(line)
        except ValueError:
            return
        if isinstance(message, dict) and "method" in message and "id" in message:
            self.ids.add(json.dumps(message["id"]))

    def written(self, text: str) -> None:
        match = _RESPONSE_HEAD.search(text, 0, 512)
        if match:
            self.ids.discard(json.dumps(json.loads(match.group(1))))

    async def drained(self) -> None:
        with anyio.move_on_after(DRAIN_SECONDS):
            while self.ids:
                await anyio.sleep(0.005)


class DrainingReader:
    """Lines of a reader; at its end, first waits until every request read has been answered."""

    def __init__(self, lines: Any, flight: InFlight):
        self.lines = lines.__aiter__()
        self.flight = flight

    def __aiter__(self) -> DrainingReader:
        return self

    async def __anext__(self) -> str:
        try:
            line = await self.lines.__anext__()
        except StopAsyncIteration:
            await self.flight.drained()
            raise
        self.flight.read(line)
        return line


class TrackingWriter:
    """A writer that tells `InFlight` which requests have been answered."""

    def __init__(self, inner: Any, flight: InFlight):
        self.inner = inner
        self.flight = flight

    async def write(self, text: str) -> int:
        self.flight.written(text)
        return await self.inner.write(text)

    async def flush(self) -> None:
        await self.inner.flush()


@asynccontextmanager
async def stdio_streams(errors: str = "replace") -> AsyncIterator[tuple[Any, Any]]:
    """The SDK's stdio session streams, on the event loop when both standard streams are pipes or
    sockets (threaded file I/O otherwise, as the SDK does). Either way, requests already read are
    answered before end of input closes the session. `errors` is the codec error handler for
    undecodable input bytes."""
    from mcp.server.stdio import stdio_server

    loop_io = event_loop_capable(0) and event_loop_capable(1)
    sys.stdout.flush()
    claimed: list[tuple[int, int, bool]] = []  # (standard fd, private duplicate, was blocking)
    opened: list[Any] = []
    try:
        for fd, divert in ((0, _devnull), (1, _stderr)):
            private = _dup_above_std(fd)
            claimed.append((fd, private, os.get_blocking(private)))
            target = divert()
            try:
                os.dup2(target, fd)
            finally:
                os.close(target)
        flight = InFlight()
        source: Any
        sink: Any
        if loop_io:
            for _fd, private, _blocking in claimed:
                os.set_blocking(private, False)
            source, sink = LineReader(claimed[0][1], errors), Writer(claimed[1][1])
        else:
            opened = [open(claimed[0][1], encoding="utf-8", errors=errors, closefd=False),  # noqa: SIM115
                      open(claimed[1][1], "w", encoding="utf-8", closefd=False)]  # noqa: SIM115
            source, sink = anyio.wrap_file(opened[0]), anyio.wrap_file(opened[1])
        reader, writer = DrainingReader(source, flight), TrackingWriter(sink, flight)
        async with stdio_server(stdin=reader, stdout=writer) as streams:  # type: ignore[arg-type]
            yield streams
    finally:
        for handle in opened:
            try:
                handle.close()
            except OSError:
                pass
        for fd, private, blocking in reversed(claimed):
            try:
                os.set_blocking(private, blocking)
                os.dup2(private, fd)
            finally:
                os.close(private)


def _dup_above_std(fd: int) -> int:
    import fcntl

    return fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)


def _devnull() -> int:
    return os.open(os.devnull, os.O_RDONLY)


def _stderr() -> int:
    return os.dup(2)
