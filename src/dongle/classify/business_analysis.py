"""Whether a hint's whole act is analysis of business records: it changes nothing outside the agent's work.

Reconciling, tying out, ranking, segmenting, modelling a what-if, profiling, building a
pivot, checking records for duplicates: each reads records and writes a view of them into the agent's own
working file (a workbook, a screening sheet, a forecast). Tagging or flagging records for people to review
or prioritise adds a label anyone removes; nothing is sent, paid, deleted or decided. The words after the
opening verb in the same phrase describe the records ("households sharing a postal address", "forwarding rules
in a mailbox"), they are not second acts. Examples read as analysis:
  "Tying out the grant expenditure ledger to the sponsor's drawdown schedule"
  "Ranking the freight tenders by landed cost in the comparison sheet"
  "Modelling what a 12% rise in tuition would do to enrolment, in the planning workbook"
  "Flagging the 19 claims with mismatched policy numbers for the adjuster to review"
  "Checking the member register for duplicate households sharing a postal address"

It is not analysis when a second act is joined ("and emailing the ranking to...", "then deleting the
duplicates", "to send it"), when the result goes outside or to everyone, or when the labelling itself acts
(tagging as spam, flagging to block, marking paid), nor when it sorts people by a protected trait, by
data they never gave for it, against a choice they made, or to leave them out. Re-running a model or a
report is not read as analysis: what runs may write back or send (a scoring model syncing to the CRM, a
report mailed out), and the words rarely say. Only findings that pause are lowered; a stop stays.
"""

from __future__ import annotations

import re

from dongle.classify.vocabulary import words

# The opening act: analysis of records, or a label added for people to review
_LEAD = r"^\s*(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
_ANALYSIS = re.compile(
    _LEAD + r"(?P<verb>reconcil\w*|tying\s+out|ti(?:e|es)\s+out|rank\w*|segment\w*|re-?rank\w*"
    r"|model(?:l)?ing\s+(?:what|how|the\s+effect|the\s+impact|a\s+scenario)|forecast\w*"
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
# A second act joined to the first: a verb after "then", "and", a comma or "to" that is not one more
# reading. Any such verb is a second act, known or not ("and re-subscribing them", "then launching it"),
# unless it reads, finds or weighs; the result sent or placed outside ends the reading too
_FOLLOWING = re.compile(
    r"(?i)(?:\bthen|\band|[,;]|\bbefore|\bafter|\bwhile)\s+(?:then\s+)?(?P<ing>[a-z-]+ing)\b"
    r"|\bthen\s+(?P<then>[a-z-]+)\b"
    r"|\b(?:to|so\s+(?:i|we)\s+can)\s+(?P<base>[a-z-]+)\b")
_STILL_READING = words(
    "see check find review compare prioritize prioritise estimate confirm plan understand decide reconcile "
    "spot identify catch match flag tag rank score sort group segment chart plot model forecast measure "
    "gauge size total tally count sum list show read answer explain inform support prepare work help "
    "look verify validate test track trace follow judge assess evaluate calculate compute")
# words after "to" that begin a place or an amount, not a verb: "to the schedule", "to $5,000"
_NOT_VERBS = words("the a an my our their its his her this that these those each every all one two zero")
_OUTSIDE = re.compile(r"(?i)\b(?:outside|external|personal|public|gmail|dropbox|pastebin)\b")


def _lemma(word: str) -> str:
    for ending in ("ying", "ing"):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            stem = word[: -len(ending)] + ("ie" if ending == "ying" else "")
            return stem[:-1] if len(stem) > 3 and stem[-1] == stem[-2] else stem
    return word


def _second_act(rest: str) -> bool:
    """Whether the words after the opening act name another act, or an outside place for the result."""
    if _OUTSIDE.search(rest):
        return True
    for m in _FOLLOWING.finditer(rest):
        word = (m.group("ing") or m.group("then") or m.group("base") or "").lower()
        if word in _NOT_VERBS or (not word.isalpha() and "-" not in word):
            continue
        stem = _lemma(word)
        if not ({word, stem, stem + "e"} & _STILL_READING):
            return True
    return False


# Sorting people is not harmless when what it sorts by is a protected trait, or data they never gave for it
# (tracked, fingerprinted, scraped, bought), or against a choice they made (unsubscribed, opted out), or
# when its purpose is to leave people out: the view itself decides how they are treated
_PEOPLE_HARMED = re.compile(
    r"(?i)\b(?:ethnic\w*|race|racial|religio\w*|pregnan\w*|health|medical|disabilit\w*|sexual\w*|gender"
    r"|nationality|immigration|age|ages|aged|over\s+\d\d|under\s+\d\d|union|political|credit\s+scores?"
    r"|track\w*|fingerprint\w*|scrap\w*|purchased|bought|rented\s+list|unsubscribed|opted[- ]out"
    r"|do[- ]not[- ](?:contact|call|email)|without\s+(?:their\s+)?consent|exclud\w*|skip\w*|screen\w*\s+out"
    r"|filter\w*\s+out|blacklist\w*|visitors?)\b")


# A check that something works tries it ("checking that curl -X DELETE … returns 204"); a command line or an
# address in the words is something run, judged by what it does, not analysis of records
_TRIED = re.compile(r"(?i)^\s*(?:that|whether|if|how)\b|https?://|(?<!\S)--?[a-z]\w*|`")


def records_analysed(text: str) -> str:
    """The opening words when the hint's whole act is analysis of records, or a label for review
    ("" otherwise)."""
    m = _ANALYSIS.search(text)
    if m is None:
        return ""
    rest = text[m.end():]
    if _second_act(rest) or _PEOPLE_HARMED.search(rest) or _TRIED.search(rest):
        return ""
    if m.group("label") and (not _FOR_REVIEW.search(rest) or _ACTING_LABEL.search(rest)):
        return ""
    return m.group("verb")


# Opening verbs the rules already read as reads: their go stands without this reading, and the wording
# model may still doubt it (a read that opens a harmful hint); this reading answers only a pause they make
_ALREADY_READS = re.compile(r"(?i)^(?:check|review|compar|audit|profil)")


def read_by_rules(verb: str) -> bool:
    """Whether the opening verb is one the rules read as a read by themselves."""
    return bool(_ALREADY_READS.match(verb))
