"""`dongle hook AGENT`: the agent hook entry point (reads the agent's JSON on stdin, answers on stdout)."""

from __future__ import annotations

import argparse

NAME = "hook"
HELP = "judge one agent tool call (stdin: the agent's hook JSON; stdout: its answer)"
AGENTS = ("claude-code", "codex", "gemini", "copilot", "cursor")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("agent", choices=AGENTS, help="which agent's hook protocol to speak")
    parser.add_argument(
        "--event", metavar="NAME",
        help="the hook event this command is installed for (Cursor: one command per event, so that an "
        "input that cannot be parsed still gets that event's answer shape)",
    )


def run(args: argparse.Namespace) -> int:
    import os

    from dongle.hooks.client import main

    if args.event:
        os.environ["DONGLE_HOOK_EVENT"] = args.event  # travels to the judge daemon with the environment
    return main(args.agent)
