"""Record the test suite's hints, each labelled with the verdict its test ASSERTS, for the wording model.

    python tools/record_suite_hints.py            # three suite runs side by side, then
                                                  # writes tools/data/suite_hints.json (hint -> label)
    python tools/record_suite_hints.py GO PAUSE STOP  # the same from the raw files of runs already made

Why not the verdict the judge gives: a label taken from the rules (or from the joined judge) teaches the
model the rules' own mistakes, and where the model moves a verdict the suite asserts the joined one, so
the rules' label taught the opposite of what the test holds. What a test holds is found by asking it:
the suite runs three times, each time with every hint judged as go, as pause, and as stop (the rest of
the assessment -- rules, factors -- left as judged), and a test's hint is labelled with the verdicts
under which its test passes. One verdict: that is the label. Two (a test asserting "not go"): no
boundary is asserted, left out. None or all three: the test holds nothing about the
verdict (a property, a crash check) and the hint is left out.

Only hints a person wrote go in: a hint that is not a string literal of the test sources (random
characters and word salads drawn by hypothesis, texts assembled in code) teaches the model nothing about
how people word acts, and a test that judged any such hint is left out whole. A test that judges several
literal hints and passes under exactly one forced verdict asserts that verdict of each (a loop over a
list of stops); one that checks a harmful hint against its harmless twin passes under none, and is left
out.

The plugin half (run inside pytest with DONGLE_SUITE_FORCE=go|pause|stop and DONGLE_SUITE_RAW=FILE)
writes {test id: [[hint, ...], passed]} per run; main() runs it three times and joins the runs.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pytest

    from dongle.assessment import Assessment

ROOT = Path(__file__).resolve().parents[1]
OUT = Path(__file__).with_name("data") / "suite_hints.json"
FORCED = ("go", "pause", "stop")
SUITE = ("tests/classify", "tests/rules")


class _Forcing:
    """Inside pytest: every hint judged as DONGLE_SUITE_FORCE says, recording which test judged which."""

    def __init__(self, force: str) -> None:
        import dongle.classify.hint as hint_module
        from dongle.classify.verdict import score_for
        from dongle.levels import DangerLevel, SafetyTier

        self.force = force
        self.level = {"go": DangerLevel.SAFE, "pause": DangerLevel.DANGEROUS,
                      "stop": DangerLevel.FORBIDDEN}[force]
        self.score = score_for(self.level)
        self.tier_label = {SafetyTier.ADVISORY: "go", SafetyTier.CONFIRM: "pause",
                           SafetyTier.VERIFY: "pause", SafetyTier.DANGER_ZONE: "stop"}
        self.test: str | None = None
        self.judged: dict[str, list[str]] = {}
        self.passed: dict[str, bool] = {}
        hint_module.classify_hint = self._wrap(hint_module.classify_hint)
        hint_module.classify_hint_rules = self._wrap(hint_module.classify_hint_rules)

    def _wrap(self, judge: Callable[[str], Assessment]) -> Callable[[str], Assessment]:
        def forced(text: str) -> Assessment:
            got = judge(text)
            if isinstance(text, str) and self.test is not None:
                seen = self.judged.setdefault(self.test, [])
                if text not in seen:
                    seen.append(text)
            if self.tier_label[got.tier] == self.force:
                return got
            return replace(got, danger_level=self.level, risk_score=self.score)
        return forced

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self.test = item.nodeid

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call":  # an xfail's assertion held exactly when it xpassed (not "skipped")
            held = report.outcome != "skipped" if hasattr(report, "wasxfail") else report.outcome == "passed"
            self.passed[report.nodeid] = held

    def pytest_unconfigure(self) -> None:
        raw = {test: [texts, self.passed.get(test, False)] for test, texts in self.judged.items()}
        Path(os.environ["DONGLE_SUITE_RAW"]).write_text(json.dumps(raw))


def pytest_configure(config: pytest.Config) -> None:
    if _FORCING is not None:
        config.pluginmanager.register(_FORCING, "suite-hint-forcing")


# patched when pytest loads this plugin (-p), before any test module imports the judges
_FORCING = _Forcing(os.environ["DONGLE_SUITE_FORCE"]) if "DONGLE_SUITE_FORCE" in os.environ else None


def literals() -> set[str]:
    """Every string literal of the test sources: the hints a person wrote."""
    found: set[str] = set()
    for path in (ROOT / "tests").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return found


def patched(test: str) -> bool:
    """The test replaces something (a stand-in wording model, an environment) with monkeypatch: what it
    asserts holds under the stand-in, not of the hint as the judge reads it."""
    path, _, name = test.partition("::")
    name = name.split("[")[0]
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    return any(isinstance(node, ast.FunctionDef) and node.name == name and "monkeypatch" in ast.unparse(node)
               for node in ast.walk(tree))


def labels(runs: dict[str, dict[str, list]], written: set[str]) -> dict[str, str]:
    """hint -> the one verdict its tests assert. A test passes under a forced verdict only when every
    assertion on every hint it judged holds, so a test that passes under exactly one verdict asserts it of
    each hint it judged (a loop over a list of stops); a test that judged a hint no person wrote, or that
    patched what the judge reads, is left out, and tests that disagree about a hint leave it out."""
    held: dict[str, set[str]] = {}
    judged: dict[str, set[str]] = {}
    for force, raw in runs.items():
        for test, (texts, ok) in raw.items():
            judged.setdefault(test, set()).update(texts)
            if ok:
                held.setdefault(test, set()).add(force)
    per_hint: dict[str, set[str]] = {}
    for test, verdicts in held.items():
        if len(verdicts) == 1 and judged[test] <= written and not patched(test):
            for text in judged[test]:
                per_hint.setdefault(text, set()).update(verdicts)
    return {text: next(iter(v)) for text, v in sorted(per_hint.items()) if len(v) == 1}


def suite() -> list[str]:
    """The test modules that judge hints (they name them); the rest judge commands only."""
    found = [path for folder in SUITE for path in (ROOT / folder).glob("test_*.py")]
    return sorted(str(path.relative_to(ROOT)) for path in found
                  if "hint" in path.read_text(encoding="utf-8").lower())


def main() -> None:
    """Three forced runs, or (with three arguments) the raw files of runs already made, go, pause, stop."""
    raws = ({force: Path(arg) for force, arg in zip(FORCED, sys.argv[1:], strict=True)} if sys.argv[1:]
            else {force: Path(f"/tmp/suite-hints-{os.getpid()}-{force}.json") for force in FORCED})
    started = [] if sys.argv[1:] else [subprocess.Popen(
        [sys.executable, "-m", "pytest", "-p", "record_suite_hints", "-p", "no:cacheprovider", "-q",
         "-n", "0", *suite()], cwd=ROOT, stdout=subprocess.DEVNULL,
        env={**os.environ, "DONGLE_SUITE_FORCE": force, "DONGLE_SUITE_RAW": str(raws[force]),
             "PYTHONPATH": f"{ROOT / 'tools'}{os.pathsep}{ROOT / 'src'}"}) for force in FORCED]
    for proc in started:
        proc.wait()
    runs = {force: json.loads(raw.read_text()) for force, raw in raws.items()}
    for force, raw in runs.items():
        print(f"{force}: {len(raw)} tests judged hints", file=sys.stderr)
    found = labels(runs, literals())
    OUT.write_text(json.dumps(found, indent=0, ensure_ascii=False) + "\n")
    counts = {lab: sum(v == lab for v in found.values()) for lab in FORCED}
    print(f"wrote {OUT}: {len(found)} hints {counts}")


if __name__ == "__main__":
    main()
