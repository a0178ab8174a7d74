"""The cheap first tests that spare most lines a check (classify/combined.py, shell/home_delete.py,
classify/exhaustion.py, shell/tool_settings.py) must never spare a line the check would find something
in: each is asked here of what the check is about, spelled so that only the check itself can tell."""

from __future__ import annotations

import pytest

from dongle.assessment import Assessment
from dongle.classify.combined import combined
from dongle.classify.command import classify_command
from dongle.levels import DangerLevel
from dongle.rules.system import COMBINED
from dongle.shell.home_delete import home_deletes
from dongle.shell.tool_settings import variables_set

CWD = "/home/dev/project"


def _part(rule: str) -> Assessment:
    return Assessment(DangerLevel.DESTRUCTIVE, 60, rules=(rule,))


@pytest.mark.parametrize("combo", COMBINED, ids=[c["id"] for c in COMBINED])
def test_every_combination_is_still_found_from_any_rule_of_each_group(combo: dict) -> None:
    """The set of rules the combinations name holds every rule of every group: the last rule of each
    group (not only the first) completes the combination."""
    parts = [_part(group[-1]) for group in combo["all_of"]]
    found = combined(parts, "x")
    assert found is not None and found.danger_level >= DangerLevel.parse(combo["level"])


def test_no_combination_from_rules_none_names() -> None:
    assert combined([_part("fs.rm-home"), _part("git.force-push")], "x") is None


@pytest.mark.parametrize("code", [
    "File.rm_rf!(System.user_home())",
    "x = 1; rm(homedir(); recursive=true)",
    "puts 1\nFileUtils.rm_rf(Dir.home)",
    "file delete -force ~",
    "(delete-directory/files (find-system-path 'home-dir))",
])
def test_home_named_at_a_statement_edge_is_still_read(code: str) -> None:
    assert home_deletes(code)


@pytest.mark.parametrize("code", ["rm(tmp; recursive=true)", "puts 'rm -rf ~'", "File.rm_rf!('build')"])
def test_code_naming_no_home_deletes_none(code: str) -> None:
    assert not home_deletes(code)


@pytest.mark.parametrize(("name", "args"), [
    ("npm", ("config", "set", "node-options", "--require /tmp/p.js")),
    ("pnpm", ("config", "set", "script-shell", "/tmp/sh")),
    ("yarn", ("config", "set", "npmRegistryServer", "http://127.0.0.1:4873")),
    ("go", ("env", "-w", "GOFLAGS=-toolexec=/tmp/w")),
    ("pip", ("config", "set", "global.index-url", "http://10.0.0.1/simple")),
    ("pip3", ("config", "set", "global.index-url", "http://10.0.0.1/simple")),
])
def test_each_tool_that_stores_settings_still_sets_them(name: str, args: tuple[str, ...]) -> None:
    assert variables_set(name, args)


def test_a_program_that_stores_no_settings_sets_none() -> None:
    assert variables_set("cargo", ("config", "set", "build.rustflags", "-C x")) == []


@pytest.mark.parametrize("line", [
    "dd if=/dev/zero of=~/fill bs=1M",
    "fallocate -l \"$(df --output=avail -B1 ~ | tail -1)\" ~/.cache/pad",
    "cat /dev/zero > ~/fill",
    "yes > ~/fill",
    "head -c 12G /dev/zero > /dev/shm/blob",
])
def test_each_program_that_fills_a_disk_still_stops(line: str) -> None:
    judged = classify_command(line, cwd=CWD, env={"HOME": "/home/dev"})
    assert "sys.fill-to-exhaustion" in judged.rules, (line, judged.rules)
