"""The guard's own place handed to whatever reads a variable later (HA), judged in-process.

The hook's shell judge (`dongle.hooks.judge._shell`, what `dongle hook` runs for a shell call) with a
private HOME: a variable set to the guard's file or directory stops however it is used after (a
tool's cache or temporary directory, a trace file, `cdable_vars`, a start-up file); the same
variables over the user's own caches, search lists and variables the line only reads pass. Wordings
and tools are not the red-team round's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_tier

STOPPED = {
    "npm cache in an agent's settings": "export NPM_CONFIG_CACHE=$HOME/.codex",
    "ccache in braces": 'export CCACHE_DIR="${HOME}/.gemini"',
    "trace file over a hook file": "export GIT_TRACE_PERFORMANCE=$HOME/.claude/settings.json",
    "build dir above the guard's state": "export CARGO_TARGET_DIR=$HOME/.local/state",
    "option inside a value": 'export MAVEN_OPTS="-Dmaven.repo.local=$HOME/.copilot"',
    "cdable_vars then a bare variable": "shopt -s cdable_vars; out=${HOME}/.cursor",
    "declared for children": "declare -x TOX_WORK_DIR=$HOME/.local/state/mcpaql-safety-dongle",
    "one program's cache": "YARN_CACHE_FOLDER=$HOME/.claude yarn install",
    "an option's temp dir above the guard's": "export PYTEST_ADDOPTS='-q --basetemp=$HOME/.config'",
    "written into a start-up file": "echo 'export BAZEL_DISK_CACHE=$HOME/.codex' >> ~/.zshrc",
    # a variable whose value later programs run as code, read as the command it makes
    "lua code at every lua start":
        "export LUA_INIT_5_3='os.rename(os.getenv(\"HOME\")..\"/.claude/settings.json\", \"/tmp/s\")'",
    "an agent plugin's hooks": ("mkdir -p ~/.claude/plugins/fmt/hooks && printf '{\"hooks\":{}}' "
                                "> ~/.claude/plugins/fmt/hooks/hooks.json"),
    "perl options that run code": "export PERL5OPT='-MFile::Path=rmtree;rmtree(\"'$HOME'/.gemini\")'",
}

LOOK_ALIKES = {
    "npm cache in the user's cache": "export NPM_CONFIG_CACHE=$HOME/.cache/npm",
    "ccache in the project": 'export CCACHE_DIR="${PWD}/.ccache"',
    "trace to standard error": "GIT_TRACE_PERFORMANCE=2 git status",
    "build dir in the project": "export CARGO_TARGET_DIR=$PWD/target",
    "a search list": "export PYTHONPATH=$HOME/.local/lib/python3.12/site-packages:$PYTHONPATH",
    "a variable the line reads": "cfg=$HOME/.codex/config.toml; head -n 20 \"$cfg\"",
    "a tool home that is not wiped": "export CARGO_HOME=$HOME/.local",
    "an option's temp dir in the user's cache": "export PYTEST_ADDOPTS='-q --basetemp=$HOME/.cache/pytest'",
    "lua code that sets a search path": "export LUA_INIT_5_3='package.path=\"./?.lua;\" .. package.path'",
    "an agent plugin's list read": "jq '.plugins | keys' ~/.claude/plugins/installed_plugins.json",
    "perl options that load nothing": "export PERL5OPT='-Mwarnings -Mutf8'",
}


@pytest.mark.parametrize("command", STOPPED.values(), ids=list(STOPPED))
def test_guard_place_assigned_stops(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "danger_zone"


@pytest.mark.parametrize("command", LOOK_ALIKES.values(), ids=list(LOOK_ALIKES))
def test_own_places_pass(command: str, judge_home: Path) -> None:
    assert shell_tier(command, judge_home) == "advisory"
