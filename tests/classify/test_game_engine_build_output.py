"""A game engine's build output is regenerable: Unreal's Binaries, Intermediate, DerivedDataCache
and cooked content are rebuilt by the next build (go), where the project's Content and Saved
(save games, config, logs) are its data (pause), and the same names in the home directory keep
the home's verdict."""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("rm -rf Intermediate DerivedDataCache Plugins/Voxel/Binaries", "go"),
    ("rm -rf Saved/Cooked/WindowsNoEditor", "go"),
    ("rm -rf Content/Maps", "pause"),
    ("rm -rf Saved", "pause"),
    ("rm -rf ~/Intermediate", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_game_engine_build_output(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/Racer", {"HOME": "/home/dev"}).tier.value] == expected
