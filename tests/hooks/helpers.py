"""Drive the real `dongle` executable as an agent would: a new process, JSON on stdin."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

DONGLE = str(Path(sys.executable).parent / "dongle")
AGENTS = ("claude-code", "codex", "gemini", "copilot", "cursor")


def hook_env(home: Path, **extra: str) -> dict[str, str]:
    """A private HOME and state directory, so tests never touch the real store or settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DONGLE", "XDG_"))}
    env.update(HOME=str(home), XDG_STATE_HOME=str(home / ".local/state"),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"))
    env.update(extra)
    return env


def run_hook(agent: str, stdin: bytes | str | dict[str, Any], env: dict[str, str],
             cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    if isinstance(stdin, dict):
        stdin = json.dumps(stdin)
    if isinstance(stdin, str):
        stdin = stdin.encode()
    return subprocess.run([DONGLE, "hook", agent], input=stdin, capture_output=True, env=env,
                          cwd=cwd, timeout=60, check=False)
