"""`dongle db migrate`: create or upgrade the state database's schema, on SQLite or PostgreSQL.

Every store also migrates when it opens, so a single instance never needs this. It exists for
deployments: run it once, from one place, before starting (or after upgrading) several instances that
share a PostgreSQL database, and use `--check` in a deploy script or monitor to see whether the
database is behind (exit 1), current (0) or newer than this dongle (2).
"""

from __future__ import annotations

import argparse

NAME = "db"
HELP = (
    "database schema: `db migrate` creates/upgrades it (SQLite path or postgresql:// URL); --check only shows"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=("migrate",), help="create or upgrade the schema to this version")
    parser.add_argument(
        "--db",
        metavar="PATH|URL",
        help="SQLite file or postgresql:// URL (default: $DONGLE_DB, else the per-user state file)",
    )
    parser.add_argument(
        "--check", action="store_true", help="only show current and target versions (exit 1 if behind)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _sqlite_status(path) -> tuple[int, int]:
    import sqlite3

    from dongle.store.sqlite import SCHEMA_VERSION

    if not path.exists():
        return 0, SCHEMA_VERSION
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return con.execute("PRAGMA user_version").fetchone()[0], SCHEMA_VERSION
    finally:
        con.close()


def run(args: argparse.Namespace) -> int:
    import json
    import sqlite3
    import sys

    from dongle.store import StoreError, db_url, default_db_path, open_store

    url = db_url(args.db)
    try:
        if url:
            from dongle.store.postgres import redact_url, schema_status

            backend, location = "postgresql", redact_url(url)
            current, target = schema_status(url)
        else:
            path = default_db_path(args.db)
            backend, location = "sqlite", str(path)
            current, target = _sqlite_status(path)
        if current > target:
            status, code = "newer than this dongle", 2
        elif current == target:
            status, code = "current", 0
        elif args.check:
            status, code = "behind", 1
        else:
            open_store(url or path).close()  # each store migrates on open, in one transaction
            status, code = f"migrated from {current}", 0
            current = target
    except (StoreError, sqlite3.Error, OSError) as exc:
        print(f"dongle db: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(
            json.dumps(
                {
                    "backend": backend,
                    "location": location,
                    "current": current,
                    "target": target,
                    "status": status,
                },
                sort_keys=True,
            )
        )
    else:
        print(f"{backend} {location}: schema version {current}, this dongle's {target} ({status})")
    return code
