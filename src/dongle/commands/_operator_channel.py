"""Shared plumbing of the operator commands (pending, approve, deny, unblock, operator, audit).

Not a subcommand (the leading underscore keeps `dongle.cli` from listing it). Heavy imports stay
inside functions: `dongle.cli` imports every command module on each run, including the hook's.

Exit statuses: 0 done, 1 the request failed (unknown id, already decided, store unavailable),
3 usage error, 4 refused on the operator channel (no terminal, no or wrong passphrase, locked out).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

FAILED = 1
REFUSED = 4


def add_db_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db",
        metavar="PATH",
        help="the dongle's state database (default: $DONGLE_DB, else "
        "$XDG_STATE_HOME/mcpaql-safety-dongle/dongle.db)",
    )


def open_service(args: argparse.Namespace) -> Any:
    """A SafetyService over the selected store; raises StoreError if it cannot be opened."""
    from dongle.service import SafetyService
    from dongle.store import open_store

    return SafetyService(open_store(getattr(args, "db", None)))


def error(message: str) -> None:
    print(f"dongle: {message}", file=sys.stderr)


class Session:
    """An authenticated operator at the controlling terminal: `tty` for anything secret."""

    def __init__(self, service: Any, tty: Any, name: str):
        self.service = service
        self.tty = tty
        self.name = name


def login(args: argparse.Namespace, what: str) -> Session | int:
    """Open the terminal, check the lockout, ask for the passphrase. Returns a Session, or an exit
    status after explaining the refusal on stderr (never revealing why beyond what is needed)."""
    from dongle.operator import (
        NoTerminal,
        OperatorError,
        Terminal,
        authenticate,
        harden_process,
        verifier_path,
    )
    from dongle.store import StoreError

    harden_process()
    try:
        tty = Terminal.open()
    except NoTerminal as exc:
        error(str(exc))
        return REFUSED
    try:
        service = open_service(args)
    except StoreError as exc:
        tty.close()
        error(str(exc))
        return FAILED
    locked = service.operator_locked()
    if locked:
        tty.close()
        error(f"operator channel locked after repeated wrong passphrases; try again in {locked} s")
        return REFUSED
    try:
        name = authenticate(verifier_path(service.store.location), tty)
    except OperatorError as exc:
        tty.close()
        if "wrong" in str(exc):
            service.record_operator_failure(what)
        error(str(exc))
        return REFUSED
    return Session(service, tty, name)
