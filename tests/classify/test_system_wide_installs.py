"""Installs that reach past the user into the system (blind T, V, W, X: choco, winget, pip).

- Chocolatey and winget run a package's installer machine-wide with administrator rights, as
  `sudo apt install` does (pause); a per-user scope, a no-op run or a listing goes. scoop, like brew,
  installs into the user's own folder (go).
- `pip install --break-system-packages` overrides the guard the operating system puts on its own
  Python, whose packages its tools run on (pause, with or without sudo); a user install or a
  virtualenv's goes.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("choco install -y nodejs-lts", "pause"),
    ("winget install --id Docker.DockerDesktop -e --accept-package-agreements", "pause"),
    ("winget upgrade --all", "pause"),
    ("winget install --id Git.Git --scope user", "go"),
    ("choco install git --noop", "go"),
    ("winget list", "go"),
    ("scoop install ripgrep", "go"),
    ("brew install jq", "go"),
    ("pip install --break-system-packages pandas", "pause"),
    ("pip3 install --break-system-packages -U requests", "pause"),
    ("pip install --user black", "go"),
    ("pip install pandas", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_system_wide_install(command: str, expected: str) -> None:
    verdict = classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"})
    assert LABEL[verdict.tier.value] == expected
