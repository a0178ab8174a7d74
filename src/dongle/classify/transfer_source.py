"""Which way data moves: a public or outside word that names where data comes FROM is not where it goes.

A transfer harms by where the data ends up: pasted into a public gist, mailed to a personal address,
posted on a public forum. "Copying the public earnings-call transcript into the sales wiki" and "filling
in the questionnaire from our public trust page" move what anyone can already read into a place of the
company's own: nothing is exposed. So a word such as "public", "publicly", "external" or "outside" is a
destination only where a destination stands:

- after a preposition of where it goes ("to", "into", "onto", "on", "at") or at the end of the act
  ("posting it publicly"), it is the destination or the manner of the act, and it is judged;
- after a preposition of where it comes from ("from", "of", "off", "out of"), it is the source;
- in the noun phrase of what is moved, when the clause names where it goes after it ("copying the public
  transcript INTO the sales wiki", "text from the publicly posted letter into the questionnaire"), it is
  a quality of what is moved: that place is judged, not the word.

A thing made public ("making a public copy of the dump", "creating a public link") names no other
destination: the word stays the destination there.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.classify.act_position import Word
from dongle.classify.vocabulary import VERBS, Act, words

FROM_PREPOSITIONS = words("from of off out")
TOWARD_PREPOSITIONS = words("to into onto on at")
_ACT_BOUNDS = words("and or then but")
# Verbs that move something that already exists to a destination (the reader's transfer verbs, and the
# verbs that place a copy of a text); not those that make or open a thing ("creating a public link",
# "adding a public-read grant"), where the word is what is made
MOVING_VERBS = frozenset(w for vc in VERBS if vc.act is Act.TRANSFER for w in vc.words) | words(
    "paste quote move import insert pull bring cite reuse")
# Words that say the information is already public (not "external" or "personal": a party, who receives)
_ALREADY_PUBLIC = words("public publicly")



def names_the_source(tokens: Sequence[Word], i: int) -> bool:
    """The public or outside word at `i` says where the data comes from, or what it already is."""
    mover = None
    for j in range(i - 1, max(-1, i - 12), -1):  # within the act's own words (a bounded look: linear cost)
        u = tokens[j]
        if u.low in TOWARD_PREPOSITIONS:
            return False  # "posting to a public channel on Slack"
        if u.low in FROM_PREPOSITIONS:
            return True
        if u.kind == "punct" or u.low in _ACT_BOUNDS:
            break
        if u.kind == "word" and (u.lem in MOVING_VERBS or u.low in MOVING_VERBS):
            mover = u
            break  # the act that moves it ("from the vendor and sharing it publicly": not past here)
    if mover is None or tokens[i].low not in _ALREADY_PUBLIC:
        return False
    # in the phrase of what is moved, with its destination named later in the clause
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None or nxt.kind not in ("word", "ident") or nxt.low in TOWARD_PREPOSITIONS:
        return False  # "pasting it publicly": the manner of the act, not a quality of the thing
    for u in tokens[i + 1 : i + 12]:
        if u.kind == "punct":
            return False
        if u.low in TOWARD_PREPOSITIONS:
            return True
    return False
