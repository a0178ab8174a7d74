"""pytest plugin: record every hint the test suite judges, with the verdict of the rules alone.

    PYTHONPATH=tools pytest -p record_suite_hints -q tests/classify tests/rules tests/test_corpus_hints.py

The suite's hints are deliberate twins (a harmful act and a harmless look-alike worded alike), and the
suite asserts the rules' verdict on each, so they teach the wording model where words mislead. The
labels are the rules' alone (classify_hint_rules), never the wording model's own, and only where the
rules decide: a hint whose verdict the model moves (a go the rules gave on the kind of act alone, which
the model stops) is left out, because there the suite asserts the joined verdict, and the rules' label
would teach the model the opposite of what the test holds.
Writes tools/data/suite_hints.json (hint -> go | pause | stop).
"""

from __future__ import annotations

import atexit
import json
from pathlib import Path

import dongle.classify.hint as hint_module
from dongle.assessment import Assessment
from dongle.classify.hint_wording import with_wording
from dongle.levels import SafetyTier

OUT = Path(__file__).with_name("data") / "suite_hints.json"
_LABEL = {SafetyTier.ADVISORY: "go", SafetyTier.CONFIRM: "pause", SafetyTier.VERIFY: "pause",
          SafetyTier.DANGER_ZONE: "stop"}
_rules_only = hint_module.classify_hint_rules
_seen: dict[str, str] = {}


def _recording(text: str) -> Assessment:
    judged = _rules_only(text)
    if isinstance(text, str) and not judged.unresolved:
        label = _LABEL[SafetyTier.for_score(judged.risk_score)]
        if _LABEL[SafetyTier.for_score(with_wording(judged, text).risk_score)] == label:
            _seen[text] = label
    return judged


hint_module.classify_hint = _recording
hint_module.classify_hint_rules = _recording


@atexit.register
def _write() -> None:
    OUT.write_text(json.dumps(dict(sorted(_seen.items())), indent=0, ensure_ascii=False) + "\n")
