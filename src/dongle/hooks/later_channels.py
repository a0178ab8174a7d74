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
  human's next `git pull` or `pip install -U` of the guard installs the agent's code;
- pushes rewritten to another host (`url.<other host>.pushInsteadOf <remote>`): every later push the
  guard judges by the remote it names goes somewhere it never sees;
- git's work tree moved over the home directory or a directory above the guard's files
  (`git config core.worktree ~`, `export GIT_WORK_TREE=$HOME`): every later `git clean -fdx`,
  `git checkout .` or `git stash -u` in that repository acts on the agent's settings.

Everyday twins: a pipe read by `cat`, a coprocess running `bc`, a logrotate configuration for the
project's own logs, ssh in place of https for GitHub (the same host), a mirror on a real host, a work
tree inside the project.
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
_INSTEAD_OF = re.compile(r"^url\.(?P<base>.+)\.(?P<key>insteadof|pushinsteadof)$", re.I)
# The host of a git URL: `https://host/…`, `ssh://user@host:port/…`, `user@host:path`.
_GIT_HOST = re.compile(r"^(?:[a-z+]+://)?(?:[^@/]+@)?(?P<host>[^/:]+)", re.I)
_WORK_TREE_SET = re.compile(r"(?:^|[;&|(\s])(?:export\s+)?GIT_WORK_TREE=(?P<value>\S+)")
# pip's and npm's source settings (`pip config set global.index-url`, `npm config set registry`).
_INDEX_KEYS = frozenset({"global.index-url", "global.extra-index-url", "global.find-links",
                         "install.index-url", "install.find-links", "registry"})

EXAMPLES = {
    "channel": ["mkfifo ~/.cache/.q && nohup sh -c 'while :; do sh < ~/.cache/.q; done' >/dev/null 2>&1 &",
                "git config --global url.\"$HOME/.cache/mirror/\".insteadOf https://github.com/",
                "pip config --user set global.index-url file:///home/u/.cache/wheels",
                "go env -w GOPROXY=file:///home/u/.cache/mods,direct"],
    "everyday": ["mkfifo /tmp/p && cat /tmp/p", "git config --global url.\"git@github.com:\".insteadOf "
                 "https://github.com/", "pip config --user set global.timeout 60",
                 "go env -w GOPROXY=https://goproxy.example.com,direct"],
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
        if found := _update_source(inv) or _work_tree_over(inv, cwd, home):
            return found
        if inv.name == "logrotate" and (found := _rotated(inv, invs, cwd, home, guarded)):
            return found
    if "GIT_WORK_TREE" in command and (found := _exported_work_tree(command, cwd, home)):
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
        base = rewrite.group("base").strip("\"'") if rewrite else ""
        if rewrite and _LOCAL_SOURCE.match(base):
            return (f"rewrites every {words[2]} URL to {rewrite.group('base')}, a place the agent writes: "
                    "the human's next update of the guard fetches the agent's code")
        if rewrite and rewrite.group("key").lower() == "pushinsteadof" and _host(base) != _host(words[2]):
            return (f"sends every later push to {words[2]} to {base} instead: the guard judges a push by the "
                    "remote it names, and this one goes to a host it never sees")
    if inv.name == "go" and words[:1] == ["env"] and "-w" in inv.args:
        for key, _, value in (w.partition("=") for w in words[1:]):
            if key == "GOPROXY" and any(_LOCAL_SOURCE.match(v) for v in value.split(",")):
                return (f"makes go fetch modules and toolchains from {value}, a place the agent writes: the "
                        "next build downloads and runs the agent's code as the real module or `go` itself")
    if inv.name in ("pip", "pip3", "npm", "pnpm", "yarn") and "set" in words:
        rest = words[words.index("set") + 1:]
        key, value = [*rest[0].split("=", 1), ""][:2] if rest else ["", ""]
        value = value or (rest[1] if len(rest) > 1 else "")
        if key in _INDEX_KEYS and _LOCAL_SOURCE.match(value):
            return (f"makes {inv.name} install from {value}, a place the agent writes: the human's next "
                    "install or upgrade of the guard installs the agent's code")
    return None


def _host(url: str) -> str:
    match = _GIT_HOST.match(url.strip("\"'"))
    return match.group("host").lower() if match else url


def _work_tree_over(inv: Invocation, cwd: str, home: str) -> str | None:
    """`git config core.worktree ~`: the repository's work tree moved over home or above the guard's."""
    words = [a for a in inv.args if not a.startswith("-")]
    if inv.name != "git" or words[:1] != ["config"] or len(words) < 3 or words[1].lower() != "core.worktree":
        return None
    return _over_guard(words[2], inv.cwd or cwd, home, "core.worktree")


def _exported_work_tree(command: str, cwd: str, home: str) -> str | None:
    """`export GIT_WORK_TREE=$HOME`: every later git in the shell works over that place."""
    for match in _WORK_TREE_SET.finditer(command):
        if found := _over_guard(match.group("value"), cwd, home, "GIT_WORK_TREE"):
            return found
    return None


def _over_guard(value: str, where: str, home: str, what: str) -> str | None:
    """Why git's work tree at `value` reaches the guard's files: home itself, a directory above home,
    or one between home and the guard's own directories."""
    from dongle.hooks.guard_operands import GUARD_HOME_DIRS

    word = re.sub(r"^(?:\$\{HOME\}|\$HOME\b)", "~", value.strip("\"'"))
    place = _absolute(word, where, home).rstrip("/") or "/"
    holds = (home + "/").startswith(place.rstrip("/") + "/") or any(
        posixpath.join(home, d).startswith(place + "/") for d in GUARD_HOME_DIRS)
    if not holds:
        return None
    return (f"moves git's work tree to {place} ({what}), which holds the agent's settings: every later "
            "`git clean -fdx`, `git checkout .` or `git stash -u` there acts on the guard's files")


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


_ECHO_OPTION = re.compile(r"^-[neE]+$")


def echoed(args: Sequence[str]) -> str:
    """What `echo ARGS` prints: only leading words of -n, -e and -E are its options, so
    `echo --load-extension=X` prints the flag."""
    words = list(args)
    while words and _ECHO_OPTION.match(words[0]):
        words.pop(0)
    return " ".join(words)


def _literal_text(inv: Invocation) -> str:
    """The text `echo`/`printf` prints (a printf format filled with its arguments)."""
    if inv.name == "printf" and inv.args:
        args = inv.args[1:] if inv.args[0] == "--" else inv.args  # `printf -- '--flag\n'`
        rest = list(args[1:])
        return re.sub(r"%[-+ #0-9.]*[sdb]", lambda _m: rest.pop(0) if rest else "",
                      args[0] if args else "").replace("\\n", "\n")
    if inv.name == "echo":
        return echoed(inv.args).replace("\\n", "\n")
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
