"""`dongle install AGENT [--project|--user]`: add the dongle's hook to an agent's settings file."""

from __future__ import annotations

import argparse

NAME = "install"
HELP = "install the dongle's hook into an agent's settings (backup first, idempotent, keeps other hooks)"
AGENTS = ("claude-code", "codex", "gemini", "copilot", "cursor")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("agent", choices=AGENTS)
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--user", dest="scope", action="store_const", const="user",
                       help="the user's settings in the home directory (default)")
    where.add_argument("--project", dest="scope", action="store_const", const="project",
                       help="the project's settings in the current directory")
    parser.add_argument("--print", action="store_true",
                        help="show the file and command that would be installed; change nothing")
    parser.set_defaults(scope="user")


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from dongle.hooks.install import AGENTS as SPECS
    from dongle.hooks.install import SettingsError, dongle_command, install

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
    return 0
