"""systemd-tmpfiles configuration, spelled as the shell commands it carries out.

`systemd-tmpfiles --remove F` removes what F's `R`, `r` and `D` lines name; `--create` writes, empties,
links and copies what its `f+`, `w`, `L+`, `C` lines name; `--clean` deletes old files under the
directories its lines give an age. A configuration is thus a list of file operations on paths (with
`%h` the home directory, and `%S`, `%C`, `%E` the user's state, cache and config directories under
`--user`): each line is judged as the command that does the same (`R %h/.codex` is `rm -rf ~/.codex`).

Everyday twins: a project's runtime directory created (`d /run/user/%U/app 0700`), a scratch
directory cleaned under /tmp.
"""

from __future__ import annotations

import re
import shlex

MAX_LINES = 256
# Line types whose path is a shell glob (`R %S/*` removes every entry of the state directory).
_GLOBBED = frozenset("rRxXD")
_GLOB = re.compile(r"[*?\[]")
# Where the configurations are read from when none is named: the system's, and under `--user` the user's.
_USER_DIRS = (".config/user-tmpfiles.d/", ".local/share/user-tmpfiles.d/")
_SYSTEM_DIRS = ("/etc/tmpfiles.d/", "/run/tmpfiles.d/", "/usr/lib/tmpfiles.d/", "/usr/local/lib/tmpfiles.d/")


def config_dir(path: str, user: bool, home: str) -> bool:
    """`path` is a configuration `systemd-tmpfiles` reads when it is named no file (`--user`: the user's)."""
    if not path.endswith(".conf"):
        return False
    if user:
        return any(path.startswith(f"{home}/{d}") for d in _USER_DIRS) or path.startswith(
            "/etc/xdg/user-tmpfiles.d/")
    return path.startswith(_SYSTEM_DIRS)


def _quoted(path: str, glob: bool) -> str:
    """`path` as one shell word; a glob's wildcards are left bare, so the command expands them as tmpfiles
    does."""
    if not glob or not _GLOB.search(path):
        return shlex.quote(path)
    return "".join(part if _GLOB.fullmatch(part) else shlex.quote(part)
                   for part in re.split(r"([*?]|\[[^\]/]*\])", path) if part)


def specifiers(user: bool, home: str) -> dict[str, str]:
    """What each path specifier stands for (the user's own directories under `--user`)."""
    if user:
        return {"h": home, "S": f"{home}/.local/state", "C": f"{home}/.cache", "E": f"{home}/.config",
                "L": f"{home}/.local/state/log", "t": "/run/user/$UID", "T": "/tmp", "V": "/var/tmp",
                "%": "%"}
    return {"h": home, "S": "/var/lib", "C": "/var/cache", "E": "/etc", "L": "/var/log", "t": "/run",
            "T": "/tmp", "V": "/var/tmp", "%": "%"}


def commands(text: str, actions: set[str], user: bool, home: str) -> str:
    """The shell commands the configuration `text` amounts to for the `actions` asked for (`create`,
    `remove`, `clean`), one per line."""
    table = specifiers(user, home)
    out: list[str] = []
    for line in text.splitlines()[:MAX_LINES]:
        fields = line.split(None, 6)
        if not fields or fields[0].startswith("#") or len(fields) < 2:
            continue
        kind, replace = fields[0][:1], "+" in fields[0]
        path = _quoted(_expanded(fields[1], table), glob=kind in _GLOBBED)
        age = fields[5] if len(fields) > 5 else "-"
        argument = _expanded(fields[6], table) if len(fields) > 6 else ""
        if "remove" in actions:
            if kind == "R":
                out.append(f"rm -rf -- {path}")
            elif kind == "r":
                out.append(f"rm -f -- {path}")
            elif kind == "D":
                out.append(f"find {path} -mindepth 1 -delete")
        if "create" in actions:
            if kind in "fF" and (replace or kind == "F"):
                out.append(f": > {path}")
            elif kind == "w":
                out.append(f"printf %s {shlex.quote(argument)} {'>>' if replace else '>'} {path}")
            elif kind == "L" and replace:
                out.append(f"ln -sfn -- {shlex.quote(argument)} {path}")
            elif kind == "C":
                out.append(f"cp -r -- {shlex.quote(argument)} {path}")
            elif kind in "zZ" and len(fields) > 2 and fields[2] != "-":
                out.append(f"chmod {'-R ' if kind == 'Z' else ''}{fields[2]} {path}")
        if "clean" in actions and kind in "dDevqQ" and age not in ("-", ""):
            out.append(f"find {path} -mindepth 1 -delete")
    return "\n".join(out)


def _expanded(word: str, table: dict[str, str]) -> str:
    out, i = [], 0
    while i < len(word):
        if word[i] == "%" and i + 1 < len(word) and word[i + 1] in table:
            out.append(table[word[i + 1]])
            i += 2
        else:
            out.append(word[i])
            i += 1
    return "".join(out)
