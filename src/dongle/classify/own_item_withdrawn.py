"""An item the agent made itself, withdrawn again: its own draft, note, booking, run or test record.

Cancelling, voiding, removing or deleting one small item the agent (or the user it works for) made puts
things back as they were before it was made: nobody else has been handed it, nothing was built on it. That
is inside the user's own work, as editing a draft is. Three things must all be said:

- the act withdraws something (cancel, void, remove, delete, withdraw, unschedule, expire, archive,
  close, retract, move to the bin);
- what it withdraws is the agent's own: "that I created", "I just posted", "I left", "I scheduled for
  myself", "my own …", "my draft …", or the agent itself taken off ("removing myself from the invite");
- it is one small item (_ITEMS: a draft, a note, a comment, an entry, a booking, an event, a saved query,
  a macro, a run, a silence, a test record), not a store others work in; a record of the books or of a
  commitment (an invoice, a journal entry, a PO, a payroll run) only when the hint says it was never
  released (a draft, unposted, never sent or submitted): posted or issued, others act on it.

Examples read as the agent's own item withdrawn:
  "Voiding draft invoice INV-20931 in QuickBooks; I created it by mistake five minutes ago."
  "Removing the stale note I left on the Dell supplier record."
  "Cancelling my own unsubmitted draft PO-7782 in Coupa."
  "Removing myself from the Leadership Offsite calendar invite since I'm out that week."

Not when the hint also names anything past the user's own work (boundary_vetoes.py: production, a whole
population or a count of ten or more, an outside receiver, money that moves, secrets or access, a loss
with no copy, a whole store, the records oversight relies on), nor when another object is joined to the
item ("the note I left along with the billing view": conjoined.py), nor when what the agent made was
brought in from elsewhere ("the leads I imported": real records, now others' too), nor a store it made
("the reporting database I created": dropping a development database is the rubric's pause).
"""

from __future__ import annotations

import re

from dongle.classify.boundary_vetoes import outside_boundary
from dongle.classify.conjoined import joined_objects

# A withdrawing act: what it governs follows it
_WITHDRAWS = re.compile(
    r"(?i)\b(?:cancel+(?:s|ed|ing)?|void(?:s|ed|ing)?|remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)"
    r"|withdraw(?:s|n|ing)?|unschedul(?:e|es|ed|ing)|expir(?:e|es|ed|ing)|archiv(?:e|es|ed|ing)"
    r"|clos(?:e|es|ed|ing)|retract(?:s|ed|ing)?|declin(?:e|es|ed|ing)|mov(?:e|es|ed|ing)(?=.*\b(?:recycle\s+bin"
    r"|trash|bin)\b))\b")
# The agent's own making (not bringing in: an import or a sync is others' data)
_MADE_BY_AGENT = re.compile(
    r"(?i)\b(?:i|we)\s+(?:just\s+|had\s+|already\s+|accidentally\s+|mistakenly\s+)?(?:created|added|left"
    r"|posted|scheduled|made|booked|set\s+up|entered|drafted|opened|started|queued|reserved|wrote|saved"
    r"|put\s+in|kicked\s+off|triggered)\b")
_MY_OWN = re.compile(
    r"(?i)\bmy\s+own\b|\bfor\s+myself\b|\bmy\s+(?:draft|unsubmitted|unsent|unposted|saved|recurring"
    r"|duplicate|test|practice|scratch)\b")
# The agent taken off something it was put on: an invite, a meeting, a thread
_MYSELF_OFF = re.compile(
    r"(?i)\bmyself\s+(?:from|off)\s+(?:the\s+|this\s+|that\s+)?(?:[\w'-]+\s+){0,4}?(?:invites?|invitations?"
    r"|meetings?|events?|threads?|calls?|sessions?|attendees?)\b")
# One small item in the user's own work: what withdrawing it touches is that item alone
_ITEMS = re.compile(
    r"(?i)\b(?:drafts?|notes?|comments?|entr(?:y|ies)|events?|meetings?|invites?|invitations?|reservations?"
    r"|bookings?|slots?|showings?|appointments?|quer(?:y|ies)|views?|filters?|searches|macros?|reminders?"
    r"|tasks?|to-?dos?|runs?|silences?|assignments?|profiles?|contacts?|records?|tickets?|requisitions?|pos?"
    r"|invoices?|labels?|tags?|bookmarks?|snippets?|stash(?:es)?|notebooks?|blocks?|requests?|forms?"
    r"|jobs?|sessions?|quotes?|orders?|bills?|visits?|calls?|demos?)\b|\bpo-\d")
# A record of the books or of a commitment: once issued, posted or sent it is a real record others act on
# (a duplicate invoice may have been paid, a posted entry is in the ledger), so only one the hint says was
# never released is the agent's alone
_BOOKS = re.compile(
    r"(?i)\b(?:invoices?|bills?|entr(?:y|ies)|journals?|ledgers?|pos?|purchase\s+orders?|requisitions?"
    r"|orders?|quotes?|expenses?|credit\s+memos?|payroll|pay\s+runs?)\b|\bpo-\d")
_NEVER_RELEASED = re.compile(
    r"(?i)\b(?:drafts?|unsent|unsubmitted|unposted|unpublished|unissued|unapproved)\b"
    r"|\b(?:never|not\s+yet|hasn'?t\s+been|wasn'?t)\s+(?:been\s+)?(?:sent|submitted|posted|published|issued"
    r"|approved)\b|\bnever\s+submitted\b|\bbefore\s+I\s+(?:post|submit|send|issue)\b")
# Where the phrase an act governs ends: a new sentence, or a reason or purpose not about the item
_PHRASE_END = re.compile(r"(?i)(?:[.!?](?:\s|$))|\s+(?:since|because|so\s+that|so|now\s+that|then)\b")


def own_item_withdrawn(text: str) -> str:
    """The words saying what the hint withdraws is the agent's own small item ("" when it does not, or when
    the hint names anything past the user's own work)."""
    if outside_boundary(text):
        return ""
    acts = list(_WITHDRAWS.finditer(text))
    if len(acts) != 1:
        return ""
    act = acts[0]
    end = _PHRASE_END.search(text, act.end())
    sentence = text[act.start():end.start() if end else len(text)]
    # the maker may be said after the item, in the same sentence or a clause joined by ";" or ","
    own = _MYSELF_OFF.search(sentence) or ((_MADE_BY_AGENT.search(text[act.start():])
                                            or _MY_OWN.search(sentence)) and _ITEMS.search(sentence))
    # "the note I left along with the billing view": a second object joined is not said to be the agent's
    if not own or joined_objects(sentence, text[end.start():] if end else ""):
        return ""
    if _BOOKS.search(sentence) and not _NEVER_RELEASED.search(text):
        return ""  # "the duplicate invoice I created by mistake": issued, maybe paid
    return sentence.strip()
