"""What a command runs besides itself: the bodies, scripts and remote commands it hands on.

A mixin of the parser's analysis: shells (`-c`, stdin, `<(…)` scripts), `eval`, `trap`, aliases
and functions seen earlier, `cd`, `find -exec`, `ssh`, container and Kubernetes exec, and inline
interpreter code (`dongle.shell.interp`, imported only when an interpreter is seen). Each follow-up
goes back through the analysis (`parse_text`, `emit`), so depth and budgets apply to all of them.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import posixpath
import re
import shlex
import stat
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from functools import lru_cache

from dongle.lazy_regex import lazy_compile
from dongle.paths import default_home, is_regenerable_name
from dongle.shell import runners, sockets, wrappers
from dongle.shell.context import (
    DECODERS,
    EMBEDDED_SQL_CLIENTS,
    NETWORK_SOURCES,
    NETWORK_WORD,
    NO_STDIN,
    SHELLS,
    SOURCED_ENVIRONMENT,
    UNSET,
    Ctx,
    Stdin,
    dotenv_environment,
    looks_dynamic,
    normalize_name,
)
from dongle.shell.implied_deletes import IMPLYING, implied_commands
from dongle.shell.model import Invocation
from dongle.shell.option_commands import CARRYING, carried_commands
from dongle.shell.site_tools import CARRYING_SITE, LAUNCHER_SCRIPTS, carried_site_commands
from dongle.shell.windows_remote import WINDOWS_REMOTE_RUNNERS, remote_command
from dongle.shell.words import Field

# Variables a shell sets afresh when it starts, whatever its environment says (POSIX shells reset IFS).
_RESET_AT_START = frozenset({"IFS", "PS4", "PPID", "OPTIND"})
_SSH_ARG = "BbcDEeFIiJLlmOopQRSWw"
# Remote shells that log in over ssh and run a command given after the host (mosh, Eternal Terminal),
# with their options that take a value as a separate word.
_SSH_LIKE_SHELLS = {"mosh": frozenset({"-p", "--port", "--ssh", "--server", "--client", "--predict",
                                       "--family", "--bind-server", "--experimental-remote-ip"}),
                    "et": frozenset({"-p", "--port", "-u", "--username", "-t", "--tunnel", "-r",
                                     "--reversetunnel", "--jumphost", "--jport", "--serverfifo",
                                     "--terminal-path"})}
_ADB_ARG = frozenset({"-s", "-t", "-H", "-P", "-L"})  # adb's global options that take a value
_DOCKER_EXEC = wrappers.Spec(
    short_arg="euw", long_arg=frozenset({"--env", "--env-file", "--user", "--workdir",
                                         "--detach-keys"})
)
_DOCKER_RUN = wrappers.Spec(
    short_arg="eplvwuhmcaL",
    long_arg=frozenset(
        {"--env", "--env-file", "--publish", "--label", "--volume", "--workdir", "--user",
         "--hostname", "--memory", "--cpu-shares", "--attach", "--name", "--network", "--net",
         "--entrypoint", "--mount", "--platform", "--cpus", "--add-host", "--device", "--cap-add",
         "--cap-drop", "--restart", "--log-driver", "--log-opt", "--pull", "--gpus", "--ulimit",
         "--security-opt", "--tmpfs", "--shm-size", "--dns", "--expose", "--group-add", "--ipc",
         "--pid", "--runtime", "--stop-signal", "--volumes-from", "--link", "--cidfile",
         "--health-cmd", "--userns", "--uts", "--label-file", "--memory-swap", "--cgroupns"}
    ),
)
_COMPOSE_ARG = frozenset({"-f", "--file", "-p", "--project-name", "--profile", "--env-file",
                          "--project-directory", "--ansi", "--parallel", "--progress"})
_KUBECTL_ARG = frozenset(
    {"-n", "--namespace", "-c", "--container", "--context", "--cluster", "--kubeconfig", "--user",
     "-f", "--filename", "--pod-running-timeout", "-s", "--server", "--as", "--token",
     "--image", "--target", "--profile", "--copy-to"}
)
# Environment variables whose value a program runs as a shell command.
COMMAND_VARIABLES = frozenset({"GIT_SSH_COMMAND", "GIT_EDITOR", "GIT_PAGER", "GIT_SEQUENCE_EDITOR",
                                "GIT_EXTERNAL_DIFF", "EDITOR", "VISUAL", "PAGER", "MANPAGER",
                                "LESSOPEN", "PROMPT_COMMAND", "SSH_ASKPASS", "SUDO_ASKPASS", "SUDO_EDITOR",
                                # Python's webbrowser, xdg-open and many CLIs run $BROWSER with the URL
                                # for %s; LESSCLOSE runs after less; fc runs $FCEDIT on the history
                                "BROWSER", "LESSCLOSE", "FCEDIT"})
# Paths that are the process's own stdin: a shell sourcing one runs whatever is fed to it.
_STDIN_FILES = frozenset({"/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"})


def _stdin_link(args: Sequence[str]) -> list[str]:
    """The link names `ln -s /dev/stdin NAME` makes (normalised): a script run by that name is
    whatever is piped into its shell, so it is judged as that text."""
    operands = [a for a in args if not a.startswith("-")]
    if len(operands) < 2 or not any((a.startswith("-") and "s" in a) or a == "--symbolic" for a in args):
        return []
    if not any(o in _STDIN_FILES for o in operands[:-1]):
        return []
    return [posixpath.normpath(operands[-1])]
# Programs that run $EDITOR on a file of their own: the editor is handed that file.
_EDITS_FILE = {"visudo": "/etc/sudoers", "vipw": "/etc/passwd", "vigr": "/etc/group"}


def _with_edited_file(value: str, key: str, inv: Invocation) -> str:
    """`EDITOR='tee -a' visudo` runs `tee -a /etc/sudoers` (or the `-f FILE` given): whatever the
    "editor" does, it does to the file the program hands it, here appending stdin to sudoers."""
    if key not in ("EDITOR", "VISUAL", "SUDO_EDITOR") or inv.name not in _EDITS_FILE:
        return value
    args = inv.argv[1:]
    given = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-f", "--file")), None)
    return f"{value} {shlex.quote(given or _EDITS_FILE[inv.name])}"


# Git configuration keys whose value git runs as a shell command (also read by the classifier).
GIT_COMMAND_KEYS = frozenset({"core.sshcommand", "core.pager", "core.editor", "core.fsmonitor",
                               "sequence.editor", "diff.external", "pager.log", "pager.diff",
                               "gpg.program", "uploadpack.packobjectshook", "core.askpass"})
# Parallel shells: the options that take a value come before the command run on every host.
_FLEET = {
    "pssh": wrappers.Spec(short_arg="hHlpoeOtxX", long_arg=frozenset({"--hosts", "--host", "--user",
                                                                      "--par", "--outdir", "--errdir",
                                                                      "--timeout", "--extra-args"})),
    "pdsh": wrappers.Spec(short_arg="wxgXlRfturNdsbSh"),
    "clush": wrappers.Spec(short_arg="wxgXlftuRoO", long_arg=frozenset({"--group", "--user", "--fanout"})),
    "mussh": wrappers.Spec(short_arg="hHlLmtC"),
}
_FLEET["parallel-ssh"] = _FLEET["pssh"]
_FLEET["pssh.py"] = _FLEET["pssh"]
_FLEET_MODULE_TOOLS = frozenset({"salt", "salt-ssh"})
# RANCID's device login scripts (`clogin -c 'show ver;write erase' sw1 sw2`): `-c` holds the device
# statements, run on every router named after the options
_DEVICE_LOGINS = frozenset({"clogin", "jlogin", "hlogin", "flogin", "nlogin", "alogin", "fnlogin", "xilogin"})
_FLEET_OTHERS = frozenset({"knife", "ansible", "fab", "mco", "bolt"}) | _DEVICE_LOGINS
_ANSIBLE_RUNNERS = frozenset({"", "shell", "command", "raw"})
_LOCAL_PATTERNS = frozenset({"localhost", "127.0.0.1"})
_FLEET_RUN_FUNCTIONS = frozenset({"cmd.run", "cmd.shell", "cmd.run_all", "cmd.exec_code_all"})
# A pipe (`|`, `|&`) or a background `&` in a function body: its commands run concurrently.
_CONCURRENT = lazy_compile(r"(?<![|&>])\|(?!\|)|(?<![&>|<])&(?![&>])")
# A directory stack entry as `pushd`/`popd` number it: `+N` from the left of `dirs`, `-N` from the right.
_STACK_INDEX = lazy_compile(r"[+-][0-9]+")
# Builtins that assign variables (value: their options that take an argument); `set`/`shift` change
# the positional parameters.
_READS_VARIABLES = {"read": "adinNptu", "mapfile": "dnOsuCc", "readarray": "dnOsuCc", "getopts": "",
                    "printf": "v", "set": "", "shift": ""}
MAX_DIR_STACK = 64
MAX_PATH = 4096
_POSITIONAL = (*(str(k) for k in range(10)), "@", "*")
# `cd "$(git rev-parse --show-toplevel)"`: the top of the checkout the agent works in.
_TOPLEVEL = frozenset({"$(git rev-parse --show-toplevel)", "`git rev-parse --show-toplevel`"})
# -exec commands whose `{}` is judged as an entry under the search root: shells (their script reads
# it as "$1"), permission changes (`find /usr/bin -exec chmod a-x {} +` changes what is there) and
# programs that empty, overwrite or edit the file in place (`find /var/log -exec truncate -s 0 {} \;`,
# `find /etc/nginx -exec sed -i … {} +`; without -i, sed and perl only read it).
_ROOTED = SHELLS | {"chmod", "chown", "chgrp", "chattr", "setfacl", "truncate", "shred", "wipe", "srm", "sed",
                    "gsed", "perl"}
_PERMISSION_CHANGERS = frozenset({"chmod", "chown", "chgrp", "chattr", "setfacl"})
# programs that send the files they are named to another host
_SENDERS = frozenset({"curl", "wget", "http", "xh", "scp", "rsync", "rclone", "s3cmd", "gsutil", "nc",
                      "ncat"})
_OS_TREES = ("/etc", "/usr", "/bin", "/sbin", "/lib", "/lib64", "/boot", "/var/lib", "/var/spool")
_OS_TREES_BELOW = tuple(tree + "/" for tree in _OS_TREES)
# find options that pick no entries out (depth, kind, mount and link handling)
_FIND_BROAD = frozenset({"-type", "-maxdepth", "-mindepth", "-xdev", "-mount", "-depth", "-follow", "-L",
                         "-H", "-P", "-print", "-print0", "-noleaf", "-ignore_readdir_race"})


def _opens_to_all(words: tuple[str, ...] | list[str]) -> bool:
    """A chmod mode that lets every user write (`0777`, `666`, `o+w`, `a+rwx`)."""
    for word in words:
        if word.isdigit() and len(word) in (3, 4) and word[-1] in "2367":
            return True
        if word[:1] in "ao" and "+" in word and "w" in word.partition("+")[2]:
            return True
    return False


def _opens_trees_to_all(words: tuple[str, ...] | list[str]) -> bool:
    """`chmod -R 0777 {}` handed what a search of the whole machine picks: each picked directory, and
    everything under it, becomes writable by every user, wherever it sits (system trees included), so
    the search's filter narrows where, not how far: it is the recursive change of the root."""
    recursive = any(w == "-R" or w == "--recursive" or (w.startswith("-") and not w.startswith("--")
                                                         and "R" in w) for w in words)
    return recursive and _opens_to_all(words)


# find's tests of an entry's whole path (`-path '*/site-packages/*.py'`)
_PATH_TESTS = frozenset({"-path", "-ipath", "-wholename", "-iwholename"})
_ENTRY_DELETERS = frozenset({"rm", "rmdir", "unlink", "shred"})


def one_level_by_name(words: tuple[str, ...] | list[str]) -> bool:
    """The find reaches one level below its root (`-maxdepth 1`) and picks by one name pattern only:
    what it hands on is exactly the root's entries that the pattern matches, `ROOT/PATTERN`."""
    return _depth_by_name(words) == "1"


def two_levels_by_name(words: tuple[str, ...] | list[str]) -> bool:
    """The same search two levels deep (`find /home -maxdepth 2 -name public_html`): what it hands on
    includes the pattern's match in every entry of the root, `ROOT/*/PATTERN` (each account's
    `public_html`)."""
    return _depth_by_name(words) == "2"


def _depth_by_name(words: tuple[str, ...] | list[str]) -> str:
    """The `-maxdepth` of a find that picks by one name pattern and nothing else, or ""."""
    tests = [w for w in words if w.startswith("-") or w in ("!", "(", ")")]
    names = [w for w in tests if w in ("-name", "-iname")]
    depth = [words[k + 1] for k, w in enumerate(words[:-1]) if w == "-maxdepth"]
    if len(depth) != 1 or len(names) != 1 or not all(t in _FIND_BROAD or t in names for t in tests):
        return ""
    return depth[0]


def _unfiltered(words: tuple[str, ...] | list[str]) -> bool:
    """The find expression before an action tests nothing but depth and kind."""
    tests = [w for w in words if w.startswith("-") or w in ("!", "(", ")")]
    return all(t in _FIND_BROAD for t in tests)


_INTERPRETER_PREFIXES = ("python", "pypy", "node", "bun", "deno", "ts-node", "tsx", "perl", "ruby", "php",
                         "awk", "gawk", "lua", "mawk", "nawk", "julia", "tclsh", "wish", "osascript")


def _shell_reading_stdin(words: list[str]) -> bool:
    """`bash`, `sudo bash -s`, `sh -e`: a shell given no script and no `-c`, so it runs its stdin."""
    words = " ".join(words).split()
    while words and (words[0] in ("sudo", "doas", "exec") or (words[0].startswith("-") and words[0] != "-c")):
        words = words[1:]
    flags_only = all(w.startswith("-") and "c" not in w[1:] for w in words[1:])
    return bool(words) and words[0] in SHELLS and flags_only


# A script file read to judge what it runs (`bash deploy.sh`, `python3 tidy.py`, `./cleanup.sh`): as
# much as inline code is read (interp.MAX_CODE); a longer one is a note, judged unresolved.
MAX_SCRIPT_BYTES = 64 * 1024
# The client-side hooks each git command runs (git's githooks manual), and those --no-verify skips.
_GIT_HOOKS = {
    "commit": ("pre-commit", "prepare-commit-msg", "commit-msg", "post-commit"),
    "push": ("pre-push",), "merge": ("pre-merge-commit", "post-merge"), "pull": ("post-merge",),
    "checkout": ("post-checkout",), "switch": ("post-checkout",), "rebase": ("pre-rebase", "post-rewrite"),
    "am": ("applypatch-msg", "pre-applypatch", "post-applypatch"), "gc": ("pre-auto-gc",),
}
_SKIPPED_BY_NO_VERIFY = frozenset({"pre-commit", "commit-msg", "pre-push", "pre-merge-commit",
                                   "applypatch-msg", "pre-applypatch"})
_HOOKS_PATH = lazy_compile(r"(?im)^\s*hookspath\s*=\s*(.+?)\s*$")  # core.hooksPath (husky's .husky)

# Package managers that run the shell lines a project's package.json names.
_SCRIPT_RUNNERS = frozenset({"npm", "yarn", "pnpm", "bun"})
_EVAL_OPTIONS = ("-e", "--eval", "-p", "--print")


def _evaluates(argv: tuple[str, ...]) -> bool:
    """`bun -e CODE`: the package runner given code to evaluate, which is its interpreter's work."""
    return len(argv) > 1 and argv[1].partition("=")[0] in _EVAL_OPTIONS


_NPM_ALIASES = {"t": "test", "tst": "test", "run-script": "run", "rum": "run", "urn": "run", "i": "install",
                "add": "install", "isntall": "install", "in": "install", "ins": "install"}
_INSTALL_SCRIPTS = ("preinstall", "install", "postinstall", "prepare")
# Subcommands that are the package manager's own, not a script's name (`yarn add`, `pnpm exec`).
_OWN_COMMANDS = frozenset({"exec", "dlx", "x", "create", "init", "publish", "pack", "link", "unlink",
                           "remove", "rm", "uninstall", "update", "upgrade", "outdated", "audit", "config",
                           "cache", "info", "view", "why", "list", "ls", "login", "logout", "version",
                           "help", "whoami", "dedupe", "prune", "rebuild", "fund", "doctor", "set", "global",
                           "workspace", "workspaces", "patch", "import", "store", "env", "bin", "root"})


_PRINTF_SPEC = lazy_compile(r"%(?:%|[-+ #0]*[0-9]*(?:\.[0-9]+)?[sdib])")
_PRINTF_OTHER = lazy_compile(r"%[-+ #0-9.]*(?![-+ #0-9.sdib%])")  # `%(%F)T`, `%f`: run-time or numeric


def _printf_text(args: list[str]) -> str | None:
    """What `printf FORMAT ARGS…` prints when format and arguments are literal: `%s`-style fields
    filled in turn (the format reused while arguments remain); None when anything is dynamic or the
    format asks for a conversion whose text is only known at run time (a date, a float)."""
    if not args or any(looks_dynamic(a) for a in args) or _PRINTF_OTHER.search(args[0].replace("%%", "")):
        return None
    fmt, rest = args[0], list(args[1:])
    if not _PRINTF_SPEC.search(fmt.replace("%%", "")):
        rest = []
    out = []
    while True:
        out.append(_PRINTF_SPEC.sub(lambda m: "%" if m.group(0) == "%%" else (rest.pop(0) if rest else ""),
                                    fmt))
        if not rest:
            break
    return "".join(out).replace("\\n", "\n").replace("\\t", "\t")


def _scripts_run(runner: str, words: list[str]) -> list[str]:
    """The package.json scripts `runner WORDS` runs, in order (pre, the script, post)."""
    if not words:
        return list(_INSTALL_SCRIPTS) if runner in ("yarn", "pnpm", "bun") else []
    verb = _NPM_ALIASES.get(words[0], words[0])
    if verb in ("install", "ci"):
        return list(_INSTALL_SCRIPTS) if len(words) == 1 else []  # `npm i lodash` runs the package's own
    if verb == "run":
        script = words[1] if len(words) > 1 else ""
    elif verb in ("test", "start", "stop", "restart"):
        script = verb
    elif runner != "npm" and verb not in _OWN_COMMANDS:
        script = verb  # `yarn lint`, `pnpm dev`, `bun build`? (bun's own verbs run as scripts too)
    else:
        return []
    return [f"pre{script}", script, f"post{script}"] if script else []


# Where the system's own programs are installed (by the package manager, as root): a script there is
# not one the agent wrote, and is judged by its name like any installed program.
# The most names read from a folder the agent fills (a repository's hooks) before each name is tried.
_MAX_LISTED = 256
INSTALLED_PROGRAMS = ("/bin/", "/sbin/", "/usr/", "/lib/", "/lib64/", "/opt/", "/snap/", "/nix/store/",
                       "/etc/", "/System/", "/Library/", "/Applications/")

# Programs that delete what they are given recursively, whatever the flags (node's rimraf and del).
_RECURSIVE_DELETERS = frozenset({"rimraf", "del-cli", "rm-rf"})


# `$(cat FILE)`, `$(< FILE)`, `` `cat FILE` ``: one literal file's whole text
_WHOLE_FILE = lazy_compile(
    r"""\A(?:\$\(\s*(?:cat\s+(?:--\s+)?|<\s*)([\w./~-]+)\s*\)|`\s*cat\s+([\w./~-]+)\s*`)\Z""")


def _file_read_whole(text: str) -> str | None:
    """The file whose whole text a substitution hands on, when it is only that (a shell given it as its
    script runs the file)."""
    match = _WHOLE_FILE.match(text.strip())
    return (match.group(1) or match.group(2)) if match else None


def _script_on_stdin(inv: Invocation, stdin: Stdin) -> str | None:
    """The file a shell reads its script from on stdin: redirected from it (`bash < f`), handed its
    whole text as a here-string (`bash <<< "$(cat f)"`) or through a pipe from `cat f`; None for
    another pipe or literal text."""
    if inv.remote is None and stdin.kind == "pipe" and stdin.whole_file is not None and stdin.text is None:
        return stdin.whole_file
    if inv.remote is not None or stdin.kind not in ("file", "herestring"):
        return None
    if stdin.text is not None:  # literal text is judged as it stands
        return None
    for redirect in reversed(inv.redirects):
        if redirect.op == "<" and stdin.kind == "file":
            return redirect.target
        if redirect.op == "<<<":
            return _file_read_whole(redirect.target)
    return None


def _at_job_file(inv: Invocation, stdin: Stdin) -> str | None:
    """The file `at`/`batch` reads its job from: `-f FILE` (also `-fFILE`), else the file on its stdin."""
    args = list(inv.argv[1:])
    for i, arg in enumerate(args):
        if arg == "-f" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("-f") and len(arg) > 2:
            return arg[2:]
    return _script_on_stdin(inv, stdin)


def _cdpath_target(word: str, searched: str, cwd: str, home: str) -> str | None:
    """Where `cd WORD` lands with CDPATH set: bash tries each of its directories in order (an empty one is
    the working directory) and goes to the first that holds WORD; when none does, it goes to WORD under the
    working directory, as without CDPATH. Only what exists on this disk can be told (None: that fallback).
    A CDPATH aimed at the guard's own directories is judged by the guard itself (hooks/disarm.py)."""
    for entry in searched.split(":"):
        entry = home + entry[1:] if entry == "~" or entry.startswith("~/") else entry
        base = posixpath.normpath(posixpath.join(cwd, entry)) if entry else cwd
        candidate = posixpath.normpath(posixpath.join(base, word))
        if os.path.isdir(candidate):
            return candidate
    return None

class Follow:
    """Follow-ups of one invocation. Mixed into `parse._Analysis`, which provides `parse_text`,
    `emit`, `add`, `note`, `set_var`, and the state `vars`, `cwd`, `aliases`, `functions`,
    `calling`, `decoded`."""

    def effects(self, inv: Invocation, ctx: Ctx, stdin: Stdin, prefix_env: dict[str, str]) -> None:
        name = inv.name
        for key, value in prefix_env.items():  # `GIT_SSH_COMMAND='…' git fetch` runs that text
            if key in COMMAND_VARIABLES and value.strip():
                self.parse_text(_with_edited_file(value, key, inv), ctx.nested(f"${key}",
                                                                              privileged=inv.privileged))
        # (each asked only of the names it can find anything for: most commands are none of them)
        for route, text, host in carried_commands(name, inv.argv) if name in CARRYING else ():
            # `rsync --rsync-path=CMD`, `tar -I CMD`
            self.parse_text(text, ctx.nested(route, privileged=inv.privileged) if host is None
                            else ctx.elsewhere(route, f"ssh:{host or '?'}"))
        if name in CARRYING_SITE or (
                len(inv.argv) > 2 and inv.argv[1].rsplit("/", 1)[-1] in LAUNCHER_SCRIPTS):
            # `wp @live db query SQL`, `drush sql:cli < dump.sql`, `ddev drush …`, `php artisan db < x.sql`
            self.site_commands(inv, ctx, stdin)
        if inv.remote is None and name in IMPLYING:
            for route, text in implied_commands(name, inv.argv):  # `cargo clean --target-dir DIR`: rm DIR
                self.parse_text(text, ctx.nested(route, privileged=inv.privileged))
        if name not in _FOLLOWED_NAMES and name not in self.functions:
            self.as_program(inv, ctx, stdin)  # most programs: no branch below names them
        elif name in SHELLS:
            # a child shell: what its code sets, enters or defines ends with it (`bash -c 'export
            # HOME=/tmp/ci; …'` leaves the calling shell's HOME as it was)
            token = self.open_scope()
            try:
                self.shell(inv, ctx, stdin)
            finally:
                self.close_scope(token)
        elif name == "git":
            self.git_config(inv, ctx)
            if inv.remote is None:
                self.git_hooks(inv, ctx, stdin)
        elif name == "eval":
            read = _file_read_whole(inv.argv[1]) if len(inv.argv) == 2 and inv.remote is None else None
            if read is not None:  # `eval "$(< step.txt)"` runs the file's text: `source step.txt`
                self.run_script_file(read, [], name, ctx, inv.privileged)
            elif len(inv.argv) > 1:
                self.parse_text(" ".join(inv.argv[1:]), ctx.nested("eval", privileged=inv.privileged))
        elif (name == "cd" or name == "pushd" or name == "popd") and inv.remote is None:
            self.change_dir(inv)
        elif name in _READS_VARIABLES and inv.remote is None:
            self.builtin_state(inv, stdin)
        elif name == "alias":
            for arg in inv.argv[1:]:
                key, eq, value = arg.partition("=")
                if eq and key and len(self.aliases) < 256:
                    self.aliases[key] = value
        elif name == "hash" and "-p" in inv.argv[1:-2] and len(self.aliases) < 256:
            # `hash -p /bin/rm cat`: from now on `cat` runs /bin/rm, as an alias would make it
            where = inv.argv.index("-p")
            self.aliases[inv.argv[where + 2]] = shlex.quote(inv.argv[where + 1])
        elif name in self.functions and inv.remote is None:
            if name in self.calling:
                self._recursion(inv, ctx)
                return
            self.calling.add(name)
            self.called.add(name)
            try:
                with self.positional(inv.argv):
                    self.parse_text(self.functions[name], ctx.nested(f"function {name}",
                                                                     privileged=inv.privileged))
            finally:
                self.calling.discard(name)
        elif name in _RECURSIVE_DELETERS:
            # `npx rimraf ~`: node's rm -rf, judged as the rm it is
            targets = tuple(a for a in inv.argv[1:] if not a.startswith("-"))
            if targets:
                self.add(Invocation(argv=("rm", "-rf", "--", *targets), name="rm", privileged=inv.privileged,
                                    env=inv.env, depth=ctx.depth + 1, via=(*ctx.via, name), remote=ctx.remote,
                                    synthetic=True, cwd=inv.cwd))
        elif name == "ln":
            if inv.remote is None:
                self.stdin_links.update(_stdin_link(inv.argv[1:]))
        elif name == "trap":
            args = [a for a in inv.argv[1:] if a != "--"]
            if len(args) >= 2 and not args[0].startswith("-"):  # the handler is shell text run later
                self.parse_text(args[0], ctx.nested("trap", privileged=inv.privileged))
        elif name in ("source", ".") and len(inv.argv) > 1 and inv.argv[1] in _STDIN_FILES:
            # `. /dev/stdin <<< 'cmd'`, `echo cmd | source /dev/stdin`: the current shell runs its stdin,
            # as `sh` reading a script from stdin does
            self.shell(replace(inv, argv=("sh", *inv.argv[2:]), name="sh"), ctx, stdin)
        elif name in ("source", "."):
            if len(inv.argv) > 1:
                environment = dotenv_environment(inv.argv[1])
                if environment and inv.remote is None:
                    self.set_var(SOURCED_ENVIRONMENT, environment)
                self._script_from_command(name, inv.argv[1], ctx.nested(name, privileged=inv.privileged))
                if inv.remote is None:
                    self.run_script_file(inv.argv[1], inv.argv[2:], name, ctx, inv.privileged)
        elif name in ("at", "batch"):
            job = _at_job_file(inv, stdin)
            if job is not None and inv.remote is None:
                # `at -f job.sh now`, `batch < job.sh`: at copies the file's text into the queue when it is
                # called, so what runs later is the file as it is now, read as a shell reads its script
                self.run_script_file(job, [], f"{name} job", ctx, inv.privileged)
            elif "-f" not in inv.argv and stdin.text is not None:  # the job is shell text on stdin
                self.parse_text(stdin.text, ctx.nested(f"{name} job", privileged=inv.privileged))
        elif name == "find":
            self.find(inv, ctx)
        elif name == "ssh":
            self.ssh(inv, ctx, stdin)
        elif name in _SSH_LIKE_SHELLS:
            self.ssh_like(inv, ctx)
        elif name in WINDOWS_REMOTE_RUNNERS:
            remote = remote_command(name, list(inv.argv))
            if remote:  # `psexec \\fs01 cmd /c format D:`: the line runs on that host
                self.parse_text(" ".join(remote[1]), ctx.elsewhere(name, f"ssh:{remote[0]}"))
        elif name == "adb":
            self.adb(inv, ctx)
        elif name in ("docker", "podman", "nerdctl", "docker-compose", "podman-compose"):
            self.container(inv, ctx, stdin)
        elif name in ("kubectl", "oc"):
            self.kubectl(inv, ctx, stdin)
        elif name in _FLEET or name in _FLEET_MODULE_TOOLS or name in _FLEET_OTHERS:
            self.fleet(inv, ctx)
        elif name in ("gcloud", "aws", "az"):
            self.cloud_run(inv, ctx)
        elif name in _POWERSHELLS:
            self.powershell(inv, ctx, stdin)
        elif name in _PS_BLOCK_RUNNERS:
            block = _script_block(inv.argv[1:])
            if block:  # `… | ForEach-Object { Clear-EventLog $_.Log }`: the block runs for each item
                self.parse_text(block, ctx.nested(f"{name} block", privileged=inv.privileged))
        elif name in sockets.SOCKET_CLIENTS:
            if stdin.text:
                self.socket_text(sockets.peer(name, inv.argv[1:]), stdin.text, inv, ctx)
        elif name in _SCRIPT_RUNNERS and inv.remote is None and not _evaluates(inv.argv):
            self.package_scripts(inv, ctx)
        elif name in ("make", "gmake") and inv.remote is None:
            self.make_recipes(inv, ctx)
        elif name == "cargo" and inv.remote is None:
            self.cargo_build_script(inv, ctx)
        else:
            self.as_program(inv, ctx, stdin)

    def site_commands(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        """What a site tool carries to the site it selects (shell/site_tools.py), judged where it runs."""
        stdin_file = next((r.target for r in inv.redirects if r.op == "<"), None) or stdin.whole_file
        for route, text, where in carried_site_commands(inv.name, inv.argv, stdin_file, stdin.text):
            self.parse_text(text, ctx.nested(route, privileged=inv.privileged) if where is None
                            else ctx.elsewhere(route, where))

    def as_program(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        """What any program runs by its own words: a framework runner's code, an executable file it
        is, or an interpreter's code (the follow-up of every program `effects` does not name)."""
        named = self.interpreter_named(inv.name)  # (asked once: each branch below asks it)
        if (runner := runners.interpreter_argv(inv.argv, named)) is not None:
            # `bin/rails runner CODE`, `python manage.py shell -c CODE`: the framework's language, in
            # the environment the runner is told to load (`-e production`)
            chosen = runners.environment(inv.argv, named)
            env = {**inv.env, **chosen} if chosen else inv.env
            self.interpreter(replace(inv, argv=tuple(runner), name=runner[0], env=env), ctx, stdin)
        elif "/" in inv.argv[0] and inv.remote is None and not named:
            self.executable_file(inv, ctx, stdin)  # `./cleanup.sh`, `bin/deploy`
        elif named or inv.name in EMBEDDED_SQL_CLIENTS:  # (`interpreter` reads no other program)
            self.interpreter(inv, ctx, stdin)

    def run_script_file(self, path: str, args: list[str], runner: str, ctx: Ctx, privileged: bool) -> None:
        """A shell script on disk, run by `bash FILE`, `source FILE` or as `./FILE`: written by an
        earlier call (an editor's Write), it is what runs, so it is judged as if typed here, with
        its arguments as $1…. A file that cannot be read as text is left to the rules on the argv."""
        text = self.script_text(path)
        if text is not None:
            with self.positional([path, *args]):
                self.parse_text(text, ctx.nested(f"{runner} {path}", privileged=privileged))

    def cargo_build_script(self, inv: Invocation, ctx: Ctx) -> None:
        """`cargo build`, `cargo test`, `cargo run` compile and run the package's build.rs first, as the
        user: its file and process calls (`rustcode`) are judged as if typed here."""
        from dongle.shell.rustcode import CARGO_RUNS_BUILD, shell_equivalent

        words = [a for a in inv.argv[1:] if not a.startswith("-")]
        text = self.script_text("build.rs") if words and words[0] in CARGO_RUNS_BUILD else None
        lines = shell_equivalent(text) if text else []
        if lines:
            self.parse_text("\n".join(lines), ctx.nested("cargo build.rs", privileged=inv.privileged))

    def package_scripts(self, inv: Invocation, ctx: Ctx) -> None:
        """`npm test`, `npm run build`, `yarn lint`, `pnpm dev`, `npm install`: the project's
        package.json says what shell line each runs (with its pre- and post- scripts, and the
        lifecycle scripts an install runs). Each is judged as if typed."""
        words = [a for a in inv.argv[1:] if not a.startswith("-")]
        if "--" in inv.argv:
            words = [a for a in inv.argv[1 : inv.argv.index("--")] if not a.startswith("-")]
        names = _scripts_run(inv.name, words)
        if not names:
            return
        text = self.script_text("package.json")
        try:
            scripts = json.loads(text).get("scripts") if text else None
        except (ValueError, AttributeError):
            scripts = None
        if not isinstance(scripts, dict):
            return
        for script in names:
            body = scripts.get(script)
            if isinstance(body, str) and body.strip():
                self.parse_text(body, ctx.nested(f"{inv.name} script {script}", privileged=inv.privileged))

    def make_recipes(self, inv: Invocation, ctx: Ctx) -> None:
        """`make`, `make clean`, `make -C web test`: the recipe lines the Makefile gives those goals
        (prerequisites first), each judged as if typed. A dry run (`-n`) runs nothing. `--eval=TEXT`
        is makefile text read before the files (its recipes run as theirs do), a makefile named `-` or
        `/dev/stdin` is the text fed on stdin, and `SHELL=CMD` on the command line is the program every
        recipe line is handed to: a command run here."""
        from dongle.shell import makefile

        call = makefile.read_args(list(inv.argv[1:]))
        if call is None:
            return
        if call.overrides.get("SHELL", "").strip():
            self.parse_text(call.overrides["SHELL"], ctx.nested("make SHELL", privileged=inv.privileged))
        text = None
        for name in call.files:
            if name == "-" or name in _STDIN_FILES:
                # `make -f - <<< TEXT`, `printf … | make -f /dev/stdin`: the makefile is what stdin feeds
                text = inv.stdin_text
                if text is None:
                    origin = ("remote code piped into" if any(up in NETWORK_SOURCES for up in inv.stdin_from)
                              else "a makefile of unknown content fed to")
                    self.note(f"{origin} {inv.name}: the recipes are unknown")
                break
            text = self.script_text(posixpath.join(call.directory, name))
            if text is not None:
                break
        if call.evals:
            text = "\n".join([*call.evals, text or ""])
        if text is None:
            return
        parsed = makefile.parse(text)
        # an included makefile on disk is read where it is included (one level); one make remakes
        # first is judged unknown by `recipe_lines`
        remade = set(parsed.remade_includes())
        included = [self.script_text(posixpath.join(call.directory, name))
                    for name in parsed.includes[: makefile.MAX_INCLUDES] if name not in remade]
        if any(included):
            parsed = makefile.parse("\n".join([text, *(t for t in included if t)]))
        parsed.variables.update(call.overrides)
        label = " ".join(["make", *call.goals]) if call.goals else f"make {parsed.default or ''}".strip()
        inner = ctx.nested(label, privileged=inv.privileged)
        for line in makefile.recipe_lines(parsed, call.goals):
            self.parse_text(f"cd {shlex.quote(call.directory)} && {line}" if call.directory else line, inner)

    def _on_disk(self, path: str) -> str | None:
        """Where a path a line names is on this machine; None for one only known at run time."""
        if looks_dynamic(path) or path.startswith(("<(", "$(", "`")):
            return None
        if path.startswith("~/"):  # the home only then: placing it cost as much as the rest
            return default_home(self.vars, self.cwd) + path[1:]
        return posixpath.join(self.cwd or "/", path)

    def _listed(self, folder: str) -> frozenset[str] | None:
        """The names in a folder, case-folded (a case-insensitive disk opens `Pre-Push` as
        `pre-push`); empty when the folder is not there, so nothing in it can be opened; None when
        that cannot be told (each name is then tried). The listing is bounded: the folder is the
        agent's to fill, and a judge that lists millions of names on every `git commit` outlasts the
        hook's time (a hook that does not answer lets the call through on several agents)."""
        full = self._on_disk(posixpath.join(folder, "hook"))  # placed as the paths in it are
        if full is None:
            return frozenset()  # a path only known at run time: no file of it is read
        try:
            with os.scandir(posixpath.dirname(full)) as found:
                names = [entry.name.casefold() for entry in itertools.islice(found, _MAX_LISTED + 1)]
        except (FileNotFoundError, NotADirectoryError):
            return frozenset()
        except (OSError, ValueError):
            return None
        return frozenset(names) if len(names) <= _MAX_LISTED else None

    def script_text(self, path: str) -> str | None:
        """The text of a script file on this machine, or None (no such file, not text, dynamic).
        Bounded: a larger file is a note (judged unresolved), never silently skipped."""
        full = self._on_disk(path)
        if full is None or posixpath.normpath(full).startswith(INSTALLED_PROGRAMS):
            return None  # the system's own programs (/usr/bin/pip): not the agent's to write
        try:
            # only a regular file: a FIFO, a terminal or /dev/stdin would block or steal the input
            fd = os.open(full, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
        except (OSError, ValueError):
            return None  # not here (a corpus line, another machine's path) or not a readable file
        try:
            mode = os.fstat(fd).st_mode
            if stat.S_ISFIFO(mode):
                # what runs is what another process writes into the pipe when the shell reads it
                self.note(f"script {path} is a named pipe: its code is written by another process as it runs")
            if not stat.S_ISREG(mode):
                return None
            data = os.read(fd, MAX_SCRIPT_BYTES + 1)
        except OSError:
            return None
        finally:
            os.close(fd)
        if b"\0" in data[:80].split(b"\n", 1)[0]:
            return None  # a compiled program (bash's own test: a NUL in the first line): judged by its name
        self.read_from_disk[full] = hashlib.sha256(data).hexdigest()
        if len(data) > MAX_SCRIPT_BYTES:
            self.note(f"script {path} is longer than {MAX_SCRIPT_BYTES} bytes: not analysed")
            return None
        # bash skips NUL bytes after the first line and runs bytes that are not UTF-8: so is it read
        return data.replace(b"\0", b"").decode("utf-8", "replace")

    def executable_file(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        """A program run by its path: a script whose `#!` line names an interpreter is that
        interpreter's code; any other script (or no `#!`) is shell text."""
        text = self.script_text(inv.argv[0])
        if text is None:
            return
        first = text.split("\n", 1)[0]
        words = first[2:].split() if first.startswith("#!") else []
        if words and posixpath.basename(words[0]) == "env":
            words = [w for w in words[1:] if not w.startswith("-")]
        runner = posixpath.basename(words[0]) if words else "sh"
        if runner in SHELLS:
            self.run_script_file(inv.argv[0], list(inv.argv[1:]), inv.argv[0], ctx, inv.privileged)
        elif self.interpreter_named(runner):
            script = Invocation(argv=(runner, inv.argv[0], *inv.argv[1:]), name=runner,
                                privileged=inv.privileged, env=inv.env, cwd=inv.cwd)
            self.interpreter(script, ctx, stdin)

    def git_hooks(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        """`git commit` runs .git/hooks/pre-commit and commit-msg, `git push` pre-push, and so on: a
        hook written by an earlier call is what runs, judged as a script run by its path."""
        args = list(inv.argv[1:])
        where = ""
        while args and args[0].startswith("-"):
            if args[0] == "-C" and len(args) > 1:
                where = posixpath.join(where, args[1])
                args = args[2:]
            else:
                args = args[2:] if args[0] in ("-c", "--git-dir", "--work-tree") else args[1:]
        if not args:
            return
        hooks = _GIT_HOOKS.get(args[0], ())
        if "--no-verify" in args or (args[0] == "commit" and "-n" in args):
            hooks = tuple(h for h in hooks if h not in _SKIPPED_BY_NO_VERIFY)
        if not hooks:
            return
        config = self.script_text(posixpath.join(where, ".git", "config"))
        found = _HOOKS_PATH.search(config or "")
        folder = posixpath.join(where, found.group(1).strip('"') if found else ".git/hooks")
        # one listing of the folder, not one failed open per hook (most repositories have no hook)
        present = self._listed(folder)
        for hook in hooks:
            if present is not None and hook.casefold() not in present:
                continue
            path = posixpath.join(folder, hook)
            self.executable_file(Invocation(argv=(path,), name=hook, privileged=inv.privileged, env=inv.env,
                                            cwd=inv.cwd), ctx.nested(f"git {args[0]} {hook} hook"), stdin)

    @staticmethod
    def interpreter_named(name: str) -> bool:
        if not name.startswith(_INTERPRETER_PREFIXES) and name not in ("r", "rscript"):
            return False
        return _is_interpreter(name)

    def socket_text(self, peer: tuple[str, str] | None, text: str, inv: Invocation, ctx: Ctx) -> None:
        """Literal text written into a raw socket is a command of the protocol on the other end
        (`printf 'FLUSHALL\\r\\n' | nc prod-redis 6379` is `redis-cli -h prod-redis FLUSHALL`):
        judged as that protocol's own client would be."""
        if peer is None:
            return
        host, port = peer
        for argv in sockets.commands(host, port, text):
            self.emit(list(argv), [False] * len(argv), ctx.nested(f"{inv.name} {port} protocol",
                                                               privileged=inv.privileged),
                      {}, (), NO_STDIN)

    def _recursion(self, inv: Invocation, ctx: Ctx) -> None:
        """A function calling itself. Run concurrently (`f | f`, `f &`) every call starts two or
        more copies, which grows without bound: a fork bomb, recorded as such. A sequential
        recursion only deepens one process and repeats a body already judged (where it was defined,
        with arguments unknown, and at the first call): nothing new to follow."""
        if _CONCURRENT.search(self.functions[inv.name]):
            self.add(Invocation(argv=inv.argv, name=inv.name, privileged=inv.privileged, env=inv.env,
                                depth=ctx.depth, via=ctx.via, remote=ctx.remote, synthetic=True,
                                spawns_self=True))

    def interpreter(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        """Inline code of python/node/perl/ruby/php/awk (imported lazily: rarely needed), and a
        script file of theirs on this machine (`python3 tidy.py`), read as the code it holds."""
        embedded_sql = inv.name in EMBEDDED_SQL_CLIENTS
        if not embedded_sql and not self.interpreter_named(inv.name):
            return
        from dongle.shell import interp

        from_network = any(up in NETWORK_SOURCES for up in stdin.upstream)
        reader = self.script_text if inv.remote is None else None
        try:
            if embedded_sql:  # sqlite3/duckdb: the SQL's files and shells (`.shell`, `COPY … TO 's3://…'`)
                from dongle.shell import sqlcode

                effects = sqlcode.effects(list(inv.argv), stdin.text)
            else:
                effects = interp.analyse(inv.name, list(inv.argv), stdin.text, stdin.kind, from_network,
                                         inv.env, read_script=reader)
        except (RecursionError, MemoryError, ValueError, TypeError, AttributeError) as exc:
            self.note(f"{inv.name} code could not be analysed ({type(exc).__name__})")
            return
        for effect in effects:
            label = effect.via or f"{inv.name} code"
            inner = ctx.nested(label, privileged=inv.privileged)
            if effect.reason:
                self.note(effect.reason)
            if effect.script is not None:
                self.parse_text(effect.script, inner)
            if effect.argv:
                if effect.synthetic:
                    self.add(
                        Invocation(
                            argv=tuple(effect.argv), name=normalize_name(effect.argv[0]),
                            privileged=inv.privileged, env=inv.env, redirects=effect.redirects,
                            depth=inner.depth, via=inner.via, remote=inner.remote,
                            synthetic=True, cwd=None if inner.remote else self.cwd,
                            spawns_self=effect.spawns_self,
                        )
                    )
                else:
                    argv = list(effect.argv)
                    self.emit(argv, [looks_dynamic(argv[0])] + [False] * (len(argv) - 1), inner,
                              {}, (), NO_STDIN)

    def shell(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        name = inv.name
        args = inv.argv[1:]
        i = 0
        has_c = False
        reads_stdin = False
        while i < len(args):
            arg = args[i]
            if arg == "--":
                i += 1
                break
            if arg in ("-o", "+o", "-O", "+O", "--rcfile", "--init-file"):
                i += 2
                continue
            if arg.startswith("--"):
                i += 1
                continue
            if len(arg) > 1 and arg[0] in "-+":
                if arg[0] == "-" and "c" in arg[1:]:
                    has_c = True
                if arg[0] == "-" and "s" in arg[1:]:
                    reads_stdin = True  # `-s`: commands from stdin, the rest are $1…
                i += 1
                continue
            break
        if has_c:
            read = _file_read_whole(args[i]) if i < len(args) else None
            if read is not None and inv.remote is None:
                # `bash -c "$(cat scripts/lint.sh)"` runs the file's text: `bash scripts/lint.sh`
                self.run_script_file(read, args[i + 2:], name, ctx, inv.privileged)
                return
            if i < len(args):
                # `sh -c 'rm -rf "$1"' _ /srv`: the words after the script are $0, $1, …
                with self.positional(args[i + 1 :]), self.given_environment(inv):
                    self.parse_text(args[i], ctx.nested(f"{name} -c", privileged=inv.privileged))
            else:
                self.note(f"{name} -c without a visible script")
            return
        if i < len(args) and (args[i] in _STDIN_FILES or posixpath.normpath(args[i]) in self.stdin_links):
            i += 1  # `bash /dev/stdin`, or a link to it made earlier: the script is what the pipe feeds
            reads_stdin = True
        elif i < len(args) and args[i] != "-" and not reads_stdin:
            self._script_from_command(name, args[i], ctx.nested(name, privileged=inv.privileged))
            if inv.remote is None:  # a script file on this machine: what it holds is what runs
                self.run_script_file(args[i], args[i + 1 :], name, ctx, inv.privileged)
            return
        fed = _script_on_stdin(inv, stdin)
        if fed is not None:
            # `bash < step.sh`, `sh -s < step.txt`, `bash <<< "$(cat step.txt)"`: the file is the script
            self.run_script_file(fed, args[i:] if reads_stdin else [], name, ctx, inv.privileged)
            return
        if stdin.text is not None:
            labels: list[str] = [f"{up} payload" for up in stdin.upstream if up in DECODERS][:1]
            if stdin.kind == "heredoc":
                labels.append(f"heredoc into {name}")
            elif stdin.kind == "herestring":
                labels.append(f"here-string into {name}")
            else:
                labels.append(f"{name} stdin")
            inner = ctx
            for label in labels:
                inner = inner.nested(label, privileged=inv.privileged)
            # both labels describe one hop: depth grows by one
            inner = Ctx(ctx.depth + 1, inner.via, inner.remote, inner.privileged, inner.background)
            self.parse_text(stdin.text, inner)
        elif stdin.kind == "pipe":
            if any(up in NETWORK_SOURCES for up in stdin.upstream):
                self.note(f"remote code piped into {name}: the script is unknown")
            else:
                self.note(f"output of {', '.join(stdin.upstream) or 'a command'} piped into {name}: "
                          "the script is unknown")

    @contextmanager
    def given_environment(self, inv: Invocation) -> Iterator[None]:
        """`env HOME=/tmp/h sh -c 'cd && rm -rf -- *'`, `DIR=/srv sh -c 'rm -rf "$DIR"/*'`: a child shell
        starts with the environment its command was given, the prefix assignments included; bound
        while its body is parsed, then restored."""
        given = {key: value for key, value in (inv.env or {}).items() if self.vars.get(key) != value
                 and key.isidentifier() and key not in _RESET_AT_START} if inv.remote is None else {}
        if not given:
            yield
            return
        saved = {key: self.vars.get(key) for key in given}
        for key, value in given.items():
            self.set_var(key, value)
        try:
            yield
        finally:
            for key, old in saved.items():
                self.set_var(key, old)

    @contextmanager
    def positional(self, words: tuple[str, ...] | list[str]) -> Iterator[None]:
        """Bind $0, $1, … (and $@, $*) while a nested body is parsed, then restore them."""
        if not words:
            yield
            return
        saved = {key: self.vars.get(key) for key in _POSITIONAL}
        saved_array = self.arrays.get("@", UNSET)
        self.bind_positional(words[0], [Field(w) for w in words[1:]])
        try:
            yield
        finally:
            for key, old in saved.items():
                self.set_var(key, old)
            self._remember(self.arrays, "@", saved_array)

    def bind_positional(self, zero: str | None, words: list[Field] | None) -> None:
        """$0 and the positional parameters ($1…, "$@" word by word, "$*"); None: not known."""
        if zero is not None:
            self.set_var("0", zero)
        known = words is not None and not any(w.dynamic for w in words)
        for k in range(1, 10):
            self.set_var(str(k), words[k - 1].text if known and words and k <= len(words) else None)
        joined = " ".join(w.text for w in words) if known and words is not None else None
        self.set_var("@", joined)
        self.set_var("*", joined)
        self._remember(self.arrays, "@", tuple(words) if words is not None else None)

    def builtin_state(self, inv: Invocation, stdin: Stdin | None = None) -> None:
        """Builtins that set variables from what they read at run time (`read x`, `mapfile a`,
        `getopts`, `printf -v`) make those variables unknown; `set --` and `shift` change the
        positional parameters. `read -r f <<< "$HOME/.gemini/settings.json"` reads literal text: its
        variables hold that text's fields, as an assignment would make them."""
        name = inv.name
        args = list(inv.argv[1:])
        if name == "read" and stdin is not None and stdin.kind == "herestring" and stdin.text is not None \
                and all(a == "-r" for a in args if a.startswith("-")) and args and all(
                    a.isidentifier() for a in args if a != "-r") and ("-r" in args or "\\" not in stdin.text):
            names = [a for a in args if a != "-r"]
            fields = stdin.text.split("\n", 1)[0].split(None, len(names) - 1)
            for i, variable in enumerate(names):
                self.set_var(variable, fields[i] if i < len(fields) else "")
                self._remember(self.arrays, variable, UNSET)
            return
        if name == "set":
            if "--" in args:
                words = args[args.index("--") + 1 :]
                self.bind_positional(None, [Field(w) for w in words])
            return
        if name == "shift":
            count = int(args[0]) if args and args[0].isdigit() else 1
            current = self.arrays.get("@")
            self.bind_positional(None, list(current[count:]) if current is not None else None)
            return
        takes_value = _READS_VARIABLES[name]
        names: list[str] = []
        i = 0
        while i < len(args):
            arg = args[i]
            if arg == "--":
                names.extend(args[i + 1 :])
                break
            if arg.startswith("-") and len(arg) > 1:
                flag = arg[-1]
                if flag in takes_value:
                    value = args[i + 1] if len(arg) == 2 and i + 1 < len(args) else arg[2:]
                    if (name == "read" and flag == "a") or (name == "printf" and flag == "v"):
                        names.append(value)
                    i += 2 if len(arg) == 2 else 1
                    continue
                i += 1
                continue
            names.extend(args[i:])
            break
        if name == "printf":
            names = names[:1] if "-v" in inv.argv else []
            if names and names[0].isidentifier():  # `printf -v f '%s/.%s' "$HOME" claude`: the text it builds
                self.set_var(names[0], _printf_text(args[args.index("-v") + 2:]))
                self._remember(self.arrays, names[0], None)
                return
        elif name == "getopts":
            names = names[1:2]
        elif name in ("mapfile", "readarray"):
            names = names[:1] or ["MAPFILE"]
        elif not names:
            names = ["REPLY"]
        for variable in names:
            key = variable.split("[", 1)[0]
            if key.isidentifier():
                self.set_var(key, None)
                if key in self.arrays or name != "read" or "-a" in inv.argv:
                    self._remember(self.arrays, key, None)

    def _script_from_command(self, name: str, script: str, ctx: Ctx) -> None:
        """`bash <(curl …)`, `source <(…)`: the script is another command's output. When that output
        is literal (`sh <(echo … | base64 -d)`), it is the script the shell runs, judged as `… | sh` is."""
        if not script.startswith(("<(", "$(", "`")):
            return
        text = self.substituted_output(script) if script.startswith("<(") else None
        if text is not None:
            self.parse_text(text, ctx.nested(f"<(…) script of {name}"))
        elif NETWORK_WORD.search(script):
            self.note(f"remote code run by {name}: the script is unknown")
        else:
            self.note(f"{name} runs a script produced by another command: not analysed")

    def git_config(self, inv: Invocation, ctx: Ctx) -> None:
        """`git -c core.sshCommand='…'` (and pager, editor, `!` aliases…) runs shell text."""
        argv = inv.argv
        i = 1
        while i < len(argv) - 1 and argv[i].startswith("-"):  # options before the subcommand
            word = argv[i]
            i += 1
            if word in ("-C", "--git-dir", "--work-tree", "--namespace", "--exec-path"):
                i += 1
            if word != "-c":
                continue
            key, eq, value = argv[i].partition("=")
            i += 1
            key = key.lower()
            if eq and (key in GIT_COMMAND_KEYS or (key.startswith("alias.") and value.startswith("!"))
                       or (key.startswith("credential.") and value.startswith("!"))):
                self.parse_text(value.removeprefix("!"), ctx.nested(f"git -c {key}",
                                                                     privileged=inv.privileged))

    def change_dir(self, inv: Invocation) -> None:
        """`cd`, `pushd`, `popd`: the directory later relative paths are judged in (None: unknown).

        `$PWD` and `$OLDPWD` follow, as in bash; a directory that cannot be told statically (a
        dynamic word, `cd ~user`, a stack rotation) makes it unknown, never a guess."""
        name = inv.name
        args = [a for a in inv.argv[1:] if a != "--"]
        options = [a for a in args
                   if a.startswith("-") and len(a) > 1 and a != "-" and not _STACK_INDEX.fullmatch(a)]
        operands = [a for a in args if a not in options]
        before = self.cwd
        numbered = bool(operands) and _STACK_INDEX.fullmatch(operands[0]) is not None
        if name == "popd":
            if numbered and not [a for a in options if a != "-n"]:  # `popd +1`: removes that entry
                self._stack_entry(operands[0], remove=True, keep_dir="-n" in options)
            elif any(a != "-n" for a in options) or operands:
                self.dirs.clear()
                self._set_cwd(None, before)
            elif "-n" not in options:
                self._set_cwd(self.dirs.pop() if self.dirs else None, before)
            return
        if name == "pushd" and (not operands or numbered):
            if operands:  # `pushd +1`: the stack rotated so that entry is on top, and the directory
                self._stack_entry(operands[0], remove=False, keep_dir="-n" in options)
                return
            if not self.dirs:  # a swap with nothing to swap
                self._set_cwd(before, before)
                return
            top = self.dirs.pop()
            self.dirs.append(before)
            self._set_cwd(top, before)
            return
        target = self._dir_target(operands[0] if operands else "~")
        if name == "pushd":
            if "-n" in options:
                return
            if len(self.dirs) < MAX_DIR_STACK:
                self.dirs.append(before)
        self._set_cwd(target, before)

    def _stack_entry(self, spec: str, remove: bool, keep_dir: bool) -> None:
        """`pushd +N`/`-N` rotates bash's directory stack (the directory, then what `pushd` saved, newest
        first) so that entry N (counted from the left for `+`, the right for `-`) is on top and becomes the
        directory; `popd +N` removes entry N (the directory itself when N is 0). An entry that cannot be
        told, or an N past the stack, leaves the directory unknown, never a guess."""
        before = self.cwd
        stack = [before, *reversed(self.dirs)]
        n = int(spec[1:])
        index = n if spec[0] == "+" else len(stack) - 1 - n
        if not 0 <= index < len(stack) or (remove and len(stack) < 2):
            return  # bash refuses: nothing changes
        if remove:
            del stack[index]
        else:
            stack = stack[index:] + stack[:index]
        top = stack[0]
        if keep_dir and remove and index == 0:
            return
        self.dirs[:] = list(reversed(stack[1:]))
        self._set_cwd(top, before)

    def _dir_target(self, word: str) -> str | None:
        if self.cwd is None and not word.startswith(("/", "~")):
            return None
        home = default_home(self.vars, self.cwd)  # the same home the path rules use
        if word == "~":
            return home
        if word == "-":
            return self.vars.get("OLDPWD")
        if word.startswith("~/"):
            word = home + word[1:]  # `cd ~/.claude`: later relative paths are under home
        if word.strip('"') in _TOPLEVEL and self.cwd == self.project:
            return self.project  # the checkout's top: the agent's working directory is a checkout
        if looks_dynamic(word) or word.startswith("~"):
            return None
        target = posixpath.normpath(posixpath.join(self.cwd or "/", word))
        if (searched := self.vars.get("CDPATH")) and not word.startswith(("/", "./", "../")) \
                and word not in (".", ".."):
            target = _cdpath_target(word, searched, self.cwd or "/", home) or target
        return target if len(target) <= MAX_PATH else None  # longer than a path can be

    def _set_cwd(self, target: str | None, before: str | None) -> None:
        self.cwd = target
        self.set_var("OLDPWD", before)
        self.set_var("PWD", target)
        # bash's DIRSTACK, which `~N` reads: the current directory, then what `pushd` saved, newest first
        entries = [target, *reversed(self.dirs)]
        self.set_array("DIRSTACK", None if None in entries else tuple(Field(e) for e in entries if e))

    def find(self, inv: Invocation, ctx: Ctx) -> None:
        r"""`find ROOT … -exec CMD {} ;` runs CMD on what find meets. A shell's script sees the entry
        as a positional parameter, bound here to an entry under the search root, so `find /var/log
        -exec sh -c ': > "$1"' _ {} \;` is judged as emptying files there. Other commands keep `{}`
        as written: the rules on find itself judge what it reaches."""
        argv = inv.argv
        roots = list(itertools.takewhile(lambda a: not a.startswith(("-", "(", "!", "\\(")), argv[1:]))
        names = [argv[k + 1] for k in range(1, len(argv) - 1) if argv[k] in ("-name", "-iname")
                 and argv[k - 1] not in ("!", "-not", "\\!")]
        # one name test says what the entries are called (`-name '*.log'`: logs under the root)
        entry = names[0] if len(names) == 1 and "/" not in names[0] else "{}"
        rooted = len(roots) == 1 and not looks_dynamic(roots[0])
        found = roots[0].rstrip("/") + "/" + entry if rooted else "{}"
        if rooted and entry == "{}" and not names:
            # one whole-path test says where they are (`find ~/.cache -path '*pkg/server.py'`: a server.py
            # somewhere below the root; `-path '/srv/app/*.py'`: the pattern itself)
            wholes = [argv[k + 1] for k in range(1, len(argv) - 1) if argv[k] in _PATH_TESTS
                      and argv[k - 1] not in ("!", "-not", "\\!")]
            if len(wholes) == 1 and wholes[0].startswith("*"):
                found = roots[0].rstrip("/") + "/" + wholes[0]
            elif len(wholes) == 1 and wholes[0].startswith(roots[0].rstrip("/") + "/"):
                found = wholes[0]
        if found.startswith("./"):
            found = "{}"  # entries of the working directory: judged as before, relative
        i = 1
        while i < len(argv):
            if argv[i] in ("-exec", "-execdir", "-ok", "-okdir"):
                j = i + 1
                cmd: list[str] = []
                while j < len(argv) and argv[j] not in (";", "+"):
                    cmd.append(argv[j])
                    j += 1
                at = 1 if len(cmd) > 1 and normalize_name(cmd[0]) in ("sudo", "doas") else 0
                program = normalize_name(cmd[at]) if cmd else ""
                if program in _PERMISSION_CHANGERS and rooted and (
                        _unfiltered(argv[1:i]) or _opens_trees_to_all(cmd[at + 1:])) \
                        and argv[i] in ("-exec", "-ok") and self._whole_system_root(roots[0]):
                    # every entry under the root, home or a system tree, none picked out: the recursive
                    # change of it (`find /usr/bin -type f -exec chmod a-x {} +` is `chmod -R a-x
                    # /usr/bin`); a folder of one's own is left to the rules on find itself
                    rest = (roots[0] if word == "{}" else word for word in cmd[at + 1:])
                    cmd = [*cmd[: at + 1], "-R", *rest]
                elif (program in _ROOTED or (program in _ENTRY_DELETERS and one_level_by_name(argv[1:i])))\
                        and argv[i] in ("-exec", "-ok"):
                    # (`find ~ -maxdepth 1 -name '.*' -exec rm -rf {} +` deletes exactly `~/.*`)
                    cmd = [found if word == "{}" else word for word in cmd]
                elif program in _ENTRY_DELETERS and rooted and entry != "{}" and two_levels_by_name(
                        argv[1:i]) and argv[i] in ("-exec", "-ok") and not is_regenerable_name(entry):
                    # (what tools recreate, `-name node_modules`, keeps the find's own reading)
                    # `find /home -maxdepth 2 -name public_html -exec rm -rf {} +` deletes every account's
                    # `/home/*/public_html` (and a `/home/public_html`, if one is there)
                    deeper = roots[0].rstrip("/") + "/*/" + entry
                    cmd = [deeper if word == "{}" else word for word in cmd]
                elif program in _SENDERS and argv[i] in ("-exec", "-ok") and found != "{}":
                    # `-exec curl -F "file=@{}" URL \;`: each file found is sent, inside its word too
                    cmd = [word.replace("{}", found) for word in cmd]
                if cmd:
                    self.emit(cmd, [looks_dynamic(cmd[0])] + [False] * (len(cmd) - 1), ctx, {}, (),
                              NO_STDIN, ("find",), inv.privileged)
                i = j + 1
            else:
                i += 1

    def _whole_system_root(self, root: str) -> bool:
        """The root, the home directory itself or one of the operating system's own trees (where one
        change reaches the whole machine or the user's whole home)."""
        from dongle.paths import classify_path

        home = default_home(self.vars, self.cwd)
        path = (classify_path(root, self.cwd, home).path or "").rstrip("/") or "/"
        return path in ("/", home.rstrip("/"), *_OS_TREES) or path.startswith(_OS_TREES_BELOW)

    def ssh(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        argv = list(inv.argv)
        idx, _ = wrappers.scan(argv, 1, wrappers.Spec(short_arg=_SSH_ARG))  # (`-o Key=CMD`: effects)
        if idx >= len(argv):
            return
        host = argv[idx]
        inner = ctx.elsewhere("ssh", f"ssh:{host}")
        rest = argv[idx + 1 :]
        while rest and rest[0].startswith("-") and rest[0] != "--" and len(rest[0]) > 1:
            # OpenSSH reads options after the host too (`ssh bastion -t 'sudo reboot'`)
            takes = rest[0][-1] in _SSH_ARG and len(rest[0]) == 2
            rest = rest[2:] if takes else rest[1:]
        if rest[:1] == ["--"]:
            rest = rest[1:]
        if rest:
            self.parse_text(" ".join(rest), inner)
        if stdin.text is not None and (not rest or _shell_reading_stdin(rest)):
            # `ssh db-1 bash <<'EOF' … EOF`, `ssh h 'sudo bash -s' < x`: the far shell runs what ssh sends
            self.parse_text(stdin.text, inner)

    def ssh_like(self, inv: Invocation, ctx: Ctx) -> None:
        """`mosh deploy@web2 -- sudo reboot`, `et web2 -c 'systemctl restart nginx'`: shells that log in
        over ssh and run the command given on the host, as ssh does (so they are judged as `ssh:HOST`)."""
        argv = list(inv.argv)
        takes_value = _SSH_LIKE_SHELLS[inv.name]
        i = 1
        while i < len(argv) and argv[i].startswith("-") and argv[i] != "--":
            i += 2 if argv[i] in takes_value else 1
        if argv[i:i + 1] == ["--"]:
            i += 1
        if i >= len(argv):
            return
        host, rest = argv[i], argv[i + 1:]
        if rest[:1] in (["--"], ["-c"], ["--command"]):
            rest = rest[1:]
        if rest:
            self.parse_text(" ".join(rest), ctx.elsewhere(inv.name, f"ssh:{host}"))

    def adb(self, inv: Invocation, ctx: Ctx) -> None:
        """`adb [-s SERIAL] shell CMD`: the command runs on the attached Android device, as ssh's does
        on its host (a game's saves deleted there are the tester's, not this machine's)."""
        argv = list(inv.argv)
        i = 1
        while i < len(argv) and argv[i].startswith("-"):
            i += 2 if argv[i] in _ADB_ARG else 1
        if argv[i:i + 1] != ["shell"] or len(argv) <= i + 1:
            return
        rest = argv[i + 1:]
        while rest and rest[0].startswith("-") and len(rest[0]) == 2:  # `adb shell -t …`
            rest = rest[1:]
        if rest:
            serial = next((argv[j + 1] for j in range(1, i - 1) if argv[j] == "-s"), "device")
            self.parse_text(" ".join(rest), ctx.elsewhere("adb", f"adb:{serial}"))

    def fleet(self, inv: Invocation, ctx: Ctx) -> None:
        """Parallel shells (pssh, pdsh, clush, salt `cmd.run` …) run one command on many hosts: it
        is followed with `remote` set to `fleet:TOOL`, which the classifier judges with that reach."""
        argv = list(inv.argv)
        inner = ctx.elsewhere(inv.name, f"fleet:{inv.name}")
        if inv.name == "knife":  # knife ssh QUERY COMMAND
            words = [w for w in argv[1:] if not w.startswith("-")]
            if len(words) >= 3 and words[0] == "ssh":
                self.parse_text(words[2], inner)
            return
        if inv.name == "ansible":  # ansible web -m shell -a 'rm -rf /x' (the default module is command)
            module = next((argv[i + 1] for i, w in enumerate(argv[:-1]) if w in ("-m", "--module-name")), "")
            args = next((argv[i + 1] for i, w in enumerate(argv[:-1]) if w in ("-a", "--args")), "")
            pattern = next((w for w in argv[1:] if not w.startswith("-")), "")
            if args and module.rpartition(".")[2] in _ANSIBLE_RUNNERS and pattern not in _LOCAL_PATTERNS:
                self.parse_text(args, inner)
            return
        if inv.name in ("mco", "bolt"):
            # `mco shell run 'CMD'` (MCollective), `bolt command run 'CMD' --targets all` (Puppet Bolt)
            words = [w for w in argv[1:] if not w.startswith("-")]
            head = ("shell", "run") if inv.name == "mco" else ("command", "run")
            for i in range(len(words) - 2):
                if (words[i], words[i + 1]) == head:
                    self.parse_text(words[i + 2], inner)
                    return
            return
        if inv.name in _DEVICE_LOGINS:
            self._device_login(inv, ctx)
            return
        if inv.name == "fab":  # fab -H a,b -- 'sudo reboot': what follows `--` runs on every host
            if "--" in argv:
                self.parse_text(" ".join(argv[argv.index("--") + 1:]), inner)
            return
        if inv.name in _FLEET_MODULE_TOOLS:  # salt '*' cmd.run 'rm -rf /x'
            for i, word in enumerate(argv[:-1]):
                if word in _FLEET_RUN_FUNCTIONS:
                    self.parse_text(argv[i + 1], inner)
                    return
            return
        idx, _ = wrappers.scan(argv, 1, _FLEET[inv.name])
        if idx < len(argv):
            self.parse_text(" ".join(argv[idx:]), inner)

    def _device_login(self, inv: Invocation, ctx: Ctx) -> None:
        """`clogin -c 'write erase;reload' core-sw-1`: the statements run on the router named, and on
        every router when several are named (a fleet)."""
        argv = list(inv.argv)
        idx, opts = wrappers.scan(argv, 1, wrappers.Spec(short_arg="cefpstuvwxyST"))
        text = next((value for opt, value in opts if opt == "-c" and value), None)
        routers = argv[idx:]
        if text and routers:
            remote = f"ssh:{routers[0]}" if len(routers) == 1 else f"fleet:{inv.name}"
            self.parse_text(text, ctx.elsewhere(inv.name, remote))

    def powershell(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        """`powershell -Command TEXT` and `-EncodedCommand B64` (UTF-16LE base64, how droppers hide
        `IEX (New-Object Net.WebClient).DownloadString(…)`): the text is read as the command line it
        is, the encoded one decoded first. PowerShell's cmdlets have rules of their own; its pipes,
        `;` and parentheses read like a POSIX shell's closely enough for them to match."""
        kind, text = powershell_payload(inv.argv[1:])
        if kind == "none":
            return
        if text is None:
            self.note(f"{inv.name} {kind} could not be decoded: its content was not analysed")
            return
        if text == "-" and stdin.text is not None:
            text = stdin.text
        label = f"{inv.name} {'-EncodedCommand' if kind == 'encoded' else '-Command'}"
        if kind == "encoded":
            self.decoded.append(text)  # its Windows paths are read as written there
        self.parse_text(self._powershell_env(text), ctx.nested(label, privileged=inv.privileged))

    def _powershell_env(self, text: str) -> str:
        """`$env:NAME` as PowerShell expands it: the value when the agent's env sets it, nothing when
        it is not set (`Remove-Item -Recurse "$env:BUILD_OUT/*"` with BUILD_OUT unset deletes `/*`,
        the root of the drive). Windows' own variables (`$env:TEMP`, `$env:USERPROFILE`) are set on
        every Windows machine and are left for the rules that know them."""
        def expand(m: re.Match[str]) -> str:
            name = m.group(1)
            if name.upper() in _WINDOWS_VARIABLES:
                return m.group(0)
            value = self.vars.get(name)
            return value if isinstance(value, str) else ""

        return _PS_ENV.sub(expand, text)

    def cloud_run(self, inv: Invocation, ctx: Ctx) -> None:
        """Cloud CLIs that run a shell command on machines (`gcloud compute ssh VM --command`, `aws ssm
        send-command` with `commands=[…]`, `az vm run-command invoke --scripts`) are ssh by another
        name: the command is followed on that machine, and on every machine a tag, a filter or a
        scale set selects with the fleet's reach."""
        target = cloud_remote_command(inv.name, inv.argv)
        if target is None:
            return
        remote, scripts = target
        label = f"{inv.name} remote command"
        inner = ctx.elsewhere(label, remote)
        for script in scripts:
            self.parse_text(script, inner)

    def container(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        argv = list(inv.argv)
        i = 1
        while i < len(argv) and argv[i].startswith("-"):  # docker --context x exec …
            i += 2 if argv[i] in ("--context", "-c", "-H", "--host", "--config", "-l") else 1
        kind = "compose" if inv.name.endswith("-compose") else inv.name
        if i < len(argv) and argv[i] == "container":
            i += 1
        elif i < len(argv) and argv[i] == "compose":  # docker compose [-f x] exec SERVICE cmd
            kind = "compose"
            i += 1
            while i < len(argv) and argv[i].startswith("-"):
                i += 2 if argv[i] in _COMPOSE_ARG else 1
        if i >= len(argv) or argv[i] not in ("exec", "run"):
            return
        sub = argv[i]
        spec = _DOCKER_EXEC if sub == "exec" else _DOCKER_RUN
        idx, _ = wrappers.scan(argv, i + 1, spec)
        if idx >= len(argv):
            return
        target = argv[idx]
        cmd = argv[idx + 1 :]
        if cmd:
            inner = ctx.elsewhere(f"{inv.name} {sub}", f"{kind}:{target}")
            self.emit(cmd, [looks_dynamic(cmd[0])] + [False] * (len(cmd) - 1), inner, {}, (), stdin)

    def kubectl(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        argv = list(inv.argv)
        if "run" in argv and "exec" not in argv:
            self.kubectl_run(inv, ctx, stdin)
            return
        verb = "exec" if "exec" in argv else "debug" if "debug" in argv else None
        if verb is None:
            return
        i = argv.index(verb) + 1
        pod = ""
        while i < len(argv) and argv[i] != "--":
            arg = argv[i]
            if arg in _KUBECTL_ARG:
                i += 2
                continue
            if not arg.startswith("-") and not pod:
                pod = arg
            i += 1
        if i >= len(argv) or argv[i] != "--":
            return
        cmd = argv[i + 1 :]
        # `kubectl debug node/NAME -- CMD` runs CMD in a pod on the node's namespaces with the node's
        # root filesystem at /host (`chroot /host` makes it the root): CMD has the reach of that host
        where = f"node:{pod[5:]}" if verb == "debug" and pod.startswith("node/") else f"kubectl:{pod or '?'}"
        if cmd:
            inner = ctx.elsewhere(f"{inv.name} {verb}", where)
            self.emit(cmd, [looks_dynamic(cmd[0])] + [False] * (len(cmd) - 1), inner, {}, (), stdin)


    def kubectl_run(self, inv: Invocation, ctx: Ctx, stdin: Stdin) -> None:
        """`kubectl run NAME --image=X -- CMD…` and the containers' `command`/`args` of
        `--overrides` JSON: what the new pod runs, judged in that pod. A pod that shares the node's
        process namespace or is privileged (hostPID, hostNetwork, privileged) reaches the node, so
        what it runs is judged with the reach of a fleet host."""
        argv = list(inv.argv)
        commands: list[list[str]] = []
        if "--" in argv:
            commands.append(argv[argv.index("--") + 1 :])
        node = False
        for raw in _option_values(tuple(argv), frozenset({"--overrides"})):
            try:
                spec = json.loads(raw).get("spec", {})
            except (ValueError, AttributeError):
                continue
            if not isinstance(spec, dict):
                continue
            node = node or any(spec.get(k) is True for k in ("hostPID", "hostNetwork", "hostIPC"))
            for container in spec.get("containers") or ():
                if not isinstance(container, dict):
                    continue
                context = container.get("securityContext")
                node = node or (isinstance(context, dict) and context.get("privileged") is True)
                words = [*(container.get("command") or ()), *(container.get("args") or ())]
                if words and all(isinstance(w, str) for w in words):
                    commands.append(words)
        pod = next((a for a in argv[argv.index("run") + 1 :] if not a.startswith("-")), "?")
        inner = ctx.elsewhere(f"{inv.name} run", f"node:{pod}" if node else f"kubectl:{pod}")
        for cmd in commands:
            if cmd:
                self.emit(cmd, [looks_dynamic(cmd[0])] + [False] * (len(cmd) - 1), inner, {}, (), stdin)


def _option_values(argv: tuple[str, ...], names: frozenset[str]) -> list[str]:
    """Values of `--name VALUE` and `--name=VALUE` options, in order."""
    out: list[str] = []
    for i, word in enumerate(argv):
        key, eq, value = word.partition("=")
        if key in names:
            if eq:
                out.append(value)
            elif i + 1 < len(argv):
                out.append(argv[i + 1])
    return out


def _ssm_commands(parameters: str) -> list[str]:
    """The shell lines of an SSM `--parameters` value: JSON (`{"commands":[…]}`) or the shorthand
    `commands=[…]` / `commands=a,b`."""
    text = parameters.strip()
    try:
        value = json.loads(text)
    except ValueError:
        value = None
    if isinstance(value, dict):
        value = value.get("commands")
    if value is None and text.startswith("commands="):
        body = text[len("commands="):]
        try:
            value = json.loads(body)
        except ValueError:
            value = [part.strip() for part in body.strip("[]").split(",")] if body else []
    if isinstance(value, str):
        value = [value]
    return [v for v in value if isinstance(v, str) and v.strip()] if isinstance(value, list) else []


_ONE = frozenset({"--command"})
_SSM_TARGETS = frozenset({"--targets"})
_SSM_IDS = frozenset({"--instance-ids"})
_SSM_PARAMETERS = frozenset({"--parameters"})
_AZ_SCRIPTS = frozenset({"--scripts"})
_AZ_NAME = frozenset({"--name", "-n", "--vm-name"})


def cloud_remote_command(name: str, argv: tuple[str, ...]) -> tuple[str, list[str]] | None:
    """(remote, scripts) when a cloud CLI call runs shell text on machines, else None. The remote is
    `ssh:VM` for one machine and `fleet:TOOL` for a selection of many."""
    words = [w for w in argv[1:4] if not w.startswith("-")]
    if name == "gcloud" and words[:2] == ["compute", "ssh"] and len(argv) > 3:
        host = next((w for w in argv[3:] if not w.startswith("-")), "")
        scripts = _option_values(argv, _ONE)
        if "--" in argv:
            scripts.append(" ".join(argv[argv.index("--") + 1:]))
        return (f"ssh:{host.rpartition('@')[2]}", scripts) if scripts else None
    if name == "aws" and words[:2] == ["ssm", "send-command"]:
        scripts = [line for value in _option_values(argv, _SSM_PARAMETERS) for line in _ssm_commands(value)]
        ids = [i for value in _option_values(argv, _SSM_IDS) for i in value.replace(",", " ").split()]
        one = len(ids) == 1 and not _option_values(argv, _SSM_TARGETS)
        return (f"ssh:{ids[0]}" if one else "fleet:ssm", scripts) if scripts else None
    if name == "az" and words[1:3] == ["run-command", "invoke"] and words[0] in ("vm", "vmss"):
        scripts = _option_values(argv, _AZ_SCRIPTS)
        vm = next(iter(_option_values(argv, _AZ_NAME)), "")
        return ("fleet:vmss" if words[0] == "vmss" else f"ssh:{vm}", scripts) if scripts else None
    return None


_POWERSHELLS = frozenset({"powershell", "pwsh", "powershell_ise"})
# PowerShell cmdlets that run the script block they are given (`ForEach-Object { … }`, its alias `%`)
_PS_BLOCK_RUNNERS = frozenset({"foreach-object", "%", "foreach", "invoke-command", "icm", "start-job"})


def _script_block(args: tuple[str, ...]) -> str | None:
    """The text of the first `{ … }` script block among a cmdlet's arguments (the POSIX reading leaves
    its braces as words, or stuck to the words inside them); None for a block that is one expression
    (`{ $_.Name }` prints a value, it runs no command)."""
    text = " ".join(args)
    start, end = text.find("{"), text.rfind("}")
    block = text[start + 1:end].strip() if 0 <= start < end else ""
    if not block or (block.startswith("$") and not any(c in block for c in ";|")):
        return None
    return block
_PS_ENV = lazy_compile(r"\$env:([A-Za-z_][A-Za-z0-9_]*)", re.IGNORECASE)
# Variables every Windows session sets: never read as unset.
_WINDOWS_VARIABLES = frozenset({
    "USERPROFILE", "TEMP", "TMP", "SYSTEMROOT", "WINDIR", "APPDATA", "LOCALAPPDATA", "PROGRAMDATA",
    "PROGRAMFILES", "PROGRAMW6432", "COMMONPROGRAMFILES", "HOMEDRIVE", "HOMEPATH", "HOME", "USERNAME",
    "USERDOMAIN", "COMPUTERNAME", "PATH", "PATHEXT", "PUBLIC", "ALLUSERSPROFILE", "SYSTEMDRIVE",
    "COMSPEC", "PSMODULEPATH", "ONEDRIVE", "OS", "PROCESSOR_ARCHITECTURE", "NUMBER_OF_PROCESSORS",
    "LOGONSERVER", "SESSIONNAME", "DRIVERDATA", "PWD", "USER", "SHELL", "LANG", "TERM"})
# PowerShell's own options that take a value (any unambiguous prefix is accepted by PowerShell).
_PS_VALUE_OPTIONS = ("-windowstyle", "-executionpolicy", "-version", "-inputformat", "-outputformat",
                     "-configurationname", "-psconsolefile", "-workingdirectory", "-settingsfile",
                     "-custompipename", "-ep", "-ex", "-w", "-wd", "-v", "-if", "-of", "-o")


def powershell_payload(args: tuple[str, ...]) -> tuple[str, str | None]:
    """What a powershell command line runs: ("command", text), ("encoded", decoded text or None when
    it does not decode), or ("none", None) for a script file or an interactive shell."""
    i = 0
    while i < len(args):
        arg = args[i]
        low = arg.lower()
        if not low.startswith(("-", "/")):
            # a bare first word is the command (`powershell Get-Process`), after the options
            return ("command", " ".join(args[i:]))
        flag = "-" + low[1:]
        if flag.startswith("-e") and "-encodedcommand".startswith(flag.split(":")[0]) \
                and flag not in ("-ex",):
            return ("encoded", _decode_utf16(args[i + 1]) if i + 1 < len(args) else None)
        if flag in ("-c", "-co", "-com", "-comm", "-comma", "-comman", "-command", "-cmd"):
            return ("command", " ".join(args[i + 1:])) if i + 1 < len(args) else ("none", None)
        if flag in ("-f", "-file") or ("-file".startswith(flag) and len(flag) > 2):
            return ("none", None)
        takes_value = flag in _PS_VALUE_OPTIONS or len(flag) > 3
        if takes_value and any(opt.startswith(flag) for opt in _PS_VALUE_OPTIONS):
            i += 2
            continue
        i += 1
    return ("none", None)


def _decode_utf16(data: str) -> str | None:
    """`-EncodedCommand` text: base64 of UTF-16LE (PowerShell's own encoding); UTF-8 tried last."""
    import base64
    import binascii

    try:
        raw = base64.b64decode(data + "=" * (-len(data) % 4), validate=False)
    except (binascii.Error, ValueError):
        return None
    for encoding in ("utf-16-le", "utf-8"):
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            continue
        if text.isprintable() or all(c.isprintable() or c in "\r\n\t" for c in text):
            return text
    return None


# Every name a branch of `Follow.effects` asks for before the generic follow-ups (`as_program`): any
# other program (or a function the line defined) goes straight to those, without thirty tests that
# cannot hold for it. Kept beside the branches' own sets, so a branch added there is added here.
_FOLLOWED_NAMES = frozenset({
    *SHELLS, "git", "eval", "cd", "pushd", "popd", *_READS_VARIABLES, "alias", "hash", *_RECURSIVE_DELETERS,
    "trap", "ln", "source", ".", "at", "batch", "find", "ssh", *_SSH_LIKE_SHELLS, *WINDOWS_REMOTE_RUNNERS,
    "adb", "docker", "podman",
    "nerdctl", "docker-compose", "podman-compose", "kubectl", "oc", *_FLEET, *_FLEET_MODULE_TOOLS,
    *_FLEET_OTHERS, "gcloud", "aws", "az", *_POWERSHELLS, *_PS_BLOCK_RUNNERS, *sockets.SOCKET_CLIENTS,
    *_SCRIPT_RUNNERS, "make", "gmake", "cargo",
})


@lru_cache(maxsize=1024)
def _is_interpreter(name: str) -> bool:
    """`interp.is_interpreter`, a function of the name alone, kept per name: the interpreter module is
    imported on the first name that could be one, and an import statement on every later call cost more
    than the test (`from dongle.shell import interp` runs the import machinery's Python each time)."""
    from dongle.shell import interp

    return interp.is_interpreter(name)
