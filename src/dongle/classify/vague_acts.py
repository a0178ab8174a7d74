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

from dongle.classify.act_position import Word
from dongle.classify.vocabulary import DETERMINERS, FUNCTION_WORDS, Act, words

# Subjects other than the agent: a thing referred back to, the user, a third person.
_OTHER_SUBJECTS = words("it it's they they'll they're this that these those he she you which who")
# Words before a verb that make it the agent's act or no subject at all: modals, infinitive markers,
# conjunctions, answers and adverbs opening an imperative ("then go ahead", "ok, do it", "just do it").
_NOT_SUBJECTS = FUNCTION_WORDS | words("please not don't won't yes ok okay sure alright lets going about")


class _Relative:
    """The relative pronoun a relative clause opened with, standing as its first verb's subject."""

    low = lem = "that"
    kind = "word"


def said_of_others(tokens: Sequence[Word], verb_act: dict[str, Act], relative: bool = False,
                   joined_next: bool = False) -> set[tuple[Act, str]]:
    """The (act, lemma) of verbs in `tokens` that tell what something or someone else does: a vague verb
    with a thing or another person as its subject ("it goes", "reimbursements go", "the discount does"),
    a reading verb with another person as its subject ("like you asked"), a loss verb with a thing as
    subject and no object ("a link that expires in 15 minutes"). To be taken out of the clause's acts:
    none is the agent's act, nor its vagueness. In a `relative` clause ("… that expires in 15 minutes") the
    relative pronoun, cut off before the clause's first word, is that word's subject. When the next clause
    is `joined_next` by "and"/"or", a verb ending this one shares that clause's object ("which drops and
    recreates the database")."""
    found: set[tuple[Act, str]] = set()
    for i, t in enumerate(tokens):
        act = verb_act.get(t.lem or t.low) if t.kind == "word" else None
        opening = i == 0 and not (relative and act is Act.DESTROY)
        if act not in (Act.VAGUE, Act.READ, Act.DESTROY) or opening:
            continue
        prev = tokens[i - 1] if i else _Relative()
        if prev.kind != "word":
            continue
        if act is Act.READ:
            if prev.low in _PEOPLE:
                found.add((act, t.lem or t.low))
            continue
        if act is Act.DESTROY:
            # (a participle, "leaving the prod database dropped", is a state the agent's act brings about)
            if t.low.endswith(("ed", "en")):
                continue
            # "so they drop off the dashboard", "a link that expires in 15 minutes", "so the storage bill
            # drops": a loss verb with a thing as subject and no object after it tells what becomes of
            # that thing, whose own act the clause before names ("so it deletes the logs" keeps its object)
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            subject = prev.low in _THING_SUBJECTS or (prev.low not in _NOT_SUBJECTS and _noun(prev, verb_act)
                                                      and _determined(tokens, i - 1))
            if subject and ((nxt is None and not joined_next) or (nxt is not None and (
                    nxt.kind == "punct" or nxt.low in _NO_OBJECT_AFTER))):
                found.add((act, t.lem or t.low))
            continue
        if t.low == (t.lem or t.low) and t.low not in ("go", "do"):
            continue  # a bare form after a noun is as often an imperative in a list ("the logs, make…")
        before = tokens[i - 2] if i >= 2 else None
        if prev.low in _OTHER_SUBJECTS or (
                prev.low not in _NOT_SUBJECTS and _noun(prev, verb_act)
                # "it returns go": after a subject, the word before is its verb, and "go" a word it says
                and not (before is not None and before.low in _SUBJECT_PRONOUNS)):
            found.add((act, t.lem or t.low))
    return found


# A thing as the subject of a loss verb said of it: "it expires", "they drop off", "which expires"
_THING_SUBJECTS = words("it they that which")
# After an intransitive verb: a particle, a preposition or a joining word, not an object
# ("and", "or" may join a second verb sharing the object: "which drops and recreates the database")
_NO_OBJECT_AFTER = words("off out away in on at from after before within by for when once below under over")
# Other people as the subject of a reading verb: "like you asked", "as they requested".
_PEOPLE = words("you they he she who")
_SUBJECT_PRONOUNS = words("i we you they he she it")


def _noun(tok: Word, verb_act: dict[str, Act]) -> bool:
    """A word that can stand as the subject: not a verb the reader knows, not an adverb by its ending."""
    low = tok.low
    return (tok.lem or low) not in verb_act and not low.endswith("ly") and len(low) > 2


def _determined(tokens: Sequence[Word], i: int) -> bool:
    """The noun at `i` heads a noun phrase a determiner or an owner opens, within three words before it
    ("the storage bill", "our nightly exports"): a subject, not a program name before its subcommand
    ("kubectl delete") or an object of the verb before it."""
    for tok in reversed(tokens[max(0, i - 3):i]):
        if tok.low in DETERMINERS or tok.low.endswith("'s"):
            return True
        if tok.kind != "word" or _verb_like(tok):
            return False
    return False


def _verb_like(tok: Word) -> bool:
    """A word that ends a noun phrase's reach backwards: a gerund or a joining word."""
    return tok.low.endswith("ing") or tok.low in ("and", "or", "to")


# Acts that change nothing themselves: beside a loose verb they do not say what it changes.
IDLE_ACTS = frozenset({Act.VAGUE, Act.READ, Act.REVEAL})
# After a loose verb, words that make it an auxiliary of the act that follows: "going to reproduce it",
# "go ahead and sync", "about to": that act, known or not, is what is done.
_AUXILIARY_AFTER = words("to ahead and on with")
_INDEFINITE = words("a an")


def loose_on_nothing_named(tokens: Sequence[Word], verbs: Iterable[tuple[Act, str]], named_kind: bool,
                           nonprod: bool, verb_act: dict[str, Act]) -> bool:
    """A clause whose only change is a loose verb, done to nothing of a kind the reader knows ("sorting
    out the billing thing", "making the numbers match"): neither the act nor its object is said. A named
    development environment makes it a chore there ("tidying up the dev stack"); a loose verb that only
    leads to another verb ("going to reproduce the failure") is not the act."""
    acts = {act for act, _ in verbs}
    if Act.VAGUE not in acts or not acts <= IDLE_ACTS or named_kind or nonprod:
        return False
    loose = {verb for act, verb in verbs if act is Act.VAGUE}
    # ("doing a dry run of the rule", "making a private album": a thing made, or an act named by its noun)
    if any(" " in verb for verb in loose):
        return True  # "sorting out", "taking care": a phrase that is only ever the act
    return any(t.kind == "word" and (t.lem or t.low) in loose
               and (nxt is None or nxt.low not in _AUXILIARY_AFTER | _INDEFINITE)
               for t, nxt in zip(tokens, [*tokens[1:], None], strict=True))
