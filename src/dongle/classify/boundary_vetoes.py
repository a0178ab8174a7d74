"""What puts an act outside the user's own work, whatever else the hint says about it.

The rubric's go is read-only work or a change easily undone that stays inside the user's own work: the
workspace, drafts, their own scratch, test or dev things, the records they keep. A reading that lowers a
generic pause (a kind of act named, nothing more) because the hint shows the act inside that boundary
(an item the agent made and withdraws, a change the hint says is undone in place) must not lower it when
the same hint also names something that reaches past the boundary. Each class below is such a thing, with
examples of the words that name it:

- production or live systems: "on prod", "the live company file", "production org";
- a whole population or a large count: "every", "all", "bulk", "the 1,200 contacts";
- a receiver outside the organisation or the public: "to the customer", "my personal Gmail", "public";
- money that moves: "$212,000", "pay", "refund", "payout", "wire";
- secrets and access: "password", "API key", "token", "admin role", "grant", "revoke", "permission";
- a loss with no copy: "permanently", "purge", "empty the trash", "can't be undone", "thrown away";
- a whole store others work in: "database", "repository", "workspace", "tenant", "account", "bucket";
- the records oversight relies on: "audit", "logs", "retention", "legal hold", "backup", "approval".

Any one of them leaves the pause to a human: the harmless reading is then not shown, only hoped for.
"""

from __future__ import annotations

import re

from dongle.lazy_regex import LazyRegex

# Each class: a name for the reason, and the words that name it
_VETOES: tuple[tuple[str, LazyRegex], ...] = (
    ("production", LazyRegex(r"(?i)\b(?:prod|prods|production|live|customer[- ]facing|primary)\b")),
    ("a whole population", LazyRegex(
        r"(?i)\b(?:all|every|everyone|everything|entire|entirely|whole|bulk|mass|company-?wide|org-?wide"
        r"|account-?wide|tenant-?wide)\b|\bbulk-|\bmass-"
        # a count of ten or more (not a year, an id or a time): "the 1,200 contacts", "40 dormant repos"
        r"|(?<![\w#$.,/:-])(?!(?:19|20)\d\d\b)(?:\d{1,3}(?:,\d{3})+|\d{2,})\s+(?!(?:minutes?|hours?|days?|weeks?|months?"
        r"|years?|seconds?|am|pm)\b)[a-z]")),
    ("a receiver outside the organisation", LazyRegex(
        r"(?i)\b(?:public|publicly|external|outside|personal|anyone|third[- ]part(?:y|ies)|press|gmail"
        r"|dropbox)\b"
        r"|\b(?:to|with|into|for)\s+(?:the\s+|a\s+|an\s+|our\s+|their\s+|each\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:customers?|clients?|candidates?|donors?|patients?|tenants?|users?|members?|vendors?|suppliers?"
        r"|partners?|contractors?|freelancers?|agenc(?:y|ies)|counsel)\b")),
    ("money that moves", LazyRegex(
        r"(?i)[$\u20ac\u00a3]\s?\d|\b(?:pay|pays|paid|paying|payments?|payouts?|refund\w*|wire\w*|ach"
        r"|disburs\w*|remit\w*|charg(?:e|es|ed|ing)|payroll\s+run)\b")),
    ("secrets or access", LazyRegex(
        r"(?i)\b(?:passwords?|passphrases?|tokens?|secrets?|credentials?|api[- ]keys?|private\s+keys?"
        r"|ssh\s+keys?|keys?|certificates?|certs?|recovery\s+codes?|access|permissions?|roles?|admins?"
        r"|owner(?:ship)?|grant\w*|revok\w*|privileg\w*|sharing|shared\s+link|badges?|mfa|2fa|sso)\b")),
    ("a loss with no copy", LazyRegex(
        r"(?i)\b(?:permanent\w*|purg\w*|hard[- ]?delet\w*|empt(?:y|ies|ied|ying)|shred\w*|wip(?:e|es|ed|ing)"
        r"|eras(?:e|es|ed|ing)|destroy\w*|nuk\w*|discard\w*|thrown?\s+away|irrecoverabl\w*|unrecoverabl\w*"
        r"|force\w*|--force|truncat\w*|overwrit\w*)\b"
        r"|\b(?:can(?:'|\u2019)?t|cannot|can\s+not|won(?:'|\u2019)?t)\s+be\s+(?:undone|recovered|restored"
        r"|reversed)\b")),
    ("a whole store others work in", LazyRegex(
        r"(?i)\b(?:databases?|dbs?|schemas?|repos?|repositor(?:y|ies)|workspaces?|tenants?|accounts?|orgs?"
        r"|organi[sz]ations?|projects?|buckets?|clusters?|servers?|instances?|vms?|namespaces?"
        r"|environments?|domains?|subscriptions?|resource\s+groups?|channels?|websites?|drives?|teams?)\b")),
    ("the records oversight relies on", LazyRegex(
        r"(?i)\b(?:audit\w*|logs?|logging|retention|legal\s+hold|holds?|evidence|backups?|snapshots?"
        r"|approv\w*|compliance|sox|guard\w*|monitor\w*|alert\w*|protection)\b")),
)


def outside_boundary(text: str, *, skip: frozenset[str] = frozenset()) -> str:
    """The first thing the hint names that reaches past the user's own work, as "class: 'words'" ("" when
    it names none). `skip` leaves out classes a reading has already answered for itself."""
    for name, pattern in _VETOES:
        if name in skip:
            continue
        m = pattern.search(text)
        if m:
            return f"{name}: {m.group(0).strip()!r}"
    return ""


# The classes, by name, for readings that answer one of them themselves
MONEY = "money that moves"


def only_kind(factor: str, *, skip: frozenset[str] = frozenset()) -> bool:
    """Whether a generic finding's factor says no more than the kind of act and the kind of thing it touches
    ("'remove': destroy action; acts on text (note)"), not a place, a scope or a harm (production, money,
    secrets, the public, everyone, backups, a repository). `skip`: classes a reading answers itself."""
    return not any(name not in skip and pattern.search(factor) for name, pattern in _PARTICULAR)


# What the rules' generic findings add after the kind of act, by the class of reason it is
_PARTICULAR: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("production", re.compile(r"on production")),
    (MONEY, re.compile(r"money")),
    ("secrets or access", re.compile(r"(?i)secret|privileg|security control")),
    ("a receiver outside the organisation", re.compile(r"(?i)public|outside|records of many|people")),
    ("a whole population", re.compile(r"(?i)everyone|scope:|a service others use")),
    ("a whole store others work in", re.compile(r"(?i)repositor|disk")),
    ("the records oversight relies on", re.compile(r"(?i)backups")),
)
