"""`dongle adapter info` and `dongle adapter test` as the operator runs them, over the real downstream.

Issue 13: `info` showed levels without the downstream's annotations and left out the tools the
adapter file does not list, so it did not say what the gate would do; `test` on an adapter with no
operations passed or failed without saying that nothing had been tested.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from proxy_helpers import clean_env, downstream_calls, set_trust
from test_proxy_mcp import mcp_adapter

from dongle.adapters.model import load_adapter
from dongle.levels import TrustLevel
from dongle.operator import verifier_path, write_verifier
from loop.tty import run_with_tty

PASSPHRASE = "correct horse battery staple"

RAISED_OPS = """operations:
  update:
    - {name: tidy_items, maps_to: delete_item}
  read:
    - {name: get_item, maps_to: get_item}
"""


def dongle(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dongle", *argv], capture_output=True, text=True, env=clean_env(), timeout=60
    )


def rows(stdout: str) -> dict[str, str]:
    """Operation name -> its line in `info`'s table."""
    lines = [line for line in stdout.splitlines() if line.startswith("  ") and "history" not in line]
    return {line.split()[1]: line for line in lines}


def test_info_shows_what_the_gate_does_with_annotations_and_unlisted_tools(tmp_path: Path):
    adapter, _ = mcp_adapter(tmp_path, RAISED_OPS, expose=True)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.VALIDATED)
    run = dongle("adapter", "info", str(adapter), "--db", str(db))
    assert run.returncode == 0, run.stderr
    ops = rows(run.stdout)
    assert "tool(s) listed by the running server" in run.stdout
    # filed under update (reversible), but the downstream says delete_item is destructive: raised
    tidy = ops["tidy_items"].split()
    assert tidy[2:4] == ["destructive", "confirm"]
    assert "maps to delete_item" in ops["tidy_items"]
    assert "raised from reversible by the downstream's annotations" in ops["tidy_items"]
    # tools the file does not list are operations too, gated like the rest
    assert "auto-exposed: a downstream tool the file does not list" in ops["echo"]
    assert ops["drop_table"].split()[2:4] == ["forbidden", "deny"]
    assert "auto-exposed" not in ops["get_item"]


def test_info_offline_and_with_a_dead_downstream_says_what_it_cannot_show(tmp_path: Path):
    adapter, _ = mcp_adapter(tmp_path, RAISED_OPS, expose=True)
    db = tmp_path / "state.db"
    offline = dongle("adapter", "info", str(adapter), "--db", str(db), "--offline")
    assert offline.returncode == 0, offline.stderr
    assert "not started (--offline)" in offline.stdout
    assert "echo" not in rows(offline.stdout)
    broken = tmp_path / "broken.md"  # DOWNSTREAM_BROKEN names a file that exists: the server dies at start
    marker = f'DOWNSTREAM_BROKEN: "{adapter}"\n    DOWNSTREAM_LOG:'
    broken.write_text(adapter.read_text().replace("DOWNSTREAM_LOG:", marker))
    dead = dongle("adapter", "info", str(broken), "--db", str(db))
    assert dead.returncode == 0, dead.stderr
    assert "did not start (exit code 7" in dead.stdout
    assert "cannot open its database" in dead.stdout
    assert "auto-exposed tools are not shown" in dead.stdout


def test_adapter_test_says_why_nothing_was_tested_and_leaves_trust_alone(tmp_path: Path):
    adapter, log = mcp_adapter(tmp_path, "operations: {}", expose=True)
    db = tmp_path / "state.db"
    set_trust(adapter, db, TrustLevel.GENERATED)
    write_verifier(verifier_path(db), PASSPHRASE)
    run = run_with_tty(
        [sys.executable, "-m", "dongle", "adapter", "test", str(adapter), "--db", str(db)],
        [("Operator passphrase: ", PASSPHRASE)],
        env=clean_env(),
    )
    assert run.returncode != 0, run.stdout
    assert "nothing tested — the adapter declares no operations, so there is nothing to test" in run.stdout
    assert "the downstream tools it exposes unlisted are not tested" in run.stdout
    assert "trust unchanged (generated)" in run.stdout
    assert load_adapter(adapter).trust.level is TrustLevel.GENERATED
    assert "validation_report" not in load_adapter(adapter).trust.raw
    assert downstream_calls(log) == []
