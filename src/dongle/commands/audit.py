"""`dongle audit`: show the hash-chained audit log; `dongle audit verify` checks the chain."""

from __future__ import annotations

import argparse
import json
import re
import sys
import time

from dongle.commands import _operator_channel as channel

NAME = "audit"
HELP = "show the audit log (filters: agent, level, outcome, time; --json); `audit verify` checks the chain"
_RELATIVE = re.compile(r"^(\d+)\s*([smhd])$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "action",
        nargs="?",
        choices=("show", "verify"),
        default="show",
        help="show entries (default) or verify the hash chain",
    )
    channel.add_db_argument(parser)
    parser.add_argument("--agent", help="only entries of this agent")
    parser.add_argument("--level", help="minimum danger level (0-4 or safe…forbidden)")
    parser.add_argument("--outcome", help="only this outcome (allowed, confirmed, denied, failure, …)")
    parser.add_argument("--event", help="only this event (DANGER_DECISION, TOKEN_ISSUED, …)")
    parser.add_argument("--since", help="from this time: ISO 8601, POSIX seconds, or relative (30m, 2h, 7d)")
    parser.add_argument("--until", help="up to this time (same forms as --since)")
    parser.add_argument("--limit", type=int, help="only the newest N matching entries")
    parser.add_argument("--json", action="store_true", help="one JSON object per line (verify: one report)")


def _when(text: str) -> float:
    match = _RELATIVE.match(text.strip())
    if match:
        seconds = int(match.group(1)) * {"s": 1, "m": 60, "h": 3600, "d": 86400}[match.group(2)]
        return time.time() - seconds
    from dongle.audit import parse_time

    return parse_time(text)


def run(args: argparse.Namespace) -> int:
    from dongle.audit import entry_to_dict, format_entry, verify_store
    from dongle.levels import DangerLevel
    from dongle.store import StoreError, open_store
    from dongle.store.records import AuditFilter

    try:
        level = None if args.level is None else int(DangerLevel.parse(args.level))
        since = None if args.since is None else _when(args.since)
        until = None if args.until is None else _when(args.until)
    except ValueError as exc:
        channel.error(str(exc))
        return 3
    try:
        store = open_store(args.db, check_integrity=args.action != "verify")
    except StoreError as exc:
        channel.error(str(exc))
        return channel.FAILED
    try:
        if args.action == "verify":
            report = verify_store(store)
            if args.json:
                print(json.dumps(report.to_dict(), indent=2))
            else:
                for problem in report.problems:
                    print(f"BROKEN at entry {problem.seq} ({problem.kind}): {problem.message}")
                state = "intact" if report.ok else f"BROKEN in {len(report.problems)} place(s)"
                print(f"audit chain of {report.entries} entries is {state} ({store.location})")
            return 0 if report.ok else 2
        filt = AuditFilter(
            agent=args.agent,
            min_level=level,
            outcome=args.outcome,
            event=args.event,
            since=since,
            until=until,
            limit=args.limit,
        )
        out = sys.stdout
        for entry in store.iter_audit(filt):
            out.write(
                (json.dumps(entry_to_dict(entry), ensure_ascii=False) if args.json else format_entry(entry))
                + "\n"
            )
        return 0
    finally:
        store.close()
