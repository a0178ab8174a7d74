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
the model the join reads (hint_wording.model).
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
from pathlib import Path

from train_wording_model import ROOT, fit, load_sets

from dongle.assessment import Assessment
from dongle.classify import hint_wording
from dongle.classify.hint import classify_hint, classify_hint_rules
from dongle.classify.wording import WordingModel
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


def fold_labels(sets: dict[str, list[dict]], name: str, rules: dict[str, Assessment],
                trainer: Callable[[list[dict]], dict] = lambda items: fit(items)[0]) -> dict[str, list[str]]:
    data = trainer(held_out(name, sets))
    reader = WordingModel(data["words"], data["chars"], tuple(data["intercept"]))
    out: dict[str, list[str]] = {"rules": [], "model": [], "judge": []}
    for it in sets[name]:
        text = it["hint"]
        out["rules"].append(label(rules[text]))
        out["model"].append(reader.read(text).label)
        out["judge"].append(label(judge_with(reader, rules[text], text)))
    return out


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
        path = next((ROOT / "bench" / "heldout").glob(f"hints-{name}.jsonl")).relative_to(ROOT)
        added = _git("log", "--diff-filter=A", "--format=%H", "--", str(path)).split()[-1]
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
            found[text] = Assessment(DangerLevel[d["level"]], d["risk_score"], d["irreversible"],
                                     tuple(d["factors"]), tuple(d["rules"]), d["safer_alternative"],
                                     d["recovery"], d["unresolved"], d["kind"], d["subject"])
        print(f"{name}: rules of {added[:8]}^", file=sys.stderr)
    return found


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
    ap.add_argument("--json", type=Path, help="write per-set labels here")
    args = ap.parse_args()
    sets = load_sets()
    names = blind_names(sets, args.since)
    items = [it for n in names for it in sets[n]]
    if args.check_cli:
        check_cli(items)
    rules = (rules_first_seen(sets, names) if args.rules_first_seen
             else {it["hint"]: classify_hint_rules(it["hint"]) for it in items})
    pooled: dict[str, list[str]] = {"rules": [], "model": [], "judge": []}
    per_set = {}
    for name in names:
        got = fold_labels(sets, name, rules)
        per_set[name] = got
        for k in pooled:
            pooled[k] += got[k]
        print(line(name, scores(sets[name], got["judge"])), flush=True)
    for k in ("rules", "model", "judge"):
        print(line(f"POOLED {k}", scores(items, pooled[k])))
    if args.json:
        args.json.write_text(json.dumps({n: {"ids": [it["id"] for it in sets[n]], **v}
                                         for n, v in per_set.items()}))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
