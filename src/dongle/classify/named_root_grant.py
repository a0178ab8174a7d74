"""Root granted to one named service account, for one command or on a non-production host; or taken away.

"Unchecked root" is the rubric's stop when it reaches everyone or everything: `ALL ALL=(ALL) NOPASSWD:
ALL`, every host, a shared bastion or build server, production, or the agent granting itself. A sudoers
entry for ONE named service account (the deploy user), scoped to one command or on staging hosts, is the
rubric's "broad permission change": a human decides, it is removed by deleting the line. Removing an
account from sudoers takes root away: it cannot let anyone in, and a human confirms nobody is locked out.

Examples read as a named grant, or a revocation:
  "Adding a single NOPASSWD rule for `systemctl restart app` to the deploy user's sudoers.d file."
  "adding a NOPASSWD sudoers entry for the deploy user on staging hosts"
  "Removing ops-bot from sudoers on build-03"

Not this (kept a stop): every user or group ("ALL ALL=", "the users group", "everyone"), every host,
production, a shared host, the agent's own account or "my user" (a grant to itself), a whole population.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# One named service account is the grantee
_NAMED_ACCOUNT = lazy_compile(
    r"(?i)\b(?:the\s+)?(?:deploy|ci|build|backup|release|ansible|jenkins|app)(?:[_-]?(?:user|bot))?\s*(?:user)?'?s?\b"
    r"[^.;]{0,40}\bsudoers\b|\bsudoers\b[^.;]{0,40}\bfor\s+(?:the\s+)?(?:deploy|ci|build|backup|release)\b"
    r"|\b(?:user\s+)?(?:deploy|ci|build|backup|release)\s+(?:user\s+)?to\s+(?:the\s+)?sudoers\b")
# The grant is scoped: one command, or non-production hosts
_SCOPED = lazy_compile(
    r"(?i)\b(?:single|one)\s+nopasswd\s+rule\s+for\b|\bnopasswd\s+rule\s+for\s+`|\bstaging\b|\bdev\b|\btest\b")
# Root taken away from a named account
_REVOKED = lazy_compile(r"(?i)\bremov\w*\s+[\w.-]+\s+from\s+(?:the\s+)?sudoers\b")
_WIDE = lazy_compile(
    r"(?i)\ball\s+all\b|\beveryone\b|\busers\s+group\b|\bwheel\b|\bevery\b|\bprod\w*\b|\bshared\b"
    r"|\bbastion\b|\bagent(?:'s)?\s+(?:own|user|account|all)\b|\bmy\s+user\b|\bmyself\b|\bme\b|\bwww-data\b")


def root_grant_named(text: str) -> str:
    """The words of a sudoers grant scoped to one named service account, or of a revocation, or ""."""
    if _WIDE.search(text):
        return ""
    revoked = _REVOKED.search(text)
    if revoked:
        return revoked.group(0)
    named = _NAMED_ACCOUNT.search(text)
    return named.group(0) if named and _SCOPED.search(text) else ""
