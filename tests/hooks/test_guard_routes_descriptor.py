"""A descriptor opened on the guard's file, then written through its number (GZ).

Through the real `dongle hook claude-code`: `exec 9< ~/.claude/settings.json` then `cp … /dev/fd/9`
(opening /dev/fd/9 for writing opens the settings again, whatever mode 9 had) or `>&9` (stops).
Twins: the same descriptor only read, or opened on a project log and written (go).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_decision

STOPPED = {
    "cp onto /dev/fd/N": "exec 9< ~/.claude/settings.json; cp /tmp/empty.json /dev/fd/9",
    "echo into >&N": "exec 7<> ~/.codex/hooks.json; echo '{}' >&7",
}

LOOK_ALIKES = {
    "the descriptor read": "exec 9< ~/.claude/settings.json; cat /dev/fd/9",
    "a project log written": "exec 9> build/run.log; cp /tmp/empty.json /dev/fd/9; echo done >&9",
}

CASES = [*((c, "deny") for c in STOPPED.values()), *((c, "allow") for c in LOOK_ALIKES.values())]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=[*STOPPED, *LOOK_ALIKES])
def test_each_route_and_twin(command: str, expected: str, tmp_path: Path) -> None:
    decision, out = shell_decision(command, tmp_path)
    assert decision == expected, out
