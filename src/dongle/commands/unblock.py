"""`dongle unblock AGENT`: the admin override that lifts a hard block (audited)."""

from __future__ import annotations

import argparse

from dongle.commands import _operator_channel as channel

NAME = "unblock"
HELP = "lift an agent's hard block without a verification code (admin override; passphrase, audited)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    channel.add_db_argument(parser)
    parser.add_argument("agent", help="the blocked agent's name (element_name)")
    parser.add_argument("--reason", default="", help="why (recorded in the audit log)")


def run(args: argparse.Namespace) -> int:
    session = channel.login(args, "unblock")
    if isinstance(session, int):
        return session
    session.tty.close()
    if not session.service.unblock(args.agent, session.name, args.reason or None):
        channel.error(f"agent {args.agent} is not blocked")
        return channel.FAILED
    print(f"unblocked {args.agent}")
    return 0
