"""`dongle adapter validate|info|promote|demote FILE`: check an adapter and manage its trust.

`validate` and `info` are read-only and need nobody's permission. `promote` and `demote` change what
the proxy lets through, so they run only on the operator channel (the passphrase at the controlling
terminal, like `dongle approve`) and are written to the audit log.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from dongle.commands import _operator_channel as channel

NAME = "adapter"
HELP = "validate an adapter file, show its operations and trust, promote or demote its trust"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="verb", required=True)
    validate = sub.add_parser("validate", help="strict schema check; lists every problem with file and line")
    validate.add_argument("file")
    validate.add_argument("--json", action="store_true", help="machine-readable problems")
    info = sub.add_parser(
        "info",
        help="what the gate does with each operation (the downstream's annotations and unlisted tools "
        "included), trust in force, history",
    )
    info.add_argument("file")
    info.add_argument(
        "--offline",
        action="store_true",
        help="do not start an mcp target's server (its annotations and unlisted tools are then unknown)",
    )
    channel.add_db_argument(info)
    test = sub.add_parser(
        "test",
        help="run the harness against the live target: generated -> validated, or demote on failure "
        "(operator passphrase; audited)",
    )
    test.add_argument("file", nargs="+")
    test.add_argument("--due", action="store_true", help="only the files whose re-validation is due")
    channel.add_db_argument(test)
    review = sub.add_parser(
        "review",
        help="approve or flag a validated adapter (operator passphrase; N approvals -> community_reviewed)",
    )
    review.add_argument("file")
    verdict = review.add_mutually_exclusive_group(required=True)
    verdict.add_argument("--approve", action="store_true")
    verdict.add_argument(
        "--flag", action="store_true", help="a security concern: demotes and blocks promotion"
    )
    review.add_argument("--note", required=True, help="what was reviewed, or the concern")
    review.add_argument("--required", type=int, default=2, help="distinct approvals needed (default 2)")
    channel.add_db_argument(review)
    cert = sub.add_parser(
        "certify",
        help="verify an authority's Ed25519 signature: community_reviewed -> certified (operator passphrase)",
    )
    cert.add_argument("file")
    cert.add_argument(
        "--signature", required=True, help="base64 Ed25519 signature over the canonical adapter"
    )
    cert.add_argument(
        "--authorities", required=True, help="YAML/JSON file: authority name -> base64 Ed25519 public key"
    )
    channel.add_db_argument(cert)
    for verb, what in (("promote", "raise trust by one level"), ("demote", "lower trust")):
        p = sub.add_parser(verb, help=f"{what} (operator passphrase; audited)")
        p.add_argument("file")
        p.add_argument(
            "--to",
            required=verb == "demote",
            help="target level (promote: the next one; certified needs certify)",
        )
        p.add_argument("--reason", required=True, help="why (kept in promotion_history and the audit log)")
        channel.add_db_argument(p)


def run(args: argparse.Namespace) -> int:
    from dongle.adapters.model import AdapterError, load_adapter

    if args.verb == "test":
        return _test(args)
    if args.verb == "review":
        return _review(args)
    if args.verb == "certify":
        return _certify(args)
    try:
        adapter = load_adapter(args.file)
    except AdapterError as exc:
        if getattr(args, "json", False):
            print(json.dumps({"valid": False, "problems": [p.to_dict() for p in exc.problems]}, indent=2))
        else:
            print(f"invalid adapter ({len(exc.problems)} problem(s)):", file=sys.stderr)
            for problem in exc.problems:
                print(f"  {problem}", file=sys.stderr)
        return 2
    if args.verb == "validate":
        if args.json:
            print(json.dumps({"valid": True, "name": adapter.name, "operations": len(adapter.operations)}))
        else:
            print(
                f"{args.file}: valid adapter {adapter.name!r} {adapter.version}, "
                f"{len(adapter.operations)} operation(s)"
            )
        return 0
    if args.verb == "info":
        return _info(args, adapter)
    return _change(args)


def _info(args: argparse.Namespace, a: Any) -> int:
    """What the proxy's gate would do now: the same `ProxyGate.describe()`, over the tools the live
    downstream lists, so annotations that raise a level and auto-exposed tools are shown too."""
    from dongle.adapters.danger import base_danger
    from dongle.proxy.gate import ProxyGate
    from dongle.store import StoreError, open_store

    tools, downstream = _list_downstream(a, args.offline)
    try:
        store = open_store(args.db)
    except StoreError as exc:
        channel.error(str(exc))
        return channel.FAILED
    try:
        gate = ProxyGate(args.file, store, _NeverCalled(), tools=tools)
        info = gate.describe()
        trust = gate.trust
    finally:
        store.close()
    print(f"{a.name} {a.version} ({a.target.type}): {a.description}")
    print(f"trust in force: {trust.label} (file says {a.trust.level.label})")
    if downstream:
        print(f"downstream: {downstream}")
    for entry in info.get("operations", []):
        name = entry["name"]
        danger = entry["danger"]
        notes = []
        op = a.operations.get(name)
        if op is None:
            notes.append("auto-exposed: a downstream tool the file does not list")
        else:
            if op.maps_to != name:
                notes.append(f"maps to {op.maps_to}")
            filed = base_danger(op, trust).level.label
            if filed != danger["level"]:
                notes.append(f"raised from {filed} by the downstream's annotations")
        print(
            f"  {entry['category']:8} {name:28} {danger['level']:12} {entry['gate']:16} {danger['source']}"
            + (f"  ({'; '.join(notes)})" if notes else "")
        )
    for record in a.trust.history:
        why = f": {record.reason}" if record.reason else ""
        print(
            f"  history: {record.from_level.label} -> {record.to_level.label} "
            f"at {record.at} by {record.by}{why}"
        )
    return 0


def _list_downstream(a: Any, offline: bool) -> tuple[list[Any], str]:
    """The downstream's tools (mcp targets) and one line saying where they came from, or why not."""
    if a.target.type != "mcp":
        return [], ""
    if offline:
        return [], "not started (--offline): annotations and auto-exposed tools are not shown"
    import anyio

    from dongle.proxy.backends import downstream_tools
    from dongle.proxy.downstream import DownstreamDown

    try:
        tools = anyio.run(downstream_tools, a)
    except (DownstreamDown, OSError) as exc:
        tail = getattr(exc, "details", {}).get("stderr_tail", "")
        said = f"; it said: {tail.splitlines()[-1]}" if tail else ""
        return [], f"{exc}{said}; annotations and auto-exposed tools are not shown"
    return tools, f"{len(tools)} tool(s) listed by the running server"


class _NeverCalled:
    """`info` only describes: a gate built for it has no target to forward to."""

    async def prepare(self) -> None:
        return None

    async def call(self, adapter: Any, op: Any, params: dict[str, Any]) -> dict[str, Any]:
        raise RuntimeError("adapter info never calls the target")


def _change(args: argparse.Namespace) -> int:
    from dongle.adapters.model import AdapterError, load_adapter
    from dongle.adapters.trust import TrustChangeError, change_trust, effective_trust
    from dongle.levels import TrustLevel

    session = channel.login(args, f"adapter {args.verb}")
    if isinstance(session, int):
        return session
    session.tty.close()
    store = session.service.store
    try:
        if args.to:
            target = TrustLevel.parse(args.to)
        else:
            current = effective_trust(store, load_adapter(args.file))
            if current == TrustLevel.CERTIFIED:
                channel.error("already certified")
                return channel.FAILED
            target = TrustLevel(current + 1)
        if args.verb == "demote" and target >= effective_trust(store, load_adapter(args.file)):
            channel.error("demote needs a lower level than the one in force")
            return channel.FAILED
        change = change_trust(
            args.file, target, by=f"operator:{session.name}", reason=args.reason, store=store
        )
    except (TrustChangeError, AdapterError, ValueError) as exc:
        channel.error(str(exc))
        return channel.FAILED
    print(f"{change.adapter}: {change.from_level.label} -> {change.to_level.label} ({change.reason})")
    return 0


def _test(args: argparse.Namespace) -> int:
    import anyio

    from dongle.adapters.harness import HARNESS, is_due, run_harness
    from dongle.adapters.model import AdapterError, load_adapter
    from dongle.adapters.trust import TrustChangeError, apply_validation, effective_trust

    session = channel.login(args, "adapter test")
    if isinstance(session, int):
        return session
    session.tty.close()
    store = session.service.store
    status = 0
    for file in args.file:
        try:
            adapter = load_adapter(file)
            trust = effective_trust(store, adapter)
            if args.due and not is_due(adapter, trust):
                print(f"{file}: not due ({trust.label})")
                continue
            report = anyio.run(run_harness, adapter)
            if report.untested:
                # neither a pass nor a failure: nothing was checked, so the trust stays as it is
                print(f"{file}: nothing tested — {report.untested}; trust unchanged ({trust.label})")
                status = channel.FAILED
                continue
            change = apply_validation(
                file, report.to_dict(), report.passed, by=f"{HARNESS} (operator:{session.name})", store=store
            )
        except (AdapterError, TrustChangeError) as exc:
            channel.error(f"{file}: {exc}")
            status = channel.FAILED
            continue
        verdict = "passed" if report.passed else "FAILED"
        moved = f"; {change.from_level.label} -> {change.to_level.label}" if change else ""
        print(f"{file}: {verdict} {report.tests_passed}/{report.tests_total}{moved}")
        for failure in report.failures:
            print(f"  {failure}")
        if not report.passed:
            status = channel.FAILED
    return status


def _review(args: argparse.Namespace) -> int:
    from dongle.adapters.model import AdapterError
    from dongle.adapters.trust import TrustChangeError, record_review

    session = channel.login(args, "adapter review")
    if isinstance(session, int):
        return session
    session.tty.close()
    try:
        change = record_review(
            args.file,
            reviewer=f"operator:{session.name}",
            approve=args.approve,
            note=args.note,
            store=session.service.store,
            required=args.required,
        )
    except (AdapterError, TrustChangeError) as exc:
        channel.error(str(exc))
        return channel.FAILED
    what = "approved" if args.approve else "flagged"
    moved = f"; {change.from_level.label} -> {change.to_level.label}" if change else ""
    print(f"{args.file}: {what}{moved}")
    return 0


def _certify(args: argparse.Namespace) -> int:
    from dongle.adapters.certify import certify, load_authorities
    from dongle.adapters.model import AdapterError
    from dongle.adapters.trust import TrustChangeError

    session = channel.login(args, "adapter certify")
    if isinstance(session, int):
        return session
    session.tty.close()
    try:
        keys = load_authorities(args.authorities)
        change = certify(
            args.file, args.signature, keys, by=f"operator:{session.name}", store=session.service.store
        )
    except (AdapterError, TrustChangeError) as exc:
        channel.error(str(exc))
        return channel.FAILED
    print(f"{change.adapter}: {change.from_level.label} -> {change.to_level.label} ({change.reason})")
    return 0
