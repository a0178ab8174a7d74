"""What an expect script types into the program it spawns is that program's input.

`expect -c 'spawn ssh root@db; expect "#"; send "rm -rf /var/lib/pgsql\\r"'` logs in to the host and
types a command at its shell: the same as `ssh root@db <<EOF` with that line. The script is read for
its `spawn` and `send` commands only; what it waits for (`expect`, `interact`) changes nothing the
spawned program does. Each spawned program is given the lines sent after it, and the result is one
shell line per program, `PROGRAM ARGS <<'END'` with those lines, which the classifier judges as it
judges any program fed a heredoc (a remote shell, a database client, a local shell).
"""

from __future__ import annotations

import re
import shlex

# `spawn [-noecho …] PROGRAM ARGS…` up to the end of the Tcl command (a newline or `;`)
_SPAWN = re.compile(r"(?:^|[;\n{])\s*spawn\s+((?:-\w+\s+)*)([^;\n}]+)")
# `send [-s|-h|--] "TEXT"` or `send -- {TEXT}`: the text typed into the spawned program
_SEND = re.compile(r"""(?:^|[;\n{])\s*send\s+(?:-[a-z]+\s+)*(?:--\s+)?("(?:\\.|[^"\\])*"|\{[^}]*\}|\S+)""")
_ESCAPES = {"r": "\n", "n": "\n", "t": "\t", '"': '"', "\\": "\\", "$": "$", "[": "[", "]": "]"}
_END = "__DONGLE_EXPECT_END__"


def _unescape(token: str) -> str:
    """A Tcl word's text: braces keep it as written, double quotes read backslash escapes (`\\r`
    ends a typed line)."""
    if token.startswith("{") and token.endswith("}"):
        return token[1:-1]
    if token.startswith('"') and token.endswith('"'):
        token = token[1:-1]
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), token)


def sessions(script: str) -> list[str]:
    """One shell line per program the script spawns, fed what the script sends to it; empty when
    the script spawns nothing or sends nothing."""
    events: list[tuple[int, str, str]] = []
    for match in _SPAWN.finditer(script):
        events.append((match.start(2), "spawn", match.group(2).strip()))
    for match in _SEND.finditer(script):
        events.append((match.start(1), "send", _unescape(match.group(1))))
    events.sort()
    lines: list[str] = []
    program = ""
    typed: list[str] = []
    for _, kind, text in [*events, (0, "spawn", "")]:
        if kind == "send":
            typed.append(text)
            continue
        sent = "".join(typed).strip()
        if program and sent:
            try:
                argv = " ".join(shlex.quote(w) for w in shlex.split(program))
            except ValueError:
                argv = program
            lines.append(f"{argv} <<'{_END}'\n{sent}\n{_END}")
        program, typed = text, []
    return lines
