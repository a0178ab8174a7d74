"""A store that existed cannot silently vanish, be emptied, rewound or rebuilt (issue 12, item 5).

Each test plays the attacker with plain file and SQL access, as an agent with a shell would, and
checks that the next opening fails closed with a clear message, that `dongle audit verify` names
the break, and that `dongle db init --force` is the deliberate way to start over.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from dongle.audit import hash_of, verify_store
from dongle.hooks import protocol
from dongle.service import SafetyService
from dongle.store import StoreError, open_store
from dongle.store.anchor import anchor_path, read_anchor
from hooks.helpers import hook_env, run_hook


def _used_store(path: Path) -> None:
    """A store with a hard block and some audit history, as after a day's work."""
    service = SafetyService(open_store(path))
    service.execute_agent("worker")
    service.record_execution_step("worker", "git status")
    stop = service.record_execution_step("worker", "rm -rf /")
    assert stop["data"]["autonomy"]["stopped"] is True
    service.store.close()


def _dongle(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dongle", *args], capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, env=env, timeout=60, check=False)


@pytest.fixture
def used(tmp_path: Path) -> Path:
    path = tmp_path / "state" / "dongle.db"
    _used_store(path)
    assert read_anchor(str(path)) is not None
    return path


@pytest.mark.parametrize("how", ["deleted", "emptied", "all three files deleted"])
def test_a_store_that_existed_and_is_gone_fails_closed(used: Path, how: str) -> None:
    if how == "emptied":
        used.write_bytes(b"")
    else:
        for suffix in ("", "-wal", "-shm") if how.startswith("all") else ("",):
            Path(str(used) + suffix).unlink(missing_ok=True)
    with pytest.raises(StoreError, match=r"missing or empty.*db init --force"):
        open_store(used)
    assert not used.exists() or used.stat().st_size == 0  # nothing was recreated behind our back


def test_a_rewound_chain_fails_closed_and_verify_names_it(used: Path) -> None:
    con = sqlite3.connect(used)
    last = con.execute("SELECT max(seq) FROM audit").fetchone()[0]
    con.execute("DELETE FROM audit WHERE seq >= ?", (last - 1,))
    prev = con.execute("SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1").fetchone()
    con.execute("UPDATE audit_head SET seq = ?, hash = ? WHERE id = 1", prev)
    con.commit()
    con.close()
    with pytest.raises(StoreError, match="anchored head"):
        open_store(used)
    store = open_store(used, check_integrity=False)
    report = verify_store(store)
    store.close()
    assert [p.kind for p in report.problems] == ["rewound"]
    done = _dongle("audit", "verify", "--db", str(used))
    assert done.returncode == 2 and "rewound" in done.stdout


def test_a_chain_rebuilt_after_an_edit_is_detected(used: Path) -> None:
    store = open_store(used)
    entries = list(store.iter_audit())
    store.close()
    con = sqlite3.connect(used)
    prev_hash = None
    for entry in entries:  # the attacker edits entry 1 and recomputes every hash after it
        edited = replace(entry, data={**entry.data, "note": "nothing to see"}) if entry.seq == 1 else entry
        if prev_hash is not None:
            edited = replace(edited, prev_hash=prev_hash)
        edited = replace(edited, hash=hash_of(edited))
        con.execute("UPDATE audit SET data = ?, prev_hash = ?, hash = ? WHERE seq = ?",
                    (json.dumps(edited.data), edited.prev_hash, edited.hash, edited.seq))
        prev_hash = edited.hash
    con.execute("UPDATE audit_head SET hash = ? WHERE id = 1", (prev_hash,))
    con.commit()
    con.close()
    store = open_store(used, check_integrity=False)
    report = verify_store(store)
    store.close()
    assert [p.kind for p in report.problems] == ["rebuilt"], report.problems
    with pytest.raises(StoreError, match="anchored head"):
        open_store(used)


def test_the_hook_fails_closed_on_a_vanished_store(tmp_path: Path) -> None:
    env = hook_env(tmp_path)
    path = tmp_path / ".local/state/mcpaql-safety-dongle/dongle.db"
    call = {"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": "Bash",
            "tool_input": {"command": "ls"}, "cwd": str(tmp_path)}
    claude = protocol("claude-code")
    first = run_hook("claude-code", call, env)
    assert claude.decision(first.stdout.decode(), first.returncode) == "allow" and path.exists()
    path.unlink()
    done = run_hook("claude-code", call, env)
    assert claude.decision(done.stdout.decode(), done.returncode) in ("ask", "deny")
    assert b"missing or empty" in done.stdout
    assert not path.exists()


def test_db_init_force_starts_over_on_purpose(used: Path) -> None:
    used.unlink()
    refused = _dongle("db", "init", "--db", str(used))
    assert refused.returncode == 1 and "db init --force" in refused.stderr
    done = _dongle("db", "init", "--force", "--db", str(used))
    assert done.returncode == 0, done.stderr
    store = open_store(used)
    entries = list(store.iter_audit())
    store.close()
    assert [e.event for e in entries] == ["STORE_REINITIALISED"]
    assert read_anchor(str(used)).seq == 1 and anchor_path(str(used)).exists()


def test_db_init_force_wants_the_passphrase_when_one_is_set(used: Path) -> None:
    (used.parent / "operator.json").write_text("{}")
    done = _dongle("db", "init", "--force", "--db", str(used))
    assert done.returncode == 4  # refused on the operator channel: no terminal here
    assert used.exists()
