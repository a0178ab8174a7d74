"""Property tests: whatever text arrives, classify_command answers with a consistent Assessment."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dongle.assessment import Assessment
from dongle.classify.command import classify_command
from dongle.levels import SafetyTier

SHELLISH = st.text(
    alphabet=st.sampled_from(list("rm -f/~.$(){}[]|&;<>'\"`\\\n\t*?=abcgitshdx0123")), max_size=200
)


def _consistent(a: Assessment) -> None:
    assert isinstance(a, Assessment)
    assert 0 <= a.risk_score <= 100
    assert a.tier is SafetyTier.for_score(a.risk_score)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_never_raises(text: str) -> None:
    _consistent(classify_command(text, cwd="/home/dev/project"))


@settings(max_examples=300, deadline=None)
@given(SHELLISH)
def test_shell_like_text_never_raises(text: str) -> None:
    _consistent(classify_command(text, cwd="/home/dev/project", env={"HOME": "/home/dev"}))


SAFE_PARTS = st.sampled_from(["ls -la", "echo hi", "git status", "true", "cat README.md", "npm test", "x=1"])
SEPARATORS = st.sampled_from(["; ", " && ", " || ", " | ", "\n", " & "])
WRAPPERS = st.sampled_from(
    ["{}", "({})", "bash -c '{}'", "sudo {}", "nohup {} &", "$(echo ok; {})", "{{ {}; }}"]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(SAFE_PARTS, SEPARATORS), max_size=5), WRAPPERS, SEPARATORS)
def test_a_catastrophic_part_anywhere_never_yields_go(prefix, wrapper, sep) -> None:
    body = "".join(part + s for part, s in prefix) + wrapper.format("rm -rf /")
    a = classify_command(body + sep.strip(" &|;") + " echo done", cwd="/home/dev/project")
    assert a.decision.value != "allow", body
