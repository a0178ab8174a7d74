"""A locked store cannot hold the hook past its budget (issue 12, item 7).

SQLite's busy wait runs in C, where the SIGALRM watchdog cannot interrupt it: with the database
locked by another process the hook used to answer after two 15 s waits whatever DONGLE_HOOK_TIMEOUT
said. The busy timeout now comes from what is left of the budget, and the answer still fails closed.
"""

from __future__ import annotations

import sqlite3
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
    assert b"busy" in done.stdout or b"locked" in done.stdout or b"longer than" in done.stdout
    # a 2 s budget: well inside one of the old 15 s waits, let alone two
    assert elapsed < 12, elapsed
