"""A locked store cannot hold the hook past its budget (issue 12, item 7).

SQLite's busy wait runs in C, where the SIGALRM watchdog cannot interrupt it: with the database
locked by another process the hook used to answer after two 15 s waits whatever DONGLE_HOOK_TIMEOUT
said. The busy timeout now comes from what is left of the budget, and the answer still fails closed.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from dongle.hooks import protocol
from hooks.helpers import hook_env, run_hook


def test_a_locked_store_gets_a_fail_closed_answer_within_the_budget(tmp_path: Path) -> None:
    env = hook_env(tmp_path, DONGLE_HOOK_TIMEOUT="2")
    call = {"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": "Bash",
            "tool_input": {"command": "ls"}, "cwd": str(tmp_path)}
    claude = protocol("claude-code")
    first = run_hook("claude-code", call, env)  # creates the store
    assert claude.decision(first.stdout.decode(), first.returncode) == "allow"
    db = tmp_path / ".local/state/mcpaql-safety-dongle/dongle.db"
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another process holds the write lock
    try:
        start = time.monotonic()
        done = run_hook("claude-code", call, env)
        elapsed = time.monotonic() - start
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert claude.decision(done.stdout.decode(), done.returncode) in ("ask", "deny"), done.stdout
    # the store gave up within the budget and said why (not the watchdog, not a 15 s wait)
    assert b"store unavailable: the dongle database is busy" in done.stdout, done.stdout
    # a 2 s budget: well inside one of the old 15 s waits, let alone two
    assert elapsed < 12, elapsed


def hold_lock(db: Path) -> subprocess.Popen[str]:
    """Another process takes the write lock on the store and keeps it until killed."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sqlite3, sys, time\n"
         "con = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
         "con.execute('BEGIN EXCLUSIVE')\nprint('locked', flush=True)\ntime.sleep(600)\n", str(db)],
        stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    return holder


def test_through_the_daemon_a_locked_store_still_gets_a_fail_closed_answer_in_time() -> None:
    """The warm daemon meets the same lock: the answer must still come, fail closed, within the budget
    (the daemon's busy wait is bounded by the budget too; the client gives it half, then judges
    in-process with what is left)."""
    from hooks.test_daemon import Home, base_dir

    home = Home(base_dir())   # a short path: the daemon's socket must fit in sun_path
    try:
        home.warm()
        db = home.path / ".local/state/mcpaql-safety-dongle/dongle.db"
        holder = hold_lock(db)
        call = protocol("claude-code").probe("ls", str(home.path / "project"))
        try:
            start = time.monotonic()
            done = run_hook("claude-code", call, {**home.env, "DONGLE_HOOK_TIMEOUT": "3"},
                            cwd=home.path / "project")
            elapsed = time.monotonic() - start
        finally:
            holder.kill()
            holder.wait()
        assert protocol("claude-code").decision(done.stdout.decode(), done.returncode) in ("ask", "deny")
        # the daemon's own wait fits inside the half of the budget the client gives it, so its
        # fail-closed answer arrives, instead of a client timeout and a second wait in-process
        assert home.last_trace() == "daemon", home.last_trace()
        assert b"the dongle database is busy" in done.stdout, done.stdout
        assert elapsed < 12, elapsed      # the old path: two 15 s waits
        assert home.hook("ls")[0] == "allow"      # lock gone: the daemon answers again
    finally:
        home.close()
