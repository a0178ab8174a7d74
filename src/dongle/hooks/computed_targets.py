"""A write whose target is worked out at run time from a listing, a glob or a path of the guard's.

`cp /dev/null "$(ls -d ~/.c*de | head -1)/settings.json"` names no guard file: the directory is what
`ls` prints when the line runs. The judge cannot run the substitution, but it can read what the
substitution is made from: a glob (`~/.c*de`), a path (`$(dirname ~/.codex/hooks.json)`), a variable
that names the guard's place. When any word inside a command substitution of a written path is the
guard's file or directory, or a glob that may expand to one, the write may land on the guard and is
judged as if it did.

Everyday twins: a substitution made from the project's own paths (`"$(git rev-parse --show-toplevel)/
build"`, `"$(dirname "$0")/out.txt"`), or a computed path only read.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable, Mapping

from dongle.hooks.guard_operands import guarded_path
from dongle.paths import default_home

_OPENERS = ("$(", "`")


def computed_target_reaches_guard(targets: Iterable[str], cwd: str, env: Mapping[str, str]) -> str | None:
    """The first written target computed by a substitution made from the guard's place, as
    "`TARGET` (from `WORD`)"; else None."""
    home = env.get("HOME") or default_home(cwd=cwd)
    for target in targets:
        if not any(opener in target for opener in _OPENERS):
            continue
        for word in _substituted_words(target):
            if any(guarded_path(w, cwd, home, env, cwd) for w in (word, _instance(word), _entry(word))):
                return f"`{target[:80]}` (worked out from `{word}`)"
    return None


def possible_places(target: str) -> list[str]:
    """The places a target computed by a substitution may be, read from its words (`"$(find ~/.x -name
    'a*' | head -1)"` -> `~/.x`, `~/.x/x`, `a*`'s instance); the target itself when it computes nothing."""
    if not any(opener in target for opener in _OPENERS):
        return [target]
    return [w for word in _substituted_words(target) for w in (word, _instance(word), _entry(word))]


def _entry(word: str) -> str:
    """An entry of the directory `word` (`find ~/.claude/shell-snapshots -name …` prints its entries)."""
    return word.rstrip("/") + "/x"


def _instance(word: str) -> str:
    """One name `word`'s glob matches (`snapshot-bash-*.sh` -> `snapshot-bash-x.sh`): a glob inside a
    directory whose every entry is the guard's (`~/.claude/shell-snapshots/*.sh`, which the agent's shell
    sources before each command) reaches the guard whatever it expands to, though no guard file is named."""
    return re.sub(r"\[[^\]/]*\]|[*?]", "x", word)


def _substituted_words(target: str) -> list[str]:
    """The words inside every `$(…)` and backquoted piece of `target` that may name a path."""
    words: list[str] = []
    for inner in _substitutions(target):
        try:
            split = shlex.split(inner, comments=False, posix=True)
        except ValueError:
            split = inner.split()
        words.extend(w for w in split if w[:1] in ("~", "/", "$", ".") or "/" in w)
    return words


def _substitutions(text: str) -> list[str]:
    """The text inside each `$(…)` (nesting counted) and each backquoted piece."""
    found: list[str] = []
    at = 0
    while (start := text.find("$(", at)) != -1:
        depth, end = 1, start + 2
        while end < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        found.append(text[start + 2:end - 1] if not depth else text[start + 2:])
        at = end
    parts = text.split("`")
    found.extend(parts[1::2])
    return found
