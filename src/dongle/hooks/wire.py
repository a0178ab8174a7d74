"""What the hook client and the judge daemon agree on: limits, where the socket lives, which code
answers, and the bytes on the socket.

Stdlib only, and only modules a bare interpreter has already loaded (os, sys, stat) or cheap C
modules (zlib): this is imported by every hook process before it knows whether a daemon answers.
No json (it pulls in `re`), no `socket` (it pulls in `enum`): the frames are length-prefixed bytes.

Request frame:  4-byte length + header, 4-byte length + stdin bytes. The header is NUL-separated:
    MAGIC, fingerprint, agent, cwd, umask (octal), then one `NAME=VALUE` per environment variable.
Reply frame:    b"OK\\0" + exit status + b"\\0" + stdout text (UTF-8), or b"STALE" (another build).
"""

from __future__ import annotations

import os
import stat
import sys
import zlib
from collections.abc import Mapping

import dongle

MAX_INPUT_BYTES = 1 << 20          # a hook input larger than this is not judged: it pauses
DEFAULT_TIMEOUT = 10.0             # seconds; agents allow 15-60 s, so our deny always lands first
MAGIC = b"dongle-hookd/1"
APP_DIR = "mcpaql-safety-dongle"   # as `dongle.store.APP_DIR` (that package is not loaded here)
MAX_SOCKET_PATH = 100              # sockaddr_un holds 108 bytes on Linux, 104 on macOS
MAX_FRAME = MAX_INPUT_BYTES + (4 << 20)


def timeout_budget() -> float:
    """Seconds a hook may spend judging ($DONGLE_HOOK_TIMEOUT, default 10)."""
    try:
        value = float(os.environ.get("DONGLE_HOOK_TIMEOUT", DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT
    return value if value > 0 else DEFAULT_TIMEOUT


def state_dir(env: Mapping[str, str] | None = None) -> str:
    """`dongle.store.state_dir()` without pathlib: $XDG_STATE_HOME or ~/.local/state, then APP_DIR; of
    this process, or of the environment `env` a judged command runs in (its HOME included)."""
    env = os.environ if env is None else env
    home = env.get("HOME") or os.path.expanduser("~")
    base = env.get("XDG_STATE_HOME") or os.path.join(home, ".local", "state")
    return os.path.join(_home_expanded(base, home), APP_DIR)


def store_location(env: Mapping[str, str] | None = None) -> str:
    """The store this process (or a command run in `env`) would open (`dongle.store.default_db_path`/
    `db_url`), made absolute."""
    env = os.environ if env is None else env
    db = env.get("DONGLE_DB")
    if db and db.startswith(("postgresql://", "postgres://")):
        return db
    if db:
        return os.path.abspath(_home_expanded(db, env.get("HOME") or os.path.expanduser("~")))
    return os.path.join(state_dir(env), "dongle.db")


def _home_expanded(path: str, home: str) -> str:
    """`~` and `~/x` under `home`; other words as they are (`~user` as the system places it)."""
    return home + path[1:] if path == "~" or path.startswith("~/") else os.path.expanduser(path)


def socket_dir() -> str:
    return os.path.join(state_dir(), "hookd")


def socket_path() -> str | None:
    """One daemon per store: the socket is named by a hash of the store's location. None when the
    path would not fit in a unix socket address (the hook then judges in-process)."""
    where = store_location().encode("utf-8", "surrogateescape")
    key = f"{zlib.crc32(where):08x}{zlib.adler32(where):08x}"
    path = os.path.join(socket_dir(), key + ".sock")
    return path if len(path.encode("utf-8", "surrogateescape")) <= MAX_SOCKET_PATH else None


def fingerprint() -> bytes:
    """Which code would answer: the package version, the interpreter, and every file of the installed
    package with its mtime and size. A daemon answers only clients with the same fingerprint, so an
    upgraded or edited install never talks to a daemon still running the old code."""
    root = os.path.dirname(os.path.abspath(dongle.__file__))
    entries: list[str] = []

    def walk(directory: str) -> None:
        with os.scandir(directory) as it:
            for entry in it:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        walk(entry.path)
                else:
                    info = entry.stat(follow_symlinks=False)
                    entries.append(f"{entry.path}\0{info.st_mtime_ns}\0{info.st_size}")

    walk(root)
    entries.sort()
    digest = zlib.crc32("\n".join(entries).encode("utf-8", "surrogateescape"))
    # The interpreter by what it is, not how it was spelled: `python` and `python3` of one venv are
    # the same build (the same prefix, the same binary behind the links), so they share a daemon.
    build = f"{sys.prefix}:{os.path.realpath(sys.executable)}:{sys.hexversion:x}"
    return f"{dongle.__version__}:{build}:{len(entries)}:{digest:08x}".encode()


def private_dir_ok(path: str) -> bool:
    """A directory we own that nobody else can enter or write (lstat: a symlink is not trusted)."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & 0o077


def private_socket_ok(path: str) -> bool:
    """A socket we own that nobody else can connect to."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISSOCK(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & 0o077


def peer_uid(sock: object) -> int | None:
    """The uid of the process at the other end of a connected unix socket (Linux SO_PEERCRED: pid,
    uid, gid; BSD/macOS LOCAL_PEERCRED: a struct xucred, version then uid); None where the platform
    does not tell."""
    import _socket

    option = getattr(_socket, "SO_PEERCRED", None)
    if option is not None:
        cred = sock.getsockopt(_socket.SOL_SOCKET, option, 12)  # type: ignore[attr-defined]
        return int.from_bytes(cred[4:8], sys.byteorder)
    option = getattr(_socket, "LOCAL_PEERCRED", None)
    if option is not None:
        cred = sock.getsockopt(0, option, 76)  # type: ignore[attr-defined]  # SOL_LOCAL is 0
        return int.from_bytes(cred[4:8], sys.byteorder)
    return None


def encode_request(key: bytes, agent: str, raw: bytes, cwd: bytes, umask: int) -> bytes:
    fields = [MAGIC, key, agent.encode(), cwd, b"%o" % umask]
    fields.extend(k + b"=" + v for k, v in os.environb.items())
    header = b"\0".join(fields)
    return len(header).to_bytes(4, "big") + header + len(raw).to_bytes(4, "big") + raw


def decode_header(header: bytes) -> tuple[bytes, str, bytes, int, dict[bytes, bytes]]:
    """(fingerprint, agent, cwd, umask, environment) from a request header; ValueError if malformed."""
    fields = header.split(b"\0")
    if len(fields) < 5 or fields[0] != MAGIC:
        raise ValueError("not a dongle-hookd request")
    env: dict[bytes, bytes] = {}
    for item in fields[5:]:
        name, sep, value = item.partition(b"=")
        if not sep or not name:
            raise ValueError("malformed environment entry")
        env[name] = value
    return fields[1], fields[2].decode("ascii"), fields[3], int(fields[4], 8), env


def read_exact(recv: object, size: int) -> bytes:
    """Exactly `size` bytes from `recv(n)`; ValueError when the peer closes early."""
    chunks: list[bytes] = []
    while size > 0:
        chunk = recv(min(size, 1 << 16))  # type: ignore[operator]
        if not chunk:
            raise ValueError("connection closed mid-frame")
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def read_frame_part(recv: object) -> bytes:
    size = int.from_bytes(read_exact(recv, 4), "big")
    if size > MAX_FRAME:
        raise ValueError("frame too large")
    return read_exact(recv, size)


def encode_reply(text: str, status: int) -> bytes:
    return b"OK\0%d\0" % status + text.encode("utf-8", "surrogateescape")


def decode_reply(reply: bytes) -> tuple[str, int] | None:
    """(stdout text, exit status) from a daemon's reply; None for STALE or anything malformed."""
    head, sep, rest = reply.partition(b"\0")
    if head != b"OK" or not sep:
        return None
    digits, sep, body = rest.partition(b"\0")
    if not sep or not digits.isdigit() or len(digits) > 3 or int(digits) > 255:
        return None
    try:
        return body.decode("utf-8"), int(digits)
    except UnicodeDecodeError:
        return None
