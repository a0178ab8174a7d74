"""A dotfile manager applied over the home directory from a source the guard has not judged.

A dotfile manager writes each file of its source at the same place under home (`chezmoi apply`, `rcup`),
or makes home a git work tree (`yadm clone`, `yadm reset --hard`). Its own default source is a place the
guard already reads as the home files it becomes (`dongle.paths`: `dot_claude/settings.json` is
`~/.claude/settings.json`), so what was written there was judged when it was written. A source named
on the line is not: a checkout in scratch space, a remote repository. So the source is read on disk
(its names mapped as the manager maps them) and a file that lands on the guard's stops; a source that
cannot be read here (not there yet, remote, too large) may hold anything, as a tree copied over home
may (`hooks.tree_copies`).

Everyday twins: applying the manager's own source, a dry run or a diff, a source whose files are a
shell's and an editor's settings, status and listing commands.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping

from dongle.shell.model import Invocation
from dongle.shell.sockets import operand_words

# chezmoi's subcommands that write the home directory (`init` only with `--apply`).
_CHEZMOI_WRITES = frozenset({"apply", "update", "init"})
_CHEZMOI_VALUED = frozenset({"-S", "--source", "-D", "--destination", "-c", "--config", "--branch", "-b",
                             "--depth", "-d", "--mode", "--exclude", "-x", "--include", "-i", "-o",
                             "--output"})
_DRY_RUN = frozenset({"-n", "--dry-run"})
# A chezmoi source name's attribute prefixes and suffix; `dot_` is the leading dot.
_CHEZMOI_ATTRIBUTES = re.compile(r"^(?:(?:private|readonly|executable|empty|exact|create|modify|remove|run"
                                 r"|once|onchange|before|after|symlink|encrypted|literal)_)+")
# yadm's subcommands that make the home directory match a commit (its work tree is home).
_YADM_WRITES = frozenset({"clone", "checkout", "reset", "pull", "merge", "restore", "switch", "stash"})
_YADM_HARMLESS = frozenset({"--soft", "--mixed", "list", "show", "-b"})
_RCUP_VALUED = frozenset({"-d", "-t", "-x", "-I", "-S", "-s", "-B", "-U", "-u"})


def dotfiles_applied(inv: Invocation, cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    """Why `inv`, a dotfile manager, writes an unjudged source over the guard's files (None if not)."""
    if inv.name == "chezmoi":
        return _chezmoi(inv, cwd, home, env)
    if inv.name == "yadm":
        words = [a.lower() for a in inv.args]
        sub = next((w for w in words if not w.startswith("-")), "")
        if sub in _YADM_WRITES and not (_YADM_HARMLESS | _DRY_RUN).intersection(words):
            return (f"`yadm {sub}` makes the home directory, yadm's work tree, match a commit whose files "
                    "cannot be known here: they replace the agents' hook settings")
        return None
    if inv.name == "rcup" and (source := _option(inv, "-d")):
        return _source_over_home("rcup", source, inv.cwd or cwd, home, env, _rcm_name)
    return None


def _chezmoi(inv: Invocation, cwd: str, home: str, env: Mapping[str, str]) -> str | None:
    operands = operand_words(inv.args, _CHEZMOI_VALUED)
    sub = operands[0] if operands else ""
    if sub not in _CHEZMOI_WRITES or _DRY_RUN.intersection(inv.args):
        return None
    if sub == "init" and not {"--apply", "-a"}.intersection(inv.args):
        return None
    where = inv.cwd or cwd
    destination = _option(inv, "-D") or _option(inv, "--destination")
    if destination and _placed(destination, where, home, env) != home:
        return None
    if sub == "init" and len(operands) > 1:  # `chezmoi init --apply USER/REPO`: a remote source
        return (f"`chezmoi init --apply {operands[1]}` writes a repository whose files cannot be known here "
                "over the home directory, where they may replace the agents' hook settings")
    source = _option(inv, "-S") or _option(inv, "--source")
    if not source:
        return None  # its own source: what was written there was judged as the home file it becomes
    return _source_over_home(f"chezmoi {sub}", source, where, home, env, _chezmoi_name)


def _source_over_home(how: str, source: str, where: str, home: str, env: Mapping[str, str],
                      mapped: object) -> str | None:
    from dongle.hooks.guard_operands import guarded_path
    from dongle.hooks.tree_copies import entries

    root = _placed(source, where, home, env)
    found = entries(root) if root else None
    if found is None:
        return (f"`{how}` writes {source}, whose files cannot be known here, over the home directory, where "
                "they may replace the agents' hook settings")
    for relative in found:
        name = mapped(relative)  # type: ignore[operator]
        if name and (hit := guarded_path(posixpath.join(home, name), where, home, env, where)):
            return f"`{how}` writes {posixpath.join(source, relative)} over {hit}"
    return None


def _chezmoi_name(relative: str) -> str:
    """`private_dot_claude/settings.json.tmpl` -> `.claude/settings.json`; chezmoi's own files -> ''."""
    parts = []
    for part in relative.split("/"):
        if part.startswith(".chezmoi") or part == ".git":
            return ""
        part = _CHEZMOI_ATTRIBUTES.sub("", part)
        part = "." + part[4:] if part.startswith("dot_") else part
        parts.append(part.removesuffix(".tmpl"))
    return "/".join(parts)


def _rcm_name(relative: str) -> str:
    """rcm puts `DIR/claude/settings.json` at `~/.claude/settings.json` (a dot before the top name)."""
    return "" if relative.startswith(".git") else "." + relative.lstrip(".")


def _option(inv: Invocation, option: str) -> str | None:
    from dongle.hooks.disarm import _option_value

    return _option_value(inv.args, option)


def _placed(word: str, where: str, home: str, env: Mapping[str, str]) -> str | None:
    from dongle.paths import classify_path

    return classify_path(word, where, home, env).path
