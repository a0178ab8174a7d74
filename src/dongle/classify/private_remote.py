"""A secret pushed to a remote the hint calls private.

A line that stages a secret file (or writes one into the checkout) and pushes is judged a stop by the
command classifier (`compound.secret-pushed`): the line cannot see who can read the remote, so the
secret is taken to leave for anyone. A hint that says the repository is private tells what the line
cannot: the secret reaches the collaborators who already hold the project, and it can still be purged
and rotated before anyone else sees it, so it pauses for a human (as `git.add-secret` does) instead.
"""

from __future__ import annotations

from dataclasses import replace

from dongle.assessment import Assessment
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel

_PRIVATE_REPO = lazy_compile(r"(?i)\b(?:repo(?:sitory)?|remote)\s+is\s+private\b"
                           r"|\bprivate\s+(?:github\s+|gitlab\s+|bitbucket\s+)?(?:repo(?:sitory)?|remote)\b")
_PUSHED_SECRET = "compound.secret-pushed"


def pushed_to_private(a: Assessment, text: str) -> Assessment:
    """The command's stop for a secret pushed, lowered to a verify pause when the hint names the
    remote private and the line does nothing else a rule judges (only git's own rules matched)."""
    if _PUSHED_SECRET not in a.rules or a.danger_level < DangerLevel.FORBIDDEN:
        return a
    if not _PRIVATE_REPO.search(text):
        return a
    if not all(rule == _PUSHED_SECRET or rule.startswith("git.") for rule in a.rules):
        return a
    return replace(a, danger_level=DangerLevel.DANGEROUS, risk_score=80,
                   factors=(*a.factors, "the hint says the remote is private: the secret reaches only its "
                            "collaborators, and can still be purged and rotated"))
