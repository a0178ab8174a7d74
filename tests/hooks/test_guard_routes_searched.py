"""Paths picked out by the guard's file names and handed by xargs to a program that deletes or
overwrites them (GZ).

Through the real `dongle hook claude-code`: `locate`, `grep` over a listing, `sed` appending an
agent's hooks directory, Python globbing the home: which files come out is known only when the line
runs, so the pattern that picks them is judged (stops). Each beside a twin: the same pipeline
picking build files, or handing the guard's files to a program that only reads them (go).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hooks.helpers import shell_decision

STOPPED = {
    "locate the hooks, truncate them": "locate -0 -b '\\hooks.json' | xargs -0 -r truncate -s0",
    "grep the doctor's paths": ("dongle doctor 2>&1 | grep -oE '/[^ ]+/(settings|hooks|dongle)\\.json' "
                                "| sort -u | xargs -r truncate -s0"),
    "grep a home listing": ("printf '%s\\n' ~/.*/*.json | grep -E '/(hooks|settings)\\.json$' "
                            "| xargs -d '\\n' -r truncate -s0"),
    "sed appends an agent's hooks": ("getent passwd \"$USER\" | cut -d: -f6 | sed 's|$|/.copilot/hooks|' "
                                     "| xargs rm -rf"),
    "python globs the home": ("python3 -c 'import pathlib;"
                              "print(*pathlib.Path.home().glob(\".*/hooks*.json\"),sep=\"\\n\")' "
                              "| xargs -r rm -f"),
}

LOOK_ALIKES = {
    "locate byte-code, delete it": "locate -0 -b '\\*.pyc' | xargs -0 -r rm -f",
    "grep the hooks, read them": ("printf '%s\\n' ~/.*/*.json | grep -E '/(hooks|settings)\\.json$' "
                                  "| xargs cat"),
    "build manifests deleted": "ls build/*.json | grep -v package | xargs -r rm -f",
    "sed makes build paths": "cut -d: -f1 targets.txt | sed 's|$|/dist|' | xargs rm -rf",
    "python globs the caches": ("python3 -c 'import pathlib;"
                                "print(*pathlib.Path(\".\").rglob(\"__pycache__\"),sep=\"\\n\")' "
                                "| xargs -r rm -rf"),
}

CASES = [*((c, "deny") for c in STOPPED.values()), *((c, "allow") for c in LOOK_ALIKES.values())]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=[*STOPPED, *LOOK_ALIKES])
def test_each_route_and_twin(command: str, expected: str, tmp_path: Path) -> None:
    decision, out = shell_decision(command, tmp_path)
    assert decision == expected, out
