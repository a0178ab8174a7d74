"""`dongle db migrate|init`: create or upgrade the state database's schema; start over on purpose.

`db init` creates the state database when none exists. A database that existed and is now missing
or empty is refused everywhere (its hard blocks would be lost silently, see `dongle.store.anchor`);
`db init --force` is the one way to start over: with the operator's passphrase (when one is set),
it removes the old file and its anchored head, creates an empty store and records the restart as
the first entry of the new audit chain.

Every store also migrates when it opens, so a single instance never needs this. It exists for
deployments: run it once, from one place, before starting (or after upgrading) several instances that
share a PostgreSQL database, and use `--check` in a deploy script or monitor to see whether the
database is behind (exit 1), current (0) or newer than this dongle (2).
"""

from __future__ import annotations

import argparse

NAME = "db"
HELP = (
    "database schema: `db migrate` creates/upgrades it (SQLite path or postgresql:// URL); --check only "
    "shows; `db init --force` starts a missing or damaged store over, on purpose"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "action", choices=("migrate", "init"),
        help="migrate: create or upgrade the schema; init: create the store (--force: start over)",
    )
    parser.add_argument(
        "--db",
        metavar="PATH|URL",
        help="SQLite file or postgresql:// URL (default: $DONGLE_DB, else the per-user state file)",
    )
    parser.add_argument(
        "--check", action="store_true", help="only show current and target versions (exit 1 if behind)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--force", action="store_true",
        help="init: discard the existing (or missing, or damaged) store and start an empty one; asks "
        "the operator passphrase on the terminal when one is set",
    )


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

    if args.action == "init":
        return _init(args)

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


def _init(args: argparse.Namespace) -> int:
    import time

    from dongle.commands import _operator_channel as channel
    from dongle.store import StoreError, db_url, default_db_path, open_store

    if db_url(args.db):
        channel.error("db init works on a SQLite file; for PostgreSQL use `dongle db migrate`")
        return 3
    path = default_db_path(args.db)
    if not args.force:
        try:
            open_store(path).close()
        except StoreError as exc:
            channel.error(str(exc))
            return channel.FAILED
        print(f"sqlite {path}: ready")
        return 0
    operator = _operator_for_reset(path)
    if isinstance(operator, int):
        return operator
    from dongle.store.anchor import read_anchor, remove_anchor
    from dongle.store.records import AuditDraft

    try:
        previous = read_anchor(str(path))
    except StoreError:
        previous = None
    for suffix in ("", "-wal", "-shm"):
        (path.parent / (path.name + suffix)).unlink(missing_ok=True)
    remove_anchor(str(path))
    try:
        store = open_store(path)
        with store.transaction() as tx:
            tx.append_audit(AuditDraft(
                event="STORE_REINITIALISED", timestamp=time.time(), outcome="success",
                data={"operator": operator, "previous_head": previous.seq if previous else None},
            ))
        store.close()
    except StoreError as exc:
        channel.error(str(exc))
        return channel.FAILED
    print(f"sqlite {path}: started over (an empty store; the restart is audit entry 1)")
    return 0


def _operator_for_reset(path) -> str | int:
    """The operator's name after the passphrase on the terminal, or an exit status. Without a
    passphrase set there is nobody to ask: the reset is recorded as unauthenticated."""
    from dongle.commands import _operator_channel as channel
    from dongle.operator import (
        NoTerminal,
        OperatorError,
        Terminal,
        authenticate,
        harden_process,
        verifier_path,
    )

    verifier = verifier_path(path)
    if not verifier.exists():
        return "unauthenticated (no operator passphrase set)"
    harden_process()
    try:
        tty = Terminal.open()
    except NoTerminal as exc:
        channel.error(str(exc))
        return channel.REFUSED
    try:
        return authenticate(verifier, tty)
    except OperatorError as exc:
        channel.error(str(exc))
        return channel.REFUSED
    finally:
        tty.close()
