"""The human's way to the approval page and console, taken over by the agent.

An approval is given at a place the human trusts: the operator console on its loopback port (and the
MCP server's), reached by a link they click, in the browser the desktop opens links with. A same-user
agent can stand in that place without touching any of the guard's files:

- listen on the guard's own port (a systemd socket unit, `python -m http.server`, `nc -l`, `socat
  TCP-LISTEN`, an ssh forward, a container's published port, server code that binds it): when the
  real console is not running, the human's `http://127.0.0.1:8717` is the agent's page;
- register itself as the handler of web links or make its handler the default browser (a desktop
  entry for `x-scheme-handler/http` whose program is not a browser run plainly): every link the
  human clicks, the console's included, goes through the agent's program first;
- print a terminal hyperlink whose visible text is one address and whose target is another: the
  human clicks what they read, and lands where the agent chose;
- switch off an agent's or an editor's own asking in any settings it reads (`chat.tools.autoApprove`,
  `alwaysAllow`, `approval_policy = "never"`, `defaultMode: bypassPermissions`): the tool calls the
  human would have been asked about run without the question.

Everyday twins: servers on other ports, clients of the console's port, a desktop entry that runs a
browser by itself, a hyperlink whose text is a word or the address it opens, the same approval
settings set to false.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping, Sequence

from dongle.disk_text import small_text
from dongle.lazy_regex import lazy_compile
from dongle.shell.model import Invocation

# The guard's own loopback endpoints (README): the MCP server's HTTP port and the operator console's.
GUARD_PORTS = {"8765": "the dongle's MCP server", "8717": "the operator console"}
# Text that listens on a port, in any file or code the line writes or runs.
_LISTEN_TEXT = re.compile(
    r"(?i)\bListen(?:Stream|Datagram|SequentialPacket)\s*=\s*(?:[\w.\[\]:*-]*:)?(\d{2,5})\b"
    r"|\b(?:tcp[46]?|udp[46]?|ssl|openssl)-l(?:isten)?:(\d{2,5})\b"
    r"|\.(?:bind|listen)\(\s*\(?\s*(?:['\"][^'\"]*['\"]\s*,\s*)?(\d{2,5})\b"
    r"|\b(?:run|serve|listen|server|bind|start)\w*\([^)]*\bport\s*[=:]\s*(\d{2,5})\b")
# Options that name the port (or address:port) a server listens on.
_LISTEN_OPTIONS = frozenset({"--port", "--listen", "--bind", "-b", "-l", "-S", "-L", "-D", "-p",
                             "--http-port",                             "--server.port", "--publish"})
# Programs whose -p/-l/-L options name a port they connect to, not one they listen on.
_CLIENTS = frozenset({"ssh", "sftp", "scp", "psql", "pg_dump", "mysql", "mysqldump", "redis-cli", "mongo",
                      "mongosh", "telnet", "ftp", "rsync", "mosh", "ssh-keyscan", "nmap", "curl", "wget",
                      "http",                      "https", "git", "nc", "ncat", "netcat"})
_NETCATS = frozenset({"nc", "ncat", "netcat"})
_SERVER_MODULES = frozenset({"http.server", "SimpleHTTPServer", "uvicorn", "flask", "aiohttp.web"})

# A terminal hyperlink (OSC 8): ESC ] 8 ; params ; TARGET ST visible-text ESC ] 8 ; ; ST, as the line
# spells it (`\e`, `\033`, `\x1b`, or the byte itself).
_OSC8 = re.compile(r"\]8;[^;\n]*;(?P<target>[^\s\\\x07\x1b]+)(?P<text>.*?)\]8;;", re.S)
_ESCAPES = re.compile(r"\\(?:e|E|033|x1[bB]|u001[bB]|a|007|x07)|[\x1b\x07]|\\\\")
_ADDRESS = re.compile(r"(?i)\b(?:[a-z][a-z0-9+.-]*://[^\s'\"<>]+|(?:localhost|\d{1,3}(?:\.\d{1,3}){3}"
                      r"|[\w-]+(?:\.[\w-]+)+):\d{2,5}[^\s'\"<>]*)")

# A desktop entry that handles web links, and the program it runs.
_WEB_MIME = re.compile(r"(?im)^MimeType=.*(?:x-scheme-handler/https?\b|text/html)")
_EXEC = re.compile(r"(?m)^Exec=(?P<exec>.*)$")
_DEFAULT_SETTERS = {"xdg-settings": "default-web-browser", "xdg-mime": "x-scheme-handler/http", "gio": "mime"}
_SHELL_PROGRAMS = re.compile(r"^(?:sh|bash|zsh|dash|ksh|env|python\d*(?:\.\d+)?|perl|ruby|node|php|socat"
                             r"|nc)$")


def port_squatted(invs: Sequence[Invocation], command: str) -> str | None:
    """The guard's port the line listens on, as a reason (None when it listens on none of them)."""
    if not any(port in command for port in GUARD_PORTS):
        return None
    for m in _LISTEN_TEXT.finditer(command.replace("\\n", "\n")):
        port = next(g for g in m.groups() if g)
        if port in GUARD_PORTS:
            return _squat(port)
    for inv in invs:
        port = next((p for p in _listened_ports(inv) if p in GUARD_PORTS), None)
        if port:
            return _squat(port)
    return None


def _squat(port: str) -> str:
    return (f"listens on port {port}, {GUARD_PORTS[port]}'s: a page the agent serves there is where the "
            "human approves and types the operator passphrase")


def _listened_ports(inv: Invocation) -> list[str]:
    """The ports `inv` may serve on, as its options or operands say."""
    args = list(inv.args)
    if inv.name.startswith("python") and "-m" in args:
        at = args.index("-m") + 1
        if at < len(args) and args[at] in _SERVER_MODULES:
            return [a for a in args if a.isdigit()] + _option_values(args, _LISTEN_OPTIONS)
        return []
    if inv.name in _NETCATS:
        listening = "--listen" in args or any(a[:1] == "-" and a[:2] != "--" and "l" in a for a in args)
        return [p for a in args for p in re.findall(r"(?<![\d.])\d{2,5}(?![\d.])", a)] if listening else []
    if inv.name == "ssh":  # -L [bind:]PORT:host:port and -D [bind:]PORT listen on this machine
        forwards = _option_values(args, ("-L", "-D"))
        return [parts[-3] if len(parts) >= 3 else parts[-1] for parts in (f.split(":") for f in forwards)]
    if inv.name in _CLIENTS:
        return []
    return [p for value in _option_values(args, _LISTEN_OPTIONS) for p in re.findall(r"\b\d{2,5}\b", value)]


def _option_values(args: list[str], options: frozenset[str] | tuple[str, ...]) -> list[str]:
    """The values of `options` (`-p 8717`, `--port=8717`, `-p8717`)."""
    out = []
    for i, arg in enumerate(args):
        name, eq, value = arg.partition("=")
        if name in options:
            out.append(value if eq else (args[i + 1] if i + 1 < len(args) else ""))
        elif arg[:2] in options and len(arg) > 2 and arg[1] != "-":
            out.append(arg[2:])
    return out


# The console's change endpoints (a POST each: approve, deny, reveal a code, unblock an agent, log in or
# out), as an address the line writes or sends: `http://127.0.0.1:8717/pending/all/approve`, a form whose
# action is `localhost:8717/pending/approve`. Its pages (`/pending`, `/audit`) are read with a GET.
_CONSOLE_CHANGE = lazy_compile(
    r"(?i)(?:\blocalhost|\b127(?:\.\d{1,3}){3}|\[?::1\]?|\b0\.0\.0\.0)\s*:\s*8717\b"
    r"(?P<path>/[^\s'\"<>]*)")
_CHANGE_PATH = lazy_compile(r"(?i)/(?:approve|deny|code|unblock|login|logout)\b")


def console_change_aimed(command: str) -> str | None:
    """A request or a page, written or sent by the line, aimed at one of the console's change endpoints.

    The console refuses such a request without the human's session, CSRF token and its own Origin, but
    the line's intent is to approve (or deny, or unblock) in the human's place: an agent has no business
    on those endpoints, and a page that posts to them waits for the human's browser to carry them."""
    if "8717" not in command:
        return None
    for m in _CONSOLE_CHANGE.finditer(command):
        if _CHANGE_PATH.search(m.group("path")):
            return (f"aims a request at the operator console's `{m.group('path')[:40]}`: an approval (or a "
                    "denial, an unblock) given in the human's place")
    return None


def deceptive_hyperlink(command: str) -> str | None:
    """A terminal hyperlink whose visible text is an address other than the one it opens."""
    if "]8;" not in command:
        return None
    for m in _OSC8.finditer(command):
        visible = _ESCAPES.sub("", m.group("text"))
        shown = _ADDRESS.search(visible)
        target = m.group("target")
        if shown and _normal(shown.group(0)) != _normal(target):
            return (f"prints a link that reads `{shown.group(0)[:60]}` but opens `{target[:60]}`: the human "
                    "clicks the address they read and lands where the agent chose")
    return None


def _normal(url: str) -> str:
    return re.sub(r"^[a-z][a-z0-9+.-]*://", "", url.lower()).rstrip("/")


def web_handler_taken(invs: Sequence[Invocation], command: str, env: Mapping[str, str]) -> str | None:
    """A handler for the human's web links whose program is not a browser run plainly: written in the
    line, or on disk and made the default here."""
    text = command.replace("\\n", "\n")
    if "[Desktop Entry]" in text and _WEB_MIME.search(text):
        for m in _EXEC.finditer(text):
            if not _plain_program(m.group("exec"), env):
                return _taken(m.group("exec"))
    home = env.get("HOME", "")
    for inv in invs:
        word = _DEFAULT_SETTERS.get(inv.name)
        if word is None or word not in inv.args:
            continue
        for name in (a for a in inv.args if a.endswith(".desktop")):
            entry = _desktop_text(posixpath.join(home, ".local/share/applications", name))
            if entry and _WEB_MIME.search(entry):
                run = _EXEC.search(entry)
                if run and not _plain_program(run.group("exec"), env):
                    return _taken(run.group("exec"))
    return None


def _taken(program: str) -> str:
    return (f"makes `{program[:60]}` the handler of the human's web links: every link they open, the "
            "console's included, goes through the agent's program first")


# An agent's or an editor's setting that makes it stop asking the human before its tool calls, set on,
# as JSON, TOML, YAML, a dotted key or a jq/config assignment spells it; for an agent the dongle has no
# hook in, the option or variable that starts it unasked (aider's `yes-always`, amp's
# `dangerouslyAllowAll`, goose's `GOOSE_MODE: auto`, opencode's `"permission": {"bash": "allow"}`, the
# `alwaysAllowExecute`/`alwaysAllowWrite` family of VS Code agents) written into the settings it reads at
# every start.
_ASKING_OFF = re.compile(
    r"(?i)[\"'.]?\b(?:chat\.tools\.(?:global\.)?autoApprove|autoApprove(?:All)?|auto_approve(?:_all)?|alwaysAllow"
    r"|always_allow_tool_actions|dangerously_?skip_?permissions|skipDangerousModePermissionPrompt|yoloMode"
    r"|allowAllTools|trust_all_tools|(?:aider_)?yes[-_]always|(?:amp_)?dangerously_?allow_?all"
    r"|alwaysAllow(?:Execute|Write|Mcp|Browser|ReadOnly)\w*|alwaysApprove\w*)"
    r"[\"'\\]*\s*[:=]\s*(?:true|1|[\[{])"
    r"|\bGOOSE_MODE[\"'\\]*\s*[:=]\s*[\"'\\]*auto\b"
    r"|\b(?:approval_policy|approvalPolicy|approvalMode|approval_mode)[\"'\\]*\s*[:=]\s*[\"'\\]*(?:never|yolo)\b"
    r"|\bdefaultMode[\"'\\]*\s*[:=]\s*[\"'\\]*bypassPermissions"
    # opencode's `permission` block: a tool set to "allow" runs unasked (`"bash": "allow"`)
    r"|\bpermission[\"'\\]*\s*[:=]\s*\{[^}]{0,200}?\b(?:bash|edit|webfetch)[\"'\\]*\s*[:=]\s*[\"'\\]*allow\b")


def asking_switched_off(command: str) -> str | None:
    """An agent's or an editor's setting, written by the line, that makes it act without asking."""
    found = _ASKING_OFF.search(command.replace("\\n", "\n")) if "=" in command or ":" in command else None
    if found:
        return (f"sets `{found.group(0)[:60]}`: the agent stops asking the human before its tool calls, "
                "and what it runs is approved by nobody")
    return None


def _plain_program(exec_line: str, env: Mapping[str, str]) -> bool:
    """A browser run by itself: no shell, no pipe or substitution, not a file in the home or scratch."""
    words = exec_line.split()
    if not words or re.search(r"[;&|<>$`()]|\bsed\b", exec_line):
        return False
    program = words[0].strip("\"'")
    home = env.get("HOME", "/nonexistent")
    if program.startswith((home + "/", "/tmp/", "~", ".")):
        return False
    return not _SHELL_PROGRAMS.match(posixpath.basename(program))


def _desktop_text(path: str) -> str:
    """A desktop entry's text; "" when it is not a small regular file (a named pipe is never opened)."""
    return small_text(path, 64 * 1024) or ""
