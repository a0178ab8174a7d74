"""`dongle operator init`: set the operator passphrase once, on the controlling terminal."""

from __future__ import annotations

import argparse

from dongle.commands import _operator_channel as channel

NAME = "operator"
HELP = "set up the operator channel (`dongle operator init` asks for a passphrase on the terminal)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="operator_command", metavar="ACTION", parser_class=type(parser))
    init = sub.add_parser("init", help="set the operator passphrase (once; read from the terminal only)")
    channel.add_db_argument(init)
    status = sub.add_parser("status", help="say whether a passphrase is set and where its verifier lives")
    channel.add_db_argument(status)


def run(args: argparse.Namespace) -> int:
    from dongle.operator import NoTerminal, OperatorError, harden_process, init_from_terminal, verifier_path
    from dongle.store import db_url, default_db_path

    db = getattr(args, "db", None)
    path = verifier_path(db_url(db) or default_db_path(db))
    if args.operator_command == "status":
        print(f"operator passphrase {'is set' if path.is_file() else 'is NOT set'} ({path})")
        return 0 if path.is_file() else channel.FAILED
    if args.operator_command != "init":
        channel.error("usage: dongle operator init | dongle operator status")
        return 3
    harden_process()
    try:
        init_from_terminal(path)
    except NoTerminal as exc:
        channel.error(str(exc))
        return channel.REFUSED
    except OperatorError as exc:
        channel.error(str(exc))
        return channel.FAILED
    try:
        channel.open_service(args).record_operator_event("OPERATOR_INIT", _name(), verifier=str(path))
    except Exception as exc:  # the passphrase is set; failing to audit it is reported, not fatal
        channel.error(f"passphrase set, but the audit entry could not be written: {type(exc).__name__}")
    print(f"operator passphrase set ({path})")
    return 0


def _name() -> str:
    from dongle.operator import operator_name

    return operator_name()
