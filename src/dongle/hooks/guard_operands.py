"""Which words of a command line are the guard's own files, and which programs only read them.

The shell classifier knows how `rm`, `sed -i`, `tee` or `cp` write; a same-user agent has many more
writers (`ed`, `vim -es`, `yq -i`, `git config -f`, `git checkout -- FILE`, `bwrap --ro-bind`,
`duckdb ATTACH …`). So the default is turned round for the guard's files: a line that hands one of
them (or the directory that holds them, or a glob that may expand to one) to a program is a change
of the guard unless that program is known to only read what it is given.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from collections.abc import Mapping, Sequence

from dongle.lazy_regex import lazy_compile
from dongle.paths import (
    AGENT_CONFIG,
    AGENT_INSTRUCTION_NAMES,
    DONGLE_SELF,
    GUARD_FILES_HOME,
    GUARD_FILES_PROJECT,
    classify_path,
    default_home,
    expand,
)
from dongle.rules.find_expr import find_operands
from dongle.shell.model import Invocation

GUARDED = frozenset({AGENT_CONFIG, DONGLE_SELF})
# Directories that hold the guard's files: linking, moving, mounting over or replacing one replaces
# the files in it (`ln -sfn ~/.claude x && vim x/settings.json`).
GUARD_HOME_DIRS = (".claude", ".codex", ".gemini", ".cursor", ".copilot", ".config/github-copilot",
                   ".config/dongle", ".config/mcpaql-safety-dongle", ".local/state/mcpaql-safety-dongle")
GUARD_PROJECT_DIRS = (".claude", ".codex", ".gemini", ".cursor", ".github", ".github/hooks", ".dongle")
# Only words with one of these in them can name the guard (a cheap filter before classifying).
_MAYBE_GUARD = re.compile(r"claude|codex|gemini|cursor|copilot|github|dongle|mcpaql|\.config|\.local"
                          r"|separation|operator\.json|[*?\[]", re.I)
# Programs that only read, list, hash or compare what they are given.
READERS = frozenset({
    "cat", "less", "more", "head", "tail", "grep", "egrep", "fgrep", "rg", "ag", "ack", "jq", "diff", "cmp",
    "ls", "stat", "file", "wc", "md5sum", "sha1sum", "sha256sum", "sha512sum", "b2sum", "cksum", "readlink",
    "realpath", "test", "[", "du", "tree", "bat", "batcat", "view", "nl", "od", "xxd", "hexdump", "strings",
    "echo", "printf", "basename", "dirname", "type", "which", "command", "column", "sort", "uniq", "cut",
    "tr", "comm", "jless", "fx", "gron", "dongle", "mcpaql-safety-dongle", "lsattr", "getfacl", "namei",
    "python-json", "json_pp", "open", "xdg-open", "code", "subl", "zed", "mdls", "plutil",
    # moving into a directory or making one changes nothing in it
    "cd", "pushd", "popd", "mkdir",
})
# Programs that read every operand but the last, which they write (`cp SETTINGS /tmp/backup` reads).
_COPIERS = frozenset({"cp", "rsync", "scp", "install", "ditto", "pv"})
# Programs that move or delete a directory with everything in it: handed a directory above the
# guard's (`mv ~/.config ~/.config.old`, `rm -rf ~/.local/state`), they take the guard's files along.
_MOVERS = frozenset({"mv", "rm", "rmdir", "unlink", "shred", "trash", "trash-put", "gio"})
# Programs that rename by an expression (Perl's rename and its packaged names, util-linux's): the new name
# is computed, in each file's own directory.
RENAMERS = frozenset({"rename", "prename", "perl-rename", "file-rename", "rename.ul"})
_GIT_READS = frozenset({"add", "diff", "log", "show", "status", "blame", "commit", "grep", "ls-files",
                        "cat-file", "check-ignore", "difftool"})
_GIT_VALUED = frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--exec-path"})
_PIP_READS = frozenset({"show", "list", "freeze", "check", "index", "inspect", "download", "search", "tree"})
_IN_PLACE_FLAG = re.compile(r"^-(?:[0-9a-zA-Z]*i|-in-place|-inplace)")  # -i, -pi, -0pi, -i.bak


def guard_operand(inv: Invocation, cwd: str, env: Mapping[str, str]) -> str | None:
    """The guard's file, directory or glob that `inv` is handed and may change, if any."""
    home = env.get("HOME") or default_home(cwd=cwd)
    where = inv.cwd or cwd
    if inv.name == "find":  # what -exec runs is judged as its own command, but not on what find finds
        starts = list(find_operands(inv.args)[1])
        if hit := _find_reaches_guard(inv, starts, where, home, env, cwd):
            return hit
    if inv.name == "mkdir" and (taken := _file_name_taken(inv, where, home, env, cwd)):
        return taken
    if only_reads(inv):
        return None
    moved = where != cwd and _MAYBE_GUARD.search(where) is not None  # `cd ~/.claude && ed settings.json`
    operands = list(inv.args)
    if inv.name == "find":  # its starting points; the rest are tests and patterns, not paths
        operands = starts
    elif inv.name in _COPIERS and not _hard_links(inv):
        plain = [a for a in operands if not a.startswith("-")]
        operands = plain[-1:]  # a copy reads its sources; only the destination is written
    if moved and inv.name == "git":
        # `cd ~/.claude && git stash -u`: git works on the tree its directory is in, as `git -C DIR` does
        operands.append(where)
    if inv.name in RENAMERS:
        operands.extend(stripped_names(operands))
    for word in operands:
        if any(ch.isspace() for ch in word):
            continue  # a command string for a remote host or a nested shell, judged as its own line
        for candidate in (*_words_in(word), *empty_readings(word, env)):
            candidate = _tilde_directory(candidate, inv)
            if not (moved or _MAYBE_GUARD.search(candidate)):
                continue
            hit = guarded_path(candidate, where, home, env, cwd)
            if hit:
                return hit
    moved_away = [a for a in operands if not a.startswith("-")]
    if inv.name == "mv":
        moved_away = moved_away[:-1]  # what mv moves; the destination directory stays where it is
    if inv.name in _MOVERS:
        for word in moved_away:
            if above := above_guard(word, where, home, env):
                return above
    return None


def stripped_names(paths: Sequence[str]) -> list[str]:
    r"""The names a rename by expression may give: an expression most often strips a suffix (`s/\.bak$//`,
    `s/\.dongle-backup-.*$//`), so each name a file's name starts with, cut at a dot, is one it may take
    (`settings.json.dongle-backup-*` may become `settings.json`); glob characters end the name first."""
    out = []
    for path in paths:
        if path.startswith("-"):
            continue
        head, _, name = path.rpartition("/")
        name = _GLOB_CHARS.split(name, maxsplit=1)[0]
        out.extend(f"{head}/{name[:i]}" if head else name[:i] for i, ch in enumerate(name) if ch == "." and i)
    return out


def _file_name_taken(inv: Invocation, where: str, home: str, env: Mapping[str, str],
                     project: str) -> str | None:
    """`mkdir ~/.claude/settings.json`, `mkdir -p ~/.local/state/mcpaql-safety-dongle/dongle.db-wal`: a
    directory made where the guard keeps a file (an agent's hook settings, the policy, the store and
    the files SQLite opens beside it) takes that name: the file can no longer be created or opened, and
    the agent starts without its hooks or the hook without its store. A directory made where the guard
    keeps directories changes nothing in them."""
    from dongle.hooks.wire import store_location

    store = store_location({**env, "HOME": home})
    files = {posixpath.join(home, f) for f in GUARD_FILES_HOME}
    files |= {posixpath.join(p, f) for p in {project, where} for f in GUARD_FILES_PROJECT}
    local = "://" not in store  # a PostgreSQL store keeps no file here
    for word in (a for a in inv.args if not a.startswith("-")):
        path = classify_path(word, where, home, env).path
        if path and (path in files or (local and (path.startswith(store)
                                                  or posixpath.dirname(path) == posixpath.dirname(store)))):
            return f"{path}, a name the guard keeps a file under"
    return None


def _hard_links(inv: Invocation) -> bool:
    """`cp -al ~/.claude snap`: a copy made of hard links is the same files under a second name, so
    emptying `snap/settings.json` empties the guard's; its sources are changed as much as its copy."""
    return inv.name == "cp" and any(a == "--link" or (a[:1] == "-" and a[:2] != "--" and "l" in a)
                                    for a in inv.args)


_FIND_NAME_TESTS = {"-name": False, "-iname": False, "-path": True, "-ipath": True, "-wholename": True,
                    "-iwholename": True}


def _find_reaches_guard(inv: Invocation, starts: list[str], where: str, home: str, env: Mapping[str, str],
                        project: str) -> str | None:
    """`find ~ -name settings.json -delete`: a find that deletes (or runs a program that is not a
    reader on what it finds) from a directory holding the guard's files, whose name tests let one
    of those files through."""
    args = list(inv.args)
    execs = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-exec", "-execdir", "-ok", "-okdir")]
    if "-delete" not in args and not any(posixpath.basename(e) not in READERS for e in execs):
        return None
    if picked := _picked_by_identity(args, where, home, env, project):
        return f"{picked}, which it picks by its identity and may change"
    tests = [(args[i + 1], _FIND_NAME_TESTS[a], a.startswith("-i")) for i, a in enumerate(args[:-1])
             if a in _FIND_NAME_TESTS and args[i + 1].strip("*") not in ("", ".")]
    if not tests:
        return None  # a find that picks by age, size or type is judged as the delete it is
    guard = [posixpath.join(home, f) for f in GUARD_FILES_HOME] + _store_files(home, env)
    for start in starts or ["."]:
        root = classify_path(start, where, home, env).path
        if not root:
            continue
        for file in guard:
            if not file.startswith(root.rstrip("/") + "/"):
                continue
            if any(_admits(file, *test) for test in tests):
                return f"{file}, which it may delete from {root}"
    return None


# The files SQLite keeps beside the store while it is open (its write-ahead log holds the newest audit
# records until a checkpoint copies them in), and the store's chain head.
_STORE_COMPANIONS = ("", "-wal", "-shm", "-journal", ".head")


def _store_files(home: str, env: Mapping[str, str]) -> list[str]:
    """The store and its companion files, where the store is a local file (a PostgreSQL one keeps none)."""
    from dongle.hooks.wire import store_location

    store = store_location({**env, "HOME": home})
    return [] if "://" in store else [store + suffix for suffix in _STORE_COMPANIONS]


# find's tests that pick a file by what it is rather than by its name: its inode, or another name of it.
_IDENTITY_TESTS = frozenset({"-inum", "-samefile"})
_PATH_IN_TEXT = re.compile(r"[~/$][^\s;&|()`'\"]*")


def _picked_by_identity(args: list[str], where: str, home: str, env: Mapping[str, str],
                        project: str) -> str | None:
    """`find ~ -inum $(stat -c %i ~/.claude/settings.json) -delete`, `find -L ~ -samefile
    ~/.codex/hooks.json -exec truncate …`: the file picked is the guard's own however it is reached,
    since an inode number or a second name is the file itself. A literal inode number is compared
    with the guard's files on this machine."""
    for i, test in enumerate(args[:-1]):
        if test not in _IDENTITY_TESTS:
            continue
        value = args[i + 1]
        for word in (value, *_PATH_IN_TEXT.findall(value)):
            if hit := guarded_path(word, where, home, env, project):
                return hit
        if test == "-inum" and value.isdigit():
            return _guard_file_with_inode(int(value), home, project)
    return None


def _guard_file_with_inode(inode: int, home: str, project: str) -> str | None:
    import os

    for path in (*(posixpath.join(home, f) for f in GUARD_FILES_HOME),
                 *(posixpath.join(project, f) for f in GUARD_FILES_PROJECT)):
        try:
            if os.stat(path).st_ino == inode:
                return path
        except (OSError, ValueError):
            continue
    return None


def _admits(file: str, pattern: str, whole: bool, fold: bool) -> bool:
    """Whether a find name test (`-name`, `-ipath`, …) can be true of `file`."""
    subject = file if whole else posixpath.basename(file)
    if fold:
        subject, pattern = subject.lower(), pattern.lower()
    return fnmatch.fnmatchcase(subject, pattern)


def above_guard(word: str, where: str, home: str, env: Mapping[str, str]) -> str | None:
    """`word` as a directory between the home directory and the guard's own (`~/.config`,
    `~/.local/state`); the home directory itself and everything else are judged by other rules."""
    path = classify_path(word, where, home, env).path
    if not path or path == home or not path.startswith(home + "/"):
        return None
    inside = path + "/"
    held = next((d for d in (*GUARD_HOME_DIRS, *GUARD_FILES_HOME)
                 if posixpath.join(home, d).startswith(inside)), None)
    return f"directory {path}, which holds {held}" if held else None


# Variables that name the guard's files or an agent's settings directory, and where they point when
# the environment leaves them unset (None: the guard's own file, whatever its path). A word that starts
# with one is that place even when the line does not say what the variable holds (`sqlite3 "$DONGLE_DB"
# 'delete from audit'`, `: > "$CODEX_HOME/hooks.json"`).
_GUARD_PLACE_DEFAULTS: dict[str, str | None] = {
    "DONGLE_DB": None, "DONGLE_POLICY": None, "CLAUDE_CONFIG_DIR": "~/.claude", "CODEX_HOME": "~/.codex",
    "GEMINI_CLI_HOME": "~", "COPILOT_HOME": "~/.copilot", "CURSOR_CONFIG_DIR": "~/.cursor",
    "XDG_STATE_HOME": "~/.local/state", "XDG_CONFIG_HOME": "~/.config"}
_GUARD_PLACE_VARIABLE = re.compile(r"^\$\{?(?P<var>" + "|".join(_GUARD_PLACE_DEFAULTS) + r")(?:\}|\b)")


_GLOB_CHARS = lazy_compile(r"[*?\[]")


def guarded_path(word: str, where: str, home: str, env: Mapping[str, str], project: str) -> str | None:
    """`word` as the guard's file, its directory, or a glob that may expand to one; else None. A
    path that leads through a link on this machine is also what the link points to."""
    from dongle.rules.facts import through_real_link

    if (named := _GUARD_PLACE_VARIABLE.match(word)) and named.group("var") not in env:
        default = _GUARD_PLACE_DEFAULTS[named.group("var")]
        if default is None:  # the variable names the guard's own file, wherever it is
            return word
        return guarded_path(default + word[named.end():], where, home, env, project)
    info = through_real_link(classify_path(word, where, home, env), where, home, env)
    if info.sensitivity in GUARDED:
        if _instructions(info.path or word):
            return None  # the agent's instructions hold no hooks: what they say is judged instead
        return info.path or word
    path = info.path
    if not path:
        return None
    # `cd ~/.cla* && mv settings.json x`: a directory entered by a glob is whatever the glob expands to,
    # so a path relative to it is a glob as well
    if not info.glob and not _GLOB_CHARS.search(where):
        return path if _is_guard_dir(path, home, project) else None
    # spelled as the path reader spells it (`~`, `$HOME`, `${HOME}`, `~+`): `mmv "$HOME/.c*/hoo*.json" …`
    word = expand(word, where, home, env) or word
    pattern = posixpath.normpath(posixpath.join(where, word))
    candidates = [posixpath.join(home, f) for f in (*GUARD_FILES_HOME, *GUARD_HOME_DIRS)]
    candidates += [posixpath.join(p, f) for p in {project, where} for f in GUARD_FILES_PROJECT]
    return next((c for c in candidates if _glob_reaches(pattern, c)), None)


def _instructions(path: str) -> bool:
    """`path` is a file an agent reads as instructions (AGENTS.md, a Cursor rule), not a hook setting."""
    name = posixpath.basename(path).lower()
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in AGENT_INSTRUCTION_NAMES)


def _glob_reaches(pattern: str, path: str) -> bool:
    """The shell glob `pattern` expands to `path` or to a directory above it. As the shell matches:
    part by part, `*` never crosses a `/`, and a hidden name only matches a part that starts with
    a dot (`*` is not `.claude`; `.cl*de` is)."""
    parts, names = pattern.split("/"), path.split("/")
    if len(parts) > len(names):
        return False
    for part, name in zip(parts, names, strict=False):
        if name.startswith(".") and not part.startswith(".") and part != name:
            return False
        if not fnmatch.fnmatchcase(name, part):
            return False
    return True


def _is_guard_dir(path: str, home: str, project: str) -> bool:
    return any(path == posixpath.join(home, d) for d in GUARD_HOME_DIRS) or any(
        path == posixpath.join(project, d) for d in GUARD_PROJECT_DIRS)


def _tilde_directory(word: str, inv: Invocation) -> str:
    """`~-/hooks.json` after `cd ~/.codex && cd -`: bash's `~-` is the previous directory ($OLDPWD) and
    `~+` the current one, as the line left them."""
    if word[:2] not in ("~-", "~+") or word[2:3] not in ("", "/"):
        return word
    known = inv.env.get("OLDPWD") if word[1] == "-" else (inv.cwd or inv.env.get("PWD"))
    return known + word[2:] if known else word


# A positional parameter or a plain variable reference, as the parser keeps it when its value is unknown.
_UNKNOWN_REFERENCE = re.compile(r"\$\{(?P<braced>[A-Za-z_]\w*|[@*1-9])\}|\$(?P<bare>[A-Za-z_]\w*|[@*1-9])")
# Variables the path reader expands itself (`$HOME/.codex`): never read as empty.
_EXPANDED_BY_PATHS = frozenset({"HOME", "PWD", "OLDPWD", "USER", "LOGNAME", "TMPDIR"})


def empty_readings(word: str, env: Mapping[str, str]) -> list[str]:
    """`word` with every reference whose value is unknown here read as empty: a positional
    parameter (the agent's line runs with none) or a variable the environment does not set expands
    to nothing, so `~/.cla$@ude/settings.json` and `~/.co${unset}dex/hooks.json` are the guard's
    files. Only the guard's own names are matched against this reading."""
    if "$" not in word:
        return []
    def empty(match: re.Match[str]) -> str:
        name = match.group("braced") or match.group("bare")
        return match.group(0) if name in _EXPANDED_BY_PATHS or name in env else ""
    read = _UNKNOWN_REFERENCE.sub(empty, word)
    return [read] if read != word else []


def _words_in(word: str) -> list[str]:
    """The word itself, and the path after `=` in an option (`--bind=X`, `of=X`, `--file=X`)."""
    out = [word]
    if "=" in word and not word.startswith("="):
        out.append(word.split("=", 1)[1])
    return out


def _subcommand(args: tuple[str, ...], valued: frozenset[str]) -> str:
    """The first word that is neither an option nor the value of one (`git -C DIR log` is `log`)."""
    skip = False
    for a in args:
        if skip:
            skip = False
        elif a in valued:
            skip = True
        elif not a.startswith("-"):
            return a
    return ""


def git_subcommand(args: tuple[str, ...] | list[str]) -> str:
    """git's subcommand, after its global options (`git -C ~ clean -fdx` is `clean`)."""
    return _subcommand(tuple(args), _GIT_VALUED)


def only_reads(inv: Invocation) -> bool:
    """`inv` cannot change the files it is handed (by name; its redirects are judged elsewhere)."""
    name, args = inv.name, inv.args
    if name in READERS:
        return name not in ("sort",) or "-o" not in args
    if name in ("sed", "perl", "ruby", "awk", "gawk"):
        return not any(_IN_PLACE_FLAG.match(a) or a == "inplace" for a in args)
    if name == "yq":
        return not any(_IN_PLACE_FLAG.match(a) for a in args)
    if name == "git":
        sub = _subcommand(args, _GIT_VALUED)
        if sub == "sparse-checkout":  # the paths a sparse set names are the ones kept on disk
            return any(a in ("set", "add", "list") for a in args)
        return sub in _GIT_READS
    if name == "sqlite3":  # opened read-only, with SQL only (a dot-command may write or run a shell)
        return "-readonly" in args and not any(a[:1] == "." or a in ("-cmd", "-init") for a in args)
    if name in ("pip", "pip3", "uv"):  # `pip show mcpaql-safety-dongle` names a package, not a path
        words = [a for a in args if not a.startswith("-")]
        if name == "uv" and words[:1] == ["pip"]:
            words = words[1:]
        return bool(words) and words[0] in _PIP_READS
    if name.startswith("python") and tuple(args[:2]) == ("-m", "json.tool"):  # `json.tool IN [OUT]`
        return len([a for a in args[2:] if a == "-" or not a.startswith("-")]) <= 1  # `-` is stdin
    if name == "find":  # what -exec runs is judged as its own command
        return "-delete" not in args
    if name in ("tar", "bsdtar", "gtar"):  # creating or listing an archive reads its operands
        if "--remove-files" in args:  # unless it deletes each one once packed
            return False
        mode = "".join(a.lstrip("-") for a in args[:1]) + "".join(
            a[1:] for a in args[1:] if a[:1] == "-" and a[:2] != "--")
        return "x" not in mode and "--extract" not in args and "--get" not in args and "--delete" not in args
    if name == "zip":  # `zip -m` moves what it packs
        return not any(a[:1] == "-" and a[:2] != "--" and "m" in a for a in args) and "--move" not in args
    return False
