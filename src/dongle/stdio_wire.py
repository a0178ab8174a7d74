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


MAX_NESTING = 64
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")
# A \uD800-\uDFFF escape that is not half of a valid pair (after an even run of backslashes).
_LONE_SURROGATE = re.compile(
    r"(?<!\\)((?:\\\\)*)(?:\\u(d[89ab][0-9a-f]{2})(?!\\ud[c-f][0-9a-f]{2})"
    r"|(?<!\\ud[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2}))",
    re.I,
)


def _nesting(line: str) -> int:
    """The deepest bracket nesting outside strings, counted without recursion (and stopping early)."""
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", line)):
        depth += 1 if bracket in "[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > MAX_NESTING:
                break
    return deepest


def _has_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if any("\ud800" <= ch <= "\udfff" for ch in item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _error(ident: Any, code: int, message: str) -> str:
    return json.dumps({"jsonrpc": "2.0", "id": ident, "error": {"code": code, "message": message}}) + "\n"


def screen(line: str, surrogate_mark: str) -> tuple[str | None, str | None]:
    """(the line to hand to the SDK, an error answer to send instead). JSON-RPC 2.0 wants an answer
    to every request: -32700 for text that is not JSON, -32600 for JSON that is not a request. The
    SDK answers neither (and recursed into a 1,000-deep array until the process died), so the wire
    answers them itself. Lone-surrogate escapes are rewritten to `surrogate_mark`, which the
    envelope validator rejects as an invalid encoding."""
    text = line.strip()
    if not text:
        return None, None
    if _nesting(text) > MAX_NESTING:
        return None, _error(None, -32600, f"Invalid Request: nested deeper than {MAX_NESTING} levels")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        return None, _error(None, -32700, "Parse error: the line is not valid JSON")
    if isinstance(message, list):
        return None, _error(None, -32600, "Invalid Request: batch requests are not supported")
    if not isinstance(message, dict):
        return None, _error(None, -32600, "Invalid Request: a request is a JSON object")
    ident = message.get("id")
    if not isinstance(ident, (str, int)) or isinstance(ident, bool):
        ident = None
    if message.get("jsonrpc") != "2.0":
        return None, _error(ident, -32600, 'Invalid Request: "jsonrpc" must be "2.0"')
    if "method" in message and not isinstance(message["method"], str):
        return None, _error(ident, -32600, 'Invalid Request: "method" must be a string')
    if "method" not in message and "result" not in message and "error" not in message:
        return None, _error(ident, -32600, 'Invalid Request: no "method"')
    if _has_surrogate(message):
        marked = _LONE_SURROGATE.sub(lambda m: m.group(1) + surrogate_mark, line)
        try:
            clean = not _has_surrogate(json.loads(marked))
        except ValueError:
            clean = False
        if not clean:
            return None, _error(ident, -32600, "Invalid Request: invalid character encoding")
        return marked, None
    return line, None


class DrainingReader:
    """Lines of a reader; at its end, first waits until every request read has been answered.
    Lines that are not valid requests are answered here (see `screen`), not handed on."""

    def __init__(self, lines: Any, flight: InFlight, reply: Any, surrogate_mark: str):
        self.lines = lines.__aiter__()
        self.flight = flight
        self.reply = reply
        self.surrogate_mark = surrogate_mark

    def __aiter__(self) -> DrainingReader:
        return self

    async def __anext__(self) -> str:
        while True:
            try:
                line = await self.lines.__anext__()
            except StopAsyncIteration:
                await self.flight.drained()
                raise
            passed, answer = screen(line, self.surrogate_mark)
            if answer is not None:
                await self.reply.write(answer)
                await self.reply.flush()
            if passed is not None:
                self.flight.read(passed)
                return passed


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
async def stdio_streams(
    errors: str = "replace", surrogate_mark: str = "\\ufffd"
) -> AsyncIterator[tuple[Any, Any]]:
    """The SDK's stdio session streams, on the event loop when both standard streams are pipes or
    sockets (threaded file I/O otherwise, as the SDK does). Either way, requests already read are
    answered before end of input closes the session, and lines that are no request get their
    JSON-RPC error. `errors` is the codec error handler for undecodable input bytes;
    `surrogate_mark` the JSON escape a lone-surrogate escape is rewritten to."""
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
        writer = TrackingWriter(sink, flight)
        reader = DrainingReader(source, flight, writer, surrogate_mark)
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
