"""Golden input/output fixtures per agent, run through the real `dongle` executable.

Each `golden/<agent>/<case>.json` holds the agent's hook input (`input`, or raw `input_text`) and the
exact answer expected on stdout: the same JSON keys and values, except free text, where
`{"$contains": [...]}` names what the text must say. `$HOME` and `$PROJECT` stand for a fresh private
home directory and a project inside it (a fresh store per case, so one case's hard block does not
leak into the next).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hooks.helpers import hook_env, run_hook

GOLDEN = Path(__file__).parent / "golden"
CASES = sorted(GOLDEN.glob("*/*.json"))


def substitute(value: Any, home: Path) -> Any:
    if isinstance(value, str):
        return value.replace("$PROJECT", str(home / "project")).replace("$HOME", str(home))
    if isinstance(value, list):
        return [substitute(v, home) for v in value]
    if isinstance(value, dict):
        return {k: substitute(v, home) for k, v in value.items()}
    return value


def matches(expected: Any, actual: Any, where: str = "stdout") -> list[str]:
    """Differences between the golden answer and the real one (empty when they match)."""
    if isinstance(expected, dict) and set(expected) == {"$contains"}:
        if not isinstance(actual, str):
            return [f"{where}: expected text, got {actual!r}"]
        missing = [part for part in expected["$contains"] if part not in actual]
        return [f"{where}: missing {part!r} in {actual!r}" for part in missing]
    if isinstance(expected, dict):
        if not isinstance(actual, dict) or set(expected) != set(actual):
            got = sorted(actual) if isinstance(actual, dict) else actual
            return [f"{where}: keys {got!r} != {sorted(expected)}"]
        return [d for k in expected for d in matches(expected[k], actual[k], f"{where}.{k}")]
    return [] if expected == actual else [f"{where}: {actual!r} != {expected!r}"]


@pytest.mark.parametrize("case", CASES, ids=[f"{c.parent.name}/{c.stem}" for c in CASES])
def test_golden(case, fake_home):
    doc = json.loads(case.read_text())
    agent = case.parent.name
    stdin = substitute(doc["input_text"] if "input_text" in doc else doc["input"], fake_home)
    done = run_hook(agent, stdin, hook_env(fake_home), cwd=fake_home / "project")
    assert done.returncode == doc["expect"]["exit"], done.stderr
    expected = substitute(doc["expect"]["stdout"], fake_home)
    text = done.stdout.decode()
    assert text.endswith("\n") or text == ""
    actual = json.loads(text) if text.strip() else ""
    problems = matches(expected, actual)
    assert not problems, "\n".join(problems)


def test_every_agent_has_allow_deny_and_malformed_cases():
    for agent in ("claude-code", "codex", "gemini", "copilot", "cursor"):
        names = [c.stem for c in CASES if c.parent.name == agent]
        assert any(n.startswith("allow") for n in names), agent
        assert any(n.startswith("deny") for n in names), agent
        assert any(n.startswith("malformed") for n in names), agent
