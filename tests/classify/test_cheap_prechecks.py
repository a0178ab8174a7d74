"""Cheap checks asked before a regex (or in its place) must answer exactly as the regex does.

Each classification asks a few questions of every line or every part: does the line define an alias
or a function, does it start with a copied `$ ` prompt, which interpreter family is a program name.
Asked with string methods first, they must still find what the regex finds, on look-alikes too.
"""

from __future__ import annotations

import re

import pytest

from dongle.classify.command import _DEFINES, _defines
from dongle.rules.facts import interpreter_family
from dongle.shell.parse import parse_command

_LINES = ["rm -rf data/", "alias ll='ls -la'", "unalias ll", "aliases", "f() { rm -rf ~; }; f", "f(){ :; }",
          "function cleanup { rm -rf build; }", "functions", "echo '(x) {y}'", "( cd a ) && { b; }",
          "echo ()", "my_function_name", "x=$(ls); { echo; }", "function\tname", "(\t) {"]


@pytest.mark.parametrize("line", _LINES)
def test_defines_precheck_is_the_regex(line: str) -> None:
    """`alias`/`function` as words, or `() {`: the substring check never hides a definition."""
    assert _defines(line) is bool(_DEFINES.search(line))


_FAMILIES = re.compile(r"(python|pypy|node|nodejs|perl|ruby|php|bun)[0-9.]*(\.exe)?")


@pytest.mark.parametrize("name", [
    f"{head}{family}{tail}" for head in ("", "/usr/bin/", "X")
    for family in ("python", "pypy", "node", "nodejs", "perl", "ruby", "php", "bun", "py", "nodej", "")
    for tail in ("", "3", "3.11", ".", ".exe", "3.exe", ".EXE", "exe", ".exe.exe", "js", "-3", "3.11.", "é")])
def test_interpreter_family_is_the_regex(name: str) -> None:
    """A family, a version of digits and dots, an optional `.exe`: nothing else is an interpreter."""
    match = _FAMILIES.fullmatch(name.lower())
    expected = {"pypy": "python", "nodejs": "node"}.get(match.group(1), match.group(1)) if match else None
    assert interpreter_family(name) == expected


@pytest.mark.parametrize(("line", "argv"), [
    ("$ ls -la", ("ls", "-la")), ("  $\tgit status", ("git", "status")), ("echo $ ok", ("echo", "$", "ok")),
    ("\t$  rm -rf build", ("rm", "-rf", "build"))])
def test_copied_prompt_still_dropped(line: str, argv: tuple[str, ...]) -> None:
    """A prompt copied with the command is dropped at the start of the line, and only there."""
    assert parse_command(line, env={}, cwd="/home/dev/project").invocations[0].argv == argv
