"""Serving the console on loopback with uvicorn, in the foreground or in a thread (tests, embedding).

The listening socket is bound here to 127.0.0.1 before uvicorn starts, so port 0 works (the OS
picks a free port) and the app knows its real port for the Host and Origin checks. There is no
option to listen on another address: the page is for the human at this machine.
"""

from __future__ import annotations

import socket
import threading
import time
from dataclasses import dataclass, field

import uvicorn

from dongle.console.app import create_app
from dongle.console.backend import Backend
from dongle.console.security import SessionStore

HOST = "127.0.0.1"


def bind(port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((HOST, port))
    sock.listen(64)
    sock.set_inheritable(True)
    return sock


@dataclass
class RunningConsole:
    """A console served from a background thread; `stop()` shuts it down."""

    server: uvicorn.Server
    thread: threading.Thread
    sock: socket.socket
    sessions: SessionStore = field(default_factory=SessionStore)

    @property
    def port(self) -> int:
        return int(self.sock.getsockname()[1])

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.sock.close()


def make_server(
    backend: Backend, sock: socket.socket, sessions: SessionStore | None = None
) -> uvicorn.Server:
    port = int(sock.getsockname()[1])
    app = create_app(backend, port, sessions)
    config = uvicorn.Config(
        app, log_level="warning", access_log=False, lifespan="off", timeout_graceful_shutdown=2
    )
    return uvicorn.Server(config)


def start_in_thread(backend: Backend, port: int = 0) -> RunningConsole:
    sock = bind(port)
    sessions = SessionStore()
    server = make_server(backend, sock, sessions)
    thread = threading.Thread(
        target=server.run, kwargs={"sockets": [sock]}, daemon=True, name="dongle-console"
    )
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    if not server.started:
        raise RuntimeError("the console did not start")
    return RunningConsole(server, thread, sock, sessions)
