#!/usr/bin/env python3
"""Differential measurement: does the hint judge's verdict depend on how a hint writes the names of things?

For every hint of the given sets, variants are made that change only the surface form of the names it
carries (a bucket, a database, a channel, a ticket, a file): an unquoted identifier put in 'single',
"double" or `back` quotes, a quoted name (no space inside) taken out of its quotes or put in the other
kinds, and (a weaker equivalence, reported apart) an identifier split on its separators. Each variant is
judged and every hint whose verdict moves is listed with the form that moved it.

    python tools/name_forms.py --dongle .venv/bin/dongle FILE.jsonl... [--json OUT] [--show N]

JSON tool-call arguments and backticked command lines are left as written: their quotes are syntax.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

from dongle.classify.extract import KNOWN_COMMANDS
from dongle.classify.prose import LEXICON, VERB_ACT, lemma

TIER = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
# A name as written in prose: an identifier joined by - _ . / : (a URL or bucket path too), a channel or a
# handle, a ticket key. Plain words are names only when quoted (the writer said so).
_IDENT = re.compile(
    r"(?<![\w'\"`=./:#@$-])(?P<name>(?:[#@][A-Za-z][\w-]*|[a-z][a-z0-9+.-]*://[\w./-]+"
    r"|[A-Za-z0-9][A-Za-z0-9]*(?:[-_./:][A-Za-z0-9]+)+/?))(?![\w'\"`(=-])")
_QUOTED_NAME = re.compile(r"(?P<q>[`'\"])(?P<name>[#@]?[A-Za-z0-9][\w.\-/:@#~]*)(?P=q)")
_JSON_OR_CODE = re.compile(r"\{[^{}]*\}|`[^`]*\s[^`]*`")
_SEPARATORS = re.compile(r"[-_]+")
# key=value outside JSON: the value bare or quoted (`bucket=acme-hr-docs`, `bucket="acme-hr-docs"`)
_VALUE = r"(?P<name>[A-Za-z0-9#@][\w.\-/:@#]*)"
_KV_BARE = re.compile(r"(?<![\w-])(?P<key>[A-Za-z_][\w-]*)=" + _VALUE + r"(?=[\s,;)]|$)")
_KV_QUOTED = re.compile(r"(?<![\w-])(?P<key>[A-Za-z_][\w-]*)=(?P<q>['\"])" + _VALUE + r"(?P=q)")


def _protected(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _JSON_OR_CODE.finditer(text)]


def _inside(spans: list[tuple[int, int]], start: int) -> bool:
    return any(a <= start < b for a, b in spans)


def _is_sentence_end(text: str, m: re.Match[str]) -> bool:
    return m.group("name").endswith(".") and m.end() == len(text)


def _a_word(name: str) -> bool:
    """A hyphenated English word ("force-push", "on-call", "re-running") or a version number is no name."""
    if re.fullmatch(r"[\d.]+", name):
        return True
    if not re.fullmatch(r"[A-Za-z]+(?:-[A-Za-z]+)+", name):
        return False
    first = name.split("-")[0].lower()
    return lemma(name.lower()) in LEXICON or lemma(first) in VERB_ACT or first in ("re", "on", "co", "pre")


def variants(text: str) -> list[tuple[str, str]]:
    """(form, variant) pairs, each changing only how names are written."""
    spans = _protected(text)
    out: list[tuple[str, str]] = []
    if text.split(maxsplit=1)[:1] and text.split(maxsplit=1)[0] in KNOWN_COMMANDS:
        return []  # a command line: its quotes are the shell's
    bare = [m for m in _IDENT.finditer(text) if not _inside(spans, m.start())
            and not m.group("name").endswith(".") and not _a_word(m.group("name"))]
    quoted = [m for m in _QUOTED_NAME.finditer(text) if text[m.start() - 1: m.start()] != "="
              and (not _inside(spans, m.start()) or text[m.start()] == "`")]
    for q, kind in (("'", "single"), ('"', "double"), ("`", "backtick")):
        if bare:
            v = text
            for m in reversed(bare):
                v = v[: m.start()] + q + m.group("name") + q + v[m.end():]
            out.append((f"bare->{kind}", v))
    for m in quoted:
        name, q = m.group("name"), m.group("q")
        if name.isalpha() or _a_word(name):
            continue  # one plain word quoted is a word mentioned (a search term, a title), not a name
        kind = {"'": "single", '"': "double", "`": "backtick"}[q]
        out.append((f"{kind}->bare", text[: m.start()] + name + text[m.end():]))
        for q2, kind2 in (("'", "single"), ('"', "double"), ("`", "backtick")):
            if q2 != q:
                out.append((f"{kind}->{kind2}", text[: m.start()] + q2 + name + q2 + text[m.end():]))
    kv = [m for m in _KV_BARE.finditer(text) if not _inside(spans, m.start())]
    for q, kind in (("'", "single"), ('"', "double")):
        if kv:
            v = text
            for m in reversed(kv):
                v = v[: m.start("name")] + q + m.group("name") + q + v[m.end("name"):]
            out.append((f"kv-bare->{kind}", v))
    for m in _KV_QUOTED.finditer(text):
        if not _inside(spans, m.start()):
            out.append(("kv-quoted->bare", text[: m.start("q")] + m.group("name") + text[m.end() :]))
    for m in bare:
        name = m.group("name")
        if m.start() == 0 or "://" in name or name[0] in "#@" or not re.search(r"[-_]", name):
            continue  # a URL, channel or file name split is no longer the same thing
        out.append(("split", text[: m.start()] + _SEPARATORS.sub(" ", name) + text[m.end():]))
    return out


def judge(dongle: str, hints: list[str]) -> list[str]:
    payload = "".join(json.dumps({"hint": h}) + "\n" for h in hints)
    p = subprocess.run([dongle, "check", "--jsonl"], input=payload, capture_output=True, text=True,
                       env={**os.environ, "HOME": "/home/dev"}, check=True)
    answers = [json.loads(line) for line in p.stdout.splitlines() if line.strip()]
    assert len(answers) == len(hints), (len(answers), len(hints))
    return [TIER.get(a.get("tier"), "?") for a in answers]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--dongle", default=".venv/bin/dongle")
    ap.add_argument("--json", help="write every moved hint here")
    ap.add_argument("--only", nargs="*", help="judge only the hints listed in these --json outputs")
    ap.add_argument("--show", type=int, default=0, help="print up to N moved hints per form")
    args = ap.parse_args()
    items = []
    for f in args.files:
        with open(f) as lines:
            rows = [json.loads(line) for line in lines if line.strip()]
        tag = os.path.basename(f).split("-2026")[0]
        items += [(f"{tag}:{it['id']}", it["hint"], it["expect"]) for it in rows]
    items = [it for it in items if variants(it[1])]  # only hints that name something can move
    if args.only:
        only = set()
        for f in args.only:
            with open(f) as listed:
                only |= {it["id"] for it in json.load(listed)}
        items = [it for it in items if it[0] in only]
    base = judge(args.dongle, [h for _, h, _ in items])
    jobs = [(i, form, v) for i, (_, h, _) in enumerate(items) for form, v in variants(h)]
    got = judge(args.dongle, [v for _, _, v in jobs])
    moved: dict[int, list[tuple[str, str, str]]] = defaultdict(list)
    for (i, form, v), verdict in zip(jobs, got, strict=True):
        if verdict != base[i]:
            moved[i].append((form, verdict, v))
    strict = {i for i, m in moved.items() if any(f != "split" for f, _, _ in m)}
    forms = Counter(f for m in moved.values() for f in {f for f, _, _ in m})
    wrong = sum(1 for i in strict if any(v not in items[i][2] for f, v, _ in moved[i] if f != "split")
                or base[i] not in items[i][2])
    print(f"{len(items)} hints, {len(jobs)} variants; hints whose verdict moves with quoting: {len(strict)} "
          f"(of them a verdict out of label on one side: {wrong}); moved by splitting only: "
          f"{len(set(moved) - strict)}")
    for form, n in forms.most_common():
        print(f"  {form:22} {n}")
    if args.show:
        shown: Counter[str] = Counter()
        for i, m in sorted(moved.items()):
            for form, verdict, v in m:
                if shown[form] < args.show:
                    shown[form] += 1
                    print(f"[{form}] {items[i][0]} {base[i]}->{verdict} {items[i][2]}: {v[:200]!r}")
    if args.json:
        with open(args.json, "w") as out:
            json.dump([{"id": items[i][0], "hint": items[i][1], "expect": items[i][2], "base": base[i],
                        "moved": [{"form": f, "verdict": vd, "variant": v} for f, vd, v in m]}
                       for i, m in sorted(moved.items())], out, indent=1)


if __name__ == "__main__":
    sys.exit(main())
