"""Run one hook call end to end, failing closed.

Read the agent's JSON from stdin (bounded), judge it under a watchdog, and print the answer in the
agent's format. Any exception, malformed input or timeout becomes an explicit ask-or-deny answer:
a crashing hook is fail-open for every agent (a non-zero exit other than 2 lets the tool run), so
nothing escapes this function as an exception. While judging, file descriptor 1 points at stderr,
so nothing a library prints can corrupt the one answer on stdout.

No exception handler catches a crash in native code (the shell grammar is C and reads hostile
text), and a hook process killed by a signal lets the call through. So where the OS can fork, the
in-process judgement runs in a child: the hook process only relays the child's answer, and a child
that dies without one is the fail-closed answer, saying how it died.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import signal
import sys
import time
from collections.abc import Iterator
from typing import Any, BinaryIO

from dongle.hooks import protocol
from dongle.hooks.call import HookInputError, load_json
from dongle.hooks.verdict import HookVerdict
from dongle.hooks.wire import MAX_INPUT_BYTES, timeout_budget


class HookTimeout(Exception):
    """The watchdog fired: judging took longer than the budget."""


_deadline: float | None = None  # monotonic time by which the answer must be ready (one call at a time)


def remaining_budget(share: float = 0.8) -> float | None:
    """Seconds left for a blocking wait inside judging, leaving the rest of the budget to answer.

    SIGALRM cannot interrupt SQLite's busy wait (it runs in C), so a locked store would hold the
    hook past its budget: the store's busy timeout is taken from this instead."""
    if _deadline is None:
        return None
    return max(0.05, (_deadline - time.monotonic()) * share)


@contextlib.contextmanager
def watchdog(seconds: float) -> Iterator[None]:
    """Raise HookTimeout in the main thread after `seconds` (SIGALRM via setitimer)."""

    def fire(signum: int, frame: Any) -> None:
        raise HookTimeout(f"judging took longer than {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextlib.contextmanager
def stdout_to_stderr() -> Iterator[None]:
    """Point fd 1 (and sys.stdout) at stderr while judging; restore it for the answer."""
    sys.stdout.flush()
    saved = os.dup(1)
    try:
        os.dup2(2, 1)
        with contextlib.redirect_stdout(sys.stderr):
            yield
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)


def _judge_payload(agent: str, payload: dict[str, Any]) -> HookVerdict:
    from dongle.hooks.judge import judge  # the classifier loads only once input is known good

    return judge(protocol(agent).parse(payload))


def answer(agent: str, raw: bytes | None, stdin: BinaryIO | None = None,
           budget: float | None = None) -> tuple[str, int]:
    """Judge one hook input and return (stdout text, exit status) in `agent`'s format.

    The one implementation of a hook answer: the in-process path and the judge daemon both call it
    (the daemon with the hook process's environment and working directory in place)."""
    global _deadline
    proto = protocol(agent)
    payload: dict[str, Any] | None = None
    seconds = budget or timeout_budget()
    _deadline = time.monotonic() + seconds
    try:
        with watchdog(seconds):
            if raw is None:
                raw = (stdin or sys.stdin.buffer).read(MAX_INPUT_BYTES + 1)
            payload = load_json(raw)
            verdict = _judge_payload(agent, payload)
    except HookInputError as exc:
        verdict = HookVerdict.failed(f"malformed hook input: {exc}")
    except HookTimeout as exc:
        verdict = HookVerdict.failed(str(exc))
    except RecursionError:
        verdict = HookVerdict.failed("input nested too deeply")
    except Exception as exc:  # fail closed on anything at all
        verdict = HookVerdict.failed(f"internal error {type(exc).__name__}: {exc}")
    finally:
        _deadline = None
    return proto.render(verdict, proto.event_of(payload))


def main(agent: str, raw: bytes | None = None, budget: float | None = None) -> int:
    """`dongle hook AGENT` judged on this machine (`raw`: stdin already read by the client)."""
    try:
        with stdout_to_stderr():
            text, status = answer_isolated(agent, raw, budget)
    except BaseException as exc:  # even KeyboardInterrupt/SystemExit must not leave an empty answer
        return fail(agent, f"hook aborted: {type(exc).__name__}")
    return _emit(text, status)


CHILD_GRACE_S = 2.0   # past the child's own watchdog, before the hook gives up on it


def answer_isolated(agent: str, raw: bytes | None, budget: float | None) -> tuple[str, int]:
    """`answer` in a forked child, relayed through a pipe; `answer` itself where there is no fork.

    The child inherits stdin (it reads the input when `raw` is None) and the watchdog runs in it.
    Whatever the child does not deliver (a signal, an exit without an answer, a hang past its
    budget) is answered here, fail-closed."""
    if not hasattr(os, "fork"):
        return answer(agent, raw, budget=budget)
    seconds = budget or timeout_budget()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: judge, hand the answer over, leave without running the parent's exits
        try:
            os.close(read_end)
            body = json.dumps(answer(agent, raw, budget=seconds)).encode()
            with os.fdopen(write_end, "wb") as out:
                out.write(body)
            sys.stderr.flush()
        finally:
            os._exit(0)
    os.close(write_end)
    try:
        body, closed = _read_until(read_end, time.monotonic() + seconds + CHILD_GRACE_S)
    finally:
        os.close(read_end)
    died = _reap(pid, wait=closed)
    try:
        text, status = json.loads(body)
        if isinstance(text, str) and isinstance(status, int):
            return text, status
    except ValueError:
        pass
    proto = protocol(agent)
    return proto.render(HookVerdict.failed(f"the judge {died} without an answer"), proto.event_of(None))


def _read_until(fd: int, deadline: float) -> tuple[bytes, bool]:
    """What was written to `fd` until its writer closed it or `deadline` passed, and whether closed."""
    chunks: list[bytes] = []
    while (left := deadline - time.monotonic()) > 0:
        if not select.select([fd], [], [], left)[0]:
            break
        chunk = os.read(fd, 65536)
        if not chunk:
            return b"".join(chunks), True
        chunks.append(chunk)
    return b"".join(chunks), False


def _reap(pid: int, wait: bool) -> str:
    """Collect the child and say how it ended: waited for when its pipe closed (it is exiting or
    died), killed first when it is still running past its time."""
    done, status = os.waitpid(pid, 0 if wait else os.WNOHANG)
    if done == 0:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return "ran past its time and was stopped"
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = str(number)
        return f"crashed ({name})"
    return f"exited with status {os.waitstatus_to_exitcode(status)}"


def fail(agent: str, reason: str) -> int:
    """Print the fail-closed answer (ask where honoured, else deny) for a call we could not judge."""
    proto = protocol(agent)
    return _emit(*proto.render(HookVerdict.failed(reason), proto.event_of(None)))


def _emit(text: str, status: int) -> int:
    if text:
        sys.stdout.write(text + "\n")
    sys.stdout.flush()
    return status
