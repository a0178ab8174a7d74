"""When a hint's loose verbs ("go", "do", "make", "sort out") stand for the agent's act, and when not.

A loose verb whose subject is a thing tells what happens to the thing, not what the agent does. The
vague verbs ("go", "do", "make", "work", "try") make a hint vague when they stand for the agent's act
("going ahead with it", "doing the thing"). Said of something else they are no act at all: "before it
goes for approval", "so reimbursements go up", "what a 40% discount does to ARR", "once the job works
again". Read as the agent's act they made a hint that names its act exactly ("tidying the wording of the
job ad before it goes for approval") look vague, and covered the act it names. The subject is the word
right before the verb: a pronoun for a thing or a person other than the agent, or a noun; the agent ("I",
"we", "let's"), a modal or an infinitive marker before it leaves the verb the agent's.

A loose verb that is the only change a hint names, done to nothing of a kind the reader knows, says
neither what is done nor to what: the hint stays vague however specific its nouns sound.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from dongle.classify.vocabulary import FUNCTION_WORDS, Act, words

# Subjects other than the agent: a thing referred back to, the user, a third person.
_OTHER_SUBJECTS = words("it it's they they'll they're this that these those he she you which who")
# Words before a verb that make it the agent's act or no subject at all: modals, infinitive markers,
# conjunctions, answers and adverbs opening an imperative ("then go ahead", "ok, do it", "just do it").
_NOT_SUBJECTS = FUNCTION_WORDS | words("please not don't won't yes ok okay sure alright lets going about")


class _Word(Protocol):
    low: str
    lem: str
    kind: str


def vague_said_of_things(tokens: Sequence[_Word], verb_act: dict[str, Act]) -> list[str]:
    """The lemmas of the vague verbs in `tokens` whose subject is a thing or someone other than the
    agent ("it goes", "reimbursements go", "the discount does"): to be taken out of the clause's acts."""
    found: list[str] = []
    for i, t in enumerate(tokens):
        if i == 0 or t.kind != "word" or verb_act.get(t.lem or t.low) is not Act.VAGUE:
            continue
        if t.low == (t.lem or t.low) and t.low not in ("go", "do"):
            continue  # a bare form after a noun is as often an imperative in a list ("the logs, make…")
        prev = tokens[i - 1]
        if prev.kind != "word":
            continue
        if prev.low in _OTHER_SUBJECTS or (prev.low not in _NOT_SUBJECTS and _noun(prev, verb_act)):
            found.append(t.lem or t.low)
    return found


def _noun(tok: _Word, verb_act: dict[str, Act]) -> bool:
    """A word that can stand as the subject: not a verb the reader knows, not an adverb by its ending."""
    low = tok.low
    return (tok.lem or low) not in verb_act and not low.endswith("ly") and len(low) > 2


# Acts that change nothing themselves: beside a loose verb they do not say what it changes.
IDLE_ACTS = frozenset({Act.VAGUE, Act.READ, Act.REVEAL})


def loose_on_nothing_named(verbs: Iterable[tuple[Act, str]], named_kind: bool, nonprod: bool) -> bool:
    """A clause whose only change is a loose verb, done to nothing of a kind the reader knows ("sorting out
    the billing thing", "making the numbers match"): neither the act nor its object is said. A reading
    verb beside it ("like you asked", "checking and fixing up") says nothing of what is changed. A named
    development environment makes it a chore there ("tidying up the dev stack")."""
    acts = {act for act, _ in verbs}
    return Act.VAGUE in acts and acts <= IDLE_ACTS and not named_kind and not nonprod
