"""The shell model asks a command's follow-up steps only of the names they can find anything for.

For every command it records, the model used to call `unwrap` (is it a wrapper?), `carried_commands`
(does an option carry a command?), `implied_commands` (does a subcommand delete a directory?),
`literal.output` and `known_output` (is its output known?), and each answered nothing for nearly every
command. Each now has a set of names (or, for `unwrap`, a per-name answer kept) tested first. A gate may
only skip calls that find nothing: these tests call each step anyway, for names outside its gate and
argument shapes that make the steps act for the names inside (so a branch added for a new name without
its gate fails here), and compare whole models with every gate opened.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import dongle.shell.effects as effects
import dongle.shell.parse as parse
from dongle.rules.engine import load_rules
from dongle.shell import literal, wrappers
from dongle.shell.implied_deletes import IMPLYING, implied_commands
from dongle.shell.option_commands import CARRIERS, CARRYING, carried_commands

ENV = {"HOME": "/home/dev", "X": "1"}
CWD = "/home/dev/project"
# argument shapes that make some step act for some name (a wrapper's command, a carried command, a
# deleted directory, a decoded or computed output)
SHAPES = [
    [], ["rm", "-rf", "/"], ["-c", "rm -rf /"], ["--", "rm", "-rf", "/"], ["-m", "pip", "install", "x"],
    ["--clear", "venv"], ["root", "-g"], ["rev-parse", "--show-toplevel"], ["rev-parse", "--git-dir"],
    ["-d"], ["-r", "-p"], ["clean", "--target-dir", "/"], ["destroy", "/home/dev"], ["-e", "ssh x"],
    ["--rsync-path=sudo rsync", "a", "b"], ["-I", "sh -c id"], ["exec", "--", "rm -rf dist"],
    ["a-z", "n-za-m"], ["-v", "rm"], ["/x"], ["-u", "root", "rm", "-rf", "/"], ["prisma", "db", "push"],
    ["--preload", "l.so", "ls"],
]
STDINS = [None, "cm0gLXJmIC8=", "726d202d7266202f", "rm -rf /"]
LOOK_ALIKES = ["gitk", "git-lfs", "pwdx", "dirnames", "mktemp2", "catt", "echoes", "ldd", "ldconfig", "ld",
               "rsync2", "cargox", "yadmx", "pythonic", "xargs2", "sudoedit", "envsubst", "npx", "brew"]


def _outside(gate) -> list[str]:
    """Names the gate excludes: every program the rule packs know, the step tables' names and look-alikes."""
    rules = load_rules()
    names = {*rules.by_name, *rules.by_sub, *wrappers.SPECS, *CARRIERS, *IMPLYING, *literal.PRINTERS,
             *LOOK_ALIKES, "ls", "psql", "kubectl", "terraform"}
    excluded = sorted(name for name in names if not gate(name))
    assert len(excluded) > 200, "the names tried cover the rule packs' programs"
    return excluded


def test_a_name_no_branch_of_unwrap_tests_is_no_wrapper() -> None:
    for name in _outside(lambda n: wrappers.MAY_UNWRAP[n]):
        for shape in SHAPES:
            for stdin in STDINS:
                assert wrappers.unwrap(name, [name, *shape], stdin) is None, (name, shape)


def test_the_kept_answer_is_unwraps_own_and_stays_bounded() -> None:
    for name in ("sudo", "env", "xargs", "python3.12", "ld-linux-x86-64.so.2", "faketime", "ls", "git"):
        assert wrappers.MAY_UNWRAP[name] == wrappers.may_unwrap(name)
    assert wrappers.MAY_UNWRAP["sudo"] and wrappers.MAY_UNWRAP["ld.so"] and not wrappers.MAY_UNWRAP["ldd"]
    kept = wrappers._KeptPerName()
    for i in range(wrappers._NAMES_KEPT + 10):
        assert kept[f"prog{i}"] is False
    assert len(kept) == wrappers._NAMES_KEPT


def test_a_name_outside_carrying_carries_no_command() -> None:
    for name in _outside(lambda n: n in CARRYING):
        for shape in SHAPES:
            assert carried_commands(name, [name, *shape]) == [], (name, shape)


def test_a_name_outside_implying_implies_no_delete() -> None:
    for name in _outside(lambda n: n in IMPLYING):
        for shape in SHAPES:
            assert implied_commands(name, [name, *shape]) == [], (name, shape)


def test_a_name_outside_printers_prints_nothing_known() -> None:
    for name in _outside(lambda n: n in literal.PRINTERS):
        for shape in SHAPES:
            for stdin in STDINS:
                assert literal.output(name, [name, *shape], stdin) is None, (name, shape)


def test_a_name_outside_known_outputs_has_no_known_output() -> None:
    analysis = parse._Analysis(ENV, CWD)
    for name in _outside(lambda n: n in parse._KNOWN_OUTPUT_NAMES):
        for shape in SHAPES:
            assert analysis.known_output([name, *shape]) is None, (name, shape)


class _Everything:
    """A gate opened: every name is in it."""

    def __contains__(self, _name: object) -> bool:
        return True

    def __getitem__(self, _name: str) -> bool:
        return True


def _both_ways(command: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    """The model's repr with the gates, and with every gate opened (every step called for every name)."""
    gated = repr(parse.parse_command(command, env=ENV, cwd=CWD))
    with monkeypatch.context() as m:
        m.setattr(wrappers, "MAY_UNWRAP", _Everything())
        m.setattr(literal, "PRINTERS", _Everything())
        m.setattr(parse, "_KNOWN_OUTPUT_NAMES", _Everything())
        m.setattr(effects, "CARRYING", _Everything())
        m.setattr(effects, "IMPLYING", _Everything())
        opened = repr(parse.parse_command(command, env=ENV, cwd=CWD))
    return gated, opened


@pytest.mark.parametrize("command", [
    "sudo -u root env X=1 nice -n 5 rm -rf /", "echo cm0gLXJmIC8= | base64 -d | sh",
    "cd $(git rev-parse --show-toplevel) && rm -rf *", "rsync --rsync-path='sudo rsync' a host:b",
    "cargo clean --target-dir /", "yadm clean -fdx", "tar -I 'sh -c id' -xf a",
    "git rebase -x 'rm -rf ~' main",
    "python3 -m pip install x", "xargs -a <(echo /) rm -rf", "d=$(mktemp -d); cd $d/../..",
    "rm -rf $(npm root -g)/x", "/lib64/ld-linux-x86-64.so.2 --preload l.so rm -rf /", "ls -la",
    "psql -c 'DROP TABLE t'", "rm -rf \"$(dirname \"$0\")\"", "cat <<< 'rm -rf /' | sh",
    "printf '\\x72\\x6d -rf /' | bash", "which rm | xargs ls",
])
def test_lines_that_use_each_step_read_the_same_gated_and_opened(command: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    gated, opened = _both_ways(command, monkeypatch)
    assert gated == opened


NAMES = sorted({"ls", "git", "sudo", "env", "xargs", "echo", "printf", "base64", "cat", "tr", "rev", "which",
                "cargo", "chezmoi", "yadm", "rsync", "tar", "ssh", "npm", "pwd", "dirname", "mktemp",
                "python3", "timeout", "nohup", "pnpm", "gitk", "brew", "go", *LOOK_ALIKES})
words = st.one_of(st.sampled_from([w for shape in SHAPES for w in shape if " " not in w]),
                  st.text(alphabet="abcdefgz-/.=", min_size=1, max_size=6))
lines = st.builds(lambda head, rest: " ".join([head, *rest]), st.sampled_from(NAMES),
                  st.lists(words, max_size=5))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(line=lines, before=st.sampled_from(["", "echo cm0gLXJmIC8= | ", "$(", "cd /tmp && "]))
def test_generated_lines_read_the_same_gated_and_opened(line: str, before: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    command = before + line + (")" if before == "$(" else "")
    gated, opened = _both_ways(command, monkeypatch)
    assert gated == opened


def test_the_development_corpus_reads_the_same_gated_and_opened(shared_dir, monkeypatch) -> None:
    corpus = shared_dir / "corpus" / "commands.jsonl"
    for line in corpus.read_text().splitlines():
        if line.strip():
            command = json.loads(line)["command"]
            gated, opened = _both_ways(command, monkeypatch)
            assert gated == opened, command
