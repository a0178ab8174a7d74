"""`dongle conformance-bundle`: write MCP-AQL conformance evidence captured from the real server."""

from __future__ import annotations

import argparse

NAME = "conformance-bundle"
HELP = "drive the MCP-AQL server in-process on a throwaway database and write the conformance evidence bundle"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-o", "--output", metavar="FILE", help="where to write the bundle (default: stdout)")
    parser.add_argument(
        "--endpoint-mode",
        choices=("semantic", "single", "all"),
        default="semantic",
        help="which tool surface to capture (default semantic)",
    )


def run(args: argparse.Namespace) -> int:
    from dongle.server.bundle_cli import write_bundle

    return write_bundle(args.output, args.endpoint_mode)
