"""`dongle install AGENT [--project|--user]`: add the dongle's hook to an agent's settings file.

With no operator passphrase set, whoever sets one first owns the approval channel. So install asks
for it on the terminal right away; without a terminal it says loudly that the channel is unclaimed
(the hooks refuse `dongle operator init` from an agent's shell, so only the human can claim it).
"""

from __future__ import annotations

import argparse

NAME = "install"
HELP = "install the dongle's hook into an agent's settings (backup first, idempotent, keeps other hooks)"
AGENTS = ("claude-code", "codex", "gemini", "copilot", "cursor")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("agent", choices=AGENTS, nargs="?")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--user", dest="scope", action="store_const", const="user",
                       help="the user's settings in the home directory (default)")
    where.add_argument("--project", dest="scope", action="store_const", const="project",
                       help="the project's settings in the current directory")
    parser.add_argument("--print", action="store_true",
                        help="show the file and command that would be installed; change nothing")
    parser.set_defaults(scope="user")
    from dongle.separate_setup import add_arguments as separate_arguments

    separate_arguments(parser)


def run(args: argparse.Namespace) -> int:
    import sys

    if args.separate:
        from dongle.separate_setup import run as separate

        return separate(args)
    if args.agent is None:
        print("dongle install: name an AGENT (or --separate)", file=sys.stderr)
        return 2
    from pathlib import Path

    from dongle.hooks.install import AGENTS as SPECS
    from dongle.hooks.install import SettingsError, dongle_command, failure_warning, install

    home, project = Path.home(), Path.cwd()
    spec = SPECS[args.agent]
    if args.print:
        print(f"{spec.path(args.scope, home, project)}: {dongle_command(args.agent)}")
        return 0
    try:
        change = install(args.agent, args.scope, home, project)
    except (SettingsError, OSError) as exc:
        print(f"dongle install: {exc}", file=sys.stderr)
        return 1
    print(f"{change.path}: {change.detail}" + (f" (backup: {change.backup})" if change.backup else ""))
    if spec.note:
        print(f"note: {spec.note}")
    if warning := failure_warning(args.agent):
        print(warning)
    return _claim_operator_channel()


def _claim_operator_channel() -> int:
    """Ask for the operator passphrase now when none is set (exit 0 either way: the hook is in)."""
    from dongle.operator import NoTerminal, OperatorError, harden_process, init_from_terminal, verifier_path
    from dongle.store import db_url, default_db_path

    path = verifier_path(db_url(None) or default_db_path(None))
    if path.is_file():
        return 0
    harden_process()
    try:
        print("No operator passphrase is set yet: choose one now (it approves the agent's paused actions).")
        init_from_terminal(path)
    except NoTerminal:
        print(f"WARNING: the operator channel is unclaimed ({path} does not exist). Run `dongle operator "
              "init` in your own terminal now; until then paused actions stay paused, since nobody can "
              "approve them.")
        return 0
    except OperatorError as exc:
        print(f"WARNING: operator passphrase not set ({exc}); run `dongle operator init` yourself.")
        return 0
    print(f"operator passphrase set ({path})")
    return 0
