"""Whether a send, share, forward or invite goes only to the organisation's own people.

A message or a link handed to colleagues stays where it already was: inside the company that holds it.
What decides is the recipient the hint names, and what the message carries, not the words around it
("the customer's bug report" is what is forwarded; "the internal QA queue" is who reads it):

- a recipient the hint calls internal ("the internal QA queue", "the finance team's internal Google
  group"), or a group of the organisation named by its function ("the finance group", "the platform
  team"), or the project's own members invited to its private channel;
- one of the organisation's own roles, named as ours ("the marketing director", "my manager", "our
  CFO"; not "the client's director" or "Globex's CFO", whose possessive names another company);
- a place only the organisation's own people open, named as the team's or company's ("the company
  SharePoint", "the department's shared Drive folder", "the team's Slack channel"): what is put there is
  read by the same people;
- a mailbox kept for tests or for reviewing a send, named by its address (marketing-qa@...,
  test-inbox@..., marketing-review@...): a test send reaches nobody outside;
- colleagues named by the team they are on ("the two analysts on the finance team"); a first name with a
  team ("Bob from the Globex procurement team") or a chat DM ("a Slack DM to Dmitri, Globex's CTO") is no
  such reading: whose team or workspace it is goes unsaid;
- a colleague named by the office they hold in the organisation ("the general counsel's inbox", "our
  controller", "the head of people"): the one whose work the message is for;
- a place in the organisation's own document store ("the PBC folder on our SharePoint", "our shared
  drive"): a file put there has not left the company, and who reads it is who the company lets in.

It is not internal when the hint also names someone outside (a vendor, a partner, a client, an external
or personal address, the public, customers or subscribers as an audience), any other address (whose
domain is ours nobody can tell from the words), or when the message carries a secret, money details or
a whole set of people's records (an export, a dump, a customer list, salaries or health data): those
keep their verdict, whoever reads them, unless the records are said to be stripped of who they are about
("SSNs masked", "without any names", "anonymised") and stay inside: then no one's record moves (sent
outside, redacted content is still the other rules' to judge). This reading only lowers a bare
confirm-level send; a stop stays.
"""

from __future__ import annotations

import re

from dongle.classify.own_acts import SECRET_WORDS

# Who receives, named inside the organisation. Examples, each read as internal:
#   "Forwarding the customer's bug report to the internal QA queue."
#   "Sharing the Looker dashboard link with the finance team's internal Google group."
#   "Sharing the Looker revenue dashboard with the finance group"
#   "Creating private channel #proj-apollo and inviting the five project members"
#   "Sending a test of the Black Friday campaign to marketing-qa@acme.com"
_RECIPIENT = re.compile(
    r"(?i)\b(?:to|with|into|in|on|for)\s+(?:the\s+|our\s+|my\s+)?(?:[\w'’-]+\s+){0,3}?"
    r"(?:internal|in-house|intranet)\b"
    r"|\b(?:to|with)\s+(?:the|our)\s+(?:[\w-]+\s+){1,2}?(?:team|group|department|dept|queue|squad|guild"
    r"|committee|distribution\s+list)"
    r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:and|for|in|on|at|as|so|to|with|via|by|only)\b)"
    r"|\binvit\w*\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:project|team)\s+(?:members|mates|colleagues)\b"
    r"|\b(?:to|with|cc'?(?:ing)?)\s+(?:the|our|my)\s+(?:(?!\w+['’]s\b)[\w-]+\s+){0,2}?"
    r"(?:manager|director|vp|svp|cfo|ceo|cto|coo|ciso|cio|controller|head\s+of\s+[\w-]+|team\s+lead)\b"
    r"(?!['’]s|\s+(?:at|of|from|with)\b)"  # "the CFO of our acquirer": another company's role
    r"|\b(?:to|into|onto|in|on)\s+(?:the\s+)?(?:our|company|company['’]s|team['’]?s?|department['’]?s?"
    r"|org['’]?s?|organi[sz]ation['’]?s?)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:sharepoint|confluence|wiki|intranet|drive|folder|notion|space|shared\s+drive|channel)\b"
    r"|\b(?:to|with|for|into)\s+(?:the|our|my)\s+(?P<office>(?:[\w-]+\s+){0,2}?(?:general\s+counsel|in-house\s+counsel"
    r"|c[efoit]o|ciso|cpo|chief\s+\w+\s+officer|controller|comptroller|treasurer|head\s+of\s+[\w-]+"
    r"|(?:hr|people|finance|legal|payroll|compliance|accounting)\s+(?:business\s+)?(?:lead|leads|manager|partner|director)"
    r"|line\s+manager))(?:'s|’s)?(?:\s+(?:inbox|mailbox|queue|folder|channel))?\b"
    r"(?!\s+(?:at|of|from|with)\b)"  # "the CFO of our acquirer": another company's office
    r"|\b(?P<store>(?:on|in)\s+our\s+(?:own\s+|company\s+|shared\s+|internal\s+)?(?:sharepoint|drive"
    r"|google\s+drive|onedrive|box|confluence|notion|intranet|wiki|file\s+server|dms))\b"
    # colleagues named by the team they are on: "with the two analysts on the finance team"
    r"|\b(?:to|with)\s+(?:the|our)\s+(?:\w+\s+)?(?:analysts?|engineers?|colleagues|members|people|folks"
    r"|reviewers?|managers?|leads?|accountants?|recruiters?|designers?|developers?)\s+(?:on|in|from)\s+"
    r"(?:the|our)\s+(?:[\w-]+\s+){1,2}?(?:team|group|department|dept|squad)\b"
    # a mailbox kept for tests or for reviewing a send before it goes out: nobody outside reads it
    r"|(?<![\w.+-])(?P<inbox>[\w.+-]*(?<![a-z])(?:qa|test|testing|uat|review|proofs?|preview)(?![a-z])[\w.+-]*"
    r"@[\w-]+(?:\.[\w-]+)+)")
# Someone outside named anywhere in the hint: the message may reach them too
_OUTSIDE = re.compile(
    r"(?i)\b(?:external|externally|outside|third[- ]part(?:y|ies)|vendors?|partners?|clients?|contractors?"
    r"|agency|agencies|auditors?|regulators?|opposing|counterpart\w*|other\s+side|press|journalists?"
    r"|recruiters?|public(?:ly)?|anyone|everyone"
    r"|personal|gmail|yahoo|hotmail|protonmail|icloud|pastebin|gist|all\s+(?:staff|employees|users|hands)"
    r"|customers|clients|subscribers|users|audience|customer\s+(?:list|base|segment|mailing))\b")
# Parties the organisation works with, who read what is put in its own store only as far as it lets them
# ("the auditors' PBC folder on our SharePoint"): named there, they do not take the file outside
_LET_IN = re.compile(
    r"(?i)\b(?:auditors?|regulators?|vendors?|partners?|clients?|contractors?|agency|agencies)\b")
# What must not travel even inside: secrets, money details, people's records in bulk or of a sensitive kind
_CARRIED = re.compile(
    r"(?i)\b(?:vault|1password|keychain|iban|routing|sort\s+code|card\s+numbers?|bank\s+details|cvv"
    r"|exports?|dumps?|database|db|tables?|csv|spreadsheet\s+of|full\s+list|records|ledgers?|registers?"
    r"|rosters?|pii|phi|ssns?"
    r"|social\s+security|passports?|salar(?:y|ies)|payroll|medical|health|diagnos\w*|home\s+address(?:es)?"
    r"|every|all)\b")
# The act is a message or a share: what is handed over is something to read, not control of a thing
_SENDS = re.compile(r"(?i)\b(?:send|sent|shar|forward|e-?mail|mail|post|invit|cc|upload|loop\w*\s+in)\w*\b")
# People's records said to be stripped of who they are about, and nothing said to remain whole
_DEIDENTIFIED = re.compile(
    r"(?i)\b(?:ssns?|names?|identifiers?|emails?|pii|account\s+numbers?)\s+(?:masked|redacted|removed|stripped"
    r"|hashed|dropped)\b|\b(?:without|with\s+no|no)\s+(?:any\s+)?(?:employee\s+|customer\s+|people's\s+)?"
    r"(?:names|identifiers|pii)\b|\b(?:anonymi[sz]ed|de-?identified|aggregated|aggregate)\b")
_STILL_WHOLE = re.compile(
    r"(?i)\b(?:un-?masked|un-?redacted|full\s+(?:ssns?|names|details)|raw|with\s+(?:their\s+)?names\b(?!\s+(?:masked|redacted|removed|stripped|hashed|dropped)))\b")
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+")


# An outsider's word inside the noun phrase of what is sent, after its determiner and before a head noun
# that is no receiver ("the vendor comparison summary", "the public holiday calendar", "the outside counsel
# memo folder"): it says what the thing is about or where it came from, not who reads it.
_DESCRIBED_BY = re.compile(
    r"(?i)\b(?:the|our|a|an|this|these|those|my)\s+(?:[\w-]+\s+)?"
    r"(?P<word>public|vendors?|partners?|clients?|outside|external|customers?|third[- ]party)\s+"
    r"(?=(?:[\w-]+\s+){0,2}?(?:summary|summaries|memo|memos|calendar|report|reports|comparison|folder|letter"
    r"|notes|deck|slides|brief|overview|analysis|scorecard|faq|guidelines|docs|document|documents|transcript)\b)")


def _described_only(text: str) -> str:
    """The text with outsiders' words that only describe what is sent blanked out (see _DESCRIBED_BY)."""
    return _DESCRIBED_BY.sub(lambda m: m.group(0)[: m.start("word") - m.start()], text)


def internal_recipient(text: str) -> str:
    """The words naming the hint's recipient as the organisation's own people ("" when it names none,
    or also names an outsider or another address, or the message carries what must not travel)."""
    m = _RECIPIENT.search(text)
    if m is None or not _SENDS.search(text):
        return ""
    named = list(_RECIPIENT.finditer(text))
    rest = _described_only(text)  # "the HR business partner" is an office here, not a partner company
    for r in reversed(named):
        if r.group("office") and not _OUTSIDE.search(r.group("office").split()[0]):
            rest = rest[:r.start("office")] + " " + rest[r.end("office"):]
    outside = _OUTSIDE.search(_LET_IN.sub(" ", rest) if any(r.group("store") for r in named) else rest)
    if outside or SECRET_WORDS.search(text):
        return ""
    if _CARRIED.search(text) and not (_DEIDENTIFIED.search(text) and not _STILL_WHOLE.search(text)):
        return ""
    inbox = m.group("inbox")
    others = [a for a in _ADDRESS.findall(text) if a != inbox]
    return "" if others else m.group(0).strip()
