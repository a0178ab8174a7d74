"""Command-line and environment options of the server (`mcpaql-safety-dongle`, `dongle serve`).

Stdlib only: `dongle`'s dispatcher imports every command module on each run, including the hook
path, so nothing here may pull in `mcp`. Options fall back to environment variables, so an MCP
client configuration can set them either way; an explicit option wins.
"""

from __future__ import annotations

import argparse

MODES = ("enforcing", "monitoring", "logging", "disabled")
ENDPOINT_MODES = ("semantic", "single", "all", "crude")
TOKEN_ENV = "MCPAQL_HTTP_TOKEN"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--policy", metavar="FILE", help="policy file (JSON, TOML or YAML); env DONGLE_POLICY"
    )
    parser.add_argument(
        "--db", metavar="PATH|URL", help="state database: SQLite file or postgresql:// URL; env DONGLE_DB"
    )
    parser.add_argument(
        "--mode", choices=MODES, help="safety loop mode (default enforcing); env MCPAQL_SAFETY_LOOP"
    )
    parser.add_argument(
        "--endpoint-mode",
        choices=ENDPOINT_MODES,
        help="semantic CRUDE tools, the single mcp_aql tool, or all (default semantic; "
        "crude = semantic); env MCP_AQL_ENDPOINT_MODE",
    )
    parser.add_argument(
        "--tool-prefix",
        metavar="PREFIX",
        help="prefix for tool names, [a-z0-9_] ending in '_'; env MCP_AQL_TOOL_PREFIX",
    )
    parser.add_argument(
        "--http",
        metavar="HOST:PORT",
        help="serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (loopback only "
        "unless --allow-remote)",
    )
    parser.add_argument(
        "--allow-remote",
        action="store_true",
        help="allow a non-loopback --http address; requires a bearer token",
    )
    parser.add_argument(
        "--token-file",
        metavar="FILE",
        help=f"file holding the HTTP bearer token (or set {TOKEN_ENV}); enforced when set",
    )
