"""The words of an invocation that say what it acts on: its operands and the values of options that name a
target. A word that lowers a verdict (a spare, test or staging target, a closing act, a read) must be one of
these: an option the spec does not know may take the next word as its value (`--message dev`, `--profile
test`, `--comment private`, `--log-file /tmp/t.log`), and such a value says nothing of what is acted on."""

from __future__ import annotations

from collections.abc import Sequence

# options whose value names where or on what the act lands
TARGET_OPTIONS = frozenset({
    "stack", "s", "project", "p", "branch", "b", "channel", "env", "environment", "e", "site", "app", "a",
    "alias", "target", "t", "namespace", "n", "context", "space", "workspace", "bucket", "destination",
    "dest", "to", "name", "cluster", "instance", "db", "database", "host", "h", "index", "collection", "repo",
    "repository", "r", "account", "resource-group", "g", "table", "queue", "topic", "volume", "service",
})


def operands_and_targets(args: Sequence[str], more: frozenset[str] = frozenset()) -> list[str]:
    """The operands and the target options' values, read from the words as written (`--stack x`,
    `--stack=x`). A word after any other option counts as that option's value and is left out: where a
    flag's operand is lost this way, the lowering it would have earned is lost with it, never a raise.
    `more` adds target options a caller knows for its program (a hosting panel's `--domain`)."""
    targets = TARGET_OPTIONS | more if more else TARGET_OPTIONS
    words: list[str] = []
    option = None
    for arg in args:
        if arg.startswith("-"):
            key, eq, value = arg.partition("=")
            option = None if eq else key.lstrip("-").lower()
            if eq and key.lstrip("-").lower() in targets:
                words.append(value)
            continue
        if option is None or option in targets:
            words.append(arg)
        option = None
    return words
