"""Whether the act files a document or a record into the organisation's own records.

"Filing the executed settlement agreement into the matter folder in iManage", "Uploading the move-in
inspection photos to the tenant's file", "Recording the donor's $500 check as a gift in the CRM": the act
adds one document or entry where the organisation keeps its own records. Nobody reads it who could not
already open that store, nothing is deleted or overwritten, and removing or re-filing the entry undoes it.
That is the routine work of a records keeper the user asked for, and the rules read it only as a bare
upload or as no act they know.

The reading is of one act, and it lowers only what that act's own verb was read as (a bare change or
message out, or no act known): another act in the hint keeps its verdict ("…, then emailing it to opposing
counsel"). It is not a filing into the organisation's records when
- the place belongs to someone outside or to the public: a court, a regulator, a tax authority, a portal, a
  public or shared site, an outsider's folder, drive or bucket ("the client's shared folder"; a party the
  organisation keeps a file *about*, "the tenant's file", "the patient's chart", is its own record);
- what is filed is a secret, a bulk copy of data (an export, a dump, a backup, a whole table) or people's
  identifiers in full (SSNs, card or bank numbers, passports), which may not be copied anywhere new;
- the hint also moves money out (pays, wires, refunds, transfers, charges, voids, writes off).
"""

from __future__ import annotations

from dongle.classify.own_acts import SECRET_WORDS
from dongle.lazy_regex import lazy_compile

# The filing verbs, with the lemma the clause reader gives each (its findings carry that verb)
FILING_VERBS = frozenset({"file", "record", "upload", "save", "store", "attach", "log", "enter"})

# What is filed: a document, named by its kind
_DOCUMENT = (r"(?:agreements?|contracts?|msas?|ndas?|sows?|pdfs?|docx?|notes|memos?|letters?|reports?|minutes"
             r"|decks?|slides|statements?|forms?|receipts?|invoices?|certificates?|logos?|brochures?|photos?"
             r"|pictures?|images?|scans?|transcripts?|exhibits?|affidavits?|declarations?|resumes?|cvs?"
             r"|documents?|leases?|deeds?|permits?|drawings?|paperwork|correspondence|filings?|summary|summaries|checklists?|w-?9s?)")
# A filing verb, then (in the same clause) the place it files into, ending in a records noun. Examples:
#   "Filing the executed Crestview MSA PDF into the Ironclad repository with metadata"
#   "Filing the harassment investigation notes in the restricted ER case folder"
#   "Uploading the new logo to the brand-assets folder in the DAM"
#   "Uploading the move-in inspection photos to the tenant's file."
_FILED_INTO = lazy_compile(
    r"(?i)\b(?P<verb>fil(?:e|es|ed|ing)|upload(?:s|ed|ing)?|sav(?:e|es|ed|ing)|stor(?:e|es|ed|ing)"
    r"|attach(?:es|ed|ing)?)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+|this\s+|these\s+|\d[\d,]*\s+)?"
    r"(?:[\w'’&$.,-]+\s+){0,6}?(?P<document>" + _DOCUMENT + r")\b[^.;!?`]{0,60}?"
    r"\b(?:into|in|to|under|onto)\s+(?P<place>(?:the|our|its|their|his|her|this|that)\s+"
    r"(?:[\w&-]+\s+){0,3}?(?:(?:\w+['’]s?\s+|case\s+|matter\s+|personnel\s+|employee\s+|deal\s+"
    r"|project\s+)file|folder|matter|records|(?:contract|document|records|evidence)\s+repository|dms|dam"
    r"|document\s+management\s+system|chart|binder|dossier))\b"
    r"(?!\s*(?:share|link|portal|bucket|drop))")
# "Recording the Garcias' $500 check as a gift in Raiser's Edge": an entry made in the organisation's books
_RECORDED_AS = lazy_compile(
    r"(?i)\b(?P<verb>record(?:s|ed|ing)?|log(?:s|ged|ging)?|enter(?:s|ed|ing)?)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:[\w'’$,.#-]+\s+){1,6}?as\s+(?:a\s+|an\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:gift|donation|payment\s+received|receipt|deposit|pledge|contribution|note|interaction|call|visit)\b"
    r"[^.;!?]{0,40}?\b(?:in|into)\s+(?P<place>[\w'’ -]{2,40})")
# A place or audience outside the organisation, anywhere in the hint
_OUTSIDE_PLACE = lazy_compile(
    r"(?i)\b(?:court|clerk|docket|pacer|e-?fil\w*|regulators?|sec|irs|hmrc|tax\s+authority|government"
    r"|agency|agencies|portal|public(?:ly)?|website|web\s+site|external|outside|third[- ]party|personal"
    r"|gmail|dropbox|pastebin|anyone|everyone|opposing|counterparty|shared\s+link|share\s+link)\b")
# An outsider's own folder, drive or bucket: what is put there has left the organisation
_OUTSIDERS_STORE = lazy_compile(
    r"(?i)\b(?:client|customer|vendor|partner|agency|auditor|contractor|supplier|buyer|candidate)s?['’]s?\s+"
    r"(?:[\w-]+\s+){0,2}?(?:folder|drive|bucket|share|workspace|repository|repo|dropbox|inbox|account)\b")
# What may not be copied anywhere new: a secret, a bulk copy of data, people's identifiers in full
_NOT_TO_COPY = lazy_compile(
    r"(?i)\b(?:exports?|dumps?|backups?|database|whole\s+table|full\s+table|all\s+(?:records|rows|customers"
    r"|users|employees)|ssns?|social\s+security|passports?|card\s+numbers?|bank\s+(?:details|numbers?)"
    r"|iban|routing\s+numbers?)\b")
# Money moving out beside the filing
_MONEY_OUT = lazy_compile(
    r"(?i)\b(?:pay|pays|paid|paying|payout|wir(?:e|es|ed|ing)|refund\w*|transfer\w*|disburs\w*|charg(?:e|es"
    r"|ed|ing)|void\w*|writ(?:e|es|ing)\s+off|wrote\s+off|issu(?:e|es|ed|ing)\s+(?:a\s+)?(?:refund|payment|credit))\b")


def filed_in_own_records(text: str) -> str:
    """The words naming the organisation's own records the hint's one act files into ("" when it names
    none, or the place or what is filed is not the organisation's own to keep, see the module docstring)."""
    m = _FILED_INTO.search(text) or _RECORDED_AS.search(text)
    if m is None:
        return ""
    filed = text[:m.start("place")] + text[m.end("place"):]  # the place may be a database; what is filed not
    if (_OUTSIDE_PLACE.search(text) or _OUTSIDERS_STORE.search(text) or SECRET_WORDS.search(text)
            or _NOT_TO_COPY.search(filed) or _MONEY_OUT.search(text)):
        return ""
    return m.group("place").strip()
