"""A mailbox's mail forwarded, copied or redirected to an address outside the organisation.

`gam user cfo@acme.com forward on archive.cfo@gmail.com keep`, `Set-Mailbox -ForwardingSmtpAddress`,
`New-InboxRule -RedirectTo`, a transport rule that blind-copies mail out, Postfix's `always_bcc`, a Gmail or
Graph API body with `forwardTo`, a `~/.forward` file: each sends every future message of a mailbox (or of the
whole organisation) to someone nobody in the organisation vouches for, silently and without end. That is
exfiltration, whatever the vendor calls the switch, so the rubric stops it.

Read by effect: an option or key that names forwarding, redirecting or copying (`forward`, `redirect`, `bcc`,
`copyto`) whose value is a mail address, or gam's own grammar (`forward on ADDRESS`, `add forwardingaddress
ADDRESS`, `delegate to ADDRESS`). The destination is outside when it is a personal mail service (gmail,
outlook.com, proton…) or its domain differs from every domain the line's other addresses name (the mailbox
forwarded, the admin signed in). With no other address in the line to place the organisation, a destination
at some other company's domain pauses: a human knows whether it is the organisation's own. A destination
inside the organisation's domain keeps the verdict the line has.
"""

from __future__ import annotations

from dataclasses import replace

from dongle.assessment import Assessment
from dongle.classify.personal_mail import PERSONAL_MAIL_DOMAIN
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

_ADDRESS = lazy_compile(r"(?i)[\w.+'-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})")
_PERSONAL = lazy_compile(rf"(?i){PERSONAL_MAIL_DOMAIN}")
# An option, key or word that names sending a mailbox's mail on: forwarding, redirecting, copying.
_FORWARD_KEY = lazy_compile(r"(?i)forward(?!ed-for|ed_for)|redirect(?:to|messageto|_?to\b)|\bbcc\b|"
                            r"always_bcc|bcc_maps|blindcopyto|copyto|addtorecipients|forwardingsmtpaddress|"
                            r"forwardingaddress|forwardingemail|mailforwardingaddress")
# In a request body or a setting's text: the key, then (within a short span) the address it is given.
_BODY_FORWARD = lazy_compile(r"(?i)(?:forward\w*|redirect\w*|\w*bcc\w*|copyto)[\"']?\s*[:=]\s*[^@]{0,80}?"
                             r"([\w.+'-]+@(?:[a-z0-9-]+\.)+[a-z]{2,})")
# gam's grammar: `forward on ADDRESS`, `add forwardingaddress ADDRESS`, `delegate to ADDRESS`
_GAM_FORWARD = frozenset({"forward", "forwardingaddress", "forwardingaddresses", "delegate", "delegates"})
# Words that cannot carry a forwarding (text printed, a search): an address beside them is data.
_TEXT_PROGRAMS = frozenset({"echo", "printf", "grep", "egrep", "rg", "git", "jq", "awk", "sed", "cat", "less",
                            "mail", "mailx", "sendmail", "mutt", "swaks", "logger"})
_PRIVATE_TLDS = frozenset({"lan", "local", "internal", "corp", "home", "localdomain", "intra", "intranet"})
_SECOND_LEVEL = frozenset({"co", "com", "org", "net", "ac", "gov", "edu", "ne", "or"})
# Cheap gate: the line names forwarding, redirecting or copying at all.
_GATE = ("forward", "redirect", "bcc", "copyto", "delegate", "addtorecipients")


def registrable(domain: str) -> str:
    """acme.com for mail.acme.com; acme.co.uk for eu.acme.co.uk."""
    labels = domain.lower().rstrip(".").split(".")
    if len(labels) >= 3 and labels[-2] in _SECOND_LEVEL and len(labels[-1]) == 2:
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


def _destinations(inv: Invocation) -> list[str]:
    """The addresses this command sends a mailbox's mail on to."""
    args = inv.args
    found: list[str] = []
    if inv.name == "gam":
        lowered = [a.lower() for a in args]
        for i, word in enumerate(lowered):
            if word in _GAM_FORWARD:
                found.extend(m.group(0) for a in args[i + 1:i + 4]
                             if (m := _ADDRESS.fullmatch(a.strip("'\""))))
    for i, arg in enumerate(args):
        key, sep, value = arg.partition("=") if "=" in arg else arg.partition(":")
        if not _FORWARD_KEY.search(key) or any(c.isspace() for c in key):
            continue  # (a word with spaces is text: a subject line, a message)
        # a value of its own (`ForwardAgent=yes`) is the key's whole value: the next word is something else
        for candidate in (value,) if sep and value else tuple(args[i + 1:i + 2]):
            m = _ADDRESS.search(candidate)
            if m is not None:
                found.append(m.group(0))
                break
    for arg in args:
        if "@" in arg and len(arg) > 12:
            found.extend(m.group(1) for m in _BODY_FORWARD.finditer(arg))
    for r in inv.redirects:
        # `echo x@gmail.com > ~/.forward`: the user's mail forwarded by the mail server itself
        if r.op in (">", ">>", ">|") and r.target.rstrip("/").endswith("/.forward"):
            found.extend(m.group(0) for a in args if (m := _ADDRESS.search(a)))
            if inv.stdin_text:
                found.extend(m.group(0) for m in _ADDRESS.finditer(inv.stdin_text))
    return list(dict.fromkeys(a.strip("'\"<>,;") for a in found))


def names_forwarding(source: str) -> bool:
    """The line's gate, asked once per line: an address and a word of forwarding, redirecting or copying."""
    if "@" not in source:
        return False
    lowered = source.lower()
    return any(w in lowered for w in _GATE)


def mail_forwarded_outside(inv: Invocation, source: str, subject: str) -> Assessment | None:
    """Mail forwarded to an outside address: stop; to an address no other one in the line places as the
    organisation's: pause; to the organisation's own domain, or no forwarding: None. The caller has asked
    `names_forwarding(source)`."""
    if inv.name in _TEXT_PROGRAMS:
        # only a `~/.forward` it writes forwards anything; its own words are text
        if not any(r.target.rstrip("/").endswith("/.forward") for r in inv.redirects):
            return None
        inv = replace(inv, argv=(inv.argv[0], *(a for a in inv.args if "@" in a and " " not in a)))
    destinations = _destinations(inv)
    if not destinations:
        return None
    # the organisation's domains: the line's other addresses, but not a personal service's, and not a host
    # on a private naming (`ssh admin@mail.corp.lan` names a machine, not the mail domain)
    others = {registrable(m.group(1)) for m in _ADDRESS.finditer(source)
              if m.group(0).strip("'\"<>,;") not in destinations and not _PERSONAL.search(m.group(0))
              and m.group(1).lower().rpartition(".")[2] not in _PRIVATE_TLDS}
    outside = [d for d in destinations if _PERSONAL.search(d) or (
        others and registrable(d.rpartition("@")[2]) not in others)]
    if outside:
        return assess(
            DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
            factors=(f"forwards, redirects or copies mail to {outside[0]}, outside the organisation's "
                     "domain: every future message of the mailbox leaves silently [mail.forwarded-outside]",),
            rules=("mail.forwarded-outside",),
            safer_alternative="Forward only to a mailbox inside the organisation, with the owner's and the "
            "security team's approval; for an archive, use the organisation's own retention or export.",
            recovery="Switch the forwarding off (`gam user X forward off`, `Set-Mailbox "
            "-ForwardingSmtpAddress $null`, remove the rule), then find what was already sent out and treat "
            "it as a data breach.")
    if others:
        return None  # the organisation's own domain: an internal forward keeps its verdict
    return assess(
        DangerLevel.DANGEROUS, kind="command", subject=subject,
        factors=(f"forwards, redirects or copies mail to {destinations[0]}: nothing in the line says that "
                 "domain is the organisation's own [mail.forwarded-unplaced]",),
        rules=("mail.forwarded-unplaced",),
        safer_alternative="Check that the destination is a mailbox of the organisation before forwarding.",
        recovery="Switch the forwarding off and check what was sent meanwhile.")
