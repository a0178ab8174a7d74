"""Which way data moves: a public or outside word that names where data comes FROM, or what the moved
thing already is, is not where it goes.

A transfer harms by where the data ends up: pasted into a public gist, mailed to a personal address,
posted on a public forum. "Copying the public earnings-call transcript into the sales wiki" and "filling
in the questionnaire from our public trust page" move what anyone can already read into a place of the
company's own: nothing is exposed. So a word such as "public", "external" or "outside" is a destination
only where a destination stands. Reading back from it to the nearest word that says which way:

- a preposition of where it goes ("to", "into", "on", "via", "for") before it: it is the destination
  ("posting to a public channel on Slack"), and it is judged;
- a preposition of where it comes from ("from", "of", "off", "out of"): it is the source;
- otherwise, in the noun phrase of what is moved (not made), it is a quality of the thing: after a determiner
  with no receiver or place at the phrase's head ("the public transcript", "our external audit report";
  not "the public bucket", "an external vendor guest"), or, for "public", after a verb that moves an
  existing thing when the clause names where it goes later ("copying the public transcript INTO the
  sales wiki"): that place is judged, not the word.

A thing made public ("making a public copy of the dump", "creating a public link") names no other
destination, and "pasting it publicly" is the manner of the act: the word stays the destination there.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.classify.act_position import Word
from dongle.classify.vocabulary import DETERMINERS, VERBS, Act, words

FROM_PREPOSITIONS = words("from of off out")
# Where the act's own destination is named; "to" .. "at" also end a moved thing's phrase going forward
TOWARD_PREPOSITIONS = words("to into onto on at")
_PLACING = TOWARD_PREPOSITIONS | words("in with via for as")
_ACT_BOUNDS = words("and or then but")
_ACTS = frozenset(w for vc in VERBS for w in vc.words)
# Verbs that move something that already exists to a destination (the reader's transfer verbs, and the
# verbs that place a copy of a text); not those that make or open a thing ("creating a public link",
# "adding a public-read grant"), where the word is what is made
MOVING_VERBS = frozenset(w for vc in VERBS if vc.act is Act.TRANSFER for w in vc.words) | words(
    "paste quote move import insert pull bring cite reuse")
# Verbs whose object comes into being by the act ("making a public copy", "creating a public link",
# "opening an external share"): the word says what is made, so it stays where the data goes
_MAKING_VERBS = words("make create generate build mint issue open spin provision")
# Words that say the information is already public (not "external" or "personal": a party, who receives)
_ALREADY_PUBLIC = words("public publicly")
# Words that name a destination after a preposition, but a quality of the thing in its noun phrase
_QUALITIES = words("public outside external third-party anonymous")
_PHRASE_OPENERS = DETERMINERS | words("these those")
# Heads of a noun phrase that name who receives or where it goes even before a preposition (a dative:
# "sending the external auditors the ledger", "giving the public bucket a policy")
_RECEIVING_HEADS = words(
    "auditor auditors partner partners vendor vendors counsel consultant consultants contractor contractors "
    "party parties firm firms agency agencies user users people person recipient recipients client clients "
    "customer customers company companies researcher researchers journalist journalists press contact "
    "contacts address addresses inbox mailbox account accounts channel channels site website bucket buckets "
    "server servers host hosts drive repo repository issue issues forum link url endpoint share folder "
    "guest guests member members collaborator collaborators reviewer reviewers stakeholder stakeholders "
    "lawyer lawyers attorney attorneys investor investors buyer buyers freelancer freelancers team teams "
    "org organization organisation group groups")
_PHRASE_ENDS = _PLACING | words("from and or of so that which who by about")


def names_the_source(tokens: Sequence[Word], i: int) -> bool:
    """The public or outside word at `i` says where the data comes from, or what it already is."""
    mover = maker = None
    for j in range(i - 1, max(-1, i - 12), -1):  # within the act's own words (a bounded look: linear cost)
        u = tokens[j]
        if u.kind == "word" and u.low in _PLACING and not _particle(tokens, j):
            return False  # "posting to a public channel on Slack"
        if u.low in FROM_PREPOSITIONS:
            return True
        if u.kind == "punct" or u.low in _ACT_BOUNDS:
            break
        if u.kind == "word" and u.lem in _ACTS and u.low not in DETERMINERS:
            mover = u if u.lem in MOVING_VERBS or u.low in MOVING_VERBS else None
            maker = u if u.lem in _MAKING_VERBS else None
            break  # the act ("from the vendor and sharing it publicly": not past here)
    low = tokens[i].low
    return (low in _QUALITIES and maker is None and _in_phrase_of_thing(tokens, i)) or (
        mover is not None and low in _ALREADY_PUBLIC and _destination_follows(tokens, i))


def _particle(tokens: Sequence[Word], i: int) -> bool:
    """ "filling in the form", "logging on": a preposition right after a verb, before its object, is part
    of the verb (a determiner follows), not where anything goes."""
    return i > 0 and tokens[i - 1].kind == "word" and tokens[i - 1].lem in _ACTS and tokens[i].low in (
        "in", "on") and i + 1 < len(tokens) and tokens[i + 1].low in DETERMINERS


def _in_phrase_of_thing(tokens: Sequence[Word], i: int) -> bool:
    """After a determiner, in a phrase whose words name no receiver or place: what the thing is."""
    if i == 0 or tokens[i - 1].low not in _PHRASE_OPENERS:
        return False
    phrase = []
    for t in tokens[i + 1 : i + 6]:
        if t.kind == "punct" or t.low in _PHRASE_ENDS or (
                t.kind == "word" and t.lem in _ACTS and t.low.endswith("ing")):
            break
        phrase.append(t)
    return bool(phrase) and not any(
        t.low.removesuffix("'s").removesuffix("’s") in _RECEIVING_HEADS or t.lem in _RECEIVING_HEADS
        for t in phrase)


def _destination_follows(tokens: Sequence[Word], i: int) -> bool:
    """ "copying the public transcript into the wiki": the clause names where it goes after the thing
    ("pasting it publicly": the manner of the act, not a quality of the thing)."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None or nxt.kind not in ("word", "ident") or nxt.low in TOWARD_PREPOSITIONS:
        return False
    for u in tokens[i + 1 : i + 12]:
        if u.kind == "punct":
            return False
        if u.low in TOWARD_PREPOSITIONS:
            return True
    return False


_INTO = words("to into onto")


def address_is_source(tokens: Sequence[Word], i: int) -> bool:
    """The URL, host or bucket at `i` is where data is taken FROM, not where it goes: right after "from",
    "of" or "off" ("downloading the report from https://..."), or the object of a moving verb whose
    destination is named right after it ("copy one file s3://acme-prod-events/... to /tmp"). Only the
    place the data reaches is judged as where it goes; a read out of a store puts nothing in it."""
    if i > 0 and tokens[i - 1].low in FROM_PREPOSITIONS and tokens[i - 1].low != "out":
        return True
    if i + 1 >= len(tokens) or tokens[i + 1].low not in _INTO:
        return False
    for u in reversed(tokens[max(0, i - 6) : i]):  # within the act's own words
        if u.kind == "punct":
            return False
        if u.kind == "word" and (u.lem in MOVING_VERBS or u.low in MOVING_VERBS):
            return True
    return False
