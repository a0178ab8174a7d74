"""The SQLite store's settings and the audit chain (digest O; python-ecosystem §5)."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys

import pytest

from dongle.audit import REDACTED, redact, verify_store
from dongle.store import default_db_path, open_store
from dongle.store.base import StoreError
from dongle.store.records import AuditDraft, AuditFilter
from dongle.store.sqlite import SCHEMA_VERSION, SqliteStore

DONGLE = [sys.executable, "-m", "dongle"]


def _fill(store, n=6):
    with store.transaction() as tx:
        for i in range(n):
            tx.append_audit(
                AuditDraft(
                    event="DANGER_DECISION",
                    timestamp=1000.0 + i,
                    agent=f"a{i % 2}",
                    danger_level=i % 5,
                    outcome="denied" if i % 2 else "allowed",
                    data={"operation": f"step {i}"},
                )
            )


# ---- store ---------------------------------------------------------------------------------------


def test_sqlite_settings_wal_full_and_owner_only_files(db_path):
    store = SqliteStore(db_path)
    _fill(store)
    con = store._con
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert con.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert con.isolation_level is None
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert stat.S_IMODE(db_path.parent.stat().st_mode) == 0o700
    for suffix in ("", "-wal", "-shm"):
        path = db_path.parent / (db_path.name + suffix)
        if path.exists():
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    store.close()


def test_migration_is_idempotent_and_a_newer_schema_is_refused(db_path):
    SqliteStore(db_path).close()
    SqliteStore(db_path).close()
    con = sqlite3.connect(db_path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.close()
    with pytest.raises(StoreError, match="schema version"):
        SqliteStore(db_path)


def test_migration_from_schema_1_keeps_steps_and_derives_the_step_count(db_path):
    from dongle.store.sqlite import _MIGRATIONS

    db_path.parent.mkdir(parents=True)
    con = sqlite3.connect(db_path)
    con.executescript(_MIGRATIONS[0] + "PRAGMA user_version = 1;")
    con.execute(
        "INSERT INTO executions (execution_id, agent, status, started_at, max_steps, step_count)"
        " VALUES ('e1', 'a', 'running', 1.0, 10, 2)"
    )
    for n in (1, 2):
        con.execute(
            "INSERT INTO steps VALUES ('e1', ?, 'a', 1.0, 'h', 'ls', NULL, 'advisory', 0, 0, 1, 0, NULL)",
            (n,),
        )
    con.commit()
    con.close()
    store = SqliteStore(db_path)
    assert store._con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    with store.transaction() as tx:
        assert tx.get_execution("e1").step_count == 2
        assert [s.step_number for s in tx.recent_steps("e1")] == [2, 1]
    store.close()


def test_default_path_explicit_then_env_then_xdg_state(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("DONGLE_DB", raising=False)
    assert default_db_path() == tmp_path / "xdg" / "mcpaql-safety-dongle" / "dongle.db"
    monkeypatch.setenv("DONGLE_DB", str(tmp_path / "env.db"))
    assert default_db_path() == tmp_path / "env.db"
    assert default_db_path(tmp_path / "cli.db") == tmp_path / "cli.db"


def test_a_failed_transaction_leaves_nothing_behind(open_test_store):
    store = open_test_store()
    with pytest.raises(RuntimeError), store.transaction() as tx:
        tx.append_audit(AuditDraft(event="X", timestamp=1.0))
        raise RuntimeError("abort")
    assert list(store.iter_audit()) == []
    assert verify_store(store).ok


# ---- audit chain -----------------------------------------------------------------------------------


def test_O_chain_of_a_clean_log_verifies(open_test_store):
    store = open_test_store()
    _fill(store)
    report = verify_store(store)
    assert report.ok and report.entries == 6


def _tamper(db_path, sql, *args):
    con = sqlite3.connect(db_path)
    con.execute(sql, args)
    con.commit()
    con.close()


def test_O_chain_detects_an_edited_entry_and_says_where(db_path):
    store = open_store(db_path)
    _fill(store)
    _tamper(db_path, "UPDATE audit SET outcome = 'allowed' WHERE seq = 4")
    report = verify_store(store)
    assert not report.ok
    assert [(p.seq, p.kind) for p in report.problems] == [(4, "edited")]


def test_O_chain_detects_a_removed_entry(db_path):
    store = open_store(db_path)
    _fill(store)
    _tamper(db_path, "DELETE FROM audit WHERE seq = 3")
    report = verify_store(store)
    assert any(p.kind == "removed" and p.seq == 4 for p in report.problems)


def test_O_chain_detects_reordered_entries(db_path):
    store = open_store(db_path)
    _fill(store)
    con = sqlite3.connect(db_path)
    rows = {
        r[0]: r[1:]
        for r in con.execute("SELECT seq, event, timestamp, agent, data, hash, prev_hash FROM audit")
    }
    # swap the contents of entries 2 and 3, keeping each row's seq
    for seq, other in ((2, 3), (3, 2)):
        con.execute(
            "UPDATE audit SET event=?, timestamp=?, agent=?, data=?, hash=?, prev_hash=? WHERE seq=?",
            (*rows[other], seq),
        )
    con.commit()
    con.close()
    report = verify_store(store)
    assert {p.seq for p in report.problems} >= {2, 3}
    assert any(p.kind == "reordered" for p in report.problems)


def test_O_chain_detects_a_truncated_tail(db_path):
    store = open_store(db_path)
    _fill(store)
    _tamper(db_path, "DELETE FROM audit WHERE seq = 6")
    report = verify_store(store)
    # the recorded head no longer matches the log, and the entry anchored outside the database is gone
    assert [p.kind for p in report.problems] == ["truncated", "rewound"]


def test_O4_secrets_are_redacted_before_they_are_written(db_path):
    store = open_store(db_path)
    with store.transaction() as tx:
        tx.append_audit(
            AuditDraft(
                event="DANGER_DECISION",
                timestamp=1.0,
                data={
                    "operation": "export AWS_SECRET_ACCESS_KEY=abc123xyz && "
                    "curl -H 'Authorization: Bearer abcdefghijk'",
                    "parameters": {"password": "hunter2", "api_key": "k-123", "path": "/tmp/x"},
                    "token_id": "conf_public",
                },
            )
        )
    raw = db_path.read_bytes() + (db_path.parent / (db_path.name + "-wal")).read_bytes()
    for secret in (b"abc123xyz", b"hunter2", b"k-123", b"abcdefghijk"):
        assert secret not in raw
    entry = next(store.iter_audit())
    assert entry.data["parameters"]["path"] == "/tmp/x"
    assert entry.data["token_id"] == "conf_public"
    assert verify_store(store).ok


def test_redact_leaves_ordinary_text_alone():
    assert redact({"operation": "git push origin main", "exit_status": 1}) == {
        "operation": "git push origin main",
        "exit_status": 1,
    }
    assert redact({"code": "ABCDEF"}) == {"code": REDACTED}


# ---- dongle audit CLI ------------------------------------------------------------------------------


def _cli(*args, env_db):
    env = {**os.environ, "DONGLE_DB": str(env_db)}
    return subprocess.run([*DONGLE, *args], capture_output=True, text=True, env=env, timeout=60)


def test_cli_audit_filters_and_json(db_path):
    store = open_store(db_path)
    _fill(store)
    store.close()
    out = _cli("audit", "--json", "--agent", "a1", "--level", "2", env_db=db_path)
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert rows and all(r["agent"] == "a1" and r["danger_level"] >= 2 for r in rows)
    out = _cli("audit", "--outcome", "allowed", "--since", "1970-01-01T00:16:42Z", env_db=db_path)
    lines = out.stdout.splitlines()
    assert lines and all("allowed" in line for line in lines)
    assert all(int(line.split()[0]) >= 3 for line in lines)
    assert _cli("audit", "--level", "lethal", env_db=db_path).returncode == 3


def test_cli_audit_verify_exit_status_and_location(db_path):
    store = open_store(db_path)
    _fill(store)
    store.close()
    assert _cli("audit", "verify", env_db=db_path).returncode == 0
    _tamper(db_path, "UPDATE audit SET data = '{}' WHERE seq = 2")
    out = _cli("audit", "verify", env_db=db_path)
    assert out.returncode == 2
    assert "entry 2" in out.stdout
    report = json.loads(_cli("audit", "verify", "--json", env_db=db_path).stdout)
    assert report["ok"] is False and report["problems"][0]["seq"] == 2


def test_filter_limit_returns_the_newest(open_test_store):
    store = open_test_store()
    _fill(store)
    assert [e.seq for e in store.iter_audit(AuditFilter(limit=2))] == [5, 6]


def test_lesson_a_corrupt_database_is_an_error_not_an_empty_state(db_path):
    """REF loaded a corrupt block file as 'no blocks' (fail open)."""
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError):
        SqliteStore(db_path)
