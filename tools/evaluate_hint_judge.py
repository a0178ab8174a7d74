"""Leave-one-set-out figures for the WHOLE hint judge (rules + wording model, joined as in production).

    PYTHONPATH=src python tools/evaluate_hint_judge.py                 # every blind set, pooled
    PYTHONPATH=src python tools/evaluate_hint_judge.py --since AA      # only blind-AA onwards
    PYTHONPATH=src python tools/evaluate_hint_judge.py --check-cli     # and compare: dongle check --jsonl

Why: the model's own leave-one-set-out figures (train_wording_model.py --evaluate) say how its wording
reading meets a new writer, but what a user gets is the rules' verdict joined to that reading
(hint_wording.py). Each blind set is judged here by the rules as they stand and by a model retrained
without that set and without any hint of another set or of the suite that quotes one of its items, so
the model has never seen the held-out writer. The rules have seen most of these sets (they were written
to fix them): the later sets, written after most rules existed, are the fairest yardstick.

With --rules-first-seen each set is judged instead by the rules as they stood just before the set was
added to bench/heldout (the parent of the commit that added it, checked out with `git archive`), joined
by today's join to a model that never saw the set: what a new writer met, the figure closed sets report.

The rules' verdict does not depend on the model, so it is computed once per hint; each fold only swaps
the model the join reads (hint_wording.model). A fold's readings are kept (the three probabilities per hint),
so --families and --sweep judge the same readings again without refitting:

    --families          per finding family: how often the rules' pause and stop were right on first-seen
                        sets (a go-labelled hint paused is a false positive; a hint not labelled stop stopped
                        is too strong), and how many of each family's pauses the join lowered
    --sweep NAME=V,V    the whole judge again with a threshold of hint_wording set to each value
    --folds K           whole sets held out K at a time (session 26 used 8: one fit per fold, not per set)
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from train_wording_model import ROOT, fit, load_sets

from dongle.assessment import Assessment
from dongle.classify import hint_wording
from dongle.classify.extract import KNOWN_COMMANDS
from dongle.classify.hint import classify_hint, classify_hint_rules
from dongle.classify.prose import MAX_CHARS
from dongle.classify.quoted_names import names_unquoted
from dongle.classify.wording import LABELS, Reading, WordingModel
from dongle.levels import DangerLevel, SafetyTier

TIER_LABEL = {SafetyTier.ADVISORY: "go", SafetyTier.CONFIRM: "pause", SafetyTier.VERIFY: "pause",
              SafetyTier.DANGER_ZONE: "stop"}


def label(a: Assessment) -> str:
    return TIER_LABEL[SafetyTier.for_score(a.risk_score)]


def held_out(name: str, sets: dict[str, list[dict]]) -> list[dict]:
    """Every item of every other set, less any that is, quotes or is quoted by an item of `name`."""
    held = [it["hint"] for it in sets[name]]
    exact = set(held)

    def quotes(text: str) -> bool:
        return text in exact or any(h in text or (len(text) > 40 and text in h) for h in held)

    return [it for other, items in sets.items() if other != name for it in items if not quotes(it["hint"])]


def scores(items: list[dict], labels: list[str]) -> tuple[int, int, int, int, int, int]:
    pos = [lab for it, lab in zip(items, labels, strict=True) if "go" not in it["expect"]]
    crit = [lab for it, lab in zip(items, labels, strict=True) if it["expect"] == ["stop"]]
    neg = [lab for it, lab in zip(items, labels, strict=True) if it["expect"] == ["go"]]
    return (sum(x != "go" for x in pos), len(pos), sum(x == "stop" for x in crit), len(crit),
            sum(x != "go" for x in neg), len(neg))


def line(name: str, s: tuple[int, ...]) -> str:
    det, npos, crit, ncrit, fp, nneg = s
    return (f"{name:24} detection {det / npos:6.1%} ({det}/{npos})  "
            f"critical {crit / ncrit:6.1%} ({crit}/{ncrit})  false positives {fp / nneg:6.1%} ({fp}/{nneg})")


def judge_with(reader: WordingModel, rules: Assessment, text: str) -> Assessment:
    """The production join (hint_wording.with_wording) of the rules' verdict and `reader`'s reading."""
    saved = hint_wording.model
    hint_wording.model = lambda: reader  # type: ignore[assignment]
    try:
        return hint_wording.with_wording(rules, text)
    finally:
        hint_wording.model = saved  # type: ignore[assignment]


class Recorded:
    """A model that answers with readings already made (evidence is only shown, never decides)."""

    def __init__(self, readings: dict[str, tuple[float, float, float]]) -> None:
        self.readings = readings

    def read(self, text: str) -> Reading:
        probs = self.readings[text]
        return Reading(*probs, LABELS[max(range(3), key=lambda k: probs[k])])

    def evidence(self, text: str, label: str, count: int = 4) -> tuple[str, ...]:
        return ()


def fold_readings(sets: dict[str, list[dict]], name: str,
                  trainer: Callable[[list[dict]], dict] = lambda items: fit(items)[0],
                  together: tuple[str, ...] = ()) -> Recorded:
    """The readings of set `name`'s hints (and of the sets held out `together` with it) by a model trained
    without any of them (held_out)."""
    group = (name, *together)
    pooled = {n: v for n, v in sets.items() if n not in group}
    pooled["held"] = [it for n in group for it in sets[n]]
    data = trainer(held_out("held", pooled))
    reader = WordingModel(data["words"], data["chars"], tuple(data["intercept"]))
    found = {}
    for it in pooled["held"]:
        # the join reads the hint as with_wording gives it to the model; the model's own label reads the same
        as_read = names_unquoted(it["hint"][:MAX_CHARS], KNOWN_COMMANDS)
        read = reader.read(as_read)
        found[it["hint"]] = found[as_read] = (read.go, read.pause, read.stop)
    return Recorded(found)


def fold_labels(items: list[dict], rules: dict[str, Assessment],
                reader: Recorded) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {"rules": [], "model": [], "judge": []}
    for it in items:
        text = it["hint"]
        out["rules"].append(label(rules[text]))
        out["model"].append(reader.read(text).label)
        out["judge"].append(label(judge_with(reader, rules[text], text)))
    return out


def _kind(expect: list[str]) -> str:
    if expect in (["go"], ["stop"]):
        return expect[0]
    return "either" if "go" in expect else "not go"


def families(items: list[dict], rules: dict[str, Assessment], judged: list[str]) -> None:
    """Per finding family of the rules' pauses and stops: the labels of the hints it was found in, and how
    many of its pauses the join lowered to go (a hint with several families counts in each)."""
    table: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for it, joined in zip(items, judged, strict=True):
        verdict = label(rules[it["hint"]])
        if verdict == "go":
            continue
        for family in rules[it["hint"]].rules or ("(none)",):
            counts = table[verdict, family]
            counts[_kind(it["expect"])] += 1
            counts["lowered " + _kind(it["expect"])] += joined == "go"
    print(f"{'rules':6} {'family':36} {'go':>5} {'not go':>7} {'stop':>5} {'either':>6}  precision"
          f"  lowered: go / not go")
    for (verdict, family), c in sorted(table.items(), key=lambda kv: (kv[0][0], -kv[1]["go"])):
        right = c["stop"] + (c["not go"] if verdict == "pause" else 0)
        judged_n = c["go"] + c["not go"] + c["stop"]
        lost = c["lowered not go"] + c["lowered stop"]
        print(f"{verdict:6} {family:36} {c['go']:5} {c['not go']:7} {c['stop']:5} {c['either']:6}  "
              f"{right / judged_n if judged_n else 0:8.1%}   {c['lowered go']:4} / {lost}")


def sweep(items: list[dict], rules: dict[str, Assessment], readers: dict[str, Recorded], names: list[str],
          sets: dict[str, list[dict]], setting: str) -> None:
    """The pooled judge with one threshold of hint_wording set to each value in turn."""
    name, values = setting.split("=")
    kept = getattr(hint_wording, name)
    try:
        for value in values.split(","):
            setattr(hint_wording, name, float(value))
            labels = [lab for n in names for lab in fold_labels(sets[n], rules, readers[n])["judge"]]
            print(line(f"{name}={value}", scores(items, labels)))
    finally:
        setattr(hint_wording, name, kept)


def blind_names(sets: dict[str, list[dict]], since: str | None) -> list[str]:
    names = sorted(n for n in sets if n.startswith("blind-"))
    if since:
        names = [n for n in names if n.split("-")[1] >= since and len(n.split("-")[1]) >= len(since)]
    return names


# run under an old checkout's src: its rules' verdicts (without any wording model) as JSON, hint -> fields
_DUMP = """
import json, sys
import dongle.classify.hint as h
judge = getattr(h, "classify_hint_rules", h.classify_hint)  # before the model, classify_hint was the rules
out = {}
for text in json.load(sys.stdin):
    a = judge(text)
    out[text] = {**a.to_dict(), "subject": a.subject, "level": a.danger_level.name}
json.dump(out, sys.stdout)
"""


def rules_first_seen(sets: dict[str, list[dict]], names: list[str]) -> dict[str, Assessment]:
    """Each set's hints judged by the rules as they stood before the set was added to bench/heldout."""
    found: dict[str, Assessment] = {}
    for name in names:
        path = next((ROOT / "bench" / "heldout").glob(f"**/hints-{name}.jsonl")).relative_to(ROOT)
        # followed through renames: a set kept under untrained/ until a retrain was first seen there
        added = _git("log", "--follow", "--diff-filter=A", "--format=%H", "--", str(path)).split()[-1]
        with tempfile.TemporaryDirectory() as tmp:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", f"{added}^", "src"],
                                     capture_output=True, check=True).stdout
            with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
                tar.extractall(tmp, filter="data")
            texts = [it["hint"] for it in sets[name]]
            env = {"PYTHONPATH": f"{tmp}/src", "HOME": "/home/dev", "PATH": "/usr/bin:/bin"}
            done = subprocess.run([str(ROOT / ".venv" / "bin" / "python"), "-c", _DUMP], env=env,
                                  input=json.dumps(texts), capture_output=True, text=True, check=True).stdout
        for text, d in json.loads(done).items():
            found[text] = _assessment(d)
        print(f"{name}: rules of {added[:8]}^", file=sys.stderr)
    return found


def cached_rules(cache: Path | None, sets: dict[str, list[dict]], names: list[str]) -> dict[str, Assessment]:
    """rules_first_seen, kept in `cache` (they do not change between runs: each is an old checkout's)."""
    if cache and cache.exists():
        return {text: _assessment(d) for text, d in json.loads(cache.read_text()).items()}
    found = rules_first_seen(sets, names)
    if cache:
        cache.write_text(json.dumps({t: {**a.to_dict(), "subject": a.subject, "level": a.danger_level.name}
                                     for t, a in found.items()}))
    return found


def _assessment(d: dict) -> Assessment:
    return Assessment(DangerLevel[d["level"]], d["risk_score"], d["irreversible"], tuple(d["factors"]),
                      tuple(d["rules"]), d["safer_alternative"], d["recovery"], d["unresolved"], d["kind"],
                      d["subject"])


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True).stdout


def check_cli(items: list[dict]) -> None:
    """Production (`dongle check --jsonl`, shipped model) against the in-process judge on the same hints."""
    dongle = ROOT / ".venv" / "bin" / "dongle"
    stdin = "".join(json.dumps({"hint": it["hint"]}) + "\n" for it in items)
    out = subprocess.run([str(dongle), "check", "--jsonl"], input=stdin, capture_output=True, text=True,
                         check=False).stdout.splitlines()
    tiers = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
    cli = [tiers.get(json.loads(o).get("tier"), "?") for o in out]
    inproc = [label(classify_hint(it["hint"])) for it in items]
    moved = [(it["id"], a, b) for it, a, b in zip(items, cli, inproc, strict=True) if a != b]
    print(f"CLI vs in-process on {len(items)} hints: {len(moved)} differ")
    for ident, a, b in moved[:30]:
        print(f"  {ident}: cli {a}, in-process {b}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--since", help="only blind sets whose letter code sorts at or after this (e.g. AA)")
    ap.add_argument("--check-cli", action="store_true")
    ap.add_argument("--rules-first-seen", action="store_true",
                    help="judge each set by the rules as they stood before it was added (see above)")
    ap.add_argument("--untrained", action="store_true",
                    help="also the sets under heldout/untrained/ (never the score-only one)")
    ap.add_argument("--rules-cache", type=Path,
                    help="with --rules-first-seen: the first-seen verdicts, read if present, else written")
    ap.add_argument("--folds", type=int, help="hold out whole sets in this many folds (every k-th set by "
                    "name) instead of one set at a time: one fit per fold")
    ap.add_argument("--readings", type=Path, help="the folds' readings (hint -> p(go), p(pause), p(stop)) "
                    "and the folds: read if present, else written; --sweep and join changes are then judged "
                    "on the same readings without refitting")
    ap.add_argument("--json", type=Path, help="write per-set labels here")
    ap.add_argument("--families", action="store_true", help="per finding family: the rules' precision")
    ap.add_argument("--sweep", action="append", default=[], metavar="NAME=V,V",
                    help="judge again with hint_wording.NAME at each value (repeatable)")
    args = ap.parse_args()
    sets = load_sets(untrained=args.untrained)
    names = blind_names(sets, args.since)
    items = [it for n in names for it in sets[n]]
    if args.check_cli:
        check_cli(items)
    if args.rules_first_seen:
        rules = cached_rules(args.rules_cache, sets, names)
    else:
        rules = {it["hint"]: classify_hint_rules(it["hint"]) for it in items}
    pooled: dict[str, list[str]] = {"rules": [], "model": [], "judge": []}
    per_set = {}
    readers = {}
    folds = [names[k::args.folds] for k in range(args.folds)] if args.folds else [[n] for n in names]
    if args.readings and args.readings.exists():
        kept = json.loads(args.readings.read_text())
        if kept["folds"] != folds:
            sys.exit(f"{args.readings} holds other folds")
        recorded = Recorded({text: tuple(p) for text, p in kept["readings"].items()})
        readers = dict.fromkeys(names, recorded)
    else:
        for first, *rest in folds:
            readers[first] = fold_readings(sets, first, together=tuple(rest))
            readers.update(dict.fromkeys(rest, readers[first]))
            print(f"fold of {first}: fitted", file=sys.stderr, flush=True)
        if args.readings:
            merged = {text: p for n in names for text, p in readers[n].readings.items()}
            args.readings.write_text(json.dumps({"folds": folds, "readings": merged}))
    for name in names:
        got = fold_labels(sets[name], rules, readers[name])
        per_set[name] = got
        for k in pooled:
            pooled[k] += got[k]
        print(line(name, scores(sets[name], got["judge"])), flush=True)
    for k in ("rules", "model", "judge"):
        print(line(f"POOLED {k}", scores(items, pooled[k])))
    if args.families:
        families(items, rules, pooled["judge"])
    for setting in args.sweep:
        sweep(items, rules, readers, names, sets, setting)
    if args.json:
        args.json.write_text(json.dumps({n: {"ids": [it["id"] for it in sets[n]], **v}
                                         for n, v in per_set.items()}))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
