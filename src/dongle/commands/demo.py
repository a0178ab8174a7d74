"""`dongle demo`: a scripted agent session against the real server over stdio, printing each directive."""

from __future__ import annotations

import argparse

NAME = "demo"
HELP = "watch a scripted agent talk to the safety server: a go, a confirm pause, a verify pause, a hard stop"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--keep", metavar="DIR", help="keep the demo's database in DIR instead of a temporary one"
    )


def run(args: argparse.Namespace) -> int:
    from dongle.server.demo import run_demo

    return run_demo(args.keep)
