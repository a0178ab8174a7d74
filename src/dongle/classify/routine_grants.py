"""Whether an access change is routine administration: scoped, approved per ticket, for named people.

A grant is what an access request asks for when three things are said of it: it is narrow (read-only, one
named permission, SELECT on one table, a content role on one drive, a key scoped to one action), it is
approved (per a ticket, as requested in an access request, per IT approval), and it goes to named people
or a named role, not to everyone. A password reset on one shared device account per its ticket is the
same: the service desk's routine. Rotating passwords and keeping the new ones in the team's vault protects
the accounts. Examples read as routine:
  "Granting the night-shift supervisors the read-only Dispatch Viewer role as approved in OPS-4410"
  "Granting the reporting role SELECT on the new claims_summary table as requested in DATA-77"
  "Adding the two new paralegals as commenters on the Matters shared drive per the access request"
  "Resetting the lobby kiosk account password per ticket FAC-208"
  "Rotating the clinic's social media passwords and storing the new ones in the team Bitwarden vault"

It is not routine when the grant is wide (admin, owner, superuser, global admin, every table, a whole
schema of people's pay), reaches everyone (All Staff, Everyone, anyone with the link), an outside or
personal address, or is asked for in chat or by a caller rather than a ticket; nor when the new password
is sent anywhere. Only a confirm-level finding is lowered; a stop stays.
"""

from __future__ import annotations

import re

_APPROVED = re.compile(
    r"(?i)\b(?:(?:as\s+)?(?:approved|requested)\s+(?:in|on|by|via)\s+(?:the\s+)?(?:ticket\s+)?[A-Z][\w]*-\d+"
    r"|per\s+(?:the\s+)?(?:approved\s+)?(?:ticket|access\s+request|request|it\s+approval|approval|change\s+request)"
    r"(?:\s+[A-Z][\w]*-\d+)?|per\s+[A-Z][A-Z0-9]*-\d+|(?:as\s+)?approved\s+(?:by|in)\s+(?:it|security|the\s+\w+))\b")
_NARROW = re.compile(
    r"(?i)\bread-?only\b|\bonly\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:permission|scope|role|access)\b"
    r"|\bscoped\b|\bselect\s+on\s+(?:the\s+)?(?:new\s+)?[\w.]+\s+table\b"
    r"|\bas\s+(?:content\s+managers?|viewers?|commenters?|contributors?|readers?|members?)\b"
    r"|\b(?:password|passcode|pin)\b(?=.*\bper\s+ticket\b)")
# Wide grants, everybody, or a request whose origin nobody checked
_WIDE = re.compile(
    r"(?i)\badmin\w*\b(?!\s+(?:console|panel|cent(?:er|re)|portal|ui|page|site))|\b(?:owners?|superusers?|super\s+admin|global|root|full\s+access|all\s+(?:staff|users"
    r"|employees|tables|schemas|permissions)|every\s+(?:table|schema|user|employee)|everyone|anyone|public"
    r"|hr\s+(?:and\s+\w+\s+)?(?:schemas?|tables?|data|records)|payroll|chat|caller|phone\s+call|personal|external|gmail|outside)\b")


def routine_grant(text: str) -> str:
    """The words saying an access change is narrow and approved ("" when either is missing, or the hint
    names a wide grant, everybody, an outside recipient or an unchecked request)."""
    approved, narrow = _APPROVED.search(text), _NARROW.search(text)
    if approved is None or narrow is None or _WIDE.search(text):
        return ""
    return f"{narrow.group(0)}, {approved.group(0)}"


_ROTATED_INTO_VAULT = re.compile(
    r"(?i)\brotat\w*\b.*\b(?:stor|sav|put|kee|record)\w*\s+(?:the\s+)?new\s+(?:ones|passwords?|keys?|secrets?"
    r"|credentials?)\s+(?:in|into|to)\s+(?:the\s+|our\s+)?(?:team\s+|company\s+|shared\s+)?"
    r"(?:1password|bitwarden|lastpass|keeper|password\s+manager|vault|secrets?\s+manager)\b")
_SENT = re.compile(
    r"(?i)\b(?:send|sent|email|e-mail|mail|post|paste|shar|slack|dm|messag|text|upload)\w*\b"
    r"|\b(?:personal|external|outside|gmail|freelancer|contractor|vendor)\b")


def rotated_into_vault(text: str) -> str:
    """The words saying passwords are rotated and the new ones kept in the team's vault ("" when not, or
    when the hint also sends them anywhere)."""
    m = _ROTATED_INTO_VAULT.search(text)
    return "" if m is None or _SENT.search(text) else m.group(0)
