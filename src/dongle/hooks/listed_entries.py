"""Entries a listing prints, filtered and handed to a program that changes them, reaching the guard's files.

`cd ~/.local/state && ls -A | grep -i safety | xargs -r rm -rf` names none of the guard's files, yet deletes
the guard's store, audit chain and head file: the names come from a listing of a directory that holds them,
and the filter (`grep -i safety`) lets the store's directory through. So what the line deletes is judged
from what it lists, entry by entry, as the shell would run it:

- the listing: `ls`/`dir`/`exa`/`eza`/`lsd` (hidden entries only with `-a`/`-A`), `find` (every entry under
  its starting points, its name tests applied), `fd`/`fdfind` (its pattern, hidden entries only with `-H`),
  and `printf '%s\\n' GLOB` / `echo GLOB` (the glob the shell expands);
- the filters between it and the writer: `grep`/`egrep`/`fgrep`/`rg` patterns are evaluated on each printed
  entry (`-v`, `-i`, `-F`, `-E`, `-x`, `-w`); a pattern that cannot be read lets everything through (fail
  closed); `sort`, `uniq`, `head`, `tail` pass entries as they are; any other program between them may
  rewrite an entry (`sed 's|^|~/.local/state/|'`), so the entry is then also read as the full path it had;
- the hand-over: `xargs`/`parallel` (with a `{}` placeholder word when there is one), a command substitution
  in an operand (`rm -rf $(ls -A | grep safety)`), or a loop variable (`for d in $(ls …)`, `… | while read
  d`) used as an operand;
- the writer: a program not known to only read what it is handed (a copy changes only its destination).

An entry that resolves to the guard's file or directory, or to a directory in the home that holds one
(`~/.local/state`, `~/.config`), is a change of the guard. A listing in the project with nothing picked
by name (`find . -mtime +30 | xargs rm`) is the classifier's to judge, as `find … -delete` by age is;
look-alikes on other entries (`ls -A | grep -i cache | xargs rm -rf` in the same directory) reach nothing.
"""

from __future__ import annotations

import fnmatch
import functools
import posixpath
import re
from collections.abc import Mapping, Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

_LS = frozenset({"ls", "dir", "vdir", "exa", "eza", "lsd"})
_FINDERS = frozenset({"find", "fd", "fdfind", "du"})
_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "busybox"})
# The arguments a shell script is handed (`xargs sh -c 'rm -rf "$@"' _`), as the entry they stand for.
_POSITIONAL = lazy_compile(r"\$(?:[@*1-9]|\{[@*1-9]\})")
_ECHOERS = frozenset({"printf", "echo"})
_GREPS = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ack"})
# Filters that pass each entry through unchanged (they may drop or reorder some: every one may remain).
_PASSING = frozenset({"sort", "uniq", "head", "tail", "cat", "tac", "shuf", "tee"})
_HANDERS = ("xargs", "parallel")
_GLOB = lazy_compile(r"[*?\[]")
# An expansion inside an operand that stands for what the listing printed.
_EXPANSION = lazy_compile(r"\$\([^)]*\)|`[^`]*`|\$\{[A-Za-z_]\w*\}|\$[A-Za-z_]\w*")
# A loop that takes its words from a command's output (`for d in $(…)`, `… | while read -r d`).
_LOOPED = lazy_compile(r"\bfor\s+[A-Za-z_]\w*\s+in\s+(?:\$\(|`)|\bwhile\s+(?:IFS=\S*\s+)?read\b")
_LS_VALUED = frozenset({"-I", "--ignore", "--hide", "-T", "--tabsize", "-w", "--width", "--color", "--format",
                        "--sort", "--time", "--time-style", "--quoting-style", "--indicator-style"})
_GREP_VALUED = frozenset({"-e", "--regexp", "-f", "--file", "-m", "--max-count", "-A", "-B", "-C",
                          "--context", "--after-context", "--before-context", "--label", "--include",
                          "--exclude", "-g", "--glob", "-t", "--type", "-T", "--type-not", "--color",
                          "--colour", "-d", "--directories", "-D", "--devices", "--binary-files"})

EXAMPLES = {
    "match": ["cd ~/.local/state && ls -A | grep -i safety | xargs -r rm -rf",
              "find ~/.local/state -mindepth 1 -maxdepth 1 | grep -i safe | xargs rm -rf",
              "cd ~/.local/state && rm -rf $(ls -A | grep -i safety)",
              "cd ~/.local/state && ls -A | grep -i safety | while read -r d; do rm -rf \"$d\"; done",
              "cd ~/.config && ls | grep -E 'dong|mcp' | xargs rm -rf",
              "cd ~/.local/state && printf '%s\\n' * | grep -v nvim | xargs rm -rf"],
    "no_match": ["cd ~/.local/state && ls -A | grep -i cache | xargs -r rm -rf",
                 "cd ~/.local/state && ls -A | grep -i safety | xargs -r du -sh",
                 "ls ~/.local/state | grep -i safety | xargs -I{} cp -r ~/.local/state/{} /tmp/backup/",
                 "find . -name '*.pyc' | xargs rm -f", "cd build && ls | grep -v keep | xargs rm -rf",
                 "find . -type f -mtime +30 | xargs rm"],
}


def _targets(home: str, project: str, env: Mapping[str, str]) -> list[str]:
    """The guard's files and directories a listing may reach: in the home, the project, and the store."""
    steering = tuple(sorted((k, v) for k, v in env.items() if k.startswith(("DONGLE_", "MCPAQL_", "XDG_"))))
    return list(_targets_for(home, project, steering))


@functools.lru_cache(maxsize=32)
def _targets_for(home: str, project: str, steering: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """(cached: the store's place is computed from the variables that steer it)"""
    from dongle.hooks.guard_operands import GUARD_HOME_DIRS, GUARD_PROJECT_DIRS, _store_files
    from dongle.paths import GUARD_FILES_HOME, GUARD_FILES_PROJECT

    env = dict(steering)
    out = [posixpath.join(home, f) for f in (*GUARD_HOME_DIRS, *GUARD_FILES_HOME)]
    out += [posixpath.join(project, f) for f in (*GUARD_PROJECT_DIRS, *GUARD_FILES_PROJECT)]
    out += _store_files(home, env)
    return tuple(out)


def _resolve(word: str, where: str, home: str, env: Mapping[str, str]) -> str | None:
    from dongle.paths import expand

    path = expand(word, where, home, env) or word
    if "$" in path:
        return None
    return posixpath.normpath(posixpath.join(where, path))


def _options(args: Sequence[str], valued: frozenset[str]) -> tuple[list[str], list[str]]:
    """(options, operands) of a command whose options in `valued` take the next word."""
    options: list[str] = []
    operands: list[str] = []
    skip = False
    for word in args:
        if skip:
            skip = False
            continue
        if word.startswith("-") and word != "-":
            options.append(word)
            skip = word in valued
        else:
            operands.append(word)
    return options, operands


def _short(options: list[str], letter: str, *long: str) -> bool:
    return any(o in long or (o[:1] == "-" and o[:2] != "--" and letter in o[1:]) for o in options)


def _printed(lister: Invocation, cwd: str, home: str, env: Mapping[str, str],
             targets: list[str]) -> list[tuple[str, str, str]]:
    """(printed text, the absolute entry it stands for, the listed directory) for each entry of the
    listing on the way to one of the guard's `targets`."""
    where = lister.cwd or cwd
    out: list[tuple[str, str, str]] = []
    if lister.name in _LS:
        options, operands = _options(lister.args, _LS_VALUED)
        hidden = _short(options, "a", "--all", "--almost-all") or _short(options, "A")
        recursive = _short(options, "R", "--recursive")
        for word in operands or ["."]:
            base = _resolve(word, where, home, env)
            if not base or _GLOB.search(word):
                continue
            for target in targets:
                if not target.startswith(base.rstrip("/") + "/"):
                    continue
                parts = target[len(base.rstrip("/")) + 1:].split("/")
                for depth, name in enumerate(parts if recursive else parts[:1]):
                    if name.startswith(".") and not hidden:
                        break
                    out.append((name, posixpath.join(base, *parts[:depth + 1]), base))
    elif lister.name in _FINDERS:
        out.extend(_found(lister, where, home, env, targets))
    elif lister.name in _ECHOERS:
        for word in lister.args:
            if not _GLOB.search(word) or any(ch.isspace() for ch in word):
                continue
            pattern = _resolve(word, where, home, env)
            if not pattern:
                continue
            base, glob = posixpath.split(pattern)
            for target in targets:
                if not target.startswith(base.rstrip("/") + "/"):
                    continue
                name = target[len(base.rstrip("/")) + 1:].split("/")[0]
                if (name.startswith(".") and not glob.startswith(".")) or not fnmatch.fnmatchcase(name, glob):
                    continue
                text = posixpath.join(posixpath.dirname(word), name) if "/" in word else name
                out.append((text, posixpath.join(base, name), base))
    return list(dict.fromkeys(out))


def _found(lister: Invocation, where: str, home: str, env: Mapping[str, str],
           targets: list[str]) -> list[tuple[str, str, str]]:
    """What `find` or `fd` prints on the way to the guard's files, with their name tests applied."""
    from dongle.hooks.selected_entries import _admits, _find_tests

    out: list[tuple[str, str, str]] = []
    if lister.name == "du":  # every directory (with -a every file) under its operands, as a path
        _, roots = _options(lister.args, frozenset({"-d", "--max-depth", "-t", "--threshold", "-B",
                                                    "--block-size", "--exclude", "-X"}))
        tests, alternatives, pattern, hidden = [], False, None, True
        roots = roots or ["."]
    elif lister.name == "find":
        from dongle.rules.find_expr import find_operands

        _, starts, begin = find_operands(list(lister.args))
        tests, alternatives = _find_tests(list(lister.args[begin:]))
        roots = list(starts) or ["."]
        pattern = None
        hidden = True
    else:
        options, operands = _options(lister.args, frozenset({"-e", "--extension", "-t", "--type", "-E",
                                                             "--exclude", "-d", "--max-depth", "-x", "--exec",
                                                             "-X", "--exec-batch", "-c", "--color"}))
        pattern, roots = (operands[0], operands[1:]) if operands else (None, [])
        tests, alternatives = [], False
        hidden = _short(options, "H", "--hidden") or _short(options, "u", "--unrestricted")
        roots = roots or [""]
    for word in roots:
        base = _resolve(word or ".", where, home, env)
        if not base:
            continue
        shown = word.replace("~", home, 1) if word.startswith("~") else word
        for target in targets:
            if not target.startswith(base.rstrip("/") + "/"):
                continue
            parts = target[len(base.rstrip("/")) + 1:].split("/")
            for depth in range(len(parts)):
                name = parts[depth]
                if name.startswith(".") and not hidden:
                    break
                entry = posixpath.join(base, *parts[:depth + 1])
                text = posixpath.join(shown, *parts[:depth + 1]) if shown else "/".join(parts[:depth + 1])
                if tests:
                    results = (_admits(t, p, text) for t, p in tests)
                    if not (any(results) if alternatives else all(results)):
                        continue
                if pattern is not None and not _regex_admits(pattern, name, smart=True):
                    continue
                out.append((text, entry, base))
    return out


def _regex_admits(pattern: str, text: str, fold: bool = False, smart: bool = False) -> bool:
    """Whether a search pattern can match `text` (a pattern this cannot read matches everything)."""
    if smart and pattern == pattern.lower():
        fold = True
    try:
        return re.search(pattern, text, re.I if fold else 0) is not None
    except re.error:
        return True


def _bre(pattern: str) -> str:
    r"""A POSIX basic regex as Python reads it: `\|`, `\+`, `\?`, `\(`, `\)`, `\{`, `\}` are operators,
    the bare characters literal."""
    out = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            nxt = pattern[i + 1]
            out.append(nxt if nxt in "|+?(){}" else ch + nxt)
            i += 2
            continue
        out.append("\\" + ch if ch in "|+?(){}" else ch)
        i += 1
    return "".join(out).replace("[[:alpha:]]", "[A-Za-z]").replace("[[:digit:]]", "[0-9]")


def _grep_admits(inv: Invocation, text: str) -> bool:
    """Whether `grep`/`rg` lets the line `text` through."""
    options, operands = _options(inv.args, _GREP_VALUED)
    args = list(inv.args)
    patterns = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-e", "--regexp")]
    patterns += [a.split("=", 1)[1] for a in args if a.startswith("--regexp=")]
    if any(a in ("-f", "--file") or a.startswith("--file=") for a in args):
        return True  # patterns read from a file: anything may pass
    if not patterns:
        if not operands:
            return True
        patterns = [operands[0]]
    rg = inv.name in ("rg", "ag", "ack")
    fold = _short(options, "i", "--ignore-case")
    smart = rg and (_short(options, "S", "--smart-case") or inv.name == "ag")
    fixed = inv.name == "fgrep" or _short(options, "F", "--fixed-strings") or (
        rg and _short(options, "Q", "--literal"))
    extended = rg or inv.name == "egrep" or _short(options, "E", "--extended-regexp") or _short(
        options, "P", "--perl-regexp")
    whole_line = _short(options, "x", "--line-regexp")
    word = _short(options, "w", "--word-regexp")
    invert = _short(options, "v", "--invert-match")
    matched = False
    for pattern in patterns:
        for piece in pattern.split("\n"):
            expression = re.escape(piece) if fixed else (piece if extended else _bre(piece))
            if word:
                expression = rf"(?<!\w)(?:{expression})(?!\w)"
            if whole_line:
                expression = rf"^(?:{expression})$"
            if _regex_admits(expression, text, fold, smart):
                matched = True
    if invert:
        # a pattern that cannot be read is taken to match: inverted, it would let nothing through, so
        # it is read as letting everything through instead
        return not matched or not _readable(patterns, fixed, extended)
    return matched


def _readable(patterns: list[str], fixed: bool, extended: bool) -> bool:
    for pattern in patterns:
        if fixed:
            continue
        try:
            re.compile(pattern if extended else _bre(pattern))
        except re.error:
            return False
    return True


def _changed_words(inv: Invocation) -> list[str]:
    """Operands `inv` may change: a copy's destination, a reader's none, any other program's all."""
    from dongle.hooks.guard_operands import only_reads
    from dongle.hooks.selected_entries import _COPIERS

    if only_reads(inv):
        return []
    operands = [a for a in inv.args if not a.startswith("-")]
    if inv.name in _COPIERS or inv.name == "pv":
        if any(a in ("-t", "--target-directory") or a.startswith("--target-directory=") for a in inv.args):
            return []
        return operands[-1:] if len(operands) > 1 else []
    return operands


def _chain(inv: Invocation, invs: Sequence[Invocation], lister: Invocation | None = None) -> list[Invocation]:
    """The pipeline that feeds `inv` (or, for a listing inside a substitution or a loop's list, the
    pipeline that starts at `lister`), in order."""
    if lister is None:
        index = next(i for i, x in enumerate(invs) if x is inv)
        return [u for u in invs[:index] if u.name in inv.stdin_from]
    return [u for u in invs if u is lister or (lister.name in u.stdin_from and u is not inv)]


# A word the shell expands as a glob over paths (not `Bash(*)` nor a format).
_PATH_GLOB = lazy_compile(r"^[\w./~$@%+,:-]*[*?\[][\w./~$@%+,:*?\[\]!-]*$")


def _is_lister(inv: Invocation) -> bool:
    return inv.name in _LS or inv.name in _FINDERS or (
        inv.name in _ECHOERS and any(_PATH_GLOB.match(a) for a in inv.args))


def _reaches(chain: list[Invocation], inv: Invocation, words: list[str] | None, cwd: str, home: str,
             env: Mapping[str, str], targets: list[str]) -> str | None:
    """The guard's place one of the entries the chain lists becomes in `inv`'s operands, if any."""
    from dongle.hooks.guard_operands import above_guard
    from dongle.paths import classify_path

    listers = [u for u in chain if _is_lister(u)]
    if not listers:
        return None
    lister = listers[0]
    filters = chain[chain.index(lister) + 1:]
    name_tests = ("-name", "-iname", "-path", "-ipath", "-regex", "-iregex")
    grepped = any(f.name in _GREPS and not _short(_options(f.args, _GREP_VALUED)[0], "v", "--invert-match")
                  for f in filters)
    tested = lister.name == "find" and any(a in name_tests for a in lister.args)
    patterned = lister.name in ("fd", "fdfind") and bool(_options(lister.args, frozenset())[1])
    named = grepped or tested or patterned
    rewritten = any(f.name not in _GREPS and f.name not in _PASSING for f in filters)
    where = inv.cwd or cwd
    placeholder = None
    if words is None:  # handed on by xargs or parallel: appended, or put where `{}` stands
        placeholder = next((a for a in inv.args if "{}" in a), None)
        words = [placeholder] if placeholder else ["{}"]
        from dongle.hooks.guard_operands import only_reads
        from dongle.hooks.selected_entries import written_entry

        if only_reads(inv) or not written_entry(inv.argv, "{}" if placeholder else None):
            return None
    for text, entry, base in _printed(lister, cwd, home, env, targets):
        if not all(_grep_admits(f, text) for f in filters if f.name in _GREPS):
            continue
        if not named and (base == cwd or base.startswith(cwd.rstrip("/") + "/")
                          or classify_path(base, where, home, env).inside_workspace):
            continue  # nothing picked by name in the project: judged as the bulk change it is
        places = [_EXPANSION.sub(lambda _m, t=text: t, w, count=1) if "{}" not in w else w.replace("{}", text)
                  for w in words]
        resolved = [p for p in (_resolve(w, where, home, env) for w in places) if p]
        if rewritten:
            resolved.append(entry)
        for path in resolved:
            hit = next((t for t in targets if t == path or t.startswith(path + "/")), None)
            if hit and (path.startswith(home + "/") or path == hit) and path != home:
                return hit
            if above := above_guard(path, where, home, env):
                return above
    return None


def _script_reaches(shell: Invocation, invs: Sequence[Invocation], chain: list[Invocation], cwd: str,
                    home: str, env: Mapping[str, str], targets: list[str]) -> str | None:
    """A shell script handed the entries (`{}` in it, or its arguments `$@`, `$1`): what its commands
    change."""
    index = next(i for i, x in enumerate(invs) if x is shell)
    for nested in invs[index + 1:]:
        if nested.depth <= shell.depth:
            break
        words = [_POSITIONAL.sub("{}", w) for w in _changed_words(nested)]
        words = [w for w in words if "{}" in w]
        if words and (hit := _reaches(chain, nested, words, cwd, home, env, targets)):
            return (f"hands `{nested.name}` (in a `{shell.name}` script) the entries a listing prints, and "
                    f"one of them is {hit}, the guard's own")
    return None


def listing_reaches_guard(invs: Sequence[Invocation], command: str, cwd: str,
                          env: Mapping[str, str]) -> str | None:
    """Why the line changes the guard's files by entries a listing prints, if it does."""
    if not any(_is_lister(inv) for inv in invs):
        return None
    handed = any(w in inv.wrappers for inv in invs for w in _HANDERS)
    substituted = "$(" in command or "`" in command
    looped = _LOOPED.search(command) is not None
    if not (handed or substituted or looped):
        return None
    from dongle.paths import default_home

    home = env.get("HOME") or default_home(cwd=cwd)
    targets = _targets(home, cwd, env)
    listers = [inv for inv in invs if _is_lister(inv)]
    for inv in invs:
        if _is_lister(inv) or inv.name in _GREPS:
            continue
        if any(w in inv.wrappers for w in _HANDERS) and inv.stdin_from:
            chain = _chain(inv, invs)
            if inv.name in _SHELLS:  # `xargs sh -c 'rm -rf {}'`: the script's commands get the entries
                if hit := _script_reaches(inv, invs, chain, cwd, home, env, targets):
                    return hit
                continue
            if hit := _reaches(chain, inv, None, cwd, home, env, targets):
                return (f"hands `{inv.name}` the entries a listing prints, and one of them is {hit}, the "
                        "guard's own")
            continue
        words = [w for w in _changed_words(inv) if "$" in w or "`" in w]
        if not words:
            continue
        for lister in listers:
            if hit := _reaches(_chain(inv, invs, lister), inv, words, cwd, home, env, targets):
                return (f"hands `{inv.name}` the entries `{lister.name}` lists, and one of them is {hit}, "
                        "the guard's own")
    return None
