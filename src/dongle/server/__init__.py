"""The MCP-AQL server of the safety dongle (stdio by default, streamable HTTP with `--http`).

This package is the only place that imports `mcp`; the imports happen inside `main` so that
`dongle.server.options` (used by `dongle serve` for its arguments) stays cheap to import.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

USAGE_ERROR = 3


def build_parser(prog: str = "mcpaql-safety-dongle") -> argparse.ArgumentParser:
    from dongle.server import options

    parser = argparse.ArgumentParser(prog=prog, description="MCP-AQL safety dongle server (stdio by default)")
    options.add_arguments(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on bad usage; the dongle's usage status is 3
        return USAGE_ERROR if exc.code else 0
    return run(args)


def run(args: argparse.Namespace) -> int:
    """Start the server from parsed options; returns the exit status."""
    import logging

    from dongle.server import config

    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="dongle-server: %(message)s")
    try:
        opts = config.resolve(args)
    except config.OptionError as exc:
        print(f"mcpaql-safety-dongle: {exc}", file=sys.stderr)
        return USAGE_ERROR

    import anyio

    from dongle.server.app import DongleApp, ServerConfig, bench_noop_enabled
    from dongle.server.backend import BackendError, open_backend

    try:
        backend = open_backend(opts)
    except BackendError as exc:
        print(f"mcpaql-safety-dongle: {exc}", file=sys.stderr)
        return USAGE_ERROR
    config = ServerConfig(
        endpoint_mode=opts.endpoint_mode, tool_prefix=opts.tool_prefix, bench_noop=bench_noop_enabled()
    )
    try:
        if opts.http_host is not None:
            from dongle.server.http import uvicorn_server

            app = DongleApp(backend, config, shared_sessions=True)
            server = uvicorn_server(app, opts.http_host, opts.http_port or 0, opts.token)
            print(
                f"mcpaql-safety-dongle: serving http://{opts.http_host}:{opts.http_port}/mcp", file=sys.stderr
            )
            server.run()
        else:
            from dongle.server.stdio import serve_stdio

            anyio.run(serve_stdio, DongleApp(backend, config))
    except KeyboardInterrupt:
        pass
    finally:
        backend.close()
    return 0
