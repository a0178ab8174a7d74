"""Run a command with a real pseudo-terminal as its controlling terminal, like a human at a shell.

The child gets a new session (setsid) and the pty slave as controlling terminal, so `/dev/tty` is
the pty; its stdin, stdout and stderr are separate pipes the test controls and captures. The test
plays the human: it waits for a prompt on the pty master and types the answer there.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import subprocess
import termios
import time
from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass
class TtyRun:
    returncode: int
    tty_output: str
    stdout: str
    stderr: str
    cmdline: bytes = b""
    pids: list[int] = field(default_factory=list)


def run_with_tty(
    argv: Sequence[str],
    answers: Sequence[tuple[str, str]] = (),
    *,
    env: dict[str, str] | None = None,
    stdin_data: str | None = None,
    timeout: float = 60.0,
) -> TtyRun:
    """`answers` is a list of (prompt substring, text to type). Returns everything captured."""
    master, slave = pty.openpty()
    slave_name = os.ttyname(slave)

    def become_terminal_owner() -> None:
        os.setsid()
        fd = os.open(slave_name, os.O_RDWR)  # first tty opened by a session leader: controlling tty
        fcntl.ioctl(fd, termios.TIOCSCTTY, 0)
        os.close(fd)

    proc = subprocess.Popen(
        list(argv),
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=become_terminal_owner,
        close_fds=True,
    )
    os.close(slave)
    cmdline = b""
    try:
        with open(f"/proc/{proc.pid}/cmdline", "rb") as handle:
            cmdline = handle.read()
    except OSError:
        pass
    if stdin_data is not None:
        proc.stdin.write(stdin_data.encode())
        proc.stdin.flush()
    proc.stdin.close()
    proc.stdin = None  # communicate() must not flush it again
    seen = b""
    pos = 0  # answered prompts lie before this offset
    pending = list(answers)
    deadline = time.time() + timeout
    while time.time() < deadline:
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                chunk = b""
            if chunk:
                seen += chunk
            found = seen.find(pending[0][0].encode(), pos) if pending else -1
            if found >= 0:
                prompt, answer = pending.pop(0)
                pos = found + len(prompt.encode())
                os.write(master, answer.encode() + b"\n")
            if not chunk and proc.poll() is not None:
                break
        elif proc.poll() is not None:
            # drain anything left, then stop
            while select.select([master], [], [], 0.05)[0]:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                seen += chunk
            break
    else:
        proc.kill()
    stdout, stderr = proc.communicate(timeout=10)
    os.close(master)
    return TtyRun(
        proc.returncode,
        seen.decode(errors="replace"),
        stdout.decode(errors="replace"),
        stderr.decode(errors="replace"),
        cmdline,
        [proc.pid],
    )
