"""Reach that a line computes: a host-wide search feeding an in-place edit, a tool's global prefix.

`sed -i … $(grep -rl x /)` and `grep -rl x / | xargs sed -i` rewrite every matching file of the
machine (system files, binaries, other programs' data) with no copy kept: stop, and a system
directory's or a home's files pause; the same edit over a project search is a refactor (go).
`$(npm root -g)`, `$(npm prefix -g)`, `$(brew --prefix)` name a tool's system-wide prefix, so
`rm -rf "$(npm root -g)/../.."` deletes /usr/local; one package inside it pauses, a listing is go.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}


def label(command: str) -> str:
    return LABEL[classify_command(command, "/home/dev/web", {"HOME": "/home/dev"}).tier.value]


HOST_WIDE_EDITS = [
    ("grep -rlZ 'old.acme.io' / | xargs -0 sed -i 's/old\\.acme\\.io/new.acme.io/g'", "stop"),
    ("perl -pi -e 's/foo/bar/g' $(grep -Rl foo ~ 2>/dev/null)", "pause"),
    ("sed -i 's/8080/9090/' $(rg -l 8080 /)", "stop"),
    ("sudo sed -i 's/^#Port 22/Port 2222/' $(grep -rl '#Port 22' /etc/ssh)", "pause"),
    ("sed -i 's/foo/bar/g' $(grep -rl foo src tests)", "go"),
    ("grep -rl 'TODO' / 2>/dev/null | xargs wc -l", "go"),
]


@pytest.mark.parametrize(("command", "expected"), HOST_WIDE_EDITS, ids=lambda v: str(v)[:60])
def test_an_in_place_edit_over_a_host_wide_search(command: str, expected: str) -> None:
    assert label(command) == expected


GLOBAL_PREFIXES = [
    ('rm -rf "$(npm prefix -g)"', "stop"),
    ('sudo rm -rf "$(brew --prefix)/.."', "stop"),
    ('rm -rf "$(npm root -g)/eslint"', "pause"),
    ('ls -la "$(npm root -g)/.."', "go"),
]


@pytest.mark.parametrize(("command", "expected"), GLOBAL_PREFIXES, ids=lambda v: str(v)[:60])
def test_a_tools_global_prefix_is_a_system_directory(command: str, expected: str) -> None:
    assert label(command) == expected
