"""Hostile input never raises, and the work done stays proportional to the input.

Speed is measured in bench/, not here: these tests bound the *amount of work* (nodes visited,
commands emitted, bytes re-parsed), which is what keeps the time linear.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dongle.shell import parse as shell_parse
from dongle.shell.context import Ctx
from dongle.shell.model import ShellModel
from dongle.shell.parse import MAX_DEPTH, MAX_INPUT_BYTES, _Analysis, parse_command

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SHELLISH = st.lists(
    st.sampled_from(
        [
            "$(", ")", "`", "'", '"', "\\", "{", "}", "<(", ">(", "|", "||", "&&", ";", "&", "\n",
            "<<EOF\n", "EOF\n", "<<<", ">", "2>&1", " ", "rm", "-rf", "/", "bash", "-c", "sh", "eval",
            "sudo", "env", "xargs", "find", "-exec", "\\;", "echo", "base64", "-d", "python3", "-c",
            "import os;os.system('rm -rf /')", "${IFS}", "$a", "a=rm", "{a,b}", "$'\\x72'", "ssh",
            "h", "docker", "exec", "kubectl", "--", "awk", "BEGIN{system(\"x\")}", "node", "-e",
            "cm0gLXJmIC8=", "printf", "\\x72", "$((", "))", "[[", "]]", "#", "\x00", "\udcff", "é",
        ]
    ),
    max_size=60,
).map("".join)


def _check(m: ShellModel) -> None:
    assert isinstance(m, ShellModel)
    for inv in m.invocations:
        assert isinstance(inv.name, str)
        assert inv.argv and all(isinstance(a, str) for a in inv.argv)
        assert 0 <= inv.depth <= MAX_DEPTH + 1
        assert inv.depth <= len(inv.via) <= 2 * inv.depth  # a decoded payload hop has two labels
    assert all(isinstance(r, str) for r in m.unresolved)
    assert not any(r.startswith("internal error") for r in m.unresolved), m.unresolved


@SETTINGS
@given(st.text())
def test_arbitrary_text_never_raises(text: str) -> None:
    _check(parse_command(text))


@SETTINGS
@given(st.binary())
def test_arbitrary_bytes_never_raise(data: bytes) -> None:
    _check(parse_command(data.decode("utf-8", "surrogateescape")))


@SETTINGS
@given(SHELLISH, st.dictionaries(st.sampled_from(["a", "HOME", "IFS", "x"]), st.text(max_size=20)))
@example("rm-rf EOF\n", {})  # a recursive deleter's synthetic `rm -rf` is one level deeper than it
def test_shell_like_text_never_raises(text: str, env: dict[str, str]) -> None:
    _check(parse_command(text, env=env, cwd="/home/u/p"))


def _steps(command: str) -> int:
    analysis = _Analysis(None, None)
    analysis.parse_bytes(command.encode("utf-8", "surrogatepass")[:MAX_INPUT_BYTES], Ctx())
    return analysis.steps


@pytest.mark.parametrize(
    "unit",
    [
        "rm -rf /x && ",
        "$(",
        "`",
        "bash -c 'eval \"",
        "echo {a,b} ",
        "${x:-",
        "sudo env nohup ",
        "echo cm0gLXJmIC8= | base64 -d | sh; ",
        "python3 -c \"import os; os.system('ls')\"; ",
        "cat <<EOF\n$(ls)\nEOF\n",
    ],
)
def test_work_grows_linearly(unit: str) -> None:
    small, large = _steps(unit * 200), _steps(unit * 800)
    assert large <= 4 * small + 1000, (small, large)
    assert large <= 200 * len(unit * 800), large


@SETTINGS
@given(SHELLISH)
def test_work_is_bounded_by_input_size(text: str) -> None:
    assert _steps(text) <= 400 * (len(text) + 10)


@pytest.mark.parametrize(
    "command",
    [
        "",
        "   ",
        "\x00",
        "rm\x00 -rf /",
        "\udcff\udcfe rm -rf /",
        "\ud800 lone surrogate",
        "echo " + "a" * 1_000_000,
        "$(" * 10_000 + "rm -rf /" + ")" * 10_000,
        "$(" * 10_000,
        "`" * 10_001,
        "${x:-" * 5000 + "}" * 5000,
        "'" * 9999,
        "bash -c " * 3000 + "'rm -rf /'",
        "eval eval " * 2000,
        " && ".join(["rm x"] * 20_000),
        "nohup " * 50_000 + "rm",
        "echo " + "{a,b}" * 60,
        "git " * 50 + "status",
        "rm " + "-rf " * 50 + "/",
        "git" + " " * 500 + "checkout -b x",
        "echo مرحبا 😀",
    ],
)
def test_hostile_inputs_return_a_model(command: str) -> None:
    m = parse_command(command)
    _check(m)


def test_oversized_input_is_truncated_and_marked() -> None:
    m = parse_command("rm -rf /tmp/x; " + "echo " + "a" * (MAX_INPUT_BYTES + 10))
    assert any("only the start was analysed" in r for r in m.unresolved)
    assert m.invocations[0].argv == ("rm", "-rf", "/tmp/x")


def test_invocation_cap_is_marked() -> None:
    m = parse_command("; ".join(["ls"] * (shell_parse.MAX_INVOCATIONS + 50)))
    assert len(m.invocations) == shell_parse.MAX_INVOCATIONS
    assert any("commands: the rest were not analysed" in r for r in m.unresolved)


def test_internal_error_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*_args: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(shell_parse._Analysis, "statement", boom)
    m = parse_command("rm -rf /")
    assert any("internal error" in r for r in m.unresolved)


def test_non_string_input_is_coerced() -> None:
    m = parse_command(b"rm -rf /x")  # type: ignore[arg-type]
    assert m.invocations[0].argv == ("rm", "-rf", "/x")


_BRACE_CRASHERS = (
    "['{\\U00031860', 'x{\\U000c46ca', '\u00fbL\\U000c1cc0{4\\U000c46ca\\x013\\uf853',"
    " 'echo {a,\\U0001F600}', '{' + '\\U0001F600' * 50, 'ls {\\U00084830a', 'ls {12..\\U0010fff0a',"
    " '{\\U00084830\\U00026cc5\\x02', 'cat {\\uffff', 'cat {7\\u0800x', 'rm -rf ~ {\\U000e0000a',"
    " 'cat {\\U00084830a b', 'cat x {12..\\U0010fff0a']"
)


@pytest.mark.parametrize(
    "entry, check, expected, rounds",
    [
        ("from dongle.shell.parse import parse_command as judge",
         "print(judge('rm -rf /\\U0001F600{x,y}').invocations[0].argv)",
         "('rm', '-rf', '/\U0001f600x', '/\U0001f600y')", 300),  # words still read from the original
        # a hint that may be a command line goes through the grammar on its own path; a whole hint
        # judgement costs ~100 times a parse, so fewer rounds hand the grammar the same bytes as often
        # as CI time allows (each round still passes every crasher through the hint's path)
        ("from dongle.classify.hint import classify_hint as judge",
         "print(judge('rm -rf ~ {\\U000e0000a').decision.value)", "deny", 25),
    ],
)
def test_brace_before_a_wide_character_does_not_crash_the_process(
    entry: str, check: str, expected: str, rounds: int
) -> None:
    """tree-sitter-bash#337: the scanner calls C `isdigit` on the character after `{`, so `{` and a
    4-byte UTF-8 character segfault the grammar on Linux (the hook process dies: no verdict). Every
    reader of shell text must hand the grammar crash-safe bytes. A random hint found the second path.

    Run in a child process: a segfault there fails this test instead of killing pytest.
    """
    import subprocess
    import sys

    code = (
        f"{entry}\n"
        f"cases = {_BRACE_CRASHERS}\n"
        f"for _ in range({rounds}):\n"
        "    for case in cases:\n"
        "        judge(case)\n"
        f"{check}\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == expected


@pytest.mark.parametrize(
    "text, safe",
    [
        ("ls {\uffff}", b"ls {XXX}"),  # a 3-byte character where the scanner reads it
        ("echo {12..\u0800}", b"echo {12..XXX}"),
        ("x{\U0001F600}", b"x{XXXX}"),
        ("tail \U0001F600.log", b"tail XXXX.log"),  # 4-byte characters anywhere (the first fix)
        ("caf\u00e9 {a,b}", "caf\u00e9 {a,b}".encode()),  # elsewhere, left as written
        ("plain {a,b}", b"plain {a,b}"),
    ],
)
def test_crash_safe_bytes_keep_every_offset(text: str, safe: bytes) -> None:
    """Offsets into the parsed bytes index the original, so the replacement keeps every length."""
    from dongle.shell.grammar import crash_safe

    assert crash_safe(text.encode()) == safe


def test_long_pipelines_are_cut_before_parsing() -> None:
    """tree-sitter-bash is quadratic on long pipelines: the parser only gets a bounded prefix."""
    m = parse_command("rm -rf /a | " + " | ".join(["grep -v x"] * (shell_parse.MAX_PIPES + 100)))
    assert m.invocations[0].argv == ("rm", "-rf", "/a")
    assert len(m.invocations) <= shell_parse.MAX_PIPES + 1
    assert any("'|' characters: only the start was analysed" in r for r in m.unresolved)
