"""The guard's loopback endpoints, taken from the human and the clients without naming the guard.

The operator console (port 8717) and the MCP server's HTTP endpoint (8765) are found by their
address, not by a process name. So a same-user shell can reach the processes behind them, or the
places that point at them, with generic tools that never say "dongle":

- whatever holds the guard's port, signalled: `fuser -k 8717/tcp`, `kill $(lsof -t -i:8717)`,
  `lsof -ti :8765 | xargs kill`, `ss -K sport = :8717`, `npx kill-port 8717`, `tcpkill port 8717`
  (the console gone, pending approvals and codes are seen by nobody; the server gone, clients that
  fail open go ahead). Looking the port up (`lsof -i :8717`, `fuser 8717/tcp`, `ss -ltnp`) goes.
- the guard's address rewritten to another wherever it is written (a bookmark, a config, a desktop
  entry: `sed -i 's#127.0.0.1:8717#127.0.0.1:8718#' …`): the human or the client then reaches a
  page or a server the agent serves there.
- the guard's own server started from the agent's shell in a mode that does not enforce, or serving
  HTTP (`mcpaql-safety-dongle --mode disabled --http 127.0.0.1:8765`): a guard the agent configured,
  on an address clients trust, answers what the agent chose. `dongle check`, `dongle doctor` and
  the stdio server a client starts are the guard's ordinary use.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence

from dongle.hooks.approval_channel import GUARD_PORTS
from dongle.shell.model import Invocation

# A guard port as a word or part of one (`8717/tcp`, `-i:8717`, `tcp:8717`, `:8765`), not inside a
# longer number or a version (`1.8717`).
_GUARD_PORT = re.compile(r"(?<![\d.])(?P<port>" + "|".join(GUARD_PORTS) + r")(?![\d.])")
# Programs that find the process or socket behind a port, and those that only print it.
_PORT_LOOKUPS = frozenset({"lsof", "fuser", "ss", "netstat", "sockstat"})
# Programs that kill whatever holds a port, given the port itself.
_PORT_KILLERS = frozenset({"kill-port", "killport", "fkill", "portkill", "tcpkill", "cutter"})
_SIGNAL_SENDERS = frozenset({"kill", "pkill", "killall", "skill"})
_PATTERN_SIGNALLERS = frozenset({"pkill", "killall", "skill"})
# The guard's processes as a pattern names them: its package, its daemon and hook modules, its socket
# directory (`pkill -STOP -f hooks.daemon`, `kill $(pgrep -f hookd)`).
_GUARD_PROCESS = re.compile(r"(?i)dongle|mcpaql|mcp_aql|hookd|hooks[./](?:__main__|daemon)")
# Signals that only ask whether a process exists.
_PROBE_SIGNALS = frozenset({"-0", "-s0", "--signal=0"})
# Modes of the guard's server that do not stop anything (README, "Options").
_ENFORCING = "enforcing"
# A substitution (`s#OLD#NEW#`, `s/OLD/NEW/g`) in any program's script.
# What a replacement needs to be an address: a port number or a host name.
_ADDRESS_LIKE = re.compile(r"\d{2,5}|[a-z]\.[a-z]")
# A replacement in code: `.replace("OLD", "NEW")`, `replaceAll`, `gsub("OLD", "NEW")`, `str_replace`.
_CODE_REPLACE = re.compile(r"(?:replace(?:All)?|gsub|sub|str_replace)\s*\(\s*"
                           r"(?P<q>['\"])(?P<old>[^'\"]*)(?P=q)\s*,\s*(?P<r>['\"])(?P<new>[^'\"]*)(?P=r)")
_SUBSTITUTION = re.compile(r"(?<![\w$])s(?P<d>[^\w\s\\])(?P<old>(?:\\.|(?!(?P=d)).)+)(?P=d)"
                           r"(?P<new>(?:\\.|(?!(?P=d)).)*)(?P=d)")


def port_holder_signalled(invs: Sequence[Invocation]) -> str | None:
    """Why the line signals whatever holds one of the guard's ports (None if it does not)."""
    for inv in invs:
        port = _port_named(inv.args)
        if not port:
            continue
        if inv.name in _PORT_KILLERS or (inv.name == "fuser" and _kills(inv.args, "k", "--kill")) or (
                inv.name == "ss" and _kills(inv.args, "K", "--kill")) or inv.name in _PATTERN_SIGNALLERS:
            return _signalled(port, inv.name)  # `pkill -f 8717`: the process whose command line names it
    # a kill whose process ids come from a look-up of the port: a substitution in its words, or a pipe
    # into `xargs kill` / `while read pid; do kill "$pid"`; the port may be filtered for by any stage
    # (`netstat -ltnp | grep :8717 | awk … | xargs kill`)
    lookup = next((inv.name for inv in invs if inv.name in _PORT_LOOKUPS), None)
    port = next((p for inv in invs if inv.name not in _SIGNAL_SENDERS and (p := _port_named(inv.args))), None)
    if lookup and port:
        for inv in invs:
            handed = _ids_handed(inv)
            if inv.name in _SIGNAL_SENDERS and handed:
                return _signalled(port, f"{inv.name} of what {lookup} finds")
    return None


def guard_process_signalled(invs: Sequence[Invocation]) -> str | None:
    """`kill -STOP $(pgrep -f hooks.daemon)`, `pgrep -f hookd | xargs kill`: a signal to the processes a
    pattern picks that names the guard's daemon or hook (a probe, `kill -0`, changes nothing)."""
    named = any(inv.name in _SIGNAL_SENDERS | {"pgrep", "pidof"} and
                any(_GUARD_PROCESS.search(a) for a in inv.args) for inv in invs)
    if not named:
        return None
    for inv in invs:
        if inv.name not in _SIGNAL_SENDERS or _PROBE_SIGNALS & set(inv.args) or (
                "-s" in inv.args and "0" in inv.args):
            continue
        handed = _ids_handed(inv)
        if handed or any(_GUARD_PROCESS.search(a) for a in inv.args):
            return (f"sends a signal (`{inv.name}`) to the guard's own daemon or hook, picked by a pattern: "
                    "a guard that is stopped or frozen cannot answer, and the agent goes ahead")
    return None


def _ids_handed(inv: Invocation) -> bool:
    """The signal's process ids come from elsewhere in the line: a pipe (`| xargs kill`), a substitution,
    or a variable (not the shell's own `$$`, nor its last job `$!`)."""
    return bool(inv.stdin_from) or any(
        "`" in a or ("$" in a and a.strip("\"'") not in ("$$", "$!", "${!}")) for a in inv.args)


def _port_named(args: Sequence[str]) -> str | None:
    for arg in args:
        if found := _GUARD_PORT.search(arg):
            return found.group("port")
    return None


def _kills(args: Sequence[str], letter: str, long: str) -> bool:
    """`-k`, `-km`, `--kill`: the option that kills rather than lists."""
    return any(a == long or (a[:1] == "-" and a[1:2] != "-" and letter in a[1:]) for a in args)


def _signalled(port: str, how: str) -> str:
    return (f"signals whatever holds port {port}, {GUARD_PORTS[port]}'s (`{how}`): the guard there stops "
            "answering, and what waits for the human is seen by nobody")


def endpoint_rewritten(command: str, invs: Sequence[Invocation] = ()) -> str | None:
    """A substitution that turns the guard's address into another, wherever it is written: a sed, perl
    or vim `s/OLD/NEW/`, `sd OLD NEW FILE`, a `.replace("OLD", "NEW")` in code."""
    if not _GUARD_PORT.search(command):
        return None
    pairs = [(m.group("old"), m.group("new")) for m in _SUBSTITUTION.finditer(command)]
    pairs += [(m.group("old"), m.group("new")) for m in _CODE_REPLACE.finditer(command)]
    for inv in invs:
        words = [a for a in inv.args if not a.startswith("-")]
        if inv.name in ("sd", "rpl", "replace") and len(words) >= 2:
            pairs.append((words[0], words[1]))
    for old_text, new in pairs:
        old = _GUARD_PORT.search(old_text)
        if old and not _GUARD_PORT.search(new) and _ADDRESS_LIKE.search(new):
            port = old.group("port")
            return (f"rewrites the address of {GUARD_PORTS[port]} (port {port}) to `{new[:40]}`: the human "
                    "or the client that follows it reaches what the agent serves there")
    return None


def guard_started_unguarding(invs: Sequence[Invocation], dongle_names: frozenset[str]) -> str | None:
    """The guard's own server started from the agent's shell not enforcing, or serving over HTTP."""
    for inv in invs:
        program = posixpath.basename(inv.name)
        module = inv.name.startswith("python") and "dongle" in inv.args[1:2]
        if program not in dongle_names and not module:
            continue
        mode = _value(inv.args, "--mode")
        if mode is not None and mode != _ENFORCING:
            return (f"starts the guard's own server in `{mode}` mode from the agent's shell: a guard that "
                    "does not enforce answers go to whoever reaches it")
        if _value(inv.args, "--http") is not None:
            return ("starts the guard's own server over HTTP from the agent's shell: clients and the human "
                    "trust that address, and the agent chose its store, policy and mode")
    return None


def _value(args: Sequence[str], option: str) -> str | None:
    for i, arg in enumerate(args):
        if arg == option:
            return args[i + 1] if i + 1 < len(args) else ""
        if arg.startswith(option + "="):
            return arg.split("=", 1)[1]
    return None
