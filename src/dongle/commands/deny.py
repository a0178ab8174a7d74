"""`dongle deny ID`: a human refuses a confirmation request or withdraws a verification challenge."""

from __future__ import annotations

import argparse

from dongle.commands import _operator_channel as channel

NAME = "deny"
HELP = "refuse a pending request or challenge (asks for the operator passphrase)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    channel.add_db_argument(parser)
    parser.add_argument("id", help="the request id (conf_…) or challenge id listed by `dongle pending`")
    parser.add_argument("--reason", default="", help="why (recorded in the audit log)")


def run(args: argparse.Namespace) -> int:
    from dongle.service import OperatorActionError

    session = channel.login(args, "deny")
    if isinstance(session, int):
        return session
    session.tty.close()
    try:
        result = session.service.deny(args.id, session.name, args.reason or None)
    except OperatorActionError as exc:
        channel.error(str(exc))
        return channel.FAILED
    print(f"denied {args.id} (agent {result['agent']})")
    return 0
