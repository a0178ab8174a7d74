"""`dongle stats`: the Insights figures (pauses and stops by rule, agent and day; overrides and
approval times) in the terminal, computed from the audit log exactly as the console computes them."""

from __future__ import annotations

import argparse

NAME = "stats"
HELP = "show pauses, stops, overrides and approval times from the audit log"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", metavar="PATH", help="the dongle database (default: the state directory)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument("--since", metavar="TIME", help="only entries at or after TIME (ISO 8601 or POSIX)")


def run(args: argparse.Namespace) -> int:
    import json
    import sys

    from dongle.audit import parse_time
    from dongle.console.insights import compute, render_text
    from dongle.store import StoreError, db_url, default_db_path, open_store
    from dongle.store.records import AuditFilter

    path = db_url(args.db) or default_db_path(args.db)
    if not isinstance(path, str) and not path.exists():
        print(f"dongle stats: no database at {path}", file=sys.stderr)
        return 1
    try:
        since = parse_time(args.since) if args.since else None
    except ValueError:
        print(f"dongle stats: --since: cannot read the time {args.since!r}", file=sys.stderr)
        return 3
    try:
        store = open_store(path)
        try:
            ins = compute(store.iter_audit(AuditFilter(since=since)))
        finally:
            store.close()
    except StoreError as exc:
        print(f"dongle stats: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(ins.to_dict(), sort_keys=True))
    else:
        print(render_text(ins))
    return 0
