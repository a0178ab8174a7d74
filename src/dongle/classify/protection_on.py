"""A protection switched on: automatic key rotation, audit logging, object versioning, deletion protection,
backups. What it does as data with examples.

Switching such a setting on takes nothing away from anyone: the data, the service and every login stay as
they were, more is kept or recorded, and switching it back off undoes it. That holds on production as well
(turning on automatic rotation for the KMS key of the prod database, enabling pgaudit on staging, versioning
on the prod bucket): production raises an act because a change there reaches live users, and this one
reaches them with nothing. The words that make the generic findings fire ("rotation" is a privilege word,
"encrypts" a change, "prod" a place) name the object switched on, not an act on it.

Not this: a protection switched off, suspended, relaxed or removed (judged by the security-control and
loss families), or a hint that does something else as well (deleting the old key versions, truncating the
audit table: their own findings keep their verdict, only the generic ones of the switch are lowered).
Encryption itself is left out on purpose: encrypting an existing store in place may replace it or lock out
whoever lacks the new key.
"""

from __future__ import annotations

import re

from dongle.classify.prose import KEEPING

# The switch thrown towards on.
_ON = r"(?:enabl\w*|turn\w*\s+on|switch\w*\s+on|activat\w*|set\w*\s+up|schedul\w*)"
# The protections: each only keeps or records more than before. Keeping copies (versioning, deletion
# protection, point-in-time recovery) is the prose reader's KEEPING, named once there
_PROTECTION = (
    r"(?:(?:automatic|auto|scheduled|yearly|annual|monthly|periodic|daily|weekly)[\w\s-]{0,20}?\s+)?"
    r"(?:key\s+)?rotation"
    r"|(?:audit|access|query|flow|data[- ]event)\s+log(?:s|ging)?|pg_?audit|cloudtrail|auditd|auditing"
    r"|object\s+lock|(?:automated|automatic|nightly|daily)\s+(?:backups?|snapshots?)"
    rf"|{KEEPING.pattern[2:-2]}"
)
_SWITCHED_ON = re.compile(rf"(?i)\b{_ON}\b(?:\s+\S+){{0,5}}?\s+(?:{_PROTECTION})\b")
# Anything that takes a protection away or does a second, non-protective act with a strong verb.
_TAKEN_AWAY = re.compile(
    r"(?i)\b(?:disabl|turn\w*\s+off|switch\w*\s+off|suspend|paus|stop|remov|delet|drop|truncat|purg|wip"
    r"|destroy|revok|relax|loosen|lower|reduc|shorten|exclud|bypass|skip|schedul\w*\s+(?:\w+\s+){0,3}deletion"
    r"|without|instead\s+of|rather\s+than|replac)\w*",
)


def protection_switched_on(text: str) -> str:
    """The protection the hint switches on ("enabling pgaudit", "turning on automatic yearly rotation"), or
    "" when none is, or when anything in the hint takes a protection away or does a destructive act
    beside it."""
    found = _SWITCHED_ON.search(text)
    if found is None or _TAKEN_AWAY.search(text):
        return ""
    return found.group(0)
