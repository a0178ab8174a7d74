"""`dongle console` as a real subprocess: refuses without an operator passphrase, serves on
127.0.0.1 only, and passes no secret on its command line."""

from __future__ import annotations

import http.client
import re
import shutil
import subprocess
import sys
from pathlib import Path

from dongle import operator
from dongle.store import open_store

from .conftest import PASSPHRASE

CLI = [sys.executable, "-m", "dongle", "console"]


def test_refuses_without_an_operator_passphrase(tmp_path: Path):
    done = subprocess.run(
        [*CLI, "--db", str(tmp_path / "d.db"), "--port", "0", "--no-notify"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1 and "dongle operator init" in done.stderr and "Traceback" not in done.stderr


def test_rejects_a_bad_port_and_a_bad_policy(tmp_path: Path):
    done = subprocess.run([*CLI, "--port", "70000"], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 3
    db = tmp_path / "d.db"
    operator.write_verifier(operator.verifier_path(db), PASSPHRASE)
    bad = tmp_path / "policy.json"
    bad.write_text('{"deny": 5}')
    done = subprocess.run(
        [*CLI, "--db", str(db), "--policy", str(bad), "--port", "0", "--no-notify"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr and "deny" in done.stderr


def test_serves_on_loopback(tmp_path: Path):
    db = tmp_path / "d.db"
    open_store(db).close()
    operator.write_verifier(operator.verifier_path(db), PASSPHRASE)
    proc = subprocess.Popen(
        [*CLI, "--db", str(db), "--port", "0", "--no-notify"],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
    )
    try:
        line = proc.stderr.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert match, line
        port = int(match.group(1))
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/login")
        resp = conn.getresponse()
        assert resp.status == 200 and b"Operator passphrase" in resp.read()
        if shutil.which("ss"):  # the only listener on that port is on 127.0.0.1
            rows = (
                subprocess.run(
                    ["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True, check=False
                )
                .stdout.strip()
                .splitlines()
            )
            assert rows and all("127.0.0.1:" in row for row in rows)
        cmdline = Path(f"/proc/{proc.pid}/cmdline").read_bytes().decode()
        assert PASSPHRASE not in cmdline
    finally:
        proc.terminate()
        proc.wait(timeout=15)
