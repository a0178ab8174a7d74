"""The operator channel: a passphrase read only from the controlling terminal.

Approving, denying, unblocking and revealing a verification code are human acts. They need the
operator passphrase, set once with `dongle operator init` and kept as a scrypt verifier in the
state directory (`operator.json`, 0600). The passphrase is read from `/dev/tty` with echo off, never
from stdin or an argument: an agent piping text into `dongle approve` gets nothing, and with no
controlling terminal at all the command refuses.

Limits, stated plainly (README, threat model): an agent running as the same OS user can give
itself a pseudo-terminal (`script`, `expect`) and type into it; what stops it is that it does not
know the passphrase, guesses are slow (scrypt) and rate-limited, and every attempt is audited. A
same-user agent can also replace the verifier file; install it root-owned, or run the dongle
under its own OS user, to make that a real boundary.
"""

from __future__ import annotations

import base64
import ctypes
import ctypes.util
import getpass
import hashlib
import hmac
import json
import os
import secrets
import termios
from dataclasses import dataclass
from pathlib import Path

VERIFIER_NAME = "operator.json"
MIN_PASSPHRASE = 12
SCRYPT = {"n": 2**15, "r": 8, "p": 1}
PR_SET_DUMPABLE = 4


class OperatorError(RuntimeError):
    """The operator channel refused (no terminal, no passphrase set, wrong passphrase, ...)."""


class NoTerminal(OperatorError):
    pass


def verifier_path(db_path: str | os.PathLike[str]) -> Path:
    """The verifier sits beside the database file it guards; with a database server (a URL) it
    lives in the local state directory."""
    if "://" in str(db_path):
        from dongle.store import state_dir

        return state_dir() / VERIFIER_NAME
    return Path(db_path).expanduser().parent / VERIFIER_NAME


def harden_process() -> bool:
    """prctl(PR_SET_DUMPABLE, 0): other same-user processes can no longer read this one's memory
    (/proc/<pid>/mem, environ) or ptrace it. Returns whether it took effect (Linux only)."""
    name = ctypes.util.find_library("c")
    if not name:
        return False
    try:
        libc = ctypes.CDLL(name, use_errno=True)
        return libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


@dataclass
class Terminal:
    """The controlling terminal, opened directly. Nothing here touches stdin, stdout or stderr."""

    fd: int

    @classmethod
    def open(cls) -> Terminal:
        try:
            fd = os.open("/dev/tty", os.O_RDWR | os.O_NOCTTY)
        except OSError as exc:
            raise NoTerminal(
                "this command needs the operator at a terminal: no controlling terminal is available "
                f"({exc.strerror}). Run it yourself in an interactive terminal; it never reads stdin."
            ) from exc
        return cls(fd)

    def write(self, text: str) -> None:
        data = text.encode()
        while data:
            written = os.write(self.fd, data)
            data = data[written:]

    def read_secret(self, prompt: str) -> str:
        """Prompt and read one line with echo off; echo is restored even on interrupt.

        Echo goes off (discarding any type-ahead) *before* the prompt appears, so nothing typed in
        answer to the prompt can be echoed or thrown away."""
        old = termios.tcgetattr(self.fd)
        new = termios.tcgetattr(self.fd)
        new[3] &= ~(termios.ECHO | termios.ECHONL)
        termios.tcsetattr(self.fd, termios.TCSAFLUSH, new)
        chunks = bytearray()
        try:
            self.write(prompt)
            while True:
                byte = os.read(self.fd, 1)
                if not byte or byte in (b"\n", b"\r"):
                    break
                chunks += byte
        finally:
            termios.tcsetattr(self.fd, termios.TCSAFLUSH, old)
            self.write("\n")
        try:
            return chunks.decode()
        finally:
            chunks[:] = b"\0" * len(chunks)

    def close(self) -> None:
        os.close(self.fd)

    def __enter__(self) -> Terminal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _derive(passphrase: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(passphrase.encode(), salt=salt, n=n, r=r, p=p, dklen=32, maxmem=128 * 1024 * 1024)


def is_initialised(path: Path) -> bool:
    return path.is_file()


def write_verifier(path: Path, passphrase: str) -> None:
    """Create the verifier file once (O_EXCL, 0600); refuse if one exists."""
    if len(passphrase) < MIN_PASSPHRASE:
        raise OperatorError(f"the passphrase must be at least {MIN_PASSPHRASE} characters")
    salt = secrets.token_bytes(16)
    record = {
        "version": 1,
        "kdf": "scrypt",
        **SCRYPT,
        "salt": base64.b64encode(salt).decode(),
        "hash": base64.b64encode(_derive(passphrase, salt, **SCRYPT)).decode(),
    }
    if not path.parent.exists():
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError as exc:
        raise OperatorError(f"an operator passphrase is already set ({path})") from exc
    with os.fdopen(fd, "w") as handle:
        json.dump(record, handle)
        handle.flush()
        os.fsync(handle.fileno())


def check_passphrase(path: Path, passphrase: str) -> bool:
    try:
        record = json.loads(path.read_text())
        salt = base64.b64decode(record["salt"])
        expected = base64.b64decode(record["hash"])
        derived = _derive(passphrase, salt, int(record["n"]), int(record["r"]), int(record["p"]))
    except FileNotFoundError as exc:
        raise OperatorError("no operator passphrase is set: run `dongle operator init` first") from exc
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise OperatorError(f"the operator verifier {path} is unreadable or corrupt") from exc
    return hmac.compare_digest(derived, expected)


def operator_name() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return f"uid:{os.getuid()}"


def init_from_terminal(path: Path) -> None:
    """`dongle operator init`: ask twice on the terminal, then write the verifier."""
    if is_initialised(path):
        raise OperatorError(f"an operator passphrase is already set ({path})")
    with Terminal.open() as tty:
        first = tty.read_secret("New operator passphrase: ")
        second = tty.read_secret("Repeat the passphrase: ")
    if first != second:
        raise OperatorError("the two passphrases differ; nothing was changed")
    write_verifier(path, first)


def authenticate(path: Path, tty: Terminal) -> str:
    """Ask for the passphrase on `tty`; return the operator's name or raise OperatorError."""
    if not is_initialised(path):
        raise OperatorError("no operator passphrase is set: run `dongle operator init` first")
    passphrase = tty.read_secret("Operator passphrase: ")
    if not check_passphrase(path, passphrase):
        raise OperatorError("wrong operator passphrase")
    return operator_name()
