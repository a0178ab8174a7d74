"""`dongle hook AGENT` as a thin client of the judge daemon (`dongle.hooks.daemon`).

A hook is a new process per tool call, and importing the classifier, policy and store costs far more
than the judging itself. So the hook reads its stdin, hands the bytes, its environment, working
directory and umask to a long-running daemon over a private unix socket, and prints the answer. The
daemon runs exactly `dongle.hooks.runner.answer` with that environment in place.

Whenever the daemon cannot be trusted or does not answer well (no socket, a socket or directory
another user could reach, a peer with another uid, another build, a timeout, garbage), the hook
judges in this process exactly as before, and starts a fresh daemon for the next call. Nothing here
ever turns a failure into an allow. `DONGLE_HOOK_DAEMON=0` always judges in-process.

In the privilege-separated mode (`dongle.hooks.separation`) there is nothing to fall back to: the
agent's uid cannot read the store or the policy. The hook asks the daemon of the dongle user, accepts
an answer only from a peer with that uid (SO_PEERCRED), and any failure is the agent's fail-closed
answer with the reason.

Imports: os, sys, time, select, _socket, zlib and `dongle.hooks.wire` only, until it falls back.
"""

from __future__ import annotations

import os
import sys

from dongle.hooks import wire

TRACE_ENV = "DONGLE_HOOK_TRACE"    # a file to append "daemon" or "in-process: WHY" to, per call


def _trace(line: str) -> None:
    path = os.environ.get(TRACE_ENV)
    if path:
        try:
            with open(path, "a", encoding="utf-8") as out:
                out.write(line + "\n")
        except OSError:
            pass


class _StdinTimeout(Exception):
    pass


def read_stdin(deadline: float, monotonic: object) -> bytes:
    """Up to MAX_INPUT_BYTES + 1 bytes of fd 0, as the in-process path reads them, within the budget."""
    import select

    chunks: list[bytes] = []
    size = 0
    while size <= wire.MAX_INPUT_BYTES:
        left = deadline - monotonic()  # type: ignore[operator]
        if left <= 0 or not select.select([0], [], [], left)[0]:
            raise _StdinTimeout
        chunk = os.read(0, wire.MAX_INPUT_BYTES + 1 - size)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def ask_daemon(path: str, key: bytes, agent: str, raw: bytes, wait: float) -> tuple[str, int] | str:
    """The daemon's (stdout, status), or why it was not used."""
    import _socket

    if not wire.private_dir_ok(os.path.dirname(path)):
        return "socket directory missing or not private"
    if not wire.private_socket_ok(path):
        return "no private socket"
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(wait)
        try:
            sock.connect(path)
        except OSError as exc:
            return f"connect failed: {exc.strerror or exc}"
        uid = wire.peer_uid(sock)
        if uid is not None and uid != os.getuid():
            return "daemon runs as another user"
        sock.sendall(wire.encode_request(key, agent, raw, os.getcwdb(), _umask()))
        reply = wire.read_frame_part(sock.recv)
    except (OSError, ValueError) as exc:
        return f"daemon failed: {type(exc).__name__}"
    finally:
        sock.close()
    if reply == b"STALE":
        return "daemon runs another build"
    decoded = wire.decode_reply(reply)
    return decoded if decoded is not None else "malformed reply"


def ask_separated(sep: object, agent: str, raw: bytes, wait: float) -> tuple[str, int] | str:
    """The separated daemon's (stdout, status), or why it cannot be trusted or did not answer."""
    import _socket

    from dongle.hooks.separation import judge_socket_ok

    why = judge_socket_ok(sep)  # type: ignore[arg-type]
    if why:
        return why
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(wait)
        try:
            sock.connect(sep.socket)  # type: ignore[attr-defined]
        except OSError as exc:
            return f"judge daemon unreachable: {exc.strerror or exc}"
        uid = wire.peer_uid(sock)
        if uid is None:
            return "this platform does not tell the socket's peer; refusing an unverified judge"
        if uid != sep.uid:  # type: ignore[attr-defined]
            return f"the socket's peer is uid {uid}, not the {sep.user} user"  # type: ignore[attr-defined]
        sock.sendall(wire.encode_request(b"separated", agent, raw, os.getcwdb(), _umask()))
        reply = wire.read_frame_part(sock.recv)
    except (OSError, ValueError) as exc:
        return f"judge daemon failed: {type(exc).__name__}"
    finally:
        sock.close()
    decoded = wire.decode_reply(reply)
    return decoded if decoded is not None else "malformed reply from the judge daemon"


def separated_answer(agent: str, raw: bytes, budget: float) -> int | None:
    """Answer through the separated judge when this machine is separated; None in the same-user
    default. Never judges in this process: every failure is the fail-closed answer."""
    from dongle.hooks import separation

    sep = separation.load()
    if sep is None:
        return None
    outcome: tuple[str, int] | str = sep if isinstance(sep, str) else ask_separated(
        sep, agent, raw, max(0.5, budget * 0.9))
    if isinstance(outcome, str):
        _trace(f"separated failed: {outcome}")
        from dongle.hooks.runner import fail

        return fail(agent, f"dongle separated judge: {outcome}")
    _trace("separated")
    return _print_answer(*outcome)


def _print_answer(text: str, status: int) -> int:
    """Print an answer another process judged (the judge or the warm daemon); its exit status."""
    if text:
        sys.stdout.write(text + "\n")
    sys.stdout.flush()
    return status


def _umask() -> int:
    mask = os.umask(0o077)
    os.umask(mask)
    return mask


def spawn_daemon(path: str) -> None:
    """Start a detached daemon for the next call; it checks for a rival itself (a lock file)."""
    import subprocess

    directory = os.path.dirname(path)
    try:
        os.makedirs(os.path.dirname(directory), mode=0o700, exist_ok=True)
        os.mkdir(directory, 0o700)
    except FileExistsError:
        pass
    except OSError:
        return
    if not wire.private_dir_ok(directory):
        return   # never place or trust a socket where someone else could reach it
    try:
        subprocess.Popen([sys.executable, "-m", "dongle.hooks.daemon", path], cwd="/",
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True, close_fds=True)
    except Exception:  # the answer is already printed; a daemon is only an optimisation
        pass


def main(agent: str) -> int:
    """Answer one hook call: through the daemon when one answers well, else in this process."""
    try:
        return _answer(agent)
    except BaseException as exc:  # a crashing hook lets the call through: answer fail-closed instead
        from dongle.hooks.runner import fail

        return fail(agent, f"hook aborted: {type(exc).__name__}")


def _answer(agent: str) -> int:
    import time

    budget = wire.timeout_budget()
    started = time.monotonic()
    try:
        raw = read_stdin(started + budget, time.monotonic)
    except _StdinTimeout:
        from dongle.hooks.runner import fail

        # As in-process, where the watchdog covers reading stdin too.
        return fail(agent, f"judging took longer than {budget:g} s")
    except OSError:
        from dongle.hooks import separation
        from dongle.hooks.runner import fail
        from dongle.hooks.runner import main as in_process

        if separation.load() is not None:
            return fail(agent, "dongle separated judge: hook input unreadable")
        return in_process(agent)   # stdin unreadable here: let the runner meet the same error
    try:
        separated = separated_answer(agent, raw, budget)
    except Exception as exc:   # never judge in-process on a separated machine: fail closed
        from dongle.hooks.runner import fail

        return fail(agent, f"dongle separated judge: client error {type(exc).__name__}")
    if separated is not None:
        return separated
    outcome: tuple[str, int] | str = "disabled by DONGLE_HOOK_DAEMON=0"
    path = None
    if os.environ.get("DONGLE_HOOK_DAEMON", "1") != "0":
        try:
            path = wire.socket_path()
            outcome = "socket path too long" if path is None else ask_daemon(
                path, wire.fingerprint(), agent, raw, budget / 2)
        except Exception as exc:   # any client-side surprise: judge in-process, never allow
            outcome = f"client error {type(exc).__name__}"
        if not isinstance(outcome, str):
            _trace("daemon")
            return _print_answer(*outcome)
    _trace(f"in-process: {outcome}")
    from dongle.hooks.runner import main as in_process

    status = in_process(agent, raw, budget=max(1.0, budget - (time.monotonic() - started)))
    if path is not None:
        spawn_daemon(path)
    return status
