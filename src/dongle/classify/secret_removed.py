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
# ("the secret I accidentally committed five minutes ago from my unpushed commit": who put it there, told)
_TAKEN_OUT = re.compile(
    rf"(?i)\b(?:remov\w*|strip\w*|delet\w*|scrub\w*|purg\w*|tak(?:e|es|ing)\s+out|rip\w*\s+out)\s+"
    rf"(?:of\s+)?(?:(?:the|a|an|that|this|our|its)\s+)?(?:[\w-]+\s+){{0,3}}?{_SECRET}"
    r"(?P<told>\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+[\w-]+){1,7}?)?\s+(?:from|out\s+of)\s+\S")
# Taken out of the code itself: a file or a commit not yet pushed, which the removal rewrites. Out of a
# store of secrets (a vault, a secret manager) the removal deletes the secret, and is judged as that.
_OUT_OF_CODE = re.compile(
    r"(?i)\b(?:from|out\s+of)\s+(?:the\s+|my\s+|our\s+|its\s+)?(?:(?:unpushed|local|last|latest)\s+){0,3}"
    r"(?:commit\b(?![^;]*\b(?:pushed|public|main|master)\b)|[\w./-]+\.(?:py|js|ts|go|rb|java|ya?ml|json|toml|ini|cfg"
    r"|conf|env\.example|md|tf|sh)\b)")
# What would expose it after all: shown, sent, put somewhere public, added, or its value given
_EXPOSED = re.compile(
    r"(?i)\b(?:print\w*|echo\w*|show\w*|display\w*|log(?:s|ged|ging)?|paste\w*|post\w*|send\w*|sent|mail\w*"
    r"|shar\w*|upload\w*|public\w*|publish\w*|add\w*|insert\w*|hard-?cod(?:e|es|ing)|gist|slack|channel)\b"
    r"|[=:]\s*[`'\"]?[\w-]{12,}|AKIA[0-9A-Z]{16}|gh[pousr]_\w{10,}|sk[-_](?:live|test)_")


def out_of_code(text: str) -> bool:
    """Whether the hint's secret is taken out of a source file or an unpushed commit (see _OUT_OF_CODE)."""
    return bool(secret_taken_out(text)) and bool(_OUT_OF_CODE.search(text))


def secret_taken_out(text: str) -> str:
    """The words removing the hint's secret from a file ("" when none, or when the hint may expose it)."""
    m = _TAKEN_OUT.search(text)
    # how the secret got there ("the key I pasted by mistake") is told, not done now
    if m is None:
        return ""
    untold = text[:m.start("told")] + text[m.end("told"):] if m.group("told") else text
    if _EXPOSED.search(untold):
        return ""
    return m.group(0)
