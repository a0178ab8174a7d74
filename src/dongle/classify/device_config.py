"""A network device's logging or firewall switched off through its own configuration language.

Routers, switches and firewalls are configured over ssh in their vendor's language, not a shell: the lines a
session sends (a heredoc, a `printf … |` into `ssh -T`, or the remote command's words) are read here as that
language. Two effects the rubric names as stops, whatever the device:

- its logging or accounting switched off: the audit trail of everything done on it, and of every later
  intrusion, is gone (IOS/NX-OS/ASA `no logging …`, `no aaa accounting …`; Junos `delete system syslog`,
  `delete system accounting`; FortiOS `set status disable` inside a `config log …` block);
- its filtering opened to everything: an access-list line or a policy that permits any source to any
  destination for any service (`permit ip any any`; a FortiOS policy from interface `any` to `any`, address
  `all` to `all`, accepted; Junos `delete security policies`).

Reading a device's configuration (`show running-config`, `more system:running-config`), adding a log host,
or a narrow permit are everyday work and are left to the other rules.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

# Programs that open a session on a device and hand it the lines they read or are given.
REMOTE_CONSOLES = frozenset({"ssh", "plink", "sshpass", "telnet"})

# One statement per line (a `;` also ends one in a remote command's words).
_LOGGING_OFF = lazy_compile(
    r"(?im)^\s*(?:no\s+logging(?:\s+(?:on|host|trap|buffered|console|monitor|enable|server)\b.*)?\s*$"
    r"|no\s+aaa\s+accounting\b"
    r"|(?:delete|deactivate)\s+system\s+(?:syslog|accounting)\b"
    r"|no\s+archive\s+log\b)")
_FORTI_LOG_BLOCK = lazy_compile(r"(?ims)^\s*config\s+log\s+\S+(?:\s+\S+)?\s*$(?P<body>.*?)^\s*end\s*$")
_DISABLED = lazy_compile(r"(?im)^\s*set\s+status\s+disable\s*$")
_ANY_ANY_PERMIT = lazy_compile(r"(?im)\bpermit\s+(?:ip|tcp|udp|any)\s+any\s+any\s*$"
                               r"|^\s*(?:delete|deactivate)\s+security\s+policies\s*$")
_FORTI_POLICY_BLOCK = lazy_compile(r"(?ims)^\s*config\s+firewall\s+policy\s*$(?P<body>.*?)^\s*end\s*$")
_FORTI_WIDE = (
    lazy_compile(r"(?im)^\s*set\s+srcintf\s+\"?any\"?\s*$"),
    lazy_compile(r"(?im)^\s*set\s+dstintf\s+\"?any\"?\s*$"),
    lazy_compile(r"(?im)^\s*set\s+srcaddr\s+\"?all\"?\s*$"),
    lazy_compile(r"(?im)^\s*set\s+dstaddr\s+\"?all\"?\s*$"),
    lazy_compile(r"(?im)^\s*set\s+action\s+accept\s*$"),
)


def _session_text(inv: Invocation) -> str:
    """The lines the session is handed: what it reads on stdin, and the remote command's words."""
    words = [a for a in inv.args if not a.startswith("-")]
    remote = " ".join(words[1:]).replace(";", "\n") if len(words) > 1 else ""
    return "\n".join(t for t in (inv.stdin_text or "", remote) if t).replace("\\n", "\n")


def device_weakened(inv: Invocation, subject: str) -> Assessment | None:
    """A device's logging switched off, or its filtering opened to everything, by the lines a remote
    session is handed (stop); None otherwise. Cheap gate: the text names logging, accounting, a permit
    or a policy at all."""
    text = _session_text(inv)
    if not text or not any(w in text.lower() for w in ("logging", "syslog", "accounting", "config log",
                                                         "permit", "polic", "archive")):
        return None
    found = None
    if _LOGGING_OFF.search(text) or any(_DISABLED.search(m.group("body"))
                                        for m in _FORTI_LOG_BLOCK.finditer(text)):
        found = ("switches off the device's logging or accounting: what is done on it from now on, an "
                 "intruder's steps included, leaves no trace [net.device-logging-off]",
                 "net.device-logging-off")
    elif _ANY_ANY_PERMIT.search(text) or any(all(p.search(m.group("body")) for p in _FORTI_WIDE)
                                             for m in _FORTI_POLICY_BLOCK.finditer(text)):
        found = ("opens the device's filtering to everything (any source to any destination, any service): "
                 "the firewall no longer stops anything [net.device-firewall-opened]",
                 "net.device-firewall-opened")
    if found is None:
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(found[0],), rules=(found[1],),
        safer_alternative="Change the one setting you mean (a log host added, a narrow permit for the "
        "addresses and port needed), reviewed with the network owner, with the running configuration saved "
        "first.",
        recovery="Restore the saved configuration (`configure replace`, `rollback 1` on Junos, a FortiOS "
        "revision) and check what happened on the device while it was open or unlogged.")
