"""The privilege-separated mode, as the hook client and the judge daemon see it.

In the same-user default the agent's uid owns the dongle's database, policy and operator file, so an
agent with a shell can always reach them (see the README's threat model). In separated mode a
dedicated system user (default `dongle`, set up by `dongle install --separate`) owns all of them and
runs the judge daemon; the agent's hook client only talks to that daemon over a unix socket and
accepts an answer only from a peer whose uid (SO_PEERCRED) is that user.

Whether a machine is separated is said by a root-owned file the agent cannot write or remove,
`/etc/mcpaql-safety-dongle/separation.conf` (`$DONGLE_SEPARATION` names another, for tests):

    user=dongle
    uid=998
    socket=/run/mcpaql-safety-dongle/hookd.sock

Stdlib only, cheap modules only: every hook process reads this before anything else.
"""

from __future__ import annotations

import os
import stat

CONF_ENV = "DONGLE_SEPARATION"
DEFAULT_CONF = "/etc/mcpaql-safety-dongle/separation.conf"
DEFAULT_USER = "dongle"
DEFAULT_HOME = "/var/lib/mcpaql-safety-dongle"
DEFAULT_RUN_DIR = "/run/mcpaql-safety-dongle"
SOCKET_NAME = "hookd.sock"


class Separation:
    """The separated judge: which user must answer, and where its socket is."""

    __slots__ = ("socket", "uid", "user")

    def __init__(self, user: str, uid: int, socket: str) -> None:
        self.user = user
        self.uid = uid
        self.socket = socket


def conf_path() -> str:
    return os.environ.get(CONF_ENV) or DEFAULT_CONF


def load() -> Separation | str | None:
    """The separation in force; None in the same-user default (no file at the default place); a
    string saying why when the file is named but unusable (the hook then fails closed)."""
    path = conf_path()
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None if path == DEFAULT_CONF else f"separation file {path} missing"
    except OSError as exc:
        return f"separation file {path} unreadable: {exc.strerror}"
    if info.st_uid != 0 or info.st_mode & 0o022:
        return f"separation file {path} is not owned by root and closed to writes by others"
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read(4096)
    except (OSError, UnicodeDecodeError) as exc:
        return f"separation file {path} unreadable: {exc}"
    return parse(text, path)


def parse(text: str, where: str = "separation file") -> Separation | str:
    fields: dict[str, str] = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, sep, value = line.partition("=")
        if not sep:
            return f"{where}: malformed line {line!r}"
        fields[name.strip()] = value.strip()
    try:
        user, uid, sock = fields["user"], int(fields["uid"]), fields["socket"]
    except (KeyError, ValueError):
        return f"{where}: needs user=, uid= (a number) and socket="
    if uid == 0 or not os.path.isabs(sock):
        return f"{where}: the judge must be a non-root user and the socket an absolute path"
    return Separation(user, uid, sock)


def render(sep: Separation) -> str:
    return (f"# written by `dongle install --separate`; removed by `dongle uninstall --separate`\n"
            f"user={sep.user}\nuid={sep.uid}\nsocket={sep.socket}\n")


def judge_socket_ok(sep: Separation) -> str | None:
    """Why the socket at `sep.socket` must not be trusted, or None. Its directory must belong to the
    judge's user (or root) and be closed to writes by others, so nobody else can put a socket there."""
    directory = os.path.dirname(sep.socket)
    try:
        dinfo = os.lstat(directory)
        sinfo = os.lstat(sep.socket)
    except OSError as exc:
        return f"no judge socket ({exc.strerror})"
    if not stat.S_ISDIR(dinfo.st_mode) or dinfo.st_uid not in (0, sep.uid) or dinfo.st_mode & 0o022:
        return f"socket directory {directory} is not the {sep.user} user's"
    if not stat.S_ISSOCK(sinfo.st_mode) or sinfo.st_uid != sep.uid:
        return f"socket {sep.socket} is not the {sep.user} user's"
    return None


# What the separated daemon takes from its own environment, never from the hook's: where the store,
# the policy and the operator file are, and every DONGLE_ switch (DONGLE_DB, DONGLE_POLICY...).
PINNED_NAMES = (b"XDG_STATE_HOME", b"XDG_CONFIG_HOME")


def pinned_environment() -> dict[bytes, bytes]:
    """The daemon user's own state and config locations (made explicit from its passwd home when
    unset, because the hook's HOME is the agent's) and its DONGLE_ variables."""
    import pwd

    home = os.fsencode(pwd.getpwuid(os.getuid()).pw_dir)
    env = {k: v for k, v in os.environb.items() if k.startswith(b"DONGLE_")}
    env[b"XDG_STATE_HOME"] = os.environb.get(b"XDG_STATE_HOME") or os.path.join(home, b".local", b"state")
    env[b"XDG_CONFIG_HOME"] = os.environb.get(b"XDG_CONFIG_HOME") or os.path.join(home, b".config")
    return env


def merge_environment(hook_env: dict[bytes, bytes], pinned: dict[bytes, bytes]) -> dict[bytes, bytes]:
    """The hook's environment (HOME, PATH... matter to classification) with every location and switch
    that decides *which* store and policy apply replaced by the daemon's own."""
    merged = {k: v for k, v in hook_env.items() if not k.startswith(b"DONGLE_") and k not in PINNED_NAMES}
    merged.update(pinned)
    return merged
