"""Literal settings appended to a start-up or settings file, judged by what the text says.

A write to `~/.bashrc`, `~/.ssh/config`, `~/.my.cnf` or `gpg-agent.conf` pauses because what it adds
runs at every later shell or login, or may replace the secrets the file holds. Appended literal text
that only sets plain values (`HISTSIZE=10000`, `export CC=gcc-12`, `pager = less -SFX`, a `Host`
block, `default-cache-ttl 3600`) runs no code of its own, touches no guard and loses nothing: the
file keeps what it held. So the appended text is read by its grammar, line by line:

- shell variables (`[export] NAME=VALUE`, `shopt -s word`, `set -o word`): a literal value with no
  expansion, quoting trick or path, under a name that neither runs its value as code nor steers
  loaders, shells, history, where traffic and credentials go, or the agents and their guard; a
  variable that names a program (`EDITOR`, `CC`, `PAGER`) must name an everyday one by its name;
- settings (`[section]`, `Host name`, `key = value`, `key value`): keys that run a program have an
  everyday program as their value, and keys that load files, forward agents or ports, weaken host
  checks, or hold secrets are not plain.

An alias (`alias gs='git status -sb'`) runs only when its name is typed, and then runs its body:
`aliases` picks the alias lines out of appended shell text so the classifier can judge each body
(and whether the name hides another program). Anything else (a function, a `$(…)`, a `>` that
replaces the file, a file whose lines grant access such as `authorized_keys`) stays as the classifier
judged it.
"""

from __future__ import annotations

import posixpath
import re

from dongle.classify.startup_variables import RUNS_PROGRAM
from dongle.lazy_regex import lazy_compile
from dongle.shell.effects import COMMAND_VARIABLES

# Files whose lines are settings (and start-up files whose lines are shell); not files whose lines
# grant access or hold keys.
_SETTINGS_FILE = lazy_compile(r"(?i)(?:rc|\.conf|\.cnf|\.cfg|\.ini|/config|\.toml)$")
# Start-up files whose lines a shell runs (and environment files read as its variables): shell grammar.
_SHELL_FILE = lazy_compile(r"/\.(?:bashrc|zshrc|kshrc|mkshrc|profile|bash_profile|bash_login|zprofile|zshenv"
                           r"|zlogin|pam_environment|cshrc|tcshrc|login|xsessionrc|gnomerc)$"
                           r"|/environment\.d/[^/]+\.conf$|/plasma-workspace/env/[^/]+\.sh$"
                           r"|/fish/(?:config\.fish|conf\.d/[^/]+\.fish)$")
# The other ways start-up files set a variable: csh's `setenv NAME VALUE` (tmux's `set-environment -g`),
# fish's `set -gx NAME VALUE`,
# pam_env's `NAME DEFAULT=VALUE` (or `OVERRIDE=`), PowerShell's `$env:NAME = VALUE`.
_OTHER_ASSIGNMENT = lazy_compile(
    r"\b(?:setenv|set-environment(?:\s+-[A-Za-z]+)*)\s+(?P<csh>[A-Za-z_]\w*)\s+|\bset\s+(?:-[A-Za-z]+\s+)+(?P<fish>[A-Za-z_]\w*)\s+"
    r"|(?:(?<![\w$])|(?<=\\[nt]))(?P<pam>[A-Za-z_]\w*)(?:[ \t]|\\t)+(?:DEFAULT|OVERRIDE)="
    r"|\$env:(?P<ps>[A-Za-z_]\w*)\s*=\s*")
_ACCESS_FILES = frozenset({"authorized_keys", "authorized_keys2", ".rhosts", ".shosts", ".k5login",
                           ".k5users", "known_hosts", ".netrc", ".pgpass", ".git-credentials", "credentials",
                           ".gitconfig", "sudoers", ".npmrc", ".yarnrc", ".pnpmrc"})
# Variables that run their value, load code, steer a loader, a shell, history, the network's route,
# trust or credentials, the clock or the C library every program runs on, or the agents and their guard.
_STEERING_NAME = lazy_compile(
    r"(?i)proxy|_URLS?$|^BASE_URL|ENDPOINT|_HOST$|CA_BUNDLE|CERT|SSL|TLS|VERIFY|TOKEN|SECRET|PASS|_KEY$|"
    r"API_KEY|PATH$|PRELOAD|^LD_|^DYLD_|OPTIONS$|OPTS$|FLAGS$|INIT|STARTUP|^PS\d$|PROMPT|^ENV$|_ENV$|HOME$"
    r"|^XDG_|^GIT_|^CLAUDE|^CODEX|^GEMINI|^COPILOT|^CURSOR|^ANTHROPIC|^OPENAI|DONGLE|MCPAQL|SHELL$|RC$"
    r"|CONFIG|^TMPDIR$|CACHE|DIR$|FILE$|^IFS$|^CDPATH$|^TMOUT$|HIST(?!SIZE$|FILESIZE$|TIMEFORMAT$|$)"
    r"|^FAKETIME|^GLIBC_TUNABLES$|^HOSTALIASES$")
_PROGRAM_NAME = frozenset({*COMMAND_VARIABLES, *RUNS_PROGRAM})
# Programs that change, delete or run what they are given: not an everyday editor, pager or compiler.
_NOT_EVERYDAY = lazy_compile(r"^(?:rm|dd|shred|truncate|mv|cp|tee|install|ln|chmod|chown|sh|bash|zsh|dash|ksh"
                             r"|fish|env|xargs|eval|exec|python\d*(?:\.\d+)?|perl|ruby|node|php|lua|tclsh|nc"
                             r"|ncat|socat|curl|wget|ssh|scp|sudo|doas|su|script|busybox)$")
_LITERAL = lazy_compile(r"^(?:\"[^\"$`\\/]*\"|'[^'/]*'|[^\s$`\"'\\;&|<>()/]*)$")
_ASSIGNMENT = lazy_compile(r"^(?:export\s+)?(?:[A-Za-z_]\w*=(?:\"[^\"]*\"|'[^']*'|[^\s\"']*)\s*)+$")
_PAIR = lazy_compile(r"(?P<name>[A-Za-z_]\w*)=(?P<value>\"[^\"]*\"|'[^']*'|\S*)")
_SHELL_OPTION = lazy_compile(r"^(?:shopt\s+-[su](?:\s+\w+)+|set\s+[-+]o\s+\w+)$")
_GUARD_WORDS = lazy_compile(r"(?i)claude|codex|gemini|cursor|copilot|dongle|mcpaql")
# Settings keys that run a program (their value must be an everyday one) and keys that are never plain.
_RUNS_KEY = lazy_compile(r"(?i)command|program|exec|pager|editor|shell|cmd|askpass|helper|filter|viewer"
                         r"|browser")
_NOT_PLAIN_KEY = lazy_compile(r"(?i)hook|script|plugin|load|include|source|module|init|prepend|append|library"
                              r"|preload|pass|secret|token|forward|stricthostkey|knownhostsfile|permit|tunnel"
                              r"|agent|socket|proxy|output|log|trust|cert|cipher")
_SECTION = lazy_compile(r"^\[[\w .\"'-]+\]$")
_KEY_VALUE = lazy_compile(r"^(?P<key>[A-Za-z][\w.-]*)(?:\s*=\s*|\s+)(?P<value>.*)$")
_HOST = lazy_compile(r"(?i)^(?:Host|Match\s+(?:host|user|originalhost|localuser))\s+[\w.*?!@,-]+"
                     r"(?:\s+[\w.*?!@,-]+)*$")


# `alias NAME='BODY'`, `alias NAME="BODY"` or `alias NAME=WORD`, one to a line
_ALIAS_LINE = lazy_compile(r"""^alias\s+(?P<name>[\w.:-]+)="""
                         r"""(?:'(?P<sq>[^']*)'|"(?P<dq>[^"$`\\]*)"|(?P<bare>[\w./:-]+))$""")


def shell_file(path: str | None) -> bool:
    """`path` is a start-up file whose lines a shell runs (`~/.bashrc`, `~/.zprofile` …)."""
    return bool(path) and _SHELL_FILE.search(path or "") is not None


# git's own configuration files: the user's (`~/.gitconfig`, `~/.config/git/config`) and a repository's.
_GIT_CONFIG_FILE = lazy_compile(r"(?:^|/)\.gitconfig$|/git/config$|(?:^|/)\.git/config$")
_GIT_SECTION = lazy_compile(r'^\[\s*([\w.-]+)(?:\s+"([^"]*)")?\s*\]$')


def git_config_file(path: str | None) -> bool:
    """`path` is a git configuration file, whose aliases and command keys git runs later."""
    return bool(path) and _GIT_CONFIG_FILE.search(path or "") is not None


def git_config_entries(text: str) -> list[tuple[str, str]] | None:
    """The `(section.key, value)` settings of git-config text (`[alias]` then `st = "!rm -rf ~"` is
    `("alias.st", "!rm -rf ~")`), or None when a line is not git-config syntax: then what the file will
    hold is not known, and nothing is taken as plain."""
    entries: list[tuple[str, str]] = []
    section = ""
    for raw in text.replace("\\n", "\n").replace("\\t", "\t").splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        header = _GIT_SECTION.match(line)
        if header is not None:
            section = header.group(1).lower() + (f".{header.group(2)}" if header.group(2) is not None else "")
            continue
        kv = _KEY_VALUE.match(line)
        if kv is None or not section:
            return None
        value = kv.group("value").strip()
        if len(value) > 1 and value[0] == value[-1] == '"':
            value = value[1:-1].replace('\\"', '"').replace("\\\\", "\\")
        entries.append((f"{section}.{kv.group('key').lower()}", value))
    return entries


def aliases(text: str) -> tuple[str, list[tuple[str, str]]]:
    """The appended shell text without its alias lines, and the aliases (name, body) taken out."""
    kept: list[str] = []
    found: list[tuple[str, str]] = []
    for line in text.splitlines():
        m = _ALIAS_LINE.match(line.strip())
        if m and not _GUARD_WORDS.search(line):
            found.append((m.group("name"), m.group("sq") or m.group("dq") or m.group("bare") or ""))
        else:
            kept.append(line)
    return "\n".join(kept), found


def as_assignments(text: str) -> str:
    """`text` with each variable setting in another shell's or file's syntax spelled `NAME=VALUE`, as
    sh spells it: what `XDG_CONFIG_HOME DEFAULT=/tmp/cfg` in ~/.pam_environment or `setenv
    XDG_CONFIG_HOME /tmp/cfg` in ~/.cshrc sets at the next login is what `export XDG_CONFIG_HOME=/tmp/cfg`
    in ~/.profile sets, and is judged the same (a plain `setenv PAGER less` stays a plain setting)."""
    if "set" not in text and "DEFAULT=" not in text and "OVERRIDE=" not in text and "$env:" not in text:
        return text
    return _OTHER_ASSIGNMENT.sub(
        lambda m: f"{m.group('csh') or m.group('fish') or m.group('pam') or m.group('ps')}=", text)


# A shell integration's documented init line (`eval "$(zoxide init zsh)"`, `eval "$(direnv hook bash)"`,
# `eval "$(/opt/homebrew/bin/brew shellenv)"`): it evaluates the installed tool's own setup output, which
# sets the prompt, a directory-jump function or the version on PATH. The tool is named, the verb is its
# init verb, and every further word is a shell's name or a dash; a fetch, a decoder or any other program
# is not this line.
_INIT_TOOLS = ("zoxide", "starship", "direnv", "pyenv", "rbenv", "nodenv", "goenv", "jenv", "plenv", "fnm",
               "mise", "rtx", "thefuck", "oh-my-posh", "mcfly", "brew", "atuin", "navi", "fzf", "conda",
               "micromamba", "luarocks", "opam", "gh", "uv", "uvx", "rustup", "kubectl", "helm")
# The tool by its bare name (PATH's program) or from the system's and Homebrew's own bin directories, never a
# path the agent can write (`/tmp/zoxide`, `~/.cache/x/zoxide`, the project's bin); after the verb only a
# shell's name, a dash, or a flag that only tunes the tool's own setup (`--cmd cd` or `--alias NAME` would
# rebind a name the guard follows).
_INIT_LINE = lazy_compile(
    r"^eval\s+[\"']?\$\((?:/usr/(?:local/)?bin/|/opt/homebrew/bin/|/home/linuxbrew/\.linuxbrew/bin/)?(?:"
    + "|".join(re.escape(t) for t in _INIT_TOOLS)
    + r")\s+(?:init|hook|activate|env|shellenv|virtualenv-init|widget|--zsh|--bash|--fish|"
    r"shell\.(?:bash|zsh|fish)\s+hook|shell\s+hook|completion|generate-shell-completion|config\s+env)"
    r"(?:\s+(?:bash|zsh|fish|sh|ksh|-|--use-on-cd|--no-rehash|--path|--shims))*\s*\)[\"']?$")


def plain_settings_appended(text: str, path: str | None) -> bool:
    """`text`, appended to `path`, is only plain settings (see the module's docstring)."""
    if not path or not text.strip() or posixpath.basename(path) in _ACCESS_FILES or not (
            _SETTINGS_FILE.search(path) or _SHELL_FILE.search(path)):
        return False
    if _GUARD_WORDS.search(text):
        return False
    lines = [line.strip() for line in text.replace(";", "\n").splitlines()]
    lines = [line for line in lines if line and not line.startswith(("#", ";"))]
    shell = bool(_SHELL_FILE.search(path))
    plain = [line for line in lines if not (shell and _INIT_LINE.match(line))]
    if not plain:
        return bool(lines)  # only a shell integration's own init line: the tool's documented setup
    if any("`" in line or "$(" in line for line in plain):
        return False
    lines = plain
    return all(_plain_line(line, shell) for line in lines)


def _plain_line(line: str, shell: bool) -> bool:
    """One line is a plain setting; a variable set in any syntax (`setenv`, `set -gx`, tmux's
    `set-environment -g`) is judged as the `NAME=VALUE` it is."""
    spelled = as_assignments(line)
    if spelled != line or shell:
        return bool(_SHELL_OPTION.match(spelled)
                    or (_ASSIGNMENT.match(spelled) and _plain_assignments(spelled)))
    return _plain_setting_line(line)


# A directory of the user's own (`$HOME/.cargo/bin`, `~/.local/bin`) or the system's program directories:
# what an installer asks to put on PATH. A scratch, relative or other user's directory is not one.
_OWN_BIN_DIR = lazy_compile(r"^(?:(?:\$HOME|\$\{HOME\}|~)(?:/[\w.+-]+)+|/usr/local(?:/[\w.+-]+)*/s?bin"
                            r"|/opt/[\w.+-]+(?:/[\w.+-]+)*/s?bin)$")


def _path_extended(name: str, value: str) -> bool:
    """`PATH="$HOME/.cargo/bin:$PATH"`: the existing PATH kept, with only the user's own or the system's
    program directories added. Finding programs there runs nothing by itself; what gets installed
    there is judged when it is written."""
    parts = value.strip("\"").split(":")
    if name != "PATH" or "'" in value or not ({"$PATH", "${PATH}"} & set(parts)):
        return False
    return all(part in ("$PATH", "${PATH}") or _OWN_BIN_DIR.match(part) for part in parts)


def _plain_assignments(line: str) -> bool:
    for pair in _PAIR.finditer(line.removeprefix("export").strip()):
        name, value = pair.group("name"), pair.group("value")
        if _path_extended(name, value):
            continue
        if not _LITERAL.match(value) or _STEERING_NAME.search(name):
            return False
        if "HIST" in name and not (value.strip("\"'").isdigit() and int(value.strip("\"'")) > 0) \
                and name != "HISTTIMEFORMAT":
            return False  # no history (`HISTSIZE=0`) is history wiped
        if name in _PROGRAM_NAME and not _everyday_program(value.strip("\"'")):
            return False
    return True


def _plain_setting_line(line: str) -> bool:
    if _SECTION.match(line) or _HOST.match(line):
        return True
    kv = _KEY_VALUE.match(line)
    if not kv:
        return False
    key, value = kv.group("key"), kv.group("value").strip().strip("\"'")
    if _RUNS_KEY.search(key):
        return _everyday_program(value)
    if _NOT_PLAIN_KEY.search(key):
        return False
    return not re.search(r"[;&|<>$`]", value)


def _everyday_program(value: str) -> bool:
    """`value` runs an everyday program by its name or from the system's directories, with plain
    options (`less -SFX`, `gcc-12`, `/usr/bin/pinentry-gnome3`)."""
    words = value.split()
    if not words or re.search(r"[;&|<>$`()\\]", value):
        return False
    program = words[0]
    if "/" in program and not program.startswith(("/usr/bin/", "/bin/", "/usr/local/bin/", "/usr/lib/")):
        return False
    return not _NOT_EVERYDAY.match(posixpath.basename(program))
