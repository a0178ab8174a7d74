"""`dongle proxy ADAPTER`: serve an adapter's operations on stdio, each call gated by trust × danger."""

from __future__ import annotations

import argparse
import sys

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
        anyio.run(serve, path, store, policy, args.native_tools)
    except KeyboardInterrupt:
        pass
    except Exception as exc:  # the downstream did not start, or the transport broke
        print(f"dongle proxy: stopped: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        store.close()
    return 0
