"""`dongle pending`: what waits for a human; `--show-code ID` mints a challenge's code on the terminal."""

from __future__ import annotations

import argparse
import json

from dongle.commands import _operator_channel as channel
from dongle.visible import visible

NAME = "pending"
HELP = "list confirmation requests, verification challenges and hard blocks waiting for a human"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    channel.add_db_argument(parser)
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--show-code",
        metavar="CHALLENGE_ID",
        help="show the verification code of a challenge on this terminal only (asks for the operator "
        "passphrase; each call replaces the previous code)",
    )


def run(args: argparse.Namespace) -> int:
    if args.show_code:
        return _show_code(args)
    from dongle.store import StoreError

    try:
        items = channel.open_service(args).pending()
    except StoreError as exc:
        channel.error(str(exc))
        return channel.FAILED
    if args.json:
        print(json.dumps([item.to_dict() for item in items], indent=2))
        return 0
    if not items:
        print("nothing is waiting")
        return 0
    for item in items:
        data = item.to_dict()
        expires = f"expires {data['expires_at']}" if data["expires_at"] else "until a human acts"
        scope = f"  scope={item.scope}" if item.scope else ""
        print(f"{item.kind:<12} {item.id}  agent={item.agent}  tier={item.tier or '-'}{scope}  {expires}")
        if item.action:
            print(f"    action: {_one_line(item.action)}")
        print(f"    reason: {_one_line(item.reason)}")
        print(f"    next:   {_next_step(item)}")
    return 0


def _next_step(item: object) -> str:
    kind, ident = item.kind, item.id  # type: ignore[attr-defined]
    if kind == "confirmation":
        return f"dongle approve {ident}   |   dongle deny {ident}"
    if kind == "verification":
        return f"dongle approve {ident}   |   dongle pending --show-code {ident} (to give the agent the code)"
    return f"dongle unblock {ident}"


def _one_line(text: str, limit: int = 160) -> str:
    """One line of the request as it would run: a line feed, carriage return, escape sequence, bidi
    override or zero-width character in it is written out (`\\n`, `\\u202e`), so it can neither
    start what looks like another entry nor hide part of the command from the human approving it."""
    text = " ".join(visible(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _show_code(args: argparse.Namespace) -> int:
    from dongle.service import OperatorActionError
    from dongle.verification import format_code

    session = channel.login(args, "pending --show-code")
    if isinstance(session, int):
        return session
    try:
        challenge_id, code = session.service.reveal_code(args.show_code, session.name)
    except OperatorActionError as exc:
        session.tty.close()
        channel.error(str(exc))
        return channel.FAILED
    try:
        session.tty.write(
            f"\nVerification code for challenge {challenge_id}:\n\n    {format_code(code)}\n\n"
            "It is shown only here. Give it to the agent's verify_challenge yourself, or simply run\n"
            f"`dongle approve {challenge_id}`. Asking again replaces this code.\n"
        )
    finally:
        code = ""
        session.tty.close()
    print(f"code for {challenge_id} shown on the terminal")
    return 0
