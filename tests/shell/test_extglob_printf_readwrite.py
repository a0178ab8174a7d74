"""Three shell forms the model misread (red team GV-38, GV-39, GV-41, and the look-alike GV-87).

- An extglob group (`!(keep.txt)`, `@(cursor)`) is a pattern the grammar does not know: it read a
  syntax error (a pause on `rm -f build/!(keep.txt)`) and a literal name (`~/.@(cursor)/hooks.json`
  was not the guard's). With extglob on it is read as a glob reaching at least what it matches.
- `printf -v VAR FORMAT ARGS` sets VAR to the text it would print; with literal arguments that
  text is known, as an assignment's is (a date or a float stays unknown).
- `exec 3<> FILE` opens FILE for writing too: what is printed to `>&3` lands in it.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.shell.parse import parse_command

ENV = {"HOME": "/home/dev"}
CWD = "/home/dev/project"


def _verdict(command: str) -> str:
    tier = classify_command(command, cwd=CWD, env=ENV).tier.value
    return {"advisory": "go", "danger_zone": "stop"}.get(tier, "pause")


def test_extglob_is_read_as_a_glob() -> None:
    model = parse_command("bash -O extglob -c 'rm -f build/!(keep.txt)'", cwd=CWD)
    assert not model.unresolved
    assert [i.name for i in model.invocations] == ["bash", "rm"]
    assert _verdict("bash -O extglob -c 'rm -f build/!(keep.txt)'") == "go"
    assert _verdict("shopt -s extglob; rm -rf ~/!(Downloads)") == "stop"


@pytest.mark.parametrize("command", ["echo $((2*(3+4)))", "if !(false); then echo ok; fi"])
def test_without_extglob_nothing_is_rewritten(command: str) -> None:
    assert _verdict(command) == "go"


def test_printf_v_sets_the_text_it_builds() -> None:
    assert _verdict("printf -v d '%s' ~; rm -rf \"$d\"") == "stop"
    assert _verdict("printf -v d 'build/%s' out; rm -rf \"$d\"") == "go"
    assert _verdict("printf -v stamp '%(%Y%m%d)T' -1; mkdir -p \"build/$stamp\"") == "go"


def test_read_write_descriptor_is_a_write() -> None:
    judged = classify_command("exec 3<> ~/.claude/settings.json && printf x >&3", cwd=CWD, env=ENV)
    assert "fs.write-agent-config" in judged.rules
    assert _verdict("exec 3< README.md && head -n 3 <&3") == "go"
