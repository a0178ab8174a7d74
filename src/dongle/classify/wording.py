"""A second reading of a hint by its wording: a linear model over word and character n-grams, trained
on every labelled hint the project holds (tools/train_wording_model.py).

Why a model next to the rules: the rules read a hint's structure (an act, its object, scope, destination
and purpose) with vocabularies, and new writers word the same effects in ways no vocabulary lists
("so nothing of it is left", "hand the ledger to the broker"). Measured leave-one-writer-out over six
blind sets, the wording model alone finds hard-stop hints the rules missed about as often as it misses
ones the rules find; together they find more than either. The model is knowledge of how people word
harm, not a rule: it only adds to the rules' verdict (wording.py never lowers a stop or a named
family's pause, see hint_wording.py), and it says which words weighed most.

Feature extraction lives here and only here, so training and judging cannot drift apart: the trainer
imports `term_counts` and `weigh`.
"""

from __future__ import annotations

import gzip
import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path

MODEL_PATH = Path(__file__).with_name("data") / "wording_model.json.gz"
LABELS = ("go", "pause", "stop")
_WORD = re.compile(r"[a-z_][a-z0-9_.\-]+")
_SPACES = re.compile(r"\s+")
WORD_NGRAMS = (1, 2)
CHAR_NGRAMS = (3, 5)


def term_counts(text: str) -> tuple[Counter[str], Counter[str]]:
    """Word 1-2-grams and character 3-5-grams inside words (padded with a space at each end), lowercased.
    Character grams make "wiping", "wiped" and "wipe" share most of their evidence."""
    low = text.lower()
    tokens = _WORD.findall(low)
    words: Counter[str] = Counter(tokens)
    words.update(f"{a} {b}" for a, b in pairwise(tokens))
    chars: Counter[str] = Counter()
    low_n, high_n = CHAR_NGRAMS
    for word in _SPACES.split(low):
        if not word:
            continue
        padded = f" {word} "
        for n in range(low_n, high_n + 1):
            if len(padded) <= n:  # a short word is one gram, counted once
                chars[padded] += 1
                break
            chars.update(padded[i:i + n] for i in range(len(padded) - n + 1))
    return words, chars


def _weights(counts: Counter[str], terms: dict[str, list[float]]) -> list[tuple[float, list[float]]]:
    """Sublinear tf-idf over the known terms, paired with each term's row [idf, w_go, w_pause, w_stop]."""
    return [((1.0 + math.log(c)) * row[0], row)
            for t, c in counts.items() if (row := terms.get(t)) is not None]


def weigh(counts: Counter[str], idf: dict[str, float]) -> dict[str, float]:
    """Sublinear tf-idf over the known terms, scaled to unit length (unknown terms carry nothing)."""
    weights = {t: (1.0 + math.log(c)) * idf[t] for t, c in counts.items() if t in idf}
    norm = math.sqrt(sum(w * w for w in weights.values()))
    return {t: w / norm for t, w in weights.items()} if norm else {}


@dataclass(frozen=True)
class Reading:
    """The model's probabilities for go, pause and stop, and its most probable label."""

    go: float
    pause: float
    stop: float
    label: str


@dataclass(frozen=True)
class WordingModel:
    """Per block (words, characters) a row per known term: its idf, then its weights for go, pause and
    stop when the term carries any (a row of one is a term that only counts toward the length)."""

    words: dict[str, list[float]]
    chars: dict[str, list[float]]
    intercept: tuple[float, float, float]

    @classmethod
    def load(cls, path: Path = MODEL_PATH) -> WordingModel:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            data = json.load(fh)
        return cls(data["words"], data["chars"], tuple(data["intercept"]))

    def read(self, text: str) -> Reading:
        words, chars = term_counts(text)
        logits = list(self.intercept)
        for block in (_weights(words, self.words), _weights(chars, self.chars)):
            norm = math.sqrt(sum(v * v for v, _ in block))
            for value, row in block:
                if len(row) == 4:
                    scaled = value / norm
                    logits[0] += row[1] * scaled
                    logits[1] += row[2] * scaled
                    logits[2] += row[3] * scaled
        top = max(logits)
        exps = [math.exp(x - top) for x in logits]
        total = sum(exps)
        go, pause, stop = (e / total for e in exps)
        return Reading(go, pause, stop, LABELS[max(range(3), key=lambda k: logits[k])])

    def evidence(self, text: str, label: str, count: int = 4) -> tuple[str, ...]:
        """The words (not character grams) that pushed most toward `label` against the other two."""
        k = LABELS.index(label)
        words, _ = term_counts(text)
        block = _weights(words, self.words)
        pushes = [(value * (row[1 + k] - (row[1] + row[2] + row[3]) / 3), term)
                  for (value, row), term in zip(block, [t for t in words if t in self.words], strict=True)
                  if len(row) == 4]
        return tuple(term for push, term in sorted(pushes, reverse=True)[:count] if push > 0)


@cache
def model() -> WordingModel:
    """Loaded once, on the first hint: commands never pay for it."""
    return WordingModel.load()
