"""Places other people read, reached through a program's arguments: a tracker comment, a chat message,
an issue or a note on a forge.

A credential's content that lands there is published to everyone who reads the tracker or the channel
(and kept in its history), whatever route brought it: a file the line filled with the environment and
read back with `$(cat FILE)`, a here-string, a pipe. `command.py`'s secret relay keeps the files a line
filled with secrets; this module says which programs post what they are handed, and whether one of a
part's substitutions reads back such a file.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the classifier's path imports no more than it needs
    from dongle.rules.facts import Facts

# Trackers and chat programs, and the words after their name that post (`jira issue comment add`,
# `jira issue create`, `linear issue create`, `tea comment`, `slack chat send`, `slackcat`). A word of
# reading (`jira issue view`, `jira issue list`) posts nothing.
_POSTING_WORDS = frozenset({"comment", "create", "add", "send", "post", "note", "reply", "message", "edit",
                            "update", "transition", "worklog", "upload", "write"})
_TRACKERS_AND_CHAT = frozenset({"jira", "jira-cli", "acli", "linear", "tea", "slack", "slack-cli", "slackcat",
                                "mattermost", "mmctl", "zulip-send", "telegram-send", "matrix-commander",
                                "discord", "teams", "twist", "basecamp", "clickup", "asana", "trello",
                                "shortcut", "youtrack", "redmine", "glab", "gh"})
# Programs that only post (their first operand is the message or the channel): any use sends.
_ALWAYS_POST = frozenset({"slackcat", "zulip-send", "telegram-send", "matrix-commander"})
# Programs that print what they read: `$(cat FILE)` reads FILE back into the argument.
_READ_BACK = frozenset({"cat", "head", "tail", "base64", "tac", "xxd", "od", "sed", "awk", "grep", "jq",
                        "yq", "cut", "tr", "sort", "uniq", "less", "more", "strings", "gzip", "zcat"})


def posts_to_others(facts: Facts) -> bool:
    """The part posts its arguments where others read them: a tracker's or chat program's posting act
    (`jira issue comment add KEY TEXT`, `gh issue comment N --body TEXT`, `slackcat -c ops`)."""
    if facts.name not in _TRACKERS_AND_CHAT:
        return False
    if facts.name in _ALWAYS_POST:
        return True
    words = facts.lowered_positionals[:4]
    return not _POSTING_WORDS.isdisjoint(words)


def reads_back(facts: Facts, all_facts: Iterable[Facts], tainted: set[str]) -> str:
    """The file among `tainted` that one of the part's own `$(…)` substitutions prints into its
    arguments (`jira issue comment add K "$(cat /tmp/env.txt)"`), or "" when none does."""
    if not any("$(" in a or "`" in a for a in facts.inv.args):
        return ""
    for inner in all_facts:
        if inner.inv.depth <= facts.inv.depth or not inner.inv.via or inner.inv.via[-1] not in ("$()", "``"):
            continue
        if inner.name not in _READ_BACK:
            continue
        paths = [p.path for p in inner.read_paths] + [p.path for op, p in inner.redirect_paths if op == "<"]
        found = next((p for p in paths if p and p in tainted), "")
        if found:
            return found
    return ""


# Package publishers and the words that publish: the package is the directory named, else the working
# directory, packed with what lies in it (`npm publish`, `pnpm publish DIR`, `cargo publish`).
_PACKAGE_PUBLISH = {"npm": ("publish",), "pnpm": ("publish",), "yarn": ("publish", "npm"),
                    "bun": ("publish",), "cargo": ("publish",), "jsr": ("publish",), "deno": ("publish",)}


def package_dirs_published(facts: Facts) -> tuple[str, ...]:
    """The directories (absolute) a package publish packs and sends to a registry, where anyone who
    installs the package reads them: the folder operand, else the working directory. A dry run
    (`--dry-run`) sends nothing."""
    words = _PACKAGE_PUBLISH.get(facts.name)
    if words is None or facts.cwd is None or not facts.lowered_positionals:
        return ()
    if facts.lowered_positionals[0] not in words or "--dry-run" in facts.inv.args:
        return ()
    if facts.name == "yarn" and facts.lowered_positionals[:2] == ("npm", "publish"):
        operands = facts.parsed.positionals[2:]
    else:
        operands = facts.parsed.positionals[1:]
    found = tuple(p for p in (facts.path(w).path for w in operands if not w.endswith((".tgz", ".tar.gz")))
                  if p)
    return found or (facts.cwd,)
