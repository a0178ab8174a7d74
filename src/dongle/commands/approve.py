"""`dongle approve ID`: a human approves a confirmation request or resolves a verification challenge."""

from __future__ import annotations

import argparse

from dongle.commands import _operator_channel as channel

NAME = "approve"
HELP = "approve a pending request (conf_…) or verification challenge (asks for the operator passphrase)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    channel.add_db_argument(parser)
    parser.add_argument("id", help="the request id (conf_…) or challenge id listed by `dongle pending`")


def run(args: argparse.Namespace) -> int:
    from dongle.service import OperatorActionError

    session = channel.login(args, "approve")
    if isinstance(session, int):
        return session
    session.tty.close()
    try:
        result = session.service.approve(args.id, session.name)
    except OperatorActionError as exc:
        channel.error(str(exc))
        return channel.FAILED
    if result["kind"] == "confirmation" and result.get("scope") == "tool_session":
        print(
            f"approved {args.id} for agent {result['agent']} (scope tool_session): every "
            f"{result['tool']} call in that session that needs only a confirmation may proceed "
            f"until {result['expires_at']}"
        )
    elif result["kind"] == "confirmation":
        print(
            f"approved {args.id} for agent {result['agent']}: it may take that exact action once, "
            f"until {result['expires_at']}"
        )
    else:
        lifted = "unblocked" if result.get("unblocked") else "its pause lifted"
        print(f"verified {args.id}: agent {result['agent']} {lifted}")
    return 0
