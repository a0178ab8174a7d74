"""The judge daemon: a long-running process that answers hook calls with the classifier warm.

    python -m dongle.hooks.daemon SOCKET_PATH      (started detached by `dongle.hooks.client`)
    python -m dongle.hooks.daemon --separated SOCKET_PATH   (as the dongle user; a system service)

One daemon per store (the socket is named by the store's location; see `dongle.hooks.wire`). Each
request carries the hook process's stdin bytes, environment, working directory and umask; the daemon
puts exactly those in place and runs `dongle.hooks.runner.answer`, the same function the in-process
path runs, so the policy files are re-read and the store re-opened per call as before (other
processes' writes, hard blocks included, are seen at once).

Judging happens in the main thread, one call at a time: the environment and working directory are
process-wide, and the runner's watchdog is SIGALRM, which only the main thread can take. Connection
threads only read requests, check them and hand them over.

Trust: the socket directory is 0700, the socket 0600 (umask before bind, then an atomic rename
into place), a peer with another uid is hung up on (SO_PEERCRED), and a request from another build
(fingerprint) gets STALE and makes this daemon retire. A lock file keeps one daemon per socket.
It exits after DONGLE_HOOKD_IDLE seconds without a request (default 900).

Separated mode (`dongle.hooks.separation`): the daemon runs as the dongle user, which alone can read
the store, the policy and the operator file. Its socket is open to every local user (0666, in a
directory only the dongle user writes); the clients check that the peer is the dongle user. It judges
every build's requests (it is the authority, not a cache), never idles out, ignores the hook's umask,
and takes the store, policy and DONGLE_ settings from its own environment, never from the hook's.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import queue
import socket
import sys
import threading
import time
from dataclasses import dataclass, field

from dongle.hooks import wire

IDLE_SECONDS = 900.0
READ_TIMEOUT = 5.0      # a client that does not send its request in this time is hung up on
CHECK_SECONDS = 5.0     # how often an idle daemon checks that its socket is still there
LOCK_WAIT = 5.0         # how long a new daemon waits for a retiring one to let go of the lock


@dataclass
class Request:
    """One hook call handed from a connection thread to the judging thread."""

    agent: str
    raw: bytes
    cwd: bytes
    umask: int
    env: dict[bytes, bytes]
    done: threading.Event = field(default_factory=threading.Event)
    reply: bytes = b""


def idle_seconds() -> float:
    try:
        value = float(os.environ.get("DONGLE_HOOKD_IDLE", IDLE_SECONDS))
    except ValueError:
        return IDLE_SECONDS
    return value if value > 0 else IDLE_SECONDS


def take_lock(path: str) -> int | None:
    """An exclusive lock on PATH.lock for this daemon's life; None when another daemon keeps it."""
    fd = os.open(path + ".lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    deadline = time.monotonic() + LOCK_WAIT
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            if time.monotonic() > deadline:
                os.close(fd)
                return None
            time.sleep(0.05)


def listen(path: str, mode: int = 0o600) -> socket.socket:
    """Bind a socket next to PATH and rename it into place with `mode` (never a moment wider)."""
    staging = f"{path}.{os.getpid()}"
    with contextlib.suppress(FileNotFoundError):
        os.unlink(staging)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    previous = os.umask(0o177)
    try:
        server.bind(staging)
    finally:
        os.umask(previous)
    os.chmod(staging, mode)
    server.listen(64)
    os.replace(staging, path)
    return server


def warm_up() -> None:
    """Load what a first call would: the protocols, the judge, the service, the store, and one pure
    classification (the rule tables and the shell parser). Nothing is recorded anywhere."""
    import dongle.hooks.judge
    import dongle.hooks.runner
    import dongle.store.sqlite  # noqa: F401
    from dongle.classify.command import classify_command
    from dongle.hooks import PROTOCOLS, protocol

    for agent in PROTOCOLS:
        protocol(agent)
    classify_command("git status && rm -rf build", cwd="/", env={})


class Daemon:
    def __init__(self, path: str, key: bytes, separated: bool = False) -> None:
        self.path = path
        self.key = key
        self.separated = separated
        self.pinned: dict[bytes, bytes] = {}
        if separated:
            from dongle.hooks.separation import pinned_environment

            self.pinned = pinned_environment()
        self.requests: queue.Queue[Request | None] = queue.Queue()
        self.server = listen(path, 0o666 if separated else 0o600)
        self.inode = os.stat(path).st_ino
        self.uid = os.getuid()

    def accept_loop(self) -> None:
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return   # the listening socket was closed: retiring
            threading.Thread(target=self.handle, args=(conn,), daemon=True).start()

    def handle(self, conn: socket.socket) -> None:
        with conn:
            try:
                if not self.separated and wire.peer_uid(conn) not in (None, self.uid):
                    return
                conn.settimeout(READ_TIMEOUT)
                header = wire.read_frame_part(conn.recv)
                raw = wire.read_frame_part(conn.recv)
                key, agent, cwd, umask, env = wire.decode_header(header)
            except (OSError, ValueError):
                return   # the client sees a closed connection and judges in-process
            if self.separated:
                from dongle.hooks.separation import merge_environment

                env, umask = merge_environment(env, self.pinned), 0o077
            elif key != self.key:
                self._send(conn, b"STALE")
                self.requests.put(None)   # another build is installed: retire
                return
            request = Request(agent, raw, cwd, umask, env)
            self.requests.put(request)
            request.done.wait()
            if request.reply:
                self._send(conn, request.reply)

    @staticmethod
    def _send(conn: socket.socket, reply: bytes) -> None:
        with contextlib.suppress(OSError):
            conn.sendall(len(reply).to_bytes(4, "big") + reply)

    def serve(self) -> None:
        threading.Thread(target=self.accept_loop, daemon=True).start()
        idle = float("inf") if self.separated else idle_seconds()
        last = time.monotonic()
        try:
            while True:
                try:
                    request = self.requests.get(timeout=min(idle, CHECK_SECONDS))
                except queue.Empty:
                    if time.monotonic() - last >= idle or not self.still_listed():
                        return
                    continue
                if request is None:
                    return
                last = time.monotonic()
                try:
                    request.reply = judge(request)
                finally:
                    request.done.set()
        finally:
            self.retire()

    def still_listed(self) -> bool:
        """Whether the socket path still names this daemon (a deleted state directory, or a successor
        that took the path over, means no client will reach it again)."""
        try:
            return os.stat(self.path).st_ino == self.inode
        except OSError:
            return False

    def retire(self) -> None:
        """Stop listening and remove the socket if it is still ours (a successor may have replaced it)."""
        with contextlib.suppress(OSError):
            if os.stat(self.path).st_ino == self.inode:
                os.unlink(self.path)
        self.server.close()


DAEMON_SHARE = 0.4   # of the hook's budget ($DONGLE_HOOK_TIMEOUT) a daemon may spend on one call


def judge(request: Request) -> bytes:
    """Answer one request in the hook process's environment, working directory and umask. An empty
    reply (the connection closes) sends the client to judge in-process."""
    from dongle.hooks import PROTOCOLS
    from dongle.hooks.runner import answer

    if request.agent not in PROTOCOLS:
        return b""
    try:
        try:
            os.chdir(request.cwd)
        except PermissionError:
            os.chdir("/")   # separated: the agent's directory may be closed to us; calls carry their cwd
        os.environb.clear()
        os.environb.update(request.env)
        os.umask(request.umask)
        from dongle.paths import _process_dongle_dirs

        _process_dongle_dirs.cache_clear()   # cached from the environment, once per process
        # The client waits half the budget for us (client.py): judging within 0.4 of it lets a call
        # stuck on a locked store come back as our fail-closed answer, not as a client timeout that
        # then meets the same lock again in-process and overruns DONGLE_HOOK_TIMEOUT.
        text, status = answer(request.agent, request.raw, budget=wire.timeout_budget() * DAEMON_SHARE)
    except Exception:  # `answer` fails closed itself; anything else: client judges
        return b""
    return wire.encode_reply(text, status)


def main(argv: list[str]) -> int:
    separated = argv[:1] == ["--separated"]
    argv = argv[1:] if separated else argv
    if len(argv) != 1:
        sys.stderr.write("usage: python -m dongle.hooks.daemon [--separated] SOCKET_PATH\n")
        return 3
    path = argv[0]
    if separated:
        why = separated_dir_problem(os.path.dirname(path))
        if why:
            sys.stderr.write(f"dongle judge daemon: {why}\n")
            return 1
    elif not wire.private_dir_ok(os.path.dirname(path)):
        return 1
    if take_lock(path) is None:
        if separated:
            sys.stderr.write("dongle judge daemon: another daemon serves this socket\n")
        return 0   # another daemon serves this socket
    key = wire.fingerprint()   # before loading the code it vouches for
    warm_up()
    if separated:   # a service manager stops us with SIGTERM: retire (remove the socket) on the way out
        import signal

        signal.signal(signal.SIGTERM, _exit_on_signal)
    Daemon(path, key, separated).serve()
    return 0


def _exit_on_signal(signum: int, frame: object) -> None:
    raise SystemExit(0)


def separated_dir_problem(directory: str) -> str | None:
    """A separated daemon serves only from a directory it owns that nobody else can write, and never
    as root (its whole point is a uid that is neither the agent's nor all-powerful)."""
    import stat

    if os.getuid() == 0:
        return "refusing to run as root: run it as the dongle user (dongle install --separate)"
    try:
        info = os.lstat(directory)
    except OSError as exc:
        return f"socket directory {directory}: {exc.strerror}"
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o022:
        return f"socket directory {directory} must be ours and closed to writes by others"
    return None


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
