"""Resolving the server's options and environment into one checked configuration.

Kept apart from `options.py` (argument definitions only), which every `dongle` run imports while
building its parser; this module is imported only when a server actually starts.
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dongle.server.options import ENDPOINT_MODES, MODES, TOKEN_ENV

PREFIX_RE = re.compile(r"^[a-z0-9_]*_$")


class OptionError(ValueError):
    """A configuration the server refuses to start with; the message says what to change."""


@dataclass(frozen=True)
class Options:
    policy: str | None
    db: str | None
    mode: str
    endpoint_mode: str
    tool_prefix: str
    http_host: str | None
    http_port: int | None
    allow_remote: bool
    token: str | None


def resolve(args: argparse.Namespace, environ: Mapping[str, str] | None = None) -> Options:
    """Merge options with the environment and check them; raise OptionError on a bad combination."""
    env = os.environ if environ is None else environ
    mode = (args.mode or env.get("MCPAQL_SAFETY_LOOP") or "enforcing").strip().lower()
    if mode not in MODES:
        raise OptionError(f"invalid safety loop mode {mode!r}; expected one of: {', '.join(MODES)}")
    endpoint = (args.endpoint_mode or env.get("MCP_AQL_ENDPOINT_MODE") or "semantic").strip().lower()
    if endpoint not in ENDPOINT_MODES:
        raise OptionError(f"invalid endpoint mode {endpoint!r}; expected one of: {', '.join(ENDPOINT_MODES)}")
    prefix = args.tool_prefix if args.tool_prefix is not None else env.get("MCP_AQL_TOOL_PREFIX", "")
    if prefix and not PREFIX_RE.match(prefix):
        raise OptionError(f"invalid tool prefix {prefix!r}: use only a-z, 0-9 and '_', ending in '_'")
    token = _token(args, env)
    host = port = None
    if args.http:
        host, port = _host_port(args.http)
        if not _is_loopback(host):
            if not args.allow_remote:
                raise OptionError(
                    f"refusing to serve HTTP on non-loopback address {host!r}; "
                    "pass --allow-remote together with a bearer token"
                )
            if not token:
                raise OptionError(f"--allow-remote needs a bearer token: set {TOKEN_ENV} or --token-file")
    elif args.allow_remote:
        raise OptionError("--allow-remote only applies to --http")
    return Options(
        policy=args.policy or env.get("DONGLE_POLICY") or None,
        db=args.db or env.get("DONGLE_DB") or None,
        mode=mode,
        endpoint_mode="semantic" if endpoint == "crude" else endpoint,
        tool_prefix=prefix,
        http_host=host,
        http_port=port,
        allow_remote=bool(args.allow_remote),
        token=token,
    )


def _token(args: argparse.Namespace, env: Mapping[str, str]) -> str | None:
    if args.token_file:
        try:
            token = Path(args.token_file).read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise OptionError(f"cannot read token file {args.token_file}: {exc.strerror}") from None
    else:
        token = env.get(TOKEN_ENV, "").strip()
    if token and len(token) < 16:
        raise OptionError("the bearer token is too short: use at least 16 characters (e.g. 32 random bytes)")
    return token or None


def _host_port(value: str) -> tuple[str, int]:
    host, sep, port_text = value.rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
        raise OptionError(f"invalid --http address {value!r}; expected HOST:PORT, e.g. 127.0.0.1:8765")
    return host, int(port_text)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    import ipaddress  # only when --http is used: the hook path builds this parser on every call

    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name other than localhost may resolve anywhere
