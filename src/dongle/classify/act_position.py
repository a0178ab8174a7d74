"""Where in a sentence a verb word is an act: the grammar of English verb position, as data.

A hint's acts are its verbs in verb position: the leading gerund or imperative of a clause, a verb after
its subject or an auxiliary ("I'll", "we will", "to"), a verb coordinated with another ("stop and
delete"). A word of the verb lists elsewhere names a thing: "computing kill curves" kills nothing,
"events of type 'permission_change'" types nothing, "it goes through review" reviews nothing. The word
lists of the reader say which words CAN be acts; this module says where they are not.

Three positions are read here, all from how English builds a verb phrase:

- after a preposition. A preposition takes a noun phrase; an act after it is a gerund ("by deleting",
  "after dropping"), so a bare, -s or -ed form right after one is a noun ("of type", "for review",
  "by date", "with delete permissions"). "to" is the infinitive marker, not one of these.
- right after the clause's verb. English joins a second act with "and", "then", a comma or "to"; a bare
  base form straight after a verb is the first word of that verb's object ("computing kill curves",
  "copying text from ..."). The verbs that take a bare verb after them (help, let, make, go) are the
  exception, and so are the verbs that run an operation named by its verb ("running destroy on the
  workspace", "triggering deploy"): there the named operation is the act.
- "get" before a past participle is the passive's auxiliary ("so we get alerted", "the rows get
  deleted"): nothing is fetched; the participle says what is done.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from dongle.classify.vocabulary import words

# Prepositions that take a noun phrase (not "to": "to delete" is an infinitive, an act planned)
NOUN_TAKING_PREPOSITIONS = words(
    "of for with from by per via through into onto in on at under over within across without against "
    "among between during"
)
# Verbs that take a bare verb after them, which is then the act: "help delete", "let drop", "go wipe"
BARE_VERB_TAKERS = words("help helps helping let lets letting make makes making go goes going come comes "
                         "coming see sees seeing try tries trying")
# Verbs that run an operation named by its own verb: "running destroy on the prod workspace"
OPERATION_RUNNERS = words("run execute exec invoke perform apply do issue trigger call fire kick")


class Word(Protocol):
    """What the reader knows of a token: its kind, its lower-case form and its lemma."""

    kind: str
    low: str
    lem: str


def not_an_act_position(tokens: Sequence[Word], i: int, last_verb: int) -> bool:
    """The verb word at `i` stands where English puts a noun, so it names a thing, not an act.
    `last_verb` is the index of the clause's last word read as an act (-1 when there is none)."""
    t = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if t.lem == "get" and nxt is not None and nxt.kind == "word" and nxt.low.endswith(("ed", "en")) \
            and i > 0 and tokens[i - 1].kind != "punct" and tokens[i - 1].low not in _NOT_SUBJECTS:
        return True  # "so we get alerted", "it gets dropped": the passive's auxiliary; the act is after
    if t.low.endswith("ing") or i == 0:
        return False  # a gerund is an act wherever it stands ("by deleting", "after dropping")
    prev = tokens[i - 1]
    if nxt is not None and nxt.kind in ("flag", "path", "num"):
        return False  # "with rm -rf build", "with rotate 0": a command or a directive with its arguments
    if prev.kind == "word" and prev.low in NOUN_TAKING_PREPOSITIONS:
        return True
    if last_verb != i - 1 or t.low != t.lem:
        return False
    if prev.low in BARE_VERB_TAKERS or prev.lem in OPERATION_RUNNERS:
        return False
    head = i - 2 if i >= 2 and prev.low in _PARTICLES else i - 1  # "clean up lint errors": "clean"
    verb, before = tokens[head], (tokens[head - 1] if head >= 1 else None)
    if verb.low == verb.lem and before is not None and before.kind != "punct" and before.low not in _SUBJECTS:
        return False  # "helm diff upgrade": a program's subcommands, not a verb and its object
    # "Stopping kill the job" is no English; "computing kill curves", "copying text from": an object
    return nxt is not None and nxt.kind in ("word", "ident") and nxt.low not in _VERB_OBJECT_OPENERS


def attributive_compound(tokens: Sequence[Word], i: int) -> bool:
    """A hyphenated participle between a determiner or an owner's "'s" and the noun after it ("the
    credential-dumping alert", "our long-running job", "the customer's auto-renewing plan") is an
    adjective of that noun, whatever verb its parts spell."""
    if i == 0 or i + 1 >= len(tokens):
        return False
    prev, nxt = tokens[i - 1], tokens[i + 1]
    if not tokens[i].low.endswith(("ing", "ed")):
        return False  # "the test-mode customers": a kind named, whose words still count
    owner = prev.low.endswith(("'s", "\u2019s")) or prev.low in _DETERMINERS
    return owner and nxt.kind == "word" and nxt.low not in _VERB_OBJECT_OPENERS | NOUN_TAKING_PREPOSITIONS \
        and nxt.low not in _JOINERS


_DETERMINERS = words("the a an my our your their its his her this that these those every each all some any")
_JOINERS = words("to and or then so")


# What stands before a verb in its own base form: a subject, an auxiliary, "to" ("I'll compute kill curves")
_SUBJECTS = words("i we you they i'll we'll you'll i'm we're to will would can could should must please "
                  "let's then and or also just now first")


_PARTICLES = words("up down out off over in on away back through")
# Words after which a "get" has no subject of its own ("and getting deleted rows back", "to get")
_NOT_SUBJECTS = NOUN_TAKING_PREPOSITIONS | words("and or then to so")


# Words that open a verb's own object or complement: after them the bare word was the verb after all
_VERB_OBJECT_OPENERS = words("the a an this that these those my our your their its his her it them all every "
                             "each any some me us him")
