"""Whether a hint's whole act is analysis of business records: it changes nothing outside the agent's work.

Reconciling, tying out, ranking, segmenting, modelling a what-if, re-running a model, profiling, building a
pivot, checking records for duplicates: each reads records and writes a view of them into the agent's own
working file (a workbook, a screening sheet, a forecast). Tagging or flagging records for people to review
or prioritise adds a label anyone removes; nothing is sent, paid, deleted or decided. The words after the
opening verb in the same phrase describe the records ("entries sharing the same tax ID", "forwarding rules
in the CFO's mailbox"), they are not second acts. Examples read as analysis:
  "Tying out the fixed asset register to the depreciation schedule in the reconciliation workbook"
  "Ranking applicants for the support lead role by rubric score in the screening spreadsheet"
  "Modeling what raising all campaigns' daily budget to $5,000 would do, in the forecast sheet"
  "Tagging every open Zendesk ticket older than 7 days with sla-risk so the team can prioritize"
  "Checking the vendor master for duplicate supplier entries sharing the same tax ID"

It is not analysis when a second act is joined ("and emailing the ranking to...", "then deleting the
duplicates", "to send it"), when the result goes outside or to everyone, or when the labelling itself acts
(tagging as spam, flagging to block, marking paid). Only findings that pause are lowered; a stop stays.
"""

from __future__ import annotations

import re

# The opening act: analysis of records, or a label added for people to review
_LEAD = r"^\s*(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
_ANALYSIS = re.compile(
    _LEAD + r"(?P<verb>reconcil\w*|tying\s+out|ti(?:e|es)\s+out|rank\w*|segment\w*|re-?rank\w*"
    r"|model(?:l)?ing\s+(?:what|how|the\s+effect|the\s+impact|a\s+scenario)|forecast\w*"
    r"|re-?run\w*\s+(?:the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}?(?:model|forecast|analysis|report)"
    r"|profil\w*|pivot\w*|build\w*\s+(?:a|the)\s+pivot|check\w*|review\w*|compar\w*|audit\w*"
    r"|scor\w*\s+(?:the\s+)?(?:applicants|candidates|bids|leads|vendors|suppliers)"
    r"|(?P<label>tagg?\w*|flagg?\w*|label\w*))\b",
    re.I)
# A label's purpose that keeps it a label: people review, prioritise or find the records
_FOR_REVIEW = re.compile(
    r"(?i)\bfor\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,3}?(?:review|triage|follow-?up|audit)\b"
    r"|\bso\s+(?:the\s+\w+|we|they|people|reviewers|agents)\s+can\s+(?:prioriti[sz]e|review|triage|find"
    r"|follow\s+up|see)\b|\bto\s+(?:review|prioriti[sz]e|triage)\b")
# A labelling that acts: a tag that spam-filters, blocks, pays, closes or deletes
_ACTING_LABEL = re.compile(
    r"(?i)\b(?:as\s+)?(?:spam|paid|closed|solved|resolved|approved|blocked|fraud|deleted|terminated|void)\b")
# A second act joined to the first, a purpose that acts, or a result sent or placed outside
_SECOND_ACT = re.compile(
    r"(?i)(?:\b(?:and|then|before|after|while)\s+(?:then\s+)?|[,;]\s*(?:and\s+|then\s+)?|\bto\s+|\bso\s+(?:i|we)\s+can\s+)"
    r"(?:delet|remov|purg|wip|send|sent|email|e-mail|mail|post|publish|shar|upload|export|pay|refund|issu"
    r"|releas|submit|fil(?:e|ing)\b|approv|void|cancel|terminat|disabl|grant|push|deploy|merg|drop|truncat"
    r"|overwrit|replac|apply|applying|fix|correct|reject|offer|hire|fir(?:e|ing)\b|notif|contact|message|change"
    r"|updat|edit|writ|reset|raise|rais|lower|set|close|archiv|adjust|book|post|transfer|mov)\w*"
    r"|\b(?:outside|external|personal|public|gmail|dropbox|pastebin)\b")


def records_analysed(text: str) -> str:
    """The opening words when the hint's whole act is analysis of records, or a label for review
    ("" otherwise)."""
    m = _ANALYSIS.search(text)
    if m is None:
        return ""
    rest = text[m.end():]
    if _SECOND_ACT.search(rest):
        return ""
    if m.group("label") and (not _FOR_REVIEW.search(rest) or _ACTING_LABEL.search(rest)):
        return ""
    return m.group("verb")
