"""Text written into a file, read for what it does to the guard in whatever language it is in.

A line that writes literal text into a file plants what that text does when a build tool, a task
runner, an editor or a container later runs it, and the file's name says little: a Vagrantfile, a
build.zig, an sbt build, a compose override or a vite config all run code. Every language spells
the same acts the same few ways, so the text is read language-neutrally:

- a verb that destroys or rewrites, as a word or a piece of an identifier in any casing
  (`rm`, `"rm"`, `rm_rf`, `rmSync`, `unlink`, `deleteFileAbsolute`, `Files.deleteIfExists`,
  `removeItem`, `RemoveAll`, `truncate`, `writeFileSync`, `file_put_contents`);
- the guard's place spelled from the home directory by the language's own join
  (`homedir() + "/.claude/…"`, `File.join(Dir.home, ".config/dongle")`, `home_dir().join(".codex")`);
- a directory of this machine mounted into a container at another path (`~/.codex:/tmp/cx`,
  `source: ~/.config` … `target: /cfg`), so a removal of the mounted path removes the guard's file;
- text that reaches the file through a pipe (`printf … | cat - F | sponge F`, `… | tee F`).

Together with the guard's place named in the same text, a destroying verb is a stop wherever the
text lands (`disarm._code_writes_settings`); lines in it that are shell commands are judged again
as commands (`disarm._texts_for_later`), with mounted paths read as the places they mount.

Everyday twins: a build file that prints or reads the home directory, one that removes its own
output (`target/gen`), a compose file that mounts the project's data and cleans it, a read-only
look at an agent's settings through a mount.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from dongle.hooks.later_channels import _literal_text
from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# Pieces of a word that destroy, empty or rewrite what they are given. `put` and `set` only with
# `content(s)` beside them (`file_put_contents`, `Set-Content`).
_DESTROYING = frozenset({"rm", "rmdir", "rmtree", "rimraf", "rmrf", "unlink", "delete", "remove", "truncate",
                         "erase", "shred", "wipe", "purge", "trash", "write", "overwrite", "save"})
_CONTENT_SETTERS = frozenset({"put", "set"})
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_PIECE = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")

# An expression that is the home directory in some language, then a join to a quoted piece.
_HOME_EXPRESSION = (
    r"(?:\b(?:os\.)?homedir\(\)|\bDir\.home\b|\bPath\.home\b(?:\(\))?|\bNSHomeDirectory\(\)"
    r"|\bhome_dir\(\)(?:\.unwrap\(\)|\?|\.expect\([^)]*\))?|\bexpanduser\(\s*[\"']~[\"']\s*\)"
    r"|\b(?:getProperty|props|getenv|Getenv|env::var|env\.get|environ\.get|ENV\.fetch)\(\s*[\"'](?:user\.home|HOME)[\"']\s*\)"
    r"(?:\.unwrap\(\)|!)?"
    r"|\b(?:environment|environ|ENV|env)\[\s*[\"']HOME[\"']\s*\]!?"
    r"|\$(?:::)?env\(HOME\)|\$\{?HOME\}?|%USERPROFILE%|~)"
)
_HOME_JOIN = re.compile(_HOME_EXPRESSION + r"\)?\s*(?:,|\+|/|\.\.|<>|\.join\(|\.resolve\(|\.\s*)\s*[\"']/?")
# Tcl's join of bare words (`file join $env(HOME) .codex hooks.json`).
_TCL_JOIN = re.compile(r"\bfile\s+join\s+" + _HOME_EXPRESSION + r"(?P<parts>(?:\s+[^\s\]\[;]+)+)")
# A place mounted into a container: `SRC:DST[:opts]`, and `source=SRC,target=DST` or the long YAML form.
_MOUNT_PAIR = re.compile(r"(?P<src>(?:~|\$\{?HOME\}?|/home/[\w.-]+|/Users/[\w.-]+|/root)(?:/[\w.@-]+)*/?)"
                         r":(?P<dst>/[\w.@/-]*[\w.@-])")
_MOUNT_KEYED = re.compile(r"(?is)\b(?:source|src)[\"']?\s*[=:]\s*[\"']?(?P<src>(?:~|\$\{?HOME\}?"
                          r"|/home/[\w.-]+|/Users/[\w.-]+|/root)(?:/[\w.@-]+)*/?)[\"']?[\s,\"']{1,40}?(?:-\s*)?"
                          r"(?:target|dst|destination)[\"']?\s*[=:]\s*[\"']?(?P<dst>/[\w.@/-]*[\w.@-])")
# Vagrant's shared folder (`config.vm.synced_folder "~/.claude", "/c"`): the host's place at the guest's path.
_MOUNT_SYNCED = re.compile(r"\bsynced_folder\s*\(?\s*[\"'](?P<src>(?:~|\$\{?HOME\}?|/home/[\w.-]+"
                           r"|/Users/[\w.-]+|/root)(?:/[\w.@-]+)*/?)[\"']\s*,\s*[\"'](?P<dst>/[\w.@/-]*[\w.@-])[\"']")
# The rest of a keyed mount's entry that makes it read-only (`,readonly`, `"readonly": true`, compose's
# `read_only: true`), before the entry ends.
_KEYED_READ_ONLY = re.compile(r"(?i)\A[^}\]\n]{0,80}?\b(?:readonly|read_only|ro)\b[\"']?\s*"
                              r"(?:[:=]\s*(?:true|1)\b|(?=[,\"'\s}\]]|$))")
# A mount as a container tool's own option spells it (`type=bind,source=…,target=…`): data the tool reads,
# not a command line (its effect is the places it maps, read by `mounts_resolved`).
_MOUNT_SPEC = re.compile(r"(?i)^(?:(?:type|consistency)=[\w-]+,)*(?:source|src)=[^,\s]+,"
                         r"(?:target|dst|destination)=[^,\s]+(?:,[\w-]+(?:=[^,\s]*)?)*$")
# The home directory as the language or tool that reads the text spells it: Ruby's `#{Dir.home}`, CMake's
# and Perl's `$ENV{HOME}`, make's `$(HOME)`, Python's `{Path.home()}`, a dev container's
# `${localEnv:HOME}`, an editor's `${env:HOME}` and `${userHome}`, PowerShell's `$env:USERPROFILE`,
# Windows' `%USERPROFILE%`, a systemd unit's `%h`, Ansible's and Go templates' `{{ … HOME }}`. Read as
# shell, each is something else (a comment, `$ENV` then `{HOME}`, a literal), and the guard's place in it
# is lost; each is read as `$HOME`.
_HOME_SPELLED = re.compile(
    r"#\{\s*(?:Dir\.home|ENV\[['\"]HOME['\"]\]|ENV\.fetch\(['\"]HOME['\"]\))\s*\}"
    r"|\$ENV\{HOME\}|\$\(HOME\)|\{(?:(?:pathlib\.)?Path\.home\(\)"
    r"|os\.path\.expanduser\(['\"]~['\"]\)|os\.environ\[['\"]HOME['\"]\])\}"
    r"|(?:\$\{localEnv:(?:HOME|USERPROFILE)(?::[^}]*)?\})+|\$\{env:(?:HOME|USERPROFILE)\}|\$\{userHome\}"
    r"|\$env:(?:HOME|USERPROFILE)\b|%(?:USERPROFILE|HOME)%|(?<![%\w])%h(?=/)"
    r"|\{\{-?\s*(?:ansible_env\.HOME|lookup\(\s*['\"]env['\"]\s*,\s*['\"]HOME['\"]\s*\)|\.Env\.HOME"
    r"|\.chezmoi\.homeDir|env\.HOME)\s*-?\}\}", re.I)
# Programs that write what comes in on their standard input into the files they are given.
_STDIN_WRITERS = frozenset({"sponge", "tee", "dd"})


def destroying_word(code: str) -> str | None:
    """The first word of `code` that destroys, empties or rewrites, in any casing or joining."""
    for match in _WORD.finditer(code):
        word = match.group(0)
        pieces = {p.lower() for part in word.split("_") for p in _PIECE.findall(part)}
        if pieces & _DESTROYING or (pieces & _CONTENT_SETTERS and pieces & {"content", "contents"}):
            return word
    return None


def homes_joined(code: str) -> str:
    """`code` with each join of a quoted piece onto the home directory spelled as `~/piece`
    (`home_dir().unwrap().join(".codex")` -> `~/.codex"`), so the place reads as a path."""
    code = _TCL_JOIN.sub(lambda m: "~/" + "/".join(m.group("parts").split()), code)
    return _HOME_JOIN.sub("~/", code) if _HOME_JOIN.search(code) else code


def mounts_resolved(text: str) -> str:
    """`text` with each container path that a mount in it maps to a place of this machine spelled
    as that place (`- ~/.codex:/tmp/cx` … `rm -f /tmp/cx/hooks.json` -> `rm -f ~/.codex/hooks.json`).
    A read-only mount (`:ro`) is left: nothing run there can change the place. The home directory in
    a tool's own spelling (`${localEnv:HOME}`) is read as `$HOME` first."""
    text = _HOME_SPELLED.sub("$HOME", text)
    pairs = [(m.group("src").rstrip("/"), m.group("dst").rstrip("/")) for m in _MOUNT_PAIR.finditer(text)
             if text[m.end():m.end() + 3] not in (":ro", ",ro")]
    pairs += [(m.group("src").rstrip("/"), m.group("dst").rstrip("/"))
              for m in (*_MOUNT_KEYED.finditer(text), *_MOUNT_SYNCED.finditer(text))
              if not _KEYED_READ_ONLY.match(text, m.end())]
    for src, dst in pairs:
        if len(dst) > 1 and src:
            text = re.sub(re.escape(dst) + r"(?=/|[\s\"';]|$)", lambda _m, s=src: s, text)
    return text


# A keyed mount's source alone (`source: ~/.codex`, `src=$HOME/.x`), whatever order its other keys come in.
_MOUNT_SOURCE = lazy_compile(r"(?i)\b(?:source|src)[\"']?\s*[=:]\s*[\"']?(?P<src>(?:~|\$\{?HOME\}?"
                           r"|/home/[\w.-]+|/Users/[\w.-]+|/root)(?:/[\w.@-]+)*/?)(?=[\"',\s]|$)")
# Where a mount's entry ends: the next item of a YAML list, a line less indented, the end of a JSON object.
_ENTRY_END = lazy_compile(r"\n\s*-|\n(?=\S)|[}\]]")


def mounted_places(text: str) -> list[tuple[str, bool]]:
    """Each place of this machine that `text` mounts into a container or a VM, and whether it is mounted
    writable: `~/.claude:/c` (yes), `~/.claude:/c:ro` or `:z,ro` (no), `source=$HOME/.x,…,readonly`,
    compose's long form with `read_only: true` on a later line of its entry, Vagrant's `synced_folder`."""
    text = _HOME_SPELLED.sub("$HOME", text)
    found = [(m.group("src"), not re.match(r":(?:\w+,)*(?:ro|readonly)\b", text[m.end():]))
             for m in _MOUNT_PAIR.finditer(text) if not re.search(r"[\w.~$/-]$", text[:m.start()])]
    for m in (*_MOUNT_SOURCE.finditer(text), *_MOUNT_SYNCED.finditer(text)):
        rest = text[m.end():]
        end = _ENTRY_END.search(rest)
        entry = rest[:end.start() if end else 200].replace("\n", " ")
        found.append((m.group("src"), not re.search(r"(?i)\b(?:readonly|read_only|ro)\b[\"']?\s*"
                                                    r"(?:[:=]\s*(?:true|1)\b|(?=[,\"'\s}\]]|$))", entry)))
    return found


# One key of a mount's long form on its own line (compose's `source: ~/.codex`, `target: /x`).
_MOUNT_KEY_LINE = lazy_compile(
    r"(?i)^(?:source|src|target|dst|destination)\s*:\s*[\"']?[~$/][^\s\"']*[\"']?$")


def is_mount_spec(text: str) -> bool:
    """`text` is one mount as a container tool's option spells it (`source=~/.x,target=/x,type=bind`), or
    one key of a mount's long form on its own line (`source: ~/.x`)."""
    return _MOUNT_SPEC.match(text.strip()) is not None or _MOUNT_KEY_LINE.match(text.strip()) is not None


def piped_text(inv: Invocation, line: Sequence[Invocation]) -> str:
    """The literal text a program that writes its standard input into files (`sponge F`, `tee F`,
    `dd of=F`) is fed through the pipe, when the line holds it (a `printf` or `echo`, or what
    `cat -` passes on of it)."""
    if inv.name not in _STDIN_WRITERS:
        return inv.stdin_text or ""
    return fed_text(inv, line)


def fed_text(inv: Invocation, line: Sequence[Invocation]) -> str:
    """The literal text `inv` reads on its standard input: a here-document or here-string, or what a
    `printf`/`echo` (or a `cat -` passing it on) earlier in the line pipes into it."""
    if inv.stdin_text or not inv.stdin_from:
        return inv.stdin_text or ""
    before = list(line[:next((i for i, other in enumerate(line) if other is inv), len(line))])
    feeder = next((other for other in reversed(before) if other.name == inv.stdin_from[-1]), None)
    if feeder is None:
        return ""
    return feeder.stdin_text or _literal_text(feeder)  # `cat - F` passes on what it read on stdin


def read_back_text(inv: Invocation, line: Sequence[Invocation]) -> str:
    """The literal text of files `line` writes before `inv` that `inv` then reads: on its standard input
    (`mail dev < F`), as an operand or an option's value (`espeak -f F`, `mutt -i F`), through a
    substitution in its words (`notify-send "$(cat F)"`), or piped from a reader of F (`cat F | wall`).
    A file written and then handed on is the same text as one piped in."""
    index = next((i for i, other in enumerate(line) if other is inv), len(line))
    kept: dict[str, str] = {}
    for other in line[:index]:
        text = _literal_text(other)
        targets = [r.target for r in other.redirects if r.op in (">", ">>", ">|")]
        if other.name == "tee":
            text = fed_text(other, line)
            targets += [a for a in other.args if not a.startswith("-")]
        for target in targets if text else ():
            kept[target] = f"{kept.get(target, '')}\n{text}".strip()
    if not kept:
        return ""
    words = [*inv.args, *(r.target for r in inv.redirects if r.op == "<")]
    if inv.stdin_from:
        words += [a for other in line[:index] if other.name == inv.stdin_from[-1] for a in other.args]
    return "\n".join(text for file, text in kept.items() if any(file in word for word in words))

