"""`dongle uninstall AGENT [--project|--user]`: remove the dongle's hook, keep everything else."""

from __future__ import annotations

import argparse

NAME = "uninstall"
HELP = "remove the dongle's hook from an agent's settings (backup first; other hooks stay)"
AGENTS = ("claude-code", "codex", "gemini", "copilot", "cursor")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("agent", choices=AGENTS, nargs="?")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--user", dest="scope", action="store_const", const="user", help="(default)")
    where.add_argument("--project", dest="scope", action="store_const", const="project")
    parser.set_defaults(scope="user")
    from dongle.separate_setup import add_arguments as separate_arguments

    separate_arguments(parser, undo=True)


def run(args: argparse.Namespace) -> int:
    import sys

    if args.separate:
        from dongle.separate_setup import run as separate

        return separate(args, undo=True)
    if args.agent is None:
        print("dongle uninstall: name an AGENT (or --separate)", file=sys.stderr)
        return 2
    from pathlib import Path

    from dongle.hooks.install import SettingsError, uninstall

    try:
        change = uninstall(args.agent, args.scope, Path.home(), Path.cwd())
    except (SettingsError, OSError) as exc:
        print(f"dongle uninstall: {exc}", file=sys.stderr)
        return 1
    print(f"{change.path}: {change.detail}" + (f" (backup: {change.backup})" if change.backup else ""))
    return 0
