"""`dongle hook AGENT`: the agent hook entry point (reads the agent's JSON on stdin, answers on stdout)."""

from __future__ import annotations

import argparse

NAME = "hook"
HELP = "judge one agent tool call (stdin: the agent's hook JSON; stdout: its answer)"
AGENTS = ("claude-code", "codex", "gemini", "copilot", "cursor")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("agent", choices=AGENTS, help="which agent's hook protocol to speak")


def run(args: argparse.Namespace) -> int:
    from dongle.hooks.client import main

    return main(args.agent)
