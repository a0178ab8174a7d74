"""The downstream MCP server for the proxy's lifetime: noticed when it dies, restarted within bounds.

A crashed downstream used to answer every later call with the SDK's bare `MCPError`, forever. Now
the call in flight gets `DownstreamDown` saying the server died (exit code, stderr tail) and that
the call's effect is unknown; it is never re-sent. The next call restarts the server: at once after
a first death, then after a wait that doubles with each further death in the window; once
`max_restarts` deaths fall in the window the proxy stops restarting, so a crash-looping server
cannot spin. Every refusal says when (or whether) the server comes back.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
from mcp.shared.exceptions import MCPError
from mcp_types import CONNECTION_CLOSED

from dongle.proxy.child import ChildProcess


@dataclass(frozen=True)
class RestartPolicy:
    max_restarts: int = 5  # deaths within the window after which the server stays down
    window_seconds: float = 600.0
    first_delay: float = 1.0  # the wait before the second restart in the window; doubles after
    max_delay: float = 30.0

    def delay(self, deaths: int) -> float:
        """Seconds between the last death and the restart, given the deaths in the window."""
        return 0.0 if deaths <= 1 else min(self.max_delay, self.first_delay * 2 ** (deaths - 2))


@dataclass(frozen=True)
class Death:
    at: float
    exit_code: int | None
    stderr_tail: str


class DownstreamDown(RuntimeError):
    """The downstream is dead or restarting; `details` say why and what happens next."""

    def __init__(self, message: str, details: dict[str, Any]):
        super().__init__(message)
        self.details = details


@dataclass
class Downstream:
    """The downstream server across its restarts: `ensure()` before the gate decides, then `call_tool`."""

    command: list[str]
    env: dict[str, str] | None = None
    policy: RestartPolicy = field(default_factory=RestartPolicy)
    clock: Callable[[], float] = time.monotonic
    generation: int = 0  # bumped at every (re)start, so listeners know the tool list is fresh
    tools: list[Any] = field(default_factory=list)  # the SDK's `Tool`s of the running process
    replaced: Death | None = None  # the death the running process was started after, if any

    def __post_init__(self) -> None:
        self._group: Any = None
        self._release: anyio.Event | None = None  # set to let the current connection's task end
        self._released: anyio.Event | None = None  # set when it has ended
        self._child: ChildProcess | None = None
        self._client: Any = None
        self._deaths: deque[Death] = deque()
        self._buried = False  # the current child's death is recorded
        self._lock = anyio.Lock()  # concurrent calls restart the server once, not once each

    async def __aenter__(self) -> Downstream:
        # Each connection lives in a task of this group: a connection's cancel scopes must be left
        # by the task that entered them, and a restart happens in whichever task saw the death.
        self._group = await anyio.create_task_group().__aenter__()
        try:
            await self._start()
        except BaseException as exc:
            self._group.cancel_scope.cancel()
            await self._group.__aexit__(None, None, None)
            if not isinstance(exc, Exception) or self._child is None:
                raise
            death = await self._bury(self._child)
            raise DownstreamDown(
                f"the downstream server did not start{_exit_words(death, exc)}",
                self._details(death, restart="none"),
            ) from exc
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._stop()
        await self._group.__aexit__(None, None, None)

    async def ensure(self) -> None:
        """Make sure a live server is there for the next call, restarting a dead one when allowed."""
        async with self._lock:
            await self._ensure()

    async def _ensure(self) -> None:
        child = self._child
        if child is not None and not child.ended and self._client is not None:
            return
        if child is not None and not self._buried:
            await self._bury(child)
        deaths = self._recent_deaths()
        last = self._deaths[-1] if self._deaths else None
        if len(deaths) >= self.policy.max_restarts:
            raise DownstreamDown(
                f"the downstream server died {len(deaths)} times in {self.policy.window_seconds:g} s; "
                "it is not restarted again (restart the proxy)",
                self._details(last, restart="given_up"),
            )
        wait = (last.at + self.policy.delay(len(deaths)) - self.clock()) if last else 0.0
        if wait > 0:
            raise DownstreamDown(
                f"the downstream server died; it is restarted in {wait:.1f} s",
                self._details(last, restart="pending", retry_after_seconds=round(wait, 1)),
            )
        await self._stop()
        try:
            await self._start()
        except Exception as exc:
            assert self._child is not None
            death = await self._bury(self._child)
            await self._stop()
            raise DownstreamDown(
                f"the downstream server could not be restarted{_exit_words(death, exc)}",
                self._details(death, restart="failed"),
            ) from None
        self.replaced = last

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> Any:
        """One `tools/call`; a death while it runs is reported as such, never retried."""
        child, client = self._child, self._client
        if child is None or client is None or child.ended:
            # the gate decided on the tools of a server that is gone: refuse, never start one here
            raise DownstreamDown(
                "the downstream server is not running", self._details(None, restart="on_next_call")
            )
        try:
            return await client.call_tool(name, arguments)
        except Exception as exc:
            if _server_answered(exc) and not child.ended:
                raise  # a JSON-RPC error the server sent: it is alive
            await child.settle()
            if not child.ended:
                raise
            death = await self._bury(child)
            raise DownstreamDown(
                f"the downstream server died during '{name}'{_exit_words(death)}; the call's effect is "
                "unknown and it was not re-sent",
                self._details(death, **self._next_restart()),
            ) from None

    # ---- lifecycle ---------------------------------------------------------------------------------

    async def _start(self) -> None:
        self._child = ChildProcess(self.command, self.env)
        self._buried = False
        self._release, self._released = anyio.Event(), anyio.Event()
        await self._group.start(self._hold, self._child, self._release, self._released)
        self.generation += 1

    async def _hold(
        self,
        child: ChildProcess,
        release: anyio.Event,
        released: anyio.Event,
        *,
        task_status: Any = anyio.TASK_STATUS_IGNORED,
    ) -> None:
        """Own one connection from start to release; a failure after the start ends only it."""
        from mcp import Client

        started = False
        try:
            async with Client(child.open()) as client:
                self.tools = list((await client.list_tools()).tools)
                self._client = client
                task_status.started()
                started = True
                await release.wait()
        except Exception:
            if not started:
                raise  # to `_start`: the server did not come up
        finally:
            released.set()

    async def _stop(self) -> None:
        release, released = self._release, self._released
        self._client = None
        if release is not None and released is not None:
            release.set()
            await released.wait()

    async def _bury(self, child: ChildProcess) -> Death:
        """Record a child's death once, whichever of a failed call and a restart sees it first."""
        if self._buried and child is self._child and self._deaths:
            return self._deaths[-1]
        await child.settle()
        if self._buried and child is self._child and self._deaths:
            return self._deaths[-1]  # recorded by another task while this one waited
        self._buried = True
        death = Death(self.clock(), child.exit_code, child.stderr_tail())
        self._deaths.append(death)
        return death

    def _recent_deaths(self) -> list[Death]:
        horizon = self.clock() - self.policy.window_seconds
        while self._deaths and self._deaths[0].at < horizon:
            self._deaths.popleft()
        return list(self._deaths)

    def _next_restart(self) -> dict[str, Any]:
        deaths = len(self._recent_deaths())
        if deaths >= self.policy.max_restarts:
            return {"restart": "given_up"}
        return {"restart": "on_next_call", "retry_after_seconds": self.policy.delay(deaths)}

    def _details(self, death: Death | None, **extra: Any) -> dict[str, Any]:
        deaths = len(self._recent_deaths())
        details: dict[str, Any] = {"reason": "downstream_died", "deaths_in_window": deaths}
        if death is not None:
            details["exit_code"] = death.exit_code
            if death.stderr_tail:
                details["stderr_tail"] = death.stderr_tail
        return details | extra


def _server_answered(exc: Exception) -> bool:
    """The error came from the server itself, not from the connection ending under the call."""
    return isinstance(exc, MCPError) and exc.code != CONNECTION_CLOSED


def _exit_words(death: Death, error: Exception | None = None) -> str:
    """The exit code when the process has one, else what went wrong on our side (if anything)."""
    if death.exit_code is not None:
        return f" (exit code {death.exit_code})"
    return f" ({type(error).__name__})" if error is not None else ""
