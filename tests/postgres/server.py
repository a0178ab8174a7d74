"""A real, throwaway PostgreSQL server for tests and the load benchmark.

It is started from the distribution's binaries (/usr/lib/postgresql/*/bin, installed by `.ci/run`)
as an unprivileged OS user — the `postgres` account when we run as root, since the server refuses
to run as root, otherwise the current user — in a fresh temporary directory, on a free port, with
its socket inside that directory. Nothing outside the directory is touched; `stop()` removes it.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest


class Unavailable(RuntimeError):
    """PostgreSQL is not installed or could not be started here."""


def _bindir() -> Path:
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if not candidates:
        found = shutil.which("initdb")
        if not found:
            raise Unavailable("no initdb found (install the postgresql package; .ci/run does)")
        return Path(found).parent
    return Path(candidates[-1]).parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class PgServer:
    root: Path
    port: int
    bindir: Path
    user: str | None  # OS user to run as (None: ourselves)

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
        cmd = [str(self.bindir / argv[0]), *argv[1:]]
        if self.user:
            cmd = ["runuser", "-u", self.user, "--", *cmd]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=self.root)

    def start(self) -> None:
        data = self.root / "data"
        init = self._run(
            "initdb", "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"
        )
        if init.returncode != 0:
            raise Unavailable(f"initdb failed: {init.stderr.strip()[-500:]}")
        opts = (
            f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.root}"
            " -c max_connections=200 -c fsync=on -c synchronous_commit=on"
        )
        started = self._run(
            "pg_ctl", "-D", str(data), "-l", str(self.root / "log"), "-o", opts, "-w", "start"
        )
        if started.returncode != 0:
            log = (self.root / "log").read_text(errors="replace") if (self.root / "log").exists() else ""
            raise Unavailable(f"pg_ctl start failed: {started.stderr.strip()} {log[-500:]}")

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.root / "data"), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)

    def create_database(self, name: str) -> str:
        """A fresh database; returns its URL."""
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as con:
            con.execute(f'CREATE DATABASE "{name}"')
        return f"postgresql://postgres@127.0.0.1:{self.port}/{name}"


def start_server() -> PgServer:
    """Start a throwaway server; raises Unavailable with the reason when that is impossible."""
    try:
        import psycopg  # noqa: F401
    except ImportError as exc:
        raise Unavailable("psycopg is not installed (pip install -e '.[postgres]')") from exc
    bindir = _bindir()
    user = None
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError as exc:
            raise Unavailable("running as root and there is no unprivileged `postgres` OS user") from exc
        user = "postgres"
    failure: Exception | None = None
    for _ in range(START_ATTEMPTS):
        try:
            return _start_once(bindir, user)
        except Unavailable as exc:
            failure = exc
    raise Unavailable(str(failure))


START_ATTEMPTS = 3   # a free port can be taken between the probe and the bind (parallel test workers)


def _start_once(bindir: Path, user: str | None) -> PgServer:
    """One try in a fresh directory on a port free a moment ago; Unavailable (directory removed) if not."""
    root = Path(tempfile.mkdtemp(prefix="dongle-pg-"))
    if user:
        entry = pwd.getpwnam(user)
        os.chown(root, entry.pw_uid, entry.pw_gid)
    os.chmod(root, 0o700)
    server = PgServer(root, _free_port(), bindir, user)
    try:
        server.start()
    except (Unavailable, OSError, subprocess.TimeoutExpired) as exc:
        shutil.rmtree(root, ignore_errors=True)
        raise Unavailable(str(exc)) from exc
    return server


@pytest.fixture(scope="session")
def pg_server():
    try:
        server = start_server()
    except Unavailable as exc:
        pytest.skip(f"PostgreSQL tests skipped: {exc}")
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server: PgServer):
    """A URL whose search_path is a fresh, empty schema: each test starts from nothing."""
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server.url, autocommit=True) as con:
        con.execute(f"CREATE SCHEMA {schema}")
    yield f"{pg_server.url}?options=-csearch_path%3D{schema}"
    with psycopg.connect(pg_server.url, autocommit=True) as con:
        con.execute(f"DROP SCHEMA {schema} CASCADE")
