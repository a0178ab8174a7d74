"""`dongle proxy ADAPTER`: serve an adapter's operations on stdio, each call gated by trust × danger."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dongle.proxy.server import HttpListen

NAME = "proxy"
HELP = "serve an adapter's operations (MCP server or HTTP API) as gated MCP-AQL tools on stdio"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("adapter", help="the adapter file (Markdown with YAML front matter)")
    parser.add_argument(
        "--db",
        metavar="PATH",
        help="the dongle's state database, where confirmations wait for `dongle approve` "
        "(default: $DONGLE_DB, else $XDG_STATE_HOME/mcpaql-safety-dongle/dongle.db)",
    )
    parser.add_argument(
        "--http",
        metavar="HOST:PORT",
        help="serve streamable HTTP at http://HOST:PORT/mcp instead of stdio (loopback only; the bearer "
        "token comes from $MCPAQL_HTTP_TOKEN or --token-file and is required)",
    )
    parser.add_argument("--token-file", metavar="FILE", help="file holding the HTTP bearer token")
    parser.add_argument(
        "--native-tools",
        action="store_true",
        help="also expose each operation under its own name (the downstream's tool names), gated alike",
    )
    parser.add_argument(
        "--trust-policy",
        metavar="FILE",
        help="YAML trust_policy overrides (seed 004 §5.3); they can only tighten the matrix",
    )


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    import anyio

    from dongle.adapters.model import AdapterError, load_adapter
    from dongle.adapters.policy import TrustPolicy, TrustPolicyError
    from dongle.proxy.server import serve
    from dongle.store import StoreError, open_store

    path = Path(args.adapter)
    http = None
    if args.http:
        http = _http_listen(args)
        if isinstance(http, str):
            print(f"dongle proxy: {http}", file=sys.stderr)
            return 3
    try:
        load_adapter(path)
        policy = TrustPolicy.load(args.trust_policy) if args.trust_policy else TrustPolicy()
        store = open_store(args.db)
    except TrustPolicyError as exc:
        print(f"dongle proxy: {exc}", file=sys.stderr)
        return 1
    except AdapterError as exc:
        print(f"dongle proxy: invalid adapter\n{exc}", file=sys.stderr)
        return 1
    except StoreError as exc:
        print(f"dongle proxy: {exc}", file=sys.stderr)
        return 1
    try:
        anyio.run(serve, path, store, policy, args.native_tools, http)
    except KeyboardInterrupt:
        pass
    except Exception as exc:  # the downstream did not start, or the transport broke
        print(f"dongle proxy: stopped: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        store.close()
    return 0


def _http_listen(args: argparse.Namespace) -> HttpListen | str:
    """An HttpListen, or the reason the --http request is refused (as a string)."""
    import ipaddress
    import os
    from pathlib import Path

    from dongle.proxy.server import HttpListen

    host, sep, port_text = args.http.rpartition(":")
    host = host.strip("[]")
    if not sep or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        return f"--http expects HOST:PORT, got {args.http!r}"
    try:
        loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = False
    if not loopback:
        return "the proxy serves HTTP on a loopback address only"
    token = os.environ.get("MCPAQL_HTTP_TOKEN", "")
    if args.token_file:
        try:
            token = Path(args.token_file).read_text(encoding="utf-8").strip()
        except OSError as exc:
            return f"cannot read --token-file: {exc.strerror}"
    if len(token) < 16:
        return "--http needs a bearer token of at least 16 characters ($MCPAQL_HTTP_TOKEN or --token-file)"
    return HttpListen(host, int(port_text), token)
