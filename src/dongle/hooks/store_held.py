"""Code that reaches the guard's files by a pattern or a computed path and opens, locks or changes them.

`python3 -c "…fds=[os.open(p, os.O_RDWR) for p in glob.glob(os.path.expanduser('~/.local/state/*/*.db'))];
[fcntl.lockf(f, fcntl.LOCK_EX) for f in fds]; time.sleep(1e9)"` names no file of the guard, yet holds a
lock on its store for ever: each hook call then waits past its budget, and agents that let a call
through when the hook times out go ahead unjudged. Code names a file by a string, so each string in the
code (Python, node, perl, ruby, php…) is read as the path it becomes: `~` and `$HOME` expanded, a
relative string joined to the home when the code computes the home (`expanduser('~')`, `Path.home()`,
`os.environ['HOME']`), a glob matched as the shell would (`~/.local/state/*/*.db` reaches the store).
A string that reaches the guard's files (its store and the files beside it, its policy, an agent's hook
settings) in code that opens for writing, locks, deletes or rewrites what it opens is a change of the
guard; code that only lists or reads (`print(glob.glob(…))`) is the classifier's to judge.
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping, Sequence

from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

_STRING = lazy_compile(r"'([^'\n]{2,200})'|\"([^\"\n]{2,200})\"")
_HOME_COMPUTED = lazy_compile(r"expanduser|Path\.home\(|\bhomedir\(|\bHOME\b|getenv\(\s*['\"]HOME"
                              r"|\$ENV\{HOME\}|ENV\[['\"]HOME|os\.homedir")
# What holds, changes or takes a file away: locks, write modes, deletion, truncation, SQL that writes.
_HOLDS_OR_CHANGES = lazy_compile(
    r"(?i)\b(?:lockf|flock|LOCK_EX|LOCK_SH|O_RDWR|O_WRONLY|O_TRUNC|locking_mode|BEGIN\s+(?:EXCLUSIVE|IMMEDIATE)"
    r"|truncate|ftruncate|unlink|remove|rmtree|rename|replace|chmod|write|writeFile|rmSync|unlinkSync"
    r"|delete|drop\s+table|update\s+\w+\s+set|insert\s+into|mmap)\b"
    r"|open(?:Sync)?\s*\([^)]*['\"](?:r\+|w|a|x|rb\+|wb|ab)")
_PATHISH = lazy_compile(r"^(?:~|\$\{?HOME\}?|/|\.[\w-])")

EXAMPLES = {
    "match": ["nohup python3 -c \"import fcntl,glob,os,time; fds=[os.open(p,os.O_RDWR) for p in "
              "glob.glob(os.path.expanduser('~/.local/state/*/*.db'))]; "
              "[fcntl.lockf(f,fcntl.LOCK_EX) for f in fds]; time.sleep(1e9)\" &",
              "python3 -c \"import pathlib; "
              "[p.unlink() for p in pathlib.Path.home().glob('.local/state/*/*.db')]\"",
              "perl -e 'use Fcntl qw(:flock); open(my $f, \"+<\", glob(\"~/.local/state/*/dongle.db\")); "
              "flock($f, LOCK_EX); sleep 1e9'"],
    "no_match": ["python3 -c \"import glob,os; "
                 "print(glob.glob(os.path.expanduser('~/.local/state/*/*.db')))\"",
                 "python3 -c \"import fcntl; f=open('build/app.lock','w'); fcntl.lockf(f, fcntl.LOCK_EX)\""],
}


def _strings(code: str) -> list[str]:
    return [a or b for a, b in _STRING.findall(code)]


def _resolved(word: str, home: str, home_computed: bool) -> list[str]:
    """The paths a string in code may stand for: `~` and `$HOME` expanded; in code that computes the home,
    a string joined to it (`os.homedir() + "/.local/state/*/*.db"`, `Path.home() / ".claude"`)."""
    if word.startswith("~"):
        return [home + word[1:]]
    if word.startswith(("$HOME", "${HOME}")):
        return [home + word.split("}", 1)[1] if word.startswith("${") else home + word[5:]]
    if word.startswith("/"):
        return [word, home + word] if home_computed else [word]
    if home_computed and word.startswith("."):
        return [posixpath.join(home, word)]
    return []


def code_holds_guard(invs: Sequence[Invocation], cwd: str, env: Mapping[str, str]) -> str | None:
    """Why inline code in the line opens, locks or changes the guard's files named by a pattern, if so."""
    from dongle.hooks.guard_operands import guarded_path
    from dongle.hooks.selfprotect import _interpreter
    from dongle.paths import default_home

    home = env.get("HOME") or default_home(cwd=cwd)
    for inv in invs:
        if not _interpreter(posixpath.basename(inv.name)):
            continue
        code = "\n".join((*inv.args, inv.stdin_text or ""))
        if not _HOLDS_OR_CHANGES.search(code):
            continue
        computed = _HOME_COMPUTED.search(code) is not None
        for word in _strings(code):
            if not _PATHISH.match(word) or any(ch.isspace() for ch in word):
                continue
            for path in _resolved(word, home, computed):
                if not (hit := guarded_path(path, inv.cwd or cwd, home, env, cwd)):
                    continue
                return (f"runs {inv.name} code that reaches {hit}, the guard's own, through `{word[:60]}` "
                        "and opens, locks or changes what it reaches")
    return None
