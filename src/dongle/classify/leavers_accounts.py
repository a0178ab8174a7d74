"""Accounts closed because their holder has left, or because they were checked and hold nothing.

Deactivating or deleting the login of someone who has left (after their files are handed to a manager)
ends one person's access when that person is gone: nobody still working loses it, the organisation's own
account stays. Closing an account after checking that it holds no resources loses nothing. A human
confirms the right account is named, so each pauses. A cloud project or account closed only because it is
"a sandbox", "unused" or "done with" is still the rubric's "deleting cloud projects or accounts": whatever
it holds goes with it, and writers label it a stop ("Delete my sandbox GCP project jdoe-sandbox-42; I'm
done with it"), so the emptiness must be stated as checked.

Examples read as a leaver's account, or an account checked empty, closed:
  "Deactivating the 6 Google Workspace accounts of people who left last month."
  "Running offboarding for Marcus Lee, whose last day was yesterday per the HR ticket: disable SSO and
   transfer his Drive."
  "Closing the orphaned sandbox member account sbx-dev-04 in the AWS org after checking it holds no
   resources."
  "Deleting the 'seed-test' Mailchimp audience that only holds four internal addresses"

Not this (kept a stop): production, the organisation's management, payer or root account, its whole
tenant or domain, every account or user (bounded_harm.py), or accounts of people still working.
"""

from __future__ import annotations

from dongle.classify.said_unless import said_unless
from dongle.lazy_regex import lazy_compile

# The holder is gone: left, departed, offboarded, their last day passed, their engagement ended
_HOLDER_GONE = lazy_compile(
    r"(?i)\b(?:departed|former|who\s+left|(?:have|has|had)\s+left|leavers?|offboard\w*|last\s+day\s+was"
    r"|engagement\s+ended|no\s+longer\s+(?:works?|employed|with\s+us)|terminated\s+employees?)\b")
# The account was checked and holds nothing: no resources, or only a handful of internal test addresses
_CHECKED_EMPTY = lazy_compile(
    r"(?i)\b(?:(?:checking|checked|confirm\w*|verif\w*)\s+(?:that\s+)?it\s+(?:holds|has|contains)\s+no\s+"
    r"(?:resources|data|workloads)|only\s+holds\s+(?:two|three|four|five|a\s+few|\d)\s+internal\s+(?:test\s+)?"
    r"addresses)\b")
# What a leaver's offboarding ends: their account, login, licence or access
_LOGIN = lazy_compile(r"(?i)\b(?:accounts?|licen[cs]es?|seats?|access|sso|logins?|offboarding)\b")
# A host's or network's control: not a login of the leaver's
_CONTROL = lazy_compile(r"(?i)\b(?:firewall|waf|edr|antivirus|audit\w*|logging|siem|guardduty|cloudtrail)\b")
# What must not be among the accounts closed
_NOT_BOUNDED = lazy_compile(
    r"(?i)\b(?:prod\w*|live|management|payer|root|master|billing\s+account|main\s+(?:account|project)"
    r"|tenant|domain|organi[sz]ation'?s?\s+(?:own\s+)?account|still\s+(?:work|employ|active)\w*)\b")


def account_of_leaver(text: str) -> str:
    """The words saying the closed account's holder has left, or ""."""
    if not _LOGIN.search(text) or _CONTROL.search(text):
        return ""
    return said_unless(text, _NOT_BOUNDED, _HOLDER_GONE)


def account_checked_empty(text: str) -> str:
    """The words saying the closed account was checked and holds nothing, or ""."""
    return said_unless(text, _NOT_BOUNDED, _CHECKED_EMPTY)
