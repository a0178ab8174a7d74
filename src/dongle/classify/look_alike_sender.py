"""A message sent under a name spelled to pass for one it is not: deception by construction.

A sender address whose domain reads as a word of the display name only once its digits are read as the
letters they resemble (`PayPal Security` <security@paypa1-support.com>, `Micros0ft` for Microsoft) was
registered to be mistaken for that name; no one's own mail is sent from such a spelling. Whatever the
message says, its readers are being deceived about who writes to them, and what they answer goes to the
impersonator: fraud on people outside the agent's remit, which no restore undoes. A display name and an
address that agree (`Acme Billing` <billing@acme.com>), or that simply differ (a vendor's name on its own
domain), are ordinary mail.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

# Fields that carry who a message claims to be from, and where replies go.
NAME_KEYS = frozenset({"from_name", "fromname", "sender_name", "sendername", "display_name", "displayname",
                       "from", "sender", "name"})
ADDRESS_KEYS = frozenset({"reply_to", "replyto", "from_email", "fromemail", "from_address", "fromaddress",
                          "sender_email", "senderemail", "from", "sender", "return_path", "returnpath"})
# Digits and letter pairs that pass for a letter at a glance.
_PASSES_FOR = (("rn", "m"), ("vv", "w"), ("0", "o"), ("1", "l"), ("3", "e"), ("4", "a"), ("5", "s"),
               ("7", "t"), ("8", "b"), ("9", "g"))
_DOMAIN = re.compile(r"@([\w.-]+)")


def _read_as_letters(label: str) -> str:
    for shown, read in _PASSES_FOR:
        label = label.replace(shown, read)
    return label


def _words(names: Iterable[str]) -> set[str]:
    return {w.lower() for name in names for w in re.findall(r"[A-Za-z]{4,}", name)}


def look_alike_sender(items: Iterable[tuple[str, Any]]) -> str | None:
    """`reply_to: security@paypa1-support.com` under `from_name: PayPal Security`, or None."""
    pairs = [(key, value) for key, value in items if isinstance(value, str)]
    names = _words(value.split("<")[0] for key, value in pairs if key in NAME_KEYS)
    for key, value in pairs:
        if key not in ADDRESS_KEYS:
            continue
        for domain in _DOMAIN.findall(value.lower()):
            for label in re.split(r"[.-]", domain):
                read = _read_as_letters(label)
                if read != label and read in names:
                    return f"{key}: {value} passes for {read}"
    return None

