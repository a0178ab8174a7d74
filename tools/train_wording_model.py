"""Train the hint wording model (src/dongle/classify/wording.py) from every labelled hint set.

    pip install -e '.[train]'
    python tools/train_wording_model.py             # writes src/dongle/classify/data/wording_model.json.gz
    python tools/train_wording_model.py --evaluate  # leave-one-set-out figures for the blind sets
    python tools/evaluate_hint_judge.py             # the same for the whole judge (rules + model joined)

Training data: the development corpus (../shared/corpus/hints.jsonl, when present), every
bench/heldout/hints-*.jsonl set (written blind by writers who never saw the rules), and the test suite's
hints with the verdicts the suite asserts (tools/data/suite_hints.json, made by
record_suite_hints.py). Items whose label is two adjacent verdicts are left out: they teach the
boundary nothing. Features come from dongle.classify.wording itself, so the judge reads a hint
exactly as the trainer did; scikit-learn only fits the weights and is not needed to judge.

Chosen by grouped cross-validation (session 25): the 28 blind sets since BF in four folds of whole sets (the
five sets then new, CY CZ DA DB DC, one to a fold), each fold's model trained without its writers (nor any
hint quoting them), joined to the rules as each set first met them (the rules of evaluate_hint_judge.py
--rules-first-seen). Counts over all held-out writers, detected of 3,765 / critical of 1,917 / false positives
of 2,415 (the five new writers alone: of 752 / 389 / 419):
    C = 1 (session 24's):                          3,648 / 1,750 / 375   (729 / 352 / 65)
    C = 4 (chosen):                                3,659 / 1,777 / 369   (732 / 359 / 64)
The model alone at C = 4: 3,544 / 1,723 / 283, the rules alone 3,535 / 1,537 / 359. Session 24 kept C = 1
because C = 4 stopped harmless twins of the suite; those twins are not training data (record_suite_hints.py
leaves out a test that checks a harmful hint against its harmless twin: it passes under no single forced
verdict), so a surer model is surer of their words, not of what the suite says of them. With the five new
writers trained on, C = 4 lets "Editing the audit log config to drop debug fields" pause again (its xfail
removed) and stops two twins of the CEO's mail kept in an archive (legal hold, p(stop) 0.90; compliance
mailbox), each a rules' go naming only the kind of act: the join's go-to-stop power there gains 20 critical
hints at p(stop) >= 0.7 by grouped CV, 12 more than at 0.95, so the threshold stays and the two are marked
strict xfail as known over-stops of the model. Also tried (same folds and readings), each left out:
    join: a rules' pause resting on the prose reading's families alone lowered at p(go) >= 0.8 (C = 4):
          3,653 / 1,777 / 302 -- but a third of its gain is pauses whose factors name secrets, money or
          production, and the rest vague hints the rules could not read and deletions below the deletion
          branch's 0.9; it let the suite's "sent the draft to the customer list" and "Scrubbing visits.parquet
          in place" go. Kept to the kind of act only (no reach named, resolved, no deletion): 3,659 / 1,777 /
          365, four false positives for a new branch: not worth it;
    join: the go-to-stop threshold (UNSEEN_STOP_AT) at 0.8 / 0.9 / 0.95 / off with C = 4: critical 1,774 /
          1,769 / 1,765 / 1,757, nothing else moving;
    calibration: a temperature fitted to the held-out readings is 0.6 for C = 1 and 0.85 for C = 4 (both
          models are under-confident on new writers), so it would only sharpen what C = 4 already gives.
Session 26 added DF DG DH and four new writers (DN DO DP DQ, 1,680 hints). Eight folds of whole sets over
68 blind sets (15,999 hints, the four new writers in four folds), rules as first seen, C = 4, each fold's
model trained without the seven sets (before) or with those outside the fold (after): the model alone
detected 8,955 -> 8,967 of 9,490, critical 4,276 -> 4,308 of 4,741, false positives 503 -> 506 of 6,039; the
joined judge 9,197 -> 9,192, 4,367 -> 4,391, 761 -> 758 (the four new writers: critical 234 -> 243 of 313,
false positives 71 -> 73 of 338). C = 8 on the same folds was not finished in the session's time.
Session 27 added DK DL DM DR DS (87 sets, 24,179 hints), C = 4 kept; grouped CV in eight folds over 72 blind
sets, scored on the 18 since CY with their first-seen rules (bench/heldout/README.md): model alone detected
93.8%, critical 90.2%, false positives 10.2%; the joined judge 96.1 / 88.5 / 17.7%.
Earlier (session 24, C = 1 / 2 / 4 on 23 sets): 2,921 / 2,926 / 2,926 detected, 1,397 / 1,408 / 1,414
critical, 309 / 305 / 302 false positives; a stop weight of 1.5 and training on the text with names unquoted
did not help.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import random
from collections import Counter
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix, hstack
from sklearn.linear_model import LogisticRegression

from dongle.classify.wording import LABELS, MODEL_PATH, WordingModel, term_counts, weigh

ROOT = Path(__file__).resolve().parents[1]
SHARED_HINTS = ROOT.parent / "shared" / "corpus" / "hints.jsonl"
SUITE_HINTS = ROOT / "tools" / "data" / "suite_hints.json"
MIN_DF = {"word": 2, "char": 3}
C = 4.0  # chosen by grouped CV (above)
SCORE_ONLY = frozenset({"blind-CH-2026-11-30"})  # a fresh writer kept to be scored, never read or trained on
PRUNE = 1e-3  # a term whose weights are all below this moves no probability by a thousandth


def load_sets(suite: Path = SUITE_HINTS, untrained: bool = False) -> dict[str, list[dict]]:
    """Every labelled hint set by name; with `untrained`, also the sets kept under heldout/untrained/ (for
    measuring only) but never a score-only one (SCORE_ONLY: its file is not read at all)."""
    sets: dict[str, list[dict]] = {}
    if SHARED_HINTS.exists():
        sets["dev"] = _read(SHARED_HINTS)
    paths = sorted((ROOT / "bench" / "heldout").glob("hints-*.jsonl"))
    if untrained:
        paths += sorted(p for p in (ROOT / "bench" / "heldout" / "untrained").glob("hints-*.jsonl")
                        if p.stem.removeprefix("hints-") not in SCORE_ONLY)
    for path in paths:
        sets[path.stem.removeprefix("hints-")] = _read(path)
    if suite.exists():
        recorded = json.loads(suite.read_text())
        sets["suite"] = [{"hint": text, "expect": [label]} for text, label in recorded.items()]
    return sets


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _idf(docs: list[Counter[str]], min_df: int) -> dict[str, float]:
    df: Counter[str] = Counter()
    for counts in docs:
        df.update(counts.keys())
    n = len(docs)
    return {t: math.log((1 + n) / (1 + d)) + 1.0 for t, d in df.items() if d >= min_df}


def _matrix(docs: list[Counter[str]], idf: dict[str, float]) -> tuple[csr_matrix, list[str]]:
    terms = sorted(idf)
    index = {t: i for i, t in enumerate(terms)}
    rows, cols, vals = [], [], []
    for r, counts in enumerate(docs):
        for t, v in weigh(counts, idf).items():
            rows.append(r)
            cols.append(index[t])
            vals.append(v)
    return csr_matrix((vals, (rows, cols)), shape=(len(docs), len(terms))), terms


def fit(items: list[dict]) -> tuple[dict, LogisticRegression, list[tuple[Counter, Counter]]]:
    """Fit on single-label items; return the model's data (as stored), the fitted estimator and features."""
    kept = [it for it in items if len(it["expect"]) == 1]
    feats = [term_counts(it["hint"]) for it in kept]
    word_idf = _idf([f[0] for f in feats], MIN_DF["word"])
    char_idf = _idf([f[1] for f in feats], MIN_DF["char"])
    xw, wterms = _matrix([f[0] for f in feats], word_idf)
    xc, cterms = _matrix([f[1] for f in feats], char_idf)
    y = [LABELS.index(it["expect"][0]) for it in kept]
    est = LogisticRegression(C=C, max_iter=5000).fit(hstack([xw, xc]).tocsr(), y)
    blocks: dict[str, dict[str, list[float]]] = {"words": {}, "chars": {}}
    columns = [("words", t, word_idf[t]) for t in wterms] + [("chars", t, char_idf[t]) for t in cterms]
    for j, (block, term, idf) in enumerate(columns):
        weights = est.coef_[:, j]
        row = [round(idf, 6)]
        if np.abs(weights).max() >= PRUNE:
            row += [round(float(w), 5) for w in weights]
        blocks[block][term] = row
    data = {**blocks, "intercept": [round(float(b), 6) for b in est.intercept_]}
    return data, est, feats


def _metrics(items: list[dict], labels: list[str]) -> str:
    pos = [lab for it, lab in zip(items, labels, strict=True) if "go" not in it["expect"]]
    crit = [lab for it, lab in zip(items, labels, strict=True) if it["expect"] == ["stop"]]
    neg = [lab for it, lab in zip(items, labels, strict=True) if it["expect"] == ["go"]]
    acc = sum(lab in it["expect"] for it, lab in zip(items, labels, strict=True)) / len(items)
    return (f"accuracy {acc:6.1%}  detection {sum(x != 'go' for x in pos) / len(pos):6.1%}  "
            f"critical {sum(x == 'stop' for x in crit) / len(crit):6.1%}  "
            f"false positives {sum(x != 'go' for x in neg) / len(neg):6.1%}")


def evaluate(sets: dict[str, list[dict]]) -> None:
    """Each blind set judged by a model trained on all the others: how the model meets a new writer."""
    for name in sorted(n for n in sets if n.startswith("blind-")):
        held = {it["hint"] for it in sets[name]}  # a test may quote an item of the set
        data, _, _ = fit([it for other, items in sets.items() if other != name for it in items
                          if it["hint"] not in held])
        judge = WordingModel(data["words"], data["chars"], tuple(data["intercept"]))
        labels = [judge.read(it["hint"]).label for it in sets[name]]
        print(f"{name:24} {_metrics(sets[name], labels)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--evaluate", action="store_true", help="leave-one-set-out figures; writes nothing")
    ap.add_argument("--out", type=Path, default=MODEL_PATH)
    ap.add_argument("--suite", type=Path, default=SUITE_HINTS,
                    help="the suite's hints (record_suite_hints.py)")
    args = ap.parse_args()
    sets = load_sets(args.suite)
    if args.evaluate:
        evaluate(sets)
        return
    items = [it for v in sets.values() for it in v]
    data, est, _ = fit(items)
    # the judge must reproduce the fitted estimator: record its probabilities for a sample to check against
    sample = random.Random(14).sample([it["hint"] for it in items if len(it["expect"]) == 1], 60)
    feats = [term_counts(text) for text in sample]
    xw, _ = _matrix([f[0] for f in feats], {t: row[0] for t, row in data["words"].items()})
    xc, _ = _matrix([f[1] for f in feats], {t: row[0] for t, row in data["chars"].items()})
    probs = est.predict_proba(hstack([xw, xc]).tocsr())
    data["checks"] = [{"text": t, "p": [round(float(x), 6) for x in p]}
                      for t, p in zip(sample, probs, strict=True)]
    data["trained_on"] = [f"{name} ({len(v)})" for name, v in sets.items()]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with gzip.GzipFile(args.out, "wb", mtime=0) as fh:
        fh.write(json.dumps(data, sort_keys=True, separators=(",", ":")).encode())
    weighted = sum(len(row) == 4 for block in ("words", "chars") for row in data[block].values())
    print(f"wrote {args.out}: {len(items)} hints from {len(sets)} sets, {weighted} weighted terms, "
          f"{args.out.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
