"""A protection switched on: automatic key rotation, audit logging, object versioning, deletion protection,
backups. What it does as data with examples.

Switching such a setting on takes nothing away from anyone: the data, the service and every login stay as
they were, more is kept or recorded, and switching it back off undoes it. That holds on production as well
(turning on automatic rotation for the KMS key of the prod database, enabling pgaudit on staging, versioning
on the prod bucket): production raises an act because a change there reaches live users, and this one
reaches them with nothing (recording every statement is the exception: on production it loads the live
service and keeps what the statements carry, so it is lowered only elsewhere). The words that make the
generic findings fire ("rotation" is a privilege word, "encrypts" a change, "prod" a place) name the object
switched on, not an act on it.

Not this: a protection switched off, suspended, relaxed or removed (judged by the security-control and
loss families), or a hint that does something else as well (deleting the old key versions, truncating the
audit table: their own findings keep their verdict, only the generic ones of the switch are lowered).
What is kept or recorded sent elsewhere (backups to a personal bucket, audit logs shipped to a vendor) is
a copy out, and a lock that cannot be switched off again (compliance-mode object lock) is not undone by
switching it off. Encryption itself is left out on purpose: encrypting an existing store in place may
replace it or lock out whoever lacks the new key.
"""

from __future__ import annotations

import re

from dongle.classify.prose import KEEPING

# The switch thrown towards on.
_ON = r"(?:enabl\w*|turn\w*\s+on|switch\w*\s+on|activat\w*|set\w*\s+up|schedul\w*)"
# The protections: each only keeps more than before, and costs the live system nothing. Keeping copies
# (versioning, deletion protection, point-in-time recovery) is the prose reader's KEEPING, named once there
_KEEPS = (
    r"(?:(?:automatic|auto|scheduled|yearly|annual|monthly|periodic|daily|weekly)[\w\s-]{0,20}?\s+)?"
    r"(?:key\s+rotation|rotation\s+(?:for|of|on)\s+(?:\S+\s+){0,4}?(?:keys?|cmks?)\b)"
    r"|(?:automated|automatic|nightly|daily)\s+(?:backups?|snapshots?)"
    rf"|{KEEPING.pattern[2:-2]}"
)
# Recording more: every statement or request written down. On production that loads the live service and
# keeps what the statements carry (values, people's data), so only off production is it this
_RECORDS = r"(?:audit|access|query|flow|data[- ]event)\s+log(?:s|ging)?|pg_?audit|cloudtrail|auditd|auditing"
_KEPT_ON = re.compile(rf"(?i)\b{_ON}\b(?:\s+\S+){{0,5}}?\s+(?:{_KEEPS})\b")
_RECORDED_ON = re.compile(rf"(?i)\b{_ON}\b(?:\s+\S+){{0,5}}?\s+(?:{_RECORDS})\b")
# Anything that takes a protection away or does a second, non-protective act with a strong verb.
_TAKEN_AWAY = re.compile(
    r"(?i)\b(?:disabl|turn\w*\s+off|switch\w*\s+off|suspend|paus|stop|remov|delet|drop|truncat|purg|wip"
    r"|destroy|revok|relax|loosen|lower|reduc|shorten|exclud|bypass|skip|schedul\w*\s+(?:\w+\s+){0,3}deletion"
    r"|without|instead\s+of|rather\s+than|replac)\w*",
)
# What the protection keeps or records, sent somewhere else or holding secrets: a copy out, not a protection
# ("nightly backups of the prod database to my personal bucket", "audit logs shipped to the vendor",
# "logging every statement, passwords included"). A credential rotated is not a key rotated either: a
# KMS key keeps its old versions to decrypt with, a password or access key rotated changes what every
# client holding it must present
_CARRIED_AWAY = re.compile(
    r"(?i)\b(?:to|into|with|towards)\s+(?:(?:an?|the|my|our|his|her|their|another|other|external|personal"
    r"|third[- ]party|outside)\s+)*(?:[\w.-]+\s+){0,2}?(?:buckets?|accounts?|drives?|dropbox|gmail|servers?"
    r"|hosts?|endpoints?|vendors?|saas|e-?mails?|address(?:es)?|projects?|regions?|tenants?)\b"
    r"|\b(?:s3|gs|az|https?)://|@|\b(?:public\w*|shar\w*|ship\w*|export\w*|send\w*|stream\w*|forward\w*"
    r"|passwords?|secrets?|tokens?|credentials?|private\s+keys?|access\s+keys?|api\s+keys?|pii)\b"
)
# Keeping that cannot be undone: switching it off later is not possible (compliance-mode object lock,
# a retention lock), so it is not this
_FOR_GOOD = re.compile(
    r"(?i)\b(?:object\s+lock|compliance\s+mode|legal\s+hold|retention\s+lock|vault\s+lock)\b")


def protection_switched_on(text: str, production: bool) -> str:
    """The protection the hint switches on ("enabling pgaudit", "turning on automatic yearly rotation"), or
    "" when none is, when anything in the hint takes a protection away or does a destructive act beside
    it, sends what is kept elsewhere, or locks it for good. Recording switched on counts only off
    `production`."""
    found = _KEPT_ON.search(text) or (None if production else _RECORDED_ON.search(text))
    if found is None or _TAKEN_AWAY.search(text) or _CARRIED_AWAY.search(text) or _FOR_GOOD.search(text):
        return ""
    return found.group(0)


# The verbs a protection switched on is read with: the switch, and the protection's own word ("rotation" is
# read as 'rotate', "logging" as 'log')
_SWITCH_VERBS = frozenset({"enable", "turn on", "switch on", "activate", "set up", "schedule", "set", "setup",
                           "rotate", "log", "audit", "version", "back up", "backup", "snapshot", "protect"})


def names_the_protection(text: str, verb: str) -> bool:
    """The finding's verb is the switch, the protection's own word, or a verb in a clause that only says
    what the protected thing is ("the KMS key that encrypts the prod RDS instance"): a verb doing a second
    act ("... and re-encrypting the prod data") is not one of those."""
    if verb in _SWITCH_VERBS:
        return True
    stem = re.escape(verb.rstrip("e"))
    return bool(re.search(rf"(?i)\b(?:that|which|who)\s+{stem}\w*", text)) and not re.search(
        rf"(?i)\b(?:re-?)?{stem}(?:ing|e)\b", text)

