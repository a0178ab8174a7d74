"""The development corpus parses cleanly: no internal errors, and every command yields commands."""

from __future__ import annotations

import json
from pathlib import Path

from dongle.shell.parse import parse_command


def test_corpus_commands_parse(shared_dir: Path) -> None:
    items = [json.loads(line) for line in (shared_dir / "corpus" / "commands.jsonl").read_text().splitlines()
             if line.strip()]
    assert items
    for item in items:
        m = parse_command(item["command"], env=item.get("env"), cwd=item.get("cwd"))
        assert not any("internal error" in r for r in m.unresolved), item["id"]
        assert m.invocations or m.unresolved, item["id"]
        assert all(inv.argv for inv in m.invocations), item["id"]
