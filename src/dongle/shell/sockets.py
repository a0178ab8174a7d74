"""Text written into a raw socket is a command of the protocol on the other end.

`printf 'FLUSHALL\\r\\n' | nc prod-redis 6379` is `redis-cli -h prod-redis FLUSHALL`: the server
cannot tell the two apart, so neither may the classifier. This module reads the peer (host, port)
of a raw socket client (`nc`, `ncat`, `netcat`, `telnet`, `socat`, `openssl s_client`, a redirect to
`/dev/tcp/HOST/PORT`) and the literal text sent, recognises the protocol by the port's well-known
service or by the text itself, and returns the equivalent client command lines, which the shell
model then judges through the rules that already know those clients (database, network).

Only protocols whose text form is a command are translated: Redis (inline and RESP), memcached,
HTTP/1.x request lines. Anything else stays what it was: bytes sent to a host.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from dongle.lazy_regex import lazy_compile

SOCKET_CLIENTS = frozenset({"nc", "ncat", "netcat", "telnet", "socat", "openssl", "cryptcat"})
# Options of nc/ncat/netcat/telnet that take a value (the operands are HOST PORT).
_VALUE_OPTIONS = frozenset({"-e", "-c", "--exec", "--sh-exec", "--lua-exec", "-p", "-s", "-w", "-i", "-q",
                            "-x", "-X", "-P", "-I", "-O", "-T", "-V", "-W", "-M", "-m", "-b", "-l", "-n",
                            "--source", "--proxy", "--proxy-type", "--wait", "--idle-timeout"})
_REDIS_PORTS = frozenset({"6379", "6380", "26379", "16379"})
_MEMCACHED_PORTS = frozenset({"11211"})
_HTTP_PORTS = frozenset({"80", "8080", "8000", "8008", "8081", "8888", "9200", "9201", "5984", "8086", "443"})
# Redis commands that change or block the server: text that starts with one of these is Redis
# whatever the port (a Redis on 16380 is still Redis).
_REDIS_VERBS = frozenset({"flushall", "flushdb", "del", "unlink", "keys", "config", "shutdown", "set", "get",
                          "debug", "save", "bgsave", "slaveof", "replicaof", "module", "script", "eval",
                          "expire", "rename", "migrate", "auth", "select", "info", "ping", "hset", "hget",
                          "lpush", "rpush", "sadd", "zadd", "scan", "monitor", "client", "acl"})
_MEMCACHED_ONLY = frozenset({"flush_all", "gets", "stats", "incr", "decr", "touch", "version", "add",
                             "replace", "cas", "prepend", "append", "verbosity"})
_HTTP_REQUEST = lazy_compile(r"^(GET|HEAD|POST|PUT|DELETE|PATCH|OPTIONS)\s+(\S+)\s+HTTP/\d", re.M)
_SOCAT_ADDRESS = lazy_compile(r"^(?:tcp[46]?|tcp[46]?-connect|openssl|ssl|udp[46]?)[:-]([^:,]+):(\d+)", re.I)
_DEV_TCP = lazy_compile(r"^/dev/(?:tcp|udp)/([^/]+)/(\d+)$")
MAX_LINES = 64


def peer(name: str, args: tuple[str, ...]) -> tuple[str, str] | None:
    """The (host, port) a socket client connects to, or None when it listens or names no peer."""
    if name == "socat":
        for arg in args:
            match = _SOCAT_ADDRESS.match(arg)
            if match:
                return match.group(1), match.group(2)
        return None
    if name == "openssl":
        if not args or args[0] != "s_client":
            return None
        for i, arg in enumerate(args):
            if arg == "-connect" and i + 1 < len(args):
                host, _, port = args[i + 1].rpartition(":")
                return (host, port) if host and port.isdigit() else None
        return None
    if any(a in ("-l", "--listen") or (a[:1] == "-" and a[1:2] != "-" and "l" in a[1:]) for a in args):
        return None  # a listener waits for a peer; what it sends goes to whoever connects
    operands = operand_words(args, _VALUE_OPTIONS)
    if len(operands) >= 2 and operands[1].isdigit():
        return operands[0], operands[1]
    if len(operands) == 1 and name == "telnet":
        return operands[0], "23"
    return None


def operand_words(args: Sequence[str], valued: Collection[str]) -> list[str]:
    """The words of `args` that are neither options nor the value of one of the `valued` options."""
    operands: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in valued:
            skip = True
        elif not arg.startswith("-"):
            operands.append(arg)
    return operands


def dev_tcp_peer(target: str) -> tuple[str, str] | None:
    """`/dev/tcp/HOST/PORT` as a redirect target: bash opens a socket to HOST:PORT."""
    match = _DEV_TCP.match(target)
    return (match.group(1), match.group(2)) if match else None


def commands(host: str, port: str, text: str) -> list[tuple[str, ...]]:
    """The client command lines equivalent to sending `text` to host:port (empty when the protocol
    is not one whose text is a command)."""
    lines = [line.strip() for line in text.replace("\r", "\n").split("\n") if line.strip()][:MAX_LINES]
    if not lines:
        return []
    request = _HTTP_REQUEST.search(text)
    if request or (port in _HTTP_PORTS and lines[0].split()[0].upper() in ("GET", "POST", "PUT", "DELETE")):
        method, path = (request.group(1), request.group(2)) if request else [*lines[0].split(), "/"][:2]
        scheme = "https" if port == "443" else "http"
        path = path if path.startswith("/") else "/"
        return [("curl", "-X", method.upper(), f"{scheme}://{host}:{port}{path}")]
    mail = _smtp_send(host, port, lines)
    if mail:
        return [mail]
    first = lines[0].split()[0].lower()
    if port in _MEMCACHED_PORTS or first in _MEMCACHED_ONLY:
        # only a flush changes what the server holds as a whole; single keys are a cache's daily work
        flush = any(line.split()[0].lower() == "flush_all" for line in lines)
        return [("memcflush", f"--servers={host}:{port}")] if flush else []
    if port in _REDIS_PORTS or first in _REDIS_VERBS or first.startswith("*"):
        return [("redis-cli", "-h", host, "-p", port, *words) for words in _redis_commands(lines)]
    return []


_SMTP_RCPT = lazy_compile(r"^RCPT\s+TO:\s*<?([^>\s]+)>?", re.I)
_SMTP_FROM = lazy_compile(r"^MAIL\s+FROM:\s*<?([^>\s]*)>?", re.I)


def _smtp_send(host: str, port: str, lines: list[str]) -> tuple[str, ...] | None:
    """SMTP typed into a socket (`HELO`, `MAIL FROM:`, `RCPT TO:`, `DATA`): a message sent to each
    recipient, as `swaks --to … --from … --server host:port` sends it (a local catcher such as
    MailHog on localhost:1025 included, which swaks's rule lets go)."""
    recipients = [m.group(1) for m in map(_SMTP_RCPT.match, lines) if m]
    if not recipients or not any(line.upper() == "DATA" for line in lines):
        return None
    sender = next((m.group(1) for m in map(_SMTP_FROM.match, lines) if m), "")
    return ("swaks", "--to", ",".join(recipients), *(("--from", sender) if sender else ()),
            "--server", f"{host}:{port}")


def _redis_commands(lines: list[str]) -> list[tuple[str, ...]]:
    """Inline commands are one per line; RESP frames a command as `*N` then `$len` / word pairs."""
    out: list[tuple[str, ...]] = []
    current: list[str] | None = None
    for line in lines:
        if line.startswith("*") and line[1:].isdigit():
            if current:
                out.append(tuple(current))
            current = []
        elif line.startswith("$") and line[1:].isdigit():
            continue
        elif current is not None:
            current.append(line)
        else:
            out.append(tuple(line.split()))
    if current:
        out.append(tuple(current))
    return [c for c in out if c]
