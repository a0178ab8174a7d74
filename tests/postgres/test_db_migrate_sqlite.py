"""`dongle db migrate` on the SQLite backend (the PostgreSQL side is in test_postgres_store)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys

from dongle.store.sqlite import SCHEMA_VERSION


def _migrate(db, *args):
    cmd = [sys.executable, "-m", "dongle", "db", "migrate", "--db", str(db), "--json", *args]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    return out.returncode, json.loads(out.stdout) if out.stdout else out.stderr


def test_check_creates_nothing_migrate_creates_and_a_newer_schema_is_reported(tmp_path):
    db = tmp_path / "state" / "dongle.db"
    code, report = _migrate(db, "--check")
    assert (code, report["current"], report["status"]) == (1, 0, "behind")
    assert not db.exists()
    code, report = _migrate(db)
    assert code == 0 and report["current"] == report["target"] == SCHEMA_VERSION
    assert sqlite3.connect(db).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert _migrate(db, "--check")[0] == 0
    con = sqlite3.connect(db)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.close()
    code, report = _migrate(db)
    assert code == 2 and report["status"] == "newer than this dongle"


def test_an_unreadable_location_is_a_clear_error(tmp_path):
    (tmp_path / "dir.db").mkdir()
    out = subprocess.run(
        [sys.executable, "-m", "dongle", "db", "migrate", "--db", str(tmp_path / "dir.db")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1 and out.stderr.startswith("dongle db:") and "Traceback" not in out.stderr
