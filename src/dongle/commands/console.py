"""`dongle console`: the operator's web page on 127.0.0.1, behind the operator passphrase."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the web stack loads only inside run(): `dongle` must start fast for the hooks
    from dongle.console.backend import Backend

NAME = "console"
HELP = "serve the operator console (approve, verify, watch) on 127.0.0.1"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--port", type=int, default=8717, help="loopback port (default 8717; 0 picks a free one)"
    )
    parser.add_argument("--db", metavar="PATH", help="the dongle database (default: the state directory)")
    parser.add_argument("--policy", metavar="FILE", help="policy file to show as the policy in force")
    parser.add_argument("--no-notify", action="store_true", help="no desktop notice when something waits")


def run(args: argparse.Namespace) -> int:
    import sys

    if not 0 <= args.port <= 65535:
        print("dongle console: --port must be between 0 and 65535", file=sys.stderr)
        return 3

    from dongle import operator
    from dongle.console.backend import Backend
    from dongle.console.policy_view import build as build_policy_view
    from dongle.policy import PolicyError, default_policy, load_policy
    from dongle.service import SafetyService
    from dongle.store import StoreError, db_url, default_db_path, open_store

    db = db_url(args.db) or default_db_path(args.db)
    verifier = operator.verifier_path(db)
    if not operator.is_initialised(verifier):
        print(
            "dongle console: no operator passphrase is set; run `dongle operator init` in a terminal first",
            file=sys.stderr,
        )
        return 1
    try:
        policy = load_policy(args.policy) if args.policy else default_policy()
    except (PolicyError, OSError) as exc:
        print(f"dongle console: {exc}", file=sys.stderr)
        return 1
    try:
        store = open_store(db)
    except StoreError as exc:
        print(f"dongle console: {exc}", file=sys.stderr)
        return 1
    operator.harden_process()  # codes pass through this process's memory: keep other processes out
    service = SafetyService(store, policy)
    backend = Backend(
        store,
        service,
        operator=operator.operator_name(),
        check_passphrase=lambda p: operator.check_passphrase(verifier, p),
        policy=lambda: build_policy_view(policy),
    )
    return serve(backend, args.port, notify=not args.no_notify)


def serve(backend: Backend, port: int, *, notify: bool) -> int:
    import sys

    from dongle.console.serving import HOST, bind, make_server
    from dongle.console.watch import PendingWatcher
    from dongle.notify import notify_waiting

    try:
        sock = bind(port)
    except OSError as exc:
        print(f"dongle console: cannot listen on {HOST}:{port}: {exc.strerror}", file=sys.stderr)
        return 1
    real_port = sock.getsockname()[1]
    watcher = PendingWatcher(backend.pending_ids, notify_waiting) if notify else None
    if watcher:
        watcher.start()
    print(f"dongle console: http://{HOST}:{real_port}/ (Ctrl-C to stop)", file=sys.stderr)
    try:
        make_server(backend, sock).run(sockets=[sock])
    finally:
        if watcher:
            watcher.stop()
        sock.close()
        backend.store.close()
    return 0
