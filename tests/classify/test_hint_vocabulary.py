"""Every vocabulary class proves itself: each example sentence gets the label written beside it."""

from __future__ import annotations

import pytest

from dongle.classify import vocabulary as V
from dongle.classify.act_classes import ACT_CLASSES
from dongle.classify.hint import classify_hint_rules as classify_hint  # the rules alone (hint_wording.py)
from dongle.classify.prose import LEXICON, lemma

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def _examples():
    for cls in (*V.VERBS, *ACT_CLASSES):
        for text, want in cls.examples:
            yield f"verb:{cls.act.value}", text, want
    for cls in V.OBJECTS:
        for text, want in cls.examples:
            yield f"object:{cls.obj.value}", text, want
    # every *_EXAMPLES table in the vocabulary: a new word set brings its own proof
    for name in sorted(n for n in dir(V) if n.endswith("_EXAMPLES")):
        for text, want in getattr(V, name):
            yield name.removesuffix("_EXAMPLES").lower(), text, want


EXAMPLES = list(_examples())


@pytest.mark.parametrize(("group", "text", "want"), EXAMPLES, ids=[f"{g}:{t[:40]}" for g, t, _ in EXAMPLES])
def test_vocabulary_example(group, text, want):
    got = classify_hint(text)
    assert LABEL[got.tier.value] == want, (group, text, got.factors)


def test_every_verb_and_object_class_has_examples():
    assert all(cls.examples for cls in (*V.VERBS, *ACT_CLASSES))
    assert all(cls.examples for cls in V.OBJECTS)


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("dropping", "drop"),
        ("deleted", "delete"),
        ("wiping", "wipe"),
        ("emptying", "empty"),
        ("stopping", "stop"),
        ("processes", "process"),
        ("credentials", "credential"),
        ("merged", "merge"),
        ("accounts", "account"),
        ("queries", "query"),
    ],
)
def test_lemmas_reach_the_vocabulary(word, expected):
    assert lemma(word) == expected
    assert expected in LEXICON


def test_unknown_words_stay_themselves():
    assert lemma("frobnicating") == "frobnicating"
