"""The hook path stays light: no mcp, pydantic, starlette or yaml in a hook process."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from dongle.hooks import protocol
from hooks.helpers import AGENTS, hook_env

HEAVY = ("mcp", "pydantic", "starlette", "uvicorn", "yaml", "anyio", "httpx", "rich")

# Run the real entry point (`dongle.cli.main`, as the console script does) on a real input, then
# report which modules the process that judged had loaded (the hook judges in a forked child).
PROBE = """
import json, sys
import dongle.hooks.runner as runner
real = runner.answer
def answer(*args, **kwargs):
    try:
        return real(*args, **kwargs)
    finally:
        sys.stderr.write("\\nMODULES=" + json.dumps(sorted(sys.modules)) + "\\n")
        sys.stderr.flush()
runner.answer = answer
from dongle.cli import main
status = main(["hook", sys.argv[1]])
"""


@pytest.mark.parametrize("agent", AGENTS)
@pytest.mark.parametrize("command", ["git status", "rm -rf ~"])
def test_hook_imports_nothing_heavy(agent, command, fake_home):
    stdin = json.dumps(protocol(agent).probe(command, str(fake_home / "project")))
    done = subprocess.run([sys.executable, "-c", PROBE, agent], input=stdin, capture_output=True, text=True,
                          env=hook_env(fake_home), timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    protocol(agent).decision(done.stdout.split("\n")[0] if done.stdout else "", 0)
    modules = json.loads(done.stderr.rsplit("MODULES=", 1)[1])
    assert "dongle.hooks.judge" in modules and "dongle.service" in modules   # it really judged
    heavy = sorted(m for m in modules if m.split(".")[0] in HEAVY)
    assert not heavy, heavy
