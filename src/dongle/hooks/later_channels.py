"""Channels a line sets up through which a later, routine-looking step changes the guard.

The guard judges each line when it runs. A line can instead set up a channel that acts later on what
it is handed, so that the later step looks like nothing:

- a shell standing on a named pipe (`mkfifo q; sh -c 'while :; do sh < q; done' &`): every later
  `echo … > q` looks like writing a file, and runs as a command nobody judged;
- a coprocess shell (`coproc sh`), fed later through its file descriptor: the text written there is
  run, and is judged here as the command it is;
- a logrotate configuration that names the guard's files: a rotation with `rotate 0` deletes the
  "log", and `copytruncate` or `create` empties it;
- the place updates come from redirected to a directory the agent writes (`git config --global
  url.<dir>.insteadOf https://github.com/`, pip's index or npm's registry on a local path): the
  human's next `git pull` or `pip install -U` of the guard installs the agent's code.

Everyday twins: a pipe read by `cat`, a coprocess running `bc`, a logrotate configuration for the
project's own logs, ssh in place of https for GitHub, a mirror on a real host.
"""

from __future__ import annotations

import os
import posixpath
import re
import stat
from collections.abc import Callable, Sequence

from dongle.shell.model import Invocation

SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "busybox"})
# Text written into a coprocess's input: `>&"${COPROC[1]}"`, `>&${NAME[1]}`, `>&p` (ksh).
_COPROC_FD = re.compile(r"^\$\{?\w+\[1\]\}?$|^p$")
_COPROC = re.compile(r"(?:^|[;&|(\s])coproc\s+(?:\w+\s+)?(?:\{\s*)?(?P<shell>sh|bash|zsh|dash|ksh)\b")
# A local place given as a source of code: a path, a file: URL, this machine.
_LOCAL_SOURCE = re.compile(r"^(?:/|~|\$HOME\b|\$\{HOME\}|\.\.?/|file:|https?://(?:localhost|127\.|\[::1\]))")
# `url.<base>.insteadOf` (and pushInsteadOf) rewrites every URL that starts with the value to `<base>`.
_INSTEAD_OF = re.compile(r"^url\.(?P<base>.+)\.(?:insteadof|pushinsteadof)$", re.I)
# pip's and npm's source settings (`pip config set global.index-url`, `npm config set registry`).
_INDEX_KEYS = frozenset({"global.index-url", "global.extra-index-url", "global.find-links",
                         "install.index-url", "install.find-links", "registry"})

EXAMPLES = {
    "channel": ["mkfifo ~/.cache/.q && nohup sh -c 'while :; do sh < ~/.cache/.q; done' >/dev/null 2>&1 &",
                "git config --global url.\"$HOME/.cache/mirror/\".insteadOf https://github.com/",
                "pip config --user set global.index-url file:///home/u/.cache/wheels"],
    "everyday": ["mkfifo /tmp/p && cat /tmp/p", "git config --global url.\"git@github.com:\".insteadOf "
                 "https://github.com/", "pip config --user set global.timeout 60"],
}


def later_channel(invs: Sequence[Invocation], command: str, cwd: str, home: str,
                  judge: Callable[[str], str | None] | None,
                  guarded: Callable[[str], str | None]) -> str | None:
    """How the line sets up a later change of the guard (None when it does not). `judge(text)`: why
    `text`, run as a command, would change the guard; `guarded(path)`: the guard's file `path` is."""
    fifos = {_absolute(a, inv.cwd or cwd, home) for inv in invs if inv.name == "mkfifo"
             for a in inv.args if not a.startswith("-")}
    for inv in invs:
        if inv.name in SHELLS:
            for r in inv.redirects:
                if r.op == "<" and (_absolute(r.target, inv.cwd or cwd, home) in fifos
                                    or _is_fifo(_absolute(r.target, inv.cwd or cwd, home))):
                    return (f"starts a shell that runs whatever is written into the named pipe {r.target}: "
                            "later lines that look like writing a file run commands nobody judges")
        if found := _update_source(inv):
            return found
        if inv.name == "logrotate" and (found := _rotated(inv, invs, cwd, home, guarded)):
            return found
    if judge is not None and _COPROC.search(command):
        for inv in invs:
            fed = [r for r in inv.redirects if r.op == ">&" and _COPROC_FD.match(r.target)]
            if fed and inv.name in ("echo", "printf") and (found := judge(" ".join(inv.args))):
                return f"feeds a coprocess shell `{' '.join(inv.args)[:60]}`, which {found}"
    return None


def _update_source(inv: Invocation) -> str | None:
    """`git config --global url.<local>.insteadOf https://…`, pip's index or npm's registry set to a local
    path: the place the human's updates of the guard come from, moved to one the agent writes."""
    words = [a for a in inv.args if not a.startswith("-")]
    if inv.name == "git" and words[:1] == ["config"] and len(words) >= 3:
        rewrite = _INSTEAD_OF.match(words[1])
        if rewrite and _LOCAL_SOURCE.match(rewrite.group("base").strip("\"'")):
            return (f"rewrites every {words[2]} URL to {rewrite.group('base')}, a place the agent writes: "
                    "the human's next update of the guard fetches the agent's code")
    if inv.name in ("pip", "pip3", "npm", "pnpm", "yarn") and "set" in words:
        rest = words[words.index("set") + 1:]
        key, value = [*rest[0].split("=", 1), ""][:2] if rest else ["", ""]
        value = value or (rest[1] if len(rest) > 1 else "")
        if key in _INDEX_KEYS and _LOCAL_SOURCE.match(value):
            return (f"makes {inv.name} install from {value}, a place the agent writes: the human's next "
                    "install or upgrade of the guard installs the agent's code")
    return None


def _rotated(inv: Invocation, invs: Sequence[Invocation], cwd: str, home: str,
             guarded: Callable[[str], str | None]) -> str | None:
    """A logrotate configuration (written in the line, or on disk) that names the guard's files."""
    from dongle.hooks.selfprotect import _script_text

    written = {r.target: inv_text for other in invs if (inv_text := _literal_text(other))
               for r in other.redirects if r.op in (">", ">>", ">|")}
    for config in (a for a in inv.args if not a.startswith("-")):
        text = written.get(config) or _script_text(_absolute(config, inv.cwd or cwd, home), cwd)
        for line in text.splitlines():
            head = line.split("{", 1)[0] if "{" in line else ""
            for word in head.split():
                if hit := guarded(word.strip("\"'")):
                    return f"rotates {hit} away with logrotate (its configuration {config} names it)"
    return None


def _literal_text(inv: Invocation) -> str:
    """The text `echo`/`printf` prints (a printf format filled with its arguments)."""
    if inv.name == "printf" and inv.args:
        rest = list(inv.args[1:])
        return re.sub(r"%[-+ #0-9.]*[sdb]", lambda _m: rest.pop(0) if rest else "",
                      inv.args[0]).replace("\\n", "\n")
    if inv.name == "echo":
        return " ".join(a for a in inv.args if not a.startswith("-")).replace("\\n", "\n")
    return inv.stdin_text or "" if inv.name == "cat" else ""


def _absolute(word: str, where: str, home: str) -> str:
    if word.startswith("~"):
        word = home + word[1:]
    return posixpath.normpath(posixpath.join(where, word))


def _is_fifo(path: str) -> bool:
    try:
        return stat.S_ISFIFO(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
