"""`dongle install --separate` / `dongle uninstall --separate`: set up (and undo) the privilege-
separated mode described in `dongle.hooks.separation` and docs/deployment.md.

Each step checks before it acts, so running it twice changes nothing the second time, and each step
says what it did. It needs root: it creates a system user and writes under /etc and /run.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from dongle.hooks import separation

UNIT_NAME = "mcpaql-safety-dongle-judge.service"
SERVER_UNIT_NAME = "mcpaql-safety-dongle-server.service"
SERVER_ADDRESS = "127.0.0.1:8765"


@dataclass
class Layout:
    """Where the separated mode lives; the defaults are the documented ones, tests use their own."""

    user: str = separation.DEFAULT_USER
    home: Path = Path(separation.DEFAULT_HOME)
    run_dir: Path = Path(separation.DEFAULT_RUN_DIR)
    conf: Path = Path(separation.DEFAULT_CONF)
    unit_dir: Path | None = Path("/etc/systemd/system")

    @property
    def socket(self) -> Path:
        return self.run_dir / separation.SOCKET_NAME

    @property
    def state_dir(self) -> Path:
        return self.home / ".local" / "state" / "mcpaql-safety-dongle"

    @property
    def config_dir(self) -> Path:
        return self.home / ".config" / "dongle"


class SetupError(Exception):
    """A step that cannot be done; the message says what to do instead."""


def _uid_of(user: str) -> tuple[int, int] | None:
    import pwd

    try:
        entry = pwd.getpwnam(user)
    except KeyError:
        return None
    return entry.pw_uid, entry.pw_gid


def _own_dir(path: Path, uid: int, gid: int, mode: int, done: list[str]) -> None:
    existed = path.is_dir()
    path.mkdir(parents=True, exist_ok=True)
    os.chown(path, uid, gid)
    os.chmod(path, mode)
    done.append(f"{'kept' if existed else 'created'} {path} (owner {uid}, mode {mode:o})")


def daemon_command(layout: Layout) -> list[str]:
    return [sys.executable, "-m", "dongle.hooks.daemon", "--separated", str(layout.socket)]


def unit_text(layout: Layout) -> str:
    """A systemd unit: the judge runs as the dongle user; systemd makes /run/<dir> (0755, theirs)."""
    return (
        "[Unit]\nDescription=mcpaql-safety-dongle judge daemon (privilege-separated)\n\n"
        "[Service]\n"
        f"User={layout.user}\nGroup={layout.user}\n"
        f"Environment=HOME={layout.home}\n"
        f"RuntimeDirectory={layout.run_dir.name}\nRuntimeDirectoryMode=0755\n"
        "UMask=0077\n"
        f"ExecStart={' '.join(daemon_command(layout))}\n"
        "Restart=always\nRestartSec=1\nNoNewPrivileges=yes\nProtectSystem=strict\n"
        f"ReadWritePaths={layout.home} {layout.run_dir}\n\n"
        "[Install]\nWantedBy=multi-user.target\n"
    )


def server_unit_text(layout: Layout) -> str:
    """The MCP server as the dongle user, on loopback HTTP: its store access is that user's, and the
    agent reaches the store only through the MCP tools."""
    dongle = Path(sys.executable).parent / "dongle"
    return (
        "[Unit]\nDescription=mcpaql-safety-dongle MCP server (privilege-separated)\n\n"
        "[Service]\n"
        f"User={layout.user}\nGroup={layout.user}\n"
        f"Environment=HOME={layout.home}\nUMask=0077\n"
        f"ExecStart={dongle} serve --http {SERVER_ADDRESS}\n"
        "Restart=always\nRestartSec=1\nNoNewPrivileges=yes\nProtectSystem=strict\n"
        f"ReadWritePaths={layout.home}\n\n"
        "[Install]\nWantedBy=multi-user.target\n"
    )


def setup(layout: Layout) -> list[str]:
    """Create the user, its directories, the separation file and the service; the steps done."""
    if os.geteuid() != 0:
        raise SetupError("needs root: run `sudo dongle install --separate` (it creates a system user "
                         "and writes under /etc and /run)")
    done: list[str] = []
    ids = _uid_of(layout.user)
    if ids is None:
        if not shutil.which("useradd"):
            raise SetupError(f"no user {layout.user!r} and no useradd here; create it first "
                             "(macOS: see docs/deployment.md, dscl), then run this again")
        subprocess.run(["useradd", "--system", "--user-group", "--home-dir", str(layout.home),
                        "--shell", "/usr/sbin/nologin", layout.user], check=True)
        ids = _uid_of(layout.user)
        if ids is None:
            raise SetupError(f"useradd did not create {layout.user!r}")
        done.append(f"created system user {layout.user} (uid {ids[0]})")
    else:
        done.append(f"kept existing user {layout.user} (uid {ids[0]})")
    uid, gid = ids
    if uid == 0:
        raise SetupError(f"{layout.user!r} is root; the judge needs its own unprivileged uid")
    for path in (layout.home, layout.home / ".local", layout.home / ".local" / "state",
                 layout.state_dir, layout.home / ".config", layout.config_dir):
        _own_dir(path, uid, gid, 0o700, done)
    _own_dir(layout.run_dir, uid, gid, 0o755, done)
    sep = separation.Separation(layout.user, uid, str(layout.socket))
    text = separation.render(sep)
    layout.conf.parent.mkdir(parents=True, exist_ok=True)
    if layout.conf.is_file() and layout.conf.read_text(encoding="utf-8") == text:
        done.append(f"kept {layout.conf}")
    else:
        layout.conf.write_text(text, encoding="utf-8")
        done.append(f"wrote {layout.conf}: hooks now ask only the {layout.user} user's judge")
    os.chown(layout.conf, 0, 0)
    os.chmod(layout.conf, 0o644)
    if layout.unit_dir is not None and layout.unit_dir.is_dir():
        for name, text in ((UNIT_NAME, unit_text(layout)), (SERVER_UNIT_NAME, server_unit_text(layout))):
            unit = layout.unit_dir / name
            if unit.is_file() and unit.read_text(encoding="utf-8") == text:
                done.append(f"kept {unit}")
            else:
                unit.write_text(text, encoding="utf-8")
                done.append(f"wrote {unit}; start it: "
                            f"systemctl daemon-reload && systemctl enable --now {name}")
        done.append(f"point the agent's MCP client at http://{SERVER_ADDRESS}/mcp (the server runs as "
                    f"{layout.user})")
    else:
        done.append("no systemd here; start the judge as the user: "
                    f"runuser -u {layout.user} -- {' '.join(daemon_command(layout))}")
    done.append(f"operator commands now run as that user: sudo -u {layout.user} -H dongle approve ID")
    return done


def teardown(layout: Layout, purge: bool) -> list[str]:
    """Undo `setup`: the separation file, the unit and the socket directory; with `purge` also the
    user and its home (the database, policy and operator file)."""
    if os.geteuid() != 0:
        raise SetupError("needs root: run `sudo dongle uninstall --separate`")
    done: list[str] = []
    removable = [layout.conf, layout.run_dir]
    if layout.unit_dir is not None:
        removable[1:1] = [layout.unit_dir / UNIT_NAME, layout.unit_dir / SERVER_UNIT_NAME]
    for path in removable:
        if path.is_dir():
            shutil.rmtree(path)
            done.append(f"removed {path}")
        elif path.exists():
            path.unlink()
            done.append(f"removed {path}: hooks are back in the same-user mode")
    if purge and _uid_of(layout.user) is not None:
        subprocess.run(["userdel", layout.user], check=True)
        done.append(f"removed user {layout.user}")
        if layout.home.is_dir():
            shutil.rmtree(layout.home)
            done.append(f"removed {layout.home} (its database, policy and operator file)")
    elif _uid_of(layout.user) is not None:
        done.append(f"kept user {layout.user} and {layout.home} (--purge removes them)")
    if not done:
        done.append("nothing to undo")
    return done


def add_arguments(parser: object, undo: bool = False) -> None:
    """The --separate options `dongle install` and `dongle uninstall` share."""
    add = parser.add_argument  # type: ignore[attr-defined]
    add("--separate", action="store_true",
        help="undo the privilege-separated mode (root)" if undo else
        "set up the privilege-separated mode: a system user owns the store, policy and operator "
        "file and runs the judge (root; no AGENT needed; see docs/deployment.md)")
    add("--separate-user", default=separation.DEFAULT_USER, metavar="NAME", help="(default: dongle)")
    add("--separate-home", default=separation.DEFAULT_HOME, metavar="DIR", help=argparse_hidden())
    add("--separate-run-dir", default=separation.DEFAULT_RUN_DIR, metavar="DIR", help=argparse_hidden())
    add("--separate-conf", default=separation.DEFAULT_CONF, metavar="FILE", help=argparse_hidden())
    add("--no-service", action="store_true", help="write no systemd unit (--separate)")
    add("--separate-unit-dir", default="/etc/systemd/system", metavar="DIR", help=argparse_hidden())
    if undo:
        add("--purge", action="store_true", help="also delete the user and its home: the database, "
            "policy and operator file (--separate)")


def argparse_hidden() -> str:
    import argparse

    return argparse.SUPPRESS


def run(args: object, undo: bool = False) -> int:
    """`dongle install --separate` / `dongle uninstall --separate [--purge]`."""
    layout = Layout(user=args.separate_user, home=Path(args.separate_home),  # type: ignore[attr-defined]
                    run_dir=Path(args.separate_run_dir),  # type: ignore[attr-defined]
                    conf=Path(args.separate_conf),  # type: ignore[attr-defined]
                    unit_dir=None if args.no_service else Path(args.separate_unit_dir))  # type: ignore[attr-defined]
    name = "uninstall" if undo else "install"
    try:
        steps = teardown(layout, args.purge) if undo else setup(layout)  # type: ignore[attr-defined]
    except (SetupError, OSError, subprocess.CalledProcessError) as exc:
        print(f"dongle {name} --separate: {exc}", file=sys.stderr)
        return 1
    for step in steps:
        print(step)
    return 0
