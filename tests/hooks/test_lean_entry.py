"""The lean hook entry `dongle install` writes (`PYTHON -I .../dongle/hooks/__main__.py AGENT`): the same
answers as `dongle hook AGENT`, without what pip's console script loads first (`re`, the CLI module).
Its speed is measured in bench/bench_hooks.py, never asserted here."""

from __future__ import annotations

import json
import shlex
import subprocess
from pathlib import Path

import pytest

from dongle.hooks import protocol
from dongle.hooks.install import dongle_command
from hooks.test_daemon import Home, base_dir


@pytest.fixture
def home():
    h = Home(base_dir())
    try:
        yield h
    finally:
        h.close()


def run(argv: list[str], stdin: dict | bytes, env: dict[str, str], cwd: Path,
        importtime: bool = False) -> subprocess.CompletedProcess[str]:
    if importtime:
        argv = [argv[0], "-X", "importtime", *argv[1:]]
    data = stdin if isinstance(stdin, bytes) else json.dumps(stdin).encode()
    return subprocess.run(argv, input=data, capture_output=True, env=env, cwd=cwd, timeout=60, check=False)


def imported(stderr: bytes) -> set[str]:
    return {line.rsplit("|", 1)[1].strip() for line in stderr.decode().splitlines()
            if line.startswith("import time:") and "|" in line}


def test_the_lean_entry_answers_through_the_daemon_and_loads_neither_re_nor_the_cli(home):
    home.warm()
    argv = shlex.split(dongle_command("codex"))
    done = run(argv, protocol("codex").probe("rm -rf ~", str(home.path / "project")), home.env,
               home.path / "project", importtime=True)
    assert home.last_trace() == "daemon"
    assert protocol("codex").decision(done.stdout.decode(), done.returncode) == "deny"
    modules = imported(done.stderr)
    assert "dongle.hooks.client" in modules
    assert not {"re", "dongle.cli", "importlib.metadata", "argparse"} & modules, sorted(modules)


def test_the_lean_entry_keeps_the_per_event_shape_for_unparseable_input(home):
    argv = [*shlex.split(dongle_command("cursor")), "--event", "preToolUse"]
    done = run(argv, b"{not json", home.env, home.path / "project")
    body = json.loads(done.stdout)
    assert body["permission"] == "deny" and "decision" not in body


def test_the_lean_entry_ignores_modules_in_the_agents_working_directory(home):
    """`-I`: a project that ships its own `dongle/` (or a PYTHONPATH pointing at one) does not answer."""
    fake = home.path / "project" / "dongle"
    fake.mkdir()
    (fake / "__init__.py").write_text("import sys; print('{}'); sys.exit(0)\n")
    env = {**home.env, "PYTHONPATH": str(home.path / "project")}
    argv = shlex.split(dongle_command("claude-code"))
    done = run(argv, protocol("claude-code").probe("rm -rf ~", str(home.path / "project")), env,
               home.path / "project")
    assert protocol("claude-code").decision(done.stdout.decode(), done.returncode) == "deny"


def test_bad_arguments_are_a_usage_error_not_an_answer(home):
    argv = [*shlex.split(dongle_command("codex"))[:-1], "no-such-agent"]
    done = run(argv, b"{}", home.env, home.path / "project")
    assert done.returncode == 3 and done.stdout == b"" and b"usage:" in done.stderr
