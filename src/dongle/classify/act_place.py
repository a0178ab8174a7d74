"""Where an act happens: an environment named beside the act is not always the act's place.

Production raises an act because the act reaches live users there; an environment word that says where
the act does NOT happen reaches nobody. Three positions name an environment without placing the act in it:

- a negated state or an exclusion: "prod is untouched", "production stays unchanged", "prod isn't
  affected", "every namespace except prod": the place is named to say it is left as it is (as "not
  touching prod" is, before the word);
- a comparison: "staging-eu, which mirrors production", "a dataset that matches production format",
  "same as prod": the place named is what the real place resembles;
- a later time: "before the prod rollout tomorrow", "until we promote it to production": a clause opened
  by "before" or "until" tells what comes after this act; its places are that later step's, and that
  step is judged when it is announced (the clause's own acts are still judged, with its own places).

The act's own place (staging, dev, a sandbox) then caps it; with no place left the act is judged as one
named nowhere, which is never lower than the act itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from dongle.classify.act_position import Word
from dongle.classify.vocabulary import words

# A state that says a place is left as it is
LEFT_AS_IS = words("untouched unaffected unchanged intact alone unmodified unimpacted excluded skipped "
                   "spared")
# Words that cut a place out of what an act reaches
EXCLUDING = words("except excluding excepting minus")
# Words between the place and that state: "prod is untouched", "production will stay unaffected"
_STATE_LINKS = words("is are was were be stays stay remains remain will would should stays keeps "
                     "left kept completely entirely fully still totally")
# Participles that, negated, say the same: "prod isn't affected", "production is not touched"
_AFFECTING = words("affected touched changed modified impacted involved")
_NEGATIONS = words("not isn't aren't won't wasn't never no")
# Words that compare a thing to the place named after them: "mirrors production", "like prod"
COMPARING = words("like unlike mirrors mirroring mirror matches matching match resembles resembling "
                  "resemble emulates emulating mimics mimicking")
_COMPARED_TO = words("identical similar equivalent same close different")  # "identical to prod"
_COMPARING_LINKS = words("to as from than")
# Words opening a clause about what comes after this act
LATER_OPENERS = words("before until")



def not_the_place(tokens: Sequence[Word], i: int) -> bool:
    """The environment word at `i` is named as left alone, excluded, or as what something resembles."""
    return _compared(tokens, i) or _left_as_is(tokens, i) or _excluded(tokens, i)


def _excluded(tokens: Sequence[Word], i: int) -> bool:
    """ "every namespace except prod", "all stages other than production": the place is cut out of the
    reach."""
    before = [t.low for t in tokens[max(0, i - 3) : i] if t.kind == "word"]
    if before and before[-1] in ("the", "our"):
        before = before[:-1]
    return bool(before) and (before[-1] in EXCLUDING or before[-2:] in (["other", "than"], ["apart", "from"]))


def _compared(tokens: Sequence[Word], i: int) -> bool:
    before = [t.low for t in tokens[max(0, i - 4) : i] if t.kind == "word"]
    if before and before[-1] in ("the", "our", "a"):
        before = before[:-1]  # "mirrors the production setup"
    if before and before[-1] in COMPARING:
        return True
    # "the same partition count as prod", "identical to production", "different from prod"
    return len(before) >= 2 and before[-1] in _COMPARING_LINKS and bool(set(before[:-1]) & _COMPARED_TO)


def _left_as_is(tokens: Sequence[Word], i: int) -> bool:
    negated = False
    for t in tokens[i + 1 : i + 6]:
        if t.kind == "punct":
            return False
        if t.low in LEFT_AS_IS:
            return True
        if t.low in _NEGATIONS:
            negated = True
        elif negated and t.low in _AFFECTING:
            return True
        elif t.low not in _STATE_LINKS and not negated:
            return False  # only the place's own state: "prod is untouched", not "prod data ... untouched"
    return False
