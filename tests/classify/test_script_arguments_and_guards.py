"""A script is run with the arguments the line hands it, and a guarded variable is never empty
(round AL's FP: a guarded cleanup script written and run on the project's build folder stopped).

`cat > /tmp/x.sh <<EOF … EOF; sh /tmp/x.sh ./out` runs the text with `$1` = `./out`, as a script read
from disk or a function called in the line is; `X=${1:?usage}` stops the script unless X is set and
not empty, so `"$X"/cache` is some folder's cache, not `/cache`. Handed home or the root, or left
unguarded and unset, the same scripts keep their stop. Wordings and paths are not the round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

_TIDY = "cat > /tmp/tidy.sh <<'SH'\n#!/usr/bin/env bash\nrm -rf \"$1\"/*\nSH\n"
_GUARDED = "printf 'T=\"${1:?give a folder}\"\\nrm -rf \"$T\"/*\\n' > /tmp/wipe-cache.sh && "

CASES = [
    (_TIDY + "bash /tmp/tidy.sh ./dist", "go"),
    (_TIDY + "chmod +x /tmp/tidy.sh && /tmp/tidy.sh node_modules", "go"),
    (_TIDY + "bash /tmp/tidy.sh ~", "stop"),
    (_GUARDED + "sh /tmp/wipe-cache.sh ./target", "go"),
    (_GUARDED + "sh /tmp/wipe-cache.sh /", "stop"),
    (_GUARDED + "chmod +x /tmp/wipe-cache.sh", "go"),
    ("printf 'T=$1\\nrm -rf \"$T\"/*\\n' > /tmp/wipe-cache.sh && sh /tmp/wipe-cache.sh", "stop"),
    ("OUT=\"${1:?}\"; rm -rf \"$OUT\"/*", "pause"),
    ("OUT=\"${1:?}\"; OUT=$2; rm -rf \"$OUT\"/*", "stop"),
    ("OUT=${1:-}; rm -rf \"$OUT\"/*", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_script_arguments_and_guards(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
