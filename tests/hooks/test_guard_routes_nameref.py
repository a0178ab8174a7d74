"""A name reference that hides which variable a removal uses (GZ).

Through the real `dongle hook claude-code`: `declare -n r=t` (or `typeset -n`) makes `$r` the variable
`t`, so the guard's path assigned to `t` reaches `rm` or a truncating redirect under another name
(stops). Twins: the same reference over a build file, or over the guard's file only read (go).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_decision

STOPPED = {
    "declare -n then rm": "declare -n r=t; t=$HOME/.copilot/hooks/dongle.json; rm -f \"$r\"",
    "typeset -n then truncate": "typeset -n f=p; p=~/.claude/settings.json; : > \"${f}\"",
}

LOOK_ALIKES = {
    "declare -n over a build file": "declare -n r=t; t=build/out.txt; rm -f \"$r\"",
    "declare -n then read": "declare -n r=t; t=$HOME/.copilot/hooks/dongle.json; cat \"$r\"",
}

CASES = [*((c, "deny") for c in STOPPED.values()), *((c, "allow") for c in LOOK_ALIKES.values())]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=[*STOPPED, *LOOK_ALIKES])
def test_each_route_and_twin(command: str, expected: str, tmp_path: Path) -> None:
    decision, out = shell_decision(command, tmp_path)
    assert decision == expected, out
