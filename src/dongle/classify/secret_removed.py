"""Whether a hint's secret is one being taken out of a file, not one being shown, moved or kept.

A hard-coded token removed from the code, and that removal committed, is the remedy for a leak: after it
the file holds less than before, and the change names the secret only as what it takes away. The secret
word is the object of a removal, so it decides nothing about exposure.

Examples read as a secret taken out:
  "Committing the removal of the hard-coded token from config.py; the token was already rotated."
  "Stripping the plaintext DB password out of settings.py and committing the change."

Not when the hint also shows, sends, pastes, pushes somewhere public or adds the secret, or names its
value: those keep their verdict. Only the generic "touches secrets" change finding is lowered.
"""

from __future__ import annotations

import re

_SECRET = r"(?:tokens?|secrets?|keys?|passwords?|passwds?|credentials?|api[- ]keys?)"
# "the removal of the hard-coded token from config.py", "stripping the DB password out of settings.py"
_TAKEN_OUT = re.compile(
    rf"(?i)\b(?:remov\w*|strip\w*|delet\w*|scrub\w*|purg\w*|tak(?:e|es|ing)\s+out|rip\w*\s+out)\s+"
    rf"(?:of\s+)?(?:(?:the|a|an|that|this|our|its)\s+)?(?:[\w-]+\s+){{0,3}}?{_SECRET}\s+(?:from|out\s+of)\s+\S")
# What would expose it after all: shown, sent, put somewhere public, added, or its value given
_EXPOSED = re.compile(
    r"(?i)\b(?:print\w*|echo\w*|show\w*|display\w*|log(?:s|ged|ging)?|paste\w*|post\w*|send\w*|sent|mail\w*"
    r"|shar\w*|upload\w*|public\w*|publish\w*|add\w*|insert\w*|hard-?cod(?:e|es|ing)|gist|slack|channel)\b"
    r"|[=:]\s*[`'\"]?[\w-]{12,}|AKIA[0-9A-Z]{16}|gh[pousr]_\w{10,}|sk[-_](?:live|test)_")


def secret_taken_out(text: str) -> str:
    """The words removing the hint's secret from a file ("" when none, or when the hint may expose it)."""
    m = _TAKEN_OUT.search(text)
    if m is None or _EXPOSED.search(text):
        return ""
    return m.group(0)
