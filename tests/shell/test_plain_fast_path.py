"""The plain-words fast path must read a line exactly as the grammar does.

`parse.py` emits a command written only in plain words straight from its words, without walking the
tree-sitter nodes (most of what agents run). If the two readings ever differ, a command could be judged
on an argv the shell would not run; these tests compare the whole model both ways, on generated lines
(including the characters the grammar is known to read specially) and on the development corpus.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dongle.shell.parse as parse

ENV = {"HOME": "/home/dev", "X": "1"}
CWD = "/home/dev/project"
NAMES = ["ls", "rm", "git", "sudo", "env", "xargs", "ssh", "bash", "find", "docker", "kubectl", "exec",
         "nohup", "timeout", "eval", "cd", "alias", "source", ".", "python3", "awk", "echo", "command",
         "builtin", "at", "parallel", "chroot", "npx", "for", "time", "export", "declare", "if", "-rm", "a@b",
         "x%y"]
FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-"
ARG = FIRST + ":@%+,=~*?"
FLAGS = ["-a", "-o", "-c", "-rf", "--", "-", "-e", "-n", "-i", "-exec", "-delete", "=x", "~", "~root", "/*",
         "*"]


def _both_ways(command: str) -> tuple[str, str]:
    """The model's repr with the fast path, and with it switched off (every line read by its nodes)."""
    fast = parse._plain_argv
    try:
        with_fast = repr(parse.parse_command(command, env=ENV, cwd=CWD))
        parse._plain_argv = lambda data: None
        without = repr(parse.parse_command(command, env=ENV, cwd=CWD))
    finally:
        parse._plain_argv = fast
    return with_fast, without


words = st.one_of(st.sampled_from(FLAGS), st.text(alphabet=ARG, min_size=1, max_size=8))
lines = st.builds(
    lambda head, rest, sep: sep.join([head, *rest]),
    st.one_of(st.sampled_from(NAMES), st.text(alphabet=FIRST, min_size=1, max_size=8)),
    st.lists(words, max_size=6),
    st.sampled_from([" ", "  "]),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines)
def test_plain_words_read_as_the_grammar_reads_them(command: str) -> None:
    fast, slow = _both_ways(command)
    assert fast == slow


@pytest.mark.parametrize("command", ["rm -rf ~", "rm -rf /*", "sudo rm -rf /etc", "time rm -rf /",
                                     "exec rm -rf /", "-rm x", "a@b -rf /", "rm =x /", "for x in a"])
def test_lines_the_grammar_reads_specially(command: str) -> None:
    fast, slow = _both_ways(command)
    assert fast == slow


def test_the_development_corpus_reads_the_same_both_ways(shared_dir) -> None:
    corpus = shared_dir / "corpus" / "commands.jsonl"
    commands = [json.loads(line)["command"] for line in corpus.read_text().splitlines() if line.strip()]
    plain = [c for c in commands if parse._plain_argv(c.encode("utf-8", "surrogatepass")) is not None]
    assert plain, "the corpus has plain-word commands: the fast path is exercised"
    for command in plain:
        fast, slow = _both_ways(command)
        assert fast == slow, command
