"""The shell command a tool call amounts to (dongle.classify.equivalent), and the argument facts the
tool-call judge reads from values (dongle.classify.arguments), checked on their own examples."""

from __future__ import annotations

import pytest

from dongle.classify.arguments import (
    EXAMPLES,
    attached_secret,
    covers_everyone,
    destroying_mode,
    moves_money,
)
from dongle.classify.equivalent import FAMILIES, equivalents

FAMILY_EXAMPLES = [(f.name, *example) for f in FAMILIES for example in f.examples]


@pytest.mark.parametrize(("family", "tool", "server", "arguments", "command"), FAMILY_EXAMPLES,
                         ids=[f"{e[0]}:{e[1]}:{sorted(e[3])}" for e in FAMILY_EXAMPLES])
def test_family_examples(family, tool, server, arguments, command):
    found = [e.command for e in equivalents(tool, server, arguments) if e.family == family]
    assert found == ([command] if command else [])


@pytest.mark.parametrize(("tool", "server", "arguments", "command"), [
    ("delete", "filesystem", {"path": ".git", "recursive": True}, "rm -rf -- .git"),
    ("delete_lines", "editor", {"file": "lib/a.rb", "start": 1, "end": 9}, "tee -- lib/a.rb < /dev/null"),
    ("run", "cleanup", {"targets": ["./build", "/etc"]}, "rm -rf -- ./build /etc"),
    ("purge", "cdn", {"paths": ["/assets/*"]}, None),  # a URL path, not a local file
    ("clean", "git", {"path": "./"}, None),  # a CLI with rules of its own
    ("delete_file", "github", {"repo": "acme/x", "path": "src/a.py"}, None),  # a file in a repository
])
def test_local_file_tools(tool, server, arguments, command):
    found = [e.command for e in equivalents(tool, server, arguments) if e.family == "files"]
    assert found == ([command] if command else [])


def test_a_connection_named_not_written_is_not_translated():
    assert not list(equivalents("query", "postgres", {"connection": "local-dev", "sql": "DROP TABLE t"}))


@pytest.mark.parametrize(("check", "key"), [
    (attached_secret, "attached_secret"), (covers_everyone, "everyone"), (destroying_mode, "destroying_mode"),
])
def test_argument_facts(check, key):
    assert all(check(a) for a in EXAMPLES[key])
    assert not any(check(a) for a in EXAMPLES[f"not_{key}"])


@pytest.mark.parametrize(("words", "arguments", "money"), [
    (["apply", "price", "change", "billing"], {"plan": "pro"}, True),
    (["create", "payouts", "stripe"], {"amount": 5}, True),
    (["preview", "price", "change"], {"plan": "pro"}, False),
    (["get", "invoice"], {"id": "in_1"}, False),
    (["create", "refund"], {"api_key": "sk_test_abc"}, False),
    (["update", "price"], {"env": "staging"}, False),
])
def test_money(words, arguments, money):
    assert bool(moves_money(words, arguments)) is money
