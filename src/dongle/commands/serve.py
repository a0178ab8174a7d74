"""`dongle serve`: run the MCP-AQL server (the same program and options as `mcpaql-safety-dongle`)."""

from __future__ import annotations

import argparse

NAME = "serve"
HELP = "run the MCP-AQL safety server (stdio by default, --http HOST:PORT for streamable HTTP)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from dongle.server import options

    options.add_arguments(parser)


def run(args: argparse.Namespace) -> int:
    from dongle.server import run as run_server

    return run_server(args)
