"""The user's own public key let in on the user's own machine or account: nobody new gets in.

`~/.ssh/authorized_keys` decides who may log in, so writing to it is weighed. Adding "my SSH public key"
to it on the local dev VM, or "the public key to my own GitHub account", lets in the one person who
already holds the machine or the account: the key's owner. A public key carries no secret (only its
private half does), and removing the line undoes it.

Not this: someone else's key (a contractor's, a vendor's, "his"), a key let into root, a machine named
production, shared or a bastion (the local place is then not found), or a private key named anywhere in
the hint: each lets in someone the machine's owner did not, or hands out what must stay secret.
"""

from __future__ import annotations

import re

_OWN_PUBLIC_KEY = re.compile(r"(?i)\b(?:my|our)\s+(?:own\s+)?(?:new\s+)?(?:ssh\s+|gpg\s+|ed25519\s+)?"
                             r"public\s+keys?\b|\bmy\s+(?:own\s+)?[\w~/.-]*id_\w+\.pub\b")
# Where a key lets its holder in: the login file, or an account's key settings
_LETS_IN = re.compile(r"(?i)authorized_keys|\b(?:ssh|gpg|signing)\s+keys?\s+settings\b|\bkeys?\s+settings\b")
_OWN_ACCOUNT = re.compile(r"(?i)\b(?:to|in|on)\s+my\s+own\s+(?:github|gitlab|bitbucket|codeberg)\s+account\b")
_SOMEONE_ELSE = re.compile(
    r"(?i)\b(?:root|contractor|vendor|his|her|their|someone|partner|colleague|customer|private|prod\w*|bastion"
    r"|shared|team)\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|\b\w+'s\s+(?:ssh\s+)?(?:public\s+)?key")


def own_key_let_in(text: str, local_place: str) -> str:
    """The user's own public key added where it lets only its owner in (their own machine, named by
    `local_place`, or their own account), or "" otherwise."""
    key = _OWN_PUBLIC_KEY.search(text)
    if key is None or _SOMEONE_ELSE.search(text):
        return ""
    if (_LETS_IN.search(text) and local_place) or _OWN_ACCOUNT.search(text):
        return key.group(0)
    return ""
